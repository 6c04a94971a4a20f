"""Ctrl+Z against the computer (issue 20): a discard, then a draw, taken back in the real window."""

from __future__ import annotations

from pathlib import Path
from types import ModuleType

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from gin3.engine import Discard, Phase, Role
from gin3.gui.windows.dialogs import NewMatchDialog
from gin3.gui.windows.mainwindow import MainWindow
from gin3.session import SeatSetup, Stage
from gin3.store import Autosave, Statistics


def _wait_for_the_person(qtbot: QtBot, window: MainWindow) -> None:
    session = window.controller.session
    qtbot.waitUntil(lambda: session.human_to_act() or session.stage is not Stage.PLAYING, timeout=20000)


def _table(window: MainWindow, h: ModuleType) -> tuple[list[object], set[object], int]:
    """The cards in the hand model, the cards face up on the table and the backs."""
    return sorted(window.controller.hand_model.cards), h.face_up(window), h.backs(window)


def _ctrl_z(window: MainWindow) -> None:
    QTest.keyClick(window.windowHandle(), Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)


def test_ctrl_z_takes_back_a_discard_then_a_draw_against_simple(
    qtbot: QtBot, h: ModuleType, tmp_path: Path
) -> None:
    window = h.open_window(qtbot, role=Role.CAPTAIN, target=10_000)
    ctrl, session = window.controller, window.controller.session
    stats = Statistics(tmp_path / "stats.sqlite3")
    ctrl.keep_files(Autosave(tmp_path / "autosave"), stats, background=False)
    with qtbot.waitActive(window):
        window.activateWindow()
    ctrl.begin()
    undo = window.menus.undo
    assert not undo.isEnabled()  # nothing decided yet
    assert ctrl.pass_upcard()
    _wait_for_the_person(qtbot, window)
    match = session.match
    assert match is not None and match.hand.phase is Phase.DRAW
    before_draw = _table(window, h)
    drawn = match.hand.stock[0]
    assert ctrl.draw_stock() and drawn in ctrl.hand_model.cards
    before_discard, log_rows = _table(window, h), ctrl.log_model.rowCount()
    throw = next(c for c in ctrl.hand_model.cards if c != drawn and session.can(Discard(c)))
    assert ctrl.discard(throw)
    moves = len(match.hand.moves)
    _wait_for_the_person(qtbot, window)
    assert session.stage is Stage.PLAYING and len(match.hand.moves) > moves  # simple drew and discarded
    assert undo.isEnabled()

    _ctrl_z(window)  # the discard, and simple's moves after it
    assert match.hand.phase is Phase.DISCARD and session.human_to_act()
    assert _table(window, h) == before_discard
    assert ctrl.log_model.rowCount() == log_rows  # the hand log forgets the moves taken back
    _ctrl_z(window)  # the draw
    assert match.hand.phase is Phase.DRAW and _table(window, h) == before_draw
    assert match.hand.stock[0] == drawn
    assert ctrl.draw_stock() and drawn in ctrl.hand_model.cards  # the same card again

    while session.stage is Stage.PLAYING:  # the hand to its end: the showdown says the undos
        _wait_for_the_person(qtbot, window)
        if session.stage is Stage.PLAYING:
            h.play_one_move(ctrl)
    assert session.stage is Stage.HAND_OVER
    assert "Player took back 2 move" in window.scene.panel.toPlainText()
    assert not undo.isEnabled()  # a showdown is a result

    ctrl.new_match((SeatSetup("Zoe"), SeatSetup("Ana", "simple"), SeatSetup("Ben", "simple")))
    assert ctrl.flush()
    assert {s.name: s.undos for s in stats.summary()}["Player"] == 2  # counted with the abandoned match


def test_the_new_match_dialog_offers_undo_only_in_hot_seat(qtbot: QtBot) -> None:
    one = (SeatSetup("Ana"), SeatSetup("Ben", "simple"), SeatSetup("Cem", "simple"))
    dialog = NewMatchDialog(None, one)
    qtbot.addWidget(dialog)
    assert dialog.hot_seat_undo.isHidden() and not dialog.undo_in_hot_seat()
    dialog.kinds[1].setCurrentIndex(0)  # Ben is a person too
    assert not dialog.hot_seat_undo.isHidden() and not dialog.hot_seat_undo.isChecked()  # off by default
    dialog.hot_seat_undo.setChecked(True)
    assert dialog.undo_in_hot_seat()
    dialog.kinds[1].setCurrentIndex(1)
    assert dialog.hot_seat_undo.isHidden() and not dialog.undo_in_hot_seat()
