"""``benchmarks fork``: a change to ``hard`` measured at the decisions where it chooses differently."""

import json

import pytest

from benchmarks.cli import main
from benchmarks.fork import bench_fork, candidate_config, fork_deal
from gin3.ai import make_player
from gin3.ai.players import HARD, BrainPlayer
from gin3.engine import Seat


def test_a_candidate_is_hard_with_the_settings_named() -> None:
    config = candidate_config("rollout_moves=11, feed_weight=6.5,score_aware=false")
    assert (config.rollout_moves, config.feed_weight, config.score_aware) == (11, 6.5, False)
    assert config.samples == HARD.samples  # the rest is hard's
    assert candidate_config("") == HARD


@pytest.mark.parametrize(
    ("change", "message"),
    [("rollouts=3", "unknown setting 'rollouts'"), ("rollout_moves=many", "rollout_moves takes a int")],
)
def test_a_bad_candidate_is_refused_with_its_text(change: str, message: str) -> None:
    with pytest.raises(ValueError, match=message):
        candidate_config(change)


@pytest.mark.parametrize(
    ("change", "message"),
    [
        ("rollouts=3", "unknown setting 'rollouts'"),
        ("level=master", "unknown player 'master'"),
        ("", "name the candidate"),  # hard against itself would change no decision
    ],
)
def test_the_command_refuses_an_unknown_candidate(
    change: str, message: str, capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit):
        main(["fork", "--change", change])
    assert message in capsys.readouterr().err


def test_a_candidate_that_plays_like_hard_changes_nothing() -> None:
    found = fork_deal(7, Seat(1), BrainPlayer("candidate", HARD), forks=1)
    assert found.decisions > 3 and found.gains == []


def test_a_different_candidate_is_forked_where_it_differs_and_the_same_way_each_time() -> None:
    # medium plays like hard in some short hands: the first deal where it does not
    deal, one = next(
        (deal, found)
        for deal in range(3, 13)
        if (found := fork_deal(deal, Seat(0), make_player("medium", deal), forks=2)).gains
    )
    two = fork_deal(deal, Seat(0), make_player("medium", deal), forks=2)
    assert 0 < len(one.gains) <= one.decisions
    assert one.gains == two.gains  # the reshuffles are seeded: the figure can be checked
    assert all((2 * gain).is_integer() for gain in one.gains)  # a mean of two plays' point differences


def test_the_bench_reports_the_changed_decisions_and_the_gains(capsys: pytest.CaptureFixture[str]) -> None:
    command = ["fork", "--change", "level=medium", "--matches", "1", "--seed", "3", "--forks", "1"]
    assert main([*command, "--jobs", "2"]) == 0  # the deal's two seats in two processes
    figures = json.loads(capsys.readouterr().out)
    direct = bench_fork("level=medium", deals=1, seed=3, forks=1)
    assert figures["fork_hands"] == 2 and figures["fork_changed"] == direct["fork_changed"] > 0
    assert figures["gain_per_hand"] == direct["gain_per_hand"]
    # the same figures however many processes play the deals; only the time differs
    assert {k: v for k, v in figures.items() if k != "fork_seconds"} == {
        k: v for k, v in direct.items() if k != "fork_seconds"
    }
    assert figures["fork_changed"] <= figures["fork_decisions"]


def test_from_given_totals_the_gains_are_also_given_in_match_chances(
    capsys: pytest.CaptureFixture[str],
) -> None:
    # 95-95: a won hand ends the match, so the match chance follows who wins the hand
    found = fork_deal(3, Seat(0), make_player("medium", 3), forks=1, totals=(95, 95))
    assert len(found.match_gains) == len(found.gains) > 0
    for points, chance in zip(found.gains, found.match_gains, strict=True):
        assert -1.0 <= chance <= 1.0
        assert (
            (points > 0) <= (chance >= 0) and (points < 0) <= (chance <= 0) and (points == 0) <= (chance == 0)
        )
    argv = ["fork", "--change", "level=medium", "--matches", "1", "--seed", "3", "--forks", "1"]
    assert main([*argv, "--from", "95,95"]) == 0
    figures = json.loads(capsys.readouterr().out)
    assert figures["fork_from"] == [95, 95]
    assert (
        figures["match_gain_per_hand"]
        == bench_fork("level=medium", 1, 3, forks=1, totals=(95, 95))["match_gain_per_hand"]
    )
    with pytest.raises(SystemExit):
        main([*argv, "--from", "95,100"])
    assert "the target is 100" in capsys.readouterr().err
