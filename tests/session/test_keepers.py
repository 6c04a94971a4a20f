"""The autosave and the statistics as subscribers of the session, on an inline or a background writer."""

from __future__ import annotations

import contextlib
import errno
import os
import shutil
import subprocess
from collections.abc import Iterator
from pathlib import Path

import pytest

from gin3.engine import RuleSet, match_to_record
from gin3.session import (
    STATISTICS,
    AutosaveKeeper,
    BackgroundWriter,
    InlineWriter,
    SeatSetup,
    Session,
    Stage,
    StatisticsKeeper,
    WriteWatch,
)
from gin3.store import Autosave, Statistics
from gin3.store import autosave as autosave_file
from tests.session.support import play_computers


def test_the_autosave_follows_every_action_and_is_cleared_at_the_end(tmp_path: Path) -> None:
    session = Session()
    autosave = Autosave(tmp_path)
    AutosaveKeeper(session, autosave, InlineWriter())
    seats = [SeatSetup(n, "simple") for n in ("Ana", "Ben", "Cem")]
    # two hands (each action is written at once; the match's end is what clears the file)
    session.new_match(seats, seed=9, rules=RuleSet(target=15))
    session.begin()
    assert autosave.load().actions == []
    play_computers(session, until_actions=25)
    saved = autosave.load_saved()
    assert match_to_record(saved.match) == match_to_record(session.match)  # type: ignore[arg-type]
    assert saved.app["seats"][0] == {"name": "Ana", "level": "simple"}
    play_computers(session)
    assert not autosave.path.exists()


def test_statistics_count_the_finished_match_on_the_background_writer(tmp_path: Path) -> None:
    session = Session()
    stats = Statistics(tmp_path / "stats.sqlite3")
    writer = BackgroundWriter()
    StatisticsKeeper(session, stats, writer)
    AutosaveKeeper(session, Autosave(tmp_path), writer)
    session.new_match(
        [SeatSetup(n, "simple") for n in ("Ana", "Ben", "Cem")], seed=4, rules=RuleSet(target=30)
    )
    session.begin()
    play_computers(session)
    assert writer.flush(10)
    summary = {s.name: s for s in stats.summary()}
    winner = session.match.players[session.match.winner]  # type: ignore[index, union-attr]
    assert summary[winner].matches_won == 1
    assert sum(s.matches_played for s in summary.values()) == 3
    writer.close()


def _three(session: Session, seed: int, target: int = 100) -> None:
    names = ("Ana", "Ben", "Cem")
    session.new_match([SeatSetup(n, "simple") for n in names], seed=seed, rules=RuleSet(target=target))
    session.begin()


def test_a_folder_that_is_a_file_is_said_once_and_the_game_goes_on(tmp_path: Path) -> None:
    said: list[str] = []
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("a file where the data folder should be")
    session = Session()
    AutosaveKeeper(session, Autosave(blocker), InlineWriter(), WriteWatch(said.append))
    _three(session, seed=9)
    play_computers(session, until_actions=12)
    assert len(session.match.actions) == 12  # type: ignore[union-attr]
    assert len(said) == 1, said  # not one message per action
    assert "could not save the match" in said[0] and "The game goes on" in said[0]


def test_a_full_disk_is_said_once_and_the_next_action_saves_everything(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    said: list[str] = []
    session = Session()
    autosave = Autosave(tmp_path)
    AutosaveKeeper(session, autosave, InlineWriter(), WriteWatch(said.append))
    _three(session, seed=9)
    play_computers(session, until_actions=5)
    before = autosave.path.read_bytes()

    def full(path: object, text: str) -> None:
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC), str(path))

    working = autosave_file.write_atomic
    monkeypatch.setattr(autosave_file, "write_atomic", full)
    play_computers(session, until_actions=15)
    assert len(session.match.actions) == 15  # type: ignore[union-attr]
    assert said == [
        f"gin3 could not save the match to {autosave.path}: {os.strerror(errno.ENOSPC)}. "
        "The game goes on; gin3 tries again after the next move."
    ]
    assert autosave.path.read_bytes() == before  # the last save that worked is intact
    assert len(autosave.load().actions) == 5

    monkeypatch.setattr(autosave_file, "write_atomic", working)  # the disk has room again
    play_computers(session, until_actions=17)
    assert said[1:] == ["The match is being saved again."]
    assert match_to_record(autosave.load()) == match_to_record(session.match)  # type: ignore[arg-type]
    play_computers(session, until_actions=20)
    assert len(said) == 2  # working again is said once too


