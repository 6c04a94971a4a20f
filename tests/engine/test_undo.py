"""Undo (gin3.engine.undo): a hand's last actions taken back, replayed from the seed."""

from __future__ import annotations

import json
import random
from collections import Counter
from pathlib import Path

import pytest

from gin3.engine import (
    Discard,
    DrawStock,
    Match,
    Mode,
    NextHand,
    Phase,
    SaveFileError,
    Seat,
    TakenBack,
    Undo,
    UndoError,
    match_from_json,
    match_from_record,
    match_to_json,
    match_to_record,
    takeback_count,
    undos_in_hand,
)
from tests.engine.support import advance, random_chooser

PLAYERS = ["Ana", "Bo", "Cem"]
RECORDS = Path(__file__).parent / "records"


def in_play(seed: int, *, hands: int = 1, moves: int = 8, mode: Mode = Mode.CHOUETTE) -> Match:
    """A match in hand ``hands`` (or later) with ``moves`` or more actions played in it."""
    match = Match(PLAYERS if mode is Mode.CHOUETTE else PLAYERS[:2], seed=seed, mode=mode)
    choose = random_chooser(random.Random(seed), knock_bias=0.0)
    while match.hand.number < hands or len(match.hand.moves) < moves:
        advance(match, choose)
        assert not match.is_over
        if match.between_hands:
            match.apply(NextHand())
    return match


def replayed(match: Match, actions: int) -> Match:
    """The match played from its seed with only its first ``actions`` actions."""
    again = Match(match.players, seed=match.seed, rules=match.rules, mode=match.mode)
    for action in match.actions[:actions]:
        again.apply(action)
    return again


@pytest.mark.parametrize(("seed", "hands"), [(3, 1), (11, 2), (29, 3)])
@pytest.mark.parametrize("count", [1, 2, 5])
def test_undo_restores_the_exact_state_before_the_actions(seed: int, hands: int, count: int) -> None:
    match = in_play(seed, hands=hands)
    played = list(match.actions)
    taken = match.undo(count)
    assert match.snapshot() == replayed(match, len(played) - count).snapshot()
    assert match.actions == played[:-count]
    assert taken == TakenBack(match.hand.number, match.hand.turn, tuple(played[-count:]))
    assert match.log == [*played, Undo(count)] and match.undos == [taken]


def test_a_stock_card_drawn_again_is_the_same_card() -> None:
    match = in_play(5, moves=4)
    while match.hand.phase is not Phase.DRAW:
        advance(match, random_chooser(random.Random(1), knock_bias=0.0))
    seat = match.hand.turn
    before = set(match.hand.cards(seat))
    match.apply(DrawStock())
    (drawn,) = set(match.hand.cards(seat)) - before
    match.undo(1)
    assert drawn == match.hand.stock[0]
    match.apply(DrawStock())
    assert set(match.hand.cards(seat)) - before == {drawn}


def test_play_goes_on_differently_after_an_undo() -> None:
    match = in_play(7, moves=4)
    while match.hand.phase is not Phase.DISCARD:
        advance(match, random_chooser(random.Random(2), knock_bias=0.0))
    seat = match.hand.turn
    discards = [a for a in match.legal_actions() if isinstance(a, Discard)]
    match.apply(discards[0])
    match.undo(1)
    match.apply(discards[1])
    assert match.hand.discard_pile[-1] == discards[1].card
    assert discards[0].card in match.hand.cards(seat)


def test_undo_stops_at_the_start_of_the_hand_and_after_it_ended() -> None:
    match = in_play(13, hands=2, moves=3)
    with pytest.raises(UndoError, match="undo stops at the hand's start"):
        match.undo(len(match.hand.moves) + 1)  # the deal of this hand, and the hand before
    with pytest.raises(UndoError):
        match.undo(0)
    choose = random_chooser(random.Random(13), knock_bias=0.5)
    while not match.between_hands:
        advance(match, choose)
    with pytest.raises(UndoError, match="no hand is in play"):
        match.undo(1)  # a showdown is a result
    assert match.between_hands and not match.undos


def test_takeback_count_reaches_the_last_decision_of_the_people() -> None:
    ana, bo = Seat(0), Seat(1)
    moves = [(ana, DrawStock()), (bo, DrawStock()), (ana, DrawStock()), (bo, DrawStock()), (bo, DrawStock())]
    assert takeback_count(moves, {ana}) == 3
    assert takeback_count(moves, {bo}) == 1
    assert takeback_count(moves, {Seat(2)}) == 0
    assert takeback_count([], {ana}) == 0


@pytest.mark.parametrize("mode", [Mode.CHOUETTE, Mode.CLASSIC])
def test_the_record_keeps_the_undos_and_replays_them(mode: Mode) -> None:
    match = in_play(17, hands=2, moves=6, mode=mode)
    first = match.undo(2)
    choose = random_chooser(random.Random(4), knock_bias=0.0)
    for _ in range(3):
        advance(match, choose)
    second = match.undo(1)
    record = match_to_record(match)
    assert record["version"] >= 4
    assert record["actions"][-1] == {"type": "undo", "count": 1}
    assert sum(entry["type"] == "undo" for entry in record["actions"]) == 2
    again = match_from_json(match_to_json(match))
    assert again.snapshot() == match.snapshot()
    assert again.log == match.log and again.undos == [first, second]
    assert undos_in_hand(again.undos, match.hand.number) == dict(Counter([first.seat, second.seat]))
    assert undos_in_hand(again.undos, match.hand.number - 1) == {}
    assert match_to_record(again) == record


def test_records_with_damaged_or_early_undos_are_refused() -> None:
    match = in_play(19, moves=2)
    record = match_to_record(match)
    for entry, message in [
        ({"type": "undo", "count": 0}, "damaged 'undo' entry"),
        ({"type": "undo", "count": True}, "damaged 'undo' entry"),
        ({"type": "undo"}, "damaged 'undo' entry"),
        ({"type": "undo", "count": 99}, "cannot be replayed"),
    ]:
        with pytest.raises(SaveFileError, match=message):
            match_from_record({**record, "actions": [*record["actions"], entry]})
    with pytest.raises(SaveFileError, match="unknown action type 'undo'"):  # no undo before version 4
        undone = [*record["actions"], {"type": "undo", "count": 1}]
        match_from_record({**record, "version": 3, "actions": undone})


@pytest.mark.parametrize("name", ["chouette_default.json", "classic_house_rules.json", "classic_v2.json"])
def test_older_records_load_without_undos_and_save_as_version_4(name: str) -> None:
    original = json.loads((RECORDS / name).read_text(encoding="utf-8"))
    match = match_from_record(original)
    assert original["version"] < 4 and match.undos == []
    assert match.log == match.actions
    assert match_to_record(match)["version"] >= 4
