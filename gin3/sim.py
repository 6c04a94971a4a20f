"""``python -m gin3 sim``: matches (or single deals) between computer players,
summarised for the first player: wins with their 95% interval, points a hand,
decision times (and whether ``hard``'s playouts ran compiled, which changes
the times, never the moves), and the games (two players) or the roles (chouette).

:mod:`gin3.cli` parses the arguments and imports this module only for ``sim``.
"""

from __future__ import annotations

import argparse
import math
import statistics
import time
from typing import Any, TypeVar

from gin3.ai.base import compiled
from gin3.ai.tournament import in_workers, play_deal, play_match

__all__ = ["run_sim", "summary_text"]

T = TypeVar("T")


def _seated(items: tuple[T, ...], swapped: bool) -> tuple[T, ...]:
    """``items`` given in the order of ``--players``, seat by seat: the first two
    swap places in a mirrored play."""
    return (items[1], items[0], *items[2:]) if swapped else items


Job = tuple[tuple[str, ...], int, bool, tuple[int, ...] | None]
"""A match of ``sim``: the levels, the seed, whether the first two seats are
swapped, and the totals it starts from (in the levels' order)."""


def _one(job: Job) -> dict[str, Any]:
    levels, seed, swapped, opening = job
    order = _seated(levels, swapped)
    by_seat = None if opening is None else _seated(opening, swapped)
    result = play_match(order, seed, opening=by_seat)
    first = 1 if swapped else 0  # the seat where levels[0] sat
    decisions = result.decision_seconds[first]
    won = [total - start for total, start in zip(result.totals, by_seat or (0,) * len(order), strict=True)]
    return {
        "won": result.winner == first,
        "points": won[first],
        "against": sum(won) - won[first],
        "hands": result.hands,
        "decisions": decisions,
        "games": sum(result.games_won),
        "games_won": result.games_won[first] if result.games_won else 0,
        "result": result.results[first] if result.results else 0,
        "roles": [(role.value, points) for role, points in result.role_hands[first]]
        if result.role_hands
        else [],
    }


def _role_summary(results: list[dict[str, Any]]) -> dict[str, dict[str, float]]:
    """Chouette: the first player's hands in the box and as captain: how many, the
    share it won and its points a hand (won minus lost; dead hands count as 0)."""
    found: dict[str, dict[str, float]] = {}
    for role in ("box", "captain"):
        points = [p for r in results for name, p in r["roles"] if name == role]
        if points:
            found[role] = {
                "hands": len(points),
                "hands_won": round(sum(p > 0 for p in points) / len(points), 4),
                "points_per_hand": round(sum(points) / len(points), 3),
            }
    return found


def _one_deal(job: Job) -> dict[str, Any]:
    levels, seed, swapped, opening = job
    order = _seated(levels, swapped)
    result = play_deal(order, seed, opening=None if opening is None else _seated(opening, swapped))
    first = 1 if swapped else 0
    mine = result.points[first]
    theirs = sum(result.points) - mine
    net = mine - theirs if len(levels) == 2 else mine  # heads-up: net points, as in whole matches
    return {"seed": seed, "net": net, "decisions": result.decision_seconds[first]}


def _deal_summary(args: argparse.Namespace, results: list[dict[str, Any]], seconds: float) -> dict[str, Any]:
    """Points per hand for the first player; with ``--mirrored`` the error is
    that of the mean over deals of the two plays of each deal."""
    by_deal: dict[int, list[int]] = {}
    for r in results:
        by_deal.setdefault(r["seed"], []).append(r["net"])
    means = [sum(nets) / len(nets) for nets in by_deal.values()]
    error = statistics.stdev(means) / math.sqrt(len(means)) if len(means) > 1 else 0.0
    decisions = sorted(d for r in results for d in r["decisions"])
    return {
        "players": list(args.players),
        "deals": len(by_deal),
        "hands": len(results),
        "mirrored": args.mirrored,
        "seed": args.seed,
        "points_per_hand": round(statistics.mean(means), 3),
        "standard_error": round(error, 3),
        "decision_ms": _decision_ms(decisions),
        "compiled": compiled(),
        "seconds": round(seconds, 2),
    }


