"""Two-player gin (RULES.md C1) at the session: two seats, no sitter, hot-seat hand-offs."""

from __future__ import annotations

from gin3.engine import Mode, Seat
from gin3.session import SeatSetup, Session, Stage, offered_levels, scripted_move


def test_c1_two_seats_make_a_two_player_match_with_no_sitter_and_no_advice() -> None:
    session = Session()
    session.new_match((SeatSetup("Ana"), SeatSetup("Ben", "simple")), seed=3)
    assert session.match is not None and session.match.mode is Mode.CLASSIC
    session.begin()
    assert session.sitter is None and not session.viewer_on_team()
    assert session.desk.wanted() is None and session.shown_advice() is None
    state = session.table()
    assert state is not None and state.sitter is None and (state.bottom, state.top) == (Seat(0), Seat(1))
    assert state.top_hand == ()  # a person plays: the computer's cards stay hidden


def test_two_people_hand_the_table_over_before_every_turn_of_the_other() -> None:
    session = Session()
    session.new_match((SeatSetup("Ana"), SeatSetup("Ben")), seed=5)
    session.begin()
    handoffs = 0
    while session.stage is Stage.PLAYING:
        if session.covered:
            handoffs += 1
            table = session.table()
            assert table is not None and table.view.hand == () and table.top_hand == ()
            assert session.viewer is None
            waiting = session.handoff
            session.take_the_table()
            assert session.viewer == waiting == session.turn
            continue
        turn = session.turn
        assert turn is not None and session.viewer == turn
        assert session.play(scripted_move(session.match.view(turn))) is None  # type: ignore[union-attr]
    assert handoffs >= 4


def test_the_random_level_is_not_offered_to_players() -> None:
    assert "random" not in offered_levels() and "simple" in offered_levels()
