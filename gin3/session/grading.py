"""Classes and accuracy: a reviewed hand's decisions judged at a glance.

Each rated decision of a :class:`~gin3.session.review.HandReview` is classed
by its estimated cost (the points the move played gave away against the
advisor's first choice, from the player's own view): :class:`Grade`, with
the limits of :data:`GRADE_LIMITS`. A player's accuracy over some decisions
is the mean of each decision's ``100 × S / (S + cost)`` (:data:`ACCURACY_SCALE`
points ``S``): 100 for a decision as good as the advisor's, 50 for one that
cost ``S`` points, and never below zero, so one blunder among twenty good
moves takes at most five off it. docs/ai.md, "Classes and accuracy", says why
these figures.

Data only: the review window words and draws them (no Qt here).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from enum import IntEnum

from gin3.engine import Seat
from gin3.session.review import DecisionReview, HandReview

__all__ = [
    "ACCURACY_SCALE",
    "GRADE_LIMITS",
    "Grade",
    "Grading",
    "accuracy",
    "decision_accuracy",
    "flawed_steps",
    "grade",
    "grading",
    "match_grading",
    "next_flaw",
]


class Grade(IntEnum):
    """A decision's class, from the best to the worst."""

    BEST = 0
    GOOD = 1
    INACCURACY = 2
    MISTAKE = 3
    BLUNDER = 4

    @property
    def flawed(self) -> bool:
        """An inaccuracy or worse: where "next mistake" stops."""
        return self >= Grade.INACCURACY


GRADE_LIMITS: dict[Grade, float] = {Grade.GOOD: 1.0, Grade.INACCURACY: 4.0, Grade.MISTAKE: 10.0}
"""The most points a decision of each class may cost (a blunder costs more than a mistake's
limit; the best costs nothing)."""

ACCURACY_SCALE = 2.0
"""The cost, in points, of a decision whose accuracy is 50."""


def grade(decision: DecisionReview) -> Grade | None:
    """``decision``'s class by its estimated cost; ``None`` when the advisor did not rate it."""
    cost = decision.cost
    if cost is None:
        return None
    if cost <= 0.0:
        return Grade.BEST
    return next((g for g, limit in GRADE_LIMITS.items() if cost <= limit), Grade.BLUNDER)


def decision_accuracy(cost: float) -> float:
    """The accuracy of one decision that cost ``cost`` points: 100 for none, 50 for the scale's."""
    return 100.0 * ACCURACY_SCALE / (ACCURACY_SCALE + max(0.0, cost))


def accuracy(decisions: Iterable[DecisionReview]) -> float | None:
    """The mean accuracy of the rated ``decisions``; ``None`` when none was rated."""
    costs = [d.cost for d in decisions if d.cost is not None]
    if not costs:
        return None
    return sum(decision_accuracy(c) for c in costs) / len(costs)


@dataclass(frozen=True, slots=True)
class Grading:
    """One player's decisions over one hand or several: how many of each class, how many
    not rated, the points lost and the accuracy (``None`` with no rated decision)."""

    counts: dict[Grade, int]
    unrated: int
    lost: float
    accuracy: float | None
    hands: int

    @property
    def decisions(self) -> int:
        return sum(self.counts.values()) + self.unrated


def _grading(decisions: Sequence[DecisionReview], hands: int) -> Grading:
    counts = dict.fromkeys(Grade, 0)
    unrated = 0
    for decision in decisions:
        g = grade(decision)
        if g is None:
            unrated += 1
        else:
            counts[g] += 1
    lost = round(sum(d.cost or 0.0 for d in decisions), 2)
    return Grading(counts, unrated, lost, accuracy(decisions), hands)


def grading(review: HandReview, seat: Seat) -> Grading:
    """``seat``'s decisions of the hand ``review`` rated."""
    return _grading([d for d in review.decisions if d.seat == seat], 1)


def match_grading(reviews: Iterable[HandReview], seat: Seat) -> Grading | None:
    """``seat``'s decisions over the hands ``reviews`` rated (each decision counts once, so a
    long hand weighs more than a short one); ``None`` when ``seat`` decided in none of them."""
    hands = 0
    mine: list[DecisionReview] = []
    for review in reviews:
        these = [d for d in review.decisions if d.seat == seat]
        hands += bool(these)
        mine.extend(these)
    return _grading(mine, hands) if mine else None


def flawed_steps(review: HandReview, seats: Iterable[Seat]) -> list[int]:
    """The steps of the decisions of ``seats`` classed an inaccuracy or worse, in order."""
    shown = set(seats)
    return [d.step for d in review.decisions if d.seat in shown and (g := grade(d)) is not None and g.flawed]


def next_flaw(review: HandReview, seats: Iterable[Seat], after: int, forward: bool = True) -> int | None:
    """The step of the first flawed decision (of ``seats``) after step ``after`` (before it,
    going back); ``None`` when there is none that way."""
    steps = flawed_steps(review, seats)
    if forward:
        return next((s for s in steps if s > after), None)
    return next((s for s in reversed(steps) if s < after), None)
