"""Packages give some names on first use (gin3.lazy): importing the package does not import them."""

from __future__ import annotations

import json
import subprocess
import sys

PROBE = """
import json, sys
import gin3.store, gin3.session, gin3.ai
names = ("gin3.store.stats", "sqlite3", "gin3.session.summary", "gin3.ai.players")
before = {m: m in sys.modules for m in names}
from gin3.store import Statistics
from gin3.session import match_summary
import gin3.ai
player = gin3.ai.BrainPlayer
after = {m: m in sys.modules for m in before}
try:
    gin3.store.NoSuchName
    missing = None
except AttributeError as exc:
    missing = str(exc)
print(json.dumps({"before": before, "after": after, "missing": missing,
                  "same": Statistics is gin3.store.stats.Statistics and gin3.store.Statistics is Statistics}))
"""


def test_a_lazy_name_imports_its_module_on_first_use_only() -> None:
    done = subprocess.run(
        [sys.executable, "-c", PROBE], capture_output=True, text=True, check=True, timeout=120
    )
    found = json.loads(done.stdout)
    assert not any(found["before"].values())  # the packages alone import none of them
    assert all(found["after"].values())
    assert found["same"]  # the very class, kept in the package once asked for
    assert found["missing"] == "module 'gin3.store' has no attribute 'NoSuchName'"
