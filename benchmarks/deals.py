"""``python -m benchmarks deals``: is the committed shuffle uniform?

Deals ``--deals`` decks (default 10**6) the way the app does
(:func:`gin3.engine.deck_of` over a 32-byte secret and a cut; the secrets
here come from SHA-256 of the run's seed and the deal's number, so a run can
be repeated) and tests them against a uniform shuffle:

- ``positions``: every card's count at every place of the deck, 52 x 52;
- ``non_dealer`` and ``dealer``: every card's count at each of the ten places
  a seat is dealt (the non-dealer gets places 1, 3, ..., 19, the dealer 2, 4, ..., 20);
- ``upcard``: every card's count as the first upcard (place 21);
- ``held_by_non_dealer`` and ``held_by_dealer``: how often each card is in a seat's hand;
- ``same_rank_neighbours``: how many neighbouring places hold equal ranks (a runs
  test: 3 a deck on average, its exact variance below);
- ``same_rank_distance``: how far apart two cards of one rank lie (the rank and the
  two suits turn with the deal, so each deal gives one independent distance).

Each chi-square is scaled for what a permutation fixes (each place holds one card,
each card one place), so that under uniform shuffles it follows the chi-square law
of its degrees of freedom (or, for a seat's places, the law matched to it in mean
and variance); p-values near 0 (or all near 1) would say the shuffle is not uniform.
"""

from __future__ import annotations

import hashlib
import math
import time
from fractions import Fraction
from typing import Any

from gin3.engine import deck_of

__all__ = ["bench_deals", "chi2_sf"]

N = 52
HAND = 10
UPCARD = 2 * HAND


def chi2_sf(x: float, dof: float) -> float:
    """P(X >= x) for X chi-square with ``dof`` degrees of freedom (the regularised upper
    incomplete gamma function, by its series or its continued fraction)."""
    if x <= 0:
        return 1.0
    a, y = dof / 2, x / 2
    log_front = a * math.log(y) - y - math.lgamma(a)
    if y < a + 1:  # the series of the lower function
        term = total = 1 / a
        k = a
        while abs(term) > abs(total) * 1e-15:
            k += 1
            term *= y / k
            total += term
        return max(0.0, 1 - total * math.exp(log_front))
    b, c, d = y + 1 - a, 1e300, 1 / (y + 1 - a)  # Lentz's continued fraction of the upper one
    h = d
    for i in range(1, 10_000):
        an = -i * (i - a)
        b += 2
        d = an * d + b
        d = 1e-300 if abs(d) < 1e-300 else d
        c = b + an / c
        c = 1e-300 if abs(c) < 1e-300 else c
        d = 1 / d
        step = d * c
        h *= step
        if abs(step - 1) < 1e-15:
            break
    return min(1.0, math.exp(log_front) * h)


def _figure(statistic: float, dof: float, scale: float = 1.0) -> dict[str, float]:
    scaled = statistic / scale
    return {"chi2": round(scaled, 2), "dof": round(dof, 1), "p": round(chi2_sf(scaled, dof), 4)}


def _positions(counts: list[int], deals: int) -> dict[str, float]:
    expected = deals / N
    t = sum((c - expected) ** 2 for c in counts) / expected
    # A sum of permutation matrices: its cells vary as (N/(N-1)) times a chi-square of (N-1)^2.
    return _figure(t * (N - 1) / N, (N - 1) ** 2)


def _seat_places(counts: list[int], deals: int, places: range) -> dict[str, float]:
    expected = deals / N
    t = sum((counts[card * N + place] - expected) ** 2 for card in range(N) for place in places) / expected
    # (N/(N-1)) [chi2((N-1)(k-1)) + (1 - k/N) chi2(N-1)] for k places: matched by a chi2(nu) times a.
    k = len(places)
    parts = [(N / (N - 1), (N - 1) * (k - 1)), (N / (N - 1) * (1 - k / N), N - 1)]
    mean = sum(w * f for w, f in parts)
    var = 2 * sum(w * w * f for w, f in parts)
    scale = var / (2 * mean)
    return _figure(t, mean / scale, scale)


