"""The person sees their own side's cards and never the other side's (R6)."""

from __future__ import annotations

from types import ModuleType

import pytest
from pytestqt.qtbot import QtBot

from gin3.engine import Role
from gin3.session import Stage


@pytest.mark.parametrize("role", [Role.BOX, Role.CAPTAIN, Role.SITTER])
def test_r6_only_the_persons_side_is_face_up(qtbot: QtBot, h: ModuleType, role: Role) -> None:
    window = h.open_window(qtbot, role=role)
    ctrl = window.controller
    ctrl.computers.pause()  # the computer players hold still: look at the deal
    ctrl.begin()
    assert ctrl.session.stage is Stage.PLAYING
    hand = ctrl.session.match.hand
    person = ctrl.session.viewer
    # the sitter looks at the captain's cards (R6)
    own = person if role is not Role.SITTER else hand.non_dealer
    assert h.face_up(window) == set(hand.cards(own)) | set(hand.discard_pile)
    assert h.backs(window) == len(hand.stock) + len(hand.cards(hand.opponent_of(own)))
    assert set(window.scene.own_cards) == set(hand.cards(own))
    bottom_plate = window.scene.decor.plates["bottom"]
    assert bottom_plate.name == ctrl.session.match.name(own)


def test_a_card_taken_from_the_pile_stays_face_up_in_the_other_hand(qtbot: QtBot, h: ModuleType) -> None:
    from gin3.engine import Match, Seat
    from gin3.gui.controller import GameController
    from gin3.gui.windows.mainwindow import MainWindow
    from gin3.session import SeatSetup

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
    assert ctrl.session.covered and ctrl.session.handoff == Seat(1)  # hot-seat: Ana takes the table first
    ctrl.take_the_table()
    upcard = ctrl.session.match.hand.discard_pile[-1]
    assert ctrl.take_upcard()
    thrown = next(c for c in ctrl.session.match.hand.cards(Seat(1)) if c != upcard)
    assert ctrl.discard(thrown)
    assert ctrl.session.covered and ctrl.session.handoff == Seat(0)  # and hands it to the box player
    ctrl.take_the_table()
    hand = ctrl.session.match.hand
    assert upcard in hand.cards(Seat(1)) and upcard in h.face_up(window)
    assert h.face_up(window) == set(hand.cards(Seat(0))) | set(hand.discard_pile) | {upcard}
