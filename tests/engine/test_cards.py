"""Cards, melds and arrangements as values: they print as the text that rebuilds them."""

from __future__ import annotations

import pytest

from gin3.engine import (
    FULL_DECK,
    Arrangement,
    Card,
    CardParseError,
    GinError,
    InvalidMeldError,
    Meld,
    Rank,
    Suit,
    best_arrangement,
    format_cards,
    parse_cards,
)


def test_cards_print_as_two_characters_and_parse_back() -> None:
    for card in FULL_DECK:
        assert Card.parse(str(card)) is card
        assert eval(repr(card), {"Card": Card}) is card
    assert str(Card(Rank.TEN, Suit.DIAMONDS)) == "Td"
    assert Card.parse("10d") is Card.parse("td") is Card.parse("T♦") is Card.parse(" Td ")
    assert Card.parse("Td").symbol_text == "10♦"
    assert format_cards(parse_cards("As, 2s 3s")) == "As 2s 3s"
    assert parse_cards("") == ()


@pytest.mark.parametrize("text", ["", "A", "1s", "Ax", "11h", "Zz", "AAs"])
def test_bad_card_text_is_quoted_in_the_error(text: str) -> None:
    with pytest.raises(CardParseError) as caught:
        Card.parse(text)
    assert repr(text) in str(caught.value)
    assert isinstance(caught.value, GinError) and isinstance(caught.value, ValueError)


def test_a_card_named_twice_is_an_error() -> None:
    with pytest.raises(CardParseError, match="names 7h twice"):
        parse_cards("7h 8h 7h")


def test_cards_compare_and_sort_by_deck_order() -> None:
    assert sorted(parse_cards("Ks Ac 2d Ah")) == list(parse_cards("Ac 2d Ah Ks"))
    assert Card.parse("As") == Card(Rank.ACE, Suit.SPADES) and len({*FULL_DECK, *FULL_DECK}) == 52
    assert [c.index for c in FULL_DECK] == list(range(52))


def test_melds_are_values() -> None:
    meld = Meld.parse("9h 7h 8h")
    assert str(meld) == "7h 8h 9h" and eval(repr(meld), {"Meld": Meld}) == meld
    assert meld == Meld.parse("7h 8h 9h") and hash(meld) == hash(Meld.parse("8h 9h 7h"))
    assert set(meld.extensions()) == set(parse_cards("6h Th"))
    assert set(Meld.parse("As 2s 3s").extensions()) == set(parse_cards("4s"))
    assert set(Meld.parse("Jd Qd Kd").extensions()) == set(parse_cards("Td"))
    assert set(Meld.parse("7c 7d 7h").extensions()) == set(parse_cards("7s"))
    assert Meld.parse("7c 7d 7h 7s").extensions() == ()
    assert meld.extended(Card.parse("Th")) == Meld.parse("7h 8h 9h Th")
    with pytest.raises(InvalidMeldError, match="Jh cannot be laid off on 7h 8h 9h"):
        meld.extended(Card.parse("Jh"))


def test_arrangements_are_canonical_values() -> None:
    a = Arrangement((Meld.parse("7c 7d 7h"), Meld.parse("As 2s 3s")), parse_cards("Kd 2c"))
    b = Arrangement((Meld.parse("As 2s 3s"), Meld.parse("7h 7c 7d")), parse_cards("2c Kd"))
    assert a == b and a.deadwood_value == 12 and not a.is_gin
    assert str(a) == "[7c 7d 7h] [As 2s 3s] deadwood 2c Kd (12)"
    assert best_arrangement(parse_cards("As 2s 3s")).is_gin
    assert str(best_arrangement(())) == "no cards"
