"""Deals anyone can check, in the window: the commitment before the cut, the status line,
and Game > Check the deals…"""

from __future__ import annotations

import json
from pathlib import Path

from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from gin3.engine import DealKeys, Match
from gin3.gui.controller import GameController
from gin3.gui.windows.dialogs import NewMatchDialog
from gin3.gui.windows.mainwindow import MainWindow
from gin3.gui.windows.verify import CHECK_SENTENCES, DealCheckDialog, DealLine
from gin3.session import SeatSetup
from gin3.store import save_match_file
from gin3.store.dealcheck import CHECK_TEXTS
from tests.store.test_dealcheck import play_on

SEATS = (SeatSetup("Player"), SeatSetup("Ana", "simple"), SeatSetup("Ben", "simple"))


def _window(qtbot: QtBot) -> MainWindow:
    controller = GameController(ai_delay_ms=0)
    controller.computers.pause()
    window = MainWindow(controller, anim_ms=0)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    return window


def _deal_check(window: MainWindow) -> DealCheckDialog:
    entry = next(a for a in window.menuBar().actions()[0].menu().actions() if "deals" in a.text())
    entry.trigger()
    return next(w for w in QApplication.topLevelWidgets() if isinstance(w, DealCheckDialog) and w.isVisible())


def test_the_dialog_shows_the_commitment_before_the_cut_and_the_match_deals_with_both(qtbot: QtBot) -> None:
    window = _window(qtbot)
    dialog = NewMatchDialog(window, SEATS)
    qtbot.addWidget(dialog)
    shown = dialog.cut_row.commitment.text()
    assert len(shown) == 8 and dialog.cut_row.cut.text() == ""
    dialog.cut_row.cut.setText("  lighthouse ")
    window.starter.start(dialog.seats(), None, dialog.rules(), deal=dialog.cut_row.deal_keys())
    match = window.controller.session.match
    assert match is not None and isinstance(match.deal, DealKeys)
    assert match.deal.commitment.hex().startswith(shown) and match.deal.cut == "lighthouse"
    assert match.deal.commitment.hex() in dialog.cut_row.commitment.toolTip()
    line = window.statusBar().findChild(DealLine)
    assert line is not None and line.text() == f"Deal 1: {shown}"  # hand 1: the match's commitment


def test_check_the_deals_checks_the_match_on_the_table_and_a_file(qtbot: QtBot, tmp_path: Path) -> None:
    window = _window(qtbot)
    match = play_on(Match(["Player", "Ana", "Ben"], seed=5, deal=DealKeys.new().with_cut("x")), 2)
    seats = [{"name": n, "level": None if i == 0 else "simple"} for i, n in enumerate(match.players)]
    window.controller.resume(match, {"seats": seats})
    dialog = _deal_check(window)
    assert "All 2 deals are as committed." in dialog.outcome.text()

    path = tmp_path / "match.gin3.json"
    save_match_file(path, match)
    record = json.loads(path.read_text(encoding="utf-8"))
    record["dealt"][1]["secret"] = "00" * 32
    path.write_text(json.dumps(record), encoding="utf-8")
    dialog.check_file(str(path))
    assert "Hand 2 is not as committed" in dialog.outcome.text()
    assert dialog.outcome.property("passed") is False
    dialog.close()


def test_a_match_dealt_from_its_seed_shows_no_commitment_and_says_so_when_checked(qtbot: QtBot) -> None:
    window = _window(qtbot)
    seats = [{"name": n, "level": None} for n in ("Ana", "Bo")]
    window.controller.resume(Match(["Ana", "Bo"], seed=3), {"seats": seats})
    line = window.statusBar().findChild(DealLine)
    assert line is not None and line.text() == ""
    dialog = _deal_check(window)
    assert "dealt before verifiable deals" in dialog.outcome.text()
    dialog.close()


def test_the_windows_sentences_are_the_checks_own() -> None:
    assert CHECK_SENTENCES == CHECK_TEXTS
