"""Results you can't skip by accident (issue 18): Enter never passes a showdown or a match's end,
and the match's end shows a summary with Rematch and New match."""

from __future__ import annotations

from types import ModuleType

import pytest
from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from gin3.engine import Role
from gin3.gui.windows.dialogs import NewMatchDialog
from gin3.gui.windows.mainwindow import MainWindow
from gin3.session import Stage

RESULTS = (Stage.HAND_OVER, Stage.MATCH_OVER)


def _held(widget: QWidget, key: Qt.Key, times: int = 4) -> None:
    """A key held down: the auto-repeated presses the keyboard sends while it is down."""
    text = "\r" if key == Qt.Key.Key_Return else ""
    for _ in range(times):
        event = QKeyEvent(QEvent.Type.KeyPress, key, Qt.KeyboardModifier.NoModifier, text, True, 1)
        assert event.isAutoRepeat()
        QApplication.sendEvent(widget, event)


def _hammer_enter(qtbot: QtBot, widget: QWidget) -> None:
    """Enter pressed again and again, then held down."""
    for _ in range(5):
        QTest.keyClick(widget, Qt.Key.Key_Return)
        QTest.keyClick(widget, Qt.Key.Key_Enter, Qt.KeyboardModifier.KeypadModifier)
    _held(widget, Qt.Key.Key_Return)
    qtbot.wait(30)


def _enter_through_the_hand(qtbot: QtBot, window: MainWindow, h: ModuleType) -> None:
    """Play the hand with Enter alone (following the sitter's advice, drawing, discarding, laying
    down), pressed and held, until the hand or the match is over."""
    ctrl = window.controller
    QTest.keyClick(window.view, Qt.Key.Key_Return)  # Deal
    assert ctrl.session.stage is Stage.PLAYING
    while ctrl.session.stage is Stage.PLAYING:
        qtbot.waitUntil(
            lambda: ctrl.session.human_to_act() or ctrl.session.stage is not Stage.PLAYING, timeout=20000
        )
        if ctrl.session.stage is not Stage.PLAYING:
            break
        before = len(ctrl.session.match.actions)
        window.view.setFocus()
        QTest.keyClick(window.view, Qt.Key.Key_Return)
        _held(window.view, Qt.Key.Key_Return, times=2)
        if len(ctrl.session.match.actions) == before and ctrl.session.human_to_act():
            h.play_one_move(ctrl)  # a decision Enter has no move for (passing the first upcard)


def test_enter_pressed_and_held_through_a_hand_never_passes_the_showdown(
    qtbot: QtBot, h: ModuleType, monkeypatch: pytest.MonkeyPatch
) -> None:
    asked: list[object] = []
    monkeypatch.setattr(NewMatchDialog, "exec", lambda self: asked.append(self) or 0)
    window = h.open_window(qtbot, role=Role.CAPTAIN, target=10_000)
    ctrl = window.controller
    _enter_through_the_hand(qtbot, window, h)
    assert ctrl.session.stage is Stage.HAND_OVER
    match, number, actions = (
        ctrl.session.match,
        ctrl.session.match.hand.number,
        len(ctrl.session.match.actions),
    )
    window.view.setFocus()
    _hammer_enter(qtbot, window.view)
    assert ctrl.session.stage is Stage.HAND_OVER, "Enter dealt the next hand past the showdown"
    assert ctrl.session.match is match and match.hand.number == number and len(match.actions) == actions
    assert asked == []
    assert window.buttons["next"].isVisible()
    assert "press N or Next hand" in window.statusBar().currentMessage()
    _held(window.view, Qt.Key.Key_N)  # a held N deals nothing by itself
    assert ctrl.session.stage is Stage.HAND_OVER
    QTest.keyClick(window.view, Qt.Key.Key_N)  # the deliberate key
    assert match.hand.number == number + 1
    assert ctrl.session.stage is Stage.PLAYING


def _play_to_the_match_end(qtbot: QtBot, h: ModuleType) -> MainWindow:
    window: MainWindow = h.open_window(qtbot, role=Role.CAPTAIN, target=1)
    ctrl = window.controller
    ctrl.begin()
    while ctrl.session.stage is not Stage.MATCH_OVER:
        qtbot.waitUntil(lambda: ctrl.session.human_to_act() or ctrl.session.stage in RESULTS, timeout=20000)
        if ctrl.session.stage is Stage.HAND_OVER:
            ctrl.next_hand()  # a dead hand: the match goes on
        elif ctrl.session.stage is Stage.PLAYING:
            h.play_one_move(ctrl)
    return window


