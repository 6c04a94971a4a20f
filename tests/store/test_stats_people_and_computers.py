"""A person and a computer player of the same name have statistics of their own (schema version 5);
a version 4 file is migrated without losing anyone's figures."""

from __future__ import annotations

import sqlite3
from pathlib import Path

from gin3.engine import RuleSet
from gin3.session import InlineWriter, SeatSetup, Session, StatisticsKeeper
from gin3.store import SCHEMA_VERSION, Statistics
from tests.session.support import play_computers
from tests.store.simulate import PLAYERS, play_match

# gin3's statistics files of schema version 4 (before people and computer players were told apart).
SCHEMA_4 = """
CREATE TABLE players (player TEXT PRIMARY KEY, name TEXT NOT NULL);
CREATE TABLE matches (id TEXT PRIMARY KEY, recorded_at TEXT NOT NULL, mode TEXT NOT NULL,
    hands INTEGER NOT NULL, finished INTEGER NOT NULL DEFAULT 1, origin TEXT);
CREATE TABLE results (
    match_id TEXT NOT NULL REFERENCES matches(id), player TEXT NOT NULL REFERENCES players(player),
    won INTEGER NOT NULL, hands_played INTEGER NOT NULL, hands_won INTEGER NOT NULL,
    hands_won_in_box INTEGER NOT NULL, hands_won_as_captain INTEGER NOT NULL, gins INTEGER NOT NULL,
    undercuts_dealt INTEGER NOT NULL, undercuts_suffered INTEGER NOT NULL, points INTEGER NOT NULL,
    games INTEGER NOT NULL DEFAULT 0, games_won INTEGER NOT NULL DEFAULT 0,
    game_result INTEGER NOT NULL DEFAULT 0, shutouts INTEGER NOT NULL DEFAULT 0,
    undos INTEGER NOT NULL DEFAULT 0, PRIMARY KEY (match_id, player)
);
CREATE TABLE advice (player TEXT PRIMARY KEY REFERENCES players(player), offered INTEGER NOT NULL,
    followed INTEGER NOT NULL);
"""


def test_a_person_and_a_computer_player_of_one_name_are_kept_apart(tmp_path: Path) -> None:
    stats = Statistics(tmp_path / "statistics.sqlite3")
    people = play_match(1)  # Ana, Bo and Cem: people
    stats.record_match(people)
    stats.record_match(play_match(2), (None, "hard", "easy"))  # Bo and Cem: computer players
    stats.record_advice("Ana", True)
    stats.record_advice("Bo", False, "hard")
    rows = {(s.name, s.level): s for s in stats.summary()}
    assert set(rows) == {("Ana", None), ("Bo", None), ("Cem", None), ("Bo", "hard"), ("Cem", "easy")}
    assert rows["Ana", None].matches_played == 2  # the same person in both matches
    assert rows["Bo", None].matches_played == rows["Bo", "hard"].matches_played == 1
    assert (rows["Bo", None].advice_offered, rows["Bo", "hard"].advice_offered) == (0, 1)
    assert rows["Ana", None].advice_followed == 1
    again = Statistics(tmp_path / "statistics.sqlite3")  # reopened: the same rows
    assert again.summary() == stats.summary()


def test_the_session_tells_the_statistics_who_is_a_computer_player(tmp_path: Path) -> None:
    stats = Statistics(tmp_path / "statistics.sqlite3")
    session = Session()
    StatisticsKeeper(session, stats, InlineWriter())
    seats = [SeatSetup("Ana", "simple"), SeatSetup("Ben", "simple"), SeatSetup("Cem", "random")]
    session.new_match(seats, seed=4, rules=RuleSet(target=30))
    session.begin()
    play_computers(session)
    levels = {s.name: s.level for s in stats.summary()}
    assert levels == {"Ana": "simple", "Ben": "simple", "Cem": "random"}


def test_a_version_4_file_is_migrated_and_keeps_every_figure(tmp_path: Path) -> None:
    path = tmp_path / "statistics.sqlite3"
    old = [play_match(seed) for seed in range(3)]
    reference = Statistics(tmp_path / "reference.sqlite3")
    for match in old:
        reference.record_match(match)
    reference.record_advice("Ana", True)
    reference.record_advice("Ana", False)
    with sqlite3.connect(tmp_path / "reference.sqlite3") as src, sqlite3.connect(path) as db:
        db.executescript(SCHEMA_4)
        for table in ("players", "matches", "results", "advice"):
            columns = [row[1] for row in db.execute(f"PRAGMA table_info({table})")]
            for row in src.execute(f"SELECT {', '.join(columns)} FROM {table}"):
                db.execute(f"INSERT INTO {table} VALUES ({', '.join('?' * len(row))})", row)
        db.execute("PRAGMA user_version = 4")
    db.close()
    migrated = Statistics(path)
    assert migrated.notice is None and migrated.kept_as is None  # kept, not moved aside
    assert migrated.summary() == reference.summary()  # every figure whole, each a person's
    assert {s.name for s in migrated.summary()} == set(PLAYERS)
    assert all(s.level is None and s.matches_played == 3 for s in migrated.summary())
    assert not migrated.record_match(old[0])  # still known: not counted twice
    assert migrated.record_match(play_match(7), ("hard", None, None))  # Ana, a computer player now
    rows = {(s.name, s.level): s for s in migrated.summary()}
    assert rows["Ana", None].matches_played == 3 and rows["Ana", "hard"].matches_played == 1
    with sqlite3.connect(path) as db:
        assert db.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION == 5
        assert db.execute("PRAGMA foreign_key_check").fetchall() == []
        tables = {row[0] for row in db.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
        assert tables == {"players", "matches", "results", "advice"}  # the old tables dropped
    db.close()
