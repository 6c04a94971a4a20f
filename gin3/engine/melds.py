"""Melds and arrangements (R4, R5) as immutable values.

The solver that finds arrangements lives in :mod:`gin3.engine.solver`; this
module only says what a meld and an arrangement are.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterable
from dataclasses import dataclass, field
from enum import Enum

from gin3.engine.cards import FULL_DECK, Card, Rank, cards_mask, format_cards, parse_cards
from gin3.engine.errors import InvalidMeldError

__all__ = ["Arrangement", "Meld", "MeldKind"]


class MeldKind(Enum):
    """A set of one rank, or a run in one suit (R4)."""

    SET = "set"
    RUN = "run"


@dataclass(frozen=True, slots=True)
class Meld:
    """Three or more cards forming a set or a run (R4), in deck order.

    Build one with :meth:`of` (checks the cards) or :meth:`parse`.
    """

    cards: tuple[Card, ...]
    kind: MeldKind
    mask: int = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        ordered = tuple(sorted(self.cards))
        if meld_kind(ordered) is not self.kind:
            raise InvalidMeldError(
                f"{format_cards(ordered)!r} is not a {self.kind.value}: a meld is 3-4 cards of "
                "one rank or 3 or more cards of one suit in sequence, ace low (R4)"
            )
        object.__setattr__(self, "cards", ordered)
        object.__setattr__(self, "mask", cards_mask(ordered))

    @classmethod
    def of(cls, cards: Iterable[Card]) -> Meld:
        """The meld made of ``cards``; raises :class:`InvalidMeldError` if they make none."""
        ordered = tuple(sorted(cards))
        kind = meld_kind(ordered)
        if kind is None:
            raise InvalidMeldError(
                f"{format_cards(ordered)!r} is not a meld: a meld is 3-4 cards of one rank "
                "or 3 or more cards of one suit in sequence, ace low (R4)"
            )
        return cls(ordered, kind)

    @classmethod
    def parse(cls, text: str) -> Meld:
        """``Meld.parse("7h 8h 9h")``."""
        return cls.of(parse_cards(text))

    def __str__(self) -> str:
        return format_cards(self.cards)

    def __repr__(self) -> str:
        return f"Meld.parse({str(self)!r})"

    def __len__(self) -> int:
        return len(self.cards)

    def __contains__(self, card: object) -> bool:
        return card in self.cards

    @property
    def value(self) -> int:
        """The points of the cards in the meld."""
        return sum(card.value for card in self.cards)

    def extensions(self) -> tuple[Card, ...]:
        """Cards that may be laid off on this meld directly (R13)."""
        if self.kind is MeldKind.SET:
            if len(self.cards) == 4:
                return ()
            rank = self.cards[0].rank
            suits = {card.suit for card in self.cards}
            return tuple(c for c in FULL_DECK if c.rank is rank and c.suit not in suits)
        low, high = self.cards[0], self.cards[-1]
        found = []
        if low.rank > Rank.ACE:
            found.append(Card.from_index(low.index - 1))
        if high.rank < Rank.KING:
            found.append(Card.from_index(high.index + 1))
        return tuple(found)

    def extended(self, card: Card) -> Meld:
        """This meld with ``card`` laid off on it; raises if it does not fit."""
        if card not in self.extensions():
            raise InvalidMeldError(f"{card} cannot be laid off on {self}")
        return Meld((*self.cards, card), self.kind)


def meld_kind(cards: tuple[Card, ...]) -> MeldKind | None:
    """What kind of meld sorted ``cards`` form, or ``None``."""
    if len(cards) < 3:
        return None
    if len({c.rank for c in cards}) == 1 and len(cards) <= 4:
        return MeldKind.SET
    suit = cards[0].suit
    if all(c.suit is suit for c in cards) and all(
        b.index == a.index + 1 for a, b in itertools.pairwise(cards)
    ):
        return MeldKind.RUN
    return None


@dataclass(frozen=True, slots=True)
class Arrangement:
    """A hand arranged into melds and deadwood (R5).

    ``deadwood`` holds the unmatched cards and ``deadwood_value`` their
    points. Melds are kept in a canonical order so equal arrangements compare
    equal.
    """

    melds: tuple[Meld, ...]
    deadwood: tuple[Card, ...]
    deadwood_value: int = field(init=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "melds", tuple(sorted(self.melds, key=_meld_key)))
        object.__setattr__(self, "deadwood", tuple(sorted(self.deadwood)))
        object.__setattr__(self, "deadwood_value", sum(c.value for c in self.deadwood))

    @property
    def cards(self) -> tuple[Card, ...]:
        """Every card of the arrangement, melded or not, in deck order."""
        return tuple(sorted([c for m in self.melds for c in m.cards] + list(self.deadwood)))

    @property
    def is_gin(self) -> bool:
        """No deadwood at all (R16)."""
        return not self.deadwood

    def __str__(self) -> str:
        parts = [f"[{meld}]" for meld in self.melds]
        if self.deadwood:
            parts.append(f"deadwood {format_cards(self.deadwood)} ({self.deadwood_value})")
        return " ".join(parts) if parts else "no cards"


def _meld_key(meld: Meld) -> tuple[int, ...]:
    return tuple(card.index for card in meld.cards)
