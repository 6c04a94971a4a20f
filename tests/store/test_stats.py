"""Player statistics: counts checked against the events, no double counting,
advice, reset, and recovery from a damaged database."""

from __future__ import annotations

import random
import sqlite3
import time
from collections import Counter
from pathlib import Path

import pytest

from gin3.engine import (
    HandScored,
    Match,
    Outcome,
    Role,
    RolesSet,
    RuleSet,
    match_from_record,
    match_to_record,
)
from gin3.session import InlineWriter, SeatSetup, Session, Stage, StatisticsKeeper
from gin3.store import SCHEMA_VERSION, PlayerStats, Statistics, StatsError, match_id
from tests.session.support import play_computers
from tests.store.simulate import PLAYERS, play_actions, play_match

SEEDS = range(10)


def expected_counts(match: Match) -> dict[str, Counter[str]]:
    """The statistics of one match, counted straight from the hands' results,
    with the roles worked out by R8 rather than read from the match's log."""
    first = next(e for e in match.events if isinstance(e, RolesSet))
    roles = dict(first.roles)
    counts = {name: Counter[str]() for name in match.players}
    for hand in match.hands:
        for name in match.players:
            counts[name]["hands_played"] += 1
        result = hand.result
        if not isinstance(result, HandScored):
            continue
        winner, loser = match.players[result.winner], match.players[result.loser]
        counts[winner]["hands_won"] += 1
        counts[winner]["points"] += result.points
        role = roles[result.winner]
        counts[winner]["hands_won_in_box" if role is Role.BOX else "hands_won_as_captain"] += 1
        if result.outcome in (Outcome.GIN, Outcome.BIG_GIN):
            counts[winner]["gins"] += 1
        if result.outcome is Outcome.UNDERCUT:
            counts[winner]["undercuts_dealt"] += 1
            counts[loser]["undercuts_suffered"] += 1
        by_role = {r: s for s, r in roles.items()}
        box, captain, sitter = by_role[Role.BOX], by_role[Role.CAPTAIN], by_role[Role.SITTER]
        if result.winner == box:
            roles = {box: Role.BOX, captain: Role.SITTER, sitter: Role.CAPTAIN}
        else:
            roles = {captain: Role.BOX, sitter: Role.CAPTAIN, box: Role.SITTER}
    for name in match.players:
        counts[name]["matches_played"] += 1
        counts[name]["matches_won"] += int(match.winner is not None and match.players[match.winner] == name)
    return counts


FIELDS = (
    "matches_played",
    "matches_won",
    "hands_played",
    "hands_won",
    "hands_won_in_box",
    "hands_won_as_captain",
    "gins",
    "undercuts_dealt",
    "undercuts_suffered",
    "points",
)


@pytest.fixture
def stats(tmp_path: Path) -> Statistics:
    return Statistics(tmp_path / "stats" / "statistics.sqlite3")


def by_name(stats: Statistics) -> dict[str, PlayerStats]:
    return {s.name: s for s in stats.summary()}


def test_counts_of_seeded_matches_agree_with_the_events(stats: Statistics) -> None:
    expected = {name: Counter[str]() for name in PLAYERS}
    for seed in SEEDS:
        match = play_match(seed, RuleSet(big_gin=seed % 2 == 0))
        assert stats.record_match(match)
        for name, counts in expected_counts(match).items():
            expected[name].update(counts)
    found = by_name(stats)
    assert set(found) == set(PLAYERS)
    for name in PLAYERS:
        assert {f: getattr(found[name], f) for f in FIELDS} == {f: expected[name][f] for f in FIELDS}, name
        assert found[name].points_per_hand == pytest.approx(
            expected[name]["points"] / expected[name]["hands_played"]
        )
    # The seeds were chosen so that every kind of result is counted at least once.
    assert sum(s.gins for s in found.values()) > 0
    assert sum(s.undercuts_dealt for s in found.values()) > 0
    assert sum(s.hands_won_in_box for s in found.values()) > 0
    assert sum(s.matches_won for s in found.values()) == len(SEEDS)
    assert all(s.matches_played == len(SEEDS) for s in found.values())


def test_summary_is_ordered_by_matches_won(stats: Statistics) -> None:
    for seed in SEEDS:
        stats.record_match(play_match(seed))
    wins = [s.matches_won for s in stats.summary()]
    assert wins == sorted(wins, reverse=True)


def test_the_same_match_is_counted_once(stats: Statistics) -> None:
    match = play_match(2)
    assert stats.record_match(match)
    before = stats.summary()
    assert not stats.record_match(match)
    assert not stats.record_match(match_from_record(match_to_record(match)))
    assert stats.summary() == before
    assert match_id(match) == match_id(match_from_record(match_to_record(match)))
    assert match_id(match) != match_id(play_match(3))


