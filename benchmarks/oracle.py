"""``python -m benchmarks oracle``: a change to ``hard`` scored by how close its
discards come to the best that ``hard``'s own playouts can find.

``hard`` chooses a discard by playing a few candidates out in a few hundred
guessed worlds: noisy. The *oracle* plays every legal discard out in many
more (:data:`ORACLE_WORLDS` worlds over :data:`ORACLE_GUESSES` guesses, the
same worlds for every discard, with ``hard``'s continuation), so its values
are those ``hard``'s playouts would give with no luck of the worlds. A
choice's *regret* is the oracle's best value less the value of the discard
chosen. ``hard`` plays the first hand of each deal against ``simple`` from
both seats; at each of its discards where no knock is legal the candidate
(``--change``, as for ``bench fork``) is asked too, and its gain is ``hard``'s
regret less its own.

With ``truth`` (``--truth``) the oracle plays out against the opponent's
real hand instead of guesses, only the stock shuffled (:data:`TRUTH_WORLDS`
worlds), and only where the candidate's discard differs from ``hard``'s,
those two discards; a regret is then measured from the better of the two.
With ``knocks`` (``--knocks``) it also judges the decisions where a knock is
legal: a knock is worth its exact score against the real hand (the
defender's best lay-offs), a discard that waits its playouts. With ``draws``
(``--draws``) it judges the draws too, where taking the pile's top card is
legal (not the first upcard's offer): each way of drawing is worth what it
scores in the same worlds, "my" discard after it made the estimate's way
(:class:`~gin3.ai.nextturn.NextTurn`), a knock if that discard allows one,
and the rest played out.
"My" next discard in the playouts still reads the opponent from guesses
(``hard``'s 300). Its values are what each discard is worth against the
hand really there, so it scores a change to the guesses against reality,
where the guessed oracle can only score it against its own guesses (which
come from the same sampler: a candidate with more guesses gets nearer to
them whether or not they are right). It is noisier a decision (one hand,
whatever its luck) and unbiased, and much cheaper: most of its time is
``hard``'s and the candidate's own decisions.

It measures what more or better-spent computing buys, where ``bench fork``
cannot: those changes move many decisions by a fraction of a point each,
which the oracle sees on the same positions with a standard error of about
0.15 points a hand over 60 deals (``bench fork``: about 1). It says nothing
about the playouts' own judgement, which is the same for all: a change to
what the playouts do is measured with ``bench fork`` and in whole matches.
About 1.7 seconds of one core a decision compiled (twice that in pure
Python), five or six decisions a hand: 30 deals take about nine minutes.
"""

from __future__ import annotations

import random
import statistics
import time
from collections.abc import Collection
from functools import partial
from typing import Any

from benchmarks.fork import candidate_config, standard_error
from gin3.ai import make_player
from gin3.ai.brain import BrainConfig, score_weights
from gin3.ai.guesses import Samples, sample_hands
from gin3.ai.knocks import knock_value
from gin3.ai.knowledge import Knowledge, bits_of, card_of, public_key
from gin3.ai.nextturn import NextTurn
from gin3.ai.players import HARD, BrainPlayer
from gin3.ai.playout import Scoring, World, after_draw, playout
from gin3.ai.rollouts import deal_worlds, playout_scoring
from gin3.ai.tournament import in_workers
from gin3.engine import Action, Card, Discard, DrawDiscard, DrawStock, Knock, Match, Mode, Phase, Seat, View

__all__ = [
    "ORACLE_GUESSES",
    "ORACLE_WORLDS",
    "TRUTH_WORLDS",
    "bench_oracle",
    "draw_values",
    "oracle_deal",
    "oracle_values",
    "real_values",
]

ORACLE_GUESSES = 3000
"""Guesses at the opponent's hand behind the oracle's worlds (``hard``: 300)."""

ORACLE_WORLDS = 6000
"""Worlds each discard is played out in (``hard``: 200, its three finalists 1,200)."""

TRUTH_WORLDS = 2000
"""Worlds of the oracle with ``truth``: the opponent's real hand, the stock shuffled anew."""


def oracle_values(
    view: View,
    guesses: int = ORACLE_GUESSES,
    worlds: int = ORACLE_WORLDS,
    truth: int | None = None,
    only: Collection[Card] = (),
) -> dict[Card, float]:
    """Every discard of ``view`` (a discard decision; or the cards ``only``)
    worth the points its playouts score on average, weighed by the score as
    ``hard`` weighs them, over the same ``worlds`` worlds dealt from
    ``guesses`` guesses, or with ``truth`` (the opponent's real hand, a mask)
    from that hand alone."""
    judge = _Judge(view, guesses, worlds, truth)
    hand, taken = judge.know.hand, judge.know.taken
    total = sum(w.weight for w in judge.dealt) or 1.0
    values = {}
    wanted = {card.bit for card in only}
    for bit in bits_of(hand):
        if bit != taken and (not wanted or bit in wanted):
            points = sum(w.weight * judge.play_out(hand ^ bit, bit, w) for w in judge.dealt)
            values[card_of(bit)] = points / total
    return values


