"""Playing a decision's best moves out in guessed worlds, for ``hard``.

A world (:class:`~gin3.ai.playout.World`) is one guess at the opponent's
hand with the rest of the unseen cards shuffled into a stock. The best few
discards of a decision, and with ``draw_worlds`` its two draws, are played
to the end of the hand in the same worlds (:func:`~gin3.ai.playout.playout`,
:func:`~gin3.ai.playout.after_draw`) and re-valued by the points they score
on average, the scale a knock's expected score is on. The settings are
those of :class:`~gin3.ai.brain.BrainConfig`; :class:`~gin3.ai.brain.Brain`
calls :func:`roll_out_discards` and :func:`roll_out_draws` after its
estimate has rated the moves.
"""

from __future__ import annotations

import itertools
import random
from collections.abc import Iterable, Iterator
from dataclasses import replace
from typing import TYPE_CHECKING

from gin3.ai.guesses import Samples
from gin3.ai.knowledge import Knowledge, bits_of
from gin3.ai.nextturn import NextTurn
from gin3.ai.playout import Scoring, World, after_draw, playout
from gin3.ai.rated import Rated
from gin3.engine import Discard, DrawDiscard, Knock, View

if TYPE_CHECKING:
    from gin3.ai.brain import BrainConfig

__all__ = ["deal_worlds", "playout_scoring", "roll_out_discards", "roll_out_draws"]


def deal_worlds(know: Knowledge, samples: Samples, rng: random.Random, count: int) -> list[World]:
    """``count`` worlds to play out: the guesses in turn, each with a stock of
    its own dealt with ``rng``; past the last guess they come round again with
    their stocks dealt anew."""
    return list(_dealt(know, samples, rng, count))


def _dealt(know: Knowledge, samples: Samples, rng: random.Random, count: int) -> Iterator[World]:
    """:func:`deal_worlds` one at a time: the playouts keep no world longer
    than they play it."""
    guesses = len(samples.hands)
    for i in range(count if guesses else 0):
        hand = samples.hands[i % guesses]
        stock = bits_of(know.unseen & ~hand)
        rng.shuffle(stock)
        yield World(hand, tuple(stock), rng.getrandbits(32), samples.weights[i % guesses])


def _weights(samples: Samples, count: int) -> list[float]:
    """The weights of the ``count`` worlds :func:`deal_worlds` deals, in turn."""
    guesses = len(samples.hands)
    return [samples.weights[i % guesses] for i in range(count if guesses else 0)]


def playout_scoring(view: View, know: Knowledge) -> Scoring:
    """The numbers of ``view``'s rule set that a playout needs."""
    rules = view.rules
    return Scoring(
        know.knock_limit,
        rules.gin_bonus,
        rules.undercut_bonus,
        rules.discard_taken_card,
        their_limit=0 if know.opponent_waits else -1,
    )


def _growth(full: int, stock: int) -> float:
    """How many times the playout worlds a decision with ``stock`` cards left
    plays (``rollout_stock`` of :class:`BrainConfig` is ``full``): the fewer
    cards are left, the shorter a playout, so the worlds grow as the stock
    shrinks and a decision late in the hand costs about what an early one
    does, where a decision's time is longest."""
    if not full or stock >= full:
        return 1.0
    return min(2.0, full / max(stock, 1))


