"""Draws played out (``draw_worlds`` of gin3.ai.brain.BrainConfig, a setting
for measuring: ``hard`` leaves its draws to the estimate).

A draw from a pile that may be taken from is worth what the hand scores
after it: "I" take the pile's card or the stock's top card, throw the way my
next discards are thrown in the playouts, knock when that allows it, and
play the hand out (:func:`gin3.ai.playout.after_draw`). These tests check
that function against the engine, and the brain's use of it: its draws are
valued in points, the estimate's choice stands within the prior, and the
first upcard's offer is left to the estimate.
"""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from gin3.ai.brain import Brain
from gin3.ai.knowledge import bits_of
from gin3.ai.players import HARD
from gin3.ai.playout import World, after_draw
from gin3.engine import (
    FULL_DECK,
    Discard,
    DrawDiscard,
    DrawStock,
    Hand,
    PassUpcard,
    Phase,
    RuleSet,
    Seat,
    cards_mask,
    mask_deadwood,
    parse_cards,
)
from gin3.engine.view import hand_view
from tests.ai.greedy import SCORING, first_draw, greedy, lowest, play_on


def _pile_draw(seed: int) -> Hand:
    """A hand of greedy play stopped at a draw from a pile that may be taken
    from, a few turns (0 to 5, by ``seed``) after the first such draw."""
    while True:
        hand = first_draw(seed)
        turns = random.Random(seed).randrange(0, 6)
        while not hand.phase.is_over:
            view = hand_view(hand, hand.turn)
            if view.phase is Phase.DRAW and DrawDiscard() in view.legal_actions:
                if not turns:
                    return hand
                turns -= 1
            hand.apply(greedy(view))
        seed += 1000  # the hand ended first: another deal


@pytest.mark.parametrize("turns", [0, 1, 2])
@pytest.mark.parametrize("take", [True, False])
@pytest.mark.parametrize("seed", range(30))
def test_holding_eleven_cards_after_a_draw_ends_the_hand_as_the_engine_does(
    seed: int, take: bool, turns: int
) -> None:
    """The engine plays the draw, my discard after it the chooser's (a knock
    when it leaves 10 or less), my next ``turns`` discards the chooser's and
    every other move the simple strategy's: ``after_draw`` gets the same points."""
    hand = _pile_draw(seed)
    me = hand.turn
    view = hand_view(hand, me)
    top = view.discard_pile[-1].bit
    opponent = cards_mask(hand.cards(hand.opponent_of(me)))
    if take:
        eleven, keep, stock = cards_mask(view.hand) | top, top, hand.stock
    else:
        eleven, keep, stock = cards_mask(view.hand) | hand.stock[0].bit, 0, hand.stock[1:]
    expected = after_draw(
        eleven, keep, World(opponent, tuple(c.bit for c in stock), None), SCORING, lowest, turns
    )

    hand.apply(DrawDiscard() if take else DrawStock())
    # the discard after the draw is the chooser's, and so are the next ``turns``
    assert play_on(hand, me, lowest, turns + 1) == expected


def test_without_a_chooser_the_discard_after_the_draw_is_the_simple_strategys() -> None:
    for seed in range(20):
        hand = first_draw(seed)
        me = hand.turn
        eleven = cards_mask(hand.cards(me)) | hand.stock[0].bit
        world = World(
            cards_mask(hand.cards(hand.opponent_of(me))), tuple(c.bit for c in hand.stock[1:]), None
        )
        hand.apply(DrawStock())
        assert after_draw(eleven, 0, world, SCORING) == play_on(hand, me)


