"""The guided first hand without Qt: the story holds, wrong moves are refused, nothing is kept."""

from __future__ import annotations

import pytest

from gin3.engine import DrawDiscard, DrawStock, HandScored, Mode, PassUpcard, TakeUpcard
from gin3.session import Notice, SeatSetup, SessionRefusal
from gin3.session.session import Session
from gin3.session.tutorial import LESSON_SEED, PERSON, Lesson, Topic, find_seed, story


def _play_through(lesson: Lesson) -> list[Topic]:
    """Read every explanation, make every move the lesson asks for; the topics seen, in order."""
    seen: list[Topic] = []
    for _ in range(60):
        if lesson.finished:
            break
        lesson.prompt()
        step = lesson.current()
        if step is None:
            assert lesson.play_due()
            continue
        if not seen or seen[-1] is not step.topic:
            seen.append(step.topic)
        if step.move is None:
            assert lesson.next()
        elif step.topic is Topic.ADVICE:
            assert lesson.session.accept_advice() is None  # the sitter's suggestion is the move
        else:
            assert lesson.session.play(step.move) is None
    return seen


@pytest.mark.parametrize("mode", list(Mode))
def test_the_lessons_seed_tells_the_story(mode: Mode) -> None:
    tale = story(LESSON_SEED, mode)
    assert tale is not None
    assert tale.taken in {card for meld in tale.knock.melds for card in meld.cards}
    assert tale.lay_down.layoffs


def test_another_seed_is_found_when_a_deal_does_not_tell_it() -> None:
    assert story(1, Mode.CHOUETTE) is None
    seed = find_seed(Mode.CHOUETTE)
    assert seed is not None and story(seed, Mode.CHOUETTE) is not None


def test_a_wrong_move_is_refused_and_the_right_one_played() -> None:
    session = Session()
    lesson = Lesson(session, Mode.CHOUETTE, "Dana")
    lesson.begin()
    while lesson.current() is not None and lesson.current().move is None:  # type: ignore[union-attr]
        lesson.next()
    step = lesson.current()
    assert step is not None and step.topic is Topic.UPCARD
    refusal = session.play(TakeUpcard())
    assert refusal is not None and refusal.code is SessionRefusal.NOT_IN_THE_LESSON
    assert lesson.wrong() is step
    assert session.match is not None and not session.match.actions  # nothing changed
    assert session.play(PassUpcard()) is None
    assert lesson.wrong() is None
    assert session.play(DrawDiscard()) is not None  # the engine's turn order: Ana decides now


@pytest.mark.parametrize("mode", list(Mode))
def test_the_whole_lesson_plays_to_the_showdown(mode: Mode) -> None:
    session = Session()
    lesson = Lesson(session, mode, "Dana")
    lesson.begin()
    seen = _play_through(lesson)
    assert lesson.finished
    assert seen[0] is Topic.WELCOME and seen[-1] is Topic.SHOWDOWN
    assert (Topic.ROLES in seen) is (mode is Mode.CHOUETTE)
    assert (Topic.ADVICE in seen) is (mode is Mode.CHOUETTE)
    assert session.match is not None
    result = session.match.hand.result
    assert isinstance(result, HandScored) and result.winner == PERSON


def test_nothing_of_the_lesson_reaches_the_keepers_and_they_come_back() -> None:
    session = Session()
    heard: list[Notice] = []
    joined: list[Notice] = []
    session.keep_with(heard.append)
    lesson = Lesson(session, Mode.CLASSIC)
    lesson.begin()
    session.keep_with(joined.append)  # the statistics, opened while the lesson plays
    _play_through(lesson)
    lesson.end()
    assert heard == [] and joined == []
    assert session.guide is None and session.keeping
    session.new_match([SeatSetup("Dana"), SeatSetup("Ana", "simple")], seed=3)
    assert heard and joined  # the keepers hear the next match again


def test_an_undo_in_the_lesson_goes_back_to_the_step_of_the_move_taken_back() -> None:
    session = Session()
    lesson = Lesson(session, Mode.CLASSIC)
    lesson.begin()
    while (step := lesson.current()) is not None and step.topic is not Topic.DRAW:
        if step.move is None:
            lesson.next()
        else:
            assert session.play(step.move) is None
        lesson.play_due()
    assert session.play(DrawStock()) is None
    assert session.undo() is not None
    step = lesson.current()
    assert step is not None and step.topic is Topic.DRAW
    assert session.play(DrawStock()) is None
