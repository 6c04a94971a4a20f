"""``benchmarks oracle``: a change to ``hard`` scored against every discard played out in many worlds."""

from collections.abc import Callable

import pytest

from benchmarks.cli import main
from benchmarks.oracle import bench_oracle, draw_values, oracle_deal, oracle_values, real_values
from gin3.ai import make_player
from gin3.ai.brain import score_weights
from gin3.ai.masks import greedy_discard
from gin3.ai.moves import best_layoff
from gin3.ai.players import HARD, BrainPlayer
from gin3.engine import (
    Discard,
    DrawDiscard,
    DrawStock,
    HandScored,
    Knock,
    Match,
    Mode,
    Phase,
    Seat,
    View,
    best_arrangement,
    cards_mask,
    mask_deadwood,
)


def _real(match: Match, view: View) -> int:
    return sum(c.bit for c in match.hand.cards(view.opponent))


def _a_discard(seed: int) -> View:
    match = Match(["a", "b"], seed=seed, mode=Mode.CLASSIC)
    players = [make_player("simple", seed), make_player("simple", seed + 1)]
    while True:
        view = match.view(match.hand.turn)
        if view.phase is Phase.DISCARD:
            return view
        match.apply(players[view.player].choose(view))


def test_the_oracle_values_every_legal_discard_the_same_way_each_time() -> None:
    view = _a_discard(5)
    values = oracle_values(view, guesses=40, worlds=80)
    assert set(values) == {a.card for a in view.legal_actions if isinstance(a, Discard)}
    assert values == oracle_values(view, guesses=40, worlds=80)  # seeded from the position
    assert len(set(values.values())) > 1  # the discards are told apart


def test_a_candidate_that_plays_like_hard_has_hards_regret() -> None:
    found = oracle_deal(7, Seat(1), BrainPlayer("candidate", HARD), guesses=40, worlds=80)
    assert found and all(base == cand >= 0 for base, cand in found)


def test_the_bench_reports_both_regrets_and_the_gain_a_hand() -> None:
    figures = bench_oracle("rollout_moves=0", deals=1, seed=3, guesses=40, worlds=80)
    assert figures["oracle_hands"] == 2 and figures["oracle_decisions"] > 0
    assert 0 < figures["oracle_changed"] <= figures["oracle_decisions"]  # the estimate alone differs
    gain = (figures["regret_hard"] - figures["regret_candidate"]) * figures["oracle_decisions"] / 2
    assert figures["oracle_gain_per_hand"] == pytest.approx(gain, abs=0.01)
    # the same figures when the deal's two seats are played in two processes
    parallel = bench_oracle("rollout_moves=0", deals=1, seed=3, guesses=40, worlds=80, workers=2)
    del figures["oracle_seconds"], parallel["oracle_seconds"]
    assert parallel == figures


@pytest.mark.parametrize(
    ("change", "message"), [("rollouts=3", "unknown setting"), ("", "name the candidate")]
)
def test_the_command_refuses_an_unknown_candidate(
    change: str, message: str, capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit):
        main(["oracle", "--change", change])
    printed = capsys.readouterr()
    assert message in printed.err and printed.out == ""  # no figures for a refused candidate


def test_the_oracle_of_the_real_hand_plays_every_world_against_that_hand() -> None:
    match = Match(["a", "b"], seed=11, mode=Mode.CLASSIC)
    players = [make_player("simple", 11), make_player("simple", 12)]
    while (view := match.view(match.hand.turn)).phase is not Phase.DISCARD:
        match.apply(players[view.player].choose(view))
    real = _real(match, view)
    values = oracle_values(view, guesses=40, worlds=80, truth=real)
    assert set(values) == set(oracle_values(view, guesses=40, worlds=80))
    assert values == oracle_values(view, guesses=40, worlds=80, truth=real)
    two = sorted(values)[:2]  # only two discards played out: the same worlds, the same values
    assert oracle_values(view, guesses=40, worlds=80, truth=real, only=two) == {c: values[c] for c in two}
    # another opponent hand (the same public table) gives other values: the hand is what is played
    unseen = list(match.hand.cards(view.opponent)) + list(match.hand.stock)
    other = sum(c.bit for c in unseen[-len(view.hand) + 1 :])
    assert other != real and values != oracle_values(view, guesses=40, worlds=80, truth=other)


def test_the_bench_against_the_real_hand_says_so() -> None:
    figures = bench_oracle("rollout_moves=0", deals=1, seed=3, guesses=40, worlds=80, truth=True)
    assert figures["oracle_truth"] is True and figures["oracle_decisions"] > 0
    assert 0 < figures["oracle_changed"] <= figures["oracle_decisions"]


def test_against_the_real_hand_a_candidate_that_plays_like_hard_has_no_regret() -> None:
    found = oracle_deal(7, Seat(1), BrainPlayer("candidate", HARD), guesses=40, worlds=80, truth=True)
    assert found and all(base == cand == 0 for base, cand in found)


