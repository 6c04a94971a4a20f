"""``hard`` plays for the match, not for the points: the score changes its knocks (R19).

In two-player gin the score is that of the game being played (C2): the first
open game, which every won hand counts in, also with Hollywood scoring (C6).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from gin3.ai import Advisor, make_player
from gin3.ai.brain import score_totals
from gin3.engine import Card, Discard, DrawStock, GameScore, Knock, Match, Mode, PassUpcard, Seat, View
from gin3.engine.hand import Hand
from gin3.engine.view import hand_view

Dealer = Callable[..., Hand]


def at_score(view: View, totals: tuple[int, int]) -> View:
    """``view`` with the first seat's game at ``totals`` (the first seat's, the second's)."""
    game = GameScore(1, ((totals[0],) if totals[0] else (), (totals[1],) if totals[1] else ()))
    return replace(view, totals=totals, games=(game,))


def _first_chance_to_knock(seed: int, totals: tuple[int, int]) -> View:
    """The first seat's view of a heads-up match at ``totals`` at its first
    chance to knock. ``simple`` plays both seats up to there, so the position
    stays put when ``hard`` is tuned."""
    match = Match(["first", "second"], seed=seed, mode=Mode.CLASSIC)
    players = [make_player("simple", 0), make_player("simple", 1)]
    first = match.hand
    while match.hand is first and not match.between_hands and not match.is_over:
        seat = match.hand.turn
        view = match.view(seat)
        if seat == Seat.FIRST and any(isinstance(action, Knock) for action in view.legal_actions):
            return at_score(view, totals)
        match.apply(players[seat].choose(view))
    raise AssertionError("the hand ended before the first seat could knock")


def test_needing_five_it_knocks_for_the_match_instead_of_waiting_for_more(deal: Dealer) -> None:
    # three deadwood on the first turn: waiting for gin gains nothing when any win ends the match
    hand = deal("Ac Ad As 7c 7h 7s 9d Td Jd 3s", "", "Qc", "Kd")
    hand.apply(PassUpcard())
    hand.apply(PassUpcard())
    hand.apply(DrawStock())
    view = hand_view(hand, Seat.FIRST, totals=(95, 50))
    choice = make_player("hard", 0).choose(view)
    assert isinstance(choice, Knock) and choice.discard == Card.parse("Kd")
    assert Advisor().suggest(view)[0].action == choice


def test_near_the_target_it_knocks_where_early_it_would_wait_for_more() -> None:
    view = _first_chance_to_knock(78, (92, 60))
    hard = make_player("hard", 0)
    assert isinstance(hard.choose(view), Knock)  # 92-60: a sure small win ends the match
    assert isinstance(hard.choose(at_score(view, (0, 0))), Discard)  # 0-0: worth more by waiting


def test_when_an_undercut_would_lose_the_match_it_waits_where_early_it_would_knock() -> None:
    view = _first_chance_to_knock(25, (60, 92))
    hard = make_player("hard", 0)
    assert isinstance(hard.choose(view), Discard)  # the opponent needs 8: no risky knock
    assert isinstance(hard.choose(at_score(view, (0, 0))), Knock)


def test_in_two_player_gin_it_weighs_by_the_first_open_game() -> None:
    view = _first_chance_to_knock(78, (0, 0))
    assert score_totals(at_score(view, (92, 60))) == (92, 60)
    closed = GameScore(1, ((120,), ()), True, Seat.FIRST)
    second = GameScore(2, ((30,), (75,)))
    third = GameScore(3, ((), (75,)))
    assert score_totals(replace(view, totals=(150, 75), games=(closed, second, third))) == (30, 75)
    assert score_totals(replace(view, totals=(0, 0), games=(closed,))) is None
    # the match totals of a Hollywood match are not the score of any game
    hard = make_player("hard", 0)
    assert isinstance(hard.choose(replace(at_score(view, (92, 60)), totals=(0, 0))), Knock)
