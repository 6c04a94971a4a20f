"""Named tests for two-player gin and its scoring (RULES.md, "Two-player gin", C1-C6).

The bookkeeping of games is checked through the pure functions of
gin3.engine.games with scripted hand wins; whole matches are played by the
simple greedy strategy from fixed seeds, so every run plays the same hands.
"""

from __future__ import annotations

import pytest

from gin3.engine import (
    GameScore,
    GameWon,
    HandScored,
    Match,
    MatchSetupError,
    MatchWon,
    Mode,
    NextHand,
    RuleSet,
    RuleSetError,
    Seat,
    match_from_record,
    match_to_record,
)
from gin3.engine.games import credit, match_winner, new_games
from tests.engine.support import greedy_action, play_hand_of_match

TWO = ("Ana", "Bo")
ANA, BO = Seat.FIRST, Seat.SECOND


def play_to_the_end(match: Match) -> None:
    while not match.is_over:
        play_hand_of_match(match, lambda h: greedy_action(h))


def scripted(wins: list[tuple[Seat, int]], rules: RuleSet) -> tuple[tuple[GameScore, ...], list[GameScore]]:
    """The games after ``wins`` (winner, points) in order, and the games closed, in order."""
    games = new_games(rules)
    closed: list[GameScore] = []
    for winner, points in wins:
        games, ended = credit(games, winner, points, rules)
        closed.extend(ended)
    return games, closed


def hand_results(match: Match) -> list[HandScored]:
    return [h.result for h in match.hands if isinstance(h.result, HandScored)]


# -- C1 dealer -------------------------------------------------------------------


def test_c1_the_lower_card_deals_first_then_the_deal_alternates_and_a_dead_hand_is_redealt() -> None:
    seen = {"scored": 0, "dead": 0}
    for seed in (21, 4, 9):
        match = Match(TWO, seed=seed, rules=RuleSet(target=10_000))
        low = min(match.role_draw[-1], key=lambda pair: pair[1].rank)[0]
        assert match.hand.dealer == low
        for number in range(8):
            dealer = match.hand.dealer
            play_hand_of_match(match, lambda h, n=number: greedy_action(h, may_knock=n % 3 != 2))  # type: ignore[misc]
            if isinstance(match.hands[-1].result, HandScored):
                seen["scored"] += 1
                assert match.hand.dealer != dealer, "the deal alternates"
            else:
                seen["dead"] += 1
                assert match.hand.dealer == dealer, "a dead hand is dealt again by the same dealer"
    assert seen["scored"] and seen["dead"]


def test_c1_the_next_game_is_dealt_by_the_player_who_did_not_deal_the_last_hand() -> None:
    match = Match(TWO, seed=3, rules=RuleSet(target=50))
    play_to_the_end(match)
    last = match.hand
    following = match.next_game(seed=4)
    assert following.first_dealer == last.non_dealer == following.hand.dealer
    assert following.role_draw == () and following.players == match.players
    assert following.rules == match.rules and following.hand.number == 1


# -- C2 game ------------------------------------------------------------------------


def test_c2_the_first_to_the_target_wins_the_game_and_its_game_bonus() -> None:
    match = Match(TWO, seed=2, rules=RuleSet(target=60))
    play_to_the_end(match)
    (game,) = match.games
    points = [0, 0]
    for result in hand_results(match):
        points[result.winner] += result.points
    assert game.over and game.totals == tuple(points) == tuple(match.totals)
    assert game.winner == match.winner and game.totals[game.winner] >= 60
    assert game.totals[1 - game.winner] < 60 and game.game_bonus == 100
    won = [e for e in match.events if isinstance(e, GameWon | MatchWon)]
    assert [type(e) for e in won] == [GameWon, MatchWon], "the game closes before the match ends"
    game_won = won[0]
    assert isinstance(game_won, GameWon)
    assert (game_won.number, game_won.winner, game_won.final, game_won.result) == (
        1,
        game.winner,
        game.final,
        game.result,
    )


def test_c2_the_game_bonus_is_a_setting() -> None:
    _, (game,) = scripted([(ANA, 70), (BO, 10), (ANA, 40)], RuleSet(game_bonus=250))
    assert game.winner == ANA and game.game_bonus == 250
    assert game.final == (110 + 250 + 2 * 25, 10 + 25)
    assert RuleSet().game_bonus == 100
    for bad in (-1, 1001, 2.5, True):
        with pytest.raises(RuleSetError):
            RuleSet(game_bonus=bad)  # type: ignore[arg-type]


