"""Undo at the table (gin3.session.undo): who may take a move back, and what it resets."""

from __future__ import annotations

from pathlib import Path

from gin3.engine import Match, Phase, Role, match_to_record
from gin3.session import (
    AutosaveKeeper,
    InlineWriter,
    Notice,
    SeatSetup,
    Session,
    Stage,
    Undone,
    scripted_move,
)
from gin3.store import Autosave
from tests.session.support import NAMES, SeedFor


def _session(levels: tuple[str | None, ...], seed: int, *, undo_in_hot_seat: bool = False) -> Session:
    session = Session()
    seats = [SeatSetup(n, level) for n, level in zip(NAMES, levels, strict=True)]
    session.new_match(seats, seed=seed, undo_in_hot_seat=undo_in_hot_seat)
    session.begin()
    return session


def _computers_move(session: Session) -> None:
    """The computer players play (scripted) until a person is to act or the hand is over."""
    while (seat := session.computer_to_act()) is not None:
        assert session.match is not None
        session.play_computer(session.generation, seat, scripted_move(session.match.view(seat)))


def _person_moves(session: Session) -> None:
    """The person to act makes the scripted move, then the computers answer."""
    session.take_the_table()
    view = session.hint_view()
    assert view is not None
    assert session.play(scripted_move(view)) is None
    _computers_move(session)


def _replayed(match: Match, actions: int) -> Match:
    again = Match(match.players, seed=match.seed, rules=match.rules, mode=match.mode)
    for action in match.actions[:actions]:
        again.apply(action)
    return again


def test_undo_takes_back_the_persons_decision_and_the_computer_moves_after_it(seed: SeedFor) -> None:
    session = _session((None, "simple", "simple"), seed(s1=Role.CAPTAIN))
    heard: list[Notice] = []
    session.subscribe(heard.append)
    assert not session.can_undo()  # nothing decided yet in this hand
    for _ in range(3):
        _person_moves(session)
    match = session.match
    assert match is not None
    ana = match.seats[0]
    last = max(i for i, (seat, _) in enumerate(match.hand.moves) if seat == ana)
    before = len(match.actions) - (len(match.hand.moves) - last)
    computer_moves = len(match.hand.moves) - last - 1
    assert computer_moves > 0 and session.can_undo()
    taken = session.undo()
    assert taken is not None and taken.seat == ana and len(taken.actions) == computer_moves + 1
    assert match.snapshot() == _replayed(match, before).snapshot()
    assert heard[-1] == Undone(taken, "Ana")
    assert session.turn == ana and session.human_to_act() and session.computer_to_act() is None


def test_undo_goes_back_one_decision_at_a_time_to_the_hands_start(seed: SeedFor) -> None:
    session = _session((None, "simple", "simple"), seed(s1=Role.CAPTAIN))
    _person_moves(session)
    _person_moves(session)
    match = session.match
    assert match is not None
    assert session.undo() is not None and session.undo() is not None
    assert match.actions == [] and match.hand.phase is Phase.OFFER  # the captain's first offer (R12)
    assert not session.can_undo() and session.undo() is None
    assert len(match.undos) == 2


def test_undo_is_refused_in_hot_seat_unless_it_was_switched_on(seed: SeedFor) -> None:
    number = seed(s1=Role.CAPTAIN, s2=Role.SITTER)  # Ben sees Ana's cards: no hand-over
    session = _session((None, None, "simple"), number)
    _person_moves(session)
    assert session.stage is Stage.PLAYING and not session.can_undo() and session.undo() is None
    assert session.app_data()["undo_in_hot_seat"] is False

    allowed = _session((None, None, "simple"), number, undo_in_hot_seat=True)
    _person_moves(allowed)
    assert allowed.app_data()["undo_in_hot_seat"] is True
    assert allowed.can_undo()
    taken = allowed.undo()
    assert taken is not None and allowed.match is not None and allowed.match.actions == []

    resumed = Session()
    resumed.resume(allowed.match, allowed.seats, undo_in_hot_seat=True)
    assert resumed.undo_in_hot_seat and resumed.app_data()["undo_in_hot_seat"] is True


def test_a_person_sitting_out_has_nothing_to_take_back(seed: SeedFor) -> None:
    session = _session((None, "simple", "simple"), seed(s1=Role.SITTER))
    session.skip_suggestion()
    _computers_move(session)
    assert not session.can_undo()


def test_undo_is_refused_once_the_hand_is_over(seed: SeedFor) -> None:
    session = _session((None, "simple", "simple"), seed(s1=Role.CAPTAIN))
    while session.stage is Stage.PLAYING:
        if session.human_to_act():
            _person_moves(session)
        else:
            _computers_move(session)
    assert session.stage in (Stage.HAND_OVER, Stage.MATCH_OVER)
    assert not session.can_undo() and session.undo() is None


def test_a_computers_answer_asked_before_the_undo_is_ignored(seed: SeedFor) -> None:
    session = _session((None, "simple", "simple"), seed(s1=Role.CAPTAIN))
    view = session.hint_view()
    assert view is not None and session.play(scripted_move(view)) is None
    match = session.match
    assert match is not None
    seat, generation = session.computer_to_act(), session.generation
    assert seat is not None
    late = scripted_move(match.view(seat))  # the answer the thinker is working on
    assert session.undo() is not None
    actions = list(match.actions)
    assert session.play_computer(generation, seat, late) is None
    assert match.actions == actions and session.human_to_act()
    assert not session.set_hint(generation, len(match.actions), late)  # a late hint too


def test_the_autosave_keeps_the_undo_and_resumes_exactly(tmp_path: Path, seed: SeedFor) -> None:
    session = Session()
    autosave = Autosave(tmp_path)
    AutosaveKeeper(session, autosave, InlineWriter())
    seats = [SeatSetup("Ana"), SeatSetup("Ben", "simple"), SeatSetup("Cem", "simple")]
    session.new_match(seats, seed=seed(s1=Role.CAPTAIN))
    session.begin()
    for _ in range(2):
        _person_moves(session)
    session.undo()
    _person_moves(session)
    match = session.match
    assert match is not None
    saved = autosave.load()
    assert match_to_record(saved) == match_to_record(match)
    assert saved.snapshot() == match.snapshot() and saved.undos == match.undos
    assert {"type": "undo", "count": len(match.undos[0].actions)} in match_to_record(saved)["actions"]
