"""Saved matches: the autosave that never loses a game, and File > Save/Open.

A save file is the engine's match record (:func:`gin3.engine.match_to_record`) with two
more keys that the engine ignores: ``saved_at`` (UTC, ISO 8601) and ``app``,
a JSON object the GUI may fill with what the record does not hold (which
seats are computer players, at which level). So any save opens with
:func:`gin3.engine.match_from_json` too.

Files are written atomically (:func:`write_atomic`): after a crash at any
moment the file holds either the previous save or the new one, complete.
Reading never trusts the file: anything wrong with it, from random bytes to
a record of a newer gin3, is a :class:`SaveFileError` whose message is a
sentence for the player; the save time and the ``app`` data come back
normalised (:mod:`gin3.store.extras`), so nothing read fails later. The
autosave itself is :mod:`gin3.store.autosave`: a damaged one is moved
aside, byte for byte, so that the next autosave cannot overwrite it.
"""

from __future__ import annotations

import contextlib
import json
import os
import stat
import tempfile
import time
from collections.abc import Mapping
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from gin3.engine import Match, SaveFileError, match_from_record, match_to_record
from gin3.store.extras import EARLIEST, clean_app, file_time, saved_time, showable
from gin3.store.texts import MESSAGES

__all__ = [
    "MAX_SAVE_BYTES",
    "DamagedSaveError",
    "PendingMatch",
    "SaveWriteError",
    "SavedMatch",
    "UnreadableSaveError",
    "move_aside",
    "open_match_file",
    "read_match_file",
    "read_record",
    "save_match_file",
    "write_atomic",
]

MAX_SAVE_BYTES = 5 * 1024 * 1024
"""No real match comes near this (a long match is ~100 kB); bigger files are refused unread."""


class DamagedSaveError(SaveFileError):
    """The autosave could not be used; it was moved aside to ``kept_as`` (``None`` if that failed)."""

    def __init__(self, message: str, *, reason: str, path: Path, kept_as: Path | None) -> None:
        super().__init__(message)
        self.reason = reason
        self.path = path
        self.kept_as = kept_as


class SaveWriteError(SaveFileError):
    """A match could not be written (disk full, no permission, …); the previous file is intact."""


class UnreadableSaveError(SaveFileError):
    """A save file (or its folder) is there but could not be read; it was left untouched.

    Unlike a :class:`DamagedSaveError` nothing is moved aside: the file may
    well be fine, and readable again once its permissions are mended.
    """


@dataclass(frozen=True, slots=True)
class SavedMatch:
    """A match read from a file, with what the GUI stored beside it.

    ``saved_at`` is in UTC and between :data:`~gin3.store.extras.EARLIEST` and
    :data:`~gin3.store.extras.LATEST`; ``app`` is normalised
    (:func:`~gin3.store.extras.clean_app`): both can be used without checks.
    """

    match: Match
    saved_at: datetime
    app: dict[str, Any] = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class PendingMatch:
    """An unfinished autosaved match: what the "Resume?" prompt shows."""

    players: tuple[str, ...]
    totals: tuple[int, ...]
    hand_number: int
    saved_at: datetime
    mode: str
    app: dict[str, Any] = field(default_factory=dict)


# -- writing ---------------------------------------------------------------------


def write_atomic(path: str | os.PathLike[str], text: str) -> None:
    """Replace ``path`` with ``text`` (UTF-8) so that it is never half written.

    The text goes to a temporary file in the same folder, is flushed and
    synced to disk, and only then renamed over ``path`` (atomic on POSIX and
    Windows); the folder is synced too where the system allows it, so the
    rename itself survives a power cut. On any failure the temporary file is
    removed and the old ``path`` is left as it was. Raises :class:`OSError`.
    """
    target = Path(path)
    data = text.encode("utf-8")
    fd, temp_name = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=target.parent)
    try:
        with os.fdopen(fd, "wb") as file:
            file.write(data)
            file.flush()
            os.fsync(file.fileno())
        _copy_mode(target, temp_name)
        os.replace(temp_name, target)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(temp_name)
        raise
    _fsync_folder(target.parent)


def _copy_mode(target: Path, temp_name: str) -> None:
    # mkstemp creates the file private (0600); keep the permissions the file had.
    try:
        mode = stat.S_IMODE(os.stat(target).st_mode)
    except OSError:
        mode = 0o644
    with contextlib.suppress(OSError):
        os.chmod(temp_name, mode)


def _fsync_folder(folder: Path) -> None:
    # Windows cannot open a folder for syncing; there the rename is durable enough.
    if os.name != "posix":
        return
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def _record_text(match: Match, app: Mapping[str, Any] | None) -> str:
    return _text_of(match_to_record(match), app)


def _text_of(record: dict[str, Any], app: Mapping[str, Any] | None) -> str:
    record["saved_at"] = _now().strftime("%Y-%m-%dT%H:%M:%SZ")
    record["app"] = dict(app or {})
    return json.dumps(record, ensure_ascii=False, separators=(",", ":"))


def _now() -> datetime:
    return datetime.now(UTC).replace(microsecond=0)


