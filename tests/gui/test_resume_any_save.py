"""Any file the store accepts can be saved again and resumed by the real window (issue 17).

Hypothesis starts from the records of real short matches and mutates them: any JSON
value in any field, names with lone surrogates, control characters, emoji or too many
characters, save times of every kind (year 1 in Los Angeles, year 9999 at UTC+14),
app data with junk seats and tallies ("²" keys, 1e400). For every file:

* refused: a :class:`SaveFileError` whose message is a sentence, and File > Open shows
  it and changes nothing;
* accepted: written back with ``save_match_file`` it reads as the same match and app
  data; File > Open resumes it in the real window, the resumed match saves and
  autosaves without a failure, and as the autosave the "Resume?" prompt shows it and
  resumes it.

The default run keeps to about 15 s; ``GIN3_RESUME_EXAMPLES=2000 pytest -k any_save``
runs more, and ``pytest -m slow -k any_save`` runs the long variant.
"""

from __future__ import annotations

import json
import os
import random
import shutil
import time
from collections.abc import Callable, Iterator
from datetime import UTC, datetime, timedelta, timezone
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from gin3.engine import Match, Mode, RuleSet, SaveFileError, match_to_record
from gin3.gui.windows.mainwindow import MainWindow
from gin3.store import read_match_file, save_match_file
from tests.store.simulate import play_match

ZONES = ("America/Los_Angeles", "Pacific/Kiritimati", "UTC")
EXAMPLES = int(os.environ.get("GIN3_RESUME_EXAMPLES", "200"))
SLOW_EXAMPLES = 3000


# -- real records to start from ----------------------------------------------------------


def _played(players: list[str], seed: int, count: int, mode: Mode | None = None) -> dict[str, Any]:
    match = Match(players, seed=seed, mode=mode, rules=RuleSet(target=60))
    rng = random.Random(seed)
    for _ in range(count):
        if match.is_over:
            break
        match.apply(rng.choice(match.legal_actions()))
    return match_to_record(match)


def _app(players: list[str], levels: list[str | None], tallies: dict[str, list[Any]]) -> dict[str, Any]:
    seats = [{"name": n, "level": lv} for n, lv in zip(players, levels, strict=True)]
    return {"seats": seats, "advice": tallies}


TALLY = ["Ana", 4, 3, 2.5, 1, 0, False]
BASES: list[dict[str, Any]] = [
    {
        **_played(["Ana", "Bo", "Cem"], 1, 0),
        "app": _app(["Ana", "Bo", "Cem"], [None, "simple", "simple"], {}),
    },
    {
        **_played(["Ana", "Bo", "Cem"], 2, 12),
        "saved_at": "2026-01-02T03:04:05Z",
        "app": _app(["Ana", "Bo", "Cem"], [None, None, "random"], {"1": TALLY}),
    },
    {**_played(["Zoë", "李", "🂡"], 3, 45), "app": _app(["Zoë", "李", "🂡"], [None, None, None], {"1": TALLY})},
    {**_played(["Ana", "Bo"], 4, 30, Mode.CLASSIC), "app": _app(["Ana", "Bo"], [None, "simple"], {})},
    {**match_to_record(play_match(5, RuleSet(target=10))), "saved_at": "2025-12-31T23:59:59+14:00"},
]

# -- what the mutations put into a file --------------------------------------------------

SPECIAL_TEXTS = [
    "",
    " ",
    "\ud800",
    "A\udfffB",
    "\x00",
    "Ana\tBo",
    "Ana\n",
    "\x7f",
    "\u2028",
    "\u202eAna",
    "²",
    "٣",
    "🂡",
    "👩‍👩‍👧",
    "x" * 40,
    "y" * 41,
    "Ana",
    "Bo",
    "Cem",
    "simple",
    "random",
    "hard",
]
texts = st.one_of(
    st.sampled_from(SPECIAL_TEXTS),
    st.text(max_size=12),
    st.text(st.characters(exclude_categories=()), max_size=6),  # surrogates and controls too
)
numbers = st.one_of(
    st.integers(),
    st.sampled_from([0, 1, -1, 2**31, 2**53 + 1, 10**30, 10**400]),
    st.floats(),  # with inf, -inf and nan; 1e400 reads as inf
)
scalars = st.one_of(st.none(), st.booleans(), numbers, texts)
json_values = st.recursive(
    scalars,
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(texts, inner, max_size=4),
    max_leaves=8,
)

