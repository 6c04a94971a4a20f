"""Files the store used to accept and the app then could not resume (issue 17): a name
that cannot be written, a save time no clock can show, and junk in the app data.

Each must now either open fully usable (and be written back) or be refused with a
sentence saying what is wrong.
"""

from __future__ import annotations

import json
import os
import time
from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest

from gin3.engine import Match, MatchSetupError, SaveFileError, match_to_record, name_problem
from gin3.store import (
    Autosave,
    DamagedSaveError,
    clean_app,
    read_match_file,
    save_match_file,
    saved_time,
)
from gin3.store.extras import EARLIEST, LATEST, file_time
from tests.store.simulate import PLAYERS, play_actions


def _record_text(**changes: Any) -> str:
    record: dict[str, Any] = {**match_to_record(play_actions(3, 12)), **changes}
    return json.dumps(record)


def _written_back(tmp_path: Path, path: Path) -> None:
    """What was read can be saved again and reads back as the same match and app data."""
    saved = read_match_file(path)
    again = tmp_path / "again.gin3.json"
    save_match_file(again, saved.match, saved.app)
    reread = read_match_file(again)
    assert match_to_record(reread.match) == match_to_record(saved.match)
    assert reread.app == saved.app
    Autosave(tmp_path / "autosave").save(saved.match, saved.app)


# -- a player's name --------------------------------------------------------------


@pytest.mark.parametrize(
    ("name", "problem"),
    [
        ("\ud800", "lone surrogate"),
        ("Ana\udfff", "lone surrogate"),
        ("Ana\tBo", "control character"),
        ("Ana\n", "control character"),
        ("\x00", "control character"),
        ("Ana\x7f", "control character"),
    ],
)
def test_a_name_that_cannot_be_written_is_refused_by_the_engine(name: str, problem: str) -> None:
    assert name_problem(name) is not None and problem in name_problem(name)  # type: ignore[operator]
    with pytest.raises(MatchSetupError, match=problem):
        Match([name, "Bo", "Cem"], seed=1)


@pytest.mark.parametrize("name", ["Ana", "Zoë", "李小龍", "🂡 Ace", "Ana\u200dBo", "Ana\u00a0Bo", "x" * 40])
def test_names_of_any_script_and_emoji_are_fine(name: str) -> None:
    assert name_problem(name) is None
    assert Match([name, "Bo", "Cem"], seed=1).players[0] == name


def test_a_saved_name_with_a_lone_surrogate_is_a_save_file_error(tmp_path: Path) -> None:
    # The JSON escape "\ud800" reads as a lone surrogate, which no UTF-8 file can hold.
    text = _record_text().replace('"Ana"', '"\\ud800"')
    assert '"\\ud800"' in text
    path = tmp_path / "surrogate.gin3.json"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(SaveFileError, match="lone surrogate") as caught:
        read_match_file(path)
    str(caught.value).encode("utf-8")  # the message itself can be shown and written
    autosave = Autosave(tmp_path / "data")
    autosave.folder.mkdir()
    autosave.path.write_text(text, encoding="utf-8")
    with pytest.raises(DamagedSaveError, match="lone surrogate"):
        autosave.pending()


def test_a_saved_name_with_a_control_character_is_a_save_file_error(tmp_path: Path) -> None:
    path = tmp_path / "tab.gin3.json"
    path.write_text(_record_text().replace('"Ana"', '"An\\ta"'), encoding="utf-8")
    with pytest.raises(SaveFileError, match="control character"):
        read_match_file(path)


def test_a_refusal_that_quotes_a_lone_surrogate_can_be_shown(tmp_path: Path) -> None:
    rules = {**match_to_record(Match(PLAYERS, seed=1))["rules"], "\ud800": 1}
    path = tmp_path / "rules.gin3.json"
    path.write_text(_record_text(rules=rules), encoding="utf-8")
    with pytest.raises(SaveFileError, match="unknown rule settings") as caught:
        read_match_file(path)
    assert "\\ud800" in str(caught.value)  # escaped, as the file wrote it
    str(caught.value).encode("utf-8")
    autosave = Autosave(tmp_path / "data")
    autosave.folder.mkdir()
    os.replace(path, autosave.path)
    with pytest.raises(DamagedSaveError) as damaged:
        autosave.pending()
    str(damaged.value).encode("utf-8")