def save_match_file(path: str | os.PathLike[str], match: Match, app: Mapping[str, Any] | None = None) -> None:
    """Write ``match`` to ``path`` atomically (File > Save); ``app`` is stored beside the record.

    Raises :class:`SaveWriteError` (a :class:`SaveFileError`) with a sentence
    for the player if the file cannot be written.
    """
    text = _record_text(match, app)
    try:
        write_atomic(path, text)
    except OSError as exc:
        raise SaveWriteError(
            MESSAGES["write_failed"].format(path=os.fspath(path), error=exc.strerror or exc)
        ) from exc


# -- reading ---------------------------------------------------------------------


def _read_text(path: Path) -> str:
    """The file's text, refusing anything that is not a plausible save before reading it all."""
    try:
        info = os.stat(path)
        if not stat.S_ISREG(info.st_mode):
            raise SaveFileError(MESSAGES["not_a_file"])
        if info.st_size > MAX_SAVE_BYTES:
            raise SaveFileError(MESSAGES["too_big"].format(size=info.st_size, limit=MAX_SAVE_BYTES))
        with open(path, "rb") as file:
            data = file.read(MAX_SAVE_BYTES + 1)
    except OSError as exc:
        raise UnreadableSaveError(MESSAGES["unreadable"].format(error=exc.strerror or exc)) from exc
    if len(data) > MAX_SAVE_BYTES:  # it grew after the size check
        raise SaveFileError(MESSAGES["too_big"].format(size=len(data), limit=MAX_SAVE_BYTES))
    if not data.strip():
        raise SaveFileError(MESSAGES["empty"])
    try:
        return data.decode("utf-8-sig")  # a BOM from a text editor is harmless
    except UnicodeDecodeError as exc:
        raise SaveFileError(MESSAGES["not_utf8"].format(position=exc.start)) from exc


def _json_of(text: str) -> Any:
    try:
        return json.loads(text)
    except json.JSONDecodeError as exc:
        raise SaveFileError(MESSAGES["not_json"].format(line=exc.lineno, column=exc.colno)) from exc
    except RecursionError as exc:
        raise SaveFileError(MESSAGES["too_deep"]) from exc
    except ValueError as exc:  # a number of more than 4,300 digits
        raise SaveFileError(MESSAGES["bad_number"]) from exc


def read_record(path: str | os.PathLike[str]) -> Any:
    """The JSON in the match file ``path``, unchecked (``gin3 verify`` checks it); a file
    that is no JSON raises :class:`SaveFileError` with the bare reason."""
    return _json_of(_read_text(Path(path)))


def _parse(text: str) -> tuple[Match, datetime | None, dict[str, Any]]:
    data = _json_of(text)
    try:
        match = match_from_record(data)
    except SaveFileError as exc:  # its sentence may quote the file: keep it showable
        raise SaveFileError(showable(str(exc))) from exc
    except Exception as exc:
        # The engine promises SaveFileError for every bad record; should some
        # record slip past it, the player still gets a message, not a crash.
        raise SaveFileError(showable(MESSAGES["replay_failed"].format(error=exc))) from exc
    assert isinstance(data, dict)  # match_from_record accepted it
    return match, saved_time(data.get("saved_at")), clean_app(data.get("app"), match.players)


def _load(path: Path) -> SavedMatch:
    """Read and replay ``path``; every problem is a :class:`SaveFileError` with a bare reason.

    The save time and the ``app`` data come back normalised (:mod:`gin3.store.extras`).
    """
    match, saved_at, app = _parse(_read_text(path))
    if saved_at is None:  # missing, unreadable or unbelievable: the file's time will do
        try:
            saved_at = file_time(os.stat(path).st_mtime)
        except OSError:
            saved_at = None
    return SavedMatch(match, saved_at or EARLIEST, app)


def read_match_file(path: str | os.PathLike[str]) -> SavedMatch:
    """The match in ``path`` with its ``app`` data and save time (File > Open).

    A file that cannot be used raises :class:`SaveFileError` with a sentence
    for the player. The file is left where it is, untouched: the player chose
    it, and gin3 never writes to it unless asked to save there.
    """
    try:
        return _load(Path(path))
    except SaveFileError as exc:
        raise SaveFileError(MESSAGES["open_failed"].format(path=os.fspath(path), reason=exc)) from exc


def open_match_file(path: str | os.PathLike[str]) -> Match:
    """The match in ``path``, replayed (File > Open); see :func:`read_match_file`."""
    return read_match_file(path).match


def move_aside(path: Path, label: str = "damaged") -> Path:
    """Rename ``path`` to ``<stem>.<label>-<UTC time><suffix>`` beside it, never over another file.

    Returns the new path; raises :class:`OSError` if the file cannot be moved.
    """
    stamp = time.strftime("%Y%m%dT%H%M%SZ", time.gmtime())
    for attempt in range(1, 1000):
        extra = "" if attempt == 1 else f"-{attempt}"
        kept = path.with_name(f"{path.stem}.{label}-{stamp}{extra}{path.suffix}")
        if not kept.exists():
            # A race with another process taking the same name within a second is
            # not worth a platform-specific no-clobber rename.
            os.replace(path, kept)
            return kept
    raise FileExistsError(f"too many files named like {path.name} set aside")
