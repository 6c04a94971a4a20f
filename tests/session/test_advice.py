"""The sitter's advice in the session (R20): who advises, the tallies, and damaged saved tallies."""

from __future__ import annotations

import json

from gin3.engine import Match, PassUpcard, Role, Seat, TakeUpcard
from gin3.session import (
    AdviceChanged,
    AdviceCounted,
    AdviceTally,
    Notice,
    SeatSetup,
    Session,
    SessionRefusal,
    default_level,
    scripted_move,
    seats_from_app,
    tallies_from_json,
)
from tests.session.support import SeedFor, quick_advisor

NAMES = ("Ana", "Ben", "Cem")


def test_r20_a_computer_sitter_advises_a_person_captain_and_the_move_is_counted(seed: SeedFor) -> None:
    session = Session()
    heard: list[Notice] = []
    session.subscribe(heard.append)
    session.new_match(
        [SeatSetup("Ana"), SeatSetup("Ben", "simple"), SeatSetup("Cem", "simple")],
        seed=seed(s1=Role.CAPTAIN, s2=Role.SITTER),
    )
    session.begin()
    wanted = session.desk.wanted()
    assert wanted is not None
    key, view = wanted
    assert view.seat == Seat(1) and set(view.hand) == set(session.match.hand.cards(Seat(0)))  # type: ignore[union-attr]
    assert session.desk.wanted() is None  # asked once per decision
    session.advised(session.generation, key, quick_advisor().suggest(view))
    assert heard[-1] == AdviceChanged()
    advice = session.shown_advice()
    assert advice is not None and advice.captain == Seat(0) and advice.sitter == Seat(1)
    assert session.accept_advice() is None
    counted = [n for n in heard if isinstance(n, AdviceCounted)]
    assert counted == [AdviceCounted("Ana", True)]
    tally = session.desk.tallies[1]
    assert (tally.offered, tally.followed) == (1, 1)


def _advise(session: Session) -> None:
    wanted = session.desk.wanted()
    assert wanted is not None
    session.advised(session.generation, wanted[0], quick_advisor().suggest(wanted[1]))


def test_r20_a_decision_taken_back_and_played_again_is_counted_once(seed: SeedFor) -> None:
    session = Session()
    session.new_match(
        [SeatSetup("Ana"), SeatSetup("Ben", "simple"), SeatSetup("Cem", "simple")],
        seed=seed(s1=Role.CAPTAIN, s2=Role.SITTER),
    )
    session.begin()
    match = session.match
    assert match is not None
    _advise(session)
    advice = session.shown_advice()
    assert advice is not None
    other = PassUpcard() if isinstance(advice.action, TakeUpcard) else TakeUpcard()
    assert session.play(other) is None  # Ana ignores the sitter
    while (seat := session.computer_to_act()) is not None:
        session.play_computer(session.generation, seat, scripted_move(match.view(seat)))
    tally = session.desk.tallies[1]
    assert (tally.offered, tally.followed) == (1, 0)
    saved = tally.to_json()
    assert session.undo() is not None and len(match.actions) == 0
    assert (tally.offered, tally.followed, tally.estimated, tally.unestimated) == (0, 0, 0, 0)
    assert tally.estimate == 0.0
    _advise(session)
    assert session.accept_advice() is None  # played again, the advice followed this time
    assert (tally.offered, tally.followed) == (1, 1)

    # a resumed match keeps the decisions, so an undo after it uncounts them too
    again = AdviceTally.from_json(saved)
    assert again is not None and (again.offered, again.followed) == (1, 0)
    again.take_back(0)
    assert (again.offered, again.followed, again.estimated + again.unestimated) == (0, 0, 0)


def test_saved_decisions_that_do_not_add_up_are_dropped_and_the_counts_kept() -> None:
    more_than_counted = ["Ana", 1, 1, 0, 0, 0, False, [[0, True, None], [4, True, None]]]
    followed_with_a_difference = ["Ana", 1, 1, 0, 0, 0, False, [[0, True, 2.5]]]
    not_a_list = ["Ana", 1, 1, 0, 0, 0, False, "nonsense"]
    for data in (more_than_counted, followed_with_a_difference, not_a_list):
        tally = AdviceTally.from_json(data)
        assert tally == AdviceTally("Ana", 1, 1)
        tally.take_back(0)  # nothing it could take below what was counted
        assert (tally.offered, tally.followed) == (1, 1)
    sound = AdviceTally.from_json(["Ana", 2, 1, 1.5, 1, 0, False, [[0, True, None], [3, False, 1.5]]])
    assert sound is not None
    sound.take_back(3)
    assert (sound.offered, sound.followed, sound.estimate, sound.estimated) == (1, 1, 0.0, 0)