# -- the save time ------------------------------------------------------------------


@pytest.fixture
def zone(monkeypatch: pytest.MonkeyPatch) -> Iterator[Any]:
    """Set the local time zone for a test (``zone("America/Los_Angeles")``)."""
    if not hasattr(time, "tzset"):
        pytest.skip("time.tzset is POSIX only")

    def set_zone(name: str) -> None:
        monkeypatch.setenv("TZ", name)
        time.tzset()

    yield set_zone
    monkeypatch.undo()
    time.tzset()


BAD_TIMES = [
    ("0001-01-01T00:00:00Z", "America/Los_Angeles"),
    ("0001-01-01T00:00:00", "America/Los_Angeles"),
    ("9999-12-31T23:59:59Z", "Pacific/Kiritimati"),
    ("9999-12-31T23:59:59-23:59", "UTC"),
    ("0001-01-01T00:00:00+23:59", "UTC"),
    ("1970-01-01T00:00:00Z", "America/Los_Angeles"),
    ("9000-01-01T00:00:00Z", "Pacific/Kiritimati"),
    ("yesterday", "UTC"),
    ("2026-13-45T00:00:00Z", "UTC"),
    ("2026-01-01T00:00\ud800", "UTC"),
    ("", "UTC"),
    (1_700_000_000, "UTC"),
    (None, "UTC"),
    (["2026-01-01T00:00:00Z"], "UTC"),
]


@pytest.mark.parametrize(("value", "zone_name"), BAD_TIMES)
def test_an_unbelievable_save_time_is_replaced_by_the_file_time(
    tmp_path: Path, zone: Any, value: object, zone_name: str
) -> None:
    zone(zone_name)
    path = tmp_path / "old.gin3.json"
    path.write_text(_record_text(saved_at=value), encoding="utf-8")
    stamp = datetime(2025, 6, 1, 12, 30, tzinfo=UTC).timestamp()
    os.utime(path, (stamp, stamp))
    saved = read_match_file(path)
    assert saved.saved_at == datetime(2025, 6, 1, 12, 30, tzinfo=UTC)
    saved.saved_at.astimezone().strftime("%Y-%m-%d %H:%M")  # what the resume prompt shows

    autosave = Autosave(tmp_path)
    os.replace(path, autosave.path)
    pending = autosave.pending()
    assert pending is not None and pending.saved_at == saved.saved_at
    pending.saved_at.astimezone().strftime("%Y-%m-%d %H:%M")


@pytest.mark.parametrize("zone_name", ["America/Los_Angeles", "Pacific/Kiritimati", "UTC"])
def test_believable_save_times_are_kept_in_utc(zone: Any, zone_name: str) -> None:
    zone(zone_name)
    assert saved_time("2026-03-01T10:00:00Z") == datetime(2026, 3, 1, 10, tzinfo=UTC)
    assert saved_time("2026-03-01T10:00:00") == datetime(2026, 3, 1, 10, tzinfo=UTC)
    assert saved_time("2026-03-01T10:00:00+02:00") == datetime(2026, 3, 1, 8, tzinfo=UTC)
    for moment in (EARLIEST, LATEST - (LATEST - EARLIEST) / 10**9):
        assert saved_time(moment.isoformat()) == moment
        moment.astimezone().strftime("%Y-%m-%d %H:%M")  # the ends of the range show in every zone


def test_an_unbelievable_file_time_gives_the_earliest_save_time(tmp_path: Path) -> None:
    path = tmp_path / "epoch.gin3.json"
    path.write_text(_record_text(), encoding="utf-8")
    os.utime(path, (0, 0))  # the epoch itself is before EARLIEST
    assert read_match_file(path).saved_at == EARLIEST
    assert file_time(1e20) is None and file_time(-1e12) is None and file_time(float("nan")) is None


# -- the app data ----------------------------------------------------------------------

GOOD_TALLY = ["Ana", 3, 2, 1.5, 1, 0, False]


