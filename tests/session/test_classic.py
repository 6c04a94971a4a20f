"""Two-player gin at the table (C1-C6): no sitter, the advisor only hints, the
match-end summary covers the games, and the next game of the session follows."""

from __future__ import annotations

from pathlib import Path

from gin3.engine import GameWon, Mode, RuleSet, Seat
from gin3.session import (
    AutosaveKeeper,
    InlineWriter,
    MatchStarted,
    Notice,
    SeatSetup,
    Session,
    Stage,
    match_summary,
    scripted_move,
)
from gin3.store import Autosave

from .support import NAMES, play_computers

TWO = ("Ana", "Ben")


def play_person_and_computer(session: Session) -> None:
    """Play to the match's end: the person's moves through :meth:`Session.play`."""
    while session.stage is not Stage.MATCH_OVER:
        match = session.match
        assert match is not None
        if session.stage is Stage.HAND_OVER:
            assert session.next_hand()
            continue
        # two players: no sitter, nobody to advise, nothing of the team's to show
        assert session.sitter is None and not session.suggesting()
        assert session.current_advice() is None and session.shown_advice() is None
        turn = match.hand.turn
        view = match.view(turn)
        if session.is_human(turn):
            assert session.hint_view() == view  # the advisor may still hint the person's move
            assert session.play(scripted_move(view)) is None
        else:
            assert session.computer_to_act() == turn
            session.play_computer(session.generation, turn, scripted_move(view))


def test_a_classic_match_runs_through_the_session_and_the_next_game_follows() -> None:
    session = Session()
    heard: list[Notice] = []
    session.subscribe(heard.append)
    seats = (SeatSetup("Ana"), SeatSetup("Ben", "simple"))
    session.new_match(seats, seed=3, rules=RuleSet(target=60), mode=Mode.CLASSIC)
    assert session.stage is Stage.ROLE_DRAW  # the lower card deals first (C1)
    session.begin()
    play_person_and_computer(session)
    first = session.match
    assert first is not None and first.is_over and first.games[0].over
    assert any(isinstance(e, GameWon) for n in heard for e in getattr(n, "events", ()))

    heard.clear()
    assert session.next_game(seed=4)
    second = session.match
    assert second is not None and second is not first
    assert heard == [MatchStarted(False)]
    assert session.stage is Stage.PLAYING, "no draw: the deal alternates from the last game (C1)"
    assert session.seats == seats and second.players == TWO
    assert second.hand.dealer == first.hand.non_dealer
    assert second.carried == first.session_result and second.games_before == 1
    assert not session.next_game(seed=5), "the next game waits for this one to end"
    play_person_and_computer(session)
    assert second.session_result == tuple(
        first.games[0].signed_result(s) + second.games[0].signed_result(s) for s in (Seat(0), Seat(1))
    )


def test_next_game_is_for_a_finished_two_player_match_only() -> None:
    session = Session()
    assert not session.next_game()
    session.new_match([SeatSetup(n, "simple") for n in NAMES], seed=2, rules=RuleSet(target=30))
    session.begin()
    play_computers(session)
    assert session.stage is Stage.MATCH_OVER and not session.next_game()


def test_the_next_game_is_saved_with_its_session(tmp_path: Path) -> None:
    session = Session()
    autosave = Autosave(tmp_path)
    AutosaveKeeper(session, autosave, InlineWriter(lambda error: None))
    seats = (SeatSetup("Ana", "simple"), SeatSetup("Ben", "medium"))
    session.new_match(seats, seed=7, rules=RuleSet(target=40, hollywood=True), mode=Mode.CLASSIC)
    session.begin()
    play_computers(session)
    first = session.match
    assert first is not None
    session.next_game(seed=8)
    play_computers(session, until_actions=6)
    match = autosave.load()
    assert (match.carried, match.games_before, match.first_dealer) == (
        first.session_result,
        3,
        first.hand.non_dealer,
    )


def test_the_summary_of_a_two_player_match_covers_its_games() -> None:
    session = Session()
    seats = (SeatSetup("Ana", "simple"), SeatSetup("Ben", "easy"))
    session.new_match(seats, seed=5, rules=RuleSet(target=50, hollywood=True), mode=Mode.CLASSIC)
    session.begin()
    play_computers(session)
    match = session.match
    assert match is not None
    summary = match_summary(match, session.desk.tallies)
    assert not summary.chouette and summary.games == match.games and len(summary.games) == 3
    for seat, player in zip(match.seats, summary.players, strict=True):
        assert player.games_won == sum(g.winner == seat for g in match.games)
        assert player.result == sum(g.signed_result(seat) for g in match.games)
        assert player.session_result == player.result  # the session's first match
    assert summary.players[0].result == -summary.players[1].result
    assert summary.winner == match.name(match.winner)  # type: ignore[arg-type]
    for game in summary.games:
        assert game.final[game.winner] - game.final[1 - game.winner] == game.result  # type: ignore[index]
