"""The simple baseline follows its four rules."""

from __future__ import annotations

from collections.abc import Callable

from gin3.ai import make_player
from gin3.engine import (
    Card,
    Discard,
    DrawDiscard,
    DrawStock,
    Knock,
    LayOff,
    PassUpcard,
    Seat,
    TakeUpcard,
    mask_deadwood,
)
from gin3.engine import cards_mask as mask_of
from gin3.engine.hand import Hand
from gin3.engine.view import hand_view

Dealer = Callable[..., Hand]


def test_takes_the_upcard_only_if_it_makes_a_new_meld(deal: Dealer) -> None:
    simple = make_player("simple", 1)
    melds = deal("7h 8h Kc Qd 2s 4c 9d Js 5c Ad", "", "9h")
    assert simple.choose(hand_view(melds, Seat.FIRST)) == TakeUpcard()
    no_meld = deal("7h 8h Kc Qd 2s 4c 9d Js 5c Ad", "", "3h")
    assert simple.choose(hand_view(no_meld, Seat.FIRST)) == PassUpcard()


def test_extending_a_meld_counts_as_a_meld(deal: Dealer) -> None:
    hand = deal("7h 8h 9h Kc Qd 2s 4c 9d Js 5c", "", "Th")
    assert make_player("simple", 1).choose(hand_view(hand, Seat.FIRST)) == TakeUpcard()


def test_draws_from_the_pile_only_for_a_meld(deal: Dealer) -> None:
    for thrown, wanted in (("9h", DrawDiscard()), ("Kh", DrawStock())):
        hand = deal("7h 8h Kc Qd 2s 4c 9d Js 5c Ad", f"{thrown} Tc", "3d", "4d 6h")
        hand.apply(PassUpcard())
        hand.apply(PassUpcard())
        hand.apply(DrawStock())
        hand.apply(Discard(Card.parse("Kc")))
        hand.apply(DrawStock())
        hand.apply(Discard(Card.parse(thrown)))
        assert make_player("simple", 1).choose(hand_view(hand, Seat.FIRST)) == wanted


def test_discards_a_least_deadwood_card_never_the_one_just_taken(deal: Dealer) -> None:
    hand = deal("7h 8h Kc Qd 2s 4c 9d Js 5c Ad", "", "9h")
    hand.apply(TakeUpcard())
    view = hand_view(hand, Seat.FIRST)
    held = mask_of(view.hand)
    least = min(mask_deadwood(held ^ c.bit) for c in view.hand if str(c) != "9h")
    for seed in range(20):
        action = make_player("simple", seed).choose(view)
        assert isinstance(action, Discard)
        assert str(action.card) != "9h"
        assert mask_deadwood(held ^ action.card.bit) == least


def test_discard_ties_are_broken_at_random_by_seed(deal: Dealer) -> None:
    # K, Q and J of different suits, all deadwood: any of them leaves the same count
    hand = deal("Kc Qd Js 2h 3h 4h 5s 6s 7s 9d", "", "Ac", "Tc")
    hand.apply(PassUpcard())
    hand.apply(PassUpcard())
    hand.apply(DrawStock())
    view = hand_view(hand, Seat.FIRST)
    picks = {make_player("simple", seed).choose(view) for seed in range(30)}
    assert {str(a) for a in picks} <= {"discard Kc", "discard Qd", "discard Js", "discard Tc"}
    assert len(picks) > 1


def test_knocks_as_soon_as_it_is_legal(deal: Dealer) -> None:
    hand = deal("2h 3h 4h 5s 6s 7s 9d 9c Ac Kc", "", "9s")
    view = hand_view(hand, Seat.FIRST)
    assert make_player("simple", 1).choose(view) == TakeUpcard()
    hand.apply(TakeUpcard())
    action = make_player("simple", 1).choose(hand_view(hand, Seat.FIRST))
    assert isinstance(action, Knock)
    assert action.discard is not None and str(action.discard) == "Kc"


def test_defender_lays_off_as_much_as_possible(deal: Dealer) -> None:
    hand = deal("2h 3h 4h 5s 6s 7s 9d 9c Ac Kc", "5h 8s 9h Td Jd Qh 2c 3c Ks Kd", "9s")
    hand.apply(TakeUpcard())
    hand.apply(make_player("simple", 1).choose(hand_view(hand, Seat.FIRST)))
    view = hand_view(hand, Seat.SECOND)
    action = make_player("simple", 1).choose(view)
    assert isinstance(action, LayOff)
    assert {str(lo.card) for lo in action.layoffs} == {"5h", "8s", "9h"}
