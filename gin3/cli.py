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


def _change_problem(change: str, *, levels: bool) -> str | None:
    """Why ``--change`` names no candidate for ``bench fork`` (``levels``: which
    may also be another level, ``level=medium``) or ``bench oracle``, or ``None``."""
    from gin3.bench_fork import candidate_config

    try:
        if not change.strip():
            example = "rollout_moves=11 or level=medium" if levels else "rollout_stock=31"
            raise ValueError(f"name the candidate, like {example}")
        if levels and change.startswith("level="):
            _level(change.removeprefix("level="))
        else:
            candidate_config(change)
    except (ValueError, argparse.ArgumentTypeError) as error:
        return str(error)
    return None


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
    sim.set_defaults(usage=sim)
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
            "oracle",
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
            "'oracle': a change to hard (--change) scored by how close its discards come to the best "
            "of every discard played out in 6,000 worlds. "
            "'fuzz', 'saves', 'resume': long robustness runs (random engine actions, damaged save "
            "files, killed and resumed matches); they exit with 1 if any check failed"
        ),
    )
    bench.add_argument(
        "--matches",
        type=_positive,
        default=None,
        help=(
            "matches for 'advisor', deals for 'inference', 'review', 'fork' and 'oracle' "
            "(default 20; 'review' 6)"
        ),
    )
    bench.add_argument(
        "--change",
        default="",
        help=(
            "'fork': the candidate, hard with settings changed (rollout_moves=11,feed_weight=6) "
            "or another level (level=medium); 'oracle': hard with settings changed"
        ),
    )
    bench.add_argument(
        "--truth",
        action="store_true",
        help="'oracle': judge against the opponent's real hand, not guesses (the two discards "
        "that differ played out against it)",
    )
    bench.add_argument(
        "--knocks",
        action="store_true",
        help="'oracle' with --truth: judge the decisions where a knock is legal too (a knock "
        "by its exact score against the real hand)",
    )
    bench.add_argument(
        "--draws",
        action="store_true",
        help="'oracle' with --truth: judge the draws too (taking the pile's top card or the "
        "stock's, each played on against the real hand)",
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
        "--jobs",
        type=_positive,
        default=1,
        help="worker processes for 'fork' and 'oracle' (default 1; the figures are the same for any number)",
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
        help="seed for 'ui', the first deal of 'fork' and 'oracle' and the robustness runs (default 1)",
    )
    bench.add_argument(
        "--ai-delay-ms",
        type=int,
        default=150,
        help="the computer players' pause before each move for 'ui' (default 150, the app's fast pace)",
    )
    bench.set_defaults(usage=bench)
    return parser


def _headless(argv: Sequence[str]) -> int:
    import json

    args = _parser().parse_args(argv)
    parser: argparse.ArgumentParser = args.usage  # errors print the command's own usage line
    if args.command == "sim":
        problem = _opening_problem(args.opening, len(args.players))
        if problem is not None:
            parser.error(f"--from: {problem}")
        from gin3.sim import run_sim, summary_text

        summary = run_sim(args)
        if args.json:
            print(json.dumps(summary))
        else:
            print(summary_text(summary))
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
        from gin3.bench_fork import bench_fork

        problem = _change_problem(args.change, levels=True)
        if problem is not None:
            parser.error(f"--change: {problem}")
        problem = _opening_problem(args.opening, 2)
        if problem is not None:
            parser.error(f"--from: {problem}")
        totals = args.opening or (0, 0)
        figures |= bench_fork(
            args.change,
            args.matches or 20,
            args.seed,
            args.opponent,
            args.forks,
            (totals[0], totals[1]),
            workers=args.jobs,
        )
    if args.what == "oracle":
        from gin3.bench_oracle import bench_oracle

        problem = _change_problem(args.change, levels=False)
        if problem is not None:
            parser.error(f"--change: {problem}")
        if args.knocks and not args.truth:
            parser.error("--knocks: only with --truth (the guessed oracle judges plain discards)")
        if args.draws and not args.truth:
            parser.error("--draws: only with --truth (the guessed oracle judges plain discards)")
        figures |= bench_oracle(
            args.change,
            args.matches or 20,
            args.seed,
            truth=args.truth,
            knocks=args.knocks,
            draws=args.draws,
            workers=args.jobs,
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
        try:
            return _headless(args)
        except BrokenPipeError:
            # the reader went away (``gin3 sim | head``): nothing left to say to it
            os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
            return 1
    if not _has_display():
        print(
            "gin3: no display found (DISPLAY is not set). Run it in a desktop session, "
            "or under a virtual display: xvfb-run gin3",
            file=sys.stderr,
        )
        return 1
    from gin3.gui.app import run

    return run(args)
