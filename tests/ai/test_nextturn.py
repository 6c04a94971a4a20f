"""My next discard in ``hard``'s playouts is made the estimate's way (gin3.ai.nextturn).

The chooser must weigh exactly what it says: the deadwood the next stock card
is expected to leave, the chance that card lets the hand knock, and the
chance of feeding the opponent, from the decision's guesses only. These
tests check it against the solver card by card, and check that a playout
asks it for my first discards (as many as it is told) and for nothing else.
"""

from __future__ import annotations

import random

import pytest

from gin3.ai.guesses import Samples, feed_chance
from gin3.ai.knowledge import Knowledge, bit_value, bits_of
from gin3.ai.masks import greedy_discard, least_throws, meld_makers
from gin3.ai.nextturn import REACH, NextTurn
from gin3.ai.playout import World, playout
from gin3.engine import (
    FULL_DECK,
    cards_mask,
    mask_deadwood,
    parse_cards,
)
from gin3.engine.view import hand_view
from tests.ai.greedy import SCORING, first_draw, lowest, play_on


def _mask(text: str) -> int:
    return cards_mask(parse_cards(text))


def _exact_after_draw(ten: int, card: int) -> int:
    """Least deadwood after drawing ``card`` into ``ten`` and throwing a card, by brute force."""
    eleven = ten | card
    return min(mask_deadwood(eleven ^ b) for b in bits_of(eleven))


@pytest.mark.parametrize("seed", range(4))
def test_a_card_that_is_no_meld_maker_stays_unmatched_when_drawn(seed: int) -> None:
    rng = random.Random(seed)
    for _ in range(300):
        ten = cards_mask(rng.sample(FULL_DECK, 10))
        makers = meld_makers(ten)
        assert not makers & ten
        deadwood = mask_deadwood(ten)
        least_one = least_throws(ten)[1]
        for card in bits_of(~ten & ((1 << 52) - 1)):
            exact = _exact_after_draw(ten, card)
            if not card & makers:
                assert exact == min(deadwood, least_one + bit_value(card))


@pytest.mark.parametrize("seed", range(3))
def test_the_meld_makers_are_the_cards_that_complete_a_meld_with_two_cards_of_the_hand(seed: int) -> None:
    rng = random.Random(seed)
    for _ in range(500):
        hand = cards_mask(rng.sample(FULL_DECK, rng.randint(0, 12)))
        expected = 0
        for rank in range(13):  # the third or fourth card of a rank held twice or more
            cards = [1 << (rank + 13 * suit) for suit in range(4)]
            if sum(bool(c & hand) for c in cards) >= 2:
                expected |= sum(c for c in cards if not c & hand)
        for suit in range(4):  # a card in a three-card run with two held cards of its suit
            for low in range(11):
                run = [1 << (low + step + 13 * suit) for step in range(3)]
                missing = [c for c in run if not c & hand]
                if len(missing) == 1:
                    expected |= missing[0]
        assert meld_makers(hand) == expected


def test_the_meld_makers_of_a_pair_and_a_run_end() -> None:
    makers = meld_makers(_mask("7C 7D 5H 6H KS"))
    # the other two sevens (the 7H also runs on from the 5-6 of hearts) and the 4H; not the
    # queen or ace of spades, which meet the KS alone
    assert makers == _mask("7H 7S 4H")


@pytest.mark.parametrize("seed", range(3))
def test_the_feeding_chance_counts_the_guesses_that_leave_the_card_to_me(seed: int) -> None:
    rng = random.Random(seed)
    hands = [cards_mask(rng.sample(FULL_DECK, 10)) for _ in range(40)]
    # some guesses weigh nothing, as an implausible guess may
    weights = [rng.choice((0.0, 0.5, 1.0, 2.0)) for _ in hands]
    samples = Samples(hands=hands, weights=weights, deadwood=[mask_deadwood(h) for h in hands])
    for card in bits_of((1 << 52) - 1):
        leave = [(h, w) for h, w in zip(hands, weights, strict=True) if not h & card]
        total = sum(w for _, w in leave)
        melds = sum(w for h, w in leave if mask_deadwood(h | card) < mask_deadwood(h) + bit_value(card))
        expected = melds / total if total else 0.0
        assert feed_chance(samples, card) == pytest.approx(expected)


def test_a_card_every_weighty_guess_holds_feeds_no_one() -> None:
    held, other = _mask("7C 7D 7H"), _mask("2S 3S 4S")
    samples = Samples(hands=[held, other], weights=[1.0, 0.0], deadwood=[0, 0])
    # only the weightless guess leaves the 7C to me: no chance, and no division by zero
    assert feed_chance(samples, _mask("7C")) == 0.0


def _reading(hand: int, opponent: int, stock: int) -> tuple[Knowledge, Samples]:
    """A decision's knowledge and one sure guess: the opponent holds ``opponent``."""
    unseen = opponent | stock
    know = Knowledge(
        hand=hand, unseen=unseen, opponent_known=0, opponent_hidden=10, opponent_discards=(),
        passes=(), opponent_turns=0, stock_count=bin(stock).count("1"), pile_top=0, taken=0, knock_limit=10,
    )  # fmt: skip
    chances = {bit: 0.0 for bit in bits_of(opponent)} | {bit: 1.0 for bit in bits_of(stock)}
    samples = Samples(
        hands=[opponent], weights=[1.0], deadwood=[mask_deadwood(opponent)], stock_chance=chances
    )
    return know, samples


