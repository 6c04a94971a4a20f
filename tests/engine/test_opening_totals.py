"""A match set up to start from given totals (``gin3 sim --from``): the measuring
aid for play near a match's end. Matches of the app always start from 0-0."""

from __future__ import annotations

import pytest

from gin3.engine import (
    HandScored,
    Match,
    MatchSetupError,
    Mode,
    RuleSet,
    SaveFileError,
    match_from_record,
    match_to_record,
)
from gin3.store.identity import match_id
from tests.engine.support import greedy_action, play_hand_of_match


def _first_win(make: object) -> tuple[Match, HandScored]:
    """The first match of ``make(seed)`` whose first hand is won, played by the greedy strategy."""
    for seed in range(40):
        match = make(seed)  # type: ignore[operator]
        play_hand_of_match(match, lambda h: greedy_action(h), deal_next=False)
        if isinstance(match.hand.result, HandScored):
            return match, match.hand.result
    raise AssertionError("no seed had a won first hand")


def test_a_chouette_match_from_given_totals_credits_its_hands_on_top_of_them() -> None:
    match, result = _first_win(lambda seed: Match(["Ana", "Bo", "Cy"], seed=seed, opening=(40, 55, 70)))
    expected = [40, 55, 70]
    expected[result.winner] += result.points
    assert match.totals == expected


def test_a_classic_game_from_given_totals_ends_when_the_winner_reaches_the_target() -> None:
    # 99 each: whoever wins the first hand reaches 100 and wins the game and the match
    match, result = _first_win(lambda seed: Match(["Ana", "Bo"], seed=seed, opening=(99, 99)))
    (game,) = match.games
    assert match.is_over and match.winner == result.winner == game.winner
    assert game.totals[result.winner] == 99 + result.points
    assert game.totals[result.loser] == 99
    # the opening totals count as points, not as hands won: one line bonus, to the winner
    assert game.hands_won[result.winner] == 1 and game.hands_won[result.loser] == 0


def test_with_hollywood_scoring_the_given_totals_open_the_first_game_only() -> None:
    match = Match(["Ana", "Bo"], seed=1, rules=RuleSet(hollywood=True), opening=(80, 60))
    assert [game.totals for game in match.games] == [(80, 60), (0, 0), (0, 0)]


def test_a_match_from_zero_is_an_ordinary_match() -> None:
    assert Match(["Ana", "Bo"], seed=5, opening=(0, 0)).snapshot() == Match(["Ana", "Bo"], seed=5).snapshot()


@pytest.mark.parametrize(
    ("opening", "message"),
    [
        ((100, 0), "from 0 to 99"),
        ((-1, 0), "from 0 to 99"),
        ((10,), "2 whole numbers"),
        ((10, 2.5), "2 whole numbers"),
        ((True, 0), "2 whole numbers"),
    ],
)
def test_impossible_opening_totals_are_refused_with_a_reason(
    opening: tuple[object, ...], message: str
) -> None:
    with pytest.raises(MatchSetupError, match=message):
        Match(["Ana", "Bo"], seed=1, opening=opening)  # type: ignore[arg-type]


def test_the_record_keeps_the_opening_totals_and_a_match_from_zero_keeps_its_old_record_and_id() -> None:
    match, _ = _first_win(lambda seed: Match(["Ana", "Bo"], seed=seed, mode=Mode.CLASSIC, opening=(30, 45)))
    record = match_to_record(match)
    assert record["opening"] == [30, 45]
    again = match_from_record(record)
    assert again.snapshot() == match.snapshot() and again.games == match.games

    plain = Match(["Ana", "Bo"], seed=5)
    assert "opening" not in match_to_record(plain)
    assert match_id(plain) == match_id(Match(["Ana", "Bo"], seed=5, opening=(0, 0)))


def test_a_record_with_damaged_opening_totals_is_refused_with_a_reason() -> None:
    record = match_to_record(Match(["Ana", "Bo"], seed=5))
    record["opening"] = [120, "x"]
    with pytest.raises(SaveFileError, match="opening totals"):
        match_from_record(record)
