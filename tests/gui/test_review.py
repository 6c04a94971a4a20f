"""The hand review window: opened from the score sheet, stepped with the keys, the table and the
ratings checked against the record and the analysis, kept for the next time and in saved files."""

from __future__ import annotations

from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import replace
from pathlib import Path
from types import ModuleType

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from gin3.ai import Advisor, make_player
from gin3.engine import Action, Match, Mode, NextHand, Phase, Seat, View
from gin3.gui.controller import GameController
from gin3.gui.text.review import rating_text
from gin3.gui.windows.mainwindow import MainWindow
from gin3.gui.windows.review import ReviewWindow
from gin3.session import Thinker
from gin3.session.review import REVIEW_CONFIG, DecisionReview, hand_span, rate_decision, replay

# quick, the same kind of rating
_ADVISOR = Advisor(replace(REVIEW_CONFIG, samples=20, rollout_worlds=20, rollout_final=20))


class CountingThinker(Thinker):
    """Answers the review's questions on a thread of its own, with a quick advisor, and counts them."""

    def __init__(self) -> None:
        super().__init__(in_process=True)
        self.reviews = 0
        self._pool = ThreadPoolExecutor(1)

    def review(self, step: int, view: View, played: Action) -> Future[DecisionReview]:
        self.reviews += 1
        return self._pool.submit(rate_decision, _ADVISOR, step, view, played)


def _match(names: tuple[str, ...], hands: int = 2, seed: int = 5) -> Match:
    mode = Mode.CLASSIC if len(names) == 2 else Mode.CHOUETTE
    match = Match(list(names), seed=seed, mode=mode)
    players = [make_player("simple", seed + i) for i in range(len(names))]
    while len(match.hands) < hands:
        if match.between_hands:
            match.apply(NextHand())
            continue
        seat = match.hand.turn
        match.apply(players[seat].choose(match.view(seat)))
    match.apply(NextHand())
    return match


def _window(qtbot: QtBot, match: Match, thinker: Thinker, app: dict | None = None) -> MainWindow:  # type: ignore[type-arg]
    controller = GameController(ai_delay_ms=0, thinker=thinker)
    controller.computers.pause()  # the live match holds still behind the review
    window = MainWindow(controller, anim_ms=0)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    seats = [{"name": n, "level": None if i == 0 else "simple"} for i, n in enumerate(match.players)]
    controller.resume(match, app or {"seats": seats})
    return window


def _double_click_row(qtbot: QtBot, window: MainWindow, row: int) -> ReviewWindow:
    sheet = window.score_sheet
    rect = sheet.visualRect(sheet.model().index(row, 0))
    left, none = Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier
    QTest.mouseClick(sheet.viewport(), left, none, rect.center())  # the item view pairs the double click
    QTest.mouseDClick(sheet.viewport(), left, none, rect.center())  # with the press before it
    qtbot.waitUntil(lambda: bool(window.findChildren(ReviewWindow)), timeout=5000)
    review = window.findChildren(ReviewWindow)[0]
    qtbot.waitExposed(review)
    return review


def _face_up(review: ReviewWindow) -> set[object]:
    return {card for card, item in review.scene.cards.items() if item.isVisible()}


def test_a_hand_opened_from_the_score_sheet_steps_as_the_record_replays(qtbot: QtBot, h: ModuleType) -> None:
    match = _match(("Ana", "Bo", "Cy"))
    thinker = CountingThinker()
    window = _window(qtbot, match, thinker)
    review = _double_click_row(qtbot, window, 1)
    assert review.number == 2 and review.table.step == review.table.length  # the showdown first
    assert review.progress.isVisible() or review.review is not None
    qtbot.waitUntil(lambda: review.review is not None, timeout=120_000)
    assert not review.progress.isVisible()
    start, end = hand_span(match, 2)
    assert thinker.reviews == len(review.review.decisions) > 0
    QTest.keyClick(review, Qt.Key.Key_Home)
    assert review.table.step == 0
    for step in range(end - start + 1):
        if step:
            QTest.keyClick(review, Qt.Key.Key_Right)
        assert review.table.step == step
        expected = replay(match, start + step)
        view = expected.view(Seat(0))  # Ana is at the table: her side only, the match goes on
        if view.phase in (Phase.OFFER, Phase.DRAW, Phase.DISCARD):
            assert _face_up(review) == set(view.hand) | set(view.discard_pile) | set(view.opponent_from_pile)
            assert h.backs(review) == view.stock_count + view.opponent_card_count - len(
                view.opponent_from_pile
            )
        decision = review.review.at(step - 1) if step else None
        if decision is not None and decision.seat in review.table.shown_seats():
            assert review.rating_label.text() == rating_text(decision, match.name(decision.seat))
        elif decision is not None:
            assert "only your own side" in review.rating_label.text()
    QTest.keyClick(review, Qt.Key.Key_Right)  # past the showdown: nothing more
    assert review.table.step == end - start
    QTest.keyClick(review, Qt.Key.Key_Left)
    assert review.table.step == end - start - 1
    review.buttons["first"].click()
    assert review.table.step == 0 and not review.buttons["back"].isEnabled()
    assert len(window.controller.session.match.actions) == len(match.actions)  # the live match is untouched


