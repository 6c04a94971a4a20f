"""``python -m benchmarks fork``: a change to ``hard`` measured where it acts.

Scoring whole deals tells two versions of a player apart only through a lot
of noise: once one move differs, the rest of the hand differs too. The fork
method measures the changed decisions themselves. ``hard`` (the *base*)
plays the first hand of each deal against an opponent; at each of its
decisions the *candidate* is asked too. Where the two choose differently
the hand is copied and played on both ways, ``forks`` times, each time with
the hidden stock reshuffled by the referee (:meth:`Hand.shuffle_stock`; the
opponent's hand is kept, both ways get the same stock), the base and the
opponent continuing. The difference of the points to ``hard``'s side is the
candidate's gain at that decision. The main line goes on with the base's
move, so every position is one the base reaches.

A candidate is the base's :class:`~gin3.ai.brain.BrainConfig` with some
fields changed (``--change rollout_moves=11,feed_weight=6``), or another
level (``--change level=medium``).

Near a match's end points are not what counts: ``--from 80,90`` plays every
deal from those totals (``hard``'s first), and each branch is also scored by
the chance of winning the match after the hand
(:func:`~gin3.ai.equity.match_chance`, the race between equal players), so
score-aware play is measured where it acts.
"""

from __future__ import annotations

import copy
import math
import random
import statistics
import time
from collections.abc import Sequence
from dataclasses import dataclass, field, fields, replace
from functools import partial
from typing import Any

from gin3.ai import Player, make_player
from gin3.ai.brain import BrainConfig
from gin3.ai.equity import match_chance
from gin3.ai.players import HARD, BrainPlayer
from gin3.ai.tournament import in_workers, points_to
from gin3.engine import Action, Match, Mode, Seat

__all__ = ["ForkResult", "bench_fork", "candidate_config", "fork_deal", "standard_error"]


def candidate_config(changes: str, base: BrainConfig = HARD) -> BrainConfig:
    """``base`` with the fields of ``changes`` (``"name=value,name=value"``) set.

    Values are read as the field's type: numbers, or ``true``/``false``.
    Raises :class:`ValueError` naming an unknown field or a bad value.
    """
    settings = {f.name: f for f in fields(BrainConfig)}
    values: dict[str, Any] = {}
    for part in filter(None, (p.strip() for p in changes.split(","))):
        name, _, text = part.partition("=")
        name = name.strip()
        if name not in settings:
            raise ValueError(f"unknown setting {name!r} of hard: choose from {', '.join(settings)}")
        kind = type(getattr(base, name))
        try:
            if kind is bool:
                if text.strip().lower() not in ("true", "false"):
                    raise ValueError
                values[name] = text.strip().lower() == "true"
            else:
                values[name] = kind(text)
        except ValueError:
            raise ValueError(f"{part!r}: {name} takes a {kind.__name__}") from None
    return replace(base, **values)


@dataclass(slots=True)
class ForkResult:
    """What one deal played from one seat showed: how many decisions the base
    made, and the candidate's gain (points a hand to the base's side) at each
    decision where it chose differently."""

    decisions: int = 0
    gains: list[float] = field(default_factory=list)
    match_gains: list[float] = field(default_factory=list)
    """At the same decisions, the gain in the chance of winning the match (0-1)."""


def _play_on(match: Match, seat: Seat, first: Action, players: Sequence[Player]) -> int:
    """Points to ``seat`` of the hand of ``match`` played on from ``first``."""
    match.apply(first)
    while not match.hands:
        turn = match.hand.turn
        match.apply(players[turn].choose(match.view(turn)))
    return points_to(seat, match.hand.result)


