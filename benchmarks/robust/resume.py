"""A child process playing with the autosave on, killed (SIGKILL) and resumed, loses no saved action."""

from __future__ import annotations

import json
import random
import signal
import subprocess
import sys
import tempfile
import textwrap
import time
from pathlib import Path
from typing import Any

from benchmarks.robust.clock import Clock
from gin3.engine import Action

__all__ = ["CHILD", "bench_resume"]

CHILD = textwrap.dedent(
    """
    import json, sys
    from gin3.ai import make_player
    from gin3.engine import RuleSet
    from gin3.session import AutosaveKeeper, BackgroundWriter, SeatSetup, Session, Stage, seats_from_app
    from gin3.store import Autosave

    autosave, seed = Autosave(sys.argv[1]), int(sys.argv[2])
    session, writer = Session(), BackgroundWriter()
    AutosaveKeeper(session, autosave, writer)  # written on a background thread, as in the app
    pending = autosave.pending()
    if pending is not None:
        saved = autosave.load_saved()
        session.resume(saved.match, seats_from_app(saved.match, saved.app))
    else:
        seats = [SeatSetup(n, "random") for n in ("Ana", "Ben", "Cy")]
        session.new_match(seats, seed=seed, rules=RuleSet(target=10_000))
        session.begin()
    match = session.match
    players = [make_player("random", seed + i) for i in range(3)]
    print("start", len(match.actions), sep="\\t", flush=True)
    while session.stage is not Stage.MATCH_OVER:
        if session.stage is Stage.HAND_OVER:
            session.next_hand()
        else:
            seat = session.computer_to_act()
            session.play_computer(session.generation, seat, players[seat].choose(match.view(seat)))
        writer.flush()  # this action's save is on disk now
        print(len(match.actions), json.dumps(match.actions[-1].to_json()), sep="\\t", flush=True)
    writer.flush()
    print("over", flush=True)  # the match was won: its autosave is cleared
    """
)


def _cycle(folder: Path, seed: int, rng: random.Random, said: dict[int, str]) -> tuple[int, int, int]:
    """Run the child until it has reported a random number of actions, kill it, and check the autosave.

    ``said`` maps each action count the child reported to that action (JSON), over all cycles.
    Returns the actions lost (reported as saved, missing from the autosave), the actions that
    differ from what was reported, and the number of actions played in this cycle.
    """
    child = subprocess.Popen(
        [sys.executable, "-c", CHILD, str(folder), str(seed)], stdout=subprocess.PIPE, text=True
    )
    assert child.stdout is not None
    wanted, played, last = rng.randint(1, 120), 0, 0
    over = False
    for line in child.stdout:
        first, _, action = line.rstrip("\n").partition("\t")
        if first in ("start", "over"):
            over = first == "over"
            continue
        last = int(first)
        said[last] = action
        played += 1
        if played >= wanted:
            break
    time.sleep(rng.random() * 0.01)  # somewhere in the next action or its write
    child.send_signal(signal.SIGKILL)
    for line in child.communicate(timeout=60)[0].splitlines():
        first, _, action = line.partition("\t")
        if first == "over":
            over = True
        elif first != "start":
            last = int(first)
            said[last] = action
            played += 1
    if over:  # the match was won and its autosave cleared: the next cycle begins a new one
        said.clear()
        return 0, 0, played
    actions = _autosaved(folder)
    lost = max(0, last - len(actions))
    differ = sum(1 for i, a in enumerate(actions, 1) if i in said and json.dumps(a.to_json()) != said[i])
    return lost, differ, played


def bench_resume(seconds: float | None = None, count: int | None = None, seed: int = 1) -> dict[str, Any]:
    """Kill-and-resume cycles of a child playing with the autosave on; ``count`` is a number of cycles."""
    rng = random.Random(seed)
    clock = Clock(seconds, count)
    figures = {"cycles": 0, "actions_played": 0, "lost_actions": 0, "differing_actions": 0}
    said: dict[int, str] = {}
    with tempfile.TemporaryDirectory(prefix="gin3-bench-resume-") as scratch:
        folder = Path(scratch)
        while clock.running(figures["cycles"]):
            lost, differ, played = _cycle(folder, seed, rng, said)
            figures["cycles"] += 1
            figures["lost_actions"] += lost
            figures["differing_actions"] += differ
            figures["actions_played"] += played
        figures["actions_in_the_autosave"] = len(_autosaved(folder))
    return {**figures, "resume_seconds": clock.elapsed()}


def _autosaved(folder: Path) -> list[Action]:
    from gin3.store import Autosave

    return Autosave(folder).load().actions if (folder / Autosave.FILENAME).exists() else []
