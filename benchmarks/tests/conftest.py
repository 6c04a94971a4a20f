"""Shared set-up of the benchmarks' tests, as tests/conftest.py's: Qt offscreen
(no window flashes, no abort without a display) and no sound."""

import os

os.environ["QT_QPA_PLATFORM"] = "offscreen"
os.environ["GIN3_SOUND"] = "off"