def oracle_deal(
    deal: int,
    seat: Seat,
    candidate: BrainPlayer,
    guesses: int = ORACLE_GUESSES,
    worlds: int = ORACLE_WORLDS,
    *,
    truth: bool = False,
    knocks: bool = False,
    draws: bool = False,
) -> list[tuple[float, float]]:
    """The first hand of ``deal`` with ``hard`` in ``seat`` against ``simple``:
    at each of ``hard``'s discards where no knock is legal (with ``truth`` and
    ``knocks``, where one is legal too; with ``truth`` and ``draws``, at its
    draws from a pile it may take from too), ``hard``'s regret and the
    candidate's (see the module docstring; ``truth``: against the opponent's
    real hand)."""
    match = Match(["a", "b"], seed=deal, mode=Mode.CLASSIC)
    base = BrainPlayer("hard", HARD, deal)
    opponent = make_player("simple", deal * 7919)
    found = []
    while not match.hands:
        turn = match.hand.turn
        view = match.view(turn)
        action = (base if turn == seat else opponent).choose(view)
        if turn == seat and view.phase is Phase.DISCARD and ((truth and knocks) or _plain_discard(view)):
            other = candidate.choose(view)
            assert isinstance(action, Discard | Knock) and isinstance(other, Discard | Knock)
            if truth:
                found.append(_against_the_real_hand(match, view, action, other, guesses, worlds))
            else:
                assert isinstance(action, Discard) and isinstance(other, Discard)  # no knock is legal
                values = oracle_values(view, guesses, worlds)
                best = max(values.values())
                found.append((best - values[action.card], best - values[other.card]))
        elif turn == seat and truth and draws and _pile_draw(view):
            found.append(_against_the_real_hand(match, view, action, candidate.choose(view), guesses, worlds))
        match.apply(action)
    return found


def _against_the_real_hand(
    match: Match, view: View, mine: Action, theirs: Action, guesses: int, worlds: int
) -> tuple[float, float]:
    """The regrets of ``hard``'s move ``mine`` and the candidate's ``theirs``
    (two discards or knocks, or two draws) against the better of the two,
    both judged against the opponent's real hand (only where they differ:
    the same move has no regret either way)."""
    if mine == theirs:
        return (0.0, 0.0)
    if view.phase is Phase.DRAW:
        values = draw_values(match, view, guesses, worlds)
    else:
        assert isinstance(mine, Discard | Knock) and isinstance(theirs, Discard | Knock)
        values = real_values(match, view, (mine, theirs), guesses, worlds)
    best = max(values[mine], values[theirs])
    return (best - values[mine], best - values[theirs])


def real_values(
    match: Match,
    view: View,
    moves: Collection[Discard | Knock],
    guesses: int = HARD.samples,
    worlds: int = TRUTH_WORLDS,
) -> dict[Action, float]:
    """Each of ``moves`` (at ``view``, the position of ``match`` now) worth
    its points against the opponent's real hand, weighed by the score as
    ``hard`` weighs them: a discard played out in ``worlds`` worlds (only the
    stock shuffled; see :func:`oracle_values`), a knock its exact score, the
    defender laying off all it can."""
    real = _real_hand(match, view)
    waits = [move.card for move in moves if isinstance(move, Discard)]
    played = oracle_values(view, guesses, worlds, real, only=waits) if waits else {}
    hand = Samples(hands=[real], weights=[1.0], score=score_weights(view))
    know = Knowledge.of(view)
    return {
        move: played[move.card] if isinstance(move, Discard) else knock_value(view, know, hand, move).value
        for move in moves
    }


def draw_values(
    match: Match, view: View, guesses: int = HARD.samples, worlds: int = TRUTH_WORLDS
) -> dict[Action, float]:
    """Taking the pile's top card (:class:`DrawDiscard`) and drawing from the
    stock (:class:`DrawStock`) at ``view`` (a draw of the position of
    ``match`` now) each worth its points against the opponent's real hand,
    weighed as ``hard`` weighs them, in the same ``worlds`` worlds (only the
    stock shuffled): "my" discard after the draw made the estimate's way,
    a knock if it allows one (the defender laying off all it can), else the
    hand played out as the discards are (:func:`oracle_values`)."""
    judge = _Judge(view, guesses, worlds, _real_hand(match, view))
    hand = judge.know.hand
    top = judge.know.pile_top
    keep = 0 if view.rules.discard_taken_card else top
    taken = stocked = total = 0.0
    for world in judge.dealt:
        total += world.weight
        taken += world.weight * judge.after_draw(hand | top, keep, world, world.stock)
        stocked += world.weight * judge.after_draw(hand | world.stock[0], 0, world, world.stock[1:])
    total = total or 1.0
    return {DrawDiscard(): taken / total, DrawStock(): stocked / total}


