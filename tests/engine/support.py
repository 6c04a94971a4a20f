"""Helpers for the engine tests: chosen deals, scripted play, simple players.

Hands in tests are written as card text so that a scenario reads like the
rule it checks: ``deck_for(non_dealer="As 2s 3s ...", dealer="...", upcard="Kd")``.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from gin3.engine import (
    FULL_DECK,
    Action,
    Card,
    Discard,
    DrawStock,
    Event,
    Hand,
    HandScored,
    Knock,
    LayOff,
    Match,
    NextHand,
    PassUpcard,
    RuleSet,
    Seat,
    best_defence,
    best_discards,
    parse_cards,
)

NON_DEALER = Seat.FIRST
DEALER = Seat.SECOND


def deck_for(non_dealer: str, dealer: str, upcard: str, stock: str = "") -> list[Card]:
    """A 52-card deck order that deals exactly these cards.

    ``Hand(deck, dealer, non_dealer)`` deals ``deck[0::2][:10]`` to the
    non-dealer, ``deck[1::2][:10]`` to the dealer and turns ``deck[20]`` up;
    ``stock`` lists the top of the stock first, and the cards nobody named
    follow in deck order.
    """
    first, second = parse_cards(non_dealer), parse_cards(dealer)
    assert len(first) == 10 and len(second) == 10, "each player is dealt ten cards"
    named = [c for pair in zip(first, second, strict=True) for c in pair]
    named += [*parse_cards(upcard), *parse_cards(stock)]
    assert len(set(named)) == len(named), "a card is named twice"
    return named + [c for c in FULL_DECK if c not in named]


def hand_for(
    non_dealer: str, dealer: str, upcard: str, stock: str = "", rules: RuleSet | None = None
) -> Hand:
    """A hand dealt by seat 2 (the dealer, the box) to seat 1 (the non-dealer, the captain)."""
    return Hand(deck_for(non_dealer, dealer, upcard, stock), DEALER, NON_DEALER, rules)


def play(hand: Hand | Match, *actions: Action) -> None:
    """Apply ``actions`` in order; each must be legal."""
    for action in actions:
        hand.apply(action)


# -- players for whole hands and matches ---------------------------------------

Chooser = Callable[[Hand], Action]


def random_chooser(rng: random.Random, knock_bias: float = 0.5) -> Chooser:
    """A random legal player that knocks with probability ``knock_bias`` when it can."""

    def choose(hand: Hand) -> Action:
        legal = hand.legal_actions()
        knocks = [a for a in legal if isinstance(a, Knock)]
        if knocks and rng.random() < knock_bias:
            return rng.choice(knocks)
        others = [a for a in legal if not isinstance(a, Knock)]
        return rng.choice(others or knocks)

    return choose


def mixed_chooser(rng: random.Random, greedy_share: float, knock_bias: float = 0.5) -> Chooser:
    """Plays :func:`greedy_action` with probability ``greedy_share``, else a random legal action:
    random enough to wander everywhere, greedy enough to knock and finish matches."""
    random_choice = random_chooser(rng, knock_bias)

    def choose(hand: Hand) -> Action:
        if rng.random() < greedy_share:
            return greedy_action(hand, may_knock=rng.random() < knock_bias or greedy_share == 1.0)
        return random_choice(hand)

    return choose


def greedy_action(hand: Hand, *, may_knock: bool = True) -> Action:
    """The "simple" strategy: pass the upcard, draw from the stock, shed the card
    that leaves the least deadwood, knock with the best arrangement when allowed."""
    legal = hand.legal_actions()
    if PassUpcard() in legal:
        return PassUpcard()
    if DrawStock() in legal:
        return DrawStock()
    if isinstance(legal[0], LayOff):
        held = hand.cards(hand.turn)
        assert hand.knocked is not None
        defence = best_defence(held, hand.knocked.arrangement.melds, may_lay_off=not hand.knocked.gin)
        return LayOff(defence.arrangement.melds, defence.layoffs)
    if may_knock:
        knocks = [a for a in legal if isinstance(a, Knock) and a.discard is not None]
        if knocks:
            return min(knocks, key=lambda k: _knock_deadwood(hand, k))
    discards = [card for card, _ in best_discards(hand.cards(hand.turn)) if hand.can(Discard(card))]
    return Discard(discards[0])


def _knock_deadwood(hand: Hand, knock: Knock) -> int:
    melded = sum(m.mask for m in knock.melds)
    return sum(c.value for c in hand.cards(hand.turn) if c != knock.discard and not melded & c.bit)


def play_out(hand: Hand, choose: Callable[[Hand], Action]) -> None:
    """Play ``hand`` to its end."""
    while not hand.phase.is_over:
        hand.apply(choose(hand))


def play_hand_of_match(match: Match, choose: Callable[[Hand], Action], *, deal_next: bool = True) -> int:
    """Play the match's current hand to its end and, with ``deal_next`` and the
    match not won, deal the next hand; returns the number of hands finished."""
    if match.between_hands:
        match.apply(NextHand())
    number = len(match.hands)
    while len(match.hands) == number:
        match.apply(choose(match.hand))
    if deal_next and match.between_hands:
        match.apply(NextHand())
    return len(match.hands)


def advance(match: Match, choose: Callable[[Hand], Action]) -> tuple[Event, ...]:
    """One action of a match: the chooser's move, or the next deal between hands."""
    if match.between_hands:
        return match.apply(NextHand())
    return match.apply(choose(match.hand))


def scored(hand: Hand) -> HandScored:
    """The result of a scored hand."""
    assert isinstance(hand.result, HandScored), hand.result
    return hand.result
