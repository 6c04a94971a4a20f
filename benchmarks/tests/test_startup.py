"""``benchmarks startup`` measures the app and the bare-window floor side by side."""

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from benchmarks.startup import (
    BARE_WINDOW,
    FIRST_FRAME_MARK,
    PACKAGES_AFTER_FIRST_FRAME,
    READY_MARK,
    bench_startup,
    instructions_to,
)


def test_startup_bench_reports_first_frames_their_ratio_and_when_the_app_is_ready(tmp_path: Path) -> None:
    figures = bench_startup(runs=1, bundle=tmp_path / "no-bundle" / "gin3")
    seconds = figures["first_frame_seconds"]
    floors = {"bare_window_then_gin3_packages", "bare_window_then_engine_and_cards"}
    assert set(seconds) == {"bare_pyside6_window", "python_m_gin3"} | floors
    assert all(0 < value < 60 for value in seconds.values())
    assert figures["ratio_to_bare_window"]["python_m_gin3"] > 0
    ready = figures["ready_for_input_seconds"]
    # the bare window has no table to get ready; the floors do part of a table's work after their frame
    assert set(ready) == {"python_m_gin3"} | floors
    assert ready["python_m_gin3"] >= seconds["python_m_gin3"]  # the table is built after the first frame
    assert set(figures["ready_ratio_to_bare_window"]) == set(ready)
    assert "failed" not in figures


def test_an_earlier_version_takes_turns_with_this_one(tmp_path: Path) -> None:
    # "before" is this very install here: what matters is that it is launched and reported alike
    python = Path(sys.executable)
    if not python.name.startswith("python"):
        pytest.skip(f"the bench recognises a Python by its name, and this one is {python.name!r}")
    figures = bench_startup(runs=1, bundle=tmp_path / "no-bundle" / "gin3", before=[python])
    subjects = {
        "bare_pyside6_window",
        "bare_window_then_gin3_packages",
        "bare_window_then_engine_and_cards",
        "python_m_gin3",
        "python_m_gin3_before",
    }
    assert set(figures["first_frame_seconds"]) == subjects
    assert set(figures["ready_for_input_seconds"]) == subjects - {"bare_pyside6_window"}
    assert "python_m_gin3_before" in figures["ratio_to_bare_window"]
    assert "failed" not in figures


def test_the_exit_variable_ends_the_app_at_the_mark_it_names(tmp_path: Path) -> None:
    """GIN3_STARTUP_EXIT=gin3-first-frame: the app prints its first frame and ends there, before
    its table is built (what the instruction count up to the first frame relies on)."""
    env = dict(
        os.environ,
        GIN3_STARTUP_PROBE="1",
        GIN3_STARTUP_EXIT="gin3-first-frame",
        QT_QPA_PLATFORM="offscreen",
        XDG_CONFIG_HOME=str(tmp_path / "config"),
        XDG_DATA_HOME=str(tmp_path / "data"),
    )
    done = subprocess.run(
        [sys.executable, "-m", "gin3"], env=env, capture_output=True, text=True, timeout=120, check=False
    )
    marks = [line.split()[0] for line in done.stdout.splitlines() if line.startswith("gin3-")]
    assert done.returncode == 0 and marks == ["gin3-first-frame"]  # no ready: it ended at its frame


@pytest.mark.skipif(shutil.which("valgrind") is None, reason="counting instructions needs valgrind")
def test_instructions_are_counted_up_to_a_mark() -> None:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    bare = instructions_to(FIRST_FRAME_MARK, [sys.executable, "-c", BARE_WINDOW], env)
    floor = instructions_to(READY_MARK, [sys.executable, "-c", PACKAGES_AFTER_FIRST_FRAME], env)
    assert bare is not None and floor is not None
    assert 10**7 < bare < floor  # a window, then the same window and the engine on top
    # a command that never prints the mark is no count
    assert instructions_to(READY_MARK, [sys.executable, "-c", BARE_WINDOW], env) is None


def test_outside_the_checkout_the_subjects_start_the_installed_app(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Run from another folder (PYTHONPATH finding the benchmarks), the bench times the gin3
    each interpreter has installed, not whatever PYTHONPATH holds: here a gin3 that cannot start."""
    elsewhere = tmp_path / "elsewhere"
    (elsewhere / "gin3").mkdir(parents=True)
    (elsewhere / "gin3" / "__init__.py").write_text("raise SystemExit('not the installed gin3')\n")
    monkeypatch.setenv("PYTHONPATH", str(elsewhere))
    monkeypatch.chdir(tmp_path)
    figures = bench_startup(runs=1, bundle=tmp_path / "no-bundle" / "gin3")
    assert "failed" not in figures
    assert set(figures["ready_for_input_seconds"]) >= {"python_m_gin3", "bare_window_then_gin3_packages"}