def test_c2_chouette_has_no_games_and_ignores_the_game_settings() -> None:
    rules = RuleSet(target=60, hollywood=True, game_bonus=500)
    match = Match(("Ana", "Bo", "Cem"), seed=2, rules=rules)
    assert match.mode is Mode.CHOUETTE and match.games == () and match.view(ANA).games == ()
    with pytest.raises(MatchSetupError):
        match.next_game(3)
    with pytest.raises(MatchSetupError, match="only two-player gin"):
        Match(("Ana", "Bo", "Cem"), seed=2, carried=(10, -10))


# -- C3 line bonus --------------------------------------------------------------------


def test_c3_each_player_gets_a_line_bonus_for_every_hand_won_in_the_game() -> None:
    wins = [(BO, 30), (ANA, 20), (BO, 25), (ANA, 15), (ANA, 70)]
    _, (game,) = scripted(wins, RuleSet())
    assert game.entries == ((20, 15, 70), (30, 25)) and game.hands_won == (3, 2)
    assert game.line_bonuses == (3 * 25, 2 * 25)
    assert game.final == (105 + 100 + 75, 55 + 50)
    _, (twenty,) = scripted(wins, RuleSet(line_bonus=20))
    assert twenty.line_bonuses == (60, 40)
    with pytest.raises(RuleSetError, match="line bonus 30"):
        RuleSet(line_bonus=30)


def test_c3_a_played_match_pays_the_line_bonus_per_hand_won() -> None:
    match = Match(TWO, seed=8, rules=RuleSet(target=80, line_bonus=20))
    play_to_the_end(match)
    (game,) = match.games
    won = [0, 0]
    for result in hand_results(match):
        won[result.winner] += 1
    assert game.hands_won == tuple(won) and game.line_bonuses == (20 * won[0], 20 * won[1])


# -- C4 shutout ------------------------------------------------------------------------


def test_c4_a_shutout_doubles_the_winners_game_total() -> None:
    wins = [(ANA, 60), (ANA, 45)]
    _, (game,) = scripted(wins, RuleSet())
    assert game.shutout and game.final == ((105 + 100 + 2 * 25) * 2, 0)
    assert game.result == game.final[0]
    _, (plain,) = scripted(wins, RuleSet(shutout=False))
    assert not plain.shutout and plain.final == (105 + 100 + 2 * 25, 0)
    _, (not_shut,) = scripted([(BO, 5), *wins], RuleSet())
    assert not not_shut.shutout and not_shut.final == (105 + 100 + 50, 5 + 25)


def test_c4_a_match_won_in_one_hand_is_a_shutout() -> None:
    for seed in range(40):
        match = Match(TWO, seed=seed, rules=RuleSet(target=25))
        play_hand_of_match(match, lambda h: greedy_action(h))
        if match.is_over:
            break
    else:
        raise AssertionError("no seed ended the match in one hand")
    (game,) = match.games
    (result,) = hand_results(match)
    assert game.shutout and game.winner == result.winner
    assert game.final[result.winner] == (result.points + 100 + 25) * 2
    assert game.final[result.loser] == 0


# -- C5 result and the session ----------------------------------------------------------


def test_c5_the_result_is_the_difference_of_the_final_totals_and_a_session_sums_them() -> None:
    _, (game,) = scripted([(BO, 30), (ANA, 101)], RuleSet())
    assert game.result == game.final[ANA] - game.final[BO] == (101 + 100 + 25) - (30 + 25)
    assert (game.signed_result(ANA), game.signed_result(BO)) == (game.result, -game.result)

    first = Match(TWO, seed=5, rules=RuleSet(target=60))
    play_to_the_end(first)
    assert first.carried == (0, 0) and first.games_before == 0
    signed = first.games[0].signed_result
    assert first.session_result == first.results == (signed(ANA), signed(BO))
    second = first.next_game(seed=6)
    assert second.carried == first.session_result and second.games_before == 1
    assert second.session_result == second.carried, "no game of the new match is over yet"
    play_to_the_end(second)
    third = second.next_game(seed=7)
    expected = tuple(first.games[0].signed_result(s) + second.games[0].signed_result(s) for s in (ANA, BO))
    assert third.carried == second.session_result == expected and third.games_before == 2
    with pytest.raises(MatchSetupError, match="when this one is over"):
        third.next_game(seed=8)


