"""A whole hand played with real mouse drags on the view's viewport."""

from __future__ import annotations

from types import ModuleType

from pytestqt.qtbot import QtBot

from gin3.engine import Discard, Phase, Role
from gin3.session import Stage, scripted_move


def test_refused_drop_snaps_back_and_says_why(qtbot: QtBot, h: ModuleType) -> None:
    window = h.open_window(qtbot, role=Role.CAPTAIN)
    window.controller.begin()
    qtbot.waitUntil(window.controller.session.human_to_act)
    card = window.scene.own_cards[0]
    item = window.scene.cards[card]
    home = item.pos()
    # R12: during the first-upcard offer a card cannot be discarded
    h.drag(window, h.grip(window, card), h.centre(window.scene.discard_mark))
    assert item.pos() == home
    assert "R12" in window.statusBar().currentMessage()
    assert card in window.controller.session.match.hand.cards(window.controller.session.match.hand.turn)


def test_reorder_by_drag_is_local(qtbot: QtBot, h: ModuleType) -> None:
    window = h.open_window(qtbot, role=Role.CAPTAIN)
    window.controller.begin()
    qtbot.waitUntil(window.controller.session.human_to_act)
    first = window.scene.own_cards[0]
    actions_before = len(window.controller.session.match.actions)
    right_end = window.scene.cards[window.scene.own_cards[-1]].pos().x() + window.scene.geo.card_w * 0.6
    h.drag(window, h.grip(window, first), h.hand_point(window, right_end))
    assert window.scene.own_cards[-1] == first
    assert len(window.controller.session.match.actions) == actions_before  # R10: ordering is never a move


def test_whole_hand_by_mouse_drags(qtbot: QtBot, h: ModuleType) -> None:
    window = h.open_window(qtbot, role=Role.CAPTAIN)
    ctrl = window.controller
    scene = window.scene
    ctrl.begin()
    drags = 0
    while ctrl.session.stage is Stage.PLAYING:
        qtbot.waitUntil(
            lambda: ctrl.session.human_to_act() or ctrl.session.stage is not Stage.PLAYING, timeout=20000
        )
        if ctrl.session.stage is not Stage.PLAYING:
            break
        hand = ctrl.session.match.hand
        before = len(ctrl.session.match.actions)
        if hand.phase is Phase.OFFER:
            top = hand.discard_pile[-1]
            if drags == 0:  # take the first upcard by dragging it into the hand
                h.drag(window, h.grip(window, top), h.hand_point(window))
                assert top in scene.own_cards
            else:
                window.buttons["pass"].click()
        elif hand.phase is Phase.DRAW:
            top = hand.stock[0]
            h.drag(window, h.grip(window, "stock"), h.hand_point(window))
            assert top in hand.cards(hand.turn)
        elif hand.phase is Phase.DISCARD:
            if ctrl.session.can_knock():
                knock = ctrl.session.knock_action()
                h.drag(window, h.grip(window, knock.discard), h.centre(scene.knock_mark))
                assert ctrl.session.match.hand.knocked is not None or ctrl.session.match.hands
            else:
                move = scripted_move(ctrl.session.hint_view())
                assert isinstance(move, Discard)
                card = move.card
                h.drag(window, h.grip(window, card), h.centre(scene.discard_mark))
                assert card not in scene.own_cards
        else:
            window.buttons["laydown"].click()
        drags += 1
        assert len(ctrl.session.match.actions) == before + 1, window.statusBar().currentMessage()
    assert ctrl.session.stage in (Stage.HAND_OVER, Stage.MATCH_OVER)
    assert ctrl.session.match.hands[0].result is not None
    assert drags >= 3
    assert window.score_model.rowCount() == 1


def test_dragging_over_the_knock_spot_tells_the_count(qtbot: QtBot, h: ModuleType) -> None:
    from PySide6.QtCore import QPoint, Qt
    from PySide6.QtTest import QTest

    window = h.open_window(qtbot, role=Role.CAPTAIN)
    ctrl = window.controller
    ctrl.begin()
    qtbot.waitUntil(ctrl.session.human_to_act)
    window.buttons["pass"].click()
    qtbot.waitUntil(
        lambda: ctrl.session.human_to_act() and ctrl.session.match.hand.phase is Phase.DRAW, timeout=20000
    )
    ctrl.draw_stock()
    card = window.scene.own_cards[0]
    viewport = window.view.viewport()
    a = h.to_view(window, h.grip(window, card))
    b = h.to_view(window, h.centre(window.scene.knock_mark))
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, a)
    for i in range(1, 7):
        p = a + (b - a) * (i / 6)
        QTest.mouseMove(viewport, QPoint(round(p.x()), round(p.y())))
    assert "deadwood" in window.statusBar().currentMessage().lower()
    QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, b)
