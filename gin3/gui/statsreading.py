"""The statistics read and reset off the table's thread; the answer comes back to it as a signal.

The statistics file may be held locked by another process (another gin3 in
the middle of a write, a backup tool) for as long as SQLite waits
(:attr:`Statistics.timeout <gin3.store.Statistics>`, seconds). So the GUI
never touches it: the statistics' own writer thread (the one that counts the
matches, so a reading sees every match counted before it) opens it, reads it
and resets it, and :class:`StatisticsReader` hands each answer to the table's
thread as :attr:`StatisticsReader.answered`. Writes the file refused wait in
the :class:`~gin3.session.StatisticsKeeper`; the reader asks it to catch up
now and then until they are in, and says :attr:`StatisticsReader.changed`
whenever counted figures reach the file.
"""

from __future__ import annotations

import contextlib
from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer, Signal

from gin3.session import InlineWriter, Writer
from gin3.store import StatsError

if TYPE_CHECKING:
    from gin3.session import StatisticsKeeper
    from gin3.store import PlayerHistory, PlayerStats, Statistics

__all__ = ["Reading", "StatisticsReader"]


@dataclass(frozen=True, slots=True)
class Reading:
    """What the statistics window shows, read in one go on the writer's thread."""

    chouette: tuple[PlayerStats, ...] = ()
    two_player: tuple[PlayerStats, ...] = ()
    history: tuple[PlayerHistory, ...] = ()
    """Each player's matches in order, for the pictures (people first)."""
    notice: str | None = None
    """The statistics' own notice (a damaged file kept aside), in English (store's message)."""
    error: str | None = None
    """Why the file could not be read (locked, unreadable), in English; the rest is then empty."""


class StatisticsReader(QObject):
    """Reads and resets ``stats`` with ``writer`` (at once without one) and says the answers.

    ``keeper``, if given, is asked to write the statistics that wait before each reading,
    and every :attr:`retry_ms` while some wait.
    """

    answered = Signal(object)  # a Reading, on the reader's (the table's) thread
    changed = Signal()  # counted figures reached the file: a window showing them reads again
    _written = Signal(bool)  # from the writer's thread: whether nothing waits any more

    def __init__(
        self,
        stats: Statistics,
        writer: Writer | None = None,
        keeper: StatisticsKeeper | None = None,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.stats = stats
        self.writer: Writer = writer or InlineWriter()
        self.keeper = keeper
        self.retry = QTimer(self)
        self.retry.setInterval(3000)
        self.retry.timeout.connect(self.catch_up)
        self._written.connect(self._after_write)

    def written(self, complete: bool) -> None:
        """The keeper's ``after_write`` (any thread): passed on to the reader's thread."""
        self._written.emit(complete)

    def read(self) -> None:
        """Read every figure; the answer comes as :attr:`answered` (at once with no thread)."""
        self.writer.submit(self._read)

    def reset(self) -> None:
        """Forget every figure, then read (an empty answer, or the error)."""
        stats = self.stats

        def job() -> None:
            try:
                stats.reset()
            except StatsError as exc:
                self.answered.emit(Reading(error=str(exc)))
                return
            self._read()

        self.writer.submit(job)

    def catch_up(self) -> None:
        """Ask the keeper to write what waits (on the writer's thread)."""
        keeper = self.keeper
        if keeper is None or not keeper.waiting:
            return

        def job() -> None:
            keeper.catch_up()  # its after_write says how it went

        self.writer.submit(job)

    def _read(self) -> None:
        # on the writer's thread: whatever waits first, so the figures include it
        from gin3.engine import Mode

        if self.keeper is not None:
            with contextlib.suppress(StatsError):  # the reading below says why
                self.keeper.catch_up()
        stats = self.stats
        try:
            reading = Reading(
                tuple(stats.summary(Mode.CHOUETTE)),
                tuple(stats.summary(Mode.CLASSIC)),
                tuple(stats.history()),
                stats.notice,
            )
        except StatsError as exc:
            reading = Reading(error=str(exc))
        self.answered.emit(reading)

    def _after_write(self, complete: bool) -> None:
        if complete:
            self.retry.stop()
            self.changed.emit()
        elif not self.retry.isActive():
            self.retry.start()