def test_r20_the_box_never_sees_the_teams_advice(seed: SeedFor) -> None:
    session = Session()
    session.new_match(
        [SeatSetup("Ana"), SeatSetup("Ben"), SeatSetup("Cem", "simple")],
        seed=seed(s1=Role.BOX, s2=Role.CAPTAIN),
    )
    session.begin()
    session.take_the_table()  # Ben, the captain, is at the table
    wanted = session.desk.wanted()
    assert wanted is not None
    session.advised(session.generation, wanted[0], quick_advisor().suggest(wanted[1]))
    assert session.shown_advice() is not None
    assert session.play(PassUpcard()) is None
    session.take_the_table()  # now Ana, in the box
    assert session.viewer == Seat(0) and session.shown_advice() is None


def test_r20_a_person_sitting_out_suggests_and_the_computer_captain_waits(seed: SeedFor) -> None:
    session = Session()
    seed = seed(s1=Role.SITTER, s2=Role.CAPTAIN)
    session.new_match([SeatSetup("Ana"), SeatSetup("Ben", "simple"), SeatSetup("Cem", "simple")], seed=seed)
    session.begin()
    session.set_suggest_mode(True)
    assert session.suggesting() and session.computer_to_act() is None
    refusal = session.play(TakeUpcard() if False else PassUpcard())
    assert refusal is None
    advice = session.current_advice()
    assert advice is not None and advice.by_person and advice.action == PassUpcard()
    assert session.computer_to_act() == Seat(1)  # the captain decides now


def test_only_the_sitter_suggests(seed: SeedFor) -> None:
    session = Session()
    session.new_match(
        [SeatSetup("Ana"), SeatSetup("Ben", "simple"), SeatSetup("Cem", "simple")],
        seed=seed(s1=Role.CAPTAIN),
    )
    session.begin()
    refusal = session.desk.suggest(PassUpcard())
    assert refusal is not None and refusal.code is SessionRefusal.ONLY_SITTER_SUGGESTS


def test_saved_tallies_keep_what_is_sound_and_leave_out_the_rest() -> None:
    good = AdviceTally("Ana", 3, 2, 1.5, 1, 0, False)
    data = json.loads(
        '{"1": ["Ana", 3, 2, 1.5, 1, 0, false], "\\u00b2": ["Ben", 1, 1, 0, 0, 0, false],'
        ' "2": ["Ben", 1e400, 1, 0, 0, 0, false], "3": ["Ben", 1, 1, 1e400, 0, 0, false],'
        ' "4": "nonsense", "5": ["Cem", true, 1, 0, 0, 0, false]}'
    )
    assert tallies_from_json(data) == {1: good}
    assert tallies_from_json([1, 2]) == {}
    assert AdviceTally.from_json(good.to_json()) == good


def test_a_whole_number_too_big_for_a_float_is_not_an_estimate() -> None:
    # math.isfinite(10**400) raises OverflowError: the check must not get that far
    assert tallies_from_json({"1": ["Ana", 1, 1, 10**400, 0, 0, False]}) == {}
    assert tallies_from_json({"1": ["Ana", 1, 1, 7, 0, 0, False]}) == {1: AdviceTally("Ana", 1, 1, 7.0)}


def test_saved_seats_map_levels_and_fall_back_to_defaults() -> None:
    match = Match(["Ana", "Ben", "Cem"], seed=1)
    seats = [
        {"name": "Ana", "level": None},
        {"name": "Ben", "level": "simple"},
        {"name": "Cem", "level": "x9"},
    ]
    found = seats_from_app(match, {"seats": seats})
    assert [s.level for s in found] == [None, "simple", default_level()]  # an unknown level: the default
    wrong = [seats[0], {"name": "Bob", "level": "simple"}, seats[2]]
    assert [s.level for s in seats_from_app(match, {"seats": wrong})] == [
        None,
        default_level(),
        default_level(),
    ]
    assert [s.name for s in seats_from_app(match, {"seats": "junk"})] == ["Ana", "Ben", "Cem"]
