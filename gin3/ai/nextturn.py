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
choices are cached by hand. With ``next_turns`` of ``BrainConfig`` it makes
more of my discards (at the second, a decision meets some thousands of
hands, and a quarter of its time goes to them); ``hard`` makes one: two
gained in ``benchmarks fork`` and not in whole matches (docs/ai.md, "What
was tried and did not help").
"""

from __future__ import annotations

from gin3.ai.guesses import Samples, feed_chance
from gin3.ai.knowledge import Knowledge
from gin3.ai.lookahead import draw_outlook
from gin3.ai.masks import greedy_discard
from gin3.engine import mask_deadwood

__all__ = ["REACH", "NextTurn"]

REACH = 4
"""How much more deadwood than the least a discard may leave and still be
weighed. Weighing up to 8 more, 16,049 of these choices (the first 60
discard decisions of ``hard`` in deals 500-511) threw a least-deadwood card
in 94%, one point more in 4%, never more than 4: a wider reach costs time
and changes nothing."""


class NextTurn:
    """Chooses my first discards of a playout; see the module docstring.

    Called with my eleven cards and the card I may not throw (0 for none), it
    returns the card to throw and the deadwood left. With a knock in reach it
    throws as the simple strategy does (the highest least-deadwood card), so
    the playout knocks as before.
    """

    def __init__(self, know: Knowledge, samples: Samples, feed_weight: float, knock_bonus: float) -> None:
        self._limit = know.knock_limit
        self._stock = samples.stock_chance
        self._samples = samples
        self._feed_weight = feed_weight
        self._knock_bonus = knock_bonus
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
            value = self._worth(hand ^ bit) - self._feed_weight * feed_chance(self._samples, bit)
            if not best or value > best_value:
                best, best_value = bit, value
        return best, after[best]

    def _worth(self, ten: int) -> float:
        """The worth of keeping the ten cards ``ten``: the knock bonus times the
        chance the next stock card lets them knock, less the deadwood it is
        expected to leave (:func:`~gin3.ai.lookahead.draw_outlook`).
        Different throws from different draws often keep the same ten cards,
        so it is cached."""
        worth = self._worths.get(ten)
        if worth is None:
            expected, chance = draw_outlook(ten, self._stock, self._limit)
            worth = self._worths[ten] = self._knock_bonus * chance - expected
        return worth
