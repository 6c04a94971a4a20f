"""The order of the cards in the viewer's hand: the player's own business (R10).

Ordering is never an engine action. Until the player moves a card by hand
the chosen sort stays live (a drawn card joins its suit, rank or meld);
once the player has arranged cards, that order is kept and a newly drawn
card goes where it was dropped (or at the right end).
"""

from __future__ import annotations

from collections.abc import Sequence
from enum import Enum

from gin3.engine import Card, best_arrangement

__all__ = ["HandOrder", "SortMode", "meld_groups"]


class SortMode(Enum):
    SUIT = "suit"
    RANK = "rank"
    MELDS = "melds"


def _by_suit(cards: Sequence[Card]) -> list[Card]:
    return sorted(cards, key=lambda c: (c.suit.index, int(c.rank)))


def _by_rank(cards: Sequence[Card]) -> list[Card]:
    return sorted(cards, key=lambda c: (int(c.rank), c.suit.index))


def _by_melds(cards: Sequence[Card]) -> list[Card]:
    arrangement = best_arrangement(cards)
    ordered: list[Card] = []
    for meld in arrangement.melds:
        ordered.extend(_by_rank(meld.cards) if meld.kind.value == "run" else _by_suit(meld.cards))
    ordered.extend(_by_rank(arrangement.deadwood))
    return ordered


_SORTS = {SortMode.SUIT: _by_suit, SortMode.RANK: _by_rank, SortMode.MELDS: _by_melds}


def meld_groups(order: Sequence[Card]) -> list[tuple[int, int]]:
    """The (start, length) of each best-arrangement meld (R5) lying side by side in ``order``."""
    if len(order) < 3:
        return []
    position = {card: i for i, card in enumerate(order)}
    groups = []
    for meld in best_arrangement(order).melds:
        places = sorted(position[c] for c in meld.cards)
        if places[-1] - places[0] == len(places) - 1:
            groups.append((places[0], len(places)))
    return sorted(groups)


class HandOrder:
    """The cards of one hand in the order the player chose."""

    def __init__(self, mode: SortMode = SortMode.MELDS) -> None:
        self.mode = mode
        self.cards: list[Card] = []
        self.manual = False
        self._insert_at: dict[Card, int] = {}

    def reset(self, cards: Sequence[Card]) -> None:
        """A new deal: sort it the way the player last asked for."""
        self.cards = _SORTS[self.mode](cards)
        self.manual = False
        self._insert_at.clear()

    def expect(self, card: Card, index: int) -> None:
        """Put ``card`` at ``index`` when it arrives (a card dropped into the hand)."""
        self._insert_at[card] = index
        self.manual = True

    def update(self, held: Sequence[Card]) -> None:
        """Follow the engine: drop cards that left, add cards that arrived."""
        holding = set(held)
        self.cards = [c for c in self.cards if c in holding]
        if not self.manual:
            self.cards = _SORTS[self.mode](held)
            self._insert_at.clear()
            return
        for card in held:
            if card not in self.cards:
                index = self._insert_at.pop(card, len(self.cards))
                self.cards.insert(max(0, min(index, len(self.cards))), card)

    def sort(self, mode: SortMode) -> None:
        self.mode = mode
        self.manual = False
        self.cards = _SORTS[mode](self.cards)

    def move(self, card: Card, index: int) -> None:
        """Reorder by hand: ``card`` ends at ``index`` of the order."""
        if card not in self.cards:
            return
        self.cards.remove(card)
        self.cards.insert(max(0, min(index, len(self.cards))), card)
        self.manual = True
