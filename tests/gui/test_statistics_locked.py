"""Another process holding the statistics file locked never holds up the table (issue 55).

A second process opens the same SQLite file and holds ``BEGIN EXCLUSIVE`` until the test
tells it (a line on its stdin) to let go. Opening the statistics and opening the statistics
window return while it still holds the file; once it lets go, the window shows the figures,
and a match finished meanwhile is counted in the file.
"""

from __future__ import annotations

import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from gin3.engine import RuleSet
from gin3.gui.controller import GameController
from gin3.gui.windows.mainwindow import MainWindow
from gin3.gui.windows.statistics import StatisticsWindow
from gin3.session import SeatSetup, Stage
from gin3.store import Autosave, Statistics
from tests.store.simulate import play_match

_HOLDER = """
import sqlite3, sys
db = sqlite3.connect(sys.argv[1], isolation_level=None)
db.execute("BEGIN EXCLUSIVE")
print("locked", flush=True)
sys.stdin.readline()
db.execute("ROLLBACK")
db.close()
print("released", flush=True)
"""


class Holder:
    """Another process with the file locked until :meth:`release`."""

    def __init__(self, path: Path) -> None:
        self.process = subprocess.Popen(
            [sys.executable, "-c", _HOLDER, str(path)],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
        )
        assert self.process.stdout is not None and self.process.stdout.readline().strip() == "locked"
        self.released = False

    def holding(self) -> bool:
        """Still holding the lock: not told to let go, and alive."""
        return not self.released and self.process.poll() is None

    def release(self) -> None:
        if self.released:
            return
        self.released = True
        assert self.process.stdin is not None and self.process.stdout is not None
        self.process.stdin.write("\n")
        self.process.stdin.flush()
        assert self.process.stdout.readline().strip() == "released"
        self.process.wait(10)


@pytest.fixture
def counted(tmp_path: Path) -> Path:
    """A statistics file with one match of Ana, Bo and Cem counted."""
    path = tmp_path / "statistics.sqlite3"
    Statistics(path).record_match(play_match(1))
    return path


@pytest.fixture
def holder(counted: Path) -> Iterator[Holder]:
    held = Holder(counted)
    try:
        yield held
    finally:
        held.release()


def _matches(window: StatisticsWindow) -> dict[str, str]:
    model = window.model
    return {model.data(model.index(r, 0)): model.data(model.index(r, 1)) for r in range(model.rowCount())}


def test_the_table_and_the_window_never_wait_for_a_locked_file(
    qtbot: QtBot, tmp_path: Path, counted: Path, holder: Holder
) -> None:
    ctrl = GameController(ai_delay_ms=0, auto_continue=True)
    window = MainWindow(ctrl, anim_ms=0, data=tmp_path)  # opens the statistics of tmp_path
    qtbot.addWidget(window)
    assert holder.holding()  # it returned with the file still locked
    assert ctrl.stats is not None and ctrl.stats.path == counted
    stats_window = window.show_statistics()
    assert stats_window is not None
    qtbot.addWidget(stats_window)
    assert holder.holding()  # it returned with the file still locked, saying so
    assert stats_window.note.text() == "Reading the statistics…" and not stats_window.read

    # a match played to its end while the file is locked
    seats = tuple(SeatSetup(n, "simple") for n in ("Dan", "Eda", "Fil"))
    window.start(seats, seed=9, rules=RuleSet(target=10))
    qtbot.waitUntil(lambda: ctrl.session.stage is Stage.MATCH_OVER, timeout=30_000)
    assert holder.holding()

    holder.release()
    # the window fills, the match played meanwhile included (both as they reach the file)
    people = dict.fromkeys(("Ana", "Bo", "Cem", "Dan (simple)", "Eda (simple)", "Fil (simple)"), "1")
    qtbot.waitUntil(lambda: stats_window.read and _matches(stats_window) == people, timeout=30_000)
    ctrl.shutdown()
    assert sum(s.matches_played for s in Statistics(counted).summary()) == 6


def test_a_match_counted_while_the_file_stays_locked_reaches_it_once_the_lock_goes(
    qtbot: QtBot, tmp_path: Path, counted: Path, holder: Holder
) -> None:
    ctrl = GameController(ai_delay_ms=0, auto_continue=True, warm_up=False)
    ctrl.keep_files(Autosave(tmp_path / "autosave"), None)  # the app's background threads
    # SQLite gives up at once: every write and read is refused while the other process holds it
    ctrl.keep_statistics(Statistics(counted, timeout=0.01, open_now=False), opened=False)
    reader = ctrl.statistics
    assert reader is not None
    reader.retry.setInterval(50)
    notices: list[str] = []
    ctrl.notice.connect(notices.append)
    window = StatisticsWindow(reader)
    window.retry_ms = 50
    qtbot.addWidget(window)
    qtbot.waitUntil(lambda: "locked" in window.note.text())
    assert "tries again" in window.note.text() and not window.read  # said clearly, still trying

    ctrl.new_match([SeatSetup(n, "simple") for n in ("Dan", "Eda", "Fil")], seed=9, rules=RuleSet(target=10))
    qtbot.waitUntil(lambda: ctrl.session.stage is Stage.MATCH_OVER, timeout=30_000)
    assert ctrl.flush()
    assert reader.keeper is not None and reader.keeper.waiting >= 1  # kept, not lost
    assert holder.holding()
    assert any("locked" in n for n in notices)  # the player was told (once the start found it locked)

    holder.release()
    qtbot.waitUntil(lambda: reader.keeper is not None and reader.keeper.waiting == 0, timeout=10_000)
    qtbot.waitUntil(lambda: window.read and "Dan (simple)" in _matches(window), timeout=10_000)
    assert _matches(window)["Ana"] == "1"
    ctrl.shutdown()
    summary = {s.name: s for s in Statistics(counted).summary()}
    assert summary["Dan"].matches_played == 1 and summary["Ana"].matches_played == 1