def _first_position(first_seed: int, wanted: Callable[[View], bool]) -> tuple[Match, View]:
    """The first ``wanted`` position of ``simple`` against ``simple``, deals from ``first_seed`` on."""
    for seed in range(first_seed, first_seed + 200):
        match = Match(["a", "b"], seed=seed, mode=Mode.CLASSIC)
        players = [make_player("simple", seed), make_player("simple", seed + 1)]
        while not match.hands:
            view = match.view(match.hand.turn)
            if wanted(view):
                return match, view
            match.apply(players[view.player].choose(view))
    raise AssertionError("no such position in 200 deals")


def _a_knock_or_wait(first_seed: int) -> tuple[Match, View]:
    """A position where a knock is legal (the knocker must choose)."""
    return _first_position(
        first_seed, lambda v: v.phase is Phase.DISCARD and any(isinstance(a, Knock) for a in v.legal_actions)
    )


def test_against_the_real_hand_a_knock_is_worth_what_laying_it_down_scores() -> None:
    match, view = _a_knock_or_wait(20)
    knock = next(a for a in view.legal_actions if isinstance(a, Knock))
    wait = next(a for a in view.legal_actions if isinstance(a, Discard))
    values = real_values(match, view, (knock, wait), guesses=40, worlds=80)
    assert (
        values[wait]
        == oracle_values(view, guesses=40, worlds=80, truth=_real(match, view), only=[wait.card])[wait.card]
    )
    # lay the knock down for real, the defender laying off all it can
    match.apply(knock)
    defender = match.view(view.opponent)
    match.apply(best_layoff(defender))
    result = match.hands[-1].result
    assert isinstance(result, HandScored)
    points = result.points if result.winner == view.player else -result.points
    weights = score_weights(view)
    assert values[knock] == pytest.approx(weights.value(points) if weights else points)


def test_the_bench_with_knocks_judges_more_decisions() -> None:
    plain = bench_oracle("knock_by_value=false", deals=2, seed=3, guesses=40, worlds=80, truth=True)
    both = bench_oracle(
        "knock_by_value=false", deals=2, seed=3, guesses=40, worlds=80, truth=True, knocks=True
    )
    assert both["oracle_knocks"] is True and plain["oracle_knocks"] is False
    assert both["oracle_decisions"] > plain["oracle_decisions"]
    assert (
        plain["oracle_changed"] == 0 < both["oracle_changed"]
    )  # knocking at once acts only where a knock is legal


def test_knocks_without_the_real_hand_are_refused(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        main(["oracle", "--change", "wait_margin=5", "--knocks"])
    assert "--truth" in capsys.readouterr().err


def _a_draw_that_knocks(first_seed: int) -> tuple[Match, View]:
    """A draw where taking the pile's top card lets the hand knock."""

    def knocks(view: View) -> bool:
        if view.phase is not Phase.DRAW or DrawDiscard() not in view.legal_actions:
            return False
        eleven = cards_mask(view.hand) | view.discard_pile[-1].bit
        return min(mask_deadwood(eleven ^ c.bit) for c in view.hand) <= view.knock_limit

    return _first_position(first_seed, knocks)


def test_against_the_real_hand_a_draw_that_knocks_is_worth_what_the_knock_scores() -> None:
    match, view = _a_draw_that_knocks(30)
    values = draw_values(match, view, guesses=40, worlds=80)
    assert set(values) == {DrawDiscard(), DrawStock()}
    assert values == draw_values(match, view, guesses=40, worlds=80)  # the same worlds each time
    # take the card, throw the least-deadwood card and knock for real, the defender laying off all it can
    top = view.discard_pile[-1]
    match.apply(DrawDiscard())
    bit, _ = greedy_discard(cards_mask(view.hand) | top.bit, top.bit)
    eleven = match.view(view.player).hand
    thrown = next(c for c in eleven if c.bit == bit)
    match.apply(Knock(thrown, best_arrangement([c for c in eleven if c != thrown]).melds))
    match.apply(best_layoff(match.view(view.opponent)))
    result = match.hands[-1].result
    assert isinstance(result, HandScored)
    points = result.points if result.winner == view.player else -result.points
    weights = score_weights(view)
    assert values[DrawDiscard()] == pytest.approx(weights.value(points) if weights else points)


def test_the_bench_with_draws_judges_the_draws_too() -> None:
    plain = bench_oracle("take_margin=6", deals=2, seed=3, guesses=40, worlds=80, truth=True)
    both = bench_oracle("take_margin=6", deals=2, seed=3, guesses=40, worlds=80, truth=True, draws=True)
    assert both["oracle_draws"] is True and plain["oracle_draws"] is False
    assert both["oracle_decisions"] > plain["oracle_decisions"]
    # a dearer pile card changes only draws: seen only when they are judged
    assert plain["oracle_changed"] == 0 < both["oracle_changed"]


def test_against_the_real_hand_a_candidate_that_draws_like_hard_has_no_regret() -> None:
    found = oracle_deal(
        7, Seat(0), BrainPlayer("candidate", HARD), guesses=40, worlds=80, truth=True, draws=True
    )
    assert found and all(base == cand == 0 for base, cand in found)


def test_draws_without_the_real_hand_are_refused(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        main(["oracle", "--change", "take_margin=5", "--draws"])
    assert "--truth" in capsys.readouterr().err
