"""The person sees their own side's cards and never the other side's (R6)."""

from __future__ import annotations

from types import ModuleType

import pytest
from pytestqt.qtbot import QtBot

from gin3.engine import Role
from gin3.gui.controller import Stage


@pytest.mark.parametrize("role", [Role.BOX, Role.CAPTAIN, Role.SITTER])
def test_r6_only_the_persons_side_is_face_up(qtbot: QtBot, h: ModuleType, role: Role) -> None:
    window = h.open_window(qtbot, role=role)
    ctrl = window.controller
    ctrl.ai_delay_ms = 60_000  # freeze the computer players: look at the deal
    ctrl.begin()
    assert ctrl.stage is Stage.PLAYING
    hand = ctrl.match.hand
    person = ctrl.viewer
    # the sitter looks at the captain's cards (R6)
    own = person if role is not Role.SITTER else hand.non_dealer
    other = hand.opponent_of(own)
    for card in hand.cards(own):
        assert window.scene.cards[card].face_up
    for card in hand.cards(other):
        assert not window.scene.cards[card].face_up
    for card in hand.stock:
        assert not window.scene.cards[card].face_up
    assert set(window.scene.order.cards) == set(hand.cards(own))
    bottom_plate = window.scene.plates["bottom"]
    assert bottom_plate.name == ctrl.match.name(own)


def test_a_card_taken_from_the_pile_stays_face_up_in_the_other_hand(qtbot: QtBot, h: ModuleType) -> None:
    from gin3.engine import Match, Seat
    from gin3.gui.controller import GameController, SeatSetup
    from gin3.gui.mainwindow import MainWindow

    seed = next(
        s
        for s in range(1, 1000)
        if Match(list(h.NAMES), seed=s).roles[Seat(0)] is Role.BOX
        and Match(list(h.NAMES), seed=s).roles[Seat(1)] is Role.CAPTAIN
    )
    window = MainWindow(GameController(ai_delay_ms=0), anim_ms=0)
    qtbot.addWidget(window)
    # the other side is a person too, so the test can make it take the upcard (R12)
    window.start((SeatSetup("Player"), SeatSetup("Ana"), SeatSetup("Ben", h.AI)), seed=seed)
    ctrl = window.controller
    ctrl.begin()
    assert ctrl.covered and ctrl.handoff == Seat(1)  # hot-seat: Ana takes the table first
    ctrl.take_the_table()
    upcard = ctrl.match.hand.discard_pile[-1]
    assert ctrl.take_upcard()
    thrown = next(c for c in ctrl.match.hand.cards(Seat(1)) if c != upcard)
    assert ctrl.discard(thrown)
    assert ctrl.covered and ctrl.handoff == Seat(0)  # and hands it to the box player
    ctrl.take_the_table()
    other = ctrl.match.hand.cards(Seat(1))
    assert window.scene.cards[upcard].face_up
    assert all(not window.scene.cards[c].face_up for c in other if c != upcard)
