"""What the next draws from the stock are likely to do to a hand, and the
value scale of the moves that do not knock.

The brain values a move that waits at ``WAIT_BASE`` minus the deadwood it is
expected to leave; these functions give that deadwood, after the next draw
(:func:`expected_deadwood`) or the next two (:func:`draw_pairs`,
:func:`two_draws`), with the chance that the next draw lets the hand knock
(:func:`knock_chance`). ``stock_chance`` maps every unseen card to the
chance that it is in the stock (:class:`~gin3.ai.guesses.Samples`).
"""

from __future__ import annotations

import random

from gin3.ai.guesses import neighbours
from gin3.ai.knowledge import bits_of
from gin3.ai.masks import greedy_discard
from gin3.engine import mask_deadwood
from gin3.engine.bits import bit_value

__all__ = [
    "KNOCK_GUESS",
    "WAIT_BASE",
    "best_after_draw",
    "draw_pairs",
    "expected_after_draw",
    "expected_deadwood",
    "knock_chance",
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


def best_after_draw(hand: int, bit: int, dw: int, least_without_one: int) -> int:
    """Least deadwood after drawing ``bit`` into the ten-card ``hand`` and discarding."""
    if not bit & neighbours(hand):
        # the card cannot meld: keep the hand, or swap it for the worst card
        return min(dw, least_without_one + bit_value(bit))
    eleven = hand | bit
    return min(mask_deadwood(eleven ^ b) for b in bits_of(eleven))


def expected_deadwood(hand: int, stock_chance: dict[int, float]) -> float:
    """The deadwood expected after the next draw from the stock and the best discard."""
    dw = mask_deadwood(hand)
    least = min(mask_deadwood(hand ^ b) for b in bits_of(hand))
    total = weight = 0.0
    for bit, chance in stock_chance.items():
        if chance <= 0.0:
            continue
        total += chance * best_after_draw(hand, bit, dw, least)
        weight += chance
    return total / weight if weight else float(dw)


def knock_chance(hand: int, stock_chance: dict[int, float], limit: int) -> float:
    """The chance that the next stock card lets the ten-card ``hand`` knock."""
    dw = mask_deadwood(hand)
    least = min(mask_deadwood(hand ^ b) for b in bits_of(hand))
    hits = weight = 0.0
    for bit, chance in stock_chance.items():
        if chance <= 0.0:
            continue
        weight += chance
        if best_after_draw(hand, bit, dw, least) <= limit:
            hits += chance
    return hits / weight if weight else 0.0


def expected_after_draw(hand: int, stock_chance: dict[int, float], limit: int) -> tuple[float, float]:
    """Value and deadwood expected from drawing the stock into ``hand``."""
    dw = mask_deadwood(hand)
    least = min(mask_deadwood(hand ^ b) for b in bits_of(hand))
    value = total = weight = 0.0
    for bit, chance in stock_chance.items():
        if chance <= 0.0:
            continue
        after = best_after_draw(hand, bit, dw, least)
        value += chance * turn_value(after, limit)
        total += chance * after
        weight += chance
    if not weight:
        return turn_value(dw, limit), float(dw)
    return value / weight, total / weight