def test_a_second_look_opens_at_once_without_asking_the_worker(qtbot: QtBot) -> None:
    match = _match(("Ana", "Bo"))
    thinker = CountingThinker()
    window = _window(qtbot, match, thinker)
    review = _double_click_row(qtbot, window, 0)
    qtbot.waitUntil(lambda: review.review is not None, timeout=120_000)
    asked, made = thinker.reviews, review.review
    review.close()
    qtbot.waitUntil(lambda: not window.findChildren(ReviewWindow), timeout=5000)
    again = _double_click_row(qtbot, window, 0)
    assert again.review == made and not again.progress.isVisible()
    assert thinker.reviews == asked and window.controller.reviewer.asked == asked
    assert again.summary_label.text().startswith("Ana:")


def test_a_saved_match_is_reviewed_after_open_with_its_kept_reviews(qtbot: QtBot, tmp_path: Path) -> None:
    match = _match(("Ana", "Bo"))
    first = CountingThinker()
    window = _window(qtbot, match, first)
    review = _double_click_row(qtbot, window, 0)
    qtbot.waitUntil(lambda: review.review is not None, timeout=120_000)
    made = review.review
    path = tmp_path / "reviewed.gin3.json"
    assert window.files.save_to(path)
    window.close()

    second = CountingThinker()
    other = _window(qtbot, _match(("Cem", "Dee"), hands=1, seed=8), second)
    assert other.files.open_from(path)
    again = _double_click_row(qtbot, other, 0)
    assert again.review == made and second.reviews == 0  # kept in the file: no question
    again.close()  # Game > Review hand… opens the last finished hand: made now
    qtbot.waitUntil(lambda: not other.findChildren(ReviewWindow), timeout=5000)
    review_action = next(a for a in other.menus.actions if a.text().startswith("&Review hand"))
    review_action.trigger()
    qtbot.waitUntil(lambda: bool(other.findChildren(ReviewWindow)), timeout=5000)
    last = other.findChildren(ReviewWindow)[0]
    assert last.number == 2
    qtbot.waitUntil(lambda: last.review is not None, timeout=120_000)
    assert second.reviews == len(last.review.decisions)


def test_two_player_sheet_rows_open_their_hands_and_closing_rows_do_not(qtbot: QtBot) -> None:
    match = _match(("Ana", "Bo"), hands=2)
    window = _window(qtbot, match, CountingThinker())
    sheet = window.score_sheet
    model = sheet.model()
    assert [model.hand_at(r) for r in range(model.rowCount())][:2] == [1, 2]
    review = _double_click_row(qtbot, window, 1)
    assert review.number == 2


class HeldThinker(Thinker):
    """Holds each review question until the test answers it."""

    def __init__(self) -> None:
        super().__init__(in_process=True)
        self.questions: list[tuple[Future[DecisionReview], int, View, Action]] = []

    def review(self, step: int, view: View, played: Action) -> Future[DecisionReview]:
        future: Future[DecisionReview] = Future()
        self.questions.append((future, step, view, played))
        return future


def test_closing_the_window_stops_a_review_under_way(qtbot: QtBot) -> None:
    thinker = HeldThinker()
    window = _window(qtbot, _match(("Ana", "Bo")), thinker)
    _double_click_row(qtbot, window, 0)
    qtbot.waitUntil(lambda: len(thinker.questions) == 1, timeout=5000)
    window.close()
    future, step, view, played = thinker.questions[0]
    future.set_result(rate_decision(_ADVISOR, step, view, played))
    qtbot.wait(50)  # the answer's queued delivery
    assert len(thinker.questions) == 1  # no next question from a closed window
