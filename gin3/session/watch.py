"""Telling the player about files that cannot be written: once when it starts, once when it ends.

The autosave is written after every action and the statistics after many; on
a full disk or a read-only data folder every one of those writes fails. A
:class:`WriteWatch` runs the writes and says so the first time a kind of
file fails (the game goes on: the next action tries again, and the atomic
writes keep the last file that was written), stays quiet while it keeps
failing, and says once that it works again.

The sentences are gin3.store's :data:`~gin3.store.MESSAGES`, in English; the
GUI says them again in the player's language (``store_message_text``), so
nothing here needs Qt.
"""

from __future__ import annotations

import threading
from collections.abc import Callable

from gin3.engine import SaveFileError
from gin3.store import MESSAGES, StatsError

__all__ = ["AUTOSAVE", "STATISTICS", "WriteWatch"]

AUTOSAVE = "autosave"
STATISTICS = "statistics"

_RECOVERED = {AUTOSAVE: MESSAGES["autosave_again"], STATISTICS: MESSAGES["stats_again"]}

Say = Callable[[str], None]


class WriteWatch:
    """Runs the writes of each kind of file and reports each run of failures once.

    ``say`` gets a sentence for the player; it is called on the thread that
    runs the write (the GUI's background writer), so a GUI passes a callable
    that is safe to call from another thread (a Qt signal's ``emit``).
    """

    def __init__(self, say: Say) -> None:
        self.say = say
        self._failing: dict[str, str] = {}  # kind -> the message said when it started failing
        self._lock = threading.Lock()

    def failing(self, kind: str) -> bool:
        """Whether the last write of ``kind`` failed."""
        with self._lock:
            return kind in self._failing

    def already_said(self, kind: str, message: str) -> None:
        """The player was told already that ``kind`` cannot be written (at start-up): stay quiet
        until it works again, then say so."""
        with self._lock:
            self._failing.setdefault(kind, message)

    def run(self, kind: str, write: Callable[[], object], *, quiet_recovery: bool = False) -> bool:
        """Do ``write``; ``False`` if the disk refused it (said once per run of failures).

        A refusal is an :class:`OSError`, a :class:`~gin3.engine.SaveFileError`
        (gin3.store's :class:`~gin3.store.SaveWriteError`) or a
        :class:`~gin3.store.StatsError`; anything else is a bug and is raised.
        After failures, the first write that works says so, unless
        ``quiet_recovery`` (clearing the autosave of a finished match is no
        news to the player).
        """
        try:
            write()
        except (OSError, SaveFileError, StatsError) as exc:
            self._failed(kind, exc)
            return False
        self._worked(kind, quiet_recovery)
        return True

    def _failed(self, kind: str, error: Exception) -> None:
        message = MESSAGES["write_goes_on"].format(reason=_sentence(error))
        with self._lock:
            if kind in self._failing:
                return
            self._failing[kind] = message
        self.say(message)

    def _worked(self, kind: str, quiet: bool) -> None:
        with self._lock:
            if self._failing.pop(kind, None) is None:
                return
        if not quiet:
            self.say(_RECOVERED.get(kind, MESSAGES["autosave_again"]))


def _sentence(error: Exception) -> str:
    """gin3.store's sentence for ``error``; a bare OSError gets one too."""
    if isinstance(error, OSError) and not isinstance(error, SaveFileError):
        where = error.filename if error.filename is not None else "?"
        return MESSAGES["write_failed"].format(path=where, error=error.strerror or error)
    return str(error)
