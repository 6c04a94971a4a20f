"""Every level plays only legal moves, is deterministic for a seed, and weighs advice."""

from __future__ import annotations

from dataclasses import replace

import pytest

from gin3.ai import ADVICE_TOLERANCE, LEVELS, Advisor, make_player
from gin3.ai.brain import Brain, BrainConfig
from gin3.ai.players import HARD
from gin3.ai.tournament import play_match
from gin3.engine import Action, Discard, Knock, Match, Mode, NextHand, Phase, Role, RuleSet, View


def _play(
    levels: tuple[str, ...], seed: int, max_actions: int = 400, rules: RuleSet | None = None
) -> list[Action]:
    """Play a match (or its first ``max_actions``), checking each move is legal."""
    names = [f"{level} {i}" for i, level in enumerate(levels)]
    match = Match(names, seed=seed, rules=rules)
    players = [make_player(level, seed + i) for i, level in enumerate(levels)]
    actions: list[Action] = []
    while not match.is_over and len(actions) < max_actions:
        if match.between_hands:
            match.apply(NextHand())
            continue
        seat = match.hand.turn
        view = match.view(seat)
        action = players[seat].choose(view)
        assert action in view.legal_actions or match.hand.can(action), (levels, seed, action)
        match.apply(action)
        actions.append(action)
    return actions


PLAYED = ["easy", "simple", "medium", "fast-knocker", "cautious", "gin-hunter", "hard"]


def test_levels_are_offered_weakest_first() -> None:
    assert LEVELS == ["random", "easy", "simple", "medium", "fast-knocker", "cautious", "gin-hunter", "hard"]


# ``hard`` thinks a hundred times longer a move than the other levels: the default suite watches
# it through the first hands of a match (test_hard_plays_only_legal_moves_through_whole_matches,
# marked slow, through whole ones). Against ``random`` its first 40 moves are the slow step's
# too (the same deals as the whole matches): every move ``hard`` makes in the tests below
# (chouette, determinism) is checked for legality by _play in the default suite.
HARD_ACTIONS = 40


@pytest.mark.parametrize("level", [*PLAYED[:-1], pytest.param("hard", marks=pytest.mark.slow)])
def test_every_level_plays_only_legal_moves_heads_up(level: str) -> None:
    seeds, actions = (range(1), HARD_ACTIONS) if level == "hard" else (range(2), 400)
    for seed in seeds:
        _play((level, "random"), seed, actions)
        _play(("simple", level), seed + 10, actions)


@pytest.mark.slow
def test_hard_plays_only_legal_moves_through_whole_matches() -> None:
    for seed in range(2):
        _play(("hard", "random"), seed)
        _play(("simple", "hard"), seed + 10)


# hard's 75 moves here are the slow step's (tests/ai/test_score_aware.py checks its weighing of
# the first open game in the default suite)
@pytest.mark.parametrize(
    "level", ["random", "easy", "simple", "medium", pytest.param("hard", marks=pytest.mark.slow)]
)
def test_every_level_plays_hollywood_games_heads_up(level: str) -> None:
    # three games at once (C6) to a low target: each level plays through games closing
    _play((level, "simple"), 4, max_actions=150, rules=RuleSet(target=25, hollywood=True))


@pytest.mark.parametrize("level", PLAYED)
def test_every_level_plays_only_legal_moves_in_chouette(level: str) -> None:
    _play((level, "simple", "random"), 3, max_actions=250)


@pytest.mark.parametrize("level", LEVELS)
def test_a_level_is_deterministic_for_a_seed(level: str) -> None:
    actions = HARD_ACTIONS if level == "hard" else 150
    first = _play((level, "simple"), 5, max_actions=actions)
    again = _play((level, "simple"), 5, max_actions=actions)
    assert first == again


def test_a_whole_match_replays_the_same() -> None:
    short = RuleSet(target=25)  # two hands, in a fraction of the time of a match to 100
    one = play_match(("hard", "simple"), 9, short)
    two = play_match(("hard", "simple"), 9, short)
    assert (one.winner, one.totals, one.hands) == (two.winner, two.totals, two.hands)
    assert one.hands >= 2  # the next hand is dealt the same too


def _captain_views(seed: int, limit: int = 40) -> list[tuple[Match, object]]:
    match = Match(["a", "b", "c"], seed=seed)
    players = [make_player("simple", seed + i) for i in range(3)]
    found = []
    while not match.is_over and len(found) < limit:
        if match.between_hands:
            match.apply(NextHand())
            continue
        seat = match.hand.turn
        view = match.view(seat)
        if view.role is Role.CAPTAIN and view.phase is Phase.DISCARD:
            found.append((match, view))
        match.apply(players[seat].choose(view))
    return found


