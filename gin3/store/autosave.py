"""The autosave that never loses a game: the current match in the data folder, after every action.

A damaged autosave is moved aside, byte for byte, so that the next autosave
cannot overwrite it; one that is there but cannot be read is left alone and
never written over (:class:`Autosave`). The file format is
:mod:`gin3.store.saves`'.
"""

from __future__ import annotations

import contextlib
import os
import time
from collections.abc import Mapping
from pathlib import Path
from typing import Any, NoReturn

from gin3.engine import Match, SaveFileError
from gin3.store.saves import (
    DamagedSaveError,
    PendingMatch,
    SavedMatch,
    SaveWriteError,
    UnreadableSaveError,
    _load,
    _record_text,
    _text_of,
    move_aside,
    write_atomic,
)
from gin3.store.texts import MESSAGES

__all__ = ["Autosave"]

_STALE_TEMP_SECONDS = 60.0


class Autosave:
    """The current match, saved after every action in ``folder``/autosave.json.

    The GUI gives the folder (QStandardPaths.AppDataLocation); it is created
    when needed. One :class:`Autosave` per running app.

    An autosave that is there but cannot be read (:class:`UnreadableSaveError`
    from :meth:`pending`) is *held*: from then on this object never writes
    nor removes the file (``held`` is that error's message), so that a new
    match cannot overwrite a match that may still be resumed later.
    """

    FILENAME = "autosave.json"

    def __init__(self, folder: str | os.PathLike[str]) -> None:
        self.folder = Path(folder)
        self.path = self.folder / self.FILENAME
        self.held: str | None = None

    def save(self, match: Match, app: Mapping[str, Any] | None = None) -> None:
        """Save ``match`` (call after every action); a finished match clears the autosave.

        ``app`` is any JSON-compatible data to get back from :meth:`pending`.
        Raises :class:`SaveWriteError` if the file cannot be written; the
        previous autosave is then still intact.
        """
        if match.is_over:
            self.clear()
            return
        self._write(_record_text(match, app))

    def save_record(self, record: Mapping[str, Any], app: Mapping[str, Any] | None = None) -> None:
        """Save an unfinished match given as its record (see :func:`gin3.engine.match_to_record`).

        The same as :meth:`save` for a match that is not over, for callers
        that keep the record up to date themselves and write from another
        thread. Raises :class:`SaveWriteError` like :meth:`save`.
        """
        self._write(_text_of(dict(record), app))

    def _write(self, text: str) -> None:
        if self.held is not None:  # an unreadable autosave is never overwritten
            return
        try:
            self.folder.mkdir(parents=True, exist_ok=True)
            write_atomic(self.path, text)
        except OSError as exc:
            raise SaveWriteError(
                MESSAGES["write_failed"].format(path=self.path, error=exc.strerror or exc)
            ) from exc

    def pending(self) -> PendingMatch | None:
        """The unfinished match to offer for resuming, or ``None`` if there is none.

        A damaged, foreign, too-new or oversized autosave is moved aside and
        raises :class:`DamagedSaveError`: show its message, then carry on as
        if there were no autosave (the next :meth:`pending` returns ``None``).
        An autosave (or folder) that is there but cannot be read raises
        :class:`UnreadableSaveError`, is left where it is and is held (see the
        class): show the message and start a new match, which is not saved.
        """
        saved = self._read()
        if saved is None:
            return None
        match = saved.match
        if match.is_over:  # only an older gin3 leaves a finished match behind
            self.clear()
            return None
        return PendingMatch(
            players=match.players,
            totals=tuple(match.totals),
            hand_number=match.hand.number,
            saved_at=saved.saved_at,
            mode=match.mode.value,
            app=saved.app,
        )

    def load(self) -> Match:
        """The autosaved match, replayed to exactly where it stopped.

        Raises :class:`DamagedSaveError` as :meth:`pending` does, or
        :class:`SaveFileError` if there is no autosave.
        """
        return self.load_saved().match

    def load_saved(self) -> SavedMatch:
        """Like :meth:`load`, with the ``app`` data and the save time."""
        saved = self._read()
        if saved is None:
            raise SaveFileError(MESSAGES["no_autosave"])
        return saved

    def clear(self) -> None:
        """Forget the autosave: the match is finished or abandoned (a held autosave stays).

        Raises :class:`SaveWriteError` if the file cannot be removed.
        """
        if self.held is not None:
            return
        try:
            os.unlink(self.path)
        except FileNotFoundError:
            pass
        except OSError as exc:
            raise SaveWriteError(
                MESSAGES["write_failed"].format(path=self.path, error=exc.strerror or exc)
            ) from exc
        self._remove_stale_temps(0.0)

    def _read(self) -> SavedMatch | None:
        if self.held is not None:
            raise UnreadableSaveError(self.held)
        self._remove_stale_temps(_STALE_TEMP_SECONDS)
        try:
            # Not os.path.lexists: it says "no file" for a folder that cannot be searched.
            os.lstat(self.path)
        except (FileNotFoundError, NotADirectoryError):
            return None
        except OSError as exc:
            self._hold(exc)
        try:
            return _load(self.path)
        except UnreadableSaveError as exc:
            self._hold(exc.__cause__ if isinstance(exc.__cause__, OSError) else exc)
        except SaveFileError as exc:
            reason = str(exc)
            try:
                kept = move_aside(self.path)
            except OSError as move_error:
                message = MESSAGES["autosave_damaged_not_kept"].format(
                    reason=reason, error=move_error.strerror or move_error, path=self.path
                )
                raise DamagedSaveError(message, reason=reason, path=self.path, kept_as=None) from exc
            message = MESSAGES["autosave_damaged"].format(reason=reason, kept_as=kept)
            raise DamagedSaveError(message, reason=reason, path=self.path, kept_as=kept) from exc

    def _hold(self, error: Exception) -> NoReturn:
        """Keep away from an autosave that is there but cannot be read, and say so."""
        reason = error.strerror if isinstance(error, OSError) and error.strerror else error
        self.held = MESSAGES["autosave_unreadable"].format(path=self.path, error=reason)
        raise UnreadableSaveError(self.held) from error

    def _remove_stale_temps(self, older_than: float) -> None:
        # A process killed inside write_atomic leaves its temporary file behind.
        cutoff = time.time() - older_than
        with contextlib.suppress(OSError):
            for temp in self.folder.glob(f".{self.FILENAME}.*.tmp"):
                with contextlib.suppress(OSError):
                    if temp.stat().st_mtime <= cutoff:
                        temp.unlink()
