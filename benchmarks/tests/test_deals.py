"""``python -m benchmarks deals``: the shuffle's uniformity tests run short, and catch a biased one."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from benchmarks import deals
from gin3.engine import FULL_DECK, deck_of

CHECKOUT = Path(__file__).resolve().parent.parent.parent
TESTS = ("positions", "non_dealer", "dealer", "upcard", "held_by_non_dealer", "held_by_dealer")


def test_a_short_run_prints_every_statistic_and_p_value() -> None:
    done = subprocess.run(
        [sys.executable, "-m", "benchmarks", "deals", "--deals", "3000"],
        capture_output=True,
        text=True,
        timeout=120,
        cwd=CHECKOUT,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    figures = json.loads(done.stdout)
    assert figures["deals"] == 3000
    for name in (*TESTS, "same_rank_distance", "same_rank_neighbours"):
        assert 0.0 <= figures[name]["p"] <= 1.0
    assert figures["positions"]["dof"] == 51 * 51 and figures["upcard"]["dof"] == 51
    assert figures["same_rank_neighbours"]["expected"] == 3.0


def test_the_chi_square_tail_is_the_tabled_one() -> None:
    assert deals.chi2_sf(3.841, 1) == pytest.approx(0.05, abs=1e-4)
    assert deals.chi2_sf(67.505, 50) == pytest.approx(0.05, abs=1e-4)
    assert deals.chi2_sf(2601, 2601) == pytest.approx(0.496, abs=0.002)
    assert deals.chi2_sf(0, 5) == 1.0


def test_a_shuffle_that_favours_a_card_is_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    ace = FULL_DECK[0]

    def rigged(secret: bytes, cut: str) -> tuple[object, ...]:
        deck = list(deck_of(secret, cut))
        if secret[0] < 40:  # one deal in six or so: the ace of the first suit goes on top
            deck.remove(ace)
            deck.insert(0, ace)
        return tuple(deck)

    monkeypatch.setattr(deals, "deck_of", rigged)
    figures = deals.bench_deals(3000)
    assert figures["positions"]["p"] < 0.001 and figures["non_dealer"]["p"] < 0.001
    assert figures["held_by_non_dealer"]["p"] < 0.001
