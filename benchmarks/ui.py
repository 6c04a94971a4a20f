"""``python -m benchmarks ui``: how smoothly the real window runs while computer
players play, measured as stalls of the event loop.

The real :class:`~gin3.gui.windows.mainwindow.MainWindow` plays matches between
computer players for a while, with autosave and statistics on (in a scratch
data folder, never the player's own), hands following each other and a new
match starting when one ends. A heartbeat timer asks to fire every millisecond;
the time between two beats minus that millisecond is a stall: the event loop
was busy (painting, animating, saving, or waiting for the computer player's
thread to let go of the interpreter) and the window could not respond.

The figures, as one JSON object: the players, the seconds, the moves played
and the hands finished, the number of heartbeats, the median, 99th percentile
and largest stall in ms, the second of the run at which the largest stall
ended, and the largest stall in the 100 ms after a hand was scored and saved
(a stall that began before and ended within that time counts).

Everything that touches the controller and the window is in :func:`open_table`,
so that a change of the GUI's API changes that one function.
"""

from __future__ import annotations

import json
import os
import shutil
import statistics
import sys
import tempfile
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

__all__ = ["BenchTable", "bench_ui", "main", "open_table"]

HAND_END_WINDOW = 0.100
"""Seconds after a hand is scored and saved in which a stall counts as the hand end's."""


@dataclass(slots=True)
class BenchTable:
    """The window under test, and how to put it away."""

    window: Any  # a QMainWindow
    close: Callable[[], None]


def open_table(
    folder: Path,
    levels: Sequence[str],
    *,
    seed: int,
    ai_delay_ms: int,
    anim_ms: int | None,
    on_move: Callable[[bool], None],
) -> BenchTable:
    """Open the real window on a match of computer players ``levels`` that goes on by itself:
    hand after hand, and a new match (the next seed) when one is over. ``on_move(hand_ended)``
    is called after every move, once the match has been saved; ``hand_ended`` when that move
    scored the hand or left it dead. Settings, autosave and statistics live in ``folder``."""
    from PySide6.QtCore import QTimer

    from gin3.engine import HandDead, HandScored
    from gin3.gui.controller import GameController
    from gin3.gui.settings import AppSettings
    from gin3.gui.windows.mainwindow import MainWindow
    from gin3.session import Played, SeatSetup, Stage

    controller = GameController(ai_delay_ms=ai_delay_ms, auto_continue=True)
    settings = AppSettings(folder / "settings.ini")
    window = MainWindow(controller, anim_ms=anim_ms, settings=settings, data=folder)
    seats = tuple(SeatSetup(f"{level.title()} {i + 1}", level) for i, level in enumerate(levels))
    seeds = iter(range(seed, seed + 1_000_000))

    def new_match() -> None:
        window.start(seats, seed=next(seeds))
        controller.begin()  # auto_continue has already begun; this is a no-op then

    def applied(played: Played) -> None:
        on_move(any(isinstance(e, (HandScored, HandDead)) for e in played.events))
        if controller.session.stage is Stage.MATCH_OVER:
            QTimer.singleShot(0, new_match)

    controller.played.connect(applied)
    window.show()
    new_match()

    def close() -> None:
        controller.played.disconnect(applied)
        controller.shutdown()
        window.close()

    return BenchTable(window, close)


def _percentile(ordered: Sequence[float], fraction: float) -> float:
    return ordered[int(fraction * (len(ordered) - 1))] if ordered else 0.0


def bench_ui(
    levels: Sequence[str] = ("hard", "hard", "hard"),
    seconds: float = 30.0,
    *,
    seed: int = 1,
    ai_delay_ms: int = 150,
    anim_ms: int | None = None,
) -> dict[str, Any]:
    """Play for ``seconds`` in the real window and return the figures (see the module)."""
    from PySide6.QtCore import QCoreApplication, Qt, QTimer
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication([sys.argv[0] if sys.argv else "gin3"])
    assert isinstance(app, QApplication)
    scratch = Path(tempfile.mkdtemp(prefix="gin3-bench-ui-"))
    moves = 0
    hand_ends: list[float] = []
    beats: list[tuple[float, float]] = []  # (when the beat came, the stall before it), seconds

    def on_move(hand_ended: bool) -> None:
        nonlocal moves
        moves += 1
        if hand_ended:
            hand_ends.append(time.perf_counter())

    try:
        table = open_table(
            scratch, levels, seed=seed, ai_delay_ms=ai_delay_ms, anim_ms=anim_ms, on_move=on_move
        )
        QCoreApplication.processEvents()  # the first frame is not part of the play
        heartbeat = QTimer()
        heartbeat.setTimerType(Qt.TimerType.PreciseTimer)
        heartbeat.setInterval(1)
        started = last = time.perf_counter()

        def beat() -> None:
            nonlocal last
            now = time.perf_counter()
            beats.append((now, max(0.0, now - last - 0.001)))
            last = now

        heartbeat.timeout.connect(beat)
        heartbeat.start()
        QTimer.singleShot(round(seconds * 1000), app.quit)
        app.exec()
        heartbeat.stop()
        table.close()
    finally:
        shutil.rmtree(scratch, ignore_errors=True)

    stalls = sorted(stall for _, stall in beats)
    worst = max(beats, key=lambda beat: beat[1], default=(started, 0.0))
    around_ends = [stall for t in hand_ends for when, stall in beats if t <= when <= t + HAND_END_WINDOW]
    ms = 1000.0
    return {
        "players": list(levels),
        "seconds": seconds,
        "platform": app.platformName(),
        "moves": moves,
        "hands": len(hand_ends),
        "heartbeats": len(beats),
        "stall_ms": {
            "p50": round(statistics.median(stalls) * ms, 3) if stalls else 0.0,
            "p99": round(_percentile(stalls, 0.99) * ms, 3),
            "max": round(stalls[-1] * ms, 3) if stalls else 0.0,
        },
        "stall_max_ended_at_s": round(worst[0] - started, 3),
        "hand_end_stall_ms_max": round(max(around_ends, default=0.0) * ms, 3),
    }


def main(levels: Sequence[str], seconds: float, seed: int, ai_delay_ms: int) -> int:
    """Print the figures as JSON. Without a display (Linux) the window runs offscreen."""
    if (
        sys.platform == "linux"
        and not os.environ.get("QT_QPA_PLATFORM")
        and not (os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY"))
    ):
        os.environ["QT_QPA_PLATFORM"] = "offscreen"
    print(json.dumps(bench_ui(levels, seconds, seed=seed, ai_delay_ms=ai_delay_ms)))
    return 0
