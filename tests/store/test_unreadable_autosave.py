"""An autosave that is there but cannot be read is reported, left untouched and never overwritten.

The tests run as root, where ``chmod 000`` stops no read, so the refusal is
simulated: ``os.lstat`` (a folder that cannot be searched) or ``open`` (a file
that cannot be read) raises :class:`PermissionError` for the autosave only.
"""

from __future__ import annotations

import errno
import os
from pathlib import Path
from typing import Any

import pytest

from gin3.engine import Match, SaveFileError
from gin3.store import Autosave, DamagedSaveError, UnreadableSaveError, saves


def _denied(path: object) -> PermissionError:
    return PermissionError(errno.EACCES, os.strerror(errno.EACCES), str(path))


def _saved(folder: Path) -> tuple[Autosave, bytes]:
    match = Match(["Ana", "Ben", "Cem"], seed=3)
    for _ in range(4):
        match.apply(match.legal_actions()[0])
    autosave = Autosave(folder)
    autosave.save(match)
    return autosave, autosave.path.read_bytes()


def _unreadable_folder(monkeypatch: pytest.MonkeyPatch, autosave: Autosave) -> None:
    real = os.lstat
    assert real is _LSTAT

    def lstat(path: Any, *args: Any, **kwargs: Any) -> os.stat_result:
        if Path(path) == autosave.path:
            raise _denied(path)
        return real(path, *args, **kwargs)

    monkeypatch.setattr(os, "lstat", lstat)


_LSTAT = os.lstat


def _readable_again(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(os, "lstat", _LSTAT)
    monkeypatch.delattr(saves, "open", raising=False)


def _unreadable_file(monkeypatch: pytest.MonkeyPatch, autosave: Autosave) -> None:
    def refused(path: Any, *args: Any, **kwargs: Any) -> Any:
        if Path(path) == autosave.path:
            raise _denied(path)
        return open(path, *args, **kwargs)

    monkeypatch.setattr(saves, "open", refused, raising=False)


@pytest.mark.parametrize("refuse", [_unreadable_folder, _unreadable_file], ids=["folder", "file"])
def test_an_unreadable_autosave_is_reported_kept_and_never_overwritten(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, refuse: Any
) -> None:
    autosave, before = _saved(tmp_path)
    refuse(monkeypatch, autosave)
    with pytest.raises(UnreadableSaveError) as raised:
        autosave.pending()
    assert not isinstance(raised.value, DamagedSaveError)  # nothing was moved aside
    message = str(raised.value)
    assert str(autosave.path) in message and os.strerror(errno.EACCES) in message
    assert "does not autosave" in message
    assert sorted(p.name for p in tmp_path.iterdir()) == ["autosave.json"]

    # A new match is played: its saves, and its end, leave the unreadable file alone.
    new = Match(["Dan", "Eve", "Fay"], seed=8)
    new.apply(new.legal_actions()[0])
    autosave.save(new)
    autosave.save_record({"players": ["x"]})
    autosave.clear()
    with pytest.raises(UnreadableSaveError):
        autosave.load()  # still held: the same message, asked again
    _readable_again(monkeypatch)
    assert autosave.path.read_bytes() == before
    assert Autosave(tmp_path).pending() is not None  # readable again: a later start offers it


def test_a_missing_autosave_or_folder_is_still_no_autosave(tmp_path: Path) -> None:
    assert Autosave(tmp_path / "nowhere").pending() is None
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    assert Autosave(blocker).pending() is None  # nothing can be saved inside a file


def test_a_held_autosave_is_still_a_save_file_error(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    autosave, _ = _saved(tmp_path)
    _unreadable_file(monkeypatch, autosave)
    with pytest.raises(SaveFileError):  # what the GUI's offer_resume catches
        autosave.load_saved()
    assert autosave.held is not None
