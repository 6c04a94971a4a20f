"""The computer's advice in two-player gin (issue 19): with the switch on, the advisor rates
each person's own decision from that person's own view; the advice is shown only to that
person at the uncovered table; chouette's sitter is untouched by the switch."""

from __future__ import annotations

from gin3.engine import Match, Phase, Refusal, Role, Seat
from gin3.session import (
    AdviceChanged,
    AdviceCounted,
    Notice,
    SeatSetup,
    Session,
    SessionRefusal,
    Stage,
    scripted_move,
)
from tests.session.support import SeedFor, quick_advisor

PERSON, COMPUTER = Seat(0), Seat(1)


def _two_player(*seats: SeatSetup, seed: int = 3) -> Session:
    session = Session()
    session.new_match(seats or (SeatSetup("Ana"), SeatSetup("Ben", "simple")), seed=seed)
    session.begin()
    return session


def _computer_moves(session: Session) -> None:
    """Let the computer play until a person is to move or the hand is over."""
    while session.stage is Stage.PLAYING and (seat := session.computer_to_act()) is not None:
        match = session.match
        assert match is not None
        session.play_computer(session.generation, seat, scripted_move(match.view(seat)))


def _hidden_cards(match: Match, seat: Seat) -> set[object]:
    """The cards of ``seat``'s hand that the other player has not seen taken from the pile."""
    hand = match.hand
    return set(hand.cards(seat)) - set(hand.taken_from_pile_by(seat))


def test_switched_off_by_default_two_player_gin_gets_no_advice() -> None:
    session = _two_player()
    assert not session.computer_advice
    for _ in range(12):
        _computer_moves(session)
        if session.stage is not Stage.PLAYING:
            break
        assert session.desk.wanted() is None and session.shown_advice() is None
        assert session.accept_advice() == Refusal.of(SessionRefusal.NO_SUGGESTION)
        view = session.hint_view()
        assert view is not None  # the hint (H) is still there
        assert session.play(scripted_move(view)) is None


def test_switched_on_the_advisor_rates_the_persons_own_view_and_accept_plays_it() -> None:
    session = _two_player()
    heard: list[Notice] = []
    session.subscribe(heard.append)
    session.set_computer_advice(True)
    assert session.computer_advice and heard == [AdviceChanged()]
    advisor = quick_advisor()
    accepted = 0
    while session.stage is Stage.PLAYING:
        match = session.match
        assert match is not None
        _computer_moves(session)
        if session.stage is not Stage.PLAYING:
            break
        hand = match.hand
        assert hand.turn == PERSON and session.human_to_act()
        if hand.phase is Phase.LAYOFF:  # the defender lays down with L, as in chouette
            assert session.desk.wanted() is None
            assert session.lay_down() is None
            continue
        wanted = session.desk.wanted()
        assert wanted is not None, "the person's decision was not put to the advisor"
        key, view = wanted
        assert key == len(match.actions) and session.desk.wanted() is None  # asked once
        # the advisor's view is the person's own: their cards, nothing of the computer's hidden hand
        assert view == match.view(PERSON) and view.seat == view.player == PERSON
        assert set(view.hand) == set(hand.cards(PERSON))
        assert not _hidden_cards(match, COMPUTER) & (set(view.hand) | set(view.discard_pile))
        assert _hidden_cards(match, COMPUTER) <= view.unseen
        session.advised(session.generation, key, advisor.suggest(view))
        advice = session.shown_advice()
        assert advice is not None and advice == session.current_advice()
        assert advice.captain == PERSON and advice.sitter is None and not advice.by_sitter
        assert session.accept_advice() is None
        assert match.actions[-1] == advice.action
        accepted += 1
    assert accepted >= 3
    # the computer's advice is not the sitter's: nothing is tallied or counted in the statistics
    assert session.desk.tallies == {} and not any(isinstance(n, AdviceCounted) for n in heard)


