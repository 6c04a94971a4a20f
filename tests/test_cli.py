"""The command line: clear messages for no display and for bad arguments."""

import os
import subprocess
import sys


def _run(*args: str, env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "gin3", *args], capture_output=True, text=True, timeout=60, env=env
    )


def test_without_a_display_gin3_says_how_to_run_it_instead_of_aborting() -> None:
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")}
    done = _run(env=env)
    assert done.returncode == 1
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1 and "no display" in lines[0] and "xvfb-run" in lines[0]


def test_a_wrong_argument_gets_a_clear_message_and_exit_2() -> None:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    done = _run("--no-such-flag", env=env)
    assert done.returncode == 2
    assert "--no-such-flag" in done.stderr
    sim = _run("sim", "--players", "hard,grandmaster")
    assert sim.returncode == 2 and "unknown player 'grandmaster'" in sim.stderr


def test_a_refused_value_shows_the_usage_of_the_command_it_belongs_to() -> None:
    sim = _run("sim", "--players", "simple,simple", "--from", "120,0")
    assert sim.returncode == 2
    assert sim.stderr.startswith("usage: gin3 sim ") and "gin3 sim: error: --from:" in sim.stderr


def test_the_benchmarks_command_of_earlier_versions_says_where_they_went() -> None:
    """``gin3 bench`` is no command of the app: it says how to run the benchmarks from a
    checkout, instead of opening a window or printing a usage that does not name them."""
    done = _run("bench", "fork", env=dict(os.environ, QT_QPA_PLATFORM="offscreen"))
    assert done.returncode == 2 and done.stdout == ""
    assert "python -m benchmarks" in done.stderr and "Traceback" not in done.stderr


def test_a_reader_that_stops_early_ends_the_command_without_a_traceback() -> None:
    # like ``gin3 sim ... | head -1``: the pipe is closed before the results are printed
    reader, writer = os.pipe()
    os.close(reader)
    done = subprocess.run(
        [sys.executable, "-m", "gin3", "sim", "--players", "simple,simple", "--matches", "2"],
        stdout=writer,
        stderr=subprocess.PIPE,
        text=True,
        timeout=60,
    )
    os.close(writer)
    assert done.returncode == 1
    assert "Traceback" not in done.stderr and "BrokenPipe" not in done.stderr
