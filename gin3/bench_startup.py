"""``python -m gin3 bench startup``: how fast the app starts, for the app run
from Python, the frozen bundle, and a bare PySide6 window as the floor,
measured side by side in one run.

Two figures per subject, both from process start (see
:mod:`gin3.gui.startup_probe` for the exact events):

- the first frame: the main window's first paint has finished (the event loop
  has turned once after the first paint event; the bare window follows the
  same rule);
- ready for input (the app only): the table and panels are built and the new
  match waits at the draw for roles, or the resume question is open.

Two more subjects are floors for ``ready``, each the bare window doing, on the
turn after its first frame, a part of what any table of gin3's must:
``bare_window_then_gin3_packages`` imports the packages the table's state is
made of (the engine, the session and the store) and makes a match, painting
nothing more; ``bare_window_then_engine_and_cards`` imports the engine alone,
makes a match and shows 52 plain card-sized pixmaps in a graphics view, and is
ready once that view is painted.

Each subject is launched once untimed first, so Python's bytecode cache is
written (as ``pip install`` does for an installed app) and the files are in the
system's cache for every subject alike; the runs then take turns.
"""

from __future__ import annotations

import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

__all__ = ["bench_startup"]

FIRST_FRAME_MARK = "gin3-first-frame"  # as in gin3.gui.startup_probe, which the bench must not import
READY_MARK = "gin3-ready"
BARE_WINDOW = f"""
import sys, time
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QMainWindow
app = QApplication(sys.argv)
def first_frame():
    print("{FIRST_FRAME_MARK}", f"{{time.time():.6f}}", flush=True)
    app.quit()
class Probe(QObject):
    def eventFilter(self, watched, event):
        if event.type() == QEvent.Type.Paint:
            watched.removeEventFilter(self)
            QTimer.singleShot(0, first_frame)
        return False
window = QMainWindow()
window.resize(1200, 800)
probe = Probe(window)
window.installEventFilter(probe)
window.show()
app.exec()
"""
ENGINE_AND_CARDS_AFTER_FIRST_FRAME = BARE_WINDOW.replace(
    "    app.quit()\n",
    "    QTimer.singleShot(0, table)\n"
    "def table():\n"
    "    import gin3.engine\n"
    "    from PySide6.QtGui import QColor, QPixmap\n"
    "    from PySide6.QtWidgets import QGraphicsPixmapItem, QGraphicsScene, QGraphicsView\n"
    "    gin3.engine.Match(['a', 'b', 'c'], seed=1)\n"
    "    scene = QGraphicsScene(0, 0, 1000, 700, window)\n"
    "    card = QPixmap(90, 126)\n"
    "    card.fill(QColor('white'))\n"
    "    for depth in range(52):\n"
    "        item = QGraphicsPixmapItem(card)\n"
    "        item.setPos(300 - depth * 0.25, 300 - depth * 0.25)\n"
    "        scene.addItem(item)\n"
    "    view = QGraphicsView(scene)\n"
    "    window.setCentralWidget(view)\n"
    "    view.viewport().installEventFilter(ready_probe)\n"
    "class ReadyProbe(QObject):\n"
    "    def eventFilter(self, watched, event):\n"
    "        if event.type() == QEvent.Type.Paint:\n"
    "            watched.removeEventFilter(self)\n"
    "            QTimer.singleShot(0, ready)\n"
    "        return False\n"
    "def ready():\n"
    f"    print('{READY_MARK}', f'{{time.time():.6f}}', flush=True)\n"
    "    app.quit()\n"
    "ready_probe = ReadyProbe()\n",
)
PACKAGES_AFTER_FIRST_FRAME = BARE_WINDOW.replace(
    "    app.quit()\n",
    "    QTimer.singleShot(0, packages)\n"
    "def packages():\n"
    "    import gin3.engine, gin3.session, gin3.store\n"
    "    gin3.engine.Match(['a', 'b', 'c'], seed=1)\n"
    f"    print('{READY_MARK}', f'{{time.time():.6f}}', flush=True)\n"
    "    app.quit()\n",
)


