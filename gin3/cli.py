"""Command line: ``gin3`` starts the app; ``gin3 sim`` and ``gin3 bench`` run headless.

The headless commands import what they need inside their functions, so starting
the app pays for none of it.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

__all__ = ["main"]

HEADLESS_COMMANDS = ("sim", "bench")
ROBUST_BENCHES = ("fuzz", "saves", "resume")
THINK_COMMAND = "think"


def _levels(text: str) -> tuple[str, ...]:
    from gin3.ai import LEVELS

    levels = tuple(part.strip() for part in text.split(","))
    if len(levels) not in (2, 3):
        raise argparse.ArgumentTypeError(f"give 2 or 3 players separated by commas, not {text!r}")
    for level in levels:
        if level not in LEVELS:
            raise argparse.ArgumentTypeError(f"unknown player {level!r}: choose from {', '.join(LEVELS)}")
    return levels


def _level(text: str) -> str:
    from gin3.ai import LEVELS

    if text not in LEVELS:
        raise argparse.ArgumentTypeError(f"unknown player {text!r}: choose from {', '.join(LEVELS)}")
    return text


def _totals(text: str) -> tuple[int, ...]:
    """``--from``: the totals matches start from, comma separated (the engine
    checks them against the players and the target)."""
    try:
        return tuple(int(part) for part in text.split(","))
    except ValueError:
        raise argparse.ArgumentTypeError(
            f"give whole numbers separated by commas, like 80,60, not {text!r}"
        ) from None


def _opening_problem(totals: tuple[int, ...] | None, players: int) -> str | None:
    """Why ``--from totals`` cannot start matches of ``players`` players, or ``None``."""
    from gin3.engine import RuleSet, opening_problem

    return None if totals is None else opening_problem(totals, players, RuleSet().target)


def _by_seat(totals: tuple[int, ...] | None, swapped: bool) -> tuple[int, ...] | None:
    """The totals of ``--from`` (in the order of ``--players``) seat by seat, the
    first two swapped with the players in a mirrored play."""
    if totals is None or not swapped:
        return totals
    return (totals[1], totals[0], *totals[2:])


def _positive(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a whole number") from None
    if value < 1:
        raise argparse.ArgumentTypeError(f"{value} must be at least 1")
    return value


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="gin3", description="Three-handed Gin Rummy, headless tools.")
    sub = parser.add_subparsers(dest="command", required=True)
    sim = sub.add_parser("sim", help="play matches between computer players and print the results")
    sim.add_argument(
        "--players",
        type=_levels,
        default=("random", "random", "random"),
        help="levels by seat, comma separated: 2 players play classic gin, 3 chouette",
    )
    sim.add_argument("--matches", type=_positive, default=10, help="number of matches (default 10)")
    sim.add_argument(
        "--seed", type=int, default=1, help="seed of match 0; match i is played from seed SEED+i (default 1)"
    )
    sim.add_argument(
        "--mirrored",
        action="store_true",
        help="play each deal twice with the first two seats' players swapped",
    )
    sim.add_argument(
        "--deals",
        action="store_true",
        help="score single hands instead of whole matches: points per hand and its standard error",
    )
    sim.add_argument(
        "--from",
        dest="opening",
        type=_totals,
        default=None,
        metavar="TOTALS",
        help="start every match from these totals, in the order of --players (like 80,60): "
        "play near a match's end measured where it matters; points a hand count from there",
    )
    sim.add_argument("--jobs", type=_positive, default=1, help="worker processes (default 1)")
    sim.add_argument("--json", action="store_true", help="print one JSON object")
    bench = sub.add_parser("bench", help="print figures as JSON: speed, advice, reads of the opponent")
    bench.add_argument(
        "what",
        nargs="?",
        choices=(
            "all",
            "solver",
            "play",
            "advisor",
            "inference",
            "review",
            "fork",
            "startup",
            "ui",
            *ROBUST_BENCHES,
        ),
        default="all",
        help=(
            "'ui': computer players play in the real window; prints its event loop's stalls. "
            "'review': seconds to review a whole hand of hard against simple. "
            "'fork': a change to hard (--change) measured at the decisions where it chooses "
            "differently, each played on both ways. "
            "'fuzz', 'saves', 'resume': long robustness runs (random engine actions, damaged save "
            "files, killed and resumed matches); they exit with 1 if any check failed"
        ),
    )
    bench.add_argument(
        "--matches",
        type=_positive,
        default=None,
        help="matches for 'advisor', deals for 'inference', 'review' and 'fork' (default 20; 'review' 6)",
    )
    bench.add_argument(
        "--change",
        default="",
        help=(
            "'fork': the candidate, hard with settings changed (rollout_moves=11,feed_weight=6) "
            "or another level (level=medium)"
        ),
    )
    bench.add_argument(
        "--opponent", type=_level, default="simple", help="'fork': the opponent's level (default simple)"
    )
    bench.add_argument(
        "--forks", type=_positive, default=6, help="'fork': plays of each changed decision (default 6)"
    )
    bench.add_argument(
        "--from",
        dest="opening",
        type=_totals,
        default=None,
        metavar="TOTALS",
        help="'fork': play every deal from these match totals, hard's first (like 80,90); "
        "the gains are also given in the chance of winning the match",
    )
    bench.add_argument(
        "--runs", type=_positive, default=5, help="launches per subject for 'startup' (default 5)"
    )
    bench.add_argument(
        "--before",
        type=Path,
        action="append",
        default=[],
        metavar="PROGRAM",
        help=(
            "'startup': also time an earlier version, taking turns with this one: a Python that has it "
            "installed (run as PROGRAM -m gin3) or its frozen bundle's gin3; may be given twice"
        ),
    )
    bench.add_argument(
        "--instructions",
        action="store_true",
        help=(
            "'startup': also count the instructions each subject runs to its first frame and to "
            "ready, once under valgrind (exact on a busy machine; some 20 s a count)"
        ),
    )
    bench.add_argument(
        "--players",
        type=_levels,
        default=("hard", "hard", "hard"),
        help="levels by seat for 'ui', comma separated (default hard,hard,hard)",
    )
    bench.add_argument(
        "--seconds",
        type=_positive,
        default=None,
        help="how long 'ui' plays (default 30) or a robustness run runs (default 10, or until --count)",
    )
    bench.add_argument(
        "--count",
        type=_positive,
        default=None,
        help="stop a robustness run after this many actions ('fuzz'), files ('saves') or cycles ('resume')",
    )
    bench.add_argument(
        "--seed",
        type=int,
        default=1,
        help="seed for 'ui', the first deal of 'fork' and the robustness runs (default 1)",
    )
    bench.add_argument(
        "--ai-delay-ms",
        type=int,
        default=150,
        help="the computer players' pause before each move for 'ui' (default 150, the app's fast pace)",
    )
    return parser


Job = tuple[tuple[str, ...], int, bool, tuple[int, ...] | None]
"""A match of ``sim``: the levels, the seed, whether the first two seats are
swapped, and the totals it starts from (in the levels' order)."""


def _one(job: Job) -> dict[str, Any]:
    from gin3.ai.tournament import play_match

    levels, seed, swapped, opening = job
    order = (levels[1], levels[0], *levels[2:]) if swapped else levels
    by_seat = _by_seat(opening, swapped)
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
    from gin3.ai.tournament import play_deal

    levels, seed, swapped, opening = job
    order = (levels[1], levels[0], *levels[2:]) if swapped else levels
    result = play_deal(order, seed, opening=_by_seat(opening, swapped))
    first = 1 if swapped else 0
    mine = result.points[first]
    theirs = sum(result.points) - mine
    net = mine - theirs if len(levels) == 2 else mine  # heads-up: net points, as in whole matches
    return {"seed": seed, "net": net, "decisions": result.decision_seconds[first]}


def _deal_summary(args: argparse.Namespace, results: list[dict[str, Any]], seconds: float) -> dict[str, Any]:
    """Points per hand for the first player; with ``--mirrored`` the error is
    that of the mean over deals of the two plays of each deal."""
    import math
    import statistics

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
        "seconds": round(seconds, 2),
    }


