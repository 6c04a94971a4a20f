"""The evaluation shared by ``medium``, ``hard`` and the sitter's advisor.

Every move of a decision gets a value on one scale, roughly the points the
move is worth to the side in this hand (higher is better):

- a knock is worth its expected score against opponent hands sampled from
  the unseen cards (gin bonus, knock difference or undercut, R14-R16), with
  the defender's exact lay-offs on the melds laid down;
- any other move is worth ``WAIT_BASE`` minus the deadwood it is expected to
  leave: after this turn for a draw; for a discard, after the next draw (and,
  for ``hard``, blended with two draws ahead), plus a bonus for the chance
  that the next draw lets the hand knock, less the chance of feeding the
  opponent a meld.

``hard`` then checks the best few discards by playing the hand out: in each
guessed world (a sampled opponent hand and the rest of the unseen cards
shuffled into a stock) :func:`gin3.ai.playout.playout` finishes the hand
with the simple strategy for both sides (with ``next_turn``, my next
discards are made the estimate's way, :mod:`gin3.ai.nextturn`), and a
discard is worth the points it scores on average over the worlds. That is
the same scale as a knock's expected score, so waiting and knocking are
compared in points. With ``draw_worlds`` the draws from a pile that may be
taken from are played out too: the pile's card or the stock's, then my
discard the way my next discards are made, then the hand to its end.
``hard`` leaves its draws to the estimate: played out so, they gained
against the opponent's real hand and not in 1,000 whole matches (docs/ai.md,
"What was tried and did not help"; with the simple strategy's discard after
the draw they chose worse than the estimate).

With ``score_aware`` (``hard``), the points of knocks and playouts are
weighed by the score before they are averaged (:mod:`gin3.ai.equity`): a
knock that surely reaches the match target is worth as much as a gin, and
losing the points the opponent needs is as bad as losing many more. So
``hard`` knocks early for a sure small win when that ends the match, and
waits less when an undercut would end it.

``hard`` samples the opponent's hidden cards. Each guess is dealt at random
from the unseen cards and then improved the way the opponent improved its
own hand, one greedy draw per turn it has played; it is then weighted by how
well it explains the opponent's play (:func:`plausibility`): a player takes
a pile card to meld it, throws the card it needs least and knocks when it
can, so hands that would have taken a card it passed, hold a card it took
loose, would rather have thrown another card than the one it threw, or could
have knocked are less likely. The guesses also say which unseen cards are
likely still in the stock.
Sampling is seeded from the public position only, so the same position
always gets the same answer, whoever asks and whatever the hidden cards are.

The parts live beside this module: :mod:`gin3.ai.guesses` samples and
weighs the opponent's hands, :mod:`gin3.ai.lookahead` estimates the
deadwood after the next draws, :mod:`gin3.ai.knocks` rates knocks and the
defender's lay-down, :mod:`gin3.ai.rollouts` plays the best moves out for
``hard``; this module puts them together.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, replace
from typing import Any

from gin3.ai.base import rebuilt_by_init
from gin3.ai.equity import ScoreWeights
from gin3.ai.guesses import Samples, feed_chance, neighbours, plausibility, sample_hands
from gin3.ai.knocks import knock_value, rate_knocks, rate_layoff
from gin3.ai.knowledge import Knowledge, bits_of, card_of, public_key
from gin3.ai.lookahead import (
    draw_outlook,
    draw_pairs,
    expected_after_draw,
    turn_value,
    two_draws,
)
from gin3.ai.moves import take_action
from gin3.ai.rated import Rated
from gin3.ai.rollouts import roll_out_discards, roll_out_draws
from gin3.engine import (
    Card,
    Discard,
    DrawDiscard,
    Knock,
    Phase,
    View,
    mask_deadwood,
)

__all__ = [
    "Brain",
    "BrainConfig",
    "OpponentRead",
    "Rated",
    "neighbours",
    "plausibility",
    "score_totals",
    "score_weights",
]


def score_totals(view: View) -> tuple[int, int] | None:
    """The totals (mine, the opponent's) a hand's points are weighed at.

    Chouette: the match totals of the two players of the hand. Two-player
    gin: the totals of the first open game (C2); with Hollywood scoring every
    won hand counts in that game, whoever wins it (C6), and it is the game
    nearest its end, so it is the one weighed. ``None`` when there is no
    score to weigh by.
    """
    if view.games:
        game = view.open_game
        if game is None:
            return None
        return (game.totals[view.player], game.totals[view.opponent])
    if len(view.totals) > max(view.player, view.opponent):
        return (view.totals[view.player], view.totals[view.opponent])
    return None


def score_weights(view: View) -> ScoreWeights | None:
    """How a hand's points are weighed at ``view``'s totals (see :func:`score_totals`);
    ``None`` when there is no score to weigh by."""
    totals = score_totals(view)
    return None if totals is None else ScoreWeights.at(view.rules.target, totals)


@dataclass(frozen=True, slots=True)
class BrainConfig:
    """How hard the brain thinks.

    - ``samples``: guesses at the opponent's hand; ``evolve`` improves each
      guess once per opponent turn; ``model_opponent`` weights guesses by how
      well they explain the opponent's takes, passes, throws and not knocking
      (:func:`plausibility`), each weight raised to the power ``sharpness``
      (above 1 the signs against a guess count for more, below 1 for less).
    - ``feed_weight``: points charged per unit chance that a discard melds
      for the opponent.
    - ``knock_by_value``: knock or wait, and with which melds, by the
      expected score over the guesses; otherwise knock at once with least
      deadwood.
    - ``wait_base``, ``take_margin``: the value scale of moves that do not
      knock, and the premium for taking a shown card.
    - ``two_step``, ``two_step_weight``: draw pairs for a two-draw lookahead
      and its weight; ``knock_bonus``: points for a sure knock next draw.
    - ``rollout_moves``, ``rollout_worlds``: how many of the best-estimated
      discards are played out, in how many of the guessed worlds (0: none);
      ``rollout_finalists``: how many of them play all the worlds;
      ``rollout_final``: worlds more for the finalists, the guesses again
      with their stock dealt anew, so that the final choice is made on less
      luck of the stock (0: none). Worlds past the last guess, here as in
      ``rollout_worlds``, take the guesses round again with new stocks;
      ``rollout_prior``: points the estimate's favourite keeps over the other
      finalists, so that noise alone does not overturn it; ``wait_margin``:
      points a played-out discard must beat a knock by; ``rollout_stock``:
      with fewer cards than this in the stock the playouts are shorter, so
      both ``rollout_worlds`` and ``rollout_final`` grow in proportion,
      ``rollout_stock`` / stock, up to twice (0: they stay as set).
    - ``score_aware``: weigh the points of knocks and playouts by the
      score (:class:`~gin3.ai.equity.ScoreWeights`): near the end of a match
      a point that reaches the target is worth more than one past it.
    - ``next_turn``: in the playouts, my next discard weighs the next draw
      and the feeding risk as the estimate does (:class:`~gin3.ai.nextturn.NextTurn`),
      instead of throwing the card that leaves least deadwood;
      ``next_turns``: how many of my discards in a playout are made that way.
    - ``draw_worlds``: with more than 0, a draw from a pile that may be taken
      from is played out too, in that many worlds (growing late in the hand
      as ``rollout_worlds`` does): the pile's card or the stock's top card,
      then my discard the ``next_turn`` way (a knock when it allows one),
      then the hand played out; the estimate's choice stays unless the
      other beats it by ``rollout_prior``. The first upcard's offer is
      rated by the estimate alone.
    - ``salt``: mixed into the seed of the sampling.
    """

    samples: int = 40
    model_opponent: bool = True
    sharpness: float = 1.0
    feed_weight: float = 4.0
    knock_by_value: bool = True
    salt: int = 0
    evolve: bool = False
    wait_base: float = 12.0
    take_margin: float = 0.5
    two_step: int = 0
    knock_bonus: float = 0.0
    two_step_weight: float = 0.5
    rollout_moves: int = 0
    rollout_worlds: int = 0
    rollout_final: int = 0
    rollout_finalists: int = 2
    rollout_prior: float = 0.0
    rollout_stock: int = 0
    wait_margin: float = 0.0
    score_aware: bool = False
    next_turn: bool = False
    next_turns: int = 1
    draw_worlds: int = 0

    def __reduce__(self) -> tuple[type, tuple[Any, ...]]:
        return rebuilt_by_init(self)  # compiled, pickling would assign the frozen fields


@dataclass(frozen=True, slots=True)
class OpponentRead:
    """What a brain believes about the opponent's hidden hand at one decision.

    - ``hand_chance``: for every unseen card, the chance the opponent holds it;
    - ``meld_chance``: for every card of the side's own hand, the chance the
      opponent could meld it if it were thrown;
    - ``deadwood``: the opponent's expected deadwood;
    - ``effective_guesses``: how many equally weighted guesses the weighted
      guesses are worth (few means the play so far ruled most of them out).
    """

    hand_chance: dict[Card, float]
    meld_chance: dict[Card, float]
    deadwood: float
    effective_guesses: float

    def __reduce__(self) -> tuple[type, tuple[Any, ...]]:
        return rebuilt_by_init(self)  # compiled, pickling would assign the frozen fields


class Brain:
    """Rates every move of a decision; see the module docstring."""

    def __init__(self, config: BrainConfig | None = None) -> None:
        self.config = config or BrainConfig()

    # -- public --------------------------------------------------------------

    def rate(self, view: View, *, opponent_waits: bool = False) -> list[Rated]:
        """Every considered move of ``view``'s decision, best first; with
        ``opponent_waits`` the opponent is taken for one who waits for gin
        (:mod:`gin3.ai.reading`): guesses that could have knocked stay
        likely, and in the playouts it knocks only with gin."""
        if view.phase is Phase.LAYOFF:
            return [rate_layoff(view)]
        know, samples, rng = self._guesses(view, opponent_waits)
        if view.phase in (Phase.OFFER, Phase.DRAW):
            rated = self._rate_draw(view, know, samples)
        else:
            rated = self._rate_discard(view, know, samples)
        rated.sort(key=lambda r: -r.value)
        if self.config.rollout_moves and view.phase is Phase.DISCARD:
            rated = roll_out_discards(self.config, view, know, samples, rated, rng)
        elif self.config.draw_worlds and view.phase is Phase.DRAW and len(rated) == 2:
            rated = roll_out_draws(self.config, view, know, samples, rated, rng)
        return rated

    def rate_knock(self, view: View, action: Knock, *, opponent_waits: bool = False) -> Rated:
        """The value of one particular knock (for advice the brain did not list)."""
        know, samples, _ = self._guesses(view, opponent_waits)
        return knock_value(view, know, samples, action)

    def read_opponent(self, view: View) -> OpponentRead:
        """The brain's picture of the opponent's hidden hand (for ``python -m benchmarks inference``)."""
        know, samples, _ = self._guesses(view)
        total = sum(samples.weights) or 1.0
        squares = sum(w * w for w in samples.weights) or 1.0
        return OpponentRead(
            hand_chance={card_of(bit): w / total for bit, w in samples.held(know.unseen).items()},
            meld_chance={card: feed_chance(samples, card.bit) for card in view.hand},
            deadwood=sum(w * d for w, d in zip(samples.weights, samples.deadwood, strict=True)) / total,
            effective_guesses=total * total / squares,
        )

    # -- the hidden cards ----------------------------------------------------

    def _guesses(self, view: View, opponent_waits: bool = False) -> tuple[Knowledge, Samples, random.Random]:
        """What ``view``'s side knows, its guesses at the opponent's hand with
        the score's weights, and the generator that made them (seeded from
        the public position only)."""
        know = Knowledge.of(view)
        if opponent_waits:
            know = replace(know, opponent_waits=True)
        rng = random.Random(public_key(view) * 1_000_003 + self.config.salt)
        config = self.config
        samples = sample_hands(
            know,
            rng,
            config.samples,
            model=config.model_opponent,
            evolve=config.evolve,
            sharpness=config.sharpness,
        )
        if config.score_aware:
            samples.score = score_weights(view)
        return know, samples, rng

    # -- draws ---------------------------------------------------------------

    def _rate_draw(self, view: View, know: Knowledge, samples: Samples) -> list[Rated]:
        hand = know.hand
        limit = know.knock_limit
        stock_value, stock_dw = expected_after_draw(hand, samples.stock_chance, limit)
        decline = take_action(view, False)
        rated = [Rated(decline, stock_value, stock_dw)]
        if view.phase is Phase.OFFER or DrawDiscard() in view.legal_actions:
            top = know.pile_top
            with_top = hand | top
            dw = min(mask_deadwood(with_top ^ b) for b in bits_of(hand))
            rated.append(Rated(take_action(view, True), turn_value(dw, limit) - self.config.take_margin, dw))
        return rated

    # -- discards and knocks -------------------------------------------------

    def _rate_discard(self, view: View, know: Knowledge, samples: Samples) -> list[Rated]:
        hand = know.hand
        config = self.config
        candidates = [b for b in bits_of(hand) if b != know.taken]
        after = {b: mask_deadwood(hand ^ b) for b in candidates}
        least = min(after.values())
        rated: list[Rated] = []
        pairs = draw_pairs(samples.stock_chance, config.two_step, know.hand) if config.two_step else []
        for bit in candidates:
            rest = hand ^ bit
            chance = 0.0
            if after[bit] > least + 12:
                expected = float(after[bit])
            else:
                expected, chance = draw_outlook(rest, samples.stock_chance, know.knock_limit)
                if pairs:
                    later = two_draws(rest, pairs)
                    expected = (1 - config.two_step_weight) * expected + config.two_step_weight * later
            feed = feed_chance(samples, bit) if config.feed_weight else 0.0
            value = config.wait_base - expected - config.feed_weight * feed + config.knock_bonus * chance
            if know.stock_count <= 4:
                value = min(value, 0.0) - expected * 0.01
            rated.append(Rated(Discard(card_of(bit)), value, expected, feed))
        if least <= know.knock_limit:
            rated.extend(rate_knocks(view, know, samples, after, by_value=config.knock_by_value))
        return rated