def _worth(ten: int, stock: int, samples: Samples, thrown: int, weights: tuple[float, float]) -> float:
    """The estimate of keeping ``ten`` and throwing ``thrown``, by brute force: the knock bonus
    times the chance the next stock card lets it knock, less the deadwood that card leaves and
    the feeding charge."""
    feed_weight, knock_bonus = weights
    draws = [_exact_after_draw(ten, card) for card in bits_of(stock)]
    knocks = sum(1 for d in draws if d <= 10) / len(draws)
    return knock_bonus * knocks - sum(draws) / len(draws) - feed_weight * feed_chance(samples, thrown)


@pytest.mark.parametrize("seed", range(6))
def test_the_next_discard_is_the_best_by_the_estimate_of_the_next_draw(seed: int) -> None:
    """Against the solver: the chosen card leaves the ten cards whose next stock
    card is expected to leave least deadwood, with the knock bonus and the
    feeding charge, among the discards within reach of the least deadwood.
    The hands are near a knock (20 or less), where all three weigh."""
    rng = random.Random(100 + seed)
    deck = list(FULL_DECK)
    feed_weight, knock_bonus = 4.0, 16.0
    near_knock = 0
    while near_knock < 10:
        rng.shuffle(deck)
        eleven, opponent, stock = (cards_mask(deck[:11]), cards_mask(deck[11:21]), cards_mask(deck[21:45]))
        know, samples = _reading(eleven, opponent, stock)
        after = {b: mask_deadwood(eleven ^ b) for b in bits_of(eleven)}
        least = min(after.values())
        if least > 20:
            continue  # far from a knock: the knock bonus weighs nothing there
        near_knock += 1
        card, deadwood = NextTurn(know, samples, feed_weight, knock_bonus)(eleven, 0)
        assert deadwood == after[card]
        if least <= 10:
            assert (card, deadwood) == greedy_discard(eleven, 0)  # the knock is made as before
            continue

        weights = (feed_weight, knock_bonus)
        weighed = {
            b: _worth(eleven ^ b, stock, samples, b, weights)
            for b, dw in after.items()
            if dw <= least + REACH
        }
        assert _worth(eleven ^ card, stock, samples, card, weights) == pytest.approx(max(weighed.values()))


def test_the_next_discard_never_throws_the_card_just_taken() -> None:
    eleven = _mask("2C 3C 4C 7D 8D 9D JH QH KH 5S KS")
    know, samples = _reading(eleven, _mask("AC AD AH AS 2D 2H 2S 3D 3H 3S"), _mask("6C 7C 8C 9C TC"))
    chooser = NextTurn(know, samples, 4.0, 16.0)
    taken = _mask("KS")
    assert chooser(eleven, taken)[0] != taken
    assert chooser(eleven, taken) == chooser(eleven, taken)  # the same answer from its cache


@pytest.mark.parametrize("turns", [1, 2])
@pytest.mark.parametrize("seed", range(40))
def test_a_playout_asks_the_chooser_for_my_first_discards_only(seed: int, turns: int) -> None:
    """With a chooser that throws as the simple strategy does, a playout scores
    exactly as without one, and the chooser is asked for my first ``turns``
    discards and no more (fewer if the hand ends before)."""
    rng = random.Random(seed)
    deck = list(FULL_DECK)
    rng.shuffle(deck)
    mine, theirs = cards_mask(deck[:10]), cards_mask(deck[10:20])
    top, stock = deck[20].bit, tuple(c.bit for c in deck[21:])
    asked: list[int] = []

    def simple_way(hand: int, keep: int) -> tuple[int, int]:
        asked.append(hand)
        return greedy_discard(hand, keep)

    world = World(theirs, stock, None)
    plain = playout(mine, world, top, False, SCORING)
    assert playout(mine, world, top, False, SCORING, simple_way, turns) == plain
    assert len(asked) <= turns
    if asked:
        assert bin(asked[0]).count("1") == 11 and asked[0] & mine == mine
    before = len(asked)
    assert playout(mine, world, top, False, SCORING, simple_way, 0) == plain
    assert len(asked) == before  # with none to make, the chooser is never asked


@pytest.mark.parametrize("turns", [1, 2, 3])
@pytest.mark.parametrize("seed", range(60))
def test_a_playout_with_a_chooser_ends_the_hand_as_the_engine_does(seed: int, turns: int) -> None:
    """The engine plays the hand with my first ``turns`` discards the
    chooser's and every other move the simple strategy's: the playout gets
    the same points."""
    hand = first_draw(seed)
    me = hand.turn
    world = World(cards_mask(hand.cards(hand.opponent_of(me))), tuple(c.bit for c in hand.stock), None)
    top = hand_view(hand, me).discard_pile[-1].bit
    expected = playout(cards_mask(hand.cards(me)), world, top, True, SCORING, lowest, turns)
    assert play_on(hand, me, lowest, turns) == expected
