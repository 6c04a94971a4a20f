"""Accessibility: names on widgets, the keyboard reaches every control, the hand and the advice
are in ordinary list widgets, moves are announced."""

from __future__ import annotations

from types import ModuleType

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QAbstractButton, QApplication, QListView, QWidget
from pytestqt.qtbot import QtBot

from gin3.engine import Role
from gin3.session import Stage


def test_tab_reaches_the_panels_and_every_visible_control_has_a_name(qtbot: QtBot, h: ModuleType) -> None:
    window = h.open_window(qtbot, role=Role.CAPTAIN)
    ctrl = window.controller
    with qtbot.waitActive(window):
        window.activateWindow()
    ctrl.begin()
    qtbot.waitUntil(
        lambda: ctrl.session.human_to_act() and ctrl.session.shown_advice() is not None, timeout=20000
    )
    assert not window.cards_dock.isVisible()  # the cards get the room: the list waits in the View menu
    window.cards_dock.toggleViewAction().trigger()  # View > Your cards
    window.view.setFocus()
    reached: set[QWidget] = set()
    for _ in range(40):
        QTest.keyClick(QApplication.focusWidget() or window, Qt.Key.Key_Tab)
        widget = QApplication.focusWidget()
        if widget is not None:
            reached.add(widget)
    assert window.advice_panel.list in reached and window.cards_panel.list in reached
    assert window.advice_panel.accept in reached
    for widget in window.findChildren(QWidget):
        if widget.isVisible() and isinstance(widget, (QAbstractButton, QListView)):
            name = widget.accessibleName() or (widget.text() if isinstance(widget, QAbstractButton) else "")
            assert name, widget
    cards = [
        window.cards_panel.model.data(window.cards_panel.model.index(r))
        for r in range(window.cards_panel.model.rowCount())
    ]
    assert len(cards) == len(ctrl.session.match.hand.cards(ctrl.session.viewer_side()))
    assert window.advice_panel.model.rowCount() >= 1


def test_moves_are_announced(qtbot: QtBot, h: ModuleType) -> None:
    window = h.open_window(qtbot, role=Role.CAPTAIN)
    ctrl = window.controller
    ctrl.begin()
    qtbot.waitUntil(ctrl.session.human_to_act, timeout=20000)
    assert ctrl.pass_upcard()
    assert "passed the upcard" in window.announcer.text()
    assert window.announcer.accessibleName()
    qtbot.waitUntil(
        lambda: ctrl.session.stage is not Stage.PLAYING or ctrl.session.human_to_act(), timeout=20000
    )
