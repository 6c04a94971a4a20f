"""Clicks and keys do everything drags do."""

from __future__ import annotations

from types import ModuleType

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from gin3.engine import Phase, Role
from gin3.session import Stage


def key(window: object, k: Qt.Key, modifier: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier) -> None:
    QTest.keyClick(window.view, k, modifier)  # type: ignore[attr-defined]


def test_keyboard_only_hand(qtbot: QtBot, h: ModuleType) -> None:
    window = h.open_window(qtbot, role=Role.CAPTAIN)
    ctrl = window.controller
    window.view.setFocus()
    key(window, Qt.Key.Key_Return)  # Deal
    assert ctrl.session.stage is Stage.PLAYING
    qtbot.waitUntil(ctrl.session.human_to_act)
    assert ctrl.session.match.hand.phase is Phase.OFFER
    key(window, Qt.Key.Key_P)  # pass the upcard (R12)
    moves = 0
    while ctrl.session.stage is Stage.PLAYING and moves < 60:
        qtbot.waitUntil(
            lambda: ctrl.session.human_to_act() or ctrl.session.stage is not Stage.PLAYING, timeout=20000
        )
        if ctrl.session.stage is not Stage.PLAYING:
            break
        before = len(ctrl.session.match.actions)
        phase = ctrl.session.match.hand.phase
        if phase is Phase.OFFER:
            key(window, Qt.Key.Key_P)
        elif phase is Phase.DRAW:
            key(window, Qt.Key.Key_Return)  # the focus waits on the stock
        elif phase is Phase.DISCARD and ctrl.session.can_knock():
            key(window, Qt.Key.Key_K)
        elif phase is Phase.DISCARD:
            key(window, Qt.Key.Key_Return)  # the focus waits on the card just drawn
        else:
            key(window, Qt.Key.Key_Return)  # Lay down
        assert len(ctrl.session.match.actions) == before + 1, window.statusBar().currentMessage()
        moves += 1
    if ctrl.session.stage is Stage.PLAYING:  # a long hand: the keys worked, that is enough
        return
    key(window, Qt.Key.Key_N)  # Next hand (Enter never deals past a showdown)
    assert ctrl.session.stage in (Stage.PLAYING, Stage.MATCH_OVER)


def test_arrows_move_focus_and_shift_reorders(qtbot: QtBot, h: ModuleType) -> None:
    window = h.open_window(qtbot, role=Role.CAPTAIN)
    ctrl = window.controller
    ctrl.begin()
    qtbot.waitUntil(ctrl.session.human_to_act)
    key(window, Qt.Key.Key_Down)
    key(window, Qt.Key.Key_Home)
    gestures = window.scene.gestures
    assert gestures.zone == "hand"
    first = window.scene.own_cards[0]
    gestures.index = 0
    key(window, Qt.Key.Key_Right, Qt.KeyboardModifier.ShiftModifier)
    assert window.scene.own_cards[1] == first
    assert window.scene.cards[first].focused
    key(window, Qt.Key.Key_Space)
    assert window.scene.selected == first
    key(window, Qt.Key.Key_Escape)
    assert window.scene.selected is None


def test_click_to_draw_and_to_discard(qtbot: QtBot, h: ModuleType) -> None:
    window = h.open_window(qtbot, role=Role.CAPTAIN)
    ctrl = window.controller
    ctrl.begin()
    qtbot.waitUntil(ctrl.session.human_to_act)
    window.buttons["pass"].click()
    qtbot.waitUntil(
        lambda: ctrl.session.human_to_act() and ctrl.session.match.hand.phase is Phase.DRAW, timeout=20000
    )
    hand = ctrl.session.match.hand
    top = hand.stock[0]
    h.click(window, h.centre(window.scene.stock_mark))
    assert top in hand.cards(hand.turn)
    # choose a card, then click the discard pile
    card = next(c for c in window.scene.own_cards if c != hand.taken_from_pile)
    h.click(window, h.grip(window, card))
    assert window.scene.selected == card
    h.click(window, h.centre(window.scene.discard_mark))
    assert hand.discard_pile[-1] == card
    # next turn: double-click a card to discard it
    qtbot.waitUntil(
        lambda: ctrl.session.human_to_act() or ctrl.session.stage is not Stage.PLAYING, timeout=20000
    )
    if ctrl.session.stage is not Stage.PLAYING or hand.phase is not Phase.DRAW:
        return
    h.click(window, h.centre(window.scene.stock_mark))
    card = window.scene.own_cards[0]
    h.click(window, h.grip(window, card), double=True)
    assert hand.discard_pile[-1] == card or ctrl.session.stage is not Stage.PLAYING


def test_knock_button_only_when_legal(qtbot: QtBot, h: ModuleType) -> None:
    window = h.open_window(qtbot, role=Role.CAPTAIN)
    ctrl = window.controller
    ctrl.begin()
    qtbot.waitUntil(ctrl.session.human_to_act)
    assert not window.buttons["knock"].isEnabled()
    assert not ctrl.knock()


def test_h_asks_the_advisor_for_a_hint(qtbot: QtBot, h: ModuleType) -> None:
    window = h.open_window(qtbot, role=Role.CAPTAIN)
    ctrl = window.controller
    ctrl.begin()
    qtbot.waitUntil(ctrl.session.human_to_act)
    QTest.keyClick(window.view, Qt.Key.Key_H)  # with the focus on the table
    qtbot.waitUntil(lambda: window.statusBar().currentMessage().startswith("Hint"), timeout=30000)
    if ctrl.session.hint is not None:
        assert ctrl.session.match.can(ctrl.session.hint)
