"""The engine driven by the simple strategy without its random tie-break, to
check ``hard``'s bit-mask playouts against (test_playout, test_nextturn)."""

from __future__ import annotations

import random
from collections.abc import Callable

from gin3.ai.knowledge import bit_value, bits_of
from gin3.ai.moves import simple_move
from gin3.ai.playout import Scoring
from gin3.engine import (
    FULL_DECK,
    Action,
    Discard,
    Hand,
    HandDead,
    HandScored,
    Knock,
    Phase,
    Seat,
    View,
    best_arrangement,
    best_discards,
    cards_mask,
    mask_deadwood,
)
from gin3.engine.view import hand_view

SCORING = Scoring(knock_limit=10, gin_bonus=25, undercut_bonus=10, discard_taken=False)
"""The engine's default scoring, as the playouts see it."""


def greedy(view: View) -> Action:
    """Take a pile card that melds, throw the highest least-deadwood card, knock when allowed."""
    move = simple_move(view)
    if move is not None:
        return move
    card, deadwood = next((c, dw) for c, dw in best_discards(view.hand) if c != view.taken_from_pile)
    if deadwood <= view.knock_limit:
        return Knock(card, best_arrangement([c for c in view.hand if c != card]).melds)
    return Discard(card)


def first_draw(seed: int) -> Hand:
    """A hand dealt from deck ``seed``, played greedily up to the first draw from the stock."""
    deck = list(FULL_DECK)
    random.Random(seed).shuffle(deck)
    hand = Hand(deck, dealer=Seat.SECOND, non_dealer=Seat.FIRST)
    while hand.phase is not Phase.DRAW:
        hand.apply(greedy(hand_view(hand, hand.turn)))
    return hand


def lowest(hand: int, keep: int) -> tuple[int, int]:
    """A chooser of my discards unlike the simple strategy: it throws its
    lowest card (never ``keep``), with the deadwood left."""
    card = min((b for b in bits_of(hand) if b != keep), key=lambda b: (bit_value(b), b))
    return card, mask_deadwood(hand ^ card)


def play_on(
    hand: Hand, me: Seat, chooser: Callable[[int, int], tuple[int, int]] | None = None, turns: int = 0
) -> int:
    """``hand`` played to its end by the engine, my next ``turns`` discards
    the ``chooser``'s (a knock when they leave 10 or less) and every other
    move :func:`greedy`'s: the points to ``me`` (0 for a dead hand)."""
    while True:
        view = hand_view(hand, hand.turn)
        action = greedy(view)
        if chooser is not None and hand.turn == me and turns and view.phase is Phase.DISCARD:
            turns -= 1
            taken = view.taken_from_pile.bit if view.taken_from_pile and not SCORING.discard_taken else 0
            card, deadwood = chooser(cards_mask(view.hand), taken)
            thrown = next(c for c in view.hand if c.bit == card)
            rest = [c for c in view.hand if c != thrown]
            action = Knock(thrown, best_arrangement(rest).melds) if deadwood <= 10 else Discard(thrown)
        for event in hand.apply(action):
            if isinstance(event, HandDead):
                return 0
            if isinstance(event, HandScored):
                return event.points if event.winner == me else -event.points
