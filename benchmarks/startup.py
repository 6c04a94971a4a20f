"""``python -m benchmarks startup``: how fast the app starts, for the app run
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

With ``instructions`` each subject is also run once per mark under valgrind's
callgrind, ending at the mark (``GIN3_STARTUP_EXIT``), and the processor
instructions it executed up to there are reported: a count that a busy,
shared machine does not change, for telling two versions apart exactly (the
X server's own work and waiting are not in it; the seconds above have them).
"""

from __future__ import annotations

import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

__all__ = ["bench_startup", "instructions_to"]

# as in gin3.gui.startup_probe, which the bench must not import
FIRST_FRAME_MARK = "gin3-first-frame"
READY_MARK = "gin3-ready"
EXIT_VARIABLE = "GIN3_STARTUP_EXIT"
BARE_WINDOW = f"""
import os, sys, time
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QMainWindow
app = QApplication(sys.argv)
def first_frame():
    print("{FIRST_FRAME_MARK}", f"{{time.time():.6f}}", flush=True)
    if os.environ.get("{EXIT_VARIABLE}") == "{FIRST_FRAME_MARK}":
        os._exit(0)
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
    f"    if os.environ.get('{EXIT_VARIABLE}') == '{READY_MARK}':\n"
    "        os._exit(0)\n"
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
    f"    if os.environ.get('{EXIT_VARIABLE}') == '{READY_MARK}':\n"
    "        os._exit(0)\n"
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


def instructions_to(mark: str, command: list[str], env: dict[str, str], timeout: float = 900.0) -> int | None:
    """The processor instructions ``command`` executes from its start until it has printed
    ``mark`` (it must end there when ``GIN3_STARTUP_EXIT`` names the mark), counted by
    callgrind; ``None`` without valgrind or when the command did not reach the mark."""
    valgrind = shutil.which("valgrind")
    if valgrind is None:
        return None
    # children too: the frozen bundle's launcher runs the app as a process of its own
    counted = [valgrind, "--tool=callgrind", "--trace-children=yes", "--callgrind-out-file=/dev/null"]
    try:
        done = subprocess.run(
            [*counted, *command],
            env=dict(env, **{EXIT_VARIABLE: mark, "PYTHONHASHSEED": "0"}),
            capture_output=True,
            text=True,
            timeout=timeout,
            check=False,
        )
    except (OSError, subprocess.TimeoutExpired):
        return None
    counts = [int(n.replace(",", "")) for n in re.findall(r"Collected : ([\d,]+)", done.stderr)]
    if mark not in done.stdout or not counts:
        return None
    return max(counts)  # the app's own process: the launcher before it counts little


def bench_startup(
    runs: int = 5, bundle: Path | None = None, before: Sequence[Path] = (), *, instructions: bool = False
) -> dict[str, Any]:
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
    # A returning player's start: on the first, the app asks the player's name before it is
    # ready, and nobody is here to answer.
    settings = Path(scratch, "config", "gin3", "gin3", "settings.ini")
    settings.parent.mkdir(parents=True)
    settings.write_text("[player]\nname=Bench\n", encoding="utf-8")
    # PYTHONPATH is how the benchmarks are found when run outside their checkout: the
    # subjects must import each interpreter's installed gin3, not the checkout's
    env.pop("PYTHONPATH", None)
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
    if instructions:
        result |= _instruction_figures(subjects, ready, env)
    if bundle.exists():
        size = sum(f.lstat().st_size for f in bundle.parent.rglob("*") if f.is_file() and not f.is_symlink())
        result["bundle_mb"] = round(size / 1e6, 1)
    shutil.rmtree(scratch, ignore_errors=True)
    missing = [name for name in subjects if not samples[name] or (name in ready and not ready[name])]
    if missing:
        result["failed"] = missing
    return result


def _instruction_figures(
    subjects: dict[str, list[str]], ready: dict[str, list[float]], env: dict[str, str]
) -> dict[str, Any]:
    """Instructions to the first frame and to ready, per subject, and as ratios to the bare window."""
    if shutil.which("valgrind") is None:
        return {"instructions_failed": "valgrind was not found: install it to count instructions"}
    first = {name: instructions_to(FIRST_FRAME_MARK, command, env) for name, command in subjects.items()}
    until_ready = {name: instructions_to(READY_MARK, subjects[name], env) for name in ready}
    figures: dict[str, Any] = {
        "first_frame_instructions": {name: n for name, n in first.items() if n is not None},
        "ready_instructions": {name: n for name, n in until_ready.items() if n is not None},
    }
    floor = first.get("bare_pyside6_window")
    if floor:
        figures["first_frame_instructions_ratio"] = {
            name: round(n / floor, 2) for name, n in figures["first_frame_instructions"].items()
        }
        figures["ready_instructions_ratio"] = {
            name: round(n / floor, 2) for name, n in figures["ready_instructions"].items()
        }
    missing = [name for name, n in (*first.items(), *until_ready.items()) if n is None]
    if missing:
        figures["instructions_failed"] = sorted(set(missing))
    return figures