def _gin_on_the_pile() -> Hand:
    """The dealer to draw, the pile's top card (the J♥ the non-dealer threw)
    completing its gin: 2-3-4♣ 5-6-7♦ 8-9-10♥ with the K♠ to throw."""
    dealer = parse_cards("2C 3C 4C 5D 6D 7D 8H 9H TH KS")
    non_dealer = parse_cards("AS 2S 3D 4H 5S 6C 7S 8C 9D JH")
    upcard = parse_cards("AD")[0]
    used = set(dealer) | set(non_dealer) | {upcard}
    rest = [c for c in FULL_DECK if c not in used]
    random.Random(5).shuffle(rest)
    deck = [card for pair in zip(non_dealer, dealer, strict=True) for card in pair] + [upcard, *rest]
    hand = Hand(deck, dealer=Seat.SECOND, non_dealer=Seat.FIRST)
    hand.apply(PassUpcard())
    hand.apply(PassUpcard())
    hand.apply(DrawStock())
    hand.apply(Discard(parse_cards("JH")[0]))
    assert hand.phase is Phase.DRAW and hand.turn == Seat.SECOND
    return hand


def test_a_draw_played_out_is_worth_the_points_it_scores() -> None:
    """Taking the card that completes gin is worth the gin, 25 and the
    other side's deadwood (the estimate alone rates any draw below 18)."""
    view = hand_view(_gin_on_the_pile(), Seat.SECOND)
    unplayed = Brain(replace(HARD, draw_worlds=0)).rate(view)
    played = Brain(replace(HARD, draw_worlds=100)).rate(view)
    assert unplayed[0].action == played[0].action == DrawDiscard()
    assert unplayed[0].value < 18.0
    assert played[0].value > SCORING.gin_bonus
    assert played[1].action == DrawStock() and played[1].value < played[0].value


def test_the_estimates_draw_stands_unless_the_playouts_beat_it_by_the_prior() -> None:
    estimate = Brain(replace(HARD, draw_worlds=0))
    sure = Brain(replace(HARD, draw_worlds=60, rollout_prior=1000.0))
    for seed in range(12):
        hand = _pile_draw(seed)
        view = hand_view(hand, hand.turn)
        first = estimate.rate(view)[0]
        kept = sure.rate(view)
        assert kept[0].action == first.action
        assert kept[0].value != first.value  # valued by the playouts, in points
        assert kept[0].value > kept[1].value


def test_the_first_upcards_offer_is_rated_by_the_estimate() -> None:
    for seed in range(6):
        deck = list(FULL_DECK)
        random.Random(seed).shuffle(deck)
        view = hand_view(Hand(deck, dealer=Seat.SECOND, non_dealer=Seat.FIRST), Seat.FIRST)
        assert view.phase is Phase.OFFER
        assert Brain(replace(HARD, draw_worlds=200)).rate(view) == Brain(replace(HARD, draw_worlds=0)).rate(
            view
        )


def _last_draw_without_a_knock() -> Hand:
    """A hand at a draw from the pile with three cards left in the stock,
    where no card the side to draw could get lets it knock: played by the
    simple strategy under a knock limit of 0 (gin only), so that hands last."""
    for seed in range(500):
        deck = list(FULL_DECK)
        random.Random(seed).shuffle(deck)
        hand = Hand(deck, dealer=Seat.SECOND, non_dealer=Seat.FIRST, rules=RuleSet(knock_limit=0))
        while not hand.phase.is_over:
            view = hand_view(hand, hand.turn)
            if view.phase is Phase.DRAW and view.stock_count == 3 and DrawDiscard() in view.legal_actions:
                mine = cards_mask(view.hand)
                drawable = [c.bit for c in view.unseen] + [view.discard_pile[-1].bit]
                if all(min(mask_deadwood((mine | c) ^ b) for b in bits_of(mine | c)) > 0 for c in drawable):
                    return hand
            hand.apply(greedy(view))
    raise AssertionError("no such position in 500 deals")


def test_a_stock_draw_that_leaves_two_cards_and_no_knock_scores_nothing() -> None:
    """Drawing the third-last stock card leaves two, so the discard after it
    ends the hand dead (R17) unless it goes gin: worth exactly 0. Taking the
    pile's card leaves the other side one more turn."""
    hand = _last_draw_without_a_knock()
    rated = Brain(replace(HARD, draw_worlds=50, rollout_prior=0.0)).rate(hand_view(hand, hand.turn))
    assert {r.action for r in rated} == {DrawDiscard(), DrawStock()}
    assert next(r.value for r in rated if r.action == DrawStock()) == 0.0
