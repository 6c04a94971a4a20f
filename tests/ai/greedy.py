"""The engine driven by the simple strategy without its random tie-break, to
check ``hard``'s bit-mask playouts against (test_playout, test_nextturn)."""

from __future__ import annotations

import random

from gin3.ai.moves import simple_move
from gin3.ai.playout import Scoring
from gin3.engine import (
    FULL_DECK,
    Action,
    Discard,
    Hand,
    Knock,
    Phase,
    Seat,
    View,
    best_arrangement,
    best_discards,
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
