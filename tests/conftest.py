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