def test_no_advice_is_asked_for_the_computers_moves_and_switching_off_hides_it() -> None:
    session = _two_player(SeatSetup("Ana", "simple"), SeatSetup("Ben"), seed=4)
    session.set_computer_advice(True)
    match = session.match
    assert match is not None
    while session.stage is Stage.PLAYING and session.computer_to_act() is not None:
        assert session.desk.wanted() is None  # the computer's own decision: nobody to advise
        _computer_moves(session)
    assert session.stage is Stage.PLAYING and match.hand.turn == Seat(1)
    wanted = session.desk.wanted()
    assert wanted is not None and wanted[1] == match.view(Seat(1))
    session.advised(session.generation, wanted[0], quick_advisor().suggest(wanted[1]))
    assert session.shown_advice() is not None
    session.set_computer_advice(False)
    assert session.shown_advice() is None and session.current_advice() is None
    assert session.accept_advice() == Refusal.of(SessionRefusal.NO_SUGGESTION)
    session.set_computer_advice(True)  # the same decision: the advice is back
    assert session.shown_advice() is not None


def test_an_answer_for_an_older_decision_or_after_switching_off_is_not_shown() -> None:
    session = _two_player()
    session.set_computer_advice(True)
    _computer_moves(session)
    wanted = session.desk.wanted()
    assert wanted is not None
    key, view = wanted
    suggestions = quick_advisor().suggest(view)
    session.set_computer_advice(False)
    session.advised(session.generation, key, suggestions)  # came after the person switched it off
    assert session.desk.advice is None
    session.set_computer_advice(True)
    assert session.play(scripted_move(view)) is None
    session.advised(session.generation, key, suggestions)  # the decision is gone
    assert session.shown_advice() is None


def test_hot_seat_each_person_sees_advice_on_their_own_moves_never_behind_the_cover() -> None:
    session = _two_player(SeatSetup("Zoe"), SeatSetup("Max"), seed=5)
    session.set_computer_advice(True)
    advisor = quick_advisor()
    advised: set[Seat] = set()
    for _ in range(16):
        match = session.match
        assert match is not None
        if session.stage is not Stage.PLAYING:
            break
        turn = match.hand.turn
        wanted = session.desk.wanted()
        if match.hand.phase is Phase.LAYOFF:
            assert wanted is None
            break
        assert wanted is not None
        key, view = wanted
        assert view == match.view(turn) and view.player == turn  # the person's own view
        session.advised(session.generation, key, advisor.suggest(view))
        if session.covered:
            assert session.shown_advice() is None, "advice shows behind the hand-off cover"
            session.take_the_table()
        assert session.viewer == turn
        advice = session.shown_advice()
        assert advice is not None and advice.captain == turn
        advised.add(turn)
        assert session.accept_advice() is None
    assert advised == {Seat(0), Seat(1)}


def test_chouette_is_unchanged_by_the_switch(seed: SeedFor) -> None:
    session = Session()
    heard: list[Notice] = []
    session.subscribe(heard.append)
    session.new_match(
        [SeatSetup("Ana"), SeatSetup("Ben", "simple"), SeatSetup("Cem", "simple")],
        seed=seed(s1=Role.CAPTAIN, s2=Role.SITTER),
    )
    session.set_computer_advice(True)
    session.begin()
    wanted = session.desk.wanted()
    assert wanted is not None
    key, view = wanted
    assert view.seat == Seat(1)  # the sitter's view, as ever (R6)
    session.advised(session.generation, key, quick_advisor().suggest(view))
    advice = session.shown_advice()
    assert advice is not None and advice.sitter == Seat(1) and advice.by_sitter
    assert session.accept_advice() is None
    assert [n for n in heard if isinstance(n, AdviceCounted)] == [AdviceCounted("Ana", True)]

    box = Session()
    box.new_match(
        [SeatSetup("Ana"), SeatSetup("Ben", "simple"), SeatSetup("Cem", "simple")],
        seed=seed(s1=Role.BOX),
    )
    box.set_computer_advice(True)
    box.begin()
    while box.stage is Stage.PLAYING and not box.human_to_act():
        _computer_moves(box)
    assert box.desk.wanted() is None and box.shown_advice() is None  # the box is never advised