def _held(counts: list[int], deals: int, places: range) -> dict[str, float]:
    p = len(places) / N
    held = [sum(counts[card * N + place] for place in places) for card in range(N)]
    t = sum((h - deals * p) ** 2 for h in held) / (deals * p * (1 - p))
    return _figure(t * (N - 1) / N, N - 1)  # the hand's ten cards always add up to ten


def _upcard(counts: list[int], deals: int) -> dict[str, float]:
    expected = deals / N
    return _figure(sum((counts[card * N + UPCARD] - expected) ** 2 for card in range(N)) / expected, N - 1)


def _neighbours_law() -> tuple[Fraction, Fraction]:
    """The exact mean and variance of the number of neighbouring places with equal ranks."""
    p = Fraction(3, 51)
    both_overlapping = p * Fraction(2, 50)  # three in a row
    both_apart = p * Fraction(1 + 12 * 6, 50 * 49 // 2)  # two pairs, apart
    pairs = N - 1
    overlapping = pairs - 1
    apart = pairs * (pairs - 1) // 2 - overlapping
    var = pairs * p * (1 - p) + 2 * (overlapping * (both_overlapping - p * p) + apart * (both_apart - p * p))
    return pairs * p, var


def _distance_law() -> list[Fraction]:
    """P(two given cards lie d places apart), d = 1 .. 51."""
    return [Fraction(2 * (N - d), N * (N - 1)) for d in range(1, N)]


def bench_deals(deals: int, seed: int = 1, cut: str = "") -> dict[str, Any]:
    """Deal ``deals`` decks and test them; the figures as a JSON object."""
    start = time.perf_counter()
    counts = [0] * (N * N)
    neighbours = 0
    neighbours_sq = 0
    distances = [0] * N
    for number in range(deals):
        secret = hashlib.sha256(f"gin3/bench/deals/{seed}/{number}".encode()).digest()
        deck = deck_of(secret, cut)
        ranks = [card.index % 13 for card in deck]
        for place, card in enumerate(deck):
            counts[card.index * N + place] += 1
        same = sum(ranks[i] == ranks[i + 1] for i in range(N - 1))
        neighbours += same
        neighbours_sq += same * same
        rank, suits = number % 13, (number // 13) % 6
        first, second = ((0, 1), (0, 2), (0, 3), (1, 2), (1, 3), (2, 3))[suits]
        places = {card.index: place for place, card in enumerate(deck)}
        distances[abs(places[first * 13 + rank] - places[second * 13 + rank])] += 1
    seconds = time.perf_counter() - start
    mean, var = _neighbours_law()
    z = (neighbours - deals * float(mean)) / math.sqrt(deals * float(var))
    law = _distance_law()
    expected = [deals * float(q) for q in law]
    distance_t = sum((distances[d] - e) ** 2 / e for d, e in enumerate(expected, 1))
    return {
        "deals": deals,
        "seconds": round(seconds, 1),
        "positions": _positions(counts, deals),
        "non_dealer": _seat_places(counts, deals, range(0, UPCARD, 2)),
        "dealer": _seat_places(counts, deals, range(1, UPCARD, 2)),
        "upcard": _upcard(counts, deals),
        "held_by_non_dealer": _held(counts, deals, range(0, UPCARD, 2)),
        "held_by_dealer": _held(counts, deals, range(1, UPCARD, 2)),
        "same_rank_neighbours": {
            "mean": round(neighbours / deals, 4),
            "expected": round(float(mean), 4),
            "variance": round(neighbours_sq / deals - (neighbours / deals) ** 2, 4),
            "expected_variance": round(float(var), 4),
            "z": round(z, 3),
            "p": round(math.erfc(abs(z) / math.sqrt(2)), 4),
        },
        "same_rank_distance": _figure(distance_t, N - 2),
    }
