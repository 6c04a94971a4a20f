"""Committed deals (gin3.engine.deals): the chain of secrets, the cut, the same deck on undo."""

from __future__ import annotations

import hashlib
import random
import secrets

import pytest

from gin3.engine import FULL_DECK, DealKeys, Match, Mode, NextHand, commitment_of, deck_of, match_from_json
from gin3.engine.deals import KEY_BYTES, LINKS, DealError, shuffled
from gin3.engine.record import match_to_json
from tests.engine.support import advance, random_chooser

PLAYERS = ["Ana", "Bo", "Cem"]


def keys(cut: str = "") -> DealKeys:
    return DealKeys(bytes(range(32))).with_cut(cut)


def dealt_deck(match: Match) -> list[str]:
    """The deck of the hand in play as a player sees it dealt: both hands, the upcard, the stock."""
    hand = match.hand
    cards = (*hand.cards(hand.non_dealer), *hand.cards(hand.dealer), *hand.discard_pile, *hand.stock)
    return [str(c) for c in cards]


def played_hands(match: Match, hands: int, seed: int = 1) -> Match:
    choose = random_chooser(random.Random(seed), knock_bias=0.3)
    while len(match.hands) < hands and not match.is_over:
        if match.between_hands:
            match.apply(NextHand())
        else:
            advance(match, choose)
    return match


def test_each_secret_hashes_to_its_hand_commitment_and_down_to_the_matchs() -> None:
    deal = keys()
    for number in (1, 2, 3, 50):
        secret = deal.secret(number)
        assert hashlib.sha256(secret).digest() == deal.hand_commitment(number) == commitment_of(secret)
        down = secret
        for _ in range(number):
            down = hashlib.sha256(down).digest()
        assert down == deal.commitment
    assert deal.hand_commitment(1) == deal.commitment


def test_the_match_deals_the_deck_its_secret_and_cut_give() -> None:
    deal = keys("otter")
    match = played_hands(Match(PLAYERS, seed=4, deal=deal), 2)
    for number in (1, 2):
        assert match.deck_of(number) == list(deck_of(deal.secret(number), "otter"))
    if match.between_hands:
        match.apply(NextHand())
    assert sorted(match.deck_of(3)) == list(FULL_DECK)


def test_the_persons_cut_changes_the_deck() -> None:
    plain = Match(PLAYERS, seed=4, deal=keys())
    cut = Match(PLAYERS, seed=4, deal=keys("otter"))
    other = Match(PLAYERS, seed=4, deal=keys("otters"))
    assert plain.deck_of(1) != cut.deck_of(1) != other.deck_of(1)
    assert keys("otter").commitment == keys().commitment  # the cut comes after the commitment
    assert keys("  café ").cut == keys("cafe\u0301").cut == "café"  # trimmed, one Unicode spelling


def test_the_secret_is_256_bits_from_secrets_and_differs_between_equal_matches(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    asked: list[int] = []
    real = secrets.token_bytes

    def token_bytes(n: int) -> bytes:
        asked.append(n)
        return real(n)

    monkeypatch.setattr(secrets, "token_bytes", token_bytes)
    first, second = DealKeys.new(), DealKeys.new()
    assert asked == [KEY_BYTES, KEY_BYTES] and KEY_BYTES * 8 >= 128
    # Same players, seed and cut: all a person sees before the deal is alike but the commitment.
    a = Match(PLAYERS, seed=9, deal=first.with_cut("otter"))
    b = Match(PLAYERS, seed=9, deal=second.with_cut("otter"))
    assert first.commitment != second.commitment
    assert a.deck_of(1) != b.deck_of(1)


def test_undo_deals_the_same_deck_again() -> None:
    match = Match(PLAYERS[:2], seed=5, mode=Mode.CLASSIC, deal=keys("x"))
    choose = random_chooser(random.Random(2), knock_bias=0.0)
    before = dealt_deck(match)
    for _ in range(6):
        advance(match, choose)
    match.undo(len(match.hand.moves))
    assert dealt_deck(match) == before


def test_a_saved_match_resumes_with_the_same_decks() -> None:
    match = played_hands(Match(PLAYERS, seed=6, deal=keys("kite")), 2)
    again = match_from_json(match_to_json(match))
    assert isinstance(again.deal, DealKeys) and again.deal == match.deal
    for number in (1, 2, 3, 4):
        assert again.deck_of(number) == match.deck_of(number)
    assert again.snapshot() == match.snapshot()


def test_the_next_game_of_a_session_carries_on_the_chain() -> None:
    match = Match(PLAYERS[:2], seed=7, mode=Mode.CLASSIC, deal=keys("k"), rules=None)
    while not match.is_over:
        played_hands(match, len(match.hands) + 1, seed=len(match.hands))
    following = match.next_game(8)
    deal = following.deal
    assert isinstance(deal, DealKeys) and deal.cut == "k"
    assert deal.commitment == keys().secret(len(match.hands))
    assert deal.secret(1) == keys().secret(len(match.hands) + 1)


def test_matches_without_keys_deal_from_their_seed_as_before() -> None:
    deck = list(FULL_DECK)
    random.Random("gin3/12/deal/1").shuffle(deck)
    assert Match(PLAYERS, seed=12).deck_of(1) == deck


def test_damaged_keys_are_refused_and_the_chain_has_an_end() -> None:
    for bad in (b"short", "0" * 64):
        with pytest.raises(DealError):
            DealKeys(bad)  # type: ignore[arg-type]
    with pytest.raises(DealError):
        DealKeys(bytes(32), " untrimmed")
    with pytest.raises(DealError):
        keys().secret(LINKS + 1)


def test_the_shuffle_is_a_permutation_that_depends_on_every_seed_bit() -> None:
    seed = bytes(32)
    deck = shuffled(seed)
    assert sorted(deck) == list(FULL_DECK)
    assert deck == shuffled(seed)
    assert shuffled(b"\x01" + seed[1:]) != deck