zones = st.builds(
    timezone,
    st.timedeltas(min_value=timedelta(hours=-23, minutes=-59), max_value=timedelta(hours=23, minutes=59)),
)
saved_ats = st.one_of(
    st.sampled_from(
        [
            "0001-01-01T00:00:00Z",
            "0001-01-01T00:00:00",
            "9999-12-31T23:59:59Z",
            "9999-12-31T23:59:59-23:59",
            "1970-01-01T00:00:00Z",
            "8999-12-31T23:59:59+14:00",
            "2026-02-30T00:00:00Z",
        ]
    ),
    st.datetimes(timezones=st.none() | zones).map(datetime.isoformat),
    st.datetimes(timezones=st.none() | zones).map(lambda d: d.isoformat(timespec="seconds") + "Z"),
    json_values,
)
levels = st.one_of(st.none(), st.sampled_from(["simple", "random", "medium", "hard", "grandmaster"]), scalars)
tallies = st.lists(st.one_of(texts, numbers, st.booleans(), st.none()), min_size=6, max_size=8) | st.tuples(
    texts, numbers, numbers, numbers, numbers, numbers, st.booleans() | numbers
).map(list)
tally_keys = st.one_of(
    st.sampled_from(["1", "2", "07", "²", "٣", "", "1234567", "x"]), st.integers(0, 10**7).map(str)
)


def _seats(players: list[Any]) -> st.SearchStrategy[Any]:
    entry = st.fixed_dictionaries({"name": st.sampled_from(players) | texts, "level": levels})
    exact = st.tuples(*(st.fixed_dictionaries({"name": st.just(p), "level": levels}) for p in players)).map(
        list
    )
    return st.one_of(exact, st.lists(entry, max_size=4), json_values)


def _apps(players: list[Any]) -> st.SearchStrategy[Any]:
    fields = {
        "seats": _seats(players),
        "advice": st.dictionaries(tally_keys | texts, tallies, max_size=4) | json_values,
        "note": json_values,
    }
    return st.fixed_dictionaries({}, optional=fields) | json_values


def _mutate(data: st.DataObject, record: dict[str, Any]) -> dict[str, Any]:
    """Up to three changes to a copy of ``record``, then new extras for the names it has."""
    record = json.loads(json.dumps(record))
    for _ in range(data.draw(st.integers(0, 3), label="changes")):
        kind = data.draw(
            st.sampled_from(["field", "delete", "name", "action", "truncate", "rule"]), label="kind"
        )
        players, actions, rules = record.get("players"), record.get("actions"), record.get("rules")
        if kind == "field":
            key = data.draw(st.sampled_from([*record, "extra"]), label="field")
            record[key] = data.draw(json_values, label="value")
        elif kind == "delete" and record:
            del record[data.draw(st.sampled_from(sorted(record)), label="deleted")]
        elif kind == "name" and isinstance(players, list) and players:
            players[data.draw(st.integers(0, len(players) - 1))] = data.draw(texts, label="name")
        elif kind == "action" and isinstance(actions, list) and actions:
            actions[data.draw(st.integers(0, len(actions) - 1))] = data.draw(json_values, label="action")
        elif kind == "truncate" and isinstance(actions, list):
            del actions[data.draw(st.integers(0, len(actions)), label="kept") :]
        elif kind == "rule" and isinstance(rules, dict):
            key = data.draw(st.sampled_from(sorted(rules) or ["target"]) | texts, label="rule")
            rules[key] = data.draw(json_values, label="setting")
    if data.draw(st.booleans(), label="new saved_at"):
        record["saved_at"] = data.draw(saved_ats, label="saved_at")
    if data.draw(st.booleans(), label="new app"):
        players = record.get("players")
        names = [p for p in players if isinstance(p, str)] if isinstance(players, list) else []
        record["app"] = data.draw(_apps(names or ["Ana"]), label="app")
    return record


def _file_text(record: dict[str, Any], literal_overflow: bool) -> str:
    # ASCII with \u escapes: a lone surrogate is written the way a foreign tool would write it.
    text = json.dumps(record, ensure_ascii=True, allow_nan=True)
    return text.replace("Infinity", "1e400") if literal_overflow else text


# -- the checks --------------------------------------------------------------------------


def _set_zone(name: str) -> None:
    os.environ["TZ"] = name
    time.tzset()


@pytest.fixture
def local_zone() -> Iterator[Callable[[str], None]]:
    """Switch the local time zone (``time.tzset``); the test's zone is put back after."""
    if not hasattr(time, "tzset"):
        pytest.skip("time.tzset is POSIX only")
    before = os.environ.get("TZ")
    yield _set_zone
    if before is None:
        os.environ.pop("TZ", None)
    else:
        os.environ["TZ"] = before
    time.tzset()


def _settle(window: MainWindow) -> None:
    """Every save asked for is written, and any failure reported to the window."""
    assert window.controller.flush(10)
    QApplication.processEvents()


