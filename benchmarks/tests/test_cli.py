"""``python -m benchmarks``: run from a checkout, refuses bad arguments with its own usage."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

CHECKOUT = Path(__file__).resolve().parent.parent.parent


def _run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "benchmarks", *args],
        capture_output=True,
        text=True,
        timeout=120,
        cwd=CHECKOUT,  # where the benchmarks live: they are not installed
        check=False,
    )


def test_the_benchmarks_run_from_a_checkout_and_print_json() -> None:
    done = _run("fuzz", "--count", "20")
    assert done.returncode == 0, done.stderr
    figures = json.loads(done.stdout)
    assert figures["actions"] > 0


def test_a_refused_value_shows_the_benchmarks_usage() -> None:
    fork = _run("fork", "--change", "rollouts=3")
    assert fork.returncode == 2
    assert (
        fork.stderr.startswith("usage: python -m benchmarks ") and "unknown setting 'rollouts'" in fork.stderr
    )
    unknown = _run("grandmaster")
    assert unknown.returncode == 2 and "invalid choice: 'grandmaster'" in unknown.stderr


def test_a_reader_that_stops_early_ends_the_benchmark_without_a_traceback() -> None:
    reader, writer = os.pipe()
    os.close(reader)
    done = subprocess.run(
        [sys.executable, "-m", "benchmarks", "saves", "--count", "5"],
        stdout=writer,
        stderr=subprocess.PIPE,
        text=True,
        timeout=120,
        cwd=CHECKOUT,
        check=False,
    )
    os.close(writer)
    assert done.returncode == 1
    assert "Traceback" not in done.stderr and "BrokenPipe" not in done.stderr
