"""The table's piles answer the gestures' questions: what is on top, what lies where,
what is at a point, and which drags they take."""

from __future__ import annotations

from types import ModuleType

from pytestqt.qtbot import QtBot

from gin3.engine import Role
from gin3.gui.table.piles import MIDDLE_ROW, Place
from gin3.session import Stage


def test_the_piles_know_their_cards_and_what_they_take(qtbot: QtBot, h: ModuleType) -> None:
    window = h.open_window(qtbot, role=Role.CAPTAIN)
    scene = window.scene
    piles = scene.piles
    assert all(piles[place].top() is None for place in Place)  # the draw for roles: nothing to take
    window.controller.begin()
    qtbot.waitUntil(window.controller.session.human_to_act)
    assert window.controller.session.stage is Stage.PLAYING
    upcard = window.controller.session.match.hand.discard_pile[-1]
    assert piles[Place.DISCARD].top() is scene.cards[upcard]
    stock_top = piles[Place.STOCK].top()
    assert stock_top is not None and stock_top.card is None  # a back: the table never knows it
    assert piles[Place.STOCK].holds(stock_top) and not piles[Place.HAND].holds(stock_top)
    own = scene.cards[scene.own_cards[0]]
    assert piles[Place.HAND].holds(own) and window.scene.gestures.place_of(own) is Place.HAND
    # what is at a point: each place of the middle row at the centre of its mark
    for place in MIDDLE_ROW:
        mark = piles[place].mark
        assert mark is not None
        centre = mark.sceneBoundingRect().center()
        assert [p for p in MIDDLE_ROW if piles[p].at(centre)] == [place]
    # which drags a pile takes (the session still judges the move)
    assert piles[Place.DISCARD].accepts(Place.HAND) and not piles[Place.DISCARD].accepts(Place.STOCK)
    assert piles[Place.HAND].accepts(Place.STOCK) and piles[Place.HAND].accepts(Place.DISCARD)
    assert not any(piles[Place.STOCK].accepts(place) for place in Place)


def test_a_stock_card_dropped_on_the_discard_pile_goes_home_with_a_word(qtbot: QtBot, h: ModuleType) -> None:
    window = h.open_window(qtbot, role=Role.CAPTAIN)
    window.controller.begin()
    qtbot.waitUntil(window.controller.session.human_to_act)
    said: list[str] = []
    window.scene.message.connect(said.append)
    moves = len(window.controller.session.match.actions)
    h.drag(window, h.grip(window, "stock"), h.centre(window.scene.discard_mark))
    assert len(window.controller.session.match.actions) == moves
    assert said == ["A card cannot go there."]
