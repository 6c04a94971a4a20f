"""Subscribers that keep the game: the autosave after every action, the statistics at the end.

Both only prepare a little data on the session's thread and hand the
writing to a :mod:`~gin3.session.writer` (a background thread in the app),
so the table never waits for the disk. Given a
:class:`~gin3.session.watch.WriteWatch`, a disk that refuses (full,
read-only) is reported once and the game goes on; the next action saves the
whole match again. Without one, every failure goes to the writer's
``on_error``.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any

from gin3.engine import Match, MatchWon, match_to_record
from gin3.session.notices import AdviceCounted, MatchAbandoned, MatchStarted, Notice, Played, Undone
from gin3.session.session import Session
from gin3.session.watch import AUTOSAVE, STATISTICS, WriteWatch
from gin3.session.writer import Job, Writer
from gin3.store import StatsError

if TYPE_CHECKING:
    from gin3.store import Autosave, Statistics

__all__ = ["AutosaveKeeper", "StatisticsKeeper"]


class AutosaveKeeper:
    """Saves the match after every action (a finished match clears the autosave).

    The record's action list is kept up to date one action at a time (an undo
    is an entry of its own: the match's log only grows), so a save costs the
    session's thread a copy of a list, not a new record.
    ``extra`` adds to the session's app data (the hand reviews the GUI made).
    """

    def __init__(
        self,
        session: Session,
        autosave: Autosave,
        writer: Writer,
        watch: WriteWatch | None = None,
        extra: Callable[[], Mapping[str, object]] | None = None,
    ) -> None:
        self.session = session
        self.extra = extra
        self.autosave = autosave
        self.writer = writer
        self.watch = watch
        self._match: Match | None = None
        self._record: dict[str, Any] = {}
        self._actions: list[object] = []
        session.keep_with(self)

    def __call__(self, notice: Notice) -> None:
        if isinstance(notice, MatchStarted | Played | Undone):
            self.save()

    def save(self) -> None:
        """Hand the match as it stands to the writer."""
        match = self.session.match
        if match is None:
            return
        if match is not self._match:
            self._match = match
            self._record = match_to_record(match)
            self._actions = list(self._record["actions"])
        for entry in match.log[len(self._actions) :]:
            self._actions.append(entry.to_json())
        autosave = self.autosave
        if match.is_over:
            self.writer.submit(_watched(self.watch, AUTOSAVE, autosave.clear, quiet_recovery=True))
            return
        record = {**self._record, "actions": list(self._actions)}
        app = {**self.session.app_data(), **(self.extra() if self.extra is not None else {})}
        self.writer.submit(_watched(self.watch, AUTOSAVE, lambda: autosave.save_record(record, app)))


class StatisticsKeeper:
    """Counts each finished and each abandoned match, and each decision the sitter advised on.

    Nothing counted is lost while the file refuses (another process holds it
    locked, the disk is full): each write the file refused waits, in order, and
    goes in before the next one, or at :meth:`catch_up` (the GUI calls it now
    and then while :attr:`waiting`). ``after_write``, if given, hears on the
    writer's thread after each statistics job whether everything counted so far
    is in the file (``True``) or some of it waits (``False``).
    """

    def __init__(
        self,
        session: Session,
        stats: Statistics,
        writer: Writer,
        watch: WriteWatch | None = None,
        *,
        after_write: Callable[[bool], None] | None = None,
    ) -> None:
        self.session = session
        self.stats = stats
        self.writer = writer
        self.watch = watch
        self.after_write = after_write
        # The writes the file refused, oldest first; only jobs on the writer's thread touch it.
        self._waiting: list[Job] = []
        session.keep_with(self)

    @property
    def waiting(self) -> int:
        """How many statistics writes wait for the file (read from any thread: a snapshot)."""
        return len(self._waiting)

    def __call__(self, notice: Notice) -> None:
        stats = self.stats
        # each seat's computer level (None: a person), read now: the seats of the match the
        # notice is about (a match abandoned is told of before its successor's seats are set)
        levels = tuple(seat.level for seat in self.session.seats)
        if isinstance(notice, AdviceCounted):
            name, followed = notice.captain, notice.followed
            level = next((seat.level for seat in self.session.seats if seat.name == name), None)
            self._submit(lambda: stats.record_advice(name, followed, level))
        elif isinstance(notice, MatchAbandoned):
            left = notice.match  # replaced at the table: it never changes again
            self._submit(lambda: _abandoned(stats, left, levels))
        elif isinstance(notice, Played) and any(isinstance(e, MatchWon) for e in notice.events):
            match = self.session.match
            if match is not None and match.is_over:
                # A finished match never changes again, so the writer may read it on its thread.
                self._submit(lambda: _record(stats, match, levels))

    def _submit(self, write: Job) -> None:
        def job() -> None:
            if len(self._waiting) >= _MOST_WAITING:  # a file refused for hours: forget the oldest
                del self._waiting[0]
            self._waiting.append(write)
            self.catch_up()

        self.writer.submit(job)

    def catch_up(self) -> bool:
        """On the writer's thread: write what waits, oldest first, until the file refuses;
        ``True`` once nothing waits. A refusal is said through the watch (once per run of
        failures) or, without one, raised after the write was kept to try again."""
        if not self._waiting:
            return True  # nothing to say either: ``after_write`` hears of writes only
        try:
            while self._waiting:
                try:
                    written = self._write(self._waiting[0])
                except StatsError:
                    raise  # kept: tried again next time
                except Exception:
                    del self._waiting[0]  # a bug, not the file: trying again would fail again
                    raise
                if not written:
                    break
                del self._waiting[0]
        finally:
            if self.after_write is not None:
                self.after_write(not self._waiting)
        return not self._waiting

    def _write(self, write: Job) -> bool:
        if self.watch is not None:
            return self.watch.run(STATISTICS, write)
        write()
        return True


_MOST_WAITING = 1000
"""At most this many statistics writes wait for a file that refuses them (memory stays small)."""


def _record(stats: Statistics, match: Match, levels: tuple[str | None, ...]) -> None:
    stats.record_match(match, levels)  # False when it was counted before: nothing to do then


def _abandoned(stats: Statistics, match: Match, levels: tuple[str | None, ...]) -> None:
    stats.record_abandoned(match, levels)  # False for a match with nothing played, or finished before


def _watched(watch: WriteWatch | None, kind: str, write: Job, *, quiet_recovery: bool = False) -> Job:
    """``write`` as a writer's job: through ``watch`` if there is one, else as it is."""
    if watch is None:
        return write

    def job() -> None:
        watch.run(kind, write, quiet_recovery=quiet_recovery)

    return job
