"""No peeking, proven: reshuffling the hidden cards changes no decision.

For many positions, a second hand is dealt from a deck where the cards the
player to act cannot see (the stock and the other side's hidden cards) are
permuted among their places; the same public actions are replayed. The
views are then equal, and so is every AI decision and every suggestion.
"""

from __future__ import annotations

import random

import pytest

from gin3.ai import LEVELS, Advisor, make_player
from gin3.ai.players import HARD, BrainPlayer
from gin3.engine import FULL_DECK, Action, Card, Hand, Seat
from gin3.engine.view import hand_view


def _positions(seed: int, count: int) -> list[tuple[list[Card], list[Action], Seat]]:
    """Random prefixes of a hand between a simple and a medium player."""
    rng = random.Random(seed)
    found: list[tuple[list[Card], list[Action], Seat]] = []
    while len(found) < count:
        deck = list(FULL_DECK)
        rng.shuffle(deck)
        hand = Hand(deck, dealer=Seat.SECOND, non_dealer=Seat.FIRST)
        players = {Seat.FIRST: make_player("simple", seed), Seat.SECOND: make_player("medium", seed)}
        actions: list[Action] = []
        stop = rng.randrange(1, 40)
        while not hand.phase.is_over and len(actions) < stop:
            action = players[hand.turn].choose(hand_view(hand, hand.turn))
            hand.apply(action)
            actions.append(action)
        if not hand.phase.is_over:
            found.append((deck, actions, hand.turn))
    return found


def _reshuffled(deck: list[Card], actions: list[Action], seat: Seat, rng: random.Random) -> list[Card]:
    hand = Hand(deck, dealer=Seat.SECOND, non_dealer=Seat.FIRST)
    for action in actions:
        hand.apply(action)
    hidden = hand_view(hand, seat).unseen
    places = [i for i, card in enumerate(deck) if card in hidden]
    cards = [deck[i] for i in places]
    rng.shuffle(cards)
    other = list(deck)
    for i, card in zip(places, cards, strict=True):
        other[i] = card
    return other


def _replay(deck: list[Card], actions: list[Action]) -> Hand:
    hand = Hand(deck, dealer=Seat.SECOND, non_dealer=Seat.FIRST)
    for action in actions:
        hand.apply(action)
    return hand


def _reader() -> BrainPlayer:
    player = BrainPlayer("hard-read", HARD, reads=True)
    assert player.read is not None
    player.read.odds = {Seat.FIRST: 9.0, Seat.SECOND: 9.0}
    return player


POSITIONS = 8  # per seed; each costs ``hard`` and the advisor (hard's brain) two ratings each


# One seed's eight positions in the default suite; the slow step (pytest -m slow) adds two more
# seeds' (their hard ratings took three quarters of this file's time).
@pytest.mark.parametrize(
    "seed", [pytest.param(1, marks=pytest.mark.slow), 2, pytest.param(3, marks=pytest.mark.slow)]
)
def test_reshuffling_hidden_cards_changes_no_decision_and_no_suggestion(seed: int) -> None:
    rng = random.Random(seed * 101)
    advisor = Advisor()
    differed = 0
    for deck, actions, seat in _positions(seed, POSITIONS):
        other_deck = _reshuffled(deck, actions, seat, rng)
        one, two = _replay(deck, actions), _replay(other_deck, actions)
        opponent = one.opponent_of(seat)
        differed += one.cards(opponent) != two.cards(opponent) or one.stock != two.stock
        view_one, view_two = hand_view(one, seat), hand_view(two, seat)
        assert view_one == view_two
        for level in LEVELS:
            assert make_player(level, seed).choose(view_one) == make_player(level, seed).choose(view_two)
        assert advisor.suggest(view_one) == advisor.suggest(view_two)
        # ``hard`` reading its opponent as a waiter for gin (as after undercuts, gin3.ai.reading)
        assert _reader().choose(view_one) == _reader().choose(view_two)
    assert differed >= POSITIONS - 2  # the hidden cards really were different
