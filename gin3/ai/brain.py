"""The evaluation shared by ``medium``, ``hard`` and the sitter's advisor.

Every move of a decision gets a value on one scale, roughly the points the
move is worth to the side in this hand (higher is better):

- a knock is worth its expected score against opponent hands sampled from
  the unseen cards (gin bonus, knock difference or undercut, R14-R16), with
  the defender's exact lay-offs on the melds laid down;
- any other move is worth ``WAIT_BASE`` minus the deadwood it is expected to
  leave: after this turn for a draw, after the next draw for a discard, less
  the chance of feeding the opponent a meld.

``hard`` samples the opponent's hidden cards and weights each sample by how
well it explains the opponent's play: a simple-minded opponent takes a pile
card that melds and knocks when it can, so hands that would have taken a
card it passed, kept a card it threw away, or could have knocked are less
likely. Sampling is seeded from the public position only, so the same
position always gets the same answer, whoever asks and whatever the hidden
cards are.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from gin3.ai.knowledge import Knowledge, bit_value, bits_of, card_of, makes_meld, public_key
from gin3.ai.moves import best_layoff, take_action
from gin3.ai.rollout import World, greedy_discard, knock_points, meld_masks, play_out
from gin3.engine import (
    Action,
    Discard,
    DrawDiscard,
    Knock,
    MeldKind,
    Phase,
    View,
    arrangements,
    mask_deadwood,
)

__all__ = ["Brain", "BrainConfig", "Rated", "neighbours"]

WAIT_BASE = 12.0
"""The value of a hand with no deadwood that has not knocked: below a good knock."""
KNOCK_GUESS = 18.0
"""Rough worth of a knock before sampling: the opponent's usual deadwood."""
TAKE_MARGIN = 0.5
"""Taking from the pile shows the opponent a card: it must be worth a little more."""

_SUIT = 0x1FFF
_ACES = 1 | 1 << 13 | 1 << 26 | 1 << 39
_KINGS = _ACES << 12
_ALL = (1 << 52) - 1


def neighbours(mask: int) -> int:
    """Cards that could meld with some card of ``mask``: the same rank, or next
    in suit (every run through a card holds a card next to it)."""
    ranks = (mask | mask >> 13 | mask >> 26 | mask >> 39) & _SUIT
    return (ranks * _ACES | (mask << 1 & ~_ACES) | (mask >> 1 & ~_KINGS)) & _ALL


@dataclass(frozen=True, slots=True)
class BrainConfig:
    """How hard the brain thinks: samples of the opponent's hand, whether it
    reads the opponent's play, feeding costs, and knock-or-wait by sampling."""

    samples: int = 40
    model_opponent: bool = True
    feed_weight: float = 4.0
    knock_by_value: bool = True
    salt: int = 0
    rollouts: bool = False
    evolve: bool = False
    wait_base: float = 12.0
    take_margin: float = 0.5
    lookahead: float = 1.0
    two_step: int = 0
    defend: float = 0.0
    knock_bonus: float = 0.0
    two_step_weight: float = 0.5
    candidates: int = 4


@dataclass(frozen=True, slots=True)
class Rated:
    """A move with its value and the figures behind it (for the advisor's reasons)."""

    action: Action
    value: float
    expected_deadwood: float = 0.0
    feed_chance: float = 0.0
    undercut_chance: float = 0.0
    layoff_cards: int = 0


@dataclass(slots=True)
class _Samples:
    hands: list[int] = field(default_factory=list)
    weights: list[float] = field(default_factory=list)
    deadwood: list[int] = field(default_factory=list)
    stock_chance: dict[int, float] = field(default_factory=dict)


