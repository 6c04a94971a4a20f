"""Benchmarks that print figures: ``python -m gin3 bench``."""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from typing import Any

from gin3.ai.tournament import play_match
from gin3.engine import FULL_DECK, best_discards, deadwood_value

__all__ = ["bench_advisor", "bench_play", "bench_solver"]


def _per_call_us(func: Callable[[Any], object], inputs: list[Any], repeat: int = 3) -> float:
    """Best of ``repeat`` passes over ``inputs``, in microseconds per call."""
    best = float("inf")
    for _ in range(repeat):
        start = time.perf_counter()
        for item in inputs:
            func(item)
        best = min(best, time.perf_counter() - start)
    return best / len(inputs) * 1e6


def bench_solver(hands: int = 20_000, seed: int = 1) -> dict[str, float]:
    """µs per ten-card deadwood and per eleven-card best discard, on random
    hands and on meld-heavy hands (drawn from 26 cards, so melds abound)."""
    rng = random.Random(seed)
    half_deck = [c for c in FULL_DECK if c.rank <= 7 and c.suit.index < 2] + [
        c for c in FULL_DECK if c.rank <= 6 and c.suit.index >= 2
    ]
    random10 = [rng.sample(FULL_DECK, 10) for _ in range(hands)]
    random11 = [rng.sample(FULL_DECK, 11) for _ in range(hands // 4)]
    heavy10 = [rng.sample(half_deck, 10) for _ in range(hands // 4)]
    heavy11 = [rng.sample(half_deck, 11) for _ in range(hands // 4)]
    return {
        "deadwood_10_random_us": round(_per_call_us(deadwood_value, random10), 2),
        "deadwood_10_meld_heavy_us": round(_per_call_us(deadwood_value, heavy10), 2),
        "best_discard_11_random_us": round(_per_call_us(best_discards, random11), 2),
        "best_discard_11_meld_heavy_us": round(_per_call_us(best_discards, heavy11), 2),
    }


def bench_play(matches: int = 20, seed: int = 1) -> dict[str, float]:
    """Random-play hands per second through the full rules engine."""
    start = time.perf_counter()
    hands = 0
    for i in range(matches):
        hands += play_match(("random", "random", "random"), seed + i).hands
    elapsed = time.perf_counter() - start
    return {"random_play_hands": hands, "random_play_hands_per_second": round(hands / elapsed, 1)}


def bench_advisor(matches: int = 20, seed: int = 1) -> dict[str, float]:
    """How often the advisor's first suggestion is ``hard``'s move, over every
    captain decision of chouette matches between ``hard``, ``medium`` and ``simple``.

    The advisor is asked from the sitter's view, ``hard`` from the captain's.
    """
    from gin3.ai import Advisor, make_player
    from gin3.engine import Match, Role

    advisor = Advisor()
    positions = agreed = 0
    start = time.perf_counter()
    for i in range(matches):
        match = Match(["hard", "medium", "simple"], seed=seed + i)
        players = [make_player(level, seed + i) for level in ("hard", "medium", "simple")]
        hard = make_player("hard", seed + i + 1)
        while not match.is_over:
            seat = match.hand.turn
            view = match.view(seat)
            if view.role is Role.CAPTAIN:
                suggestions = advisor.suggest(match.view(match.seat_with(Role.SITTER)))
                positions += 1
                agreed += suggestions[0].action == hard.choose(view)
            match.apply(players[seat].choose(view))
    return {
        "advisor_positions": positions,
        "advisor_agreement": round(agreed / positions, 4) if positions else 0.0,
        "advisor_seconds": round(time.perf_counter() - start, 2),
    }
