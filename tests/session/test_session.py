"""The session without Qt: stages, refusals as codes, subscribers, hot-seat and computers' moves."""

from __future__ import annotations

from collections.abc import Callable

from gin3.engine import (
    Discard,
    DrawStock,
    HandDealt,
    IllegalActionError,
    Match,
    NextHand,
    PassUpcard,
    RefusalCode,
    Role,
    Seat,
    TakeUpcard,
)
from gin3.session import (
    MatchStarted,
    Notice,
    Played,
    SeatSetup,
    Session,
    SessionRefusal,
    Stage,
    TableChanged,
    scripted_move,
)
from tests.session.support import SeedFor

NAMES = ("Ana", "Ben", "Cem")


def _session(levels: tuple[str | None, ...], seed: int) -> tuple[Session, list[Notice]]:
    session = Session()
    heard: list[Notice] = []
    session.subscribe(heard.append)
    session.new_match([SeatSetup(n, level) for n, level in zip(NAMES, levels, strict=True)], seed=seed)
    return session, heard


def _play_hand_by_script(session: Session, before_cover_is_taken: Callable[[], None] = lambda: None) -> int:
    """Every seat plays the scripted moves until the hand ends (people through play, computers
    directly); returns how often the table was covered and taken."""
    covers = 0
    while session.stage is Stage.PLAYING:
        if session.covered:
            covers += 1
            before_cover_is_taken()
            session.take_the_table()
            continue
        match = session.match
        assert match is not None
        seat = match.hand.turn
        move = scripted_move(match.view(seat))
        if session.is_human(seat):
            assert session.play(move) is None
        else:
            assert session.play_computer(session.generation, seat, move) is None
    return covers


def test_a_new_match_waits_at_the_draw_for_roles_then_plays(seed: SeedFor) -> None:
    session, heard = _session((None, "simple", "simple"), seed(s1=Role.CAPTAIN))
    assert session.stage is Stage.ROLE_DRAW
    assert heard == [MatchStarted(resumed=False)]
    assert not session.human_to_act()
    session.begin()
    assert session.stage is Stage.PLAYING
    assert heard[-1] == TableChanged()
    assert session.human_to_act()


def test_a_persons_move_reaches_the_subscribers_with_the_engines_events(seed: SeedFor) -> None:
    session, heard = _session((None, "simple", "simple"), seed(s1=Role.CAPTAIN))
    session.begin()
    assert session.play(PassUpcard()) is None
    played = heard[-1]
    assert isinstance(played, Played)
    assert played.action == PassUpcard() and played.seat == Seat(0) and not played.by_computer
    assert played.events and played.events[0].seat == Seat(0)  # type: ignore[union-attr]


def test_refusals_are_codes_and_change_nothing(seed: SeedFor) -> None:
    session, heard = _session((None, "simple", "simple"), seed(s1=Role.CAPTAIN))
    refusal = session.play(PassUpcard())
    assert refusal is not None and refusal.code is SessionRefusal.NO_HAND  # still at the draw for roles
    session.begin()
    before = len(heard)
    refusal = session.play(DrawStock())  # the upcard must be taken or passed first (R12)
    assert refusal is not None and refusal.code is RefusalCode.OFFER_FIRST
    assert session.play(Discard(session.match.hand.cards(Seat(0))[0])) is not None  # type: ignore[union-attr]
    assert len(heard) == before and not session.match.actions  # type: ignore[union-attr]


def test_a_computers_turn_refuses_the_person_by_name(seed: SeedFor) -> None:
    session, _ = _session((None, "simple", "simple"), seed(s1=Role.BOX))
    session.begin()
    assert session.computer_to_act() is not None
    refusal = session.play(TakeUpcard())
    assert refusal is not None and refusal.code is SessionRefusal.NOT_YOUR_TURN
    assert dict(refusal.args)["name"] == session.name(session.computer_to_act())  # type: ignore[arg-type]


def test_r19_between_hands_the_table_waits_for_the_next_deal(seed: SeedFor) -> None:
    session, heard = _session((None, "simple", "simple"), seed(s1=Role.CAPTAIN))
    session.begin()
    _play_hand_by_script(session)
    assert session.stage in (Stage.HAND_OVER, Stage.MATCH_OVER)
    if session.stage is Stage.HAND_OVER:
        assert session.turn is None and session.computer_to_act() is None
        assert session.next_hand()
        dealt = heard[-1]
        assert isinstance(dealt, Played) and dealt.action == NextHand() and dealt.seat is None
        assert any(isinstance(e, HandDealt) for e in dealt.events)
        assert session.stage is Stage.PLAYING and session.match.hand.number == 2  # type: ignore[union-attr]


def test_a_computers_illegal_move_is_replaced_by_a_legal_one_and_reported() -> None:
    session, _ = _session(("simple", "simple", "simple"), 5)
    session.begin()
    seat = session.computer_to_act()
    assert seat is not None
    problem = session.play_computer(session.generation, seat, DrawStock())  # the upcard comes first
    assert problem is not None
    assert len(session.match.actions) == 1  # type: ignore[union-attr]


def test_an_answer_for_an_older_match_or_seat_is_ignored() -> None:
    session, _ = _session(("simple", "simple", "simple"), 5)
    session.begin()
    seat = session.computer_to_act()
    assert seat is not None
    old = session.generation
    session.new_match([SeatSetup(n, "simple") for n in NAMES], seed=6)
    session.begin()
    assert session.play_computer(old, seat, PassUpcard()) is None
    assert not session.match.actions  # type: ignore[union-attr]


def test_r6_the_table_never_holds_the_other_sides_cards_in_hot_seat(seed: SeedFor) -> None:
    session, _ = _session((None, None, "simple"), seed(s1=Role.BOX, s2=Role.CAPTAIN))
    session.begin()
    checked = 0

    def check(_: Notice) -> None:
        nonlocal checked
        table = session.table()
        match = session.match
        assert table is not None and match is not None
        assert not table.top_hand  # people play: the other side is never open
        if session.covered:
            assert not table.view.hand and not table.view.legal_actions and not table.view.history
        elif table.view.hand:
            side = session.viewer_side()
            assert side is not None and set(table.view.hand) == set(match.hand.cards(side))
        checked += 1

    session.subscribe(check)
    covers = _play_hand_by_script(session, lambda: check(TableChanged()))
    assert covers >= 4 and checked > covers


def test_an_illegal_action_in_the_engine_still_raises_for_code_that_skips_the_session() -> None:
    match = Match(list(NAMES), seed=3)
    try:
        match.apply(DrawStock())
    except IllegalActionError as exc:
        assert exc.refusal.code is RefusalCode.OFFER_FIRST
    else:
        raise AssertionError("the engine accepted a draw before the upcard was offered")
