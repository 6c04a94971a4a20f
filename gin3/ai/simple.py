"""The "simple" baseline of gin research, the yardstick for every level.

- Take the face-up card only if it makes a new meld (it is melded in the
  best arrangement of the hand with it); otherwise draw from the stock.
- Discard, among the cards that leave the least deadwood, a random one,
  never the card just taken from the pile.
- Knock as soon as it is legal, with the least deadwood.
- As defender, lay off as much as possible (the exact best lay-down).
"""

from __future__ import annotations

import random

from gin3.ai.base import register
from gin3.ai.moves import simple_move
from gin3.engine import (
    Action,
    Card,
    Discard,
    Knock,
    View,
    best_arrangement,
    cards_mask,
    mask_deadwood,
)

__all__ = ["SimplePlayer", "least_deadwood_discards"]


def least_deadwood_discards(view: View) -> tuple[list[Card], int]:
    """The discards (never the card just taken) that leave the least deadwood, and that deadwood."""
    mask = cards_mask(view.hand)
    scored = [(mask_deadwood(mask ^ c.bit), c) for c in sorted(view.hand) if c != view.taken_from_pile]
    least = min(value for value, _ in scored)
    return [c for value, c in scored if value == least], least


class SimplePlayer:
    """The simple strategy; its only randomness is the tie-break among discards."""

    level = "simple"

    def __init__(self, seed: int = 0) -> None:
        self._rng = random.Random(seed)

    def choose(self, view: View, advice: Action | None = None) -> Action:
        """The simple strategy's move; advice is ignored."""
        move = simple_move(view)
        if move is not None:
            return move
        cards, least = least_deadwood_discards(view)
        card = self._rng.choice(cards)
        if least <= view.knock_limit:
            rest = [c for c in view.hand if c != card]
            return Knock(card, best_arrangement(rest).melds)
        return Discard(card)


register("simple", SimplePlayer)
