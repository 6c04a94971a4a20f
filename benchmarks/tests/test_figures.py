"""``python -m benchmarks solver|play|advisor|inference|review``: the figures each prints."""

from __future__ import annotations

import json

import pytest

from benchmarks.cli import main
from benchmarks.figures import bench_play, bench_solver


def test_the_solver_bench_gives_microseconds_for_each_kind_of_hand() -> None:
    figures = bench_solver(hands=400)
    kinds = ("deadwood_10", "best_discard_11", "throws_11")
    assert {f"{kind}_{deal}_us" for kind in kinds for deal in ("random", "meld_heavy")} <= set(figures)
    assert all(value > 0 for value in figures.values())


def test_the_play_bench_plays_random_matches_and_counts_their_hands() -> None:
    figures = bench_play(matches=2)
    assert figures and all(value > 0 for value in figures.values())


@pytest.mark.slow  # a chouette match of hard, medium and simple, hard asked at every captain decision
def test_the_advisor_bench_says_how_often_the_advice_is_hards_move(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert main(["advisor", "--matches", "1"]) == 0
    figures = json.loads(capsys.readouterr().out)
    assert figures["advisor_positions"] > 0 and 0 <= figures["advisor_agreement"] <= 1


@pytest.mark.slow  # a benchmark: plays deals with `hard` and scores its reads
def test_hard_reads_the_hidden_cards_better_than_no_read(capsys: pytest.CaptureFixture[str]) -> None:
    """``benchmarks inference``: over three deals played both ways, ``hard``'s
    chances for the opponent's cards beat the chance every unseen card has
    before the play is read, its meld chances rank the cards right, and its knocks
    are scored against the real hand."""
    assert main(["inference", "--matches", "3"]) == 0
    figures = json.loads(capsys.readouterr().out)
    assert figures["inference_positions"] > 20
    assert figures["card_brier"] < figures["card_brier_no_read"]
    # the cards it rates likely to meld for the opponent really meld more often
    assert figures["meld_real_low"] < figures["meld_real_mid"] < figures["meld_real_high"]
    assert 0 <= figures["hard_feed_rate"] <= 1 and 0 <= figures["simple_feed_rate"] <= 1
    # where it could knock, its best knock is scored against the real hand too: undercut or not
    positions = figures["knock_positions"]
    assert positions > 0 and 0 <= figures["undercut_rated"] <= 1
    assert abs(figures["undercut_real"] * positions - round(figures["undercut_real"] * positions)) < 0.01
    assert -50 < figures["knock_value_real"] < 100 and -50 < figures["knock_value_rated"] < 100


@pytest.mark.slow  # a benchmark: plays a deal with `hard` and reviews it with the review's advisor
def test_bench_review_prints_its_figures(capsys: pytest.CaptureFixture[str]) -> None:
    """``benchmarks review``: the seconds to review a whole hand, and its decisions."""
    assert main(["review", "--matches", "1"]) == 0
    figures = json.loads(capsys.readouterr().out)
    assert figures["review_hands"] == 1 and figures["review_decisions_per_hand"] > 0
    assert figures["review_hand_seconds_max"] >= figures["review_hand_seconds_median"] > 0
