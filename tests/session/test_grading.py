"""Classes and accuracy of reviewed decisions, on decisions with known costs (no advisor, no Qt)."""

from __future__ import annotations

import pytest

from gin3.ai.reasons import Reason
from gin3.engine import Card, Discard, Seat
from gin3.session.grading import (
    ACCURACY_SCALE,
    Grade,
    accuracy,
    decision_accuracy,
    flawed_steps,
    grade,
    grading,
    match_grading,
    next_flaw,
)
from gin3.session.review import DecisionReview, HandReview

BEST = Discard(Card.parse("Kh"))
OTHER = Discard(Card.parse("As"))
REASON = Reason("take.meld", (("card", "Kh"), ("meld", "Kh Ks Kd")))


def decision(cost: float | None, step: int = 0, seat: Seat = Seat.FIRST) -> DecisionReview:
    """A decision whose move played cost ``cost`` points (0: the advisor's own; ``None``: unrated)."""
    if cost == 0:
        return DecisionReview(step, seat, BEST, 10.0, BEST, 10.0, REASON, 5)
    played_value = None if cost is None else 10.0 - cost
    return DecisionReview(step, seat, OTHER, played_value, BEST, 10.0, REASON, 5)


def hand(*decisions: DecisionReview, number: int = 1) -> HandReview:
    return HandReview(number, 0, (), tuple(decisions))


@pytest.mark.parametrize(
    ("cost", "expected"),
    [
        (0, Grade.BEST),
        (0.001, Grade.BEST),  # rounds to no cost: as good as the first choice
        (0.01, Grade.GOOD),
        (1.0, Grade.GOOD),
        (1.01, Grade.INACCURACY),
        (4.0, Grade.INACCURACY),
        (4.01, Grade.MISTAKE),
        (10.0, Grade.MISTAKE),
        (10.01, Grade.BLUNDER),
        (45.0, Grade.BLUNDER),
        (None, None),
    ],
)
def test_a_decision_is_classed_by_its_cost_the_limits_included(
    cost: float | None, expected: Grade | None
) -> None:
    assert grade(decision(cost)) is expected


def test_a_move_that_matched_the_advisor_is_best_even_rated_lower() -> None:
    matched = DecisionReview(0, Seat.FIRST, BEST, 3.0, BEST, 10.0, REASON, 5)  # a knock's discard rated apart
    assert grade(matched) is Grade.BEST


def test_only_inaccuracies_and_worse_are_flaws() -> None:
    assert [g.flawed for g in Grade] == [False, False, True, True, True]


def test_one_decision_accuracy_is_100_for_none_lost_and_50_at_the_scale() -> None:
    assert decision_accuracy(0.0) == 100.0
    assert decision_accuracy(ACCURACY_SCALE) == pytest.approx(50.0)
    assert decision_accuracy(3 * ACCURACY_SCALE) == pytest.approx(25.0)
    assert decision_accuracy(-1.0) == 100.0  # never above 100


def test_accuracy_is_the_mean_over_rated_decisions_and_none_without_any() -> None:
    assert accuracy([]) is None
    assert accuracy([decision(None)]) is None
    mixed = [decision(0), decision(ACCURACY_SCALE), decision(None)]
    assert accuracy(mixed) == pytest.approx(75.0)
    # one blunder among twenty good moves takes at most five points off
    many = [decision(0)] * 19 + [decision(25.0)]
    assert 95.0 <= accuracy(many) <= 100.0  # type: ignore[operator]


def test_a_hand_is_graded_per_player() -> None:
    review = hand(
        decision(0, 0, Seat.FIRST),
        decision(0.5, 1, Seat.SECOND),
        decision(5.0, 2, Seat.FIRST),
        decision(12.0, 3, Seat.SECOND),
        decision(None, 4, Seat.SECOND),
        decision(2.0, 5, Seat.FIRST),
    )
    first = grading(review, Seat.FIRST)
    assert first.counts == {
        Grade.BEST: 1,
        Grade.GOOD: 0,
        Grade.INACCURACY: 1,
        Grade.MISTAKE: 1,
        Grade.BLUNDER: 0,
    }
    assert first.unrated == 0 and first.decisions == 3 and first.lost == 7.0
    assert first.accuracy == pytest.approx((100 + 100 * 2 / 7 + 50) / 3)
    second = grading(review, Seat.SECOND)
    assert second.counts[Grade.GOOD] == 1 and second.counts[Grade.BLUNDER] == 1
    assert second.unrated == 1 and second.decisions == 3
    assert grading(review, Seat.THIRD).accuracy is None


def test_a_match_counts_every_decision_of_its_reviewed_hands_once() -> None:
    one = hand(decision(0, 0, Seat.FIRST), decision(0, 1, Seat.FIRST), decision(0, 2, Seat.FIRST))
    two = hand(decision(ACCURACY_SCALE, 0, Seat.FIRST), decision(0, 1, Seat.SECOND), number=2)
    graded = match_grading([one, two], Seat.FIRST)
    assert graded is not None
    assert graded.hands == 2 and graded.decisions == 4
    assert graded.accuracy == pytest.approx((3 * 100 + 50) / 4)  # not the mean of the hands' 100 and 50
    assert match_grading([one], Seat.SECOND) is None
    assert match_grading([], Seat.FIRST) is None


def test_next_and_previous_flaw_step_over_good_moves_and_hidden_seats() -> None:
    review = hand(
        decision(0, 0, Seat.FIRST),
        decision(3.0, 2, Seat.SECOND),
        decision(1.0, 4, Seat.FIRST),  # good: not a flaw
        decision(6.0, 6, Seat.FIRST),
        decision(None, 8, Seat.FIRST),  # unrated: not a flaw
        decision(15.0, 9, Seat.SECOND),
    )
    both = (Seat.FIRST, Seat.SECOND)
    assert flawed_steps(review, both) == [2, 6, 9]
    assert flawed_steps(review, (Seat.FIRST,)) == [6]
    assert next_flaw(review, both, -1) == 2
    assert next_flaw(review, both, 2) == 6
    assert next_flaw(review, both, 9) is None
    assert next_flaw(review, both, 9, forward=False) == 6
    assert next_flaw(review, both, 2, forward=False) is None
    assert next_flaw(review, (Seat.FIRST,), -1) == 6  # the other side's flaws are not shown
    assert next_flaw(review, (), -1) is None