class Trial:
    """One window that opens file after file, as a player would."""

    def __init__(self, window: MainWindow, folder: Path, work: Path) -> None:
        self.window, self.folder, self.work = window, folder, work
        self.accepted = self.refused = 0

    def check(self, text: str, zone: str) -> None:
        path = self.work / "any.gin3.json"
        path.write_text(text, encoding="ascii")
        try:
            saved = read_match_file(path)
        except SaveFileError as exc:
            self.refused += 1
            self._refused(path, str(exc))
            return
        self.accepted += 1
        again = self.work / "again.gin3.json"
        save_match_file(again, saved.match, saved.app)
        reread = read_match_file(again)
        assert match_to_record(reread.match) == match_to_record(saved.match)
        assert reread.app == saved.app
        for name in ZONES:
            _set_zone(name)
            saved.saved_at.astimezone().strftime("%Y-%m-%d %H:%M")
        _set_zone(zone)
        self._resumed(path, saved.match)

    def _refused(self, path: Path, message: str) -> None:
        assert message.startswith(f"The match file {path} could not be opened: ") and message.endswith(".")
        message.encode("utf-8")  # a sentence that can be shown and written
        window = self.window
        before, notices = window.controller.session.match, len(window.notices)
        assert not window.files.open_from(path)
        assert window.controller.session.match is before and len(window.notices) == notices + 1
        self._close_boxes()

    def _resumed(self, path: Path, match: Match) -> None:
        window, ctrl = self.window, self.window.controller
        notices = len(window.notices)
        assert window.files.open_from(path)  # File > Open
        assert ctrl.session.match is not None
        assert match_to_record(ctrl.session.match) == match_to_record(match)
        assert window.files.save_to(self.work / "gui.gin3.json")  # File > Save of the resumed match
        _settle(window)  # its autosave
        assert window.notices[notices:] == []
        shutil.copyfile(path, self.folder / "autosave.json")  # the next start finds it
        if window.files.offer_resume():
            box = window.files.resume_box
            assert box is not None and "An unfinished match was saved on" in box.text()
            window.files.resume_button.click()  # type: ignore[union-attr]
            assert match_to_record(ctrl.session.match) == match_to_record(match)
            _settle(window)
        else:
            assert match.is_over  # only a finished match is not offered
        assert window.notices[notices:] == []
        self._close_boxes()

    def _close_boxes(self) -> None:
        for box in (self.window.files.notice_box, self.window.files.resume_box):
            if box is not None and box.isVisible():
                box.close()


@pytest.fixture
def trial(qtbot: QtBot, tmp_path: Path, h: ModuleType, local_zone: Any) -> Trial:
    folder = tmp_path / "data"
    window = MainWindow(h.still_controller(), anim_ms=0, data=folder)
    qtbot.addWidget(window)
    window.show()
    window.start_default(seed=1)
    return Trial(window, folder, tmp_path)


def _run(trial: Trial, examples: int) -> None:
    @settings(
        max_examples=examples,
        deadline=None,
        database=None,
        suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
    )
    @given(data=st.data())
    def one_file(data: st.DataObject) -> None:
        record = _mutate(data, data.draw(st.sampled_from(BASES), label="base"))
        text = _file_text(record, data.draw(st.booleans(), label="1e400"))
        trial.check(text, data.draw(st.sampled_from(ZONES), label="zone"))

    one_file()
    assert trial.accepted and trial.refused, (trial.accepted, trial.refused)


def test_any_save_the_store_accepts_resumes_in_the_window(trial: Trial) -> None:
    _run(trial, EXAMPLES)


@pytest.mark.slow
def test_any_save_the_store_accepts_resumes_in_the_window_long_run(trial: Trial) -> None:
    _run(trial, SLOW_EXAMPLES)


# -- the shapes of issue 17, one by one ----------------------------------------------------


def _shape(name: str) -> tuple[str, str]:
    base = json.loads(json.dumps(BASES[1]))
    zone = "UTC"
    if name == "surrogate name":
        base["players"][1] = "\ud800"
    elif name == "year 1 in Los Angeles":
        base["saved_at"], zone = "0001-01-01T00:00:00Z", "America/Los_Angeles"
    elif name == "year 9999 at UTC+14":
        base["saved_at"], zone = "9999-12-31T23:59:59Z", "Pacific/Kiritimati"
    elif name == "junk tallies":
        base["app"]["advice"] = {"²": TALLY, "1": ["Ana", float("inf"), 1, 0, 0, 0, False], "2": TALLY}
    elif name == "junk seats":
        base["app"]["seats"] = [{"name": "Ana", "level": "\ud800"}, "Bo", 7]
    return _file_text(base, literal_overflow=True), zone


@pytest.mark.parametrize(
    "shape", ["surrogate name", "year 1 in Los Angeles", "year 9999 at UTC+14", "junk tallies", "junk seats"]
)
def test_each_shape_of_the_issue_opens_or_is_refused_with_a_sentence(trial: Trial, shape: str) -> None:
    text, zone = _shape(shape)
    trial.check(text, zone)
    assert (trial.accepted, trial.refused) == ((0, 1) if shape == "surrogate name" else (1, 0))


def test_the_saved_time_shown_is_the_file_time_when_the_saved_one_is_absurd(trial: Trial) -> None:
    text, zone = _shape("year 1 in Los Angeles")
    _set_zone(zone)
    path = trial.folder / "autosave.json"
    path.write_text(text, encoding="ascii")
    stamp = datetime(2025, 6, 1, 12, 30, tzinfo=UTC).timestamp()
    os.utime(path, (stamp, stamp))
    assert trial.window.files.offer_resume()
    assert "saved on 2025-06-01 05:30" in trial.window.files.resume_box.text()  # type: ignore[union-attr]
