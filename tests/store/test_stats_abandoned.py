"""Abandoned matches are counted apart from finished ones; every player of a match is listed;
statistics files of schema version 1 are kept and migrated."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from gin3.engine import RuleSet, match_from_record, match_to_record
from gin3.session import InlineWriter, SeatSetup, Session, StatisticsKeeper
from gin3.store import SCHEMA_VERSION, PlayerStats, Statistics
from tests.store.simulate import PLAYERS, play_actions, play_match

# The schema of gin3's first statistics files (PRAGMA user_version = 1), as they exist in the wild.
SCHEMA_1 = """
CREATE TABLE players (player TEXT PRIMARY KEY, name TEXT NOT NULL);
CREATE TABLE matches (id TEXT PRIMARY KEY, recorded_at TEXT NOT NULL, mode TEXT NOT NULL,
                      hands INTEGER NOT NULL);
CREATE TABLE results (
    match_id TEXT NOT NULL REFERENCES matches(id), player TEXT NOT NULL REFERENCES players(player),
    won INTEGER NOT NULL, hands_played INTEGER NOT NULL, hands_won INTEGER NOT NULL,
    hands_won_in_box INTEGER NOT NULL, hands_won_as_captain INTEGER NOT NULL, gins INTEGER NOT NULL,
    undercuts_dealt INTEGER NOT NULL, undercuts_suffered INTEGER NOT NULL, points INTEGER NOT NULL,
    PRIMARY KEY (match_id, player)
);
CREATE TABLE advice (player TEXT PRIMARY KEY REFERENCES players(player), offered INTEGER NOT NULL,
                     followed INTEGER NOT NULL);
"""


@pytest.fixture
def stats(tmp_path: Path) -> Statistics:
    return Statistics(tmp_path / "statistics.sqlite3")


def by_name(stats: Statistics) -> dict[str, PlayerStats]:
    return {s.name: s for s in stats.summary()}


def _hands_ended(actions: int) -> int:
    match = play_actions(1, actions)
    return sum(1 for hand in match.hands if hand.result is not None)


def test_an_abandoned_match_lists_every_player_apart_from_finished_ones(stats: Statistics) -> None:
    left = play_actions(1, 120)
    assert not left.is_over and _hands_ended(120) >= 1
    stats.record_advice("Ana", True)  # advice counted while the match was played
    assert stats.record_abandoned(left)
    found = by_name(stats)
    assert set(found) == set(PLAYERS)  # every player of the match, not only the advised one
    for name in PLAYERS:
        mine = found[name]
        assert (mine.matches_played, mine.matches_abandoned, mine.matches_won) == (0, 1, 0)
        assert mine.hands_played == _hands_ended(120)  # the hand in play is not counted
    assert sum(s.points for s in found.values()) == sum(
        h.result.points for h in left.hands if h.result is not None and hasattr(h.result, "points")
    )
    assert (found["Ana"].advice_offered, found["Ana"].advice_followed) == (1, 1)


def test_one_match_is_counted_once_whether_abandoned_again_or_finished(stats: Statistics) -> None:
    finished = play_match(1)
    record = match_to_record(finished)
    early = match_from_record({**record, "actions": record["actions"][:40]})
    later = match_from_record({**record, "actions": record["actions"][:120]})
    assert stats.record_abandoned(early)
    assert stats.record_abandoned(later)  # played on from a save and abandoned again: replaces it
    assert all((s.matches_abandoned, s.matches_played) == (1, 0) for s in stats.summary())
    assert stats.record_match(finished)  # and then finished: a finished match, no longer abandoned
    assert all((s.matches_abandoned, s.matches_played) == (0, 1) for s in stats.summary())
    assert not stats.record_abandoned(later)  # an older save of a finished match changes nothing
    assert all((s.matches_abandoned, s.matches_played) == (0, 1) for s in stats.summary())
    fresh = Statistics(stats.path.with_name("other.sqlite3"))
    fresh.record_match(finished)
    assert fresh.summary() == stats.summary()  # the counts add up as if it was never abandoned


def test_nothing_played_or_finished_is_not_abandoned(stats: Statistics) -> None:
    assert not stats.record_abandoned(play_actions(1, 0))
    assert not stats.record_abandoned(play_match(2))
    assert stats.summary() == []


def test_the_session_reports_a_replaced_unfinished_match_to_the_statistics(stats: Statistics) -> None:
    session = Session()
    StatisticsKeeper(session, stats, InlineWriter(lambda error: None))
    seats = [SeatSetup(name) for name in PLAYERS]
    session.new_match(seats, seed=5, rules=RuleSet(target=10_000))
    session.begin()
    session.new_match(seats, seed=6)  # nothing played yet: nothing abandoned
    assert stats.summary() == []
    left = play_actions(1, 30)
    session.resume(left, seats)
    session.new_match(seats, seed=7)
    assert [s.matches_abandoned for s in stats.summary()] == [1, 1, 1]
    session.abandon(play_actions(2, 10))  # the autosaved match, given up at the resume question
    assert [s.matches_abandoned for s in stats.summary()] == [2, 2, 2]


VERSION_1_RESULTS = (
    "match_id", "player", "won", "hands_played", "hands_won", "hands_won_in_box",
    "hands_won_as_captain", "gins", "undercuts_dealt", "undercuts_suffered", "points",
)  # fmt: skip


def test_a_version_1_file_is_migrated_and_keeps_its_matches(tmp_path: Path) -> None:
    path = tmp_path / "statistics.sqlite3"
    old = [play_match(seed) for seed in range(3)]
    reference = Statistics(tmp_path / "reference.sqlite3")
    for match in old:
        reference.record_match(match)
    with sqlite3.connect(tmp_path / "reference.sqlite3") as src, sqlite3.connect(path) as db:
        db.executescript(SCHEMA_1)
        for table, columns in (
            ("players", "player, name"),
            ("matches", "id, recorded_at, mode, hands"),
            ("results", ", ".join(VERSION_1_RESULTS)),
            ("advice", "*"),
        ):
            for row in src.execute(f"SELECT {columns} FROM {table}"):
                db.execute(f"INSERT INTO {table} VALUES ({', '.join('?' * len(row))})", row)
        db.execute("PRAGMA user_version = 1")
    db.close()
    migrated = Statistics(path)
    assert migrated.notice is None and migrated.kept_as is None  # kept, not moved aside
    assert migrated.summary() == reference.summary()
    assert all(s.matches_played == 3 and s.matches_abandoned == 0 for s in migrated.summary())
    assert not migrated.record_match(old[0])  # still known: not counted twice
    assert migrated.record_abandoned(play_actions(7, 50))
    with sqlite3.connect(path) as db:
        assert db.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION == 5
