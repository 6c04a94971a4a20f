"""Long robustness runs that print figures: ``python -m gin3 bench fuzz|saves|resume``.

- :func:`bench_fuzz`: random legal and illegal actions through the engine,
  over chouette and two-player matches under every house-rule combination,
  checking the engine's invariants after each one.
- :func:`bench_saves`: damaged save files (cut short, random bytes, flipped
  bits, mutated JSON of a real record) must each load or give a
  :class:`~gin3.engine.SaveFileError`, never anything else.
- :func:`bench_resume`: a child process plays computer matches with the
  autosave on and is killed (SIGKILL) at random moments, then resumed from
  the autosave; no action it reported as saved may be lost.

Each runs for ``seconds`` or until ``count`` is reached and returns its
figures; a figure named ``*violations``, ``other_errors`` or ``lost_actions``
must be 0. The test suite runs each for a few seconds.
"""

from __future__ import annotations

import copy
import itertools
import json
import random
import signal
import subprocess
import sys
import tempfile
import textwrap
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

from gin3.engine import (
    FULL_DECK,
    Action,
    Discard,
    DrawDiscard,
    DrawStock,
    IllegalActionError,
    Knock,
    LaidOffCard,
    LayOff,
    Match,
    Meld,
    Mode,
    NextHand,
    PassUpcard,
    RefusalCode,
    RuleSet,
    SaveFileError,
    TakeUpcard,
    match_from_record,
    match_to_record,
)

__all__ = ["MUST_BE_ZERO", "RULE_SETS", "bench_fuzz", "bench_resume", "bench_saves", "passed"]

MUST_BE_ZERO = ("invariant_violations", "other_errors", "lost_actions", "differing_actions")
"""The figures that count failures."""


def passed(figures: dict[str, Any]) -> bool:
    """Whether a run found nothing wrong (every :data:`MUST_BE_ZERO` figure it has is 0)."""
    return all(figures.get(name, 0) == 0 for name in MUST_BE_ZERO)


RULE_SETS: tuple[RuleSet, ...] = tuple(
    RuleSet(gin_bonus=g, big_gin=b, oklahoma=o, discard_taken_card=d, knock_limit=k, target=60)
    for g, b, o, d, k in itertools.product((20, 25), (False, True), (False, True), (False, True), (10, 4))
)
"""Every combination of the house rules (gin bonus, big gin, Oklahoma, taking and discarding, knock limit)."""


class _Clock:
    """Stops after ``seconds`` or when ``count`` is reached (whichever is given; both: first)."""

    def __init__(self, seconds: float | None, count: int | None) -> None:
        if seconds is None and count is None:
            seconds = 10.0
        self.end = None if seconds is None else time.monotonic() + seconds
        self.count = count
        self.start = time.monotonic()

    def running(self, done: int) -> bool:
        if self.count is not None and done >= self.count:
            return False
        return self.end is None or time.monotonic() < self.end

    def elapsed(self) -> float:
        return round(time.monotonic() - self.start, 2)


# -- the engine under random actions -----------------------------------------------


def _random_meld(rng: random.Random) -> tuple[Meld, ...]:
    start = rng.randrange(0, 11)
    suit = rng.randrange(4)
    run = [c for c in FULL_DECK if c.suit.index == suit][start : start + 3]
    return (Meld.of(run),)


def _random_action(match: Match, rng: random.Random) -> Action:
    """Any action at all, mostly illegal: the wrong kind, a card not held, melds made up."""
    card = rng.choice(FULL_DECK)
    kinds: list[Action] = [
        TakeUpcard(),
        PassUpcard(),
        DrawStock(),
        DrawDiscard(),
        NextHand(),
        Discard(card),
        Knock(card, ()),
        Knock(rng.choice((card, None)), _random_meld(rng)),
        LayOff(()),
        LayOff(_random_meld(rng), (LaidOffCard(card, rng.randrange(-1, 3)),)),
    ]
    return rng.choice(kinds)


def _cards_conserved(match: Match) -> bool:
    hand = match.hand
    cards = [*hand.cards(hand.non_dealer), *hand.cards(hand.dealer), *hand.stock, *hand.discard_pile]
    return len(cards) == 52 and set(cards) == set(FULL_DECK)


def _try_illegal(
    match: Match, action: Action, figures: dict[str, int], violation: Callable[[str], None]
) -> None:
    """``action`` is not allowed: applying it must raise with a refusal code and change nothing."""
    before = _state(match)
    figures["illegal_tried"] += 1
    try:
        match.apply(action)
    except IllegalActionError as exc:
        if not isinstance(getattr(exc.refusal, "code", None), RefusalCode):
            violation("refusal_without_code")
    except Exception as exc:
        violation(f"illegal_action_raised_{type(exc).__name__}")
    else:
        violation("illegal_action_accepted")
        return
    if _state(match) != before:
        violation("illegal_action_changed_the_match")


