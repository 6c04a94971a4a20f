"""Benchmarks that print figures: ``python -m benchmarks``."""

from __future__ import annotations

import random
import statistics
import time
from collections.abc import Callable
from typing import Any

from gin3.ai.tournament import play_match
from gin3.engine import (
    FULL_DECK,
    DiscardDrawn,
    Discarded,
    Knock,
    Match,
    Mode,
    Phase,
    View,
    best_discards,
    cards_mask,
    deadwood_value,
    mask_deadwood,
    mask_throws,
)

__all__ = ["bench_advisor", "bench_inference", "bench_play", "bench_review", "bench_solver"]


def _per_call_us(func: Callable[[Any], object], inputs: list[Any], repeat: int = 3) -> float:
    """Best of ``repeat`` passes over ``inputs``, in microseconds per call."""
    best = float("inf")
    for _ in range(repeat):
        start = time.perf_counter()
        for item in inputs:
            func(item)
        best = min(best, time.perf_counter() - start)
    return best / len(inputs) * 1e6


def bench_solver(hands: int = 20_000, seed: int = 1) -> dict[str, float]:
    """µs per ten-card deadwood, per eleven-card best discard (every discard
    rated, :func:`best_discards`) and per eleven-card least-deadwood throws
    (:func:`mask_throws`, what the computer players' playouts ask), on random
    hands and on meld-heavy hands (drawn from 26 cards, so melds abound)."""
    rng = random.Random(seed)
    half_deck = [c for c in FULL_DECK if c.rank <= 7 and c.suit.index < 2] + [
        c for c in FULL_DECK if c.rank <= 6 and c.suit.index >= 2
    ]
    random10 = [rng.sample(FULL_DECK, 10) for _ in range(hands)]
    random11 = [rng.sample(FULL_DECK, 11) for _ in range(hands // 4)]
    heavy10 = [rng.sample(half_deck, 10) for _ in range(hands // 4)]
    heavy11 = [rng.sample(half_deck, 11) for _ in range(hands // 4)]
    return {
        "deadwood_10_random_us": round(_per_call_us(deadwood_value, random10), 2),
        "deadwood_10_meld_heavy_us": round(_per_call_us(deadwood_value, heavy10), 2),
        "best_discard_11_random_us": round(_per_call_us(best_discards, random11), 2),
        "best_discard_11_meld_heavy_us": round(_per_call_us(best_discards, heavy11), 2),
        "throws_11_random_us": round(_per_call_us(mask_throws, [cards_mask(h) for h in random11]), 2),
        "throws_11_meld_heavy_us": round(_per_call_us(mask_throws, [cards_mask(h) for h in heavy11]), 2),
    }


def bench_play(matches: int = 20, seed: int = 1) -> dict[str, float]:
    """Random-play hands per second through the full rules engine."""
    start = time.perf_counter()
    hands = 0
    for i in range(matches):
        hands += play_match(("random", "random", "random"), seed + i).hands
    elapsed = time.perf_counter() - start
    return {"random_play_hands": hands, "random_play_hands_per_second": round(hands / elapsed, 1)}


def bench_advisor(matches: int = 20, seed: int = 1) -> dict[str, float]:
    """How often the advisor's first suggestion is ``hard``'s move, over every
    captain decision of chouette matches between ``hard``, ``medium`` and ``simple``.

    The advisor is asked from the sitter's view, ``hard`` from the captain's.
    """
    from gin3.ai import Advisor, make_player
    from gin3.engine import Match, NextHand, Role

    advisor = Advisor()
    positions = agreed = 0
    start = time.perf_counter()
    for i in range(matches):
        match = Match(["hard", "medium", "simple"], seed=seed + i)
        players = [make_player(level, seed + i) for level in ("hard", "medium", "simple")]
        hard = make_player("hard", seed + i + 1)
        while not match.is_over:
            if match.between_hands:
                match.apply(NextHand())
                continue
            seat = match.hand.turn
            view = match.view(seat)
            if view.role is Role.CAPTAIN:
                suggestions = advisor.suggest(match.view(match.seat_with(Role.SITTER)))
                positions += 1
                agreed += suggestions[0].action == hard.choose(view)
            match.apply(players[seat].choose(view))
    return {
        "advisor_positions": positions,
        "advisor_agreement": round(agreed / positions, 4) if positions else 0.0,
        "advisor_seconds": round(time.perf_counter() - start, 2),
    }


class _ReadScores:
    """The squared errors and deadwood misses of ``hard``'s reads of the opponent."""

    def __init__(self) -> None:
        from gin3.ai.brain import Brain
        from gin3.ai.players import HARD

        self.brain = Brain(HARD)
        self.card_sq = self.card_sq_no_read = 0.0
        self.cards = 0
        self.melds: list[tuple[float, bool]] = []
        self.deadwood_misses: list[float] = []
        self.effective: list[float] = []
        self.knocks: list[tuple[float, float, float, float]] = []

    def score(self, view: View, opponent: int) -> None:
        """Score the read at ``view`` against the opponent's real hand (a bit mask)."""
        from gin3.ai.knowledge import makes_meld

        read = self.brain.read_opponent(view)
        no_read = (view.opponent_card_count - len(view.opponent_from_pile)) / len(view.unseen)
        for card, chance in read.hand_chance.items():
            held = bool(opponent & card.bit)
            self.card_sq += (chance - held) ** 2
            self.card_sq_no_read += (no_read - held) ** 2
            self.cards += 1
        self.melds += [(chance, makes_meld(opponent, card.bit)) for card, chance in read.meld_chance.items()]
        self.deadwood_misses.append(read.deadwood - mask_deadwood(opponent))
        self.effective.append(read.effective_guesses)
        if any(isinstance(action, Knock) for action in view.legal_actions):
            self.score_knock(view, opponent)

    def score_knock(self, view: View, opponent: int) -> None:
        """Score the best knock ``hard`` rates at ``view``: its value and chance of an
        undercut over the guesses, against the same knock's against the real hand."""
        from gin3.ai.brain import score_weights
        from gin3.ai.guesses import Samples
        from gin3.ai.knocks import knock_value
        from gin3.ai.knowledge import Knowledge

        rated = max((r for r in self.brain.rate(view) if isinstance(r.action, Knock)), key=lambda r: r.value)
        assert isinstance(rated.action, Knock)
        truth = Samples([opponent], [1.0], [mask_deadwood(opponent)], score=score_weights(view))
        real = knock_value(view, Knowledge.of(view), truth, rated.action)
        self.knocks.append((rated.value, real.value, rated.undercut_chance, real.undercut_chance))

    def figures(self) -> dict[str, float]:
        """The averages, as :func:`bench_inference` reports them."""
        rate = statistics.fmean(melds for _, melds in self.melds)
        found = {
            "inference_positions": len(self.deadwood_misses),
            "card_brier": round(self.card_sq / self.cards, 4),
            "card_brier_no_read": round(self.card_sq_no_read / self.cards, 4),
            "meld_brier": round(statistics.fmean((c - m) ** 2 for c, m in self.melds), 4),
            "meld_brier_constant": round(statistics.fmean((rate - m) ** 2 for _, m in self.melds), 4),
            "deadwood_bias": round(statistics.fmean(self.deadwood_misses), 2),
            "deadwood_error": round(statistics.fmean(abs(d) for d in self.deadwood_misses), 2),
            "effective_guesses_median": round(statistics.median(self.effective), 1),
        }
        return found | self.calibration() | self.knock_figures()

    def knock_figures(self) -> dict[str, float]:
        """At the discards where a knock was legal: the best knock's value and undercut
        chance as ``hard`` rated them (``knock_value_rated``, ``undercut_rated``) and
        against the real hand (``knock_value_real``, ``undercut_real``)."""
        if not self.knocks:
            return {"knock_positions": 0}
        columns = list(zip(*self.knocks, strict=True))
        names = ("knock_value_rated", "knock_value_real", "undercut_rated", "undercut_real")
        return {"knock_positions": len(self.knocks)} | {
            name: round(statistics.fmean(column), 3) for name, column in zip(names, columns, strict=True)
        }

    def calibration(self) -> dict[str, float]:
        """Whether the meld chances mean what they say: for the cards rated
        under 10%, 10-30% and 30% or more, the average chance given
        (``meld_rated_*``) and the share the opponent could really meld
        (``meld_real_*``); a bin with no card is left out."""
        found: dict[str, float] = {}
        for name, low, high in (("low", 0.0, 0.1), ("mid", 0.1, 0.3), ("high", 0.3, float("inf"))):
            cards = [(c, m) for c, m in self.melds if low <= c < high]
            if cards:
                found[f"meld_rated_{name}"] = round(statistics.fmean(c for c, _ in cards), 4)
                found[f"meld_real_{name}"] = round(statistics.fmean(m for _, m in cards), 4)
        return found


def _feeding_deal(level: str, seat: int, deal: int, reads: _ReadScores | None) -> tuple[int, int]:
    """Play the first hand of ``deal`` with ``level`` in ``seat`` against
    ``simple``; returns how many of ``level``'s discards the opponent took
    from the pile, and how many it made. ``reads`` scores every discard
    decision's read of the opponent."""
    from gin3.ai import make_player

    match = Match(["a", "b"], seed=deal, mode=Mode.CLASSIC)
    players = [make_player(level, deal), make_player("simple", deal * 7919 + 1)]
    if seat:
        players.reverse()
    taken = made = 0
    thrown = None
    while not match.hands:
        turn = match.hand.turn
        view = match.view(turn)
        if reads is not None and turn == seat and view.phase is Phase.DISCARD:
            reads.score(view, cards_mask(match.hand.cards(view.opponent)))
        for event in match.apply(players[turn].choose(view)):
            if isinstance(event, Discarded) and event.seat == seat:
                thrown, made = event.card, made + 1
            elif isinstance(event, DiscardDrawn) and event.seat != seat and event.card == thrown:
                taken += 1
    return taken, made


def bench_inference(deals: int = 20, seed: int = 100_000) -> dict[str, float]:
    """How well ``hard`` reads the opponent's hidden hand, and how often it feeds it.

    Plays the first hand of ``deals`` deals of ``hard`` against ``simple``,
    each from both seats. At every discard ``hard`` makes, its read of the
    opponent (:meth:`~gin3.ai.brain.Brain.read_opponent`) is scored against
    the opponent's real hand (lower is better):

    - ``card_brier``: the squared error of the chance that each unseen card
      is in the opponent's hand; ``card_brier_no_read`` is the same for the
      chance every unseen card has before any play is read;
    - ``meld_brier``: the same for the chance that the opponent could meld
      each card of ``hard``'s hand; ``meld_brier_constant`` for the average
      rate of those positions, given to every card;
    - ``deadwood_bias`` and ``deadwood_error``: the opponent's expected
      deadwood minus its real deadwood, averaged plain and as a size;
    - ``meld_rated_*`` and ``meld_real_*``: the meld chances' calibration
      (:meth:`_ReadScores.calibration`);
    - ``knock_value_*`` and ``undercut_*``: where a knock was legal, the best
      knock's worth and chance of an undercut as rated and against the real
      hand (:meth:`_ReadScores.knock_figures`; higher is not better here:
      the two should agree).

    ``hard_feed_rate`` is the share of ``hard``'s discards the opponent took
    from the pile; ``simple_feed_rate`` the same for ``simple`` playing
    ``hard``'s seat in the same deals. The read uses the view only, like
    ``hard`` itself; only the scoring looks at the real hand.
    """
    reads = _ReadScores()
    fed = {"hard": [0, 0], "simple": [0, 0]}
    start = time.perf_counter()
    for deal in range(seed, seed + deals):
        for seat in (0, 1):
            for level in fed:
                taken, made = _feeding_deal(level, seat, deal, reads if level == "hard" else None)
                fed[level][0] += taken
                fed[level][1] += made
    figures: dict[str, float] = reads.figures() if reads.cards else {"inference_positions": 0}
    for level, (taken, made) in fed.items():
        figures[f"{level}_feed_rate"] = round(taken / made, 4) if made else 0.0
    figures["inference_seconds"] = round(time.perf_counter() - start, 2)
    return figures


def bench_review(hands: int = 6, seed: int = 1) -> dict[str, float]:
    """Seconds to review a whole hand (:func:`gin3.session.review.review_hand`): the first
    hand of ``hands`` deals of ``hard`` against ``simple``, every decision of both players
    rated by the review's advisor, as the worker rates them for the review window."""
    from gin3.ai import make_player
    from gin3.session.review import review_advisor, review_hand

    advisor = review_advisor()
    seconds: list[float] = []
    decisions: list[int] = []
    for deal in range(seed, seed + hands):
        match = Match(["hard", "simple"], seed=deal, mode=Mode.CLASSIC)
        players = [make_player("hard", deal), make_player("simple", deal * 7919 + 1)]
        while not match.hands:
            turn = match.hand.turn
            match.apply(players[turn].choose(match.view(turn)))
        start = time.perf_counter()
        review = review_hand(match, 1, advisor)
        seconds.append(time.perf_counter() - start)
        decisions.append(len(review.decisions))
    return {
        "review_hands": hands,
        "review_decisions_per_hand": round(statistics.fmean(decisions), 1),
        "review_hand_seconds_median": round(statistics.median(seconds), 2),
        "review_hand_seconds_max": round(max(seconds), 2),
        "review_decision_ms_mean": round(sum(seconds) / sum(decisions) * 1000, 1),
    }