def _decision_ms(decisions: list[float]) -> dict[str, float]:
    """Median, 95th percentile and slowest of sorted ``decisions`` (seconds), in ms."""
    if not decisions:
        return {"median": 0.0, "p95": 0.0, "max": 0.0}
    return {
        "median": round(statistics.median(decisions) * 1000, 3),
        "p95": round(decisions[int(0.95 * (len(decisions) - 1))] * 1000, 3),
        "max": round(decisions[-1] * 1000, 3),
    }


def _wilson(wins: int, n: int, z: float = 1.96) -> tuple[float, float]:
    if n == 0:
        return (0.0, 1.0)
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return (round(centre - half, 4), round(centre + half, 4))


def run_sim(args: argparse.Namespace) -> dict[str, Any]:
    """Play the matches the arguments ask for and summarise them for the first player."""
    opening = args.opening
    jobs: list[Job] = [(args.players, args.seed + i, False, opening) for i in range(args.matches)]
    if args.mirrored:
        jobs += [(args.players, args.seed + i, True, opening) for i in range(args.matches)]
    play = _one_deal if args.deals else _one
    start = time.perf_counter()
    results = in_workers(play, jobs, args.jobs)
    seconds = time.perf_counter() - start
    origin = {"from": list(opening)} if opening is not None else {}
    if args.deals:
        return _deal_summary(args, results, seconds) | origin
    wins = sum(r["won"] for r in results)
    hands = sum(r["hands"] for r in results)
    decisions = sorted(d for r in results for d in r["decisions"])
    net = (
        sum(r["points"] - r["against"] for r in results)
        if len(args.players) == 2
        else sum(r["points"] for r in results)
    )
    summary = {
        "players": list(args.players),
        "matches": len(results),
        "mirrored": args.mirrored,
        "seed": args.seed,
        **origin,
        "wins": wins,
        "win_rate": round(wins / len(results), 4),
        "ci95": _wilson(wins, len(results)),
        "hands": hands,
        "points_per_hand": round(net / hands, 3) if hands else 0.0,
        "decision_ms": _decision_ms(decisions),
        "compiled": compiled(),
        "seconds": round(seconds, 2),
    }
    if len(args.players) == 2:  # two-player gin is scored in games (C2-C6)
        games = sum(r["games"] for r in results)
        games_won = sum(r["games_won"] for r in results)
        summary |= {
            "games": games,
            "games_won": [games_won, games - games_won],
            "result_per_game": round(sum(r["result"] for r in results) / games, 3) if games else 0.0,
        }
    else:  # chouette: the first player's hands in the box and as captain
        summary["by_role"] = _role_summary(results)
    return summary


def summary_text(summary: dict[str, Any]) -> str:
    """The lines ``sim`` prints without ``--json``."""
    name = summary["players"][0]
    if "deals" in summary:
        return (
            f"{name}: {summary['points_per_hand']:+.2f} points per hand "
            f"(standard error {summary['standard_error']:.2f}) over {summary['deals']} deals; "
            f"median decision {summary['decision_ms']['median']} ms"
        )
    low, high = summary["ci95"]
    lines = [
        f"{name} won {summary['wins']} of {summary['matches']} matches "
        f"({summary['win_rate']:.1%}, 95% interval {low:.1%}-{high:.1%}); "
        f"{summary['points_per_hand']:+.2f} points per hand; "
        f"median decision {summary['decision_ms']['median']} ms"
    ]
    if "games" in summary:
        won, lost = summary["games_won"]
        lines.append(
            f"{name} won {won} of {summary['games']} games, lost {lost}; "
            f"{summary['result_per_game']:+.1f} result per game"
        )
    for role, played in summary.get("by_role", {}).items():
        where = "in the box" if role == "box" else "as captain"
        lines.append(
            f"{name} {where}: {played['hands']} hands, "
            f"won {played['hands_won']:.1%}, {played['points_per_hand']:+.2f} points per hand"
        )
    return "\n".join(lines)
