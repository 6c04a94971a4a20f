"""``python -m gin3 sim`` plays heads-up and three-seat matches and reports figures."""

from __future__ import annotations

import json

import pytest

from gin3.cli import main

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
