"""``python -m gin3 sim`` plays heads-up and three-seat matches and reports figures."""

from __future__ import annotations

import json

import pytest

from gin3.cli import main
from gin3.engine import RuleSet

KEYS = {"matches", "win_rate", "ci95", "points_per_hand", "decision_ms"}


@pytest.mark.parametrize(
    ("players", "jobs"), [("simple,easy", "1"), ("medium,simple", "2"), ("simple,easy,random", "1")]
)
def test_sim_prints_the_figures_as_json(players: str, jobs: str, capsys: pytest.CaptureFixture[str]) -> None:
    argv = [
        "sim",
        "--players",
        players,
        "--matches",
        "2",
        "--mirrored",
        "--seed",
        "3",
        "--jobs",
        jobs,
        "--json",
    ]
    assert main(argv) == 0
    summary = json.loads(capsys.readouterr().out)
    assert set(summary) >= KEYS
    assert summary["matches"] == 4
    low, high = summary["ci95"]
    assert 0.0 <= low <= summary["win_rate"] <= high <= 1.0
    assert set(summary["decision_ms"]) >= {"median", "p95", "max"}


def test_sim_rejects_an_unknown_level(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        main(["sim", "--players", "hard,grandmaster"])
    assert "grandmaster" in capsys.readouterr().err


def _deals(argv: list[str], capsys: pytest.CaptureFixture[str]) -> dict[str, object]:
    assert main(["sim", "--deals", "--json", *argv]) == 0
    summary: dict[str, object] = json.loads(capsys.readouterr().out)
    return summary


def test_sim_deals_scores_single_hands_played_both_ways(capsys: pytest.CaptureFixture[str]) -> None:
    from gin3.ai.tournament import play_deal

    summary = _deals(["--players", "medium,simple", "--matches", "6", "--mirrored", "--seed", "5"], capsys)
    assert (summary["deals"], summary["hands"]) == (6, 12)
    # the figure is the first player's net points per hand over exactly those deals
    net = 0
    for seed in range(5, 11):
        one = play_deal(("medium", "simple"), seed).points
        two = play_deal(("simple", "medium"), seed).points
        net += (one[0] - one[1]) + (two[1] - two[0])
    assert summary["points_per_hand"] == round(net / 12, 3)
    assert isinstance(summary["standard_error"], float) and summary["standard_error"] > 0


def test_a_single_deal_is_the_first_hand_of_the_match() -> None:
    from gin3.ai.tournament import play_deal, play_match

    for seed in range(1, 6):
        deal = play_deal(("simple", "simple"), seed)
        match = play_match(("simple", "simple"), seed, RuleSet(target=1))  # ends with the first scored hand
        if any(deal.points):
            assert list(deal.points) == list(match.totals)


def test_sim_heads_up_reports_the_games_and_the_result_per_game(capsys: pytest.CaptureFixture[str]) -> None:
    from gin3.ai.tournament import play_match

    argv = ["sim", "--players", "simple,easy", "--matches", "3", "--seed", "4"]
    assert main([*argv, "--json"]) == 0
    summary = json.loads(capsys.readouterr().out)
    played = [play_match(("simple", "easy"), seed) for seed in range(4, 7)]
    # one game a match (C2); the first player's games and summed results (C5)
    assert summary["games"] == sum(sum(r.games_won) for r in played) == 3
    assert summary["games_won"] == [sum(r.games_won[0] for r in played), sum(r.games_won[1] for r in played)]
    assert summary["games_won"][0] == summary["wins"]
    assert summary["result_per_game"] == round(sum(r.results[0] for r in played) / 3, 3)
    assert main(argv) == 0
    text = capsys.readouterr().out
    assert f"won {summary['games_won'][0]} of 3 games" in text and "result per game" in text


def test_sim_in_chouette_has_no_games(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["sim", "--players", "simple,easy,random", "--matches", "1", "--json"]) == 0
    assert "games" not in json.loads(capsys.readouterr().out)


def test_a_hollywood_match_counts_three_games() -> None:
    from gin3.ai.tournament import play_match

    result = play_match(("simple", "easy"), 2, RuleSet(target=40, hollywood=True))
    assert sum(result.games_won) == 3 and sum(result.results) == 0
    assert result.results[result.winner] >= 0


def test_sim_in_chouette_reports_the_box_and_the_captain(capsys: pytest.CaptureFixture[str]) -> None:
    from gin3.ai.tournament import play_match
    from gin3.engine import Role

    argv = ["sim", "--players", "medium,simple,easy", "--matches", "3", "--seed", "8"]
    assert main([*argv, "--json"]) == 0
    by_role = json.loads(capsys.readouterr().out)["by_role"]
    # the first player's hands in each role, from the matches themselves
    played = [play_match(("medium", "simple", "easy"), seed).role_hands[0] for seed in range(8, 11)]
    for role in (Role.BOX, Role.CAPTAIN):
        points = [p for hands in played for r, p in hands if r is role]
        assert by_role[role.value]["hands"] == len(points) > 0
        assert by_role[role.value]["points_per_hand"] == round(sum(points) / len(points), 3)
        assert by_role[role.value]["hands_won"] == round(sum(p > 0 for p in points) / len(points), 4)
    assert main(argv) == 0
    text = capsys.readouterr().out
    assert "in the box:" in text and "as captain:" in text


def test_the_roles_of_a_chouette_match_account_for_its_totals() -> None:
    from gin3.ai.tournament import play_match

    result = play_match(("simple", "easy", "random"), 5)
    # every scored hand gives its points to the box or the captain, who played it (R18)
    for seat, hands in enumerate(result.role_hands):
        assert sum(p for _, p in hands if p > 0) == result.totals[seat]
    assert sum(len(hands) for hands in result.role_hands) == 2 * result.hands


def test_sim_from_given_totals_plays_the_end_of_matches_and_counts_points_from_there(
    capsys: pytest.CaptureFixture[str],
) -> None:
    from gin3.ai.tournament import play_match

    argv = ["sim", "--players", "medium,simple", "--matches", "3", "--mirrored", "--seed", "40"]
    assert main([*argv, "--from", "90,60", "--json"]) == 0
    summary = json.loads(capsys.readouterr().out)
    assert summary["from"] == [90, 60]
    wins = hands = net = 0
    for seed in range(40, 43):
        for order, first in ((("medium", "simple"), 0), (("simple", "medium"), 1)):
            opening = (90, 60) if first == 0 else (60, 90)  # the totals go with the players
            match = play_match(order, seed, opening=opening)
            wins += match.winner == first
            hands += match.hands
            net += (match.totals[first] - 90) - (match.totals[1 - first] - 60)
            assert max(match.totals) >= 100
    assert (summary["wins"], summary["hands"]) == (wins, hands)
    assert summary["points_per_hand"] == round(net / hands, 3)
    # from 90-60 the matches are short: no more hands than a full match would play
    assert main([*argv, "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["hands"] > hands


@pytest.mark.parametrize(
    ("totals", "message"),
    [
        ("100,0", "from 0 to 99 (the target is 100)"),
        ("-5,0", "from 0 to 99"),
        ("10,20,30", "2 whole numbers, one for each player"),
        ("a,b", "whole numbers separated by commas"),
    ],
)
def test_sim_refuses_totals_no_match_can_start_from(
    totals: str, message: str, capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit):
        main(["sim", "--players", "simple,simple", f"--from={totals}"])
    assert message in capsys.readouterr().err


@pytest.mark.parametrize("extra", [[], ["--deals"]])
def test_sim_without_json_prints_the_same_figures_as_sentences(
    extra: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    argv = ["sim", "--players", "medium,simple", "--matches", "2", "--mirrored", "--seed", "9", *extra]
    assert main([*argv, "--json"]) == 0
    summary = json.loads(capsys.readouterr().out)
    assert main(argv) == 0
    text = capsys.readouterr().out
    assert f"{summary['points_per_hand']:+.2f} points per hand" in text
    if extra:
        assert f"over {summary['deals']} deals" in text
    else:
        assert f"medium won {summary['wins']} of 4 matches" in text
        assert f"won {summary['games_won'][0]} of {summary['games']} games" in text
