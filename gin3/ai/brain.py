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
with the simple strategy for both sides, and a discard is worth the points
it scores on average over the worlds. That is the same scale as a knock's
expected score, so waiting and knocking are compared in points. (Playing
out the draws too was measured and dropped: it chose worse than the
estimate, by 1.7 points a hand against ``simple``.)

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
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field, replace

from gin3.ai.equity import ScoreWeights
from gin3.ai.knowledge import Knowledge, bits_of, card_of, makes_meld, public_key
from gin3.ai.masks import defender_deadwood, greedy_after_draw, greedy_discard
from gin3.ai.moves import best_layoff, take_action
from gin3.ai.playout import Scoring, World, playout
from gin3.engine import (
    Action,
    Card,
    Discard,
    DrawDiscard,
    Knock,
    Phase,
    View,
    arrangements,
    mask_deadwood,
)
from gin3.engine.bits import ACES, ALL, KINGS, SUIT, bit_value, layoff_reach

__all__ = ["Brain", "BrainConfig", "OpponentRead", "Rated", "neighbours", "plausibility"]

WAIT_BASE = 12.0
"""The value of a hand with no deadwood that has not knocked: below a good knock."""
KNOCK_GUESS = 18.0
"""Rough worth of a knock before sampling: the opponent's usual deadwood."""


def neighbours(mask: int) -> int:
    """Cards that could meld with some card of ``mask``: the same rank, or next
    in suit (every run through a card holds a card next to it)."""
    ranks = (mask | mask >> 13 | mask >> 26 | mask >> 39) & SUIT
    return (ranks * ACES | (mask << 1 & ~ACES) | (mask >> 1 & ~KINGS)) & ALL


@dataclass(frozen=True, slots=True)
class BrainConfig:
    """How hard the brain thinks.

    - ``samples``: guesses at the opponent's hand; ``evolve`` improves each
      guess once per opponent turn; ``model_opponent`` weights guesses by how
      well they explain the opponent's takes, passes, throws and not knocking
      (:func:`plausibility`).
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
      ``rollout_prior``: points the estimate's favourite keeps over the other
      finalist, so that noise alone does not overturn it; ``wait_margin``:
      points a played-out discard must beat a knock by.
    - ``score_aware``: weigh the points of knocks and playouts by the
      score (:class:`~gin3.ai.equity.ScoreWeights`): near the end of a match
      a point that reaches the target is worth more than one past it.
    - ``salt``: mixed into the seed of the sampling.
    """

    samples: int = 40
    model_opponent: bool = True
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
    rollout_prior: float = 0.0
    wait_margin: float = 0.0
    score_aware: bool = False


@dataclass(frozen=True, slots=True)
class Rated:
    """A move with its value and the figures behind it (for the advisor's reasons)."""

    action: Action
    value: float
    expected_deadwood: float = 0.0
    feed_chance: float = 0.0
    undercut_chance: float = 0.0
    layoff_cards: int = 0


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


@dataclass(slots=True)
class _Samples:
    """The guesses at the opponent's hand for one decision, what they say
    about the stock, and how the score weighs a hand's points."""

    hands: list[int] = field(default_factory=list)
    weights: list[float] = field(default_factory=list)
    deadwood: list[int] = field(default_factory=list)
    stock_chance: dict[int, float] = field(default_factory=dict)
    score: ScoreWeights | None = None

    def held(self, unseen: int) -> dict[int, float]:
        """For every card of ``unseen``, the total weight of the guesses holding it."""
        found = dict.fromkeys(bits_of(unseen), 0.0)
        for hand, weight in zip(self.hands, self.weights, strict=True):
            for bit in bits_of(hand & unseen):
                found[bit] += weight
        return found


