"""Command line: ``gin3`` starts the app; ``gin3 sim`` plays levels headless;
``gin3 verify MATCH_FILE`` checks a saved match's deals (docs/dealing.md).

``gin3 sim`` imports what it needs inside its functions, so starting the app
pays for none of it. The benchmarks are not the app's: they live beside the
package and run from a checkout (``python -m benchmarks``), importing the
argument types below.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Sequence

__all__ = ["levels_argument", "main", "positive_argument", "totals_argument", "totals_problem"]

SIM_COMMAND = "sim"
BENCH_MOVED = (
    "gin3: the benchmarks are not part of the app any more; from a checkout of gin3's source, "
    "run: python -m benchmarks --help"
)
THINK_COMMAND = "think"
VERIFY_COMMAND = "verify"


def levels_argument(text: str) -> tuple[str, ...]:
    """``--players``: two or three levels, comma separated."""
    from gin3.ai import LEVELS
    from gin3.ai.base import MEASURING

    levels = tuple(part.strip() for part in text.split(","))
    if len(levels) not in (2, 3):
        raise argparse.ArgumentTypeError(f"give 2 or 3 players separated by commas, not {text!r}")
    for level in levels:
        if level not in LEVELS and level not in MEASURING:
            raise argparse.ArgumentTypeError(f"unknown player {level!r}: choose from {', '.join(LEVELS)}")
    return levels


def totals_argument(text: str) -> tuple[int, ...]:
    """``--from``: the totals matches start from, comma separated (the engine
    checks them against the players and the target)."""
    try:
        return tuple(int(part) for part in text.split(","))
    except ValueError:
        raise argparse.ArgumentTypeError(
            f"give whole numbers separated by commas, like 80,60, not {text!r}"
        ) from None


def totals_problem(totals: tuple[int, ...] | None, players: int) -> str | None:
    """Why ``--from totals`` cannot start matches of ``players`` players, or ``None``."""
    from gin3.engine import RuleSet, opening_problem

    return None if totals is None else opening_problem(totals, players, RuleSet().target)


def positive_argument(text: str) -> int:
    """A count that must be at least 1 (matches, processes, ...)."""
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a whole number") from None
    if value < 1:
        raise argparse.ArgumentTypeError(f"{value} must be at least 1")
    return value


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="gin3", description="Three-handed Gin Rummy, played headless.")
    sub = parser.add_subparsers(dest="command", required=True)
    sim = sub.add_parser("sim", help="play matches between computer players and print the results")
    sim.add_argument(
        "--players",
        type=levels_argument,
        default=("random", "random", "random"),
        help="levels by seat, comma separated: 2 players play classic gin, 3 chouette",
    )
    sim.add_argument("--matches", type=positive_argument, default=10, help="number of matches (default 10)")
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
        type=totals_argument,
        default=None,
        metavar="TOTALS",
        help="start every match from these totals, in the order of --players (like 80,60): "
        "play near a match's end measured where it matters; points a hand count from there",
    )
    sim.add_argument("--jobs", type=positive_argument, default=1, help="worker processes (default 1)")
    sim.add_argument("--json", action="store_true", help="print one JSON object")
    sim.set_defaults(usage=sim)
    return parser


def _sim(argv: Sequence[str]) -> int:
    import json

    args = _parser().parse_args(argv)
    parser: argparse.ArgumentParser = args.usage  # errors print the command's own usage line
    problem = totals_problem(args.opening, len(args.players))
    if problem is not None:
        parser.error(f"--from: {problem}")
    from gin3.sim import run_sim, summary_text

    summary = run_sim(args)
    if args.json:
        print(json.dumps(summary))
    else:
        print(summary_text(summary))
    return 0


def _verify(argv: Sequence[str]) -> int:
    parser = argparse.ArgumentParser(
        prog="gin3 verify",
        description="Check that every finished hand of a saved match was dealt as committed "
        "before the deal (see docs/dealing.md). Exit status 0 if all were, 1 if not.",
    )
    parser.add_argument("match_file", metavar="MATCH_FILE", help="a match saved by gin3 (File > Save)")
    args = parser.parse_args(argv)
    from gin3.store.dealcheck import check_deals_file

    check = check_deals_file(args.match_file)
    print(f"gin3 verify: {check.text()}", file=sys.stdout if check.passed else sys.stderr)
    return 0 if check.passed else 1


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
    if args[:1] == ["bench"]:  # the command of earlier versions: say where it went
        print(BENCH_MOVED, file=sys.stderr)
        return 2
    if args[:1] == [SIM_COMMAND]:
        try:
            return _sim(args)
        except BrokenPipeError:
            # the reader went away (``gin3 sim | head``): nothing left to say to it
            os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
            return 1
    if args[:1] == [VERIFY_COMMAND]:
        return _verify(args[1:])
    if not _has_display():
        print(
            "gin3: no display found (DISPLAY is not set). Run it in a desktop session, "
            "or under a virtual display: xvfb-run gin3",
            file=sys.stderr,
        )
        return 1
    from gin3.gui.app import run

    return run(args)
