"""Saved matches: atomic writes, the autosave round trip, resuming after a kill,
and damaged files that are reported, kept aside untouched, and never crash."""

from __future__ import annotations

import json
import os
import random
import signal
import subprocess
import sys
import time
from datetime import UTC, datetime
from pathlib import Path

import pytest

import gin3.store.saves as saves
from gin3.engine import Match, SaveFileError, match_from_json, match_to_record
from gin3.engine.record import VERSION
from gin3.store import (
    MAX_SAVE_BYTES,
    Autosave,
    DamagedSaveError,
    SaveWriteError,
    move_aside,
    open_match_file,
    read_match_file,
    save_match_file,
    write_atomic,
)
from tests.store.simulate import ENDLESS, PLAYERS, play_actions, play_match

HERE = Path(__file__).resolve().parent


# -- write_atomic -------------------------------------------------------------------


def test_write_atomic_writes_and_replaces(tmp_path: Path) -> None:
    target = tmp_path / "match.json"
    write_atomic(target, "first ♠")
    write_atomic(target, "second ♥")
    assert target.read_text(encoding="utf-8") == "second ♥"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["match.json"]


def test_crash_before_rename_leaves_the_old_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    target = tmp_path / "match.json"
    write_atomic(target, "old")

    def crash(src: object, dst: object) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(saves.os, "replace", crash)
    with pytest.raises(OSError):
        write_atomic(target, "new")
    assert target.read_text() == "old"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["match.json"]


def test_crash_before_first_rename_leaves_no_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(saves.os, "replace", lambda src, dst: (_ for _ in ()).throw(KeyboardInterrupt))
    with pytest.raises(KeyboardInterrupt):
        write_atomic(tmp_path / "match.json", "new")
    assert list(tmp_path.iterdir()) == []


@pytest.mark.skipif(os.name != "posix", reason="POSIX permissions")
def test_write_atomic_keeps_the_file_permissions(tmp_path: Path) -> None:
    target = tmp_path / "match.json"
    target.write_text("old")
    target.chmod(0o640)
    write_atomic(target, "new")
    assert target.stat().st_mode & 0o777 == 0o640


