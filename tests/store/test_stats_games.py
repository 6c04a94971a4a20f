"""Statistics of two-player gin: games, wins, results, gins, undercuts and shutouts
(C2-C6), kept apart from chouette's figures; a version 2 file is migrated."""

from __future__ import annotations

import sqlite3
from pathlib import Path

from gin3.engine import HandScored, Match, Mode, Outcome, RuleSet
from gin3.store import SCHEMA_VERSION, Statistics
from tests.store.simulate import play_match

TWO = ("Ana", "Bo")


def classic_matches() -> list[Match]:
    """Two-player matches, one with Hollywood scoring, one to a target reached in few hands."""
    return [
        play_match(1, RuleSet(target=60), TWO),
        play_match(2, RuleSet(target=40, hollywood=True), TWO),
        *(play_match(seed, RuleSet(target=20), TWO) for seed in range(3, 9)),
    ]


def test_two_player_games_are_counted_per_player_and_kept_apart(tmp_path: Path) -> None:
    stats = Statistics(tmp_path / "s.sqlite3")
    classic = classic_matches()
    chouette = play_match(11)
    for match in [*classic, chouette]:
        assert stats.record_match(match)
    two = {s.name: s for s in stats.summary(Mode.CLASSIC)}
    three = {s.name: s for s in stats.summary(Mode.CHOUETTE)}
    both = {s.name: s for s in stats.summary()}
    assert set(two) == set(TWO) and set(three) == {"Ana", "Bo", "Cem"}
    for seat, name in enumerate(TWO):
        games = [g for m in classic for g in m.games]
        hands = [h.result for m in classic for h in m.hands if isinstance(h.result, HandScored)]
        mine = two[name]
        assert mine.matches_played == len(classic)
        assert mine.matches_won == sum(m.winner == seat for m in classic)
        assert mine.games == len(games) == len(classic) + 2
        assert mine.games_won == sum(g.winner == seat for g in games)
        assert mine.game_result == sum(g.signed_result(seat) for g in games)
        assert mine.shutouts == sum(g.winner == seat and g.shutout for g in games)
        won = [r for r in hands if r.winner == seat]
        assert mine.gins == sum(r.outcome in (Outcome.GIN, Outcome.BIG_GIN) for r in won)
        assert mine.undercuts_dealt == sum(r.outcome is Outcome.UNDERCUT for r in won)
        assert (mine.advice_offered, mine.advice_followed) == (0, 0)
        # chouette's figures hold no game and none of the two-player matches
        assert three[name].games == 0 and three[name].matches_played == 1
        assert both[name].matches_played == len(classic) + 1
    assert two["Ana"].game_result == -two["Bo"].game_result
    assert sum(s.shutouts for s in two.values()) > 0, "a target reached in one hand is a shutout"


def test_a_version_2_file_is_migrated_and_counts_games_from_then_on(tmp_path: Path) -> None:
    path = tmp_path / "s.sqlite3"
    Statistics(path).record_match(play_match(12))  # a chouette match, then make the file version 2
    with sqlite3.connect(path) as db:
        for column in ("games", "games_won", "game_result", "shutouts", "undos"):
            db.execute(f"ALTER TABLE results DROP COLUMN {column}")
        db.execute("PRAGMA user_version = 2")
    db.close()
    stats = Statistics(path)
    assert stats.notice is None and stats.kept_as is None
    assert [s.matches_played for s in stats.summary()] == [1, 1, 1]
    match = play_match(1, RuleSet(target=60), TWO)
    assert stats.record_match(match)
    assert {s.name: s.games for s in stats.summary(Mode.CLASSIC)} == {"Ana": 1, "Bo": 1}
    with sqlite3.connect(path) as db:
        assert db.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION == 5
    db.close()
