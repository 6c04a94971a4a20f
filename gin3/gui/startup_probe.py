"""Report how fast the app starts, for ``python -m benchmarks startup``.

With ``GIN3_STARTUP_PROBE=1`` in the environment the app prints two lines
and quits:

- ``gin3-first-frame <unix time>`` once the main window's first frame is
  painted: on the event loop's next turn after its first paint event, the rule
  the bare-window floor of the benchmark follows too;
- ``gin3-ready <unix time>`` once the table is ready for input: the window has
  built the table and the panels, and the new match waits at the draw for roles
  (the Deal button) or the question whether to resume an unfinished match is
  open, and the event loop has turned once more, so the window has repainted.

With ``GIN3_STARTUP_EXIT`` set to one of the two marks as well, the process
ends at once when it has printed that mark (``python -m benchmarks startup
--instructions`` counts the work up to each mark that way).
"""

from __future__ import annotations

import os
import time
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QTimer

if TYPE_CHECKING:
    from gin3.gui.windows.mainwindow import MainWindow

__all__ = ["EXIT_VARIABLE", "FIRST_FRAME_MARK", "PROBE_VARIABLE", "READY_MARK", "watch_startup"]

PROBE_VARIABLE = "GIN3_STARTUP_PROBE"
EXIT_VARIABLE = "GIN3_STARTUP_EXIT"
FIRST_FRAME_MARK = "gin3-first-frame"
READY_MARK = "gin3-ready"


def _stamp(mark: str) -> None:
    print(f"{mark} {time.time():.6f}", flush=True)
    if os.environ.get(EXIT_VARIABLE) == mark:
        os._exit(0)  # nothing after the mark may be counted: no cleanup, no quitting


def _ready() -> None:
    _stamp(READY_MARK)
    QCoreApplication.quit()


def watch_startup(window: MainWindow) -> None:
    """If the probe is requested, report ``window``'s first frame and readiness, then quit.

    Call it before connecting anything else to the window's ``firstFrame`` and
    ``ready`` signals, so the stamps include no work done by those other slots.
    """
    if os.environ.get(PROBE_VARIABLE) != "1":
        return
    window.firstFrame.connect(lambda: _stamp(FIRST_FRAME_MARK))
    window.ready.connect(lambda: QTimer.singleShot(0, _ready))