def test_c5_the_session_is_kept_in_the_record() -> None:
    first = Match(TWO, seed=5, rules=RuleSet(target=60))
    play_to_the_end(first)
    second = first.next_game(seed=6)
    play_hand_of_match(second, lambda h: greedy_action(h))
    record = match_to_record(second)
    assert record["carried"] == list(first.session_result)
    assert (record["first_dealer"], record["games_before"]) == (int(first.hand.non_dealer), 1)
    loaded = match_from_record(record)
    assert (loaded.carried, loaded.first_dealer, loaded.games_before) == (
        second.carried,
        second.first_dealer,
        1,
    )
    assert loaded.snapshot() == second.snapshot()


# -- C6 Hollywood -------------------------------------------------------------------------


def test_c6_hollywood_credits_each_win_to_the_games_the_winner_is_in_and_the_next_one() -> None:
    rules = RuleSet(hollywood=True)
    wins = [(ANA, 30), (ANA, 40), (ANA, 35), (BO, 20), (BO, 25), (ANA, 30), (BO, 80)]
    games, closed = scripted(wins[:3], rules)
    # Ana's first win counts in game 1, the second in games 1 and 2, the third in all three.
    assert [g.entries for g in games] == [((30, 40, 35), ()), ((40, 35), ()), ((35,), ())]
    assert [g.number for g in closed] == [1]
    game1 = closed[0]
    assert game1.winner == ANA and game1.shutout, "Bo won no hand before game 1 closed"
    assert game1.final == ((105 + 100 + 3 * 25) * 2, 0)

    games, closed = scripted(wins, rules)
    # Bo's first win goes to the first open game (2), the second to game 2 and to game 3.
    assert [g.entries for g in games] == [
        ((30, 40, 35), ()),
        ((40, 35, 30), (20, 25)),
        ((35, 30), (25, 80)),
    ]
    assert [g.number for g in closed] == [1, 2, 3] and all(g.over for g in games)
    game2, game3 = games[1], games[2]
    assert game2.winner == ANA and not game2.shutout
    assert game2.final == (105 + 100 + 3 * 25, 45 + 2 * 25)
    assert game3.winner == BO and game3.final == (65 + 2 * 25, 105 + 100 + 2 * 25)
    summed = game1.result + game2.result - game3.result
    assert match_winner(games) == ANA and summed > 0


def test_c6_a_hollywood_tie_in_results_goes_to_the_winner_of_more_games() -> None:
    # Equal results by construction: the winner is the one with two games.
    tied = (
        GameScore(1, ((10,), ()), True, ANA, 0, (25, 0), False, (35, 0), 35),
        GameScore(2, ((), (5,)), True, BO, 0, (0, 25), False, (0, 30), 30),
        GameScore(3, ((), (5,)), True, BO, 0, (0, 25), False, (0, 5), 5),
    )
    assert sum(g.signed_result(ANA) for g in tied) == 0 and match_winner(tied) == BO


def test_c6_a_hollywood_match_ends_when_all_three_games_are_over() -> None:
    rules = RuleSet(hollywood=True, target=50)
    match = Match(TWO, seed=12, rules=rules)
    assert [g.number for g in match.games] == [1, 2, 3]
    closed_before_end: list[int] = []
    while not match.is_over:
        if match.between_hands:
            match.apply(NextHand())
            continue
        events = match.apply(greedy_action(match.hand))
        for event in events:
            if isinstance(event, GameWon):
                closed_before_end.append(event.number)
        if not match.is_over:
            assert not all(g.over for g in match.games)
            assert not any(isinstance(e, MatchWon) for e in events)
    assert all(g.over for g in match.games) and sorted(closed_before_end) == [1, 2, 3]
    # The games are the scripted bookkeeping of the hands the match played.
    games, closed = scripted([(r.winner, r.points) for r in hand_results(match)], rules)
    assert match.games == games and [g.number for g in closed] == closed_before_end
    assert match.view(BO).games == match.games
    assert match.events[-1] == MatchWon(match.winner, tuple(match.totals))  # type: ignore[arg-type]
    assert match.winner == match_winner(match.games)
    results = match.results
    assert results[0] == -results[1] and results[match.winner] >= 0  # type: ignore[index]
    assert match.next_game(seed=13).games_before == 3