class Brain:
    """Rates every move of a decision; see the module docstring."""

    def __init__(self, config: BrainConfig | None = None) -> None:
        self.config = config or BrainConfig()

    # -- public --------------------------------------------------------------

    def rate(self, view: View) -> list[Rated]:
        """Every considered move of ``view``'s decision, best first."""
        if view.phase is Phase.LAYOFF:
            return [Rated(best_layoff(view), 0.0)]
        know = Knowledge.of(view)
        rng = random.Random(public_key(view) * 1_000_003 + self.config.salt)
        samples = self._sample(know, rng)
        if self.config.rollouts:
            worlds = _worlds(know, samples, rng)
            if view.phase in (Phase.OFFER, Phase.DRAW):
                rated = self._roll_draw(view, know, samples, worlds)
            else:
                rated = self._roll_discard(view, know, samples, worlds)
        elif view.phase in (Phase.OFFER, Phase.DRAW):
            rated = self._rate_draw(view, know, samples)
        else:
            rated = self._rate_discard(view, know, samples)
        rated.sort(key=lambda r: -r.value)
        return rated

    def rate_knock(self, view: View, action: Knock) -> Rated:
        """The value of one particular knock (for advice the brain did not list)."""
        know = Knowledge.of(view)
        rng = random.Random(public_key(view) * 1_000_003 + self.config.salt)
        samples = self._sample(know, rng)
        return self._knock_value(view, know, samples, action)

    # -- the hidden cards ----------------------------------------------------

    def _sample(self, know: Knowledge, rng: random.Random) -> _Samples:
        unseen = bits_of(know.unseen)
        found = _Samples()
        hidden = min(know.opponent_hidden, len(unseen))
        model = self.config.model_opponent
        limit = know.knock_limit
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
            weight = 1.0
            if model:
                if know.opponent_turns and dw <= limit:
                    weight *= 0.1
                near = neighbours(hand)
                for card in know.passes:
                    if card & near and not card & hand and makes_meld(hand, card):
                        weight *= 0.35
                for card in know.opponent_discards[-8:]:
                    if card & near and not card & hand and makes_meld(hand, card):
                        weight *= 0.5
            found.hands.append(hand)
            found.weights.append(weight)
            found.deadwood.append(dw)
        total = sum(found.weights) or 1.0
        held: dict[int, float] = dict.fromkeys(unseen, 0.0)
        for hand, weight in zip(found.hands, found.weights, strict=True):
            for bit in bits_of(hand & know.unseen):
                held[bit] += weight
        in_stock = know.stock_count / max(1, len(unseen))
        if model:
            found.stock_chance = {bit: max(0.0, 1.0 - w / total) for bit, w in held.items()}
        else:
            found.stock_chance = dict.fromkeys(unseen, in_stock)
        return found

    def _knock_danger(self, know: Knowledge, samples: _Samples) -> float:
        """How likely the opponent can knock on its next turn, from the stock."""
        chance = samples.stock_chance
        draws = [b for b in sorted(chance) if chance[b] > 0.0]
        if not draws:
            return 0.0
        total = hits = 0.0
        limit = know.knock_limit
        for i, (hand, weight) in enumerate(zip(samples.hands, samples.weights, strict=True)):
            drawn = draws[(i * 7919 + know.hand) % len(draws)]
            if drawn & hand:
                continue
            total += weight
            if samples.deadwood[i] <= limit + 10:
                _, dw = greedy_discard(hand | drawn, 0)
                if dw <= limit:
                    hits += weight
        return hits / total if total else 0.0

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

    # -- playing moves out in sampled worlds ---------------------------------

    def _roll_draw(self, view: View, know: Knowledge, samples: _Samples, worlds: list[World]) -> list[Rated]:
        rules = view.rules
        limit = know.knock_limit
        top = know.pile_top
        rated = []
        decline = take_action(view, False)
        offer = view.phase is Phase.OFFER
        first_offer = offer and view.dealer != view.player
        total = sum(w.weight for w in worlds) or 1.0

        def after_draw(hand: int, keep: int, world: World, stock: list[int]) -> int:
            bit, dw = greedy_discard(hand, keep)
            hand ^= bit
            if dw <= limit:
                return knock_points(
                    meld_masks(hand), dw, world.opponent, rules.gin_bonus, rules.undercut_bonus
                )
            return play_out(
                hand, world.opponent, stock, bit, True, limit, rules.gin_bonus, rules.undercut_bonus
            )

        value = 0.0
        for world in worlds:
            stock = list(world.stock)
            if first_offer:
                points = _offer_to_opponent(
                    know.hand, world, stock, top, limit, rules.gin_bonus, rules.undercut_bonus
                )
            elif offer:
                points = play_out(
                    know.hand,
                    world.opponent,
                    stock,
                    top,
                    True,
                    limit,
                    rules.gin_bonus,
                    rules.undercut_bonus,
                    top_available=False,
                )
            else:
                drawn = stock.pop()
                points = after_draw(know.hand | drawn, 0, world, stock)
            value += world.weight * points
        stock_dw = _expected_deadwood(know.hand, samples.stock_chance)
        rated.append(Rated(decline, value / total, stock_dw))
        if offer or DrawDiscard() in view.legal_actions:
            value = 0.0
            for world in worlds:
                value += world.weight * after_draw(know.hand | top, top, world, list(world.stock))
            dw = min(mask_deadwood((know.hand | top) ^ b) for b in bits_of(know.hand))
            rated.append(Rated(take_action(view, True), value / total - TAKE_MARGIN * 0.2, float(dw)))
        return rated

    def _roll_discard(
        self, view: View, know: Knowledge, samples: _Samples, worlds: list[World]
    ) -> list[Rated]:
        rules = view.rules
        heuristic = self._rate_discard(view, know, samples)
        discards = sorted((r for r in heuristic if isinstance(r.action, Discard)), key=lambda r: -r.value)
        knocks = [r for r in heuristic if isinstance(r.action, Knock)]
        total = sum(w.weight for w in worlds) or 1.0
        rolled: list[Rated] = []
        for move in discards[: self.config.candidates]:
            assert isinstance(move.action, Discard)
            bit = move.action.card.bit
            value = 0.0
            for world in worlds:
                points = play_out(
                    know.hand ^ bit,
                    world.opponent,
                    list(world.stock),
                    bit,
                    True,
                    know.knock_limit,
                    rules.gin_bonus,
                    rules.undercut_bonus,
                )
                value += world.weight * points
            rolled.append(Rated(move.action, value / total, move.expected_deadwood, move.feed_chance))
        floor = min(r.value for r in rolled)
        rest = [
            Rated(m.action, floor - 0.5 - 0.1 * i, m.expected_deadwood, m.feed_chance)
            for i, m in enumerate(discards[self.config.candidates :])
        ]
        return rolled + rest + knocks

    # -- discards and knocks -------------------------------------------------

    def _rate_discard(self, view: View, know: Knowledge, samples: _Samples) -> list[Rated]:
        hand = know.hand
        config = self.config
        candidates = [b for b in bits_of(hand) if b != know.taken]
        after = {b: mask_deadwood(hand ^ b) for b in candidates}
        least = min(after.values())
        rated: list[Rated] = []
        pairs = _draw_pairs(samples.stock_chance, config.two_step, know.hand) if config.two_step else []
        danger = self._knock_danger(know, samples) * config.defend if config.defend else 0.0
        for bit in candidates:
            rest = hand ^ bit
            if after[bit] > least + 12:
                expected = float(after[bit])
            else:
                expected = _expected_deadwood(rest, samples.stock_chance)
                if pairs:
                    later = _two_draws(rest, pairs)
                    expected = (1 - config.two_step_weight) * expected + config.two_step_weight * later
            if danger:
                expected = (1 - danger) * expected + danger * after[bit]
            feed = self._feed_chance(samples, bit) if config.feed_weight else 0.0
            if config.lookahead < 1.0:
                expected = config.lookahead * expected + (1 - config.lookahead) * after[bit]
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
            reach |= _extensions(mask, kind, know.unseen | know.opponent_known)
        total = points = undercut = 0.0
        for hand, weight in zip(samples.hands, samples.weights, strict=True):
            if mine == 0:
                score = rules.gin_bonus + mask_deadwood(hand)
            else:
                theirs = _defender_deadwood(hand, melds) if hand & reach else mask_deadwood(hand)
                if mine < theirs:
                    score = theirs - mine
                else:
                    score = -(rules.undercut_bonus + mine - theirs)
                    undercut += weight
            points += weight * score
            total += weight
        total = total or 1.0
        return Rated(
            knock,
            points / total,
            float(mine),
            undercut_chance=undercut / total,
            layoff_cards=len(bits_of(reach)),
        )


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


