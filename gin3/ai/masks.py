"""Quick bit-mask versions of a few moves, for the brain's inner loops.

The brain replays the opponent's improvement and looks two draws ahead with
a greedy policy (throw the card that leaves least deadwood, the highest on
ties), and scores knocks against sampled hands with the defender's exact
lay-offs. These helpers do that on bit masks (see :attr:`Card.bit`) without
building cards or melds.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from gin3.ai.knowledge import bits_of
from gin3.engine import MeldKind, mask_deadwood, mask_throws
from gin3.engine.bits import ACES, ALL, KINGS, SUIT, VALUES, layoff_masks

__all__ = [
    "Chooser",
    "TieBreaks",
    "defender_deadwood",
    "greedy_after_draw",
    "greedy_discard",
    "least_throws",
    "meld_makers",
]


class Chooser(Protocol):
    """What breaks a tie between throws: a :class:`random.Random`, or anything
    else with its ``choice``."""

    def choice(self, seq: Sequence[int], /) -> int: ...


class TieBreaks:
    """A :class:`Chooser` for the playouts' random tie-breaks, one per world:
    Lehmer's generator (modulo the prime 2**31 - 1) seeded by the world.
    Seeding a :class:`random.Random` costs a tenth of a playout; this costs
    a multiplication a tie, and picks each of the tied cards as often."""

    __slots__ = ("_state",)

    def __init__(self, seed: int) -> None:
        self._state = seed % _MODULUS or 1

    def choice(self, seq: Sequence[int], /) -> int:
        self._state = self._state * 48271 % _MODULUS
        return seq[self._state * len(seq) >> 31]


_MODULUS = 2**31 - 1


def meld_makers(hand: int) -> int:
    """The cards not in ``hand`` that would meld with two or more of its
    cards: the third or fourth card of a rank it holds twice or more, and in
    each suit a card next to two of its cards in a row or between two of
    them. Any other card stays unmatched beside ``hand``: it can lower the
    deadwood only by replacing a higher card, and never melds
    (:func:`~gin3.ai.knowledge.makes_meld`)."""
    s0 = hand & SUIT
    s1 = hand >> 13 & SUIT
    s2 = hand >> 26 & SUIT
    s3 = hand >> 39
    pairs = (s0 & (s1 | s2 | s3)) | (s1 & (s2 | s3)) | (s2 & s3)  # ranks held twice or more
    after = hand >> 1 & ~KINGS  # the next card in suit is held
    before = hand << 1 & ~ACES  # the card before it in suit is held
    runs = (after & after >> 1 & ~KINGS) | (before & after) | (before & before << 1 & ~ACES)
    return (pairs * ACES | runs) & ALL & ~hand


def greedy_discard(hand: int, keep: int, fixed: int = 0, rng: Chooser | None = None) -> tuple[int, int]:
    """The card to throw from an eleven-card ``hand`` (never ``keep`` nor a card of
    ``fixed``) and the deadwood left: least deadwood, ties broken at random
    (``rng``) or towards the highest card.

    The answer depends on the cards only, and playouts meet the same hands
    again and again (every world starts from the same hand), so it is cached.
    """
    ties, best_dw, highest = _throws(hand, keep, fixed)
    if rng is not None and ties & (ties - 1):
        return rng.choice(bits_of(ties)), best_dw
    return highest, best_dw


def greedy_after_draw(
    hand: int, deadwood: int, card: int, rng: Chooser | None = None, fixed: int = 0, makers: int | None = None
) -> tuple[int, int]:
    """``greedy_discard(hand | card, 0, fixed, rng)`` for a ten-card ``hand`` of
    ``deadwood`` that drew ``card``, the same answer but quicker when the card
    is none of the hand's :func:`meld_makers` (``makers``, if the caller has
    them): then it melds with nothing and keeping it costs its value,
    whatever is thrown instead, so the hand's own best throws decide (and
    those stay cached while the hand does not change)."""
    if makers is None:
        makers = meld_makers(hand)
    if card & makers:
        return greedy_discard(hand | card, 0, fixed, rng)
    value = VALUES[card.bit_length() - 1]
    ties, least, highest = _throws(hand, 0, fixed)
    kept = least + value  # the deadwood left keeping the card
    if deadwood < kept:
        return card, deadwood
    if deadwood == kept:
        # the card ties with the hand's best throws; ties go in card order
        if rng is not None:
            return rng.choice(bits_of(ties | card)), kept
        top = VALUES[highest.bit_length() - 1]
        if value > top or (value == top and card < highest):
            return card, kept
        return highest, kept
    if rng is not None and ties & (ties - 1):
        return rng.choice(bits_of(ties)), kept
    return highest, kept


def least_throws(hand: int) -> tuple[int, int, int]:
    """The throws from ``hand`` that leave the least deadwood (a mask), that
    deadwood, and the highest of them; cached like :func:`greedy_discard`'s
    answers."""
    return _throws(hand, 0, 0)


def _throws(hand: int, keep: int, fixed: int) -> tuple[int, int, int]:
    """The throws of ``hand`` (never ``keep`` nor a card of ``fixed``) that
    leave the least deadwood, as a mask; that deadwood; and the highest of
    them (the lowest card of that value). No throw at all is ``(0, 999, 0)``.

    Cached, the first two packed in one number: a cache of numbers, unlike
    one of tuples, leaves nothing for the cycle collector to walk."""
    key = hand | keep << 52 | fixed << 104
    found = _GREEDY_CACHE.get(key)
    if found is None:
        if len(_GREEDY_CACHE) >= _GREEDY_CACHE_SIZE:
            _GREEDY_CACHE.clear()
        tied, least = mask_throws(hand, hand & ~fixed & ~keep)
        found = _GREEDY_CACHE[key] = tied | least << 52
    ties = found & ALL
    return ties, found >> 52, _highest(ties)


_GREEDY_CACHE: dict[int, int] = {}
_GREEDY_CACHE_SIZE = 1 << 16


def _highest(cards: int) -> int:
    """The highest-valued card of ``cards``, the lowest card of that value on
    ties (0 if none)."""
    ranks = (cards | cards >> 13 | cards >> 26 | cards >> 39) & SUIT
    if not ranks:
        return 0
    rank = ranks.bit_length() - 1
    top = cards & (_TENS if rank >= 9 else ACES << rank)
    return top & -top


_TENS = ACES << 9 | ACES << 10 | ACES << 11 | ACES << 12
"""The cards worth ten: tens and faces, in every suit."""


def defender_deadwood(hand: int, melds: list[tuple[int, MeldKind]]) -> int:
    """The defender's least deadwood with lay-offs on ``melds`` (R13), as in
    :func:`gin3.engine.best_defence` but on bit masks."""
    options: list[list[int]] = []
    for mask, kind in melds:
        ways = layoff_masks(mask, kind, hand)
        if len(ways) > 1:
            options.append(ways)
    best = mask_deadwood(hand)
    if not options:
        return best
    return _least_with_layoffs(hand, options, 0, 0, best)


def _least_with_layoffs(hand: int, options: list[list[int]], index: int, used: int, best: int) -> int:
    """The least of ``best`` and the deadwood ``hand`` keeps with the lay-offs
    ``used`` and one of each of ``options[index:]`` that fits with them.
    (A function of its own, not a closure: a recursive closure is a
    reference cycle, garbage only the cycle collector frees.)"""
    if index == len(options):
        return min(best, mask_deadwood(hand ^ used)) if used else best
    for choice in options[index]:
        if not used & choice:
            best = _least_with_layoffs(hand, options, index + 1, used | choice, best)
    return best
