"""A whole match against two computer players with only the mouse, and with only the keyboard."""

from __future__ import annotations

from types import ModuleType

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from gin3.engine import Discard, Phase, Role
from gin3.gui.windows.mainwindow import MainWindow
from gin3.session import Stage, scripted_move

TARGET = 30


def _wait_for_the_person(qtbot: QtBot, window: MainWindow) -> None:
    ctrl = window.controller
    qtbot.waitUntil(
        lambda: ctrl.session.stage is not Stage.PLAYING or ctrl.session.human_to_act(),
        timeout=20000,
    )


def _button(window: MainWindow, key: str) -> None:
    button = window.buttons[key]
    assert button.isVisible() and button.isEnabled(), key
    QTest.mouseClick(button, Qt.MouseButton.LeftButton)


def _discard_choice(window: MainWindow) -> object:
    """The scripted person's discard (gin3.session.scripted_move)."""
    move = scripted_move(window.controller.session.hint_view())
    assert isinstance(move, Discard)
    return move.card


def test_mouse_only_match(qtbot: QtBot, h: ModuleType) -> None:
    window = h.open_window(qtbot, role=Role.CAPTAIN, target=TARGET)
    ctrl, scene = window.controller, window.scene
    _button(window, "deal")
    knocks = 0
    while ctrl.session.stage is not Stage.MATCH_OVER:
        _wait_for_the_person(qtbot, window)
        if ctrl.session.stage is Stage.HAND_OVER:
            _button(window, "next")
            continue
        if ctrl.session.stage is Stage.MATCH_OVER:
            break
        hand = ctrl.session.match.hand
        before = len(ctrl.session.match.actions)
        if hand.phase is Phase.OFFER:
            _button(window, "pass")
        elif hand.phase is Phase.DRAW:
            h.drag(window, h.grip(window, "stock"), h.hand_point(window))
        elif hand.phase is Phase.DISCARD and ctrl.session.can_knock():
            h.drag(window, h.grip(window, ctrl.session.knock_action().discard), h.centre(scene.knock_mark))
            knocks += 1
        elif hand.phase is Phase.DISCARD:
            h.drag(window, h.grip(window, _discard_choice(window)), h.centre(scene.discard_mark))
        else:
            _button(window, "laydown")
        assert len(ctrl.session.match.actions) == before + 1, window.statusBar().currentMessage()
    assert ctrl.session.match.winner is not None
    assert window.buttons["newmatch"].isVisible()
    assert knocks >= 1  # this seed's match has the person knock by dropping on the knock spot


def test_keyboard_only_match(qtbot: QtBot, h: ModuleType) -> None:
    window = h.open_window(qtbot, role=Role.BOX, target=TARGET)
    ctrl = window.controller
    window.view.setFocus()

    def press(key: Qt.Key) -> None:
        QTest.keyClick(window.view, key)

    press(Qt.Key.Key_Return)  # Deal
    while ctrl.session.stage is not Stage.MATCH_OVER:
        _wait_for_the_person(qtbot, window)
        if ctrl.session.stage is Stage.HAND_OVER:
            press(Qt.Key.Key_N)  # Next hand (Enter never deals past a showdown)
            continue
        if ctrl.session.stage is Stage.MATCH_OVER:
            break
        hand = ctrl.session.match.hand
        before = len(ctrl.session.match.actions)
        if hand.phase is Phase.OFFER:
            press(Qt.Key.Key_P)
        elif hand.phase is Phase.DRAW:
            press(Qt.Key.Key_Return)  # the focus waits on the stock
        elif hand.phase is Phase.DISCARD and ctrl.session.can_knock():
            press(Qt.Key.Key_K)
        elif hand.phase is Phase.DISCARD:
            target = window.scene.own_cards.index(_discard_choice(window))
            press(Qt.Key.Key_Home)
            for _ in range(target):
                press(Qt.Key.Key_Right)
            press(Qt.Key.Key_Return)
        else:
            press(Qt.Key.Key_Return)  # Lay down
        assert len(ctrl.session.match.actions) == before + 1, window.statusBar().currentMessage()
    assert ctrl.session.match.winner is not None
    assert window.buttons["newmatch"].isVisible()
