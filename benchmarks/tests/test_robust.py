"""``benchmarks fuzz|saves|resume``: short runs of the long robustness runs find nothing wrong."""

from __future__ import annotations

import json

import pytest

from benchmarks import robust
from benchmarks.cli import main
from benchmarks.robust import fuzz


def test_bench_fuzz_tries_legal_and_illegal_actions_under_every_rule_set() -> None:
    figures = robust.bench_fuzz(count=4000, seed=7)  # actions, not seconds: same run when busy
    assert figures["invariant_violations"] == 0, figures
    assert figures["actions"] > 500 and figures["illegal_tried"] > 100
    assert figures["matches_finished"] >= 1
    assert len(robust.RULE_SETS) == 32 == len(set(robust.RULE_SETS))


def test_bench_fuzz_counts_a_broken_engine() -> None:
    """The fuzzer is no rubber stamp: an engine that takes an illegal discard is caught."""
    from gin3.engine import Match, Mode, Phase

    match = Match(["Ana", "Ben"], seed=3, mode=Mode.CLASSIC)
    figures = dict.fromkeys(("actions", "illegal_tried", "invariant_violations"), 0)
    figures |= {"matches_finished": 0, "matches_cut_short": 0}
    real_verify = match.hand.verify

    def lax(action: object) -> None:  # a refusal "forgotten" in the discard phase
        if match.hand.phase is not Phase.DISCARD:
            real_verify(action)  # type: ignore[arg-type]

    match.hand.verify = lax  # type: ignore[method-assign]
    import random

    fuzz._fuzz_match(match, random.Random(1), figures, 300)
    assert figures["invariant_violations"] > 0


def test_bench_saves_every_damaged_file_loads_or_says_why() -> None:
    figures = robust.bench_saves(count=300, seed=7)
    assert figures["other_errors"] == 0, figures.get("other_error_examples")
    assert figures["files"] > 100 and figures["save_file_error"] > 0
    assert set(figures["kinds"]) == {"truncated", "random_bytes", "bit_flips", "json_mutation"}


def test_bench_resume_loses_no_saved_action(tmp_path: object) -> None:
    figures = robust.bench_resume(count=3, seed=7)
    assert figures["cycles"] == 3 and figures["actions_played"] >= 3
    assert figures["lost_actions"] == 0 and figures["differing_actions"] == 0, figures
    assert figures["actions_in_the_autosave"] >= figures["actions_played"] - 3


@pytest.mark.parametrize("what", ["fuzz", "saves"])
def test_the_robustness_benches_print_json(what: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert main([what, "--count", "50", "--seed", "2"]) == 0
    figures = json.loads(capsys.readouterr().out)
    assert robust.passed(figures)
