"""Shared set-up for the AI tests: dealing a hand with chosen cards."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from gin3.engine import FULL_DECK, Card, Hand, Seat, parse_cards

Dealer = Callable[..., Hand]


def deal_hand(captain: str, box: str, upcard: str, stock: str = "") -> Hand:
    """A hand where the captain (seat 1, non-dealer) holds ``captain``, the box
    (seat 2, dealer) holds ``box``, the first upcard is ``upcard`` and the stock
    starts with ``stock`` (top first); the other cards follow in deck order."""
    first, second = parse_cards(captain), parse_cards(box)
    up, top = parse_cards(upcard), parse_cards(stock)
    chosen = [*first, *second, *up, *top]
    rest: list[Card] = [c for c in FULL_DECK if c not in chosen]
    filler = iter(rest)
    first = (*first, *(next(filler) for _ in range(10 - len(first))))
    second = (*second, *(next(filler) for _ in range(10 - len(second))))
    deck: list[Card] = []
    for a, b in zip(first, second, strict=True):
        deck += [a, b]
    deck += [*up, *top]
    deck += [c for c in FULL_DECK if c not in deck]
    return Hand(deck, dealer=Seat.SECOND, non_dealer=Seat.FIRST)


@pytest.fixture
def deal() -> Dealer:
    """The :func:`deal_hand` helper."""
    return deal_hand
