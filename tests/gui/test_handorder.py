"""The hand's order is the player's own business (R10)."""

from __future__ import annotations

from gin3.engine import parse_cards
from gin3.gui.models.hand import HandOrder, SortMode, meld_groups


def test_r10_sort_by_melds_groups_melds_first() -> None:
    order = HandOrder(SortMode.MELDS)
    order.reset(parse_cards("Kd 7h As 8h 2s 9h 3s Qc 5c 5d"))
    assert set(order.cards[:6]) == set(parse_cards("As 2s 3s 7h 8h 9h"))
    assert meld_groups(order.cards) == [(0, 3), (3, 3)]


def test_r10_sort_by_suit_and_by_rank() -> None:
    order = HandOrder(SortMode.SUIT)
    order.reset(parse_cards("Kd As 2c Ah"))
    assert order.cards == list(parse_cards("2c Kd Ah As"))
    order.sort(SortMode.RANK)
    assert order.cards == list(parse_cards("Ah As 2c Kd"))


def test_r10_a_drawn_card_joins_the_live_sort() -> None:
    order = HandOrder(SortMode.RANK)
    order.reset(parse_cards("2c 9d Kh"))
    order.update(parse_cards("2c 9d Kh 5s"))
    assert order.cards == list(parse_cards("2c 5s 9d Kh"))


def test_r10_manual_order_is_kept_and_drops_land_where_dropped() -> None:
    order = HandOrder(SortMode.RANK)
    order.reset(parse_cards("2c 9d Kh"))
    order.move(parse_cards("Kh")[0], 0)
    assert order.cards == list(parse_cards("Kh 2c 9d"))
    order.update(parse_cards("2c 9d Kh 5s"))
    assert order.cards == list(parse_cards("Kh 2c 9d 5s"))
    order.expect(parse_cards("Ac")[0], 1)
    order.update(parse_cards("2c 9d Kh 5s Ac"))
    assert order.cards == list(parse_cards("Kh Ac 2c 9d 5s"))
    order.update(parse_cards("2c Kh 5s Ac"))
    assert order.cards == list(parse_cards("Kh Ac 2c 5s"))
