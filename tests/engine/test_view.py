"""``view(seat)`` holds exactly what that seat may know (R6, R20)."""

from __future__ import annotations

import random
from dataclasses import fields, is_dataclass
from enum import Enum

import pytest

from gin3.engine import (
    Card,
    Discard,
    DrawStock,
    Hand,
    Match,
    MatchSetupError,
    PassUpcard,
    Phase,
    Role,
    RuleSet,
    Seat,
    StockDrawn,
    TakeUpcard,
    View,
)
from tests.engine.support import advance, mixed_chooser, random_chooser

PLAYERS = ("Ana", "Bo", "Cem")


def cards_in(value: object) -> set[Card]:
    """Every card anywhere inside ``value``: fields, events, actions, melds."""
    if isinstance(value, Card):
        return {value}
    if isinstance(value, (str, int, float, bool, Enum)) or value is None:
        return set()
    if is_dataclass(value):
        found: set[Card] = set()
        for f in fields(value):
            found |= cards_in(getattr(value, f.name))
        return found
    if isinstance(value, dict):
        return cards_in(tuple(value)) | cards_in(tuple(value.values()))
    if isinstance(value, (tuple, list, set, frozenset)):
        found = set()
        for item in value:
            found |= cards_in(item)
        return found
    raise AssertionError(f"a view holds a {type(value).__name__} this test does not look into")


def hidden_from(hand: Hand, side: Seat) -> set[Card]:
    """The cards ``side`` may not know: the stock and the other side's unrevealed cards."""
    opponent = hand.opponent_of(side)
    hidden = set(hand.stock) | set(hand.cards(opponent))
    hidden -= set(hand.taken_from_pile_by(opponent))
    if hand.knocked is not None and hand.knocked.seat == opponent:
        hidden -= set(hand.knocked.arrangement.cards)
    if hand.laid_down is not None:
        hidden -= set(hand.laid_down.arrangement.cards) | {lo.card for lo in hand.laid_down.layoffs}
    return hidden


def check_view_privacy(match: Match) -> None:
    hand = match.hand
    for seat in match.seats:
        view = match.view(seat)
        side = match.side_of(seat)
        assert view.seat == seat and view.player == side
        assert view.hand == hand.cards(side)
        leaked = cards_in(view) & hidden_from(hand, side)
        assert not leaked, f"{seat} ({match.roles.get(seat)}) sees hidden {sorted(leaked)} in {hand.phase}"
        assert view.stock_count == len(hand.stock)
        assert view.opponent_card_count == len(hand.cards(hand.opponent_of(side)))
        assert view.unseen == hidden_from(hand, side)


@pytest.mark.parametrize("players", [PLAYERS, PLAYERS[:2]])
def test_r6_view_never_holds_the_stock_or_the_other_sides_hidden_cards(players: tuple[str, ...]) -> None:
    # Mostly greedy play, so that hands reach the knock, the lay-off and the score.
    choose = mixed_chooser(random.Random(8), greedy_share=0.8, knock_bias=0.7)
    phases = set()
    for seed in range(4):
        match = Match(players, seed=seed, rules=RuleSet(target=40))
        for _ in range(400):
            check_view_privacy(match)
            phases.add(match.phase)
            if match.is_over:
                break
            advance(match, choose)
    assert set(Phase) - {Phase.DEAD} <= phases


def test_r20_sitter_sees_the_captains_hand_and_moves() -> None:
    match = Match(PLAYERS, seed=1)
    box, captain, sitter = (match.seat_with(r) for r in (Role.BOX, Role.CAPTAIN, Role.SITTER))
    view = match.view(sitter)
    assert view.role is Role.SITTER and view.player == captain and view.opponent == box
    assert view.hand == match.hand.cards(captain)
    assert view.legal_actions == match.view(captain).legal_actions == match.legal_actions()
    assert match.view(box).legal_actions == () and not match.view(box).to_act
    assert match.view(box).hand == match.hand.cards(box)
    assert not set(match.view(box).hand) & set(view.hand)


def test_cards_taken_from_the_discard_pile_are_public() -> None:
    match = Match(PLAYERS, seed=2)
    box, captain = match.seat_with(Role.BOX), match.seat_with(Role.CAPTAIN)
    upcard = match.hand.upcard
    match.apply(TakeUpcard())
    for seat in match.seats:
        expected = () if match.side_of(seat) == captain else (upcard,)
        assert match.view(seat).opponent_from_pile == expected
    assert match.view(captain).taken_from_pile == upcard
    # Once it is discarded again it is simply on the pile.
    other = next(c for c in match.hand.cards(captain) if c != upcard)
    match.apply(Discard(other))
    assert match.view(box).opponent_from_pile == (upcard,)
    assert match.view(box).discard_pile[-1] == other


def test_stock_draws_are_hidden_from_the_other_side() -> None:
    match = Match(PLAYERS, seed=3)
    box, captain, sitter = (match.seat_with(r) for r in (Role.BOX, Role.CAPTAIN, Role.SITTER))
    match.apply(PassUpcard())
    match.apply(PassUpcard())
    match.apply(DrawStock())
    drawn = match.hand.cards(captain)[-1]

    def last_draw(view: View) -> StockDrawn:
        draws = [e for e in view.history if isinstance(e, StockDrawn)]
        assert len(draws) == 1
        return draws[0]

    assert last_draw(match.view(captain)) == StockDrawn(captain, drawn, 30)
    assert last_draw(match.view(sitter)) == StockDrawn(captain, drawn, 30)
    assert last_draw(match.view(box)) == StockDrawn(captain, None, 30)
    assert drawn not in cards_in(match.view(box))
    assert match.hand.events[-1] == StockDrawn(captain, drawn, 30), "the full log keeps the card"


def test_view_of_a_seat_that_does_not_play() -> None:
    match = Match(PLAYERS[:2], seed=1)
    with pytest.raises(MatchSetupError, match="does not play"):
        match.view(Seat.THIRD)


def test_view_after_the_hand_shows_both_hands_laid_down() -> None:
    rng = random.Random(4)
    choose = random_chooser(rng, knock_bias=1.0)
    match = Match(PLAYERS, seed=9, rules=None)
    while match.hand.phase is not Phase.LAYOFF:
        match.apply(choose(match.hand))
    knocker = match.hand.knocked.seat  # type: ignore[union-attr]
    defender = match.hand.opponent_of(knocker)
    assert set(match.hand.knocked.arrangement.cards) <= cards_in(match.view(defender))  # type: ignore[union-attr]
    check_view_privacy(match)


def test_shuffling_the_stock_changes_only_its_hidden_order() -> None:
    """The referee's reshuffle of an analysis copy (``bench fork``): every seat's view is as
    before, and the stock holds the same cards in another order."""
    match = Match(list(PLAYERS), seed=11)
    choose = random_chooser(random.Random(3))
    for _ in range(6):
        advance(match, choose)
    hand = match.hand
    assert not hand.phase.is_over
    before = (hand.stock, {seat: match.view(seat) for seat in match.seats})
    orders = set()
    for seed in range(5):
        hand.shuffle_stock(random.Random(seed))
        assert sorted(hand.stock) == sorted(before[0])
        assert {seat: match.view(seat) for seat in match.seats} == before[1]
        orders.add(hand.stock)
    assert len(orders) > 1 and before[0] not in orders
