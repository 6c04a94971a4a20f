"""What a seat knows about the hidden cards, read from its view only.

:class:`Knowledge` turns a :class:`~gin3.engine.View` into bit masks (see
:attr:`Card.bit`) that the players' search loops use: the seat's own cards,
the unseen cards, the cards the opponent is known to hold, and what the
opponent discarded and declined. It is built from the public log, so it can
never contain a hidden card.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from gin3.ai.base import rebuilt_by_init
from gin3.engine import (
    DiscardDrawn,
    Discarded,
    HandDealt,
    Knocked,
    StockDrawn,
    UpcardPassed,
    UpcardTaken,
    View,
    cards_mask,
    mask_deadwood,
)
from gin3.engine.bits import bit_card, bit_value

__all__ = ["Knowledge", "bit_value", "bits_of", "card_of", "makes_meld", "public_key"]

card_of = bit_card
"""The card of a one-bit mask (:func:`gin3.engine.bits.bit_card`)."""


def bits_of(mask: int) -> list[int]:
    """The one-bit masks of ``mask``, lowest first."""
    found = []
    while mask:
        low = mask & -mask
        found.append(low)
        mask ^= low
    return found


def makes_meld(hand: int, bit: int) -> bool:
    """Whether the card ``bit`` would be melded in the best use of ``hand`` plus it:
    it lowers the deadwood of ``hand`` by more than the card adds."""
    return mask_deadwood(hand | bit) < mask_deadwood(hand) + bit_value(bit)


@dataclass(frozen=True, slots=True)
class Knowledge:
    """Bit masks of what the seat's side knows.

    ``passes`` are cards the opponent could have taken from the pile and did
    not; ``opponent_discards`` are the cards it threw. ``opponent_turns``
    counts the opponent's completed turns (draw and discard) this hand.
    ``opponent_waits`` says whether ``hard``'s read of earlier hands takes
    the opponent for one who waits for gin.
    """

    hand: int
    unseen: int
    opponent_known: int
    opponent_hidden: int
    opponent_discards: tuple[int, ...]
    passes: tuple[int, ...]
    opponent_turns: int
    stock_count: int
    pile_top: int
    taken: int
    knock_limit: int
    opponent_waits: bool = False
    """The opponent is read as one who waits for gin rather than knocking when it can
    (:class:`~gin3.ai.reading.StyleRead`); never set by :meth:`of`, which reads one hand."""

    def __reduce__(self) -> tuple[type, tuple[Any, ...]]:
        return rebuilt_by_init(self)  # compiled, pickling would assign the frozen fields

    @classmethod
    def of(cls, view: View) -> Knowledge:
        """Read the view; only public events and the side's own cards are used."""
        discards: list[int] = []
        passes: list[int] = []
        turns = 0
        top = 0
        for event in view.history:
            if isinstance(event, HandDealt):
                top = event.upcard.bit
            elif isinstance(event, UpcardPassed):
                if event.seat == view.opponent:
                    passes.append(event.card.bit)
            elif isinstance(event, UpcardTaken | DiscardDrawn):
                top = 0
            elif isinstance(event, StockDrawn):
                if event.seat == view.opponent and top:
                    passes.append(top)
            elif isinstance(event, Discarded):
                if event.seat == view.opponent:
                    discards.append(event.card.bit)
                    turns += 1
                top = event.card.bit
            elif isinstance(event, Knocked) and event.discard is not None:
                top = event.discard.bit
        known = cards_mask(view.opponent_from_pile)
        unseen = cards_mask(view.unseen)
        return cls(
            hand=cards_mask(view.hand),
            unseen=unseen,
            opponent_known=known,
            opponent_hidden=max(0, view.opponent_card_count - len(view.opponent_from_pile)),
            opponent_discards=tuple(discards),
            passes=tuple(dict.fromkeys(passes)),
            opponent_turns=turns,
            stock_count=view.stock_count,
            pile_top=view.discard_pile[-1].bit if view.discard_pile else 0,
            taken=view.taken_from_pile.bit if view.taken_from_pile is not None else 0,
            knock_limit=view.knock_limit,
        )


def public_key(view: View) -> int:
    """A number that depends only on what the side of ``view`` knows: it
    seeds the sampling so a decision is the same whoever asks (player or
    sitter) and whatever the hidden cards are."""
    key = view.hand_number * 1_000_003 + view.stock_count * 7919 + len(view.history)
    for card in sorted(view.hand):
        key = (key * 53 + card.index + 1) % (1 << 61)
    for card in view.discard_pile:
        key = (key * 59 + card.index + 1) % (1 << 61)
    key = (key * 31 + len(view.legal_actions)) % (1 << 61)
    return key