def test_an_ai_captain_follows_close_advice_and_ignores_bad_advice() -> None:
    advisor = Advisor()
    hard = make_player("hard", 1)
    followed = ignored = 0
    match = Match(["a", "b", "c"], seed=21)
    players = [make_player("simple", i) for i in range(3)]
    while not match.is_over and not (followed and ignored):  # each rating of hard's takes long
        if match.between_hands:
            match.apply(NextHand())
            continue
        seat = match.hand.turn
        view = match.view(seat)
        if view.role is Role.CAPTAIN and view.phase is Phase.DISCARD:
            suggestions = advisor.suggest(match.view(match.seat_with(Role.SITTER)))
            best = suggestions[0]
            assert hard.choose(view) == best.action
            for other in suggestions[1:]:
                if not isinstance(other.action, Discard):
                    continue
                chosen = hard.choose(view, advice=other.action)
                if other.value >= best.value - ADVICE_TOLERANCE:
                    assert chosen == other.action
                    followed += 1
                else:
                    assert chosen == best.action
                    ignored += 1
        match.apply(players[seat].choose(view))
    assert followed and ignored


def _a_knock_decision(seed: int) -> View:
    """The first decision of a heads-up deal (played by ``simple``) where a knock is legal."""
    match = Match(["a", "b"], seed=seed, mode=Mode.CLASSIC)
    players = [make_player("simple", seed), make_player("simple", seed + 1)]
    while not match.hands:
        view = match.view(match.hand.turn)
        if any(isinstance(a, Knock) for a in view.legal_actions):
            return view
        match.apply(players[view.player].choose(view))
    raise AssertionError(f"no knock was legal in deal {seed}")


def _ratings(view: View, config: BrainConfig) -> dict[Action, float]:
    return {r.action: r.value for r in Brain(config).rate(view)}


def _best_discards(values: dict[Action, float]) -> list[Action]:
    return sorted((a for a in values if isinstance(a, Discard)), key=lambda a: -values[a])


_QUICK = replace(HARD, samples=40, rollout_worlds=40, rollout_final=40, rollout_finalists=2, rollout_stock=0)


def test_hard_plays_its_finalists_out_in_more_worlds_and_leaves_the_knocks_alone() -> None:
    view = _a_knock_decision(3)
    without = _ratings(view, replace(HARD, rollout_final=0))
    with_more = _ratings(view, HARD)
    assert with_more.keys() == without.keys()
    knocks = [a for a in with_more if isinstance(a, Knock)]
    assert knocks and all(with_more[k] == without[k] for k in knocks)  # exact over the guesses as before
    finalists = _best_discards(without)[: HARD.rollout_finalists]
    assert set(_best_discards(with_more)[: len(finalists)]) == set(finalists)  # the same reach the final
    assert any(with_more[a] != without[a] for a in finalists)  # and are valued on more worlds


def test_more_final_worlds_than_guesses_deal_the_guesses_stocks_again() -> None:
    view = _a_knock_decision(3)
    once = _ratings(view, _QUICK)
    twice = _ratings(view, replace(_QUICK, rollout_final=80))
    assert any(once[a] != twice[a] for a in _best_discards(once)[:2])  # 40 stocks more than guesses


def test_a_third_finalist_is_played_out_in_every_world() -> None:
    view = _a_knock_decision(3)
    two = _ratings(view, _QUICK)
    three = _ratings(view, replace(_QUICK, rollout_finalists=3))
    ranked = _best_discards(two)
    assert all(three[a] == two[a] for a in ranked[:2])  # the two finalists are valued as before
    assert three[ranked[2]] != two[ranked[2]]  # the third is valued on all the worlds, not set below them


def test_with_rollout_stock_a_late_decision_plays_more_worlds_up_to_twice_as_many() -> None:
    view = _a_knock_decision(3)
    stock = view.stock_count
    assert 2 <= stock < 31
    as_set = _ratings(view, _QUICK)
    assert _ratings(view, replace(_QUICK, rollout_stock=stock)) == as_set  # a full stock: the worlds as set
    twice = _ratings(view, replace(_QUICK, rollout_worlds=80, rollout_final=80))
    assert twice != as_set
    # half of it left: twice the worlds
    assert _ratings(view, replace(_QUICK, rollout_stock=2 * stock)) == twice
    assert _ratings(view, replace(_QUICK, rollout_stock=5 * stock)) == twice  # and never more than twice
