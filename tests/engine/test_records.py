"""Match records: the save file and the replay (DESIGN.md, Persistence)."""

from __future__ import annotations

import copy
import json
import random
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from gin3.engine import (
    Match,
    Mode,
    RuleSet,
    SaveFileError,
    match_from_json,
    match_from_record,
    match_to_json,
    match_to_record,
)
from tests.engine.support import advance, random_chooser

PLAYERS = ["Ana", "Bo", "Cem"]


def played(seed: int, steps: int, players: list[str] = PLAYERS, rules: RuleSet | None = None) -> Match:
    """A match after ``steps`` random legal actions (or at its end)."""
    match = Match(players, seed=seed, rules=rules)
    choose = random_chooser(random.Random(seed), knock_bias=0.4)
    for _ in range(steps):
        if match.is_over:
            break
        advance(match, choose)
    return match


@pytest.mark.parametrize(
    ("players", "rules"),
    [
        (PLAYERS, None),
        (PLAYERS[:2], None),
        (PLAYERS, RuleSet(gin_bonus=20, big_gin=True, oklahoma=True, discard_taken_card=True, target=40)),
        (PLAYERS[:2], RuleSet(target=30, oklahoma=True)),
    ],
)
def test_record_round_trip_gives_the_identical_state(players: list[str], rules: RuleSet | None) -> None:
    for seed, steps in ((1, 0), (2, 3), (3, 40), (4, 400)):
        match = played(seed, steps, players, rules)
        record = match_to_record(match)
        assert json.loads(json.dumps(record)) == record, "the record is plain JSON data"
        assert match_from_record(record).snapshot() == match.snapshot()
        text = match_to_json(match)
        again = match_from_json(text)
        assert again.snapshot() == match.snapshot()
        assert match_from_json(text.encode()).snapshot() == match.snapshot()
        assert match_to_json(again) == text


def test_record_of_a_finished_match_loads_finished() -> None:
    match = played(5, 5000, rules=RuleSet(target=30))
    assert match.is_over
    again = match_from_record(match_to_record(match))
    assert again.is_over and again.winner == match.winner and again.totals == match.totals


def test_record_holds_settings_seed_players_and_actions() -> None:
    match = played(6, 10, rules=RuleSet(target=77))
    record = match_to_record(match)
    assert record["format"] == "gin3-match" and record["version"] >= 4
    assert (record["mode"], record["players"], record["seed"]) == ("chouette", PLAYERS, 6)
    assert record["rules"]["target"] == 77
    assert len(record["actions"]) == 10


# -- damaged and foreign records --------------------------------------------------------


def good_record() -> dict[str, Any]:
    return match_to_record(played(7, 60))


def damaged(change: str, value: object) -> dict[str, Any]:
    record = copy.deepcopy(good_record())
    record[change] = value
    return record


