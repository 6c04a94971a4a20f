"""Whole recorded matches replayed: a save file written by this version of gin3
must load, and replay to the same hands and scores, in every later version.

The records in records/ were played by the mixed greedy/random players of
support.py. If one stops loading, saved games of real players stop loading
too: the deal, the rules or the record format changed incompatibly.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from gin3.engine import (
    GameWon,
    HandScored,
    MatchWon,
    Mode,
    NextHand,
    match_from_json,
    match_from_record,
    match_to_json,
    match_to_record,
)
from gin3.engine.record import VERSION

RECORDS = Path(__file__).parent / "records"
NEXT = {"type": "next"}

# Per hand: (winner seat index, points, outcome), or None for a dead hand.
EXPECTED = {
    "chouette_default.json": {
        "mode": Mode.CHOUETTE,
        "totals": [96, 99, 112],
        "winner": 2,
        "games": [],
        "hands": [
            (1, 12, "knock"), (0, 18, "knock"), (0, 38, "knock"), (0, 11, "undercut"), (0, 29, "knock"),
            (1, 28, "knock"), (1, 52, "gin"), (1, 7, "knock"), (2, 3, "knock"), (2, 7, "knock"),
            (2, 31, "knock"), (2, 6, "knock"), (2, 46, "knock"), None, (2, 19, "knock"),
        ],
    },
    "classic_house_rules.json": {
        "mode": Mode.CLASSIC,
        "totals": [115, 157],
        "winner": 1,
        "games": [((48, 22, 5, 29, 2, 9), (15, 55, 13, 13, 37, 24))],
        "hands": [
            (1, 15, "knock"), (1, 55, "knock"), (0, 48, "gin"), (1, 13, "knock"), (0, 22, "knock"),
            (0, 5, "knock"), (0, 29, "knock"), None, None, (1, 13, "undercut"), (0, 2, "knock"),
            (0, 9, "knock"), (1, 37, "knock"), (1, 24, "knock"),
        ],
    },
    # Version 2 (the deals between hands are actions), saved before games were scored:
    # it loads as the first game of a session, its rules with the default bonuses.
    "classic_v2.json": {
        "mode": Mode.CLASSIC,
        "version": 2,
        "totals": [17, 101],
        "winner": 1,
        "games": [((14, 3), (24, 70, 7))],
        "hands": [
            None, (1, 24, "knock"), None, None, (1, 70, "gin"), (0, 14, "knock"), (0, 3, "knock"),
            (1, 7, "knock"),
        ],
    },
}  # fmt: skip


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_recorded_match_replays_to_the_same_hands_and_scores(name: str) -> None:
    text = (RECORDS / name).read_text(encoding="utf-8")
    expected = EXPECTED[name]
    match = match_from_json(text)
    assert match.mode is expected["mode"] and match.is_over
    assert match.totals == expected["totals"] and match.winner == expected["winner"]
    hands = []
    for hand in match.hands:
        result = hand.result
        hands.append(
            (int(result.winner), result.points, result.outcome.value)
            if isinstance(result, HandScored)
            else None
        )
    assert hands == expected["hands"]
    assert [g.entries for g in match.games] == expected["games"]
    if match.mode is Mode.CLASSIC:
        won = [e for e in match.events if isinstance(e, GameWon | MatchWon)]
        assert [type(e) for e in won] == [GameWon, MatchWon] and won[0].winner == expected["winner"]
        assert (match.carried, match.first_dealer, match.games_before) == ((0, 0), None, 0)
    # Version 1 records deal each next hand when loading; saving again writes the
    # current version, the same actions with the deals between.
    original = json.loads(text)
    record = match_to_record(match)
    assert original["version"] == expected.get("version", 1) and record["version"] == VERSION
    if original["version"] == 1:
        assert [a for a in record["actions"] if a != NEXT] == original["actions"]
    else:
        assert record["actions"] == original["actions"]
    assert record["actions"].count(NEXT) == len(match.hands) - 1
    assert match_from_record(record).snapshot() == match.snapshot()
    assert match_from_json(match_to_json(match)).snapshot() == match.snapshot()


def test_r19_version_1_record_ending_with_a_hand_loads_between_hands() -> None:
    original = json.loads((RECORDS / "chouette_default.json").read_text(encoding="utf-8"))
    match = match_from_record(original)
    first_next = [a.to_json() for a in match.actions].index(NEXT)  # the actions of hand 1 come before
    ended = {**original, "actions": original["actions"][:first_next]}
    loaded = match_from_record(ended)
    assert loaded.between_hands and loaded.hand.number == 1 and len(loaded.hands) == 1
    assert isinstance(loaded.hand.result, HandScored) and loaded.legal_actions() == (NextHand(),)
    assert loaded.totals == [0, 12, 0]
    # One more version-1 action: the next hand is dealt first, then the action is played.
    going_on = match_from_record({**original, "actions": original["actions"][: first_next + 1]})
    assert not going_on.between_hands and going_on.hand.number == 2
    assert [a.to_json() for a in going_on.actions][first_next] == NEXT
