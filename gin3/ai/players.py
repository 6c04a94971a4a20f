"""The levels people choose from: ``easy``, ``medium`` and ``hard``.

``hard`` plays the best move of a :class:`~gin3.ai.brain.Brain` that samples
the opponent's hand from its play. ``medium`` plays the simple strategy
carefully, ``easy`` plays it with a beginner's mistakes.
"""

from __future__ import annotations

import random

from gin3.ai.base import ADVICE_TOLERANCE, register
from gin3.ai.brain import Brain, BrainConfig, Rated
from gin3.ai.knowledge import makes_meld
from gin3.ai.moves import best_layoff, simple_move, take_action
from gin3.ai.reading import WAITS_AT, StyleRead
from gin3.ai.simple import least_deadwood_discards
from gin3.engine import (
    Action,
    Card,
    Discard,
    DrawDiscard,
    Knock,
    Phase,
    View,
    best_arrangement,
    cards_mask,
    mask_deadwood,
)

__all__ = ["HARD", "BrainPlayer", "EasyPlayer", "MediumPlayer", "careful_discard", "follow_advice"]

HARD = BrainConfig(
    samples=300,
    model_opponent=True,
    evolve=True,
    feed_weight=8.0,
    knock_by_value=True,
    knock_bonus=16.0,
    two_step=24,
    rollout_moves=8,
    rollout_worlds=600,
    rollout_final=600,
    rollout_finalists=3,
    rollout_prior=0.5,
    rollout_stock=31,
    wait_margin=0.1,
    score_aware=True,
    next_turn=True,
    salt=3,
)
"""``hard``: 300 sampled opponent hands, weighted by the opponent's play, dealt
600 worlds (each hand twice, with stocks of its own); the eight
best-estimated discards are played out in a third of those worlds, the best
three in the rest and in 600 more (the same hands, the stock dealt again),
my next discard in each playout made the estimate's way (charging 8 points
for a sure feed), and the estimate's favourite is overturned only by half a
point or more; with fewer than 31 cards in the stock the worlds grow as the
playouts shorten, up to twice; near the end of a match the points are
weighed by the score. Twice the worlds of the eleventh round's ``hard``,
paid for by the compiled playouts (setup.py)."""


def follow_advice(
    brain: Brain, view: View, rated: list[Rated], advice: Action | None, *, opponent_waits: bool = False
) -> Action:
    """The best rated move, or ``advice`` when it is legal and close to it."""
    best = rated[0]
    if advice is None or advice == best.action:
        return best.action
    for move in rated:
        if move.action == advice:
            return advice if move.value >= best.value - ADVICE_TOLERANCE else best.action
    if (
        isinstance(advice, Knock)
        and advice in view.legal_actions
        and brain.rate_knock(view, advice, opponent_waits=opponent_waits).value
        >= best.value - ADVICE_TOLERANCE
    ):
        return advice
    return best.action


class BrainPlayer:
    """A player that rates its moves with a brain and plays the best one.

    Its choices depend only on the views it has been shown: the brain seeds
    its sampling from the public position, so ``seed`` changes nothing but is
    accepted like every level's. With ``reads`` it also keeps a
    :class:`~gin3.ai.reading.StyleRead` of its opponents from the views of
    the match, and plays an opponent read as a waiter for gin as one
    (:meth:`Brain.rate`'s ``opponent_waits``); a player made anew (a match
    resumed from a save) starts the read afresh.
    """

    def __init__(self, level: str, config: BrainConfig, seed: int = 0, *, reads: bool = False) -> None:
        self.level = level
        self.seed = seed
        self.brain = Brain(config)
        self.read: StyleRead | None = StyleRead() if reads else None

    def choose(self, view: View, advice: Action | None = None) -> Action:
        """The best move, or the sitter's ``advice`` when it is nearly as good."""
        waits = False
        if self.read is not None:
            self.read.observe(view)
            waits = self.read.waits(view.opponent) >= WAITS_AT
        rated = self.brain.rate(view, opponent_waits=waits)
        action = follow_advice(self.brain, view, rated, advice, opponent_waits=waits)
        if self.read is not None:
            self.read.chose(view, action)
        return action


def _friends(card: Card, hand: tuple[Card, ...]) -> int:
    """Cards of ``hand`` that could one day meld with ``card``: its rank, or near it in its suit."""
    return sum(
        1
        for c in hand
        if c != card and (c.rank == card.rank or (c.suit == card.suit and abs(c.rank - card.rank) <= 2))
    )


def careful_discard(view: View) -> Card:
    """``medium``'s throw: among the least-deadwood discards, the card with
    fewest partners, the highest of those."""
    cards, _ = least_deadwood_discards(view)
    return min(cards, key=lambda c: (_friends(c, view.hand), -c.value, c.index))


class MediumPlayer:
    """``simple`` played carefully: among the least-deadwood discards it
    keeps the cards with partners (pairs and near cards of a suit), throwing
    the loneliest, highest card; it draws and knocks like ``simple``."""

    level = "medium"

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed

    def choose(self, view: View, advice: Action | None = None) -> Action:
        """A careful baseline move; follows legal advice that leaves no more deadwood."""
        move = simple_move(view)
        if move is not None:
            return move
        cards, least = least_deadwood_discards(view)
        card = careful_discard(view)
        if isinstance(advice, Discard) and advice.card in cards:
            card = advice.card
        if least <= view.knock_limit:
            rest = [c for c in view.hand if c != card]
            return Knock(card, best_arrangement(rest).melds)
        return Discard(card)


class EasyPlayer:
    """``simple`` with mistakes: a quarter of its discards are careless, it
    sometimes grabs a pile card it cannot use, and it knocks only with 5 or
    less."""

    level = "easy"

    def __init__(self, seed: int = 0) -> None:
        self._rng = random.Random(seed)

    def choose(self, view: View, advice: Action | None = None) -> Action:
        """A beginner's move; follows any legal advice."""
        if advice is not None and advice in view.legal_actions:
            return advice
        rng = self._rng
        if view.phase is Phase.LAYOFF:
            return best_layoff(view)
        if view.phase in (Phase.OFFER, Phase.DRAW):
            if view.phase is Phase.DRAW and DrawDiscard() not in view.legal_actions:
                return take_action(view, False)
            top = view.discard_pile[-1]
            wanted = makes_meld(cards_mask(view.hand), top.bit) or (top.value <= 3 and rng.random() < 0.3)
            return take_action(view, wanted)
        cards, least = least_deadwood_discards(view)
        card = rng.choice(cards)
        if least <= min(5, view.knock_limit):
            rest = [c for c in view.hand if c != card]
            return Knock(card, best_arrangement(rest).melds)
        if rng.random() < 0.25:
            mask = cards_mask(view.hand)
            near = sorted((mask_deadwood(mask ^ c.bit), c) for c in view.hand if c != view.taken_from_pile)
            card = rng.choice([c for _, c in near[:4]])
        return Discard(card)


register("easy", EasyPlayer)
register("medium", MediumPlayer)
HARD_READS = False
"""Whether ``hard`` reads its opponents' style (:mod:`gin3.ai.reading`); off
until whole matches show a gain (docs/ai.md, "Reading the opponent")."""

register("hard", lambda seed: BrainPlayer("hard", HARD, seed, reads=HARD_READS))
# for measuring the read (``gin3 sim``), never offered to players
register("hard-read", lambda seed: BrainPlayer("hard-read", HARD, seed, reads=True), listed=False)
register("hard-plain", lambda seed: BrainPlayer("hard-plain", HARD, seed, reads=False), listed=False)