def test_damaged_truncated_json() -> None:
    text = match_to_json(played(7, 60))
    for cut in (1, 10, len(text) // 3, len(text) // 2, len(text) - 2):
        with pytest.raises(SaveFileError, match="not valid JSON"):
            match_from_json(text[:cut])
    with pytest.raises(SaveFileError, match="not valid JSON"):
        match_from_json("")


def test_damaged_random_bytes() -> None:
    rng = random.Random(1)
    for size in (1, 7, 100, 5000):
        with pytest.raises(SaveFileError):
            match_from_json(bytes(rng.randrange(256) for _ in range(size)))


@pytest.mark.parametrize(
    ("record", "message"),
    [
        ([1, 2, 3], "not an object"),
        (None, "not an object"),
        ({"format": "chess-pgn", "version": 1}, r"not a gin3 match \(format 'chess-pgn'\)"),
        ({}, "not a gin3 match"),
        ({"format": "gin3-match"}, "no valid version"),
        ({"format": "gin3-match", "version": "1"}, "no valid version"),
        ({"format": "gin3-match", "version": 0}, "unknown match format version 0"),
    ],
)
def test_damaged_wrong_format(record: object, message: str) -> None:
    with pytest.raises(SaveFileError, match=message):
        match_from_record(record)
    with pytest.raises(SaveFileError, match=message):
        match_from_json(json.dumps(record))


def test_damaged_newer_version() -> None:
    with pytest.raises(SaveFileError, match=r"saved by a newer gin3 \(format version 6\).*update gin3"):
        match_from_record(damaged("version", 6))


def test_damaged_tampered_action_is_illegal() -> None:
    record = good_record()
    # Make the first discard throw a card that the player does not hold.
    first = next(i for i, a in enumerate(record["actions"]) if a["type"] == "discard")
    match = match_from_record({**record, "actions": record["actions"][:first]})
    held = set(match.hand.cards(match.hand.turn))
    foreign = next(c for c in ("As", "Kd", "7h", "2c") if all(str(h) != c for h in held))
    record["actions"][first] = {"type": "discard", "card": foreign}
    with pytest.raises(
        SaveFileError, match=rf"action {first + 1} of the record \(discard {foreign}\) cannot be replayed"
    ) as caught:
        match_from_record(record)
    assert "not in the hand" in str(caught.value)
    # An action that is fine in itself but comes at the wrong moment.
    record = good_record()
    record["actions"].insert(0, {"type": "stock"})
    with pytest.raises(
        SaveFileError, match=r"action 1 of the record \(draw from the stock\) cannot be replayed"
    ):
        match_from_record(record)


@pytest.mark.parametrize(
    ("field", "value", "message"),
    [
        ("players", "Ana, Bo, Cem", "no list of players"),
        ("players", ["Ana", 7, "Cem"], "set-up is damaged"),
        ("players", ["Ana", "Bo"], "set-up is damaged"),
        ("mode", "poker", "set-up is damaged"),
        ("seed", "seven", "set-up is damaged"),
        ("seed", 1.5, "set-up is damaged"),
        ("seed", None, "set-up is damaged"),
        ("rules", "default", "set-up is damaged"),
        ("rules", {"gin_bonus": 30}, "set-up is damaged"),
        ("rules", {"gin_bonus": 25.0}, "set-up is damaged"),
        ("rules", {"jokers": True}, "set-up is damaged"),
        ("actions", {"0": {"type": "pass"}}, "no list of actions"),
        ("actions", [{"type": "fold"}], "unknown action type 'fold'"),
        ("actions", ["pass"], "must be an object with a 'type'"),
        ("actions", [{"kind": "pass"}], "must be an object with a 'type'"),
        ("actions", [{"type": "take"}, {"type": "discard", "card": 5}], "damaged 'discard' action"),
        ("actions", [{"type": "take"}, {"type": "discard"}], "damaged 'discard' action"),
        ("actions", [{"type": "take"}, {"type": "knock", "discard": "Zz", "melds": []}], "damaged 'knock'"),
        ("actions", [{"type": "take"}, {"type": "knock", "discard": None, "melds": "7h 8h 9h"}], "damaged"),
        ("actions", [{"type": "layoff", "melds": [], "layoffs": [["7h", "x"]]}], "damaged 'layoff'"),
        ("actions", [{"type": "layoff", "melds": [], "layoffs": 3}], "damaged 'layoff'"),
        ("actions", [{"type": "layoff", "melds": [], "layoffs": [["7h", 1.5]]}], "must be a whole number"),
        ("actions", [{"type": "layoff", "melds": [], "layoffs": [["7h", float("inf")]]}], "whole number"),
        ("actions", [{"type": "layoff", "melds": [], "layoffs": [["7h", True]]}], "whole number"),
    ],
)
def test_damaged_wrong_types(field: str, value: object, message: str) -> None:
    with pytest.raises(SaveFileError, match=message):
        match_from_record(damaged(field, value))


def test_damaged_infinite_meld_number_in_json_text() -> None:
    record = damaged("actions", [{"type": "layoff", "melds": [], "layoffs": [["7h", float("inf")]]}])
    assert "Infinity" in json.dumps(record)
    with pytest.raises(SaveFileError, match="whole number"):
        match_from_json(json.dumps(record))


def test_damaged_number_too_long_to_read() -> None:
    text = match_to_json(played(7, 3)).replace('"seed": 7', '"seed": ' + "9" * 5000)
    with pytest.raises(SaveFileError):
        match_from_json(text)


def test_damaged_deeply_nested_json() -> None:
    for depth in (500, 5000, 100_000):
        text = '{"format": "gin3-match", "version": 1, "actions": ' + "[" * depth + "]" * depth + "}"
        with pytest.raises(SaveFileError):
            match_from_json(text)
        nested_card = json.dumps(damaged("actions", [{"type": "take"}, {"type": "discard", "card": "@"}]))
        nested_card = nested_card.replace('"@"', "[" * min(depth, 900) + "]" * min(depth, 900))
        with pytest.raises(SaveFileError):
            match_from_json(nested_card)


def test_damaged_huge_action_list() -> None:
    with pytest.raises(SaveFileError, match="more than any real match"):
        match_from_record(damaged("actions", [{"type": "pass"}] * 100_001))
    # A long list of actions is refused at the first one that cannot be played.
    with pytest.raises(SaveFileError, match=r"action 3 of the record \(pass the upcard\)"):
        match_from_record(damaged("actions", [{"type": "pass"}] * 100_000))


def test_a_foreign_record_never_half_loads() -> None:
    record = good_record()
    record["actions"].append({"type": "discard", "card": "Qq"})
    with pytest.raises(SaveFileError):
        match_from_record(record)
    assert match_from_record(good_record()).mode is Mode.CHOUETTE


# -- any damage at all is a SaveFileError -------------------------------------------------------

json_values = st.recursive(
    st.none()
    | st.booleans()
    | st.integers()
    | st.floats(allow_nan=True, allow_infinity=True)
    | st.text(max_size=12)
    | st.sampled_from(["As", "7h 8h 9h", "take", "pass", "stock", "pile", "discard", "knock", "layoff"]),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4),
    max_leaves=12,
)


def paths(value: object, prefix: tuple[object, ...] = ()) -> list[tuple[object, ...]]:
    """Every place inside a JSON value, as a path of keys and indexes."""
    found = [prefix]
    if isinstance(value, dict):
        for key, item in value.items():
            found += paths(item, (*prefix, key))
    elif isinstance(value, list):
        for index, item in enumerate(value):
            found += paths(item, (*prefix, index))
    return found


SHORT_RECORD = match_to_record(played(12, 25))
PLACES = paths(SHORT_RECORD)[1:]


@settings(max_examples=150, deadline=None)
@given(st.sampled_from(PLACES), json_values, st.booleans())
def test_any_damaged_record_loads_or_raises_save_file_error(
    place: tuple[object, ...], value: object, delete: bool
) -> None:
    record = copy.deepcopy(SHORT_RECORD)
    parent: Any = record
    for key in place[:-1]:
        parent = parent[key]
    if delete:
        del parent[place[-1]]
    else:
        parent[place[-1]] = value
    for load in (match_from_record, lambda r: match_from_json(json.dumps(r))):
        try:
            load(record)
        except SaveFileError as exc:
            assert str(exc)
