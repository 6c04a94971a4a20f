"""Statistics count each player's undos (gin3.engine.undo); a version 3 file is migrated."""

from __future__ import annotations

import random
import sqlite3
from pathlib import Path

from gin3.engine import Match, RuleSet, Seat
from gin3.store import SCHEMA_VERSION, Statistics
from tests.store.simulate import PLAYERS, choose, play_match


def match_with_undos(seed: int, *, finish: bool) -> Match:
    """A match in which seat 0 took back two decisions and seat 1 one; played to its end if ``finish``."""
    match = Match(list(PLAYERS), seed=seed, rules=RuleSet(target=40))
    rng = random.Random(seed)
    takers = [Seat(0), Seat(0), Seat(1)]
    while takers or (finish and not match.is_over):
        if takers and match.turn == takers[0] and match.hand.moves:
            match.apply(choose(match, rng))
            if not match.between_hands and not match.is_over:  # a showdown is never taken back
                match.undo(1)
                takers.pop(0)
            continue
        match.apply(choose(match, rng))
    return match


def test_undos_are_counted_per_player_in_finished_and_abandoned_matches(tmp_path: Path) -> None:
    stats = Statistics(tmp_path / "s.sqlite3")
    finished, left = match_with_undos(3, finish=True), match_with_undos(5, finish=False)
    assert finished.is_over and not left.is_over
    assert stats.record_match(finished) and stats.record_abandoned(left)
    assert not stats.record_match(finished)  # the same match, undos and all, is counted once
    undos = {s.name: s.undos for s in stats.summary()}
    assert undos == {"Ana": 4, "Bo": 2, "Cem": 0}


def test_a_version_3_file_is_migrated_and_counts_undos_from_then_on(tmp_path: Path) -> None:
    path = tmp_path / "s.sqlite3"
    Statistics(path).record_match(play_match(12))
    with sqlite3.connect(path) as db:
        db.execute("ALTER TABLE results DROP COLUMN undos")
        db.execute("PRAGMA user_version = 3")
    db.close()
    stats = Statistics(path)
    assert stats.notice is None and stats.kept_as is None
    assert [(s.matches_played, s.undos) for s in stats.summary()] == [(1, 0)] * 3
    assert stats.record_match(match_with_undos(3, finish=True))
    assert {s.name: s.undos for s in stats.summary()} == {"Ana": 2, "Bo": 1, "Cem": 0}
    with sqlite3.connect(path) as db:
        assert db.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION == 4
    db.close()
