"""Headless matches between computer players, for ``python -m gin3 sim`` and
the benchmarks that play deals (``benchmarks fork``, ``benchmarks oracle``)."""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from typing import TypeVar

from gin3.ai.base import make_player
from gin3.engine import HandDead, HandScored, Match, Mode, NextHand, Role, RuleSet, Seat

__all__ = ["DealResult", "MatchResult", "in_workers", "play_deal", "play_match", "points_to"]

Job = TypeVar("Job")
Result = TypeVar("Result")


def in_workers(run: Callable[[Job], Result], jobs: Sequence[Job], workers: int) -> list[Result]:
    """``run`` applied to every job, in ``workers`` processes when more than one,
    the results in the jobs' order.

    Every job seeds its own players, so the results are the same whatever
    the number of workers; only the time differs. ``run`` and the jobs are
    pickled: a module-level function (or a :func:`functools.partial` of one
    binding the run's settings) and plain values.
    """
    if workers <= 1 or len(jobs) <= 1:
        return [run(job) for job in jobs]
    with ProcessPoolExecutor(max_workers=min(workers, len(jobs))) as pool:
        return list(pool.map(run, jobs, chunksize=max(1, len(jobs) // (workers * 8))))


@dataclass(slots=True)
class MatchResult:
    """How one match went, seat by seat (seat i played ``levels[i]``)."""

    seed: int
    levels: tuple[str, ...]
    winner: Seat
    totals: tuple[int, ...]
    hands: int
    hands_won: list[int]
    decision_seconds: list[list[float]] = field(repr=False)
    games_won: list[int] = field(default_factory=list)
    """Two-player gin: the games each seat won (one game, or three with Hollywood; C2, C6)."""
    results: list[int] = field(default_factory=list)
    """Two-player gin: each seat's summed signed game result (C5)."""
    role_hands: list[list[tuple[Role, int]]] = field(default_factory=list)
    """Chouette: for each seat, the hands it played as box or captain, each as
    (its role, the points it won, negative when the other side won; 0 for a dead hand)."""


def _play(
    levels: Sequence[str],
    seed: int,
    rules: RuleSet | None,
    first_hand_only: bool,
    opening: Sequence[int] | None = None,
) -> tuple[Match, list[HandScored | HandDead], list[list[float]]]:
    """Play a match (or only its first hand) between new players of ``levels``,
    from the totals ``opening`` (seat by seat; ``None``: 0-0); returns the
    match, how each hand ended, and each seat's decision times."""
    names = [f"{level} {i + 1}" for i, level in enumerate(levels)]
    mode = Mode.CHOUETTE if len(levels) == 3 else Mode.CLASSIC
    match = Match(names, seed=seed, rules=rules, mode=mode, opening=opening)
    players = [make_player(level, seed * 7919 + i) for i, level in enumerate(levels)]
    timings: list[list[float]] = [[] for _ in levels]
    ended: list[HandScored | HandDead] = []
    while not match.is_over and not (first_hand_only and ended):
        if match.between_hands:
            match.apply(NextHand())
            continue
        seat = match.hand.turn
        view = match.view(seat)
        start = time.perf_counter()
        action = players[seat].choose(view)
        timings[seat].append(time.perf_counter() - start)
        ended += [e for e in match.apply(action) if isinstance(e, HandScored | HandDead)]
    return match, ended, timings


def play_match(
    levels: Sequence[str], seed: int, rules: RuleSet | None = None, opening: Sequence[int] | None = None
) -> MatchResult:
    """Play one match to the target; seat i is a new player of ``levels[i]``.
    With ``opening`` the match starts from those totals, seat by seat (its
    result's ``totals`` include them)."""
    match, ended, timings = _play(levels, seed, rules, first_hand_only=False, opening=opening)
    hands_won = [0] * len(levels)
    for result in ended:
        if isinstance(result, HandScored):
            hands_won[result.winner] += 1
    assert match.winner is not None
    games_won = [sum(1 for g in match.games if g.winner == seat) for seat in match.seats]
    results = list(match.results) if match.mode is Mode.CLASSIC else []
    role_hands: list[list[tuple[Role, int]]] = []
    if match.mode is Mode.CHOUETTE:
        role_hands = [[] for _ in levels]
        for number, result in enumerate(ended, start=1):
            for seat, role in match.roles_of(number).items():
                if role is not Role.SITTER:
                    role_hands[seat].append((role, points_to(seat, result)))
    return MatchResult(
        seed,
        tuple(levels),
        match.winner,
        tuple(match.totals),
        len(match.hands),
        hands_won,
        timings,
        games_won if match.mode is Mode.CLASSIC else [],
        results,
        role_hands,
    )


def points_to(seat: Seat, result: HandScored | HandDead | None) -> int:
    """The points of a hand to ``seat``: won, or lost (negative), or none (dead hand)."""
    if not isinstance(result, HandScored):
        return 0
    return result.points if result.winner == seat else -result.points


@dataclass(slots=True)
class DealResult:
    """One hand, the first of a match's deal: points scored by seat (R14-R18)."""

    seed: int
    levels: tuple[str, ...]
    points: tuple[int, ...]
    decision_seconds: list[list[float]] = field(repr=False)


def play_deal(
    levels: Sequence[str], seed: int, rules: RuleSet | None = None, opening: Sequence[int] | None = None
) -> DealResult:
    """Play only the first hand of the match ``play_match(levels, seed, rules, opening)`` would play.

    Scoring single deals, each played twice with the seats swapped, tells two
    players apart with far fewer games than whole matches.
    """
    _, ended, timings = _play(levels, seed, rules, first_hand_only=True, opening=opening)
    points = [0] * len(levels)
    if isinstance(ended[0], HandScored):
        points[ended[0].winner] = ended[0].points
    return DealResult(seed, tuple(levels), tuple(points), timings)