class _Judge:
    """What the oracle plays out with at one decision: ``hard``'s
    continuation reading the opponent from ``guesses`` guesses, and
    ``worlds`` worlds dealt from those guesses or from ``truth`` (the
    opponent's real hand)."""

    def __init__(self, view: View, guesses: int, worlds: int, truth: int | None) -> None:
        self.know = know = Knowledge.of(view)
        rng = random.Random(public_key(view) * 1_000_003 + 97)  # other guesses than hard's own
        samples = sample_hands(know, rng, guesses, model=True, evolve=True)
        samples.score = score_weights(view)
        self.scoring: Scoring = playout_scoring(view, know)
        real = Samples(hands=[truth], weights=[1.0], score=samples.score) if truth is not None else samples
        self.dealt = deal_worlds(know, real, rng, worlds)
        self.weigh = samples.score.value if samples.score else float
        self.mine = NextTurn(know, samples, HARD.feed_weight, HARD.knock_bonus) if HARD.next_turn else None

    def after_draw(self, eleven: int, keep: int, world: World, stock: tuple[int, ...]) -> float:
        """The weighed points of holding ``eleven`` cards after a draw (never
        throwing ``keep``) in ``world``, ``stock`` left to draw."""
        left = World(world.opponent, stock, world.seed, world.weight)
        return self.weigh(after_draw(eleven, keep, left, self.scoring, self.mine, HARD.next_turns))

    def play_out(self, ten: int, thrown: int, world: World) -> float:
        """The weighed points of holding ``ten`` cards, ``thrown`` just thrown,
        in ``world``, played out with ``hard``'s continuation."""
        return self.weigh(playout(ten, world, thrown, False, self.scoring, self.mine, HARD.next_turns))


def _real_hand(match: Match, view: View) -> int:
    """The opponent's real hand at ``view`` (a mask): what the oracle of the truth plays against."""
    return sum(card.bit for card in match.hand.cards(view.opponent))


def _pile_draw(view: View) -> bool:
    return view.phase is Phase.DRAW and DrawDiscard() in view.legal_actions


def _plain_discard(view: View) -> bool:
    return view.phase is Phase.DISCARD and not any(isinstance(a, Knock) for a in view.legal_actions)


def _oracle_job(
    job: tuple[int, Seat],
    config: BrainConfig,
    guesses: int,
    worlds: int,
    truth: bool,
    knocks: bool,
    draws: bool,
) -> list[tuple[float, float]]:
    """:func:`oracle_deal` of one deal from one seat, the candidate made in the worker."""
    deal, seat = job
    candidate = BrainPlayer("candidate", config, deal)
    return oracle_deal(deal, seat, candidate, guesses, worlds, truth=truth, knocks=knocks, draws=draws)


def bench_oracle(
    change: str,
    deals: int = 20,
    seed: int = 1,
    guesses: int | None = None,
    worlds: int | None = None,
    *,
    truth: bool = False,
    knocks: bool = False,
    draws: bool = False,
    workers: int = 1,
) -> dict[str, Any]:
    """The candidate ``change`` (see :func:`~benchmarks.fork.candidate_config`)
    scored against the oracle over the first hands of ``deals`` deals from
    ``seed``, both seats: the mean regrets a decision and the candidate's gain
    a hand (``hard``'s regret less its own, summed over a hand), with its
    standard error over the hands. ``truth``: the oracle of the opponent's
    real hand (``worlds`` default :data:`TRUTH_WORLDS`, else :data:`ORACLE_WORLDS`);
    ``knocks``: with ``truth``, the decisions where a knock is legal too;
    ``draws``: with ``truth``, the draws from a pile that may be taken from.
    The deals are played in ``workers`` processes (the figures are the same
    for any number)."""
    config = candidate_config(change)
    if worlds is None:
        worlds = TRUTH_WORLDS if truth else ORACLE_WORLDS
    if guesses is None:
        guesses = HARD.samples if truth else ORACLE_GUESSES
    start = time.perf_counter()
    jobs = [(deal, seat) for deal in range(seed, seed + deals) for seat in (Seat(0), Seat(1))]
    run = partial(
        _oracle_job, config=config, guesses=guesses, worlds=worlds, truth=truth, knocks=knocks, draws=draws
    )
    regrets: list[tuple[float, float]] = []
    per_hand: list[float] = []
    for found in in_workers(run, jobs, workers):
        regrets += found
        per_hand.append(sum(base - cand for base, cand in found))
    hands = len(per_hand)
    return {
        "oracle_change": change,
        "oracle_truth": truth,
        "oracle_knocks": truth and knocks,
        "oracle_draws": truth and draws,
        "oracle_deals": deals,
        "oracle_seed": seed,
        "oracle_hands": hands,
        "oracle_decisions": len(regrets),
        "oracle_changed": sum(1 for base, cand in regrets if base != cand),
        "regret_hard": round(statistics.fmean(r for r, _ in regrets), 3) if regrets else 0.0,
        "regret_candidate": round(statistics.fmean(r for _, r in regrets), 3) if regrets else 0.0,
        "oracle_gain_per_hand": round(statistics.fmean(per_hand), 3),
        "oracle_gain_per_hand_error": round(standard_error(per_hand), 3),
        "oracle_seconds": round(time.perf_counter() - start, 1),
    }
