"""``python -m benchmarks``: the benchmarks and research tools, run from a checkout.

Each prints its figures as JSON on one line. They import gin3 (installed, or
this checkout's) and gin3 never imports them: they are not in the wheel, the
bundle or the .deb. The heavy modules are imported inside :func:`run`, so a
refused argument costs no AI import.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from gin3.cli import levels_argument, positive_argument, totals_argument, totals_problem

__all__ = ["main", "run"]

ROBUST_BENCHES = ("fuzz", "saves", "resume")


def _level(text: str) -> str:
    from gin3.ai import LEVELS

    if text not in LEVELS:
        raise argparse.ArgumentTypeError(f"unknown player {text!r}: choose from {', '.join(LEVELS)}")
    return text


def _change_problem(change: str, *, levels: bool) -> str | None:
    """Why ``--change`` names no candidate for ``fork`` (``levels``: which may also
    be another level, ``level=medium``) or ``oracle``, or ``None``."""
    from benchmarks.fork import candidate_config

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


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="python -m benchmarks",
        description="gin3's benchmarks: print figures as JSON: speed, advice, reads of the opponent.",
    )
    parser.add_argument(
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
            "deals",
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
            "'deals': chi-square tests of the committed shuffle's uniformity over --deals decks. "
            "'fuzz', 'saves', 'resume': long robustness runs (random engine actions, damaged save "
            "files, killed and resumed matches); they exit with 1 if any check failed"
        ),
    )
    parser.add_argument(
        "--matches",
        type=positive_argument,
        default=None,
        help=(
            "matches for 'advisor', deals for 'inference', 'review', 'fork' and 'oracle' "
            "(default 20; 'review' 6)"
        ),
    )
    parser.add_argument(
        "--change",
        default="",
        help=(
            "'fork': the candidate, hard with settings changed (rollout_moves=11,feed_weight=6) "
            "or another level (level=medium); 'oracle': hard with settings changed"
        ),
    )
    parser.add_argument(
        "--truth",
        action="store_true",
        help="'oracle': judge against the opponent's real hand, not guesses (the two discards "
        "that differ played out against it)",
    )
    parser.add_argument(
        "--knocks",
        action="store_true",
        help="'oracle' with --truth: judge the decisions where a knock is legal too (a knock "
        "by its exact score against the real hand)",
    )
    parser.add_argument(
        "--draws",
        action="store_true",
        help="'oracle' with --truth: judge the draws too (taking the pile's top card or the "
        "stock's, each played on against the real hand)",
    )
    parser.add_argument(
        "--opponent", type=_level, default="simple", help="'fork': the opponent's level (default simple)"
    )
    parser.add_argument(
        "--forks",
        type=positive_argument,
        default=6,
        help="'fork': plays of each changed decision (default 6)",
    )
    parser.add_argument(
        "--from",
        dest="opening",
        type=totals_argument,
        default=None,
        metavar="TOTALS",
        help="'fork': play every deal from these match totals, hard's first (like 80,90); "
        "the gains are also given in the chance of winning the match",
    )
    parser.add_argument(
        "--jobs",
        type=positive_argument,
        default=1,
        help="worker processes for 'fork' and 'oracle' (default 1; the figures are the same for any number)",
    )
    parser.add_argument(
        "--deals",
        type=positive_argument,
        default=1_000_000,
        help="decks 'deals' shuffles and tests (default 1,000,000; some 2 minutes)",
    )
    parser.add_argument(
        "--runs", type=positive_argument, default=5, help="launches per subject for 'startup' (default 5)"
    )
    parser.add_argument(
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
    parser.add_argument(
        "--instructions",
        action="store_true",
        help=(
            "'startup': also count the instructions each subject runs to its first frame and to "
            "ready, once under valgrind (exact on a busy machine; some 20 s a count)"
        ),
    )
    parser.add_argument(
        "--players",
        type=levels_argument,
        default=("hard", "hard", "hard"),
        help="levels by seat for 'ui', comma separated (default hard,hard,hard)",
    )
    parser.add_argument(
        "--seconds",
        type=positive_argument,
        default=None,
        help="how long 'ui' plays (default 30) or a robustness run runs (default 10, or until --count)",
    )
    parser.add_argument(
        "--count",
        type=positive_argument,
        default=None,
        help="stop a robustness run after this many actions ('fuzz'), files ('saves') or cycles ('resume')",
    )
    parser.add_argument(
        "--seed",
        type=int,
        default=1,
        help="seed for 'ui', the first deal of 'fork' and 'oracle' and the robustness runs (default 1)",
    )
    parser.add_argument(
        "--ai-delay-ms",
        type=int,
        default=150,
        help="the computer players' pause before each move for 'ui' (default 150, the app's fast pace)",
    )
    return parser


def run(argv: Sequence[str]) -> int:
    """Run the benchmark ``argv`` names and print its figures; the exit status."""
    parser = _parser()
    args = parser.parse_args(argv)
    if args.what == "ui":
        from benchmarks import ui

        return ui.main(args.players, args.seconds or 30, args.seed, args.ai_delay_ms)
    if args.what in ROBUST_BENCHES:
        from benchmarks import robust

        bench = {"fuzz": robust.bench_fuzz, "saves": robust.bench_saves}.get(args.what, robust.bench_resume)
        found = bench(args.seconds, args.count, args.seed)
        print(json.dumps(found))
        return 0 if robust.passed(found) else 1
    from benchmarks import figures as measured

    figures: dict[str, Any] = {}
    if args.what in ("all", "solver"):
        figures |= measured.bench_solver()
    if args.what in ("all", "play"):
        figures |= measured.bench_play()
    if args.what == "advisor":
        figures |= measured.bench_advisor(args.matches or 20)
    if args.what == "inference":
        figures |= measured.bench_inference(args.matches or 20)
    if args.what == "review":
        figures |= measured.bench_review(args.matches or 6)
    if args.what == "fork":
        from benchmarks.fork import bench_fork

        problem = _change_problem(args.change, levels=True)
        if problem is not None:
            parser.error(f"--change: {problem}")
        problem = totals_problem(args.opening, 2)
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
        from benchmarks.oracle import bench_oracle

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
    if args.what == "deals":
        from benchmarks.deals import bench_deals

        figures |= bench_deals(args.deals, args.seed)
    if args.what == "startup":
        from benchmarks.startup import bench_startup

        figures |= bench_startup(args.runs, before=args.before, instructions=args.instructions)
    print(json.dumps(figures))
    return 0


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point of ``python -m benchmarks``."""
    try:
        return run(list(sys.argv[1:] if argv is None else argv))
    except BrokenPipeError:
        # the reader went away (``python -m benchmarks | head``): nothing left to say to it
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 1
