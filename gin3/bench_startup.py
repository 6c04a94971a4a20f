"""``python -m gin3 bench startup``: time from process start to the first
painted frame, for the app run from Python, the frozen bundle, and a bare
PySide6 window as the floor, measured side by side in one run."""

from __future__ import annotations

import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

__all__ = ["bench_startup"]

MARK = "gin3-first-frame"
BARE_WINDOW = f"""
import sys, time
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QMainWindow
app = QApplication(sys.argv)
class Probe(QObject):
    def eventFilter(self, watched, event):
        if event.type() == QEvent.Type.Paint:
            print("{MARK}", f"{{time.time():.6f}}", flush=True)
            watched.removeEventFilter(self)
            QTimer.singleShot(0, app.quit)
        return False
window = QMainWindow()
window.resize(1200, 800)
probe = Probe(window)
window.installEventFilter(probe)
window.show()
app.exec()
"""


def _first_frame_seconds(command: list[str], env: dict[str, str], timeout: float = 60.0) -> float | None:
    start = time.time()
    try:
        done = subprocess.run(command, env=env, capture_output=True, text=True, timeout=timeout, check=False)
    except (OSError, subprocess.TimeoutExpired):
        return None
    for line in done.stdout.splitlines():
        if line.startswith(MARK):
            return float(line.split()[1]) - start
    return None


def bench_startup(runs: int = 5, bundle: Path | None = None) -> dict[str, Any]:
    """Median seconds to the first frame of each subject, interleaved ``runs`` times."""
    # A scratch home for settings and saves: the runs must neither see nor
    # disturb the player's own unfinished match.
    scratch = tempfile.mkdtemp(prefix="gin3-bench-")
    env = dict(
        os.environ,
        GIN3_STARTUP_PROBE="1",
        XDG_CONFIG_HOME=os.path.join(scratch, "config"),
        XDG_DATA_HOME=os.path.join(scratch, "data"),
    )
    if not (env.get("DISPLAY") or env.get("WAYLAND_DISPLAY")) and "QT_QPA_PLATFORM" not in env:
        env["QT_QPA_PLATFORM"] = "offscreen"
    bundle = bundle or Path("dist/gin3/gin3")
    subjects: dict[str, list[str]] = {
        "bare_pyside6_window": [sys.executable, "-c", BARE_WINDOW],
        "python_m_gin3": [sys.executable, "-m", "gin3"],
    }
    if bundle.exists():
        subjects["frozen_bundle"] = [str(bundle)]
    samples: dict[str, list[float]] = {name: [] for name in subjects}
    for _ in range(runs):
        for name, command in subjects.items():
            seconds = _first_frame_seconds(command, env)
            if seconds is not None:
                samples[name].append(seconds)
    medians = {name: round(statistics.median(s), 3) for name, s in samples.items() if s}
    result: dict[str, Any] = {
        "platform": env.get("QT_QPA_PLATFORM", "display"),
        "runs": runs,
        "first_frame_seconds": medians,
    }
    floor = medians.get("bare_pyside6_window")
    if floor:
        result["ratio_to_bare_window"] = {
            name: round(value / floor, 2) for name, value in medians.items() if name != "bare_pyside6_window"
        }
    if bundle.exists():
        size = sum(f.lstat().st_size for f in bundle.parent.rglob("*") if f.is_file() and not f.is_symlink())
        result["bundle_mb"] = round(size / 1e6, 1)
    shutil.rmtree(scratch, ignore_errors=True)
    missing = [name for name in subjects if not samples[name]]
    if missing:
        result["failed"] = missing
    return result