def _state(match: Match) -> tuple[object, ...]:
    """What :meth:`Match.snapshot` holds, without the whole match's event log (only its length)."""
    return (
        match.hand.snapshot(),
        tuple(match.totals),
        tuple(sorted(match.roles.items())),
        match.winner,
        len(match.actions),
        len(match.events),
        len(match.hands),
    )


def _fuzz_match(
    match: Match, rng: random.Random, figures: dict[str, int], budget: int, clock: _Clock | None = None
) -> None:
    """Play ``match`` with random legal actions and random tries at illegal ones; count and check."""

    def violation(kind: str) -> None:
        figures["invariant_violations"] += 1
        figures[f"violation_{kind}"] = figures.get(f"violation_{kind}", 0) + 1

    totals = list(match.totals)
    for step in range(budget):
        if clock is not None and step % 64 == 0 and not clock.running(figures["actions"]):
            break
        legal = match.legal_actions()
        if match.is_over:
            if legal:
                violation("actions_after_the_end")
            break
        if rng.random() < 0.4:
            action = _random_action(match, rng)
            try:
                allowed = match.can(action)
            except Exception as exc:  # can() must answer, not raise
                violation(f"can_raised_{type(exc).__name__}")
                continue
            if not allowed:
                _try_illegal(match, action, figures, violation)
                continue
        else:
            knocks = [a for a in legal if isinstance(a, Knock)]
            # Knock when it may, mostly: random play that never knocks would never end a match.
            action = rng.choice(knocks if knocks and rng.random() < 0.8 else legal)
            if not match.can(action):
                violation("legal_action_refused")
                continue
        try:
            match.apply(action)
        except Exception as exc:
            violation(f"legal_action_raised_{type(exc).__name__}")
            break
        figures["actions"] += 1
        if not _cards_conserved(match):
            violation("cards_not_conserved")
        if any(now < was for now, was in zip(match.totals, totals, strict=True)):
            violation("totals_went_down")
        totals = list(match.totals)
    figures["matches_finished" if match.is_over else "matches_cut_short"] += 1
    try:
        replays = match_from_record(match_to_record(match)).snapshot() == match.snapshot()
    except SaveFileError:
        replays = False
    if not replays:
        violation("record_does_not_replay")


def bench_fuzz(seconds: float | None = None, count: int | None = None, seed: int = 1) -> dict[str, Any]:
    """Random actions over every mode and house-rule combination; ``count`` is a number of actions."""
    rng = random.Random(seed)
    clock = _Clock(seconds, count)
    figures = {
        "actions": 0,
        "illegal_tried": 0,
        "invariant_violations": 0,
        "matches_finished": 0,
        "matches_cut_short": 0,
    }
    configurations = itertools.cycle(itertools.product(RULE_SETS, (Mode.CHOUETTE, Mode.CLASSIC)))
    while clock.running(figures["actions"]):
        rules, mode = next(configurations)
        names = ["Ana", "Ben", "Cem"] if mode is Mode.CHOUETTE else ["Ana", "Ben"]
        match = Match(names, seed=rng.randrange(2**31), rules=rules, mode=mode)
        budget = 8000 if count is None else max(1, min(8000, count - figures["actions"]))
        _fuzz_match(match, rng, figures, budget, clock)
    figures["rule_sets"] = len(RULE_SETS)
    figures["fuzz_seconds"] = clock.elapsed()
    return figures


# -- damaged save files ------------------------------------------------------------


def _real_records(rng: random.Random) -> list[str]:
    """Save texts of matches part-way through: one chouette, one two-player, one between hands."""
    from gin3.store import Autosave

    texts = []
    with tempfile.TemporaryDirectory(prefix="gin3-bench-") as folder:
        for names, moves in ((["Ana", "Ben", "Cem"], 80), (["Ana", "Ben"], 60), (["Ana", "Ben", "Cem"], 400)):
            match = Match(names, seed=rng.randrange(2**31), rules=rng.choice(RULE_SETS))
            for _ in range(moves):
                legal = match.legal_actions()
                if not legal or (match.between_hands and moves < 400):
                    break
                match.apply(rng.choice(legal))
            if match.is_over:
                continue
            autosave = Autosave(folder)
            autosave.save(match, {"seats": [{"name": n, "level": "random"} for n in names]})
            texts.append(autosave.path.read_text(encoding="utf-8"))
    return texts


