"""The styles' characteristic decisions, on constructed positions."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from gin3.ai import LEVELS, make_player
from gin3.ai.styles import CAUTIOUS_LATE
from gin3.ai.tournament import play_match
from gin3.engine import (
    Action,
    Card,
    Discard,
    DrawDiscard,
    DrawStock,
    Knock,
    Match,
    PassUpcard,
    Seat,
    TakeUpcard,
    cards_mask,
    mask_deadwood,
)
from gin3.engine.hand import Hand
from gin3.engine.view import View, hand_view

Dealer = Callable[..., Hand]

STYLES = ("fast-knocker", "cautious", "gin-hunter")
LOW_HAND = "2h 3h 4h 5s 6s 7s 9d 9c 9h Kc"  # three melds and a king: 10 deadwood
OTHER = "Ks Qs Js Td 8d 6d 4d 2d Qh Jc"


def _play(hand: Hand, *actions: str | Action) -> None:
    for action in actions:
        hand.apply(Discard(Card.parse(action)) if isinstance(action, str) else action)


def _knock_chance(deal: Dealer, first_turn: bool) -> View:
    """The first seat holds three melds, a king and a 3 it has just drawn: it may knock
    with 3 deadwood, on its first turn or (``first_turn`` false) on its fourth."""
    if first_turn:
        hand = deal(LOW_HAND, OTHER, "5c", "3c")
        _play(hand, PassUpcard(), PassUpcard(), DrawStock())
    else:
        hand = deal(LOW_HAND, OTHER, "5c", "Ad 7c 8h Tc Th 6c 3c")
        _play(hand, PassUpcard(), PassUpcard())
        for mine, theirs in (("Ad", "7c"), ("8h", "Tc"), ("Th", "6c")):
            _play(hand, DrawStock(), mine, DrawStock(), theirs)
        _play(hand, DrawStock())
    view = hand_view(hand, Seat.FIRST)
    assert mask_deadwood(cards_mask(view.hand) ^ Card.parse("Kc").bit) == 3
    return view


def test_styles_are_levels_a_player_can_pick() -> None:
    for style in STYLES:
        assert style in LEVELS
        assert make_player(style, 1).level == style


def test_gin_hunter_knocks_early_but_not_with_3_deadwood_on_its_fourth_turn(deal: Dealer) -> None:
    hunter = make_player("gin-hunter", 1)
    assert isinstance(hunter.choose(_knock_chance(deal, first_turn=True)), Knock)
    late = hunter.choose(_knock_chance(deal, first_turn=False))
    assert late == Discard(Card.parse("Kc"))
    assert isinstance(make_player("medium", 1).choose(_knock_chance(deal, first_turn=False)), Knock)


def test_gin_hunter_knocks_with_gin_at_any_turn(deal: Dealer) -> None:
    hand = deal(LOW_HAND, OTHER, "5c", "Ad 7c 8h Tc Th 6c 8s")
    _play(hand, PassUpcard(), PassUpcard())
    for mine, theirs in (("Ad", "7c"), ("8h", "Tc"), ("Th", "6c")):
        _play(hand, DrawStock(), mine, DrawStock(), theirs)
    _play(hand, DrawStock())  # 8s joins 5s 6s 7s: gin when the king goes
    action = make_player("gin-hunter", 1).choose(hand_view(hand, Seat.FIRST))
    assert isinstance(action, Knock) and action.discard == Card.parse("Kc")


def test_fast_knocker_knocks_at_the_first_legal_chance(deal: Dealer) -> None:
    for first_turn in (True, False):
        action = make_player("fast-knocker", 1).choose(_knock_chance(deal, first_turn))
        assert isinstance(action, Knock) and action.discard == Card.parse("Kc")


def test_fast_knocker_takes_a_pile_card_that_lowers_its_deadwood_without_melding(deal: Dealer) -> None:
    hand = deal("7h 8h Kc Qd 2s 4c 9d Js 5c Ad", "", "3h")
    view = hand_view(hand, Seat.FIRST)
    assert make_player("medium", 1).choose(view) == PassUpcard()
    assert make_player("fast-knocker", 1).choose(view) == TakeUpcard()
    high = hand_view(deal("7h 8h Kc Qd 2s 4c 9d Js 5c Ad", "", "Kh"), Seat.FIRST)
    assert make_player("fast-knocker", 1).choose(high) == PassUpcard()


def _after_the_opponent_took_qd(deal: Dealer) -> View:
    hand = deal("2h 3h 4h 5s 6s 7s Qd Kd 9c Ac", OTHER, "5c", "Th 7c")
    _play(hand, PassUpcard(), PassUpcard(), DrawStock(), "Qd", DrawDiscard(), "Qh", DrawStock())
    return hand_view(hand, Seat.FIRST)


def test_cautious_throws_a_safe_card_where_medium_feeds_the_opponent(deal: Dealer) -> None:
    view = _after_the_opponent_took_qd(deal)
    # Kd and Th leave the same deadwood; the opponent took Qd from the pile, next to Kd
    assert make_player("medium", 1).choose(view) == Discard(Card.parse("Kd"))
    action = make_player("cautious", 1).choose(view)
    assert isinstance(action, Discard) and action.card != Card.parse("Kd")
    held = cards_mask(view.hand)
    least = min(mask_deadwood(held ^ c.bit) for c in view.hand)
    assert mask_deadwood(held ^ action.card.bit) <= least + 1


def test_cautious_knocks_only_low_while_the_stock_is_long(deal: Dealer) -> None:
    # with 3 deadwood it knocks; with 10, allowed, it waits for a lower hand
    hand = deal(LOW_HAND, OTHER, "5c", "Tc")
    _play(hand, PassUpcard(), PassUpcard(), DrawStock())  # 10 deadwood after the king: may knock
    view = hand_view(hand, Seat.FIRST)
    assert view.stock_count > CAUTIOUS_LATE
    assert isinstance(make_player("medium", 1).choose(view), Knock)
    assert isinstance(make_player("cautious", 1).choose(view), Discard)
    assert isinstance(make_player("cautious", 1).choose(_knock_chance(deal, first_turn=True)), Knock)


@pytest.mark.parametrize("style", STYLES)
def test_each_style_plays_whole_matches_in_both_games(style: str) -> None:
    assert play_match((style, "medium"), 3).winner in (Seat.FIRST, Seat.SECOND)
    assert play_match((style, "simple", "medium"), 4).hands > 0


def test_a_saved_match_with_style_levels_resumes_with_them() -> None:
    from gin3.session import default_level, seats_from_app

    match = Match(["Ana", "Ben", "Cem"], seed=1)
    saved = [
        {"name": "Ana", "level": "gin-hunter"},
        {"name": "Ben", "level": "cautious"},
        {"name": "Cem", "level": "x9"},
    ]
    found = seats_from_app(match, {"seats": saved})
    assert [s.level for s in found] == ["gin-hunter", "cautious", default_level()]