def _worlds(know: Knowledge, samples: _Samples, rng: random.Random) -> list[World]:
    """A stock order for each sampled opponent hand."""
    worlds = []
    for hand, weight in zip(samples.hands, samples.weights, strict=True):
        stock = bits_of(know.unseen & ~hand)
        rng.shuffle(stock)
        worlds.append(World(hand, stock, weight))
    return worlds


def _offer_to_opponent(
    me: int, world: World, stock: list[int], top: int, limit: int, gin_bonus: int, undercut_bonus: int
) -> int:
    """The captain passed the first upcard: the box may take it (R12), else the captain draws."""
    opponent = world.opponent
    if makes_meld(opponent, top):
        bit, dw = greedy_discard(opponent | top, top)
        opponent = (opponent | top) ^ bit
        if dw <= limit:
            return -knock_points(meld_masks(opponent), dw, me, gin_bonus, undercut_bonus)
        return play_out(me, opponent, stock, bit, False, limit, gin_bonus, undercut_bonus)
    return play_out(me, opponent, stock, top, False, limit, gin_bonus, undercut_bonus, top_available=False)


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


def _extensions(mask: int, kind: MeldKind, within: int) -> int:
    """Cards of ``within`` that could be laid off on a meld, directly or in a chain."""
    if kind is MeldKind.SET:
        low = mask & -mask
        rank = (low.bit_length() - 1) % 13
        return (_ACES << rank) & ~mask & within
    found = 0
    up = mask << 1 & ~_ACES & ~mask
    while up & within:
        found |= up
        up = up << 1 & ~_ACES
    down = (mask & -mask) >> 1 & ~_KINGS
    while down & within:
        found |= down
        down = down >> 1 & ~_KINGS
    return found


