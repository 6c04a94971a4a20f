"""The review as an analysis board: the graph's bars are the rated decisions and a click on one
goes there, each move's class beside it, the classes counted per player with their accuracy,
Next and Previous mistake, in chouette and two-player gin, and hot-seat privacy kept."""

from __future__ import annotations

from concurrent.futures import Future

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from gin3.ai.reasons import Reason
from gin3.engine import Action, Match, View
from gin3.gui.text.review import rating_text
from gin3.gui.windows.grades import grade_name
from gin3.gui.windows.mainwindow import MainWindow
from gin3.gui.windows.review import ReviewWindow, open_review
from gin3.session import Thinker, same_move
from gin3.session.grading import Grade, flawed_steps, grade, grading, match_grading
from gin3.session.review import DecisionReview
from tests.gui.test_review import _match
from tests.gui.test_review_window import _finished

COSTS = (0.0, 0.5, 2.5, 0.0, 7.0, 0.0, 15.0, 1.0)
"""The cost each decision is given, by its step: every class, at known steps."""


def cost_at(step: int) -> float:
    return COSTS[step % len(COSTS)]


class ScriptedThinker(Thinker):
    """Rates each decision at once with the cost :func:`cost_at` its step (the advisor's choice
    another legal move when it cost anything)."""

    def __init__(self) -> None:
        super().__init__(in_process=True)

    def review(self, step: int, view: View, played: Action) -> Future[DecisionReview]:
        cost = cost_at(step)
        other = next(a for a in view.legal_actions if not same_move(a, played))
        best = played if cost == 0 else other
        reason = Reason("pass.nomeld", (("card", "7♥"),))
        future: Future[DecisionReview] = Future()
        moves = len(view.legal_actions)
        future.set_result(DecisionReview(step, view.seat, played, 10.0 - cost, best, 10.0, reason, moves))
        return future


def _open(qtbot: QtBot, match: Match, levels: tuple[str | None, ...] | None = None) -> ReviewWindow:
    from gin3.gui.controller import GameController

    controller = GameController(ai_delay_ms=0, thinker=ScriptedThinker())
    controller.computers.pause()
    window = MainWindow(controller, anim_ms=0)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    levels = levels or tuple(None if i == 0 else "simple" for i in range(len(match.players)))
    seats = [{"name": n, "level": level} for n, level in zip(match.players, levels, strict=True)]
    controller.resume(match, {"seats": seats})
    controller.session.take_the_table()  # hot-seat: the person the covered table waits for sits down
    review = open_review(window, controller, lambda _: None, 1)
    assert review is not None
    qtbot.waitExposed(review)
    qtbot.waitUntil(lambda: review.review is not None, timeout=10_000)
    return review


def _main(review: ReviewWindow) -> MainWindow:
    parent = review.parent()
    assert isinstance(parent, MainWindow)
    return parent


def _check_bars_and_clicks(qtbot: QtBot, review: ReviewWindow) -> None:
    made = review.review
    assert made is not None
    shown = review.table.shown_seats()
    expected = [(d.step, d.seat, d.cost, grade(d)) for d in made.decisions if d.seat in shown]
    bars = review.graph.bars()
    assert [(b.step, b.seat, b.cost, b.grade) for b in bars] == expected and bars
    # a higher cost, a taller bar; each side on its own side of the middle line
    sides = review.table.match.hand.seats  # type: ignore[union-attr]
    for bar in bars:
        assert bar.grade is Grade.BEST or bar.rect.height() > 3
        middle = review.graph.height() / 2
        assert (bar.rect.bottom() <= middle + 1) == (bar.seat == sides[0])
    blunders = [b for b in bars if b.grade is Grade.BLUNDER]
    goods = [b for b in bars if b.grade is Grade.GOOD]
    assert blunders and goods and min(b.rect.height() for b in blunders) > max(g.rect.height() for g in goods)
    for bar in bars[:6]:
        QTest.mouseClick(
            review.graph,
            Qt.MouseButton.LeftButton,
            Qt.KeyboardModifier.NoModifier,
            bar.rect.center().toPoint(),
        )
        assert review.table.step == bar.step + 1  # the table after the move, with its rating
        decision = made.at(bar.step)
        assert decision is not None
        assert review.grade_label.text() == grade_name(grade(decision))
        assert review.rating_label.text() == rating_text(decision, review.table.source.name(decision.seat))


def _check_flaw_keys(review: ReviewWindow) -> None:
    made = review.review
    assert made is not None
    flaws = flawed_steps(made, review.table.shown_seats())
    assert flaws and all(cost_at(step) > 1.0 for step in flaws)
    review.go(0)
    assert not review.buttons["previous_flaw"].isEnabled()
    for step in flaws:
        QTest.keyClick(review, Qt.Key.Key_N)
        assert review.table.step == step + 1
        assert review.grade_label.text() in {grade_name(g) for g in Grade if g.flawed}
    assert not review.buttons["next_flaw"].isEnabled()
    QTest.keyClick(review, Qt.Key.Key_N)  # no further: it stays
    assert review.table.step == flaws[-1] + 1
    for step in reversed(flaws[:-1]):
        review.buttons["previous_flaw"].click()
        assert review.table.step == step + 1
    QTest.keyClick(review, Qt.Key.Key_P)
    assert review.table.step == flaws[0] + 1