_ODD_VALUES: tuple[object, ...] = (
    None, True, 0, -1, 1, 2**63, 10**10, 1.5, float("nan"), "", "x", "10♥", "AS",
    [], {}, [None], {"type": "discard"}, {"type": "knock", "discard": "ZZ", "melds": ["A♣ 2♣ 3♣"]},
)  # fmt: skip


def _nodes(tree: Any, path: tuple[Any, ...] = ()) -> Iterator[tuple[tuple[Any, ...], Any]]:
    yield path, tree
    if isinstance(tree, dict):
        for key, value in tree.items():
            yield from _nodes(value, (*path, key))
    elif isinstance(tree, list):
        for index, value in enumerate(tree):
            yield from _nodes(value, (*path, index))


def _mutate_json(record: dict[str, Any], rng: random.Random) -> str:
    tree = copy.deepcopy(record)
    for _ in range(rng.randint(1, 3)):
        path, _node = rng.choice(list(_nodes(tree))[1:])
        parent = tree
        for step in path[:-1]:
            parent = parent[step]
        last = path[-1]
        choice = rng.random()
        if choice < 0.25:
            del parent[last]
        elif choice < 0.4 and isinstance(parent, list):
            parent.insert(last, copy.deepcopy(parent[last]))  # an action twice
        elif choice < 0.5 and isinstance(parent, list) and len(parent) > 1:
            other = rng.randrange(len(parent))
            parent[last], parent[other] = parent[other], parent[last]  # actions out of order
        else:
            parent[last] = copy.deepcopy(rng.choice(_ODD_VALUES))
    return json.dumps(tree, ensure_ascii=rng.random() < 0.5)


def _damaged(text: str, record: dict[str, Any], rng: random.Random) -> tuple[str, bytes]:
    data = text.encode("utf-8")
    kind = rng.choice(("truncated", "random_bytes", "bit_flips", "json_mutation"))
    if kind == "truncated":
        return kind, data[: rng.randrange(len(data))]
    if kind == "random_bytes":
        return kind, rng.randbytes(rng.choice((1, 16, 200, 5000)))
    if kind == "bit_flips":
        flipped = bytearray(data)
        for _ in range(rng.randint(1, 8)):
            spot = rng.randrange(len(flipped))
            flipped[spot] ^= 1 << rng.randrange(8)
        return kind, bytes(flipped)
    return kind, _mutate_json(record, rng).encode("utf-8")


def bench_saves(seconds: float | None = None, count: int | None = None, seed: int = 1) -> dict[str, Any]:
    """Damaged save files through File > Open and the autosave; ``count`` is a number of files."""
    from gin3.store import Autosave, DamagedSaveError, read_match_file

    rng = random.Random(seed)
    clock = _Clock(seconds, count)
    texts = _real_records(rng)
    records = [json.loads(t) for t in texts]
    figures: dict[str, Any] = {"files": 0, "loaded": 0, "save_file_error": 0, "other_errors": 0}
    kinds: dict[str, int] = {}
    examples: list[str] = []
    with tempfile.TemporaryDirectory(prefix="gin3-bench-saves-") as scratch:
        folder = Path(scratch)
        while clock.running(figures["files"]):
            which = rng.randrange(len(texts))
            kind, data = _damaged(texts[which], records[which], rng)
            kinds[kind] = kinds.get(kind, 0) + 1
            figures["files"] += 1
            as_autosave = figures["files"] % 10 == 0  # the autosave's path moves a damaged file aside
            path = folder / ("autosave.json" if as_autosave else "match.gin3.json")
            path.write_bytes(data)
            try:
                if as_autosave:
                    Autosave(folder).load_saved()
                else:
                    read_match_file(path)
            except DamagedSaveError:
                figures["save_file_error"] += 1
                for kept in folder.glob("autosave.damaged-*"):
                    kept.unlink()
            except SaveFileError:
                figures["save_file_error"] += 1
            except Exception as exc:  # the bug this bench looks for
                figures["other_errors"] += 1
                if len(examples) < 5:
                    examples.append(f"{kind}: {type(exc).__name__}: {str(exc)[:200]}")
            else:
                figures["loaded"] += 1
    figures["kinds"] = kinds
    if examples:
        figures["other_error_examples"] = examples
    figures["saves_seconds"] = clock.elapsed()
    return figures


# -- killed and resumed ------------------------------------------------------------

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
    clock = _Clock(seconds, count)
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
    figures["resume_seconds"] = clock.elapsed()
    return figures


def _autosaved(folder: Path) -> list[Action]:
    from gin3.store import Autosave

    return Autosave(folder).load().actions if (folder / Autosave.FILENAME).exists() else []