def test_failing_statistics_are_said_once_and_the_matches_go_on(tmp_path: Path) -> None:
    said: list[str] = []
    folder = tmp_path / "data"
    folder.write_text("a file where the data folder should be")
    stats = Statistics(folder / "stats.sqlite3")
    assert stats.notice  # said at start-up, by the app
    session = Session()
    StatisticsKeeper(session, stats, InlineWriter(), WriteWatch(said.append))
    for seed in (4, 5):
        _three(session, seed=seed, target=30)
        play_computers(session)
        assert session.stage is Stage.MATCH_OVER  # the matches were played to the end
    assert len(said) == 1 and "could not update the statistics" in said[0], said
    assert "The game goes on" in said[0]
    quiet = WriteWatch(said.append)
    quiet.already_said(STATISTICS, stats.notice)  # what the app does: the start-up said it
    assert quiet.run(STATISTICS, lambda: stats.record_advice("Ana", True)) is False
    assert len(said) == 1

    folder.unlink()
    folder.mkdir()  # the folder can be written again
    _three(session, seed=6, target=30)
    play_computers(session)
    assert said[1:] == ["The statistics are being updated again."]
    # nothing counted was lost: the two matches played while it failed went in first
    assert sum(s.matches_played for s in stats.summary()) == 9


def test_without_a_watch_every_failure_goes_to_the_writer(tmp_path: Path) -> None:
    errors: list[Exception] = []
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("a file where the data folder should be")
    session = Session()
    AutosaveKeeper(session, Autosave(blocker), InlineWriter(errors.append))
    _three(session, seed=9)
    play_computers(session, until_actions=3)
    assert len(session.match.actions) == 3  # type: ignore[union-attr]
    assert len(errors) == 4 and "could not save" in str(errors[0])  # the start and three actions


@pytest.fixture
def small_disk(tmp_path: Path) -> Iterator[Path]:
    """A real 64 kB tmpfs (root only, where the sandbox allows mounting), unmounted afterwards."""
    folder = tmp_path / "small-disk"
    folder.mkdir()
    if not hasattr(os, "geteuid") or os.geteuid() != 0 or shutil.which("mount") is None:
        pytest.skip("mounting a tmpfs needs root")
    mounted = subprocess.run(
        ["mount", "-t", "tmpfs", "-o", "size=64k", "tmpfs", str(folder)], capture_output=True, check=False
    )
    if mounted.returncode != 0:
        pytest.skip(f"this machine does not allow mounting a tmpfs: {mounted.stderr.decode().strip()}")
    try:
        yield folder
    finally:
        subprocess.run(["umount", str(folder)], check=False)


def test_a_really_full_disk_is_said_once_and_saving_resumes_when_there_is_room(small_disk: Path) -> None:
    said: list[str] = []
    session = Session()
    autosave = Autosave(small_disk)
    AutosaveKeeper(session, autosave, InlineWriter(), WriteWatch(said.append))
    _three(session, seed=9)
    play_computers(session, until_actions=5)
    before = autosave.path.read_bytes()
    filler = small_disk / "filler"
    fd = os.open(filler, os.O_WRONLY | os.O_CREAT)
    try:  # take every byte that is left
        with contextlib.suppress(OSError):
            while True:
                os.write(fd, b"\0" * 512)
    finally:
        os.close(fd)
    play_computers(session, until_actions=30)
    assert len(said) == 1 and os.strerror(errno.ENOSPC) in said[0], said
    assert autosave.path.read_bytes() == before  # the atomic write kept the last good save
    assert not list(small_disk.glob(".autosave.json.*.tmp"))  # no half-written temporary left

    filler.unlink()
    play_computers(session, until_actions=32)
    assert said[1:] == ["The match is being saved again."]
    assert match_to_record(autosave.load()) == match_to_record(session.match)  # type: ignore[arg-type]


def test_the_save_is_asked_for_before_a_subscriber_hears_of_the_move_whoever_joined_first(
    tmp_path: Path,
) -> None:
    """Persist before present: a subscriber that joined before the autosave (as the window's
    controller does) finds the move already saved when it hears of it."""
    session = Session()
    autosave = Autosave(tmp_path)
    saved_when_heard: list[int] = []

    def shows(_notice: object) -> None:
        if session.match is not None and autosave.path.exists():
            saved_when_heard.append(len(autosave.load().actions))

    session.subscribe(shows)
    AutosaveKeeper(session, autosave, InlineWriter())
    session.new_match([SeatSetup(n, "simple") for n in ("Ana", "Ben", "Cem")], seed=9, rules=None)
    session.begin()
    play_computers(session, until_actions=4)
    assert saved_when_heard[-4:] == [1, 2, 3, 4]