def test_an_unfinished_match_is_not_recorded(stats: Statistics) -> None:
    with pytest.raises(ValueError, match="finished"):
        stats.record_match(play_actions(1, 30))
    assert stats.summary() == []


def test_advice_followed(stats: Statistics) -> None:
    for followed in (True, True, False, True):
        stats.record_advice("Bo", followed)
    stats.record_advice("ana", False)
    stats.record_match(play_match(1))  # names match without regard to case
    found = by_name(stats)
    assert (found["Bo"].advice_offered, found["Bo"].advice_followed) == (4, 3)
    assert found["Bo"].advice_followed_share == pytest.approx(0.75)
    assert (found["Ana"].advice_offered, found["Ana"].advice_followed) == (1, 0)
    assert found["Cem"].advice_followed_share is None
    assert len(found) == 3


def test_a_player_with_advice_only(stats: Statistics) -> None:
    stats.record_advice("Dee", True)
    (dee,) = stats.summary()
    assert dee == PlayerStats("Dee", advice_offered=1, advice_followed=1)
    assert dee.points_per_hand == 0.0


def test_reset_clears_everything(stats: Statistics) -> None:
    match = play_match(5)
    stats.record_match(match)
    stats.record_advice("Ana", True)
    stats.reset()
    assert stats.summary() == []
    assert stats.record_match(match)  # counted again after a reset
    assert len(stats.summary()) == 3


def test_statistics_persist_across_openings(tmp_path: Path) -> None:
    path = tmp_path / "statistics.sqlite3"
    Statistics(path).record_match(play_match(4))
    again = Statistics(path)
    assert again.notice is None
    assert sum(s.matches_played for s in again.summary()) == 3
    with sqlite3.connect(path) as db:
        assert db.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION


def _filled(path: Path) -> None:
    stats = Statistics(path)
    for seed in range(3):
        stats.record_match(play_match(seed))


DAMAGED = {
    "random bytes": lambda path: path.write_bytes(random.Random(3).randbytes(8192)),
    "text": lambda path: path.write_text("these are not the statistics you are looking for\n" * 50),
    "truncated": lambda path: (_filled(path), path.write_bytes(path.read_bytes()[:2500])),
    "scrambled pages": lambda path: (_filled(path), _scramble(path)),
    "too new": lambda path: (_filled(path), _set_version(path, SCHEMA_VERSION + 1)),
    "foreign database": lambda path: _foreign(path),
}


def _scramble(path: Path) -> None:
    """Keep the header page, overwrite every page after it."""
    data = path.read_bytes()
    path.write_bytes(data[:4096] + random.Random(4).randbytes(len(data) - 4096))


def _set_version(path: Path, version: int) -> None:
    with sqlite3.connect(path) as db:
        db.execute(f"PRAGMA user_version = {version}")


def _foreign(path: Path) -> None:
    with sqlite3.connect(path) as db:
        db.execute("CREATE TABLE recipes (name TEXT)")
        db.execute("INSERT INTO recipes VALUES ('soup')")


@pytest.mark.parametrize("kind", sorted(DAMAGED))
def test_damaged_database_is_kept_aside_and_a_fresh_one_started(tmp_path: Path, kind: str) -> None:
    path = tmp_path / "statistics.sqlite3"
    DAMAGED[kind](path)
    content = path.read_bytes()
    stats = Statistics(path)
    assert stats.kept_as is not None and stats.kept_as.read_bytes() == content
    assert stats.kept_as.name.startswith("statistics.damaged-")
    assert stats.notice is not None and stats.kept_as.name in stats.notice
    assert stats.summary() == []
    assert stats.record_match(play_match(1))
    assert len(Statistics(path).summary()) == 3
    assert stats.kept_as.read_bytes() == content


def test_damage_after_opening_is_recovered_on_next_use(tmp_path: Path) -> None:
    path = tmp_path / "statistics.sqlite3"
    stats = Statistics(path)
    stats.record_match(play_match(1))
    path.write_bytes(b"\0garbage" * 1000)
    assert stats.summary() == []
    assert stats.kept_as is not None
    assert stats.kept_as.read_bytes() == b"\0garbage" * 1000


def test_a_locked_database_is_a_stats_error(tmp_path: Path) -> None:
    path = tmp_path / "statistics.sqlite3"
    stats = Statistics(path, timeout=0.05)
    holder = sqlite3.connect(path, isolation_level=None)
    holder.execute("BEGIN EXCLUSIVE")
    try:
        with pytest.raises(StatsError, match="could not update the statistics"):
            stats.record_advice("Ana", True)
    finally:
        holder.execute("ROLLBACK")
        holder.close()
    assert stats.kept_as is None  # a lock is not damage: nothing moved
    stats.record_advice("Ana", True)
    assert stats.summary()[0].advice_offered == 1


