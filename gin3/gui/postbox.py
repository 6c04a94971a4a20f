"""Answers from worker threads, handed to the table's thread safely.

A worker thread that emits a signal of a QObject the table's thread may
delete at any moment (a window closing) races that deletion: PySide's
"already deleted" check and the deletion can interleave, and the process
crashes. So a worker posts its answer to the one postbox instead, made on
the table's thread at its first use and never deleted; the postbox's
queued slot runs on the table's thread and hands the answer over only if
its receiver still lives.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import shiboken6
from PySide6.QtCore import QObject, Qt, Signal

__all__ = ["Postbox", "postbox"]


class Postbox(QObject):
    """Calls a receiver's slot on the table's thread, later, if the receiver still lives then."""

    _posted = Signal(object)  # (receiver, slot, value), from any thread

    def __init__(self) -> None:
        super().__init__()
        # always queued: an answer ready before its asker has finished asking waits its turn
        self._posted.connect(self._deliver, Qt.ConnectionType.QueuedConnection)

    def post(self, receiver: QObject, slot: Callable[[Any], None], value: object) -> None:
        """Have ``slot(value)`` called on the table's thread unless ``receiver`` is deleted by
        then (safe from any thread)."""
        self._posted.emit((receiver, slot, value))

    def _deliver(self, posted: tuple[QObject, Callable[[Any], None], object]) -> None:
        receiver, slot, value = posted
        if shiboken6.isValid(receiver):
            slot(value)


_box: Postbox | None = None


def postbox() -> Postbox:
    """The postbox (made at the first call, which must be on the table's thread)."""
    global _box
    if _box is None:
        _box = Postbox()
    return _box
