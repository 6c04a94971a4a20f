"""Shared test set-up.

Qt must run offscreen: without a display it would abort the whole run, and
with one, test windows would flash on the developer's screen. This has to be
set before any QApplication exists, so it lives at the top of the conftest.

No test plays a real sound: ``GIN3_SOUND=off`` makes the table's default sound
backend silent (gin3.gui.sound.backends.default_backend). The tests that check
the sounds inject a recording backend; the one smoke test that plays for real
builds the platform's backend itself.
"""

import os

os.environ["QT_QPA_PLATFORM"] = "offscreen"
os.environ["GIN3_SOUND"] = "off"

# CI also runs the engine and AI tests against installed builds of gin3 (.ci/run): the compiled
# one the app ships and a pure-Python wheel. It names the build it installed in
# GIN3_TESTS_INSTALLED, and the run stops at once unless `import gin3` finds that build, so a
# run that quietly tested the source tree (or the other build) cannot pass for one that did not.
INSTALLED = os.environ.get("GIN3_TESTS_INSTALLED", "")


def pytest_report_header() -> str | None:
    if not INSTALLED:
        return None
    import gin3.engine.solver

    return f"gin3 ({INSTALLED}): {gin3.engine.solver.__file__}"


def pytest_sessionstart() -> None:
    if not INSTALLED:
        return
    import pytest

    import gin3.engine.solver
    from gin3.ai.base import compiled

    where = gin3.engine.solver.__file__ or ""
    if "site-packages" not in where or compiled() != (INSTALLED == "compiled"):
        raise pytest.UsageError(f"GIN3_TESTS_INSTALLED={INSTALLED}, but gin3 comes from {where}")
