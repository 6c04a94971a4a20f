"""What the next draws from the stock are likely to do to a hand, and the
value scale of the moves that do not knock.

The brain values a move that waits at ``WAIT_BASE`` minus the deadwood it is
expected to leave; these functions give that deadwood, after the next draw
with the chance that the draw lets the hand knock (:func:`draw_outlook`), or
after the next two (:func:`draw_pairs`, :func:`two_draws`). ``stock_chance`` maps every unseen card to the
chance that it is in the stock (:class:`~gin3.ai.guesses.Samples`).
"""

from __future__ import annotations

import random

from gin3.ai.masks import greedy_discard, least_throws, meld_makers
from gin3.engine import mask_deadwood
from gin3.engine.bits import VALUES

__all__ = [
    "KNOCK_GUESS",
    "WAIT_BASE",
    "draw_outlook",
    "draw_pairs",
    "draws",
    "expected_after_draw",
    "turn_value",
    "two_draws",
]

WAIT_BASE = 12.0
"""The value of a hand with no deadwood that has not knocked: below a good knock."""
KNOCK_GUESS = 18.0
"""Rough worth of a knock before sampling: the opponent's usual deadwood."""


def draw_pairs(stock_chance: dict[int, float], count: int, salt: int) -> list[tuple[int, int]]:
    """``count`` likely pairs of next stock cards, the same for every candidate move."""
    bits = sorted(stock_chance)
    weights = [stock_chance[b] for b in bits]
    if len(bits) < 2 or not any(weights):
        return []
    rng = random.Random(salt)
    found: list[tuple[int, int]] = []
    while len(found) < count:
        a, b = rng.choices(bits, weights, k=2)
        if a != b:
            found.append((a, b))
    return found


def two_draws(hand: int, pairs: list[tuple[int, int]]) -> float:
    """Average deadwood after two draws (each followed by the best discard)."""
    total = 0
    for a, b in pairs:
        first, _ = greedy_discard(hand | a, 0)
        rest = (hand | a) ^ first
        _, dw = greedy_discard(rest | b, 0)
        total += dw
    return total / len(pairs)


def turn_value(deadwood: int, limit: int) -> float:
    """Worth of ending the turn with ``deadwood``: a knock if it may, else waiting."""
    wait = WAIT_BASE - deadwood
    if deadwood <= limit:
        return max(wait, KNOCK_GUESS - deadwood)
    return wait


def draws(hand: int, stock_chance: dict[int, float]) -> list[tuple[float, int]]:
    """For each card the ten-card ``hand`` may draw next from the stock (a
    chance above 0, not in ``hand``): its chance and the least deadwood left
    after drawing it and throwing the best card. A card that melds with no
    two cards of the hand (not one of its :func:`~gin3.ai.masks.meld_makers`)
    stays unmatched: keep the hand, or keep it instead of the hand's worst card."""
    deadwood = mask_deadwood(hand)
    least_one = least_throws(hand)[1]
    makers = meld_makers(hand)
    found = []
    for bit, chance in stock_chance.items():
        if chance <= 0.0 or bit & hand:
            continue
        if bit & makers:
            after = least_throws(hand | bit)[1]
        else:
            after = least_one + VALUES[bit.bit_length() - 1]
            if deadwood < after:
                after = deadwood
        found.append((chance, after))
    return found


def draw_outlook(hand: int, stock_chance: dict[int, float], limit: int) -> tuple[float, float]:
    """The deadwood expected after the next draw from the stock (and the best
    discard), and the chance that the draw lets the ten-card ``hand`` knock
    (deadwood ``limit`` or less)."""
    total = weight = hits = 0.0
    for chance, after in draws(hand, stock_chance):
        total += chance * after
        weight += chance
        if after <= limit:
            hits += chance
    if not weight:
        return float(mask_deadwood(hand)), 0.0
    return total / weight, hits / weight


def expected_after_draw(hand: int, stock_chance: dict[int, float], limit: int) -> tuple[float, float]:
    """Value and deadwood expected from drawing the stock into ``hand``."""
    value = total = weight = 0.0
    for chance, after in draws(hand, stock_chance):
        value += chance * turn_value(after, limit)
        total += chance * after
        weight += chance
    if not weight:
        dw = mask_deadwood(hand)
        return turn_value(dw, limit), float(dw)
    return value / weight, total / weight