def _defender_deadwood(hand: int, melds: list[tuple[int, MeldKind]]) -> int:
    """The defender's least deadwood with lay-offs on ``melds`` (R13), as in
    :func:`gin3.engine.best_defence` but on bit masks."""
    options: list[list[int]] = []
    for mask, kind in melds:
        if kind is MeldKind.SET:
            choices = [0]
            if mask.bit_count() == 3:
                extra = _extensions(mask, kind, hand)
                if extra:
                    choices.append(extra)
        else:
            ups = [0]
            bit = (1 << (mask.bit_length() - 1)) << 1 & ~_ACES
            chain = 0
            while bit & hand:
                chain |= bit
                ups.append(chain)
                bit = bit << 1 & ~_ACES
            downs = [0]
            bit = (mask & -mask) >> 1 & ~_KINGS
            chain = 0
            while bit & hand:
                chain |= bit
                downs.append(chain)
                bit = bit >> 1 & ~_KINGS
            choices = [u | d for u in ups for d in downs]
        if len(choices) > 1:
            options.append(choices)
    best = mask_deadwood(hand)

    def walk(index: int, used: int) -> None:
        nonlocal best
        if index == len(options):
            if used:
                best = min(best, mask_deadwood(hand ^ used))
            return
        for choice in options[index]:
            if not used & choice:
                walk(index + 1, used | choice)

    walk(0, 0)
    return best