def fork_deal(
    deal: int,
    seat: Seat,
    candidate: Player,
    opponent: str = "simple",
    forks: int = 6,
    totals: tuple[int, int] = (0, 0),
) -> ForkResult:
    """The first hand of ``deal`` with ``hard`` in ``seat`` against ``opponent``,
    forked at every decision where ``candidate`` chooses differently; the
    match starts from ``totals`` (``hard``'s, the opponent's)."""
    opening = [0, 0]
    opening[seat], opening[1 - seat] = totals
    match = Match(["a", "b"], seed=deal, mode=Mode.CLASSIC, opening=opening)
    target = match.rules.target
    base = make_player("hard", deal)
    other = match.hand.opponent_of(seat)

    def chance(points: int) -> float:
        """``hard``'s chance to win the match after a hand worth ``points`` to it."""
        return match_chance(target, totals[0] + max(points, 0), totals[1] + max(-points, 0))

    def players(fork: int) -> list[Player]:
        found: list[Player] = [base, base]
        found[other] = make_player(opponent, deal * 7919 + fork)
        return found

    main_line = players(0)
    found = ForkResult()
    while not match.hands:
        turn = match.hand.turn
        view = match.view(turn)
        action = main_line[turn].choose(view)
        if turn == seat:
            found.decisions += 1
            alternative = candidate.choose(view)
            if alternative != action:
                gain = match_gain = 0.0
                for fork in range(forks):
                    shuffle = deal * 1_000_003 + found.decisions * 101 + fork
                    points = []
                    for move in (action, alternative):
                        branch = copy.deepcopy(match)
                        branch.hand.shuffle_stock(random.Random(shuffle))
                        points.append(_play_on(branch, seat, move, players(fork + 1)))
                    gain += points[1] - points[0]
                    match_gain += chance(points[1]) - chance(points[0])
                found.gains.append(gain / forks)
                found.match_gains.append(match_gain / forks)
        match.apply(action)
    return found


def _fork_job(
    job: tuple[int, Seat],
    level: str | None,
    config: BrainConfig,
    opponent: str,
    forks: int,
    totals: tuple[int, int],
) -> ForkResult:
    """:func:`fork_deal` of one deal from one seat, the candidate made in the worker."""
    deal, seat = job
    candidate = make_player(level, deal) if level else BrainPlayer("candidate", config, deal)
    return fork_deal(deal, seat, candidate, opponent, forks, totals)


def bench_fork(
    change: str,
    deals: int = 100,
    seed: int = 200_000,
    opponent: str = "simple",
    forks: int = 6,
    totals: tuple[int, int] = (0, 0),
    workers: int = 1,
) -> dict[str, Any]:
    """The candidate ``change`` (see :func:`candidate_config`) measured at the
    decisions where it differs from ``hard``, over ``deals`` deals from seed
    ``seed`` played from both seats against ``opponent``, each from the match
    totals ``totals`` (``hard``'s first), in ``workers`` processes (the
    figures are the same for any number).

    ``gain_per_change`` is the mean gain at a changed decision (points a hand
    to ``hard``'s side), ``gain_per_hand`` the summed gains divided by the
    hands played, each with its standard error over the hands;
    ``match_gain_per_hand`` the same in the chance of winning the match, in
    percentage points.
    """
    level = change.removeprefix("level=") if change.startswith("level=") else None
    config = HARD if level else candidate_config(change)
    start = time.perf_counter()
    jobs = [(deal, seat) for deal in range(seed, seed + deals) for seat in (Seat(0), Seat(1))]
    run = partial(_fork_job, level=level, config=config, opponent=opponent, forks=forks, totals=totals)
    per_hand: list[float] = []
    match_per_hand: list[float] = []
    gains: list[float] = []
    decisions = 0
    for found in in_workers(run, jobs, workers):
        decisions += found.decisions
        gains += found.gains
        per_hand.append(sum(found.gains))
        match_per_hand.append(100 * sum(found.match_gains))
    hands = len(per_hand)
    return {
        "fork_change": change,
        "fork_opponent": opponent,
        "fork_deals": deals,
        "fork_seed": seed,
        "fork_from": list(totals),
        "fork_hands": hands,
        "fork_decisions": decisions,
        "fork_changed": len(gains),
        "gain_per_change": round(statistics.fmean(gains), 3) if gains else 0.0,
        "gain_per_change_error": round(standard_error(gains), 3),
        "gain_per_hand": round(statistics.fmean(per_hand), 3),
        "gain_per_hand_error": round(standard_error(per_hand), 3),
        "match_gain_per_hand": round(statistics.fmean(match_per_hand), 3),
        "match_gain_per_hand_error": round(standard_error(match_per_hand), 3),
        "fork_seconds": round(time.perf_counter() - start, 1),
    }


def standard_error(values: list[float]) -> float:
    """The standard error of the mean of ``values`` (0 for fewer than two)."""
    return statistics.stdev(values) / math.sqrt(len(values)) if len(values) > 1 else 0.0
