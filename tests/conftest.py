"""Shared test set-up.

Qt must run offscreen: without a display it would abort the whole run, and
with one, test windows would flash on the developer's screen. This has to be
set before any QApplication exists, so it lives at the top of the conftest.
"""

import os

os.environ["QT_QPA_PLATFORM"] = "offscreen"