def test_enter_pressed_and_held_at_the_match_end_starts_nothing(
    qtbot: QtBot, h: ModuleType, monkeypatch: pytest.MonkeyPatch
) -> None:
    asked: list[object] = []
    monkeypatch.setattr(NewMatchDialog, "exec", lambda self: asked.append(self) or 0)
    window = _play_to_the_match_end(qtbot, h)
    session = window.controller.session
    match = session.match
    _hammer_enter(qtbot, window.view)
    assert asked == [], "Enter opened the new-match dialog"
    assert session.match is match and session.stage is Stage.MATCH_OVER
    dialog = window.match_end.dialog
    assert dialog is not None and dialog.isVisible()
    assert not any(b.isDefault() or b.autoDefault() for b in (dialog.rematch, dialog.new_match))
    for target in (dialog, QApplication.focusWidget() or dialog):
        _hammer_enter(qtbot, target)
    assert session.match is match and session.stage is Stage.MATCH_OVER
    assert asked == []
    assert dialog.isVisible()


def test_the_summary_shows_the_match_and_rematch_keeps_seats_and_rules(
    qtbot: QtBot, h: ModuleType, monkeypatch: pytest.MonkeyPatch
) -> None:
    asked: list[object] = []
    monkeypatch.setattr(NewMatchDialog, "exec", lambda self: asked.append(self) or 0)
    window = _play_to_the_match_end(qtbot, h)
    session = window.controller.session
    match = session.match
    assert match is not None and match.winner is not None
    dialog = window.match_end.dialog
    assert dialog is not None
    assert dialog.heading.text() == f"{match.name(match.winner)} wins the match."
    assert dialog.hands.text() == f"Hands played: {len(match.hands)}. Target: 1 points."
    table = dialog.table
    headings = [table.horizontalHeaderItem(c).text() for c in range(table.columnCount())]
    assert headings == [
        "Player",
        "Points",
        "Hands won",
        "Hands won in the box",
        "Hands won as captain",
        "Gins",
        "Undercuts dealt",
        "Advice followed",
    ]
    names = [table.item(r, 0).text() for r in range(table.rowCount())]
    totals = [int(table.item(r, 1).text()) for r in range(table.rowCount())]
    assert names == list(match.players) and totals == match.totals
    assert sum(int(table.item(r, 2).text()) for r in range(3)) == 1  # one scored hand ends a match to 1

    # New match asks with the new-match dialog; cancelled, the summary stays
    QTest.mouseClick(dialog.new_match, Qt.MouseButton.LeftButton)
    assert len(asked) == 1 and session.match is match and dialog.isVisible()

    # Escape puts it away; Enter at the table brings it back
    QTest.keyClick(dialog, Qt.Key.Key_Escape)
    assert not dialog.isVisible()
    QTest.keyClick(window.view, Qt.Key.Key_Return)
    again = window.match_end.dialog
    assert again is not None and again.isVisible() and session.match is match

    seats, rules = session.seats, match.rules
    QTest.mouseClick(again.rematch, Qt.MouseButton.LeftButton)
    assert session.match is not match and session.match is not None
    assert session.seats == seats and session.match.rules == rules
    assert session.match.players == match.players
    assert session.stage is Stage.ROLE_DRAW
    assert window.match_end.dialog is None


def test_the_summary_speaks_the_chosen_language(qtbot: QtBot, h: ModuleType) -> None:
    from tests.gui.test_translations import SHIPPED, _english_left

    window = _play_to_the_match_end(qtbot, h)
    try:
        for code in SHIPPED:
            window.set_language(code)
            dialog = window.match_end.dialog
            assert dialog is not None and dialog.isVisible()
            assert _english_left(code, dialog) == [], code
        window.set_language("en")
        dialog = window.match_end.dialog
        assert dialog is not None and dialog.rematch.text() == "&Rematch"
        assert len(_english_left(SHIPPED[0], dialog)) >= 3  # the check itself sees English
    finally:
        window.set_language("en")
