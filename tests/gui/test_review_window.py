"""The review window on its own: opened large over its window, its words about the review (never the
live table's prompts), and built from the live controller alone."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect, QSize
from PySide6.QtWidgets import QMainWindow, QWidget
from pytestqt.qtbot import QtBot

from gin3.ai import make_player
from gin3.engine import Match, Mode, NextHand, RuleSet
from gin3.gui.controller import GameController
from gin3.gui.table.view import TableView
from gin3.gui.windows.geometry import pretend_screen
from gin3.gui.windows.mainwindow import MainWindow
from gin3.gui.windows.review import ReviewWindow, open_review
from tests.gui.test_review import CountingThinker, _match

LIVE_PROMPTS = ("Press N", "Press New match", "Press Enter", "Your turn", "Ctrl+N")


def _finished(names: tuple[str, ...] = ("Player", "Ana", "Ben"), seed: int = 3) -> Match:
    mode = Mode.CLASSIC if len(names) == 2 else Mode.CHOUETTE
    match = Match(list(names), seed=seed, rules=RuleSet(target=10), mode=mode)
    players = [make_player("simple", seed + i) for i in range(len(names))]
    while not match.is_over:
        if match.between_hands:
            match.apply(NextHand())
            continue
        seat = match.hand.turn
        match.apply(players[seat].choose(match.view(seat)))
    return match


def _live(qtbot: QtBot, match: Match, size: QSize = QSize(1200, 800)) -> MainWindow:  # noqa: B008
    controller = GameController(ai_delay_ms=0, thinker=CountingThinker())
    controller.computers.pause()
    window = MainWindow(controller, anim_ms=0)
    qtbot.addWidget(window)
    window.resize(size)
    window.show()
    qtbot.waitExposed(window)
    seats = [{"name": n, "level": None if i == 0 else "simple"} for i, n in enumerate(match.players)]
    controller.resume(match, {"seats": seats})
    return window


def _words(review: ReviewWindow) -> str:
    return review.scene.panel.toPlainText()


@pytest.mark.parametrize("screen", [(1024, 768), (1440, 900)])
def test_the_review_opens_large_with_the_table_as_big_as_the_live_one(
    qtbot: QtBot, screen: tuple[int, int]
) -> None:
    width, height = screen
    pretend_screen(QRect(0, 0, width, height - 40))  # a panel at the bottom
    try:
        window = _live(qtbot, _match(("Player", "Ana", "Ben")), QSize(width - 16, height - 80))
        review = open_review(window, window.controller, lambda _: None)
        assert review is not None
        qtbot.waitExposed(review)
        assert review.width() >= 0.8 * window.width() and review.height() >= 0.8 * window.height()
        assert review.frameGeometry().bottom() <= height - 40
        live = window.findChild(TableView)
        assert live is not None and live.table is not None
        # the review's cards and words are about as large as the live table's, not scaled down
        # (each table lays itself out at its own view's size, one scene unit a pixel)
        assert review.scene.geo.card_h >= 0.85 * live.table.geo.card_h
        assert review.scene.geo.unit >= 0.85 * live.table.geo.unit
        review.close()
    finally:
        pretend_screen(None)


def test_the_words_on_the_review_table_are_about_the_review(qtbot: QtBot) -> None:
    for match in (_match(("Player", "Ana", "Ben")), _finished(), _finished(("Player", "Ana"))):
        window = _live(qtbot, match)
        review = open_review(window, window.controller, lambda _: None)
        assert review is not None
        for step in (review.table.length, 0, 3, review.table.length - 1, review.table.length):
            review.go(step)
            words = _words(review)
            assert words.strip(), step
            assert not any(prompt in words for prompt in LIVE_PROMPTS), (step, words)
        assert "wins" in _words(review)  # the showdown: the hand's result
        review.go(3)
        assert f"hand {review.number}" in _words(review)
        review.close()
        window.close()


def test_a_review_needs_only_a_parent_and_the_live_controller(qtbot: QtBot) -> None:
    """Any window may hold it: the review knows the controller, not the main window."""
    match = _match(("Player", "Ana"))
    controller = GameController(ai_delay_ms=0, thinker=CountingThinker())
    controller.computers.pause()
    seats = [{"name": n, "level": None if i == 0 else "simple"} for i, n in enumerate(match.players)]
    controller.resume(match, {"seats": seats})
    parent = QMainWindow()
    qtbot.addWidget(parent)
    parent.show()
    said: list[str] = []
    review = open_review(parent, controller, said.append, 1)
    assert isinstance(review, ReviewWindow) and review.parent() is parent and not said
    qtbot.waitExposed(review)
    assert open_review(parent, controller, said.append, 2) is not None
    assert len(parent.findChildren(ReviewWindow)) >= 1
    empty = GameController(ai_delay_ms=0, thinker=CountingThinker())
    assert open_review(QWidget(parent), empty, said.append) is None
    assert said and "nothing to review" in said[0]
