"""The process is killed at each step of write_atomic: the next start finds the old
autosave or the new one, complete, never neither, and the temporary file is cleaned up.

A kill is a :class:`BaseException` raised at the chosen step that also stops every
clean-up after it (a killed process removes no temporary file), so the folder is left
exactly as a real kill would leave it.
"""

from __future__ import annotations

import os
import time
from collections.abc import Callable
from pathlib import Path

import pytest

import gin3.store.saves as saves
from gin3.engine import Match, match_to_record
from gin3.store import Autosave
from tests.store.simulate import play_actions


class Killed(BaseException):
    """The process dies here: nothing after this point runs."""


def _die(*args: object, **kwargs: object) -> None:
    raise Killed


def _kill_at(step: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """Make the next write_atomic die at ``step``."""
    real_fsync, real_replace = os.fsync, os.replace
    monkeypatch.setattr(saves.os, "unlink", _die)  # a dead process removes nothing
    if step == "temporary file written":  # the data is in the file, not yet synced
        monkeypatch.setattr(saves.os, "fsync", _die)
    elif step == "temporary file synced":  # synced, its permissions not yet set
        monkeypatch.setattr(saves.os, "chmod", _die)
    elif step == "before the rename":
        monkeypatch.setattr(saves.os, "replace", _die)
    elif step == "after the rename":

        def replace_then_die(src: str, dst: os.PathLike[str]) -> None:
            real_replace(src, dst)
            raise Killed

        monkeypatch.setattr(saves.os, "replace", replace_then_die)
    elif step == "folder synced":
        synced: list[int] = []

        def fsync_then_die(fd: int) -> None:
            real_fsync(fd)
            synced.append(fd)
            if len(synced) == 2:  # the file, then its folder
                raise Killed

        monkeypatch.setattr(saves.os, "fsync", fsync_then_die)
    else:
        raise AssertionError(step)


BEFORE_RENAME = ["temporary file written", "temporary file synced", "before the rename"]
AFTER_RENAME = [
    "after the rename",
    pytest.param("folder synced", marks=pytest.mark.skipif(os.name != "posix", reason="POSIX folder sync")),
]


def _temps(folder: Path) -> list[Path]:
    return sorted(folder.glob(f".{Autosave.FILENAME}.*.tmp"))


def _age(paths: list[Path], seconds: float) -> None:
    then = time.time() - seconds
    for path in paths:
        os.utime(path, (then, then))


def _killed_save(folder: Path, match: Match, monkeypatch: pytest.MonkeyPatch, step: str) -> None:
    with monkeypatch.context() as patch:
        _kill_at(step, patch)
        with pytest.raises(Killed):
            Autosave(folder).save(match, {"note": "new"})


@pytest.mark.parametrize("step", BEFORE_RENAME + AFTER_RENAME)
def test_a_kill_at_any_step_leaves_the_old_or_the_new_autosave(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, step: str
) -> None:
    old, new = play_actions(6, 20), play_actions(6, 21)
    Autosave(tmp_path).save(old, {"note": "old"})
    _killed_save(tmp_path, new, monkeypatch, step)

    left = _temps(tmp_path)
    assert len(left) == (1 if step in BEFORE_RENAME else 0)  # a real kill leaves it behind
    _age(left, 3600)  # the next start comes later

    saved = Autosave(tmp_path).load_saved()  # the next start: never an exception
    expected = old if step in BEFORE_RENAME else new
    assert match_to_record(saved.match) == match_to_record(expected)
    assert saved.app == {"note": "old" if step in BEFORE_RENAME else "new"}
    assert _temps(tmp_path) == []  # the stale temporary file is gone
    Autosave(tmp_path).save(play_actions(6, 22))  # and saving goes on
    assert len(Autosave(tmp_path).load().actions) == 22


@pytest.mark.parametrize("step", BEFORE_RENAME + AFTER_RENAME)
def test_a_kill_during_the_first_save_leaves_no_autosave_or_the_new_one(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, step: str
) -> None:
    new = play_actions(7, 5)
    _killed_save(tmp_path, new, monkeypatch, step)
    _age(_temps(tmp_path), 3600)
    autosave = Autosave(tmp_path)
    pending = autosave.pending()
    if step in BEFORE_RENAME:
        assert pending is None  # the state before: no match to resume
    else:
        assert pending is not None and match_to_record(autosave.load()) == match_to_record(new)
    assert _temps(tmp_path) == []
    assert list(tmp_path.glob("*.damaged-*")) == []  # nothing looked damaged


def test_a_fresh_temporary_file_is_left_to_the_gin3_writing_it(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    Autosave(tmp_path).save(play_actions(6, 20))
    _killed_save(tmp_path, play_actions(6, 21), monkeypatch, "before the rename")
    (fresh,) = _temps(tmp_path)  # as if another gin3 were between writing and renaming
    assert len(Autosave(tmp_path).load().actions) == 20
    assert fresh.exists()


def test_every_step_of_write_atomic_is_reached(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The kill points above are the steps write_atomic really takes, in this order."""
    calls: list[str] = []

    def spy(name: str, real: Callable[..., object]) -> Callable[..., object]:
        def call(*args: object, **kwargs: object) -> object:
            calls.append(name)
            return real(*args, **kwargs)

        return call

    for name in ("fsync", "chmod", "replace"):
        monkeypatch.setattr(saves.os, name, spy(name, getattr(os, name)))
    saves.write_atomic(tmp_path / "file.json", "text")
    expected = ["fsync", "chmod", "replace", "fsync"] if os.name == "posix" else ["fsync", "chmod", "replace"]
    assert calls == expected
