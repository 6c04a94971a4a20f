"""The engine and the AI import no Qt (DESIGN.md: dependencies point gui -> ai -> engine)."""

from __future__ import annotations

import json
import subprocess
import sys

PROBE = """
import json, sys
import gin3.engine, gin3.ai
qt = ("PySide6", "shiboken6", "PyQt5", "PyQt6")
print(json.dumps(sorted(name for name in sys.modules if name.split(".")[0] in qt)))
"""


def test_importing_engine_and_ai_loads_no_qt_module() -> None:
    # A fresh interpreter: in this one, GUI tests may already have imported Qt.
    done = subprocess.run(
        [sys.executable, "-c", PROBE], capture_output=True, text=True, check=True, timeout=120
    )
    assert json.loads(done.stdout.strip().splitlines()[-1]) == []


def test_the_probe_would_see_qt_if_it_were_loaded() -> None:
    probe = "import json, sys, types\nsys.modules['PySide6'] = types.ModuleType('PySide6')\n" + PROBE
    done = subprocess.run(
        [sys.executable, "-c", probe], capture_output=True, text=True, check=True, timeout=120
    )
    assert json.loads(done.stdout.strip().splitlines()[-1]) == ["PySide6"]
