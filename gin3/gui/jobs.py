"""AI work on a pool thread: the result comes back to the UI thread as a queued signal."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, QRunnable, Signal, SignalInstance

__all__ = ["AiJob", "AiSignals"]


class AiSignals(QObject):
    """The results of AI jobs: a player's move, a hint, the sitter's advice; each with its token."""

    done = Signal(int, object)
    hint = Signal(int, object)
    advice = Signal(int, object)


class AiJob(QRunnable):
    """One AI computation on a pool thread; the result comes back as a queued signal."""

    def __init__(self, work: Callable[[], object], token: int, signal: SignalInstance) -> None:
        super().__init__()
        self._work = work
        self._token = token
        self._signal = signal

    def run(self) -> None:
        try:
            result = self._work()
        except Exception as exc:  # reported on the UI thread, never lost in the pool
            result = exc
        self._signal.emit(self._token, result)
