"""``gin3 --self-test`` in a subprocess, as packaging CI runs it."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path


def _run(*args: str) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    return subprocess.run(
        [sys.executable, "-m", "gin3", *args],
        capture_output=True,
        text=True,
        env=env,
        timeout=180,
        check=False,
    )


def test_self_test_plays_a_hand_and_saves_a_screenshot(tmp_path: Path) -> None:
    shot = tmp_path / "table.png"
    result = _run("--self-test", "--screenshot", str(shot))
    assert result.returncode == 0, result.stdout + result.stderr
    assert result.stdout.startswith("self-test ok"), result.stdout
    assert shot.stat().st_size > 10_000
    assert shot.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


def test_unknown_argument_is_refused_clearly() -> None:
    result = _run("--frobnicate")
    assert result.returncode == 2
    assert "unknown argument '--frobnicate'" in result.stderr


def test_self_test_plays_a_two_player_hand(tmp_path: Path) -> None:
    shot = tmp_path / "two-player.png"
    result = _run("--self-test", "--game", "two-player", "--screenshot", str(shot))
    assert result.returncode == 0, result.stdout + result.stderr
    assert result.stdout.startswith("self-test ok: hand 1 of two-player gin"), result.stdout
    assert shot.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


def test_an_unknown_game_is_refused_clearly() -> None:
    result = _run("--self-test", "--game", "bridge")
    assert result.returncode == 2
    assert "--game needs one of chouette, two-player" in result.stderr