def test_an_unusable_place_never_stops_the_app(tmp_path: Path) -> None:
    blocker = tmp_path / "not a folder"
    blocker.write_text("a file where the folder should be")
    stats = Statistics(blocker / "statistics.sqlite3")
    assert stats.notice is not None and "could not update the statistics" in stats.notice
    with pytest.raises(StatsError):
        stats.summary()
    assert blocker.read_text() == "a file where the folder should be"


def test_a_database_locked_at_start_does_not_hold_up_the_app(tmp_path: Path) -> None:
    path = tmp_path / "statistics.sqlite3"
    Statistics(path).record_advice("Ana", True)
    content = path.read_bytes()
    holder = sqlite3.connect(path, isolation_level=None)
    holder.execute("BEGIN EXCLUSIVE")  # another gin3 in the middle of a write
    try:
        started = time.monotonic()
        stats = Statistics(path, timeout=0.05)
        assert time.monotonic() - started < 2
        assert stats.notice is not None and "could not update the statistics" in stats.notice
        assert "locked" in stats.notice
        assert stats.kept_as is None and path.read_bytes() == content  # a lock is not damage
        assert [p.name for p in tmp_path.iterdir()] == ["statistics.sqlite3"]
    finally:
        holder.execute("ROLLBACK")
        holder.close()
    assert stats.summary()[0].advice_offered == 1  # the same file, once it is free


def _session(stats: Statistics, errors: list[Exception], seed: int = 4) -> Session:
    session = Session()
    StatisticsKeeper(session, stats, InlineWriter(errors.append))
    session.new_match([SeatSetup(n, "simple") for n in PLAYERS], seed=seed, rules=RuleSet(target=30))
    session.begin()
    return session


def test_a_database_locked_when_a_match_ends_lets_the_game_go_on(tmp_path: Path) -> None:
    path = tmp_path / "statistics.sqlite3"
    stats = Statistics(path, timeout=0.05)
    errors: list[Exception] = []
    session = _session(stats, errors)
    holder = sqlite3.connect(path, isolation_level=None)
    holder.execute("BEGIN EXCLUSIVE")
    try:
        started = time.monotonic()
        play_computers(session)
        assert time.monotonic() - started < 10
    finally:
        holder.execute("ROLLBACK")
        holder.close()
    assert len(errors) == 1 and isinstance(errors[0], StatsError)  # reported, for a message box
    assert "locked" in str(errors[0])
    assert stats.kept_as is None
    session.new_match([SeatSetup(n, "simple") for n in PLAYERS], seed=5)  # the game goes on
    assert session.stage is Stage.ROLE_DRAW
    assert stats.summary() == []  # the locked match was not counted, and the file still works


@pytest.mark.parametrize("kind", ["random bytes", "foreign database"])
def test_a_database_damaged_during_a_match_is_kept_aside_and_the_match_counted(
    tmp_path: Path, kind: str
) -> None:
    path = tmp_path / "statistics.sqlite3"
    stats = Statistics(path)
    assert stats.notice is None
    errors: list[Exception] = []
    session = _session(stats, errors)
    path.unlink()
    DAMAGED[kind](path)  # another program writes over the file while the match is on
    content = path.read_bytes()
    play_computers(session)
    assert errors == []  # nothing for the game to handle
    assert stats.kept_as is not None and stats.kept_as.read_bytes() == content
    assert stats.notice is not None and stats.kept_as.name in stats.notice  # the statistics window shows it
    assert sum(s.matches_played for s in stats.summary()) == 3  # counted in the fresh file


@pytest.mark.parametrize(
    "tables",
    [
        "CREATE TABLE notes (text TEXT);",  # gin3's version number on another program's tables
        # gin3's names, not its columns
        "CREATE TABLE players (name TEXT); CREATE TABLE results (x INTEGER);",
    ],
    ids=["foreign tables", "missing columns"],
)
def test_a_file_with_our_version_but_other_tables_is_kept_aside(tmp_path: Path, tables: str) -> None:
    """Not recognised, such a file would make every call raise (Reset too) until deleted by
    hand: it is moved aside with a notice, as other foreign files are, and counting goes on."""
    path = tmp_path / "stats.sqlite3"
    db = sqlite3.connect(path)
    db.executescript(f"{tables} PRAGMA user_version = {SCHEMA_VERSION};")
    db.close()
    stats = Statistics(path)
    assert stats.notice is not None and stats.kept_as is not None and stats.kept_as.exists()
    kept = sqlite3.connect(stats.kept_as)
    assert kept.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION  # untouched
    kept.close()
    assert stats.record_match(play_match(seed=3))
    assert [p.name for p in stats.summary()] != []
    stats.reset()
    assert stats.summary() == []
