"""Checking a match file's deals (gin3.store.dealcheck): round trips and every kind of tampering."""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

import pytest

from gin3.engine import DealKeys, Match, Mode, NextHand, match_to_record
from gin3.store import open_match_file, save_match_file
from gin3.store.dealcheck import check_deals, check_deals_file
from tests.engine.support import advance, random_chooser

PLAYERS = ["Ana", "Bo", "Cem"]


def new_match(mode: Mode, cut: str = "otter") -> Match:
    names = PLAYERS if mode is Mode.CHOUETTE else PLAYERS[:2]
    return Match(names, seed=21, mode=mode, deal=DealKeys.new().with_cut(cut))


def play_on(match: Match, hands: int, *, undo_every: int = 0, seed: int = 3) -> Match:
    """Play until ``hands`` hands are over (and a few moves of the next), taking moves back now and then."""
    choose = random_chooser(random.Random(seed), knock_bias=0.3)
    steps = 0
    while not match.is_over and (
        len(match.hands) < hands or match.between_hands or len(match.hand.moves) < 3
    ):
        if match.between_hands:
            match.apply(NextHand())
            continue
        advance(match, choose)
        steps += 1
        if undo_every and steps % undo_every == 0 and match.turn is not None and match.hand.moves:
            match.undo(1)
    return match


def record_of(mode: Mode = Mode.CHOUETTE) -> dict[str, Any]:
    return match_to_record(play_on(new_match(mode), 3, undo_every=7))


@pytest.mark.parametrize("mode", [Mode.CHOUETTE, Mode.CLASSIC])
def test_a_match_with_undos_and_a_resumed_save_verifies(mode: Mode, tmp_path: Path) -> None:
    path = tmp_path / "match.gin3"
    match = play_on(new_match(mode), 2, undo_every=5)
    assert match.undos
    save_match_file(path, match)
    resumed = play_on(open_match_file(path), 4, undo_every=6, seed=8)  # resumed: the same decks go on
    save_match_file(path, resumed)
    check = check_deals_file(path)
    assert check.passed and check.code == "ok" and check.count == len(resumed.hands) >= 4
    assert check.text() == f"All {check.count} deals are as committed."


def test_the_record_reveals_a_secret_only_once_its_hand_is_over() -> None:
    match = play_on(new_match(Mode.CHOUETTE), 2)
    record = match_to_record(match)
    dealt = record["dealt"]
    assert [entry["hand"] for entry in dealt] == [1, 2, 3]
    assert all("secret" in entry and "deck" in entry for entry in dealt[:2])
    assert set(dealt[2]) == {"hand", "commitment"}  # the hand in play
    assert record["deal"]["commitment"] == dealt[0]["commitment"] and record["deal"]["cut"] == "otter"


def test_a_match_with_no_hand_over_has_nothing_to_check_yet() -> None:
    check = check_deals(match_to_record(new_match(Mode.CLASSIC)))
    assert check.passed and check.code == "none_over"


def test_a_match_of_an_earlier_version_says_it_was_dealt_before_verifiable_deals() -> None:
    record = match_to_record(play_on(Match(PLAYERS, seed=4), 1))
    assert "deal" not in record
    check = check_deals({**record, "version": 4})
    assert not check.passed and "dealt before verifiable deals" in check.text()


def tampered(record: dict[str, Any], change: Any) -> dict[str, Any]:
    copy = json.loads(json.dumps(record))
    change(copy)
    return copy


def swap_two_deck_cards(record: dict[str, Any]) -> None:
    cards = record["dealt"][1]["deck"].split()
    cards[5], cards[40] = cards[40], cards[5]
    record["dealt"][1]["deck"] = " ".join(cards)


def other_secret(record: dict[str, Any]) -> None:
    record["dealt"][1]["secret"] = "ab" * 32


def other_commitment(record: dict[str, Any]) -> None:
    record["dealt"][0]["commitment"] = "cd" * 32


def other_match_commitment(record: dict[str, Any]) -> None:
    record["deal"]["commitment"] = "ef" * 32


def other_cut(record: dict[str, Any]) -> None:
    record["deal"]["cut"] = "ottex"


def hidden_secret(record: dict[str, Any]) -> None:
    del record["dealt"][1]["secret"]


def no_dealt(record: dict[str, Any]) -> None:
    del record["dealt"]


def bad_hex(record: dict[str, Any]) -> None:
    record["dealt"][2]["secret"] = "not hex"


def other_discard(record: dict[str, Any]) -> None:
    """A discard of the second hand names a card its player never held."""
    hand, held = 1, set()
    for entry in record["actions"]:
        if entry["type"] == "next":
            hand += 1
        elif hand == 2 and entry["type"] == "discard":
            held = {entry["card"]}
            deck = record["dealt"][1]["deck"].split()
            entry["card"] = next(c for c in reversed(deck) if c not in held)
            return


@pytest.mark.parametrize(
    ("change", "code", "hand", "words"),
    [
        (swap_two_deck_cards, "deck", 2, "card 6 from the top is"),
        (other_secret, "secret", 2, "does not hash to its commitment"),
        (other_commitment, "secret", 1, "does not hash to its commitment"),
        (other_match_commitment, "chain", 1, "committed to before the cut"),
        (other_cut, "deck", 1, "the one its secret and the cut deal"),
        (hidden_secret, "hidden", 2, "its secret is not in the file"),
        (bad_hex, "entry", 3, "not 64 hexadecimal digits"),
        (other_discard, "play", 2, "cannot be played from its deck"),
    ],
)
def test_each_kind_of_tampering_is_named_with_its_hand(change: Any, code: str, hand: int, words: str) -> None:
    check = check_deals(tampered(record_of(), change))
    assert (check.code, check.hand) == (code, hand), check.text()
    assert not check.passed and f"Hand {hand} is not as committed" in check.text() and words in check.text()


def test_damaged_files_get_a_sentence_not_a_traceback(tmp_path: Path) -> None:
    record = record_of(Mode.CLASSIC)
    assert "cannot be checked" in check_deals(tampered(record, no_dealt)).text()
    assert "cannot be checked" in check_deals(tampered(record, lambda r: r["deal"].pop("cut"))).text()
    assert "cannot be checked" in check_deals(tampered(record, lambda r: r.update(deal=[1]))).text()
    path = tmp_path / "cut-short.gin3"
    path.write_text(json.dumps(record)[:-40], encoding="utf-8")
    check = check_deals_file(path)
    assert check.code == "unreadable" and "not valid JSON" in check.text()
    assert check_deals_file(tmp_path / "missing.gin3").code == "unreadable"
    assert check_deals([1, 2]).code == "unreadable"
