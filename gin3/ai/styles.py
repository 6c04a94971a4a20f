"""Three opponents with a style of their own, each a small change to ``medium``.

``medium`` (:class:`~gin3.ai.players.MediumPlayer`) draws like ``simple``,
throws the loneliest of its least-deadwood cards and knocks as soon as it
may. Each style changes one or two of those habits, so that a match against
it plays differently:

- ``gin-hunter`` knocks only in its first three turns of a hand; after that
  it holds out for gin, and a knocker who meets its low hand is undercut
  (the published tournament strategy of knocking early or never).
- ``fast-knocker`` takes the face-up card whenever it leaves less deadwood,
  not only to meld it, and knocks at the first chance.
- ``cautious`` keeps its low cards, throws the card least likely to help the
  opponent among those that cost it at most a point more (never one near a
  card the opponent took from the pile, rather one next to a card it threw),
  and knocks only with 8 or less until the stock is down to 24 cards.

None of them weighs the sitter's advice, as ``simple`` does not.
"""

from __future__ import annotations

from gin3.ai.base import register
from gin3.ai.knowledge import Knowledge, bits_of, card_of
from gin3.ai.moves import simple_move, take_action
from gin3.ai.players import MediumPlayer, careful_discard
from gin3.ai.simple import least_deadwood_discards
from gin3.engine import (
    Action,
    Card,
    Discard,
    Discarded,
    DrawDiscard,
    Knock,
    Phase,
    View,
    best_arrangement,
    cards_mask,
    mask_deadwood,
)

__all__ = [
    "CAUTIOUS_KNOCK",
    "CAUTIOUS_LATE",
    "EARLY_TURNS",
    "CautiousPlayer",
    "FastKnockerPlayer",
    "GinHunterPlayer",
    "danger",
    "own_turns",
]

EARLY_TURNS = 3
"""The gin hunter knocks only on its first three turns of a hand."""
CAUTIOUS_KNOCK = 8
"""The most deadwood the cautious player knocks with while the stock is long."""
CAUTIOUS_LATE = 24
"""With this many stock cards or fewer the cautious player knocks whenever it may."""
CAUTIOUS_SLACK = 1
"""Points of deadwood the cautious player gives up to throw a safer card."""


def own_turns(view: View) -> int:
    """The turns ``view``'s player has finished this hand (its discards so far)."""
    return sum(1 for e in view.history if isinstance(e, Discarded) and e.seat == view.player)


def _knock(view: View, card: Card) -> Knock:
    rest = [c for c in view.hand if c != card]
    return Knock(card, best_arrangement(rest).melds)


class GinHunterPlayer(MediumPlayer):
    """``medium`` that knocks only in its first :data:`EARLY_TURNS` turns and
    otherwise waits for gin."""

    level = "gin-hunter"

    def choose(self, view: View, advice: Action | None = None) -> Action:
        """``medium``'s move, but a knock after the early turns only with gin."""
        move = simple_move(view)
        if move is not None:
            return move
        card = careful_discard(view)
        _, least = least_deadwood_discards(view)
        if least <= view.knock_limit and (least == 0 or own_turns(view) < EARLY_TURNS):
            return _knock(view, card)
        return Discard(card)


class FastKnockerPlayer(MediumPlayer):
    """``medium`` that takes every face-up card that helps and knocks at once."""

    level = "fast-knocker"

    def choose(self, view: View, advice: Action | None = None) -> Action:
        """The face-up card when it lowers the deadwood; otherwise ``medium``'s move."""
        if view.phase is Phase.OFFER or (view.phase is Phase.DRAW and DrawDiscard() in view.legal_actions):
            hand = cards_mask(view.hand)
            top = view.discard_pile[-1].bit
            best = min(mask_deadwood((hand | top) ^ b) for b in bits_of(hand))
            return take_action(view, best < mask_deadwood(hand))
        return super().choose(view)


def _near(card: Card, other: Card, reach: int) -> bool:
    return other.rank == card.rank or (other.suit == card.suit and abs(other.rank - card.rank) <= reach)


def danger(card: Card, know: Knowledge, hand: tuple[Card, ...]) -> int:
    """How likely ``card`` is to help the opponent, from what the seat has seen,
    as a score to keep low: a card of the rank or near in the suit of one the
    opponent took from the pile is dangerous; one next to a card it threw
    (its rank, or next in the suit) is safer; and among the rest the card with
    fewest partners in ``hand`` is thrown first, as ``medium`` does."""
    took = sum(1 for b in bits_of(know.opponent_known) if _near(card, card_of(b), 2))
    threw = sum(1 for b in know.opponent_discards if _near(card, card_of(b), 1))
    partners = sum(1 for c in hand if c != card and _near(card, c, 2))
    return 10 * took - 2 * threw + partners


class CautiousPlayer(MediumPlayer):
    """``medium`` that throws safe cards and knocks low (see the module docstring)."""

    level = "cautious"

    def choose(self, view: View, advice: Action | None = None) -> Action:
        """A safe discard among the cheap ones; a knock only with little deadwood."""
        move = simple_move(view)
        if move is not None:
            return move
        know = Knowledge.of(view)
        _, least = least_deadwood_discards(view)
        hand = cards_mask(view.hand)
        late = view.stock_count <= CAUTIOUS_LATE
        if least <= view.knock_limit and (late or least <= CAUTIOUS_KNOCK):
            return _knock(view, careful_discard(view))
        cheap = [
            c
            for c in sorted(view.hand)
            if c != view.taken_from_pile and mask_deadwood(hand ^ c.bit) <= least + CAUTIOUS_SLACK
        ]
        held = view.hand
        card = min(
            cheap, key=lambda c: (danger(c, know, held), mask_deadwood(hand ^ c.bit), -c.value, c.index)
        )
        return Discard(card)


register("gin-hunter", GinHunterPlayer)
register("fast-knocker", FastKnockerPlayer)
register("cautious", CautiousPlayer)
