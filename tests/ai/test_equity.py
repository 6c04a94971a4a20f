"""The score weighs a hand's points near the end of a match (R18, R19)."""

from __future__ import annotations

import pytest

from gin3.ai.equity import MAX_TARGET, ScoreWeights, match_chance


def test_even_score_is_an_even_match_and_the_table_is_fair() -> None:
    assert match_chance(100, 0, 0) == pytest.approx(0.5)
    for mine, theirs in [(10, 60), (85, 95), (0, 99), (40, 41)]:
        assert match_chance(100, mine, theirs) + match_chance(100, theirs, mine) == pytest.approx(1.0)


def test_more_points_never_lower_the_chance() -> None:
    for theirs in (0, 50, 90):
        chances = [match_chance(100, mine, theirs) for mine in range(0, 100, 3)]
        assert chances == sorted(chances)
        assert chances[0] < chances[-1]
    assert match_chance(100, 100, 40) == 1.0 and match_chance(100, 40, 100) == 0.0


def test_early_in_a_match_a_point_is_a_point() -> None:
    weights = ScoreWeights(100, 0, 0)
    for points in (-20, -10, -3, 0, 3, 10, 20):
        assert weights.value(points) == pytest.approx(points, abs=max(1.0, abs(points) * 0.1))


def test_points_past_the_target_are_worth_nothing_more() -> None:
    needing_eight = ScoreWeights(100, 92, 40)
    assert needing_eight.value(8) == needing_eight.value(25) == needing_eight.value(60)
    assert needing_eight.value(7) < needing_eight.value(8)
    # the opponent needs five: losing five loses the match like losing fifty
    they_need_five = ScoreWeights(100, 40, 95)
    assert they_need_five.value(-5) == they_need_five.value(-50)
    assert they_need_five.value(-4) > they_need_five.value(-5)


def test_a_small_win_counts_for_more_when_it_wins_the_match() -> None:
    # at 0-0 a knock for 6 is worth a sixth of a 36-point gin; needing 6, both win the match
    assert ScoreWeights(100, 0, 0).value(6) < ScoreWeights(100, 0, 0).value(36) / 4
    near = ScoreWeights(100, 94, 60)
    assert near.value(6) == near.value(36)


def test_no_weighing_where_points_are_points() -> None:
    assert ScoreWeights.at(100, None) is None
    assert ScoreWeights.at(MAX_TARGET + 1, (0, 0)) is None
    assert ScoreWeights.at(100, (100, 20)) is None
    assert ScoreWeights.at(100, (20, 30)) is not None


def test_other_targets_have_their_own_table() -> None:
    assert match_chance(50, 40, 0) > match_chance(100, 40, 0)
    assert match_chance(MAX_TARGET + 300, 0, 0) == pytest.approx(0.5)