def test_junk_advice_tallies_are_dropped_when_the_file_is_read(tmp_path: Path) -> None:
    good = json.dumps(GOOD_TALLY)
    advice = (
        '{"1": ' + good + ', "\\u00b2": ' + good + ', "\\u0663": ' + good + ", "
        '"2": ["Bo", 1e400, 1, 0, 0, 0, false], "3": ["Bo", 1, 1, 1e400, 0, 0, false], '
        '"4": ["Bo", 1, 1, 1' + "0" * 400 + ', 0, 0, false], "5": "nonsense", '
        '"6": ["Cem", true, 1, 0, 0, 0, false], "8": ["\\ud800", 1, 1, 0, 0, 0, false], '
        '"9": ["Cem", 1, 1, NaN, 0, 0, false], "": ' + good + ', "0012": ["Cem", 1, 1, 2, 0, 1, true]}'
    )
    text = _record_text()[:-1] + ', "app": {"advice": ' + advice + "}}"
    path = tmp_path / "junk.gin3.json"
    path.write_text(text, encoding="utf-8")
    saved = read_match_file(path)
    # a tally saved before the decisions were kept reads with none
    assert saved.app == {"advice": {"1": [*GOOD_TALLY, []], "12": ["Cem", 1, 1, 2.0, 0, 1, True, []]}}
    _written_back(tmp_path, path)


SEATS = [{"name": n, "level": lv} for n, lv in zip(PLAYERS, (None, "simple", "hard"), strict=True)]


@pytest.mark.parametrize(
    "seats",
    [
        "Ana, Bo, Cem",
        SEATS[:2],
        [*SEATS, SEATS[0]],
        [SEATS[0], "Bo", SEATS[2]],
        [SEATS[0], {"name": "Bob", "level": "simple"}, SEATS[2]],
        [SEATS[0], {"level": "simple"}, SEATS[2]],
        [SEATS[0], {"name": "Bo", "level": 3}, SEATS[2]],
        [SEATS[0], {"name": "Bo", "level": "\ud800"}, SEATS[2]],
        [SEATS[0], {"name": "Bo", "level": ["simple"]}, SEATS[2]],
    ],
    ids=repr,
)
def test_seats_of_the_wrong_shape_are_dropped_when_the_file_is_read(tmp_path: Path, seats: object) -> None:
    path = tmp_path / "seats.gin3.json"
    path.write_text(_record_text(app={"seats": seats, "note": "kept"}), encoding="utf-8")
    saved = read_match_file(path)
    assert saved.app == {"note": "kept"}
    _written_back(tmp_path, path)


def test_sound_seats_are_kept_reduced_to_name_and_level(tmp_path: Path) -> None:
    seats = [{**SEATS[0], "colour": "red"}, SEATS[1], {"name": "Cem", "level": "a level of gin3 9"}]
    path = tmp_path / "seats.gin3.json"
    path.write_text(_record_text(app={"seats": seats}), encoding="utf-8")
    assert read_match_file(path).app == {"seats": [SEATS[0], SEATS[1], seats[2]]}


@pytest.mark.parametrize(
    "value",
    [
        float("inf"),
        float("nan"),
        "\udc80",
        {"\ud800": 1},
        [[1, ["x", float("-inf")]]],
        {"a": [{"b": "\ud800"}]},
    ],
    ids=repr,
)
def test_other_app_values_that_cannot_be_written_back_are_dropped(value: object) -> None:
    assert clean_app({"other": value, "fine": [1, "two", {"3": None}]}, PLAYERS) == {
        "fine": [1, "two", {"3": None}]
    }


def test_app_data_nested_too_deeply_to_write_back_is_dropped(tmp_path: Path) -> None:
    deep = "[" * 300 + "]" * 300
    text = _record_text()[:-1] + ', "app": {"deep": ' + deep + ', "ok": [[1]]}}'
    path = tmp_path / "deep.gin3.json"
    path.write_text(text, encoding="utf-8")
    assert read_match_file(path).app == {"ok": [[1]]}
    _written_back(tmp_path, path)


@pytest.mark.parametrize("app", [None, [], "app", 7, True])
def test_app_data_that_is_not_an_object_reads_as_empty(tmp_path: Path, app: object) -> None:
    path = tmp_path / "app.gin3.json"
    path.write_text(_record_text(app=app), encoding="utf-8")
    assert read_match_file(path).app == {}
