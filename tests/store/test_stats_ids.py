"""A match's statistics id stays the same when gin3 is updated in the middle of it."""

from __future__ import annotations

import hashlib
import json

from gin3.engine import Match, Mode, RuleSet, match_to_record
from gin3.session import scripted_move
from gin3.store.identity import match_id, match_origin

V2_RULES = ("gin_bonus", "undercut_bonus", "target", "big_gin", "big_gin_extra")
V2_RULES += ("oklahoma", "discard_taken_card", "knock_limit")


def _as_version_2_hashed_it(match: Match, *, actions: bool = True) -> str:
    """The id the statistics of record version 2 gave (the whole record, hashed)."""
    record = match_to_record(match)
    old = {
        "format": record["format"],
        "version": 2,
        "mode": record["mode"],
        "players": record["players"],
        "seed": record["seed"],
        "rules": {k: record["rules"][k] for k in V2_RULES},
    }
    if actions:
        old["actions"] = record["actions"]
    text = json.dumps(old, sort_keys=True, separators=(",", ":"), ensure_ascii=True)
    return hashlib.sha256(text.encode("ascii")).hexdigest()


def _played(match: Match, moves: int) -> Match:
    for _ in range(moves):
        seat = match.turn
        assert seat is not None
        match.apply(scripted_move(match.view(seat)))
    return match


def test_a_match_begun_before_the_update_keeps_its_id() -> None:
    for players in (["Ana", "Ben", "Cem"], ["Ana", "Ben"]):
        match = _played(Match(players, seed=8, rules=RuleSet(target=50, big_gin=True)), 12)
        assert match_id(match) == _as_version_2_hashed_it(match)
        assert match_origin(match) == _as_version_2_hashed_it(match, actions=False)


def test_what_later_versions_added_tells_matches_apart() -> None:
    plain = Match(["Ana", "Ben"], seed=8, mode=Mode.CLASSIC)
    hollywood = Match(["Ana", "Ben"], seed=8, mode=Mode.CLASSIC, rules=RuleSet(hollywood=True))
    carried = Match(["Ana", "Ben"], seed=8, mode=Mode.CLASSIC, carried=(120, -120), games_before=1)
    ids = {match_id(plain), match_id(hollywood), match_id(carried)}
    assert len(ids) == 3