def _check_counts(review: ReviewWindow) -> None:
    made = review.review
    assert made is not None
    words = review.grades_label.text()
    players = review.table.match.hand.seats  # type: ignore[union-attr]
    for seat in players:  # the hand's two players (the sitter decides nothing)
        graded = grading(made, seat)
        assert review.table.source.name(seat) in words
        assert f"{graded.accuracy:.0f}%" in words and f"{graded.accuracy:.0f}%" in review.summary_label.text()
    for g in Grade:
        assert grade_name(g) in words  # the legend: every class, whether it happened or not


def test_a_chouette_review_graphs_classes_and_jumps_to_mistakes(qtbot: QtBot) -> None:
    review = _open(qtbot, _finished(("Player", "Ana", "Ben")))
    assert len(review.table.shown_seats()) == 3  # the match is over: every side is shown
    _check_bars_and_clicks(qtbot, review)
    _check_flaw_keys(review)
    _check_counts(review)


def test_a_two_player_review_graphs_both_players(qtbot: QtBot) -> None:
    review = _open(qtbot, _finished(("Player", "Ana")))
    made = review.review
    assert made is not None
    assert {b.seat for b in review.graph.bars()} == {d.seat for d in made.decisions} and len(
        made.decisions
    ) > 4
    _check_bars_and_clicks(qtbot, review)
    _check_flaw_keys(review)
    _check_counts(review)


def test_the_match_accuracy_counts_every_hand_reviewed(qtbot: QtBot) -> None:
    match = _finished(("Player", "Ana"), seed=8)
    assert len(match.hands) == 3
    review = _open(qtbot, match)
    assert "Accuracy in the match" not in review.grades_label.text()  # one hand reviewed: no match row
    window = _main(review)
    review_made = review.review
    review.close()
    qtbot.waitUntil(lambda: not window.findChildren(ReviewWindow), timeout=5000)
    second = open_review(window, window.controller, lambda _: None, 2)
    assert second is not None
    qtbot.waitUntil(lambda: second.review is not None, timeout=10_000)
    assert review_made is not None and second.review is not None
    made = [review_made, second.review]
    words = second.grades_label.text()
    assert "Accuracy in the match (2 hand(s) reviewed)" in words or "(2 hands reviewed)" in words
    for seat in match.hand.seats:
        graded = match_grading(made, seat)
        assert graded is not None and f"{graded.accuracy:.0f}%" in words


def test_hot_seat_privacy_holds_in_the_graph_the_counts_and_the_jumps(qtbot: QtBot) -> None:
    for names in (("Ana", "Bo"), ("Ana", "Bo", "Cy")):
        match = _match(names)  # under way: private until it is over
        review = _open(qtbot, match, levels=tuple(None for _ in names))  # all people: hot-seat
        assert review.table.private
        shown = review.table.shown_seats()
        made = review.review
        assert made is not None and len(shown) == 1
        hidden = {d.seat for d in made.decisions} - set(shown)
        assert hidden  # the other side decided too, and none of it shows:
        assert {b.seat for b in review.graph.bars()} == set(shown)
        words = review.grades_label.text() + review.summary_label.text()
        for seat in hidden:
            assert review.table.source.name(seat) not in words
        assert "Accuracy in the match" not in words  # it would tell of other hands' other side
        review.go(0)
        while review.buttons["next_flaw"].isEnabled():
            review.buttons["next_flaw"].click()
            decision = made.at(review.table.step - 1)
            assert decision is not None and decision.seat in shown
        for step in range(review.table.length + 1):
            review.go(step)
            decision = made.at(step - 1) if step else None
            if decision is not None and decision.seat in hidden:
                assert review.grade_label.text() == ""  # no class for the other side's move
        _main(review).close()


def test_the_match_summary_gives_each_accuracy_over_the_hands_reviewed(qtbot: QtBot) -> None:
    from PySide6.QtWidgets import QLabel

    match = _finished(("Player", "Ana"), seed=8)
    review = _open(qtbot, match)
    window = _main(review)
    dialog = window.match_end.show()
    assert dialog is not None
    line = dialog.findChild(QLabel, "summary-accuracy")
    assert line is not None
    made = [review.review]
    for seat in match.hand.seats:
        graded = match_grading(made, seat)  # type: ignore[arg-type]
        assert graded is not None and f"{match.name(seat)} {graded.accuracy:.0f}%" in line.text()
    assert "1 hand" in line.text()
    window.match_end.close()
    review.close()

    unreviewed = _finished(("Player", "Ana"), seed=7)
    window.controller.resume(unreviewed, {"seats": [{"name": "Player"}, {"name": "Ana", "level": "simple"}]})
    dialog = window.match_end.show()
    assert dialog is not None and dialog.findChild(QLabel, "summary-accuracy") is None  # none made: no line
