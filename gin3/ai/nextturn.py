"""My next discard in a playout, made the way ``hard``'s estimate makes it.

The playouts finish a hand with the simple strategy for both sides
(:mod:`gin3.ai.playout`). For the opponent that is the point: it is how
``simple`` plays, and close to how most players throw. For "me" it is a poor
model of what follows the discard being valued: after its next draw ``hard``
does not throw the card that leaves least deadwood this turn, but weighs the
deadwood the following draw is expected to leave, the chance that draw lets
it knock and the chance of feeding the opponent. Scored with the simple
strategy, a discard that keeps a hand with chances is undervalued, because
"I" would break it up at once.

:class:`NextTurn` makes my first discard of each playout that way, with the
estimate's own weights (``feed_weight`` and ``knock_bonus`` of
:class:`~gin3.ai.brain.BrainConfig`); the later ones stay simple, so a
playout costs little more. It knows only what the decision knows: my cards
and the decision's guesses at the opponent's hand and the stock, never the
hidden cards of a world, so every world gets the same choice for the same
cards. Within one decision the eleven cards I hold at my next discard are
one of a few hundred hands (the candidate discard, the card drawn), so the
choices are cached by hand.
"""

from __future__ import annotations

from gin3.ai.guesses import Samples, feed_chance
from gin3.ai.knowledge import Knowledge
from gin3.ai.masks import greedy_discard, least_throws
from gin3.engine import mask_deadwood
from gin3.engine.bits import ACES, SUIT, VALUES

__all__ = ["REACH", "NextTurn", "meld_makers"]

REACH = 8
"""How much more deadwood than the least a discard may leave and still be
weighed: the estimate rates a discard that gives up more as hopeless."""


class NextTurn:
    """Chooses my first discard of a playout; see the module docstring.

    Called with my eleven cards and the card I may not throw (0 for none), it
    returns the card to throw and the deadwood left. With a knock in reach it
    throws as the simple strategy does (the highest least-deadwood card), so
    the playout knocks as before.
    """

    def __init__(self, know: Knowledge, samples: Samples, feed_weight: float, knock_bonus: float) -> None:
        self._limit = know.knock_limit
        self._stock = [(bit, chance) for bit, chance in samples.stock_chance.items() if chance > 0.0]
        self._samples = samples
        self._feed_weight = feed_weight
        self._knock_bonus = knock_bonus
        self._feeds: dict[int, float] = {}
        self._worths: dict[int, float] = {}
        self._chosen: dict[int, tuple[int, int]] = {}

    def __call__(self, hand: int, keep: int) -> tuple[int, int]:
        key = hand | keep << 52
        found = self._chosen.get(key)
        if found is None:
            found = self._chosen[key] = self._choose(hand, keep)
        return found

    def _choose(self, hand: int, keep: int) -> tuple[int, int]:
        after: dict[int, int] = {}
        rest = hand & ~keep
        while rest:
            bit = rest & -rest
            rest ^= bit
            after[bit] = mask_deadwood(hand ^ bit)
        least = min(after.values())
        if least <= self._limit:
            return greedy_discard(hand, keep)
        best, best_value = 0, 0.0
        for bit, dw in after.items():
            if dw > least + REACH:
                continue
            value = self._worth(hand ^ bit, dw) - self._feed_weight * self._feed(bit)
            if not best or value > best_value:
                best, best_value = bit, value
        return best, after[best]

    def _worth(self, ten: int, deadwood: int) -> float:
        """The worth of keeping the ten cards ``ten`` (of ``deadwood``): the
        knock bonus times the chance the next stock card lets them knock,
        less the deadwood it is expected to leave. Different throws from
        different draws often keep the same ten cards, so it is cached."""
        worth = self._worths.get(ten)
        if worth is None:
            worth = self._worths[ten] = self._expect(ten, deadwood)
        return worth

    def _expect(self, ten: int, deadwood: int) -> float:
        makers = meld_makers(ten)
        _, least_one, _ = least_throws(ten)
        limit = self._limit
        total = weight = hits = 0.0
        for card, chance in self._stock:
            if card & ten:
                continue
            if card & makers:
                _, after, _ = least_throws(ten | card)
            else:
                # it stays unmatched: keep the ten cards, or keep it instead of their worst
                after = min(deadwood, least_one + VALUES[card.bit_length() - 1])
            total += chance * after
            weight += chance
            if after <= limit:
                hits += chance
        if not weight:
            return -float(deadwood)
        return (self._knock_bonus * hits - total) / weight

    def _feed(self, bit: int) -> float:
        chance = self._feeds.get(bit)
        if chance is None:
            chance = self._feeds[bit] = feed_chance(self._samples, bit)
        return chance


def meld_makers(hand: int) -> int:
    """The cards not in ``hand`` that would meld with two or more of its
    cards: the third or fourth card of a rank it holds twice or more, and in
    each suit a card next to two of its cards in a row or between two of
    them. Any other card drawn stays unmatched, so it can lower the deadwood
    only by replacing a higher card."""
    found = 0
    for rank in range(13):
        cards = ACES << rank
        if (hand & cards).bit_count() >= 2:
            found |= cards
    for shift in (0, 13, 26, 39):
        suit = hand >> shift & SUIT
        runs = (suit >> 1 & suit >> 2) | (suit << 1 & suit >> 1) | (suit << 1 & suit << 2)
        found |= (runs & SUIT) << shift
    return found & ~hand
