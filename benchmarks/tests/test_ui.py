"""``benchmarks ui`` plays in the real window and reports its event loop's stalls as JSON."""

import json
import os
import subprocess
import sys
from pathlib import Path


def test_bench_ui_plays_moves_offscreen_and_prints_its_figures(tmp_path: Path) -> None:
    # the player's folders and the temporary folder, where the bench's scratch folder goes
    home, scratch = tmp_path / "home", tmp_path / "tmp"
    scratch.mkdir()
    env = dict(
        os.environ,
        QT_QPA_PLATFORM="offscreen",
        HOME=str(home),
        XDG_CONFIG_HOME=str(home / "config"),
        XDG_DATA_HOME=str(home / "data"),
        TMPDIR=str(scratch),
    )
    done = subprocess.run(
        [sys.executable, "-m", "benchmarks", "ui", "--seconds", "2", "--players", "simple,simple,simple"],
        capture_output=True,
        text=True,
        timeout=60,
        env=env,
        cwd=Path(__file__).resolve().parent.parent.parent,  # the checkout: benchmarks are not installed
        check=False,
    )
    assert done.returncode == 0, done.stderr
    figures = json.loads(done.stdout.strip().splitlines()[-1])
    assert set(figures) == {
        "players",
        "seconds",
        "platform",
        "moves",
        "hands",
        "heartbeats",
        "stall_ms",
        "stall_max_ended_at_s",
        "hand_end_stall_ms_max",
    }
    assert figures["players"] == ["simple", "simple", "simple"]
    assert figures["platform"] == "offscreen"
    assert figures["moves"] > 0
    assert figures["heartbeats"] > 0
    stalls = figures["stall_ms"]
    assert set(stalls) == {"p50", "p99", "max"}
    assert 0 <= stalls["p50"] <= stalls["p99"] <= stalls["max"]
    assert figures["hand_end_stall_ms_max"] <= stalls["max"]
    assert 0 <= figures["stall_max_ended_at_s"] <= 2 + 1  # within the run (and the last beat's stall)
    # settings, autosave and statistics went to a scratch folder, removed afterwards
    assert not list((home / "data").rglob("*")) and not list((home / "config").rglob("*"))
    assert not list(scratch.iterdir())