def test_autosave_write_failure_is_a_save_file_error(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    autosave = Autosave(tmp_path)
    match = play_actions(1, 10)
    autosave.save(match)
    before = autosave.path.read_bytes()

    def crash(src: object, dst: object) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(saves.os, "replace", crash)
    with pytest.raises(SaveWriteError, match="No space left on device"):
        autosave.save(play_actions(1, 11))
    assert autosave.path.read_bytes() == before


# -- the autosave round trip ------------------------------------------------------


def test_autosave_round_trip_equals_snapshot(tmp_path: Path) -> None:
    autosave = Autosave(tmp_path / "new folder")
    assert autosave.pending() is None
    for count in (0, 1, 7, 60, 250):
        match = play_actions(4, count)
        autosave.save(match, {"levels": [None, "random", None]})
        assert autosave.load().snapshot() == match.snapshot()
        pending = autosave.pending()
        assert pending is not None
        assert pending.players == PLAYERS
        assert pending.totals == tuple(match.totals)
        assert pending.hand_number == match.hand.number
        assert pending.mode == "chouette"
        assert pending.app == {"levels": [None, "random", None]}
        assert abs((datetime.now(UTC) - pending.saved_at).total_seconds()) < 60


def test_autosave_is_a_match_record_the_engine_reads(tmp_path: Path) -> None:
    autosave = Autosave(tmp_path)
    match = play_actions(2, 40)
    autosave.save(match)
    assert match_from_json(autosave.path.read_text(encoding="utf-8")).snapshot() == match.snapshot()


def test_finishing_or_abandoning_clears_the_autosave(tmp_path: Path) -> None:
    autosave = Autosave(tmp_path)
    autosave.save(play_actions(3, 20))
    autosave.clear()
    assert autosave.pending() is None
    autosave.save(play_actions(3, 20))
    finished = play_match(3)
    autosave.save(finished)
    assert autosave.pending() is None
    assert not autosave.path.exists()
    with pytest.raises(SaveFileError, match="no unfinished match"):
        autosave.load()


def test_a_finished_match_left_behind_is_not_offered(tmp_path: Path) -> None:
    autosave = Autosave(tmp_path)
    save_match_file(autosave.path, play_match(3))
    assert autosave.pending() is None


def test_stale_temporary_files_are_removed(tmp_path: Path) -> None:
    autosave = Autosave(tmp_path)
    match = play_actions(5, 30)
    autosave.save(match)
    stale = tmp_path / ".autosave.json.abc123.tmp"
    stale.write_text('{"format": "gin3-ma')
    old = time.time() - 3600
    os.utime(stale, (old, old))
    assert autosave.load().snapshot() == match.snapshot()
    assert not stale.exists()


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL")
def test_resume_after_the_process_is_killed(tmp_path: Path) -> None:
    seed, wanted = 11, 150
    env = {
        **os.environ,
        "PYTHONPATH": os.pathsep.join([str(HERE.parents[1]), os.environ.get("PYTHONPATH", "")]),
    }
    child = subprocess.Popen(
        [sys.executable, str(HERE / "simulate.py"), str(tmp_path), str(seed)],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env=env,
    )
    try:
        assert child.stdout is not None
        deadline = time.monotonic() + 60
        saved = 0
        while saved < wanted:
            line = child.stdout.readline()
            assert line, f"the child stopped early: {child.stderr.read() if child.stderr else ''}"
            saved = int(line)
            assert time.monotonic() < deadline, "the child is too slow"
        os.kill(child.pid, signal.SIGKILL)  # mid-match, quite possibly mid-write
    finally:
        if child.poll() is None:
            child.kill()
        child.communicate(timeout=10)
    assert child.returncode == -signal.SIGKILL

    autosave = Autosave(tmp_path)
    pending = autosave.pending()
    assert pending is not None and pending.app == {"seed": seed}
    resumed = autosave.load()
    assert len(resumed.actions) >= wanted
    replayed = play_actions(seed, len(resumed.actions), ENDLESS)
    assert resumed.actions == replayed.actions
    assert resumed.snapshot() == replayed.snapshot()
    assert not resumed.is_over


# -- damaged files ----------------------------------------------------------------


def _truncated() -> bytes:
    text = json.dumps(match_to_record(play_actions(6, 80))).encode()
    return text[: len(text) // 2]


def _record_with(**changes: object) -> bytes:
    record = match_to_record(play_actions(6, 20))
    record.update(changes)
    return json.dumps(record).encode()


def _bad_action() -> bytes:
    record = match_to_record(play_actions(6, 20))
    record["actions"][5] = {"type": "discard", "card": "Xz"}
    return json.dumps(record).encode()


def _unplayable_action() -> bytes:
    record = match_to_record(play_actions(6, 20))
    record["actions"].insert(3, {"type": "take"})
    return json.dumps(record).encode()


DAMAGED = {
    "truncated": _truncated,
    "random bytes": lambda: random.Random(1).randbytes(4096),
    "not UTF-8": lambda: b'{"format": "gin3-match", "players": ["\xff\xfe"]}',
    "empty": lambda: b"",
    "whitespace": lambda: b" \n\t ",
    "too new": lambda: _record_with(version=99),
    "foreign JSON": lambda: b'{"name": "my shopping list", "items": ["milk", "bread"]}',
    "JSON list": lambda: b"[1, 2, 3]",
    "JSON string": lambda: b'"gin3-match"',
    "deeply nested": lambda: b"[" * 100_000 + b"]" * 100_000,
    "huge number": lambda: b'{"format": "gin3-match", "version": 1, "seed": ' + b"9" * 5000 + b"}",
    "bad action": _bad_action,
    "unplayable action": _unplayable_action,
    "bad players": lambda: _record_with(players="Ana"),
    "bad rules": lambda: _record_with(rules={"gin_bonus": 99}),
    "bad seed": lambda: _record_with(seed="seven"),
}


@pytest.mark.parametrize("kind", sorted(DAMAGED))
def test_damaged_autosave_is_reported_and_kept_aside(tmp_path: Path, kind: str) -> None:
    content = DAMAGED[kind]()
    autosave = Autosave(tmp_path)
    autosave.path.write_bytes(content)
    with pytest.raises(DamagedSaveError) as caught:
        autosave.pending()
    error = caught.value
    assert isinstance(error, SaveFileError)
    assert str(error).startswith("The saved match could not be resumed: ")
    assert error.kept_as is not None and error.kept_as.name in str(error)
    assert error.kept_as.read_bytes() == content
    assert error.kept_as.name.startswith("autosave.damaged-") and error.kept_as.suffix == ".json"
    assert not autosave.path.exists()
    # The app carries on: nothing pending, and a new match saves beside the kept file.
    assert autosave.pending() is None
    match = play_actions(7, 12)
    autosave.save(match)
    assert autosave.load().snapshot() == match.snapshot()
    assert error.kept_as.read_bytes() == content


def test_damaged_autosave_found_by_load(tmp_path: Path) -> None:
    autosave = Autosave(tmp_path)
    autosave.path.write_bytes(b'{"format": "gin3-match", "version": 1, "actions": [')
    with pytest.raises(DamagedSaveError, match="not valid JSON") as caught:
        autosave.load()
    assert caught.value.kept_as is not None and caught.value.kept_as.exists()


def test_too_new_message_says_to_update(tmp_path: Path) -> None:
    autosave = Autosave(tmp_path)
    autosave.path.write_bytes(_record_with(version=VERSION + 1))
    with pytest.raises(DamagedSaveError, match="newer gin3"):
        autosave.pending()


def test_huge_file_is_refused_without_being_read(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    autosave = Autosave(tmp_path)
    with open(autosave.path, "wb") as file:
        file.truncate(MAX_SAVE_BYTES + 1)  # sparse: costs no disk space
    size = autosave.path.stat().st_size

    def no_reading(*args: object, **kwargs: object) -> None:
        raise AssertionError("a huge save was opened for reading")

    monkeypatch.setattr(saves, "open", no_reading, raising=False)
    with pytest.raises(DamagedSaveError, match="larger than any gin3 match") as caught:
        autosave.pending()
    monkeypatch.undo()
    assert caught.value.kept_as is not None
    assert caught.value.kept_as.stat().st_size == size


def test_a_folder_in_place_of_the_autosave(tmp_path: Path) -> None:
    autosave = Autosave(tmp_path)
    autosave.path.mkdir()
    (autosave.path / "inside.txt").write_text("keep me")
    with pytest.raises(DamagedSaveError, match="not a regular file") as caught:
        autosave.pending()
    assert caught.value.kept_as is not None
    assert (caught.value.kept_as / "inside.txt").read_text() == "keep me"


def test_damaged_twice_in_one_second_keeps_both(tmp_path: Path) -> None:
    kept = []
    for content in (b"first", b"second", b"third"):
        path = tmp_path / "autosave.json"
        path.write_bytes(content)
        kept.append(move_aside(path))
    assert len(set(kept)) == 3
    assert [p.read_bytes() for p in kept] == [b"first", b"second", b"third"]


def test_move_aside_failure_is_reported(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    autosave = Autosave(tmp_path)
    autosave.path.write_bytes(b"garbage")

    def refuse(src: object, dst: object) -> None:
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(saves.os, "replace", refuse)
    with pytest.raises(DamagedSaveError, match="could not move the file aside") as caught:
        autosave.pending()
    assert caught.value.kept_as is None
    assert autosave.path.read_bytes() == b"garbage"


# -- File > Save and File > Open -------------------------------------------------


def test_save_and_open_a_match_file(tmp_path: Path) -> None:
    match = play_actions(8, 123)
    path = tmp_path / "my match.gin3.json"
    save_match_file(path, match, {"note": "Ana's Sunday game"})
    assert open_match_file(path).snapshot() == match.snapshot()
    saved = read_match_file(path)
    assert saved.app == {"note": "Ana's Sunday game"}
    assert saved.match.snapshot() == match.snapshot()


def test_a_record_without_save_time_uses_the_file_time(tmp_path: Path) -> None:
    path = tmp_path / "plain.json"
    path.write_text(json.dumps(match_to_record(play_actions(8, 5))))
    saved = read_match_file(path)
    assert saved.app == {}
    assert abs((datetime.now(UTC) - saved.saved_at).total_seconds()) < 60


@pytest.mark.parametrize("kind", sorted(DAMAGED))
def test_opening_a_damaged_file_leaves_it_in_place(tmp_path: Path, kind: str) -> None:
    content = DAMAGED[kind]()
    path = tmp_path / "chosen.json"
    path.write_bytes(content)
    with pytest.raises(SaveFileError) as caught:
        open_match_file(path)
    assert str(caught.value).startswith(f"The match file {path} could not be opened: ")
    assert path.read_bytes() == content
    assert sorted(p.name for p in tmp_path.iterdir()) == ["chosen.json"]


def test_opening_a_missing_file(tmp_path: Path) -> None:
    with pytest.raises(SaveFileError, match="could not be read"):
        open_match_file(tmp_path / "nowhere.json")


def test_saving_into_a_missing_folder_is_a_save_file_error(tmp_path: Path) -> None:
    with pytest.raises(SaveWriteError, match="could not save the match"):
        save_match_file(tmp_path / "no such folder" / "m.json", Match(PLAYERS, seed=1))


def test_a_byte_order_mark_is_harmless(tmp_path: Path) -> None:
    match = play_actions(8, 15)
    path = tmp_path / "edited.json"
    path.write_bytes(b"\xef\xbb\xbf" + json.dumps(match_to_record(match)).encode())
    assert open_match_file(path).snapshot() == match.snapshot()