def roll_out_discards(
    config: BrainConfig, view: View, know: Knowledge, samples: Samples, rated: list[Rated], rng: random.Random
) -> list[Rated]:
    """Re-value the best few discards (the moves that wait) by playing the hand out.

    Each sampled opponent hand becomes a world with the rest of the unseen
    cards shuffled into a stock; every candidate is played out in the same
    worlds, so their differences are not drowned by the luck of the deal.
    All candidates play the first third of the worlds, the best
    ``rollout_finalists`` play all of them (successive halving) and then
    ``rollout_final`` more, the same guesses with their stocks dealt
    again; the estimate's favourite stays ahead of the other finalists
    unless beaten by ``rollout_prior``. A
    knock keeps its exact expected score, on the same scale (points),
    and wins a tie: a wait must beat it by ``wait_margin``. Discards
    dropped on the way, and those not played out at all, rank below the
    finalists.
    """
    if len(rated) < 2:
        return rated  # one move only: nothing to compare
    discards = [(r, r.action.card.bit) for r in rated if isinstance(r.action, Discard)]
    chosen = discards[: config.rollout_moves]
    scoring = playout_scoring(view, know)
    grow = _growth(config.rollout_stock, know.stock_count)
    count = round(config.rollout_worlds * grow)
    final = round(config.rollout_final * grow)
    # dealt one at a time as they are played, in the order deal_worlds deals them
    dealt = itertools.chain(_dealt(know, samples, rng, count), _dealt(know, samples, rng, final))
    weigh = samples.score.value if samples.score else float
    mine = _next_turn(config, know, samples)
    turns = config.next_turns
    hand = know.hand

    def play(bits: list[int], worlds: Iterable[World]) -> dict[int, float]:
        """Every discard of ``bits`` played out in the same ``worlds``, each
        world dealt when it is played: the weighted points of each."""
        found = dict.fromkeys(bits, 0.0)
        for w in worlds:
            for bit in bits:
                found[bit] += w.weight * weigh(playout(hand ^ bit, w, bit, False, scoring, mine, turns))
        return found

    # Successive halving: every candidate plays the first third of the
    # worlds, the finalists all of them, and then the same guesses again
    # with new stocks: the choice between them is where the luck of
    # the stock counts most.
    first = max(1, count // 3)
    weights = _weights(samples, count)
    early = sum(weights[:first]) or 1.0
    everywhere = sum(weights + _weights(samples, final)) or 1.0
    scored = play([bit for _, bit in chosen], itertools.islice(dealt, first))
    value = {bit: total / early for bit, total in scored.items()}
    finalists = sorted(value, key=lambda bit: -value[bit])[: config.rollout_finalists]
    rest = play(finalists, dealt)
    for bit in finalists:
        value[bit] = (scored[bit] + rest[bit]) / everywhere
    favourite = chosen[0][1]
    rivals = [value[bit] for bit in finalists if bit != favourite]
    if (
        favourite in finalists
        and rivals
        and value[favourite] < max(rivals) <= value[favourite] + config.rollout_prior
    ):
        # the prior ranks the discards only: a knock's exact value is not
        # measured against a point the favourite never scored
        value[favourite] = max(rivals) + 0.01
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


def roll_out_draws(
    config: BrainConfig, view: View, know: Knowledge, samples: Samples, rated: list[Rated], rng: random.Random
) -> list[Rated]:
    """Re-value the two draws (the pile's card and the stock's) by playing the hand out.

    In every world, the same for both, "I" take the pile's card or the
    stock's top card, throw the way my next discards are thrown in the
    playouts of the discards, knock when that allows it, and play the
    hand out (:func:`~gin3.ai.playout.after_draw`); each draw is worth
    the points it scores on average. The estimate's choice keeps its
    place unless the other draw beats it by ``rollout_prior``.
    """
    scoring = playout_scoring(view, know)
    weigh = samples.score.value if samples.score else float
    mine = _next_turn(config, know, samples)
    turns = config.next_turns
    top = know.pile_top
    eleven = know.hand | top
    keep = 0 if scoring.discard_taken else top
    count = round(config.draw_worlds * _growth(config.rollout_stock, know.stock_count))
    taken = drawn = total = 0.0
    for w in _dealt(know, samples, rng, count):
        taken += w.weight * weigh(after_draw(eleven, keep, w, scoring, mine, turns))
        rest = World(w.opponent, w.stock[1:], w.seed, w.weight)
        drawn += w.weight * weigh(after_draw(know.hand | w.stock[0], 0, rest, scoring, mine, turns))
        total += w.weight
    if not total:
        return rated
    value = {True: taken / total, False: drawn / total}
    favourite = isinstance(rated[0].action, DrawDiscard)
    if value[not favourite] <= value[favourite] + config.rollout_prior:
        value[favourite] = max(value[favourite], value[not favourite] + 0.01)
    out = [replace(r, value=value[isinstance(r.action, DrawDiscard)]) for r in rated]
    out.sort(key=lambda r: -r.value)
    return out


def _next_turn(config: BrainConfig, know: Knowledge, samples: Samples) -> NextTurn | None:
    """The chooser of my next discards in the playouts (``next_turn``), or none."""
    return NextTurn(know, samples, config.feed_weight, config.knock_bonus) if config.next_turn else None