def _decision_ms(decisions: list[float]) -> dict[str, float]:
    """Median, 95th percentile and slowest of sorted ``decisions`` (seconds), in ms."""
    import statistics

    if not decisions:
        return {"median": 0.0, "p95": 0.0, "max": 0.0}
    return {
        "median": round(statistics.median(decisions) * 1000, 3),
        "p95": round(decisions[int(0.95 * (len(decisions) - 1))] * 1000, 3),
        "max": round(decisions[-1] * 1000, 3),
    }


def _wilson(wins: int, n: int, z: float = 1.96) -> tuple[float, float]:
    import math

    if n == 0:
        return (0.0, 1.0)
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return (round(centre - half, 4), round(centre + half, 4))


def run_sim(args: argparse.Namespace) -> dict[str, Any]:
    """Play the matches the arguments ask for and summarise them for the first player."""
    import time
    from concurrent.futures import ProcessPoolExecutor

    opening = getattr(args, "opening", None)
    jobs: list[Job] = [(args.players, args.seed + i, False, opening) for i in range(args.matches)]
    if args.mirrored:
        jobs += [(args.players, args.seed + i, True, opening) for i in range(args.matches)]
    play = _one_deal if args.deals else _one
    start = time.perf_counter()
    if args.jobs > 1:
        with ProcessPoolExecutor(max_workers=args.jobs) as pool:
            results = list(pool.map(play, jobs, chunksize=max(1, len(jobs) // (args.jobs * 8))))
    else:
        results = [play(job) for job in jobs]
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


def _headless(argv: Sequence[str]) -> int:
    import json

    parser = _parser()
    args = parser.parse_args(argv)
    if args.command == "sim":
        problem = _opening_problem(args.opening, len(args.players))
        if problem is not None:
            parser.error(f"--from: {problem}")
        summary = run_sim(args)
        if args.json:
            print(json.dumps(summary))
        elif args.deals:
            print(
                f"{summary['players'][0]}: {summary['points_per_hand']:+.2f} points per hand "
                f"(standard error {summary['standard_error']:.2f}) over {summary['deals']} deals; "
                f"median decision {summary['decision_ms']['median']} ms"
            )
        else:
            low, high = summary["ci95"]
            print(
                f"{summary['players'][0]} won {summary['wins']} of {summary['matches']} matches "
                f"({summary['win_rate']:.1%}, 95% interval {low:.1%}-{high:.1%}); "
                f"{summary['points_per_hand']:+.2f} points per hand; "
                f"median decision {summary['decision_ms']['median']} ms"
            )
            if "games" in summary:
                won, lost = summary["games_won"]
                print(
                    f"{summary['players'][0]} won {won} of {summary['games']} games, lost {lost}; "
                    f"{summary['result_per_game']:+.1f} result per game"
                )
            for role, played in summary.get("by_role", {}).items():
                where = "in the box" if role == "box" else "as captain"
                print(
                    f"{summary['players'][0]} {where}: {played['hands']} hands, "
                    f"won {played['hands_won']:.1%}, {played['points_per_hand']:+.2f} points per hand"
                )
        return 0
    if args.what == "ui":
        from gin3 import bench_ui

        return bench_ui.main(args.players, args.seconds or 30, args.seed, args.ai_delay_ms)
    if args.what in ROBUST_BENCHES:
        from gin3 import bench_robust

        run = {"fuzz": bench_robust.bench_fuzz, "saves": bench_robust.bench_saves}.get(
            args.what, bench_robust.bench_resume
        )
        found = run(args.seconds, args.count, args.seed)
        print(json.dumps(found))
        return 0 if bench_robust.passed(found) else 1
    from gin3 import bench

    figures: dict[str, Any] = {}
    if args.what in ("all", "solver"):
        figures |= bench.bench_solver()
    if args.what in ("all", "play"):
        figures |= bench.bench_play()
    if args.what == "advisor":
        figures |= bench.bench_advisor(args.matches or 20)
    if args.what == "inference":
        figures |= bench.bench_inference(args.matches or 20)
    if args.what == "review":
        figures |= bench.bench_review(args.matches or 6)
    if args.what == "fork":
        from gin3.bench_fork import bench_fork, candidate_config

        try:
            if not args.change.strip():
                raise ValueError("name the candidate, like rollout_moves=11 or level=medium")
            if args.change.startswith("level="):
                _level(args.change.removeprefix("level="))
            else:
                candidate_config(args.change)
        except (ValueError, argparse.ArgumentTypeError) as error:
            parser.error(f"--change: {error}")
        problem = _opening_problem(args.opening, 2)
        if problem is not None:
            parser.error(f"--from: {problem}")
        totals = args.opening or (0, 0)
        figures |= bench_fork(
            args.change, args.matches or 20, args.seed, args.opponent, args.forks, (totals[0], totals[1])
        )
    if args.what == "startup":
        from gin3.bench_startup import bench_startup

        figures |= bench_startup(args.runs, before=args.before, instructions=args.instructions)
    print(json.dumps(figures))
    return 0


def _has_display() -> bool:
    if sys.platform != "linux" or os.environ.get("QT_QPA_PLATFORM"):
        return True
    return bool(os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY"))


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point of ``gin3`` and ``python -m gin3``."""
    args = list(sys.argv[1:] if argv is None else argv)
    if args == [THINK_COMMAND]:  # the computer players' process of a running app (the frozen one)
        from gin3.session.worker import main as think

        return think()
    if args and args[0] in HEADLESS_COMMANDS:
        return _headless(args)
    if not _has_display():
        print(
            "gin3: no display found (DISPLAY is not set). Run it in a desktop session, "
            "or under a virtual display: xvfb-run gin3",
            file=sys.stderr,
        )
        return 1
    from gin3.gui.app import run

    return run(args)
