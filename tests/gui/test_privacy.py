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
