"""Statistics count each player's undos (gin3.engine.undo); a version 3 file is migrated."""

from __future__ import annotations

import random
import sqlite3
from collections import Counter
from pathlib import Path

from gin3.engine import Match, RuleSet
from gin3.store import SCHEMA_VERSION, Statistics
from tests.store.simulate import PLAYERS, choose, play_match


def match_with_undos(seed: int, *, undos: int, finish: bool) -> Match:
    """A match in which every other decision of the first hands is taken back once, ``undos``
    times in all; played to its end if ``finish``."""
    match = Match(list(PLAYERS), seed=seed, rules=RuleSet(target=60))
    rng = random.Random(seed)
    while (len(match.undos) < undos or finish) and not match.is_over:
        match.apply(choose(match, rng))
        if len(match.undos) < undos and match.turn is not None and len(match.hand.moves) % 2:
            match.undo(1)
            match.apply(choose(match, rng))  # decided again: the same player's turn
    assert len(match.undos) == undos
    return match


def undo_counts(*matches: Match) -> dict[str, int]:
    counts = Counter(match.players[undo.seat] for match in matches for undo in match.undos)
    return {name: counts[name] for name in PLAYERS}


def test_undos_are_counted_per_player_in_finished_and_abandoned_matches(tmp_path: Path) -> None:
    stats = Statistics(tmp_path / "s.sqlite3")
    finished = match_with_undos(3, undos=5, finish=True)
    left = match_with_undos(5, undos=3, finish=False)
    assert finished.is_over and not left.is_over
    assert stats.record_match(finished) and stats.record_abandoned(left)
    assert not stats.record_match(finished)  # the same match, undos and all, is counted once
    undos = {s.name: s.undos for s in stats.summary()}
    assert undos == undo_counts(finished, left) and sum(undos.values()) == 8


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
    match = match_with_undos(3, undos=2, finish=True)
    assert stats.record_match(match)
    assert {s.name: s.undos for s in stats.summary()} == undo_counts(match)
    with sqlite3.connect(path) as db:
        assert db.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION == 5
    db.close()
