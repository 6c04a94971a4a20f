"""Report the first painted frame of a window, for ``gin3 bench startup``.

With ``GIN3_STARTUP_PROBE=1`` in the environment, the first paint of the
watched window prints ``gin3-first-frame <unix time>`` and quits the app.
"""

from __future__ import annotations

import os
import sys
import time

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QTimer
from PySide6.QtWidgets import QWidget

__all__ = ["PROBE_VARIABLE", "watch_first_frame"]

PROBE_VARIABLE = "GIN3_STARTUP_PROBE"
MARK = "gin3-first-frame"


class _FirstFrame(QObject):
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint:
            print(f"{MARK} {time.time():.6f}", flush=True)
            watched.removeEventFilter(self)
            QTimer.singleShot(0, QCoreApplication.quit)
        return False


def watch_first_frame(window: QWidget) -> None:
    """If the probe is requested, report ``window``'s first paint and quit."""
    if os.environ.get(PROBE_VARIABLE) != "1":
        return
    probe = _FirstFrame(window)
    window.installEventFilter(probe)
    if sys.platform == "linux" and not window.isVisible():
        window.show()