def _launch(command: list[str], env: dict[str, str], timeout: float = 60.0) -> dict[str, float]:
    """Seconds from the launch to each mark the subject printed (none if it failed)."""
    start = time.time()
    try:
        done = subprocess.run(command, env=env, capture_output=True, text=True, timeout=timeout, check=False)
    except (OSError, subprocess.TimeoutExpired):
        return {}
    seconds = {}
    for line in done.stdout.splitlines():
        mark, _, stamp = line.partition(" ")
        if mark in (FIRST_FRAME_MARK, READY_MARK):
            seconds[mark] = float(stamp) - start
    return seconds


def bench_startup(runs: int = 5, bundle: Path | None = None, before: Sequence[Path] = ()) -> dict[str, Any]:
    """Median seconds to the first frame (and, for the app, to ready for input) of each
    subject, the subjects taking turns ``runs`` times after one untimed launch each.

    ``before`` adds earlier versions, measured in the same turns: a Python interpreter
    that has one installed (subject ``python_m_gin3_before``) or a frozen bundle's
    executable (``frozen_bundle_before``)."""
    # A scratch home for settings and saves: the runs must neither see nor
    # disturb the player's own unfinished match.
    scratch = tempfile.mkdtemp(prefix="gin3-bench-")
    env = dict(
        os.environ,
        GIN3_STARTUP_PROBE="1",
        XDG_CONFIG_HOME=os.path.join(scratch, "config"),
        XDG_DATA_HOME=os.path.join(scratch, "data"),
    )
    env.pop("PYTHONDONTWRITEBYTECODE", None)  # an installed app has its bytecode cached
    if not (env.get("DISPLAY") or env.get("WAYLAND_DISPLAY")) and "QT_QPA_PLATFORM" not in env:
        env["QT_QPA_PLATFORM"] = "offscreen"
    bundle = bundle or Path("dist/gin3/gin3")
    subjects: dict[str, list[str]] = {
        "bare_pyside6_window": [sys.executable, "-c", BARE_WINDOW],
        "bare_window_then_gin3_packages": [sys.executable, "-c", PACKAGES_AFTER_FIRST_FRAME],
        "bare_window_then_engine_and_cards": [sys.executable, "-c", ENGINE_AND_CARDS_AFTER_FIRST_FRAME],
        "python_m_gin3": [sys.executable, "-m", "gin3"],
    }
    if bundle.exists():
        subjects["frozen_bundle"] = [str(bundle)]
    for program in before:
        if program.name.startswith("python"):
            subjects["python_m_gin3_before"] = [str(program), "-m", "gin3"]
        else:
            subjects["frozen_bundle_before"] = [str(program)]
    for command in subjects.values():
        _launch(command, env)
    samples: dict[str, list[float]] = {name: [] for name in subjects}
    ready: dict[str, list[float]] = {name: [] for name in subjects if name != "bare_pyside6_window"}
    for _ in range(runs):
        for name, command in subjects.items():
            seconds = _launch(command, env)
            if FIRST_FRAME_MARK in seconds:
                samples[name].append(seconds[FIRST_FRAME_MARK])
            if READY_MARK in seconds and name in ready:
                ready[name].append(seconds[READY_MARK])
    medians = {name: round(statistics.median(s), 3) for name, s in samples.items() if s}
    result: dict[str, Any] = {
        "platform": env.get("QT_QPA_PLATFORM", "display"),
        "runs": runs,
        "first_frame_seconds": medians,
        "ready_for_input_seconds": {name: round(statistics.median(s), 3) for name, s in ready.items() if s},
    }
    floor = medians.get("bare_pyside6_window")
    if floor:
        result["ratio_to_bare_window"] = {
            name: round(value / floor, 2) for name, value in medians.items() if name != "bare_pyside6_window"
        }
        result["ready_ratio_to_bare_window"] = {
            name: round(value / floor, 2) for name, value in result["ready_for_input_seconds"].items()
        }
    if bundle.exists():
        size = sum(f.lstat().st_size for f in bundle.parent.rglob("*") if f.is_file() and not f.is_symlink())
        result["bundle_mb"] = round(size / 1e6, 1)
    shutil.rmtree(scratch, ignore_errors=True)
    missing = [name for name in subjects if not samples[name] or (name in ready and not ready[name])]
    if missing:
        result["failed"] = missing
    return result