class Brain:
    """Rates every move of a decision; see the module docstring."""

    def __init__(self, config: BrainConfig | None = None) -> None:
        self.config = config or BrainConfig()

    # -- public --------------------------------------------------------------

    def rate(self, view: View) -> list[Rated]:
        """Every considered move of ``view``'s decision, best first."""
        if view.phase is Phase.LAYOFF:
            return [_rate_layoff(view)]
        know, samples, rng = self._guesses(view)
        if view.phase in (Phase.OFFER, Phase.DRAW):
            rated = self._rate_draw(view, know, samples)
        else:
            rated = self._rate_discard(view, know, samples)
        rated.sort(key=lambda r: -r.value)
        if self.config.rollout_moves and view.phase is Phase.DISCARD:
            rated = self._roll_out(view, know, samples, rated, rng)
        return rated

    def _roll_out(
        self, view: View, know: Knowledge, samples: _Samples, rated: list[Rated], rng: random.Random
    ) -> list[Rated]:
        """Re-value the best few discards (the moves that wait) by playing the hand out.

        Each sampled opponent hand becomes a world with the rest of the unseen
        cards shuffled into a stock; every candidate is played out in the same
        worlds, so their differences are not drowned by the luck of the deal.
        All candidates play the first third of the worlds, the best two play
        all of them (successive halving); the estimate's favourite stays
        ahead of the other finalist unless beaten by ``rollout_prior``. A
        knock keeps its exact expected score, on the same scale (points),
        and wins a tie: a wait must beat it by ``wait_margin``. Discards
        dropped on the way, and those not played out at all, rank below the
        two finalists.
        """
        if len(rated) < 2:
            return rated  # one move only: nothing to compare
        config = self.config
        discards = [(r, r.action.card.bit) for r in rated if isinstance(r.action, Discard)]
        chosen = discards[: config.rollout_moves]
        rules = view.rules
        scoring = Scoring(know.knock_limit, rules.gin_bonus, rules.undercut_bonus, rules.discard_taken_card)
        worlds = []
        for hand, weight in zip(samples.hands[: config.rollout_worlds], samples.weights, strict=False):
            stock = bits_of(know.unseen & ~hand)
            rng.shuffle(stock)
            worlds.append(World(hand, tuple(stock), rng.getrandbits(32), weight))

        weigh = samples.score.value if samples.score else float

        def points(bit: int, some: list[World]) -> float:
            return sum(w.weight * weigh(playout(know.hand ^ bit, w, bit, False, scoring)) for w in some)

        # Successive halving: every candidate plays the first third of the
        # worlds, the best two all of them.
        first = max(1, len(worlds) // 3)
        early = sum(w.weight for w in worlds[:first]) or 1.0
        everywhere = sum(w.weight for w in worlds) or 1.0
        scored = {bit: points(bit, worlds[:first]) for _, bit in chosen}
        value = {bit: total / early for bit, total in scored.items()}
        finalists = sorted(value, key=lambda bit: -value[bit])[:2]
        for bit in finalists:
            value[bit] = (scored[bit] + points(bit, worlds[first:])) / everywhere
        favourite = chosen[0][1]
        rivals = [value[bit] for bit in finalists if bit != favourite]
        if (
            favourite in finalists
            and rivals
            and value[favourite] < rivals[0] <= value[favourite] + config.rollout_prior
        ):
            # the prior ranks the discards only: a knock's exact value is not
            # measured against a point the favourite never scored
            value[favourite] = rivals[0] + 0.01
        out = [r for r in rated if isinstance(r.action, Knock)]
        if out:
            # a knock's value is exact over the guesses, a wait's the best of
            # several playout averages: a tie goes to the knock
            for bit in value:
                value[bit] -= config.wait_margin
        cut = min(value[bit] for bit in finalists) - 0.01
        for move, bit in chosen:
            out.append(replace(move, value=value[bit] if bit in finalists else min(value[bit], cut)))
        floor = min(r.value for r in out)
        for rank, (move, _) in enumerate(discards[len(chosen) :], start=1):
            out.append(replace(move, value=floor - 0.01 * rank))
        out.sort(key=lambda r: -r.value)
        return out

    def rate_knock(self, view: View, action: Knock) -> Rated:
        """The value of one particular knock (for advice the brain did not list)."""
        know, samples, _ = self._guesses(view)
        return self._knock_value(view, know, samples, action)

    def read_opponent(self, view: View) -> OpponentRead:
        """The brain's picture of the opponent's hidden hand (for ``gin3 bench inference``)."""
        know, samples, _ = self._guesses(view)
        total = sum(samples.weights) or 1.0
        squares = sum(w * w for w in samples.weights) or 1.0
        return OpponentRead(
            hand_chance={card_of(bit): w / total for bit, w in samples.held(know.unseen).items()},
            meld_chance={card: self._feed_chance(samples, card.bit) for card in view.hand},
            deadwood=sum(w * d for w, d in zip(samples.weights, samples.deadwood, strict=True)) / total,
            effective_guesses=total * total / squares,
        )

    # -- the hidden cards ----------------------------------------------------

    def _guesses(self, view: View) -> tuple[Knowledge, _Samples, random.Random]:
        """What ``view``'s side knows, its guesses at the opponent's hand with
        the score's weights, and the generator that made them (seeded from
        the public position only)."""
        know = Knowledge.of(view)
        rng = random.Random(public_key(view) * 1_000_003 + self.config.salt)
        samples = self._sample(know, rng)
        if self.config.score_aware and len(view.totals) > max(view.player, view.opponent):
            totals = (view.totals[view.player], view.totals[view.opponent])
            samples.score = ScoreWeights.at(view.rules.target, totals)
        return know, samples, rng

    def _sample(self, know: Knowledge, rng: random.Random) -> _Samples:
        unseen = bits_of(know.unseen)
        found = _Samples()
        hidden = min(know.opponent_hidden, len(unseen))
        model = self.config.model_opponent
        evolve = know.opponent_turns if self.config.evolve else 0
        for _ in range(self.config.samples):
            hand = know.opponent_known
            for bit in rng.sample(unseen, hidden):
                hand |= bit
            for _ in range(evolve):
                # the opponent has drawn and thrown this often: let the guess improve
                # the same way, one card from the unseen at a time
                drawn = rng.choice(unseen)
                if drawn & hand:
                    continue
                bit, _ = greedy_discard(hand | drawn, 0, hand & know.opponent_known)
                hand = (hand | drawn) ^ bit
            dw = mask_deadwood(hand)
            found.hands.append(hand)
            found.weights.append(plausibility(hand, dw, know) if model else 1.0)
            found.deadwood.append(dw)
        total = sum(found.weights) or 1.0
        held = found.held(know.unseen)
        in_stock = know.stock_count / max(1, len(unseen))
        if model:
            found.stock_chance = {bit: max(0.0, 1.0 - w / total) for bit, w in held.items()}
        else:
            found.stock_chance = dict.fromkeys(unseen, in_stock)
        return found

    def _feed_chance(self, samples: _Samples, card: int) -> float:
        """How likely the opponent could meld ``card`` if it were thrown."""
        total = took = 0.0
        for hand, weight in zip(samples.hands, samples.weights, strict=True):
            total += weight
            if card & neighbours(hand) and makes_meld(hand, card):
                took += weight
        return took / total if total else 0.0

    # -- draws ---------------------------------------------------------------

    def _rate_draw(self, view: View, know: Knowledge, samples: _Samples) -> list[Rated]:
        hand = know.hand
        limit = know.knock_limit
        stock_value, stock_dw = _expected_after_draw(hand, samples.stock_chance, limit)
        decline = take_action(view, False)
        rated = [Rated(decline, stock_value, stock_dw)]
        if view.phase is Phase.OFFER or DrawDiscard() in view.legal_actions:
            top = know.pile_top
            with_top = hand | top
            dw = min(mask_deadwood(with_top ^ b) for b in bits_of(hand))
            rated.append(Rated(take_action(view, True), _turn_value(dw, limit) - self.config.take_margin, dw))
        return rated

    # -- discards and knocks -------------------------------------------------

    def _rate_discard(self, view: View, know: Knowledge, samples: _Samples) -> list[Rated]:
        hand = know.hand
        config = self.config
        candidates = [b for b in bits_of(hand) if b != know.taken]
        after = {b: mask_deadwood(hand ^ b) for b in candidates}
        least = min(after.values())
        rated: list[Rated] = []
        pairs = _draw_pairs(samples.stock_chance, config.two_step, know.hand) if config.two_step else []
        for bit in candidates:
            rest = hand ^ bit
            if after[bit] > least + 12:
                expected = float(after[bit])
            else:
                expected = _expected_deadwood(rest, samples.stock_chance)
                if pairs:
                    later = _two_draws(rest, pairs)
                    expected = (1 - config.two_step_weight) * expected + config.two_step_weight * later
            feed = self._feed_chance(samples, bit) if config.feed_weight else 0.0
            value = config.wait_base - expected - config.feed_weight * feed
            if config.knock_bonus and after[bit] <= least + 12:
                value += config.knock_bonus * _knock_chance(rest, samples.stock_chance, know.knock_limit)
            if know.stock_count <= 4:
                value = min(value, 0.0) - expected * 0.01
            rated.append(Rated(Discard(card_of(bit)), value, expected, feed))
        if least <= know.knock_limit:
            rated.extend(self._rate_knocks(view, know, samples, after))
        return rated

    def _rate_knocks(
        self, view: View, know: Knowledge, samples: _Samples, after: dict[int, int]
    ) -> list[Rated]:
        limit = know.knock_limit
        options = sorted((dw, -bit_value(bit), bit) for bit, dw in after.items() if dw <= limit)
        if not self.config.knock_by_value:
            dw, _, bit = options[0]
            rest = [card_of(b) for b in bits_of(know.hand ^ bit)]
            melds = arrangements(rest, dw)[0].melds
            return [Rated(Knock(card_of(bit), melds), KNOCK_GUESS + 10 - dw)]
        rated = []
        for dw, _, bit in options[:5]:
            rest = [card_of(b) for b in bits_of(know.hand ^ bit)]
            for arrangement in arrangements(rest, dw)[:4]:
                knock = Knock(card_of(bit), arrangement.melds)
                rated.append(self._knock_value(view, know, samples, knock))
        return rated

    def _knock_value(self, view: View, know: Knowledge, samples: _Samples, knock: Knock) -> Rated:
        rules = view.rules
        melds = [(m.mask, m.kind) for m in knock.melds]
        held = know.hand ^ (knock.discard.bit if knock.discard else 0)
        melded = sum(m for m, _ in melds)
        mine = sum(bit_value(b) for b in bits_of(held & ~melded))
        reach = 0
        for mask, kind in melds:
            reach |= layoff_reach(mask, kind, know.unseen | know.opponent_known)
        total = points = undercut = 0.0
        for hand, weight in zip(samples.hands, samples.weights, strict=True):
            if mine == 0:
                score = rules.gin_bonus + mask_deadwood(hand)
            else:
                theirs = defender_deadwood(hand, melds) if hand & reach else mask_deadwood(hand)
                if mine < theirs:
                    score = theirs - mine
                else:
                    score = -(rules.undercut_bonus + mine - theirs)
                    undercut += weight
            points += weight * (samples.score.value(score) if samples.score else score)
            total += weight
        total = total or 1.0
        return Rated(
            knock,
            points / total,
            float(mine),
            undercut_chance=undercut / total,
            layoff_cards=len(bits_of(reach)),
        )


PASSED_MELD = 0.35
"""Weight of a guess in which a card the opponent passed would have melded."""
THREW_MELD = 0.5
"""Weight of a guess in which a card the opponent threw would have melded."""
COULD_KNOCK = 0.1
"""Weight of a guess that could have knocked and did not."""
TAKEN_LOOSE = 0.05
"""Weight of a guess in which a card the opponent took from the pile is not in a meld."""
KEPT_WORSE = (0.1, 0.5)
"""Weight of a guess that kept a card it needed less than the card it threw:
for its last discard, and for each of the seven before."""


def plausibility(hand: int, deadwood: int, know: Knowledge) -> float:
    """How well a guess at the opponent's ``hand`` (with ``deadwood``) explains
    its play, as a weight: 1 when it explains everything.

    Players knock when they can, take a pile card to meld it and throw the
    card they need least, so a guess is less likely for every sign against
    that: it could have knocked; a card it passed or threw would meld in it;
    a card it took from the pile is loose in it; or, with a card it threw put
    back, some other card would have been a better throw.
    """
    weight = 1.0
    if know.opponent_turns and deadwood <= know.knock_limit:
        weight *= COULD_KNOCK
    near = neighbours(hand)
    for card in know.passes:
        if card & near and not card & hand and makes_meld(hand, card):
            weight *= PASSED_MELD
    recent = know.opponent_discards[-8:]
    for card in recent:
        if card & near and not card & hand and makes_meld(hand, card):
            weight *= THREW_MELD
    taken = hand & know.opponent_known
    for bit in bits_of(taken):
        if not makes_meld(hand ^ bit, bit):
            weight *= TAKEN_LOOSE
    for age, card in enumerate(reversed(recent)):
        if card & hand:
            continue
        _, least = greedy_after_draw(hand, deadwood, card, fixed=taken)
        if deadwood > least:
            weight *= KEPT_WORSE[age > 0]
    return weight


def _rate_layoff(view: View) -> Rated:
    """The defender's exact best lay-down, worth the points it will score (R14-R16)."""
    assert view.knocked is not None
    action = best_layoff(view)
    used = sum(m.mask for m in action.melds) | sum(lo.card.bit for lo in action.layoffs)
    mine = sum(c.value for c in view.hand if not used & c.bit)
    knocker = view.knocked.arrangement.deadwood_value
    rules = view.rules
    if view.knocked.gin:
        value = -(rules.gin_bonus + mine + (rules.big_gin_extra if view.knocked.discard is None else 0))
    elif knocker < mine:
        value = knocker - mine
    else:
        value = rules.undercut_bonus + knocker - mine
    return Rated(action, float(value), float(mine))


def _draw_pairs(stock_chance: dict[int, float], count: int, salt: int) -> list[tuple[int, int]]:
    """``count`` likely pairs of next stock cards, the same for every candidate move."""
    bits = sorted(stock_chance)
    weights = [stock_chance[b] for b in bits]
    if len(bits) < 2 or not any(weights):
        return []
    rng = random.Random(salt)
    found: list[tuple[int, int]] = []
    while len(found) < count:
        a, b = rng.choices(bits, weights, k=2)
        if a != b:
            found.append((a, b))
    return found


def _two_draws(hand: int, pairs: list[tuple[int, int]]) -> float:
    """Average deadwood after two draws (each followed by the best discard)."""
    total = 0
    for a, b in pairs:
        first, _ = greedy_discard(hand | a, 0)
        rest = (hand | a) ^ first
        _, dw = greedy_discard(rest | b, 0)
        total += dw
    return total / len(pairs)


def _turn_value(deadwood: int, limit: int) -> float:
    """Worth of ending the turn with ``deadwood``: a knock if it may, else waiting."""
    wait = WAIT_BASE - deadwood
    if deadwood <= limit:
        return max(wait, KNOCK_GUESS - deadwood)
    return wait


def _best_after_draw(hand: int, bit: int, dw: int, least_without_one: int) -> int:
    """Least deadwood after drawing ``bit`` into the ten-card ``hand`` and discarding."""
    if not bit & neighbours(hand):
        # the card cannot meld: keep the hand, or swap it for the worst card
        return min(dw, least_without_one + bit_value(bit))
    eleven = hand | bit
    return min(mask_deadwood(eleven ^ b) for b in bits_of(eleven))


def _expected_deadwood(hand: int, stock_chance: dict[int, float]) -> float:
    """The deadwood expected after the next draw from the stock and the best discard."""
    dw = mask_deadwood(hand)
    least = min(mask_deadwood(hand ^ b) for b in bits_of(hand))
    total = weight = 0.0
    for bit, chance in stock_chance.items():
        if chance <= 0.0:
            continue
        total += chance * _best_after_draw(hand, bit, dw, least)
        weight += chance
    return total / weight if weight else float(dw)


def _knock_chance(hand: int, stock_chance: dict[int, float], limit: int) -> float:
    """The chance that the next stock card lets the ten-card ``hand`` knock."""
    dw = mask_deadwood(hand)
    least = min(mask_deadwood(hand ^ b) for b in bits_of(hand))
    hits = weight = 0.0
    for bit, chance in stock_chance.items():
        if chance <= 0.0:
            continue
        weight += chance
        if _best_after_draw(hand, bit, dw, least) <= limit:
            hits += chance
    return hits / weight if weight else 0.0


def _expected_after_draw(hand: int, stock_chance: dict[int, float], limit: int) -> tuple[float, float]:
    """Value and deadwood expected from drawing the stock into ``hand``."""
    dw = mask_deadwood(hand)
    least = min(mask_deadwood(hand ^ b) for b in bits_of(hand))
    value = total = weight = 0.0
    for bit, chance in stock_chance.items():
        if chance <= 0.0:
            continue
        after = _best_after_draw(hand, bit, dw, least)
        value += chance * _turn_value(after, limit)
        total += chance * after
        weight += chance
    if not weight:
        return _turn_value(dw, limit), float(dw)
    return value / weight, total / weight
