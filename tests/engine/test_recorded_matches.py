"""Whole recorded matches replayed: a save file written by this version of gin3
must load, and replay to the same hands and scores, in every later version.

The records in records/ were played by the mixed greedy/random players of
support.py. If one stops loading, saved games of real players stop loading
too: the deal, the rules or the record format changed incompatibly.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from gin3.engine import HandScored, Match, Mode, match_from_json, match_to_json

RECORDS = Path(__file__).parent / "records"

# Per hand: (winner seat index, points, outcome), or None for a dead hand.
EXPECTED = {
    "chouette_default.json": {
        "mode": Mode.CHOUETTE,
        "totals": [96, 99, 112],
        "winner": 2,
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
        "hands": [
            (1, 15, "knock"), (1, 55, "knock"), (0, 48, "gin"), (1, 13, "knock"), (0, 22, "knock"),
            (0, 5, "knock"), (0, 29, "knock"), None, None, (1, 13, "undercut"), (0, 2, "knock"),
            (0, 9, "knock"), (1, 37, "knock"), (1, 24, "knock"),
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
    assert match_to_json(match) + "\n" == text, "loading and saving again changes nothing"
    assert Match.from_record(match.to_record()).snapshot() == match.snapshot()
