"""PySide6-Essentials 6.12.0 on Python 3.11 loses references to None and True (pyproject.toml excludes it)."""

from __future__ import annotations

import subprocess
import sys

PROGRAM = """
import gin3.gui
from PySide6.QtCore import QCoreApplication, QObject, Signal
from PySide6.QtWidgets import QGraphicsRectItem

class Emitter(QObject):
    fired = Signal()

app = QCoreApplication([])
emitter = Emitter()
item = QGraphicsRectItem(0, 0, 1, 1)
for _ in range(50_000):
    emitter.fired.emit()  # returns True without a reference
    item.setZValue(1)  # returns None without a reference
print("alive")
"""


def test_many_emits_and_void_calls_do_not_abort_the_interpreter() -> None:
    result = subprocess.run(
        [sys.executable, "-c", PROGRAM], capture_output=True, text=True, timeout=120, check=False
    )
    assert result.returncode == 0, result.stderr[-2000:]
    assert result.stdout.strip() == "alive"
