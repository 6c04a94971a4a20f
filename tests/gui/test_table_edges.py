"""Rough edges of the table a new player found (issue 54): the knock key, the hint, the
suggestion's caption, the words during the deal and the table behind the resume question."""

from __future__ import annotations

from types import ModuleType

from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from gin3.engine import Discard, Knock, Match, Phase, Role, best_discards
from gin3.gui import settings
from gin3.gui.controller import GameController
from gin3.gui.windows.mainwindow import MainWindow
from gin3.session import SeatSetup, Stage, scripted_move
from gin3.store import Autosave
from tests.store.simulate import play_actions


def _key(window: MainWindow, k: Qt.Key) -> None:
    QTest.keyClick(window.view, k)


def _focused(window: MainWindow) -> list[object]:
    return [card for card, item in window.scene.cards.items() if item.isVisible() and item.focused]


def _to_a_knock(window: MainWindow) -> bool:
    """Play scripted moves for everyone until the person may knock after drawing."""
    session = window.controller.session
    for _ in range(300):
        if session.stage is not Stage.PLAYING:
            return False
        seat = session.computer_to_act()
        if seat is not None and session.match is not None:
            session.play_computer(session.generation, seat, scripted_move(session.match.view(seat)))
            continue
        view = session.hint_view()
        assert view is not None
        if view.phase is Phase.DISCARD and session.can_knock():
            return True
        move = scripted_move(view)
        window.controller.play(Discard(move.discard) if isinstance(move, Knock) and move.discard else move)
    return False


def _window(qtbot: QtBot, h: ModuleType, seed: int, anim_ms: int = 0) -> MainWindow:
    controller = GameController(ai_delay_ms=0)
    controller.computers.pause()
    window = MainWindow(controller, anim_ms=anim_ms)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    seats = (SeatSetup(h.NAMES[0]), SeatSetup(h.NAMES[1], h.AI))
    window.start(seats, seed=seed)
    return window


def test_k_knocks_with_the_discard_the_deadwood_bar_shows_not_the_focused_card(
    qtbot: QtBot, h: ModuleType
) -> None:
    for seed in range(1, 40):
        window = _window(qtbot, h, seed)
        window.controller.begin()
        if not _to_a_knock(window):
            continue
        session = window.controller.session
        hand = list(session.hint_view().hand)
        best = best_discards(hand)[0][0]  # what the deadwood line advertises
        other = next(
            (
                c
                for c in window.scene.own_cards
                if c != best
                and session.can(session.knock_action(c) or Discard(c))
                and session.knock_action(c) is not None
            ),
            None,
        )
        if other is None or session.knock_action(best) is None:
            continue
        window.view.setFocus()
        _key(window, Qt.Key.Key_Home)
        for _ in range(window.scene.own_cards.index(other)):
            _key(window, Qt.Key.Key_Right)
        assert _focused(window) == [other]  # the focus rests on a card the player did not choose
        _key(window, Qt.Key.Key_K)
        knock = session.match.actions[-1]
        assert isinstance(knock, Knock) and knock.discard == best
        return
    raise AssertionError("no seed gave a knock with a choice of discards")


def test_the_focus_starts_on_the_card_taken_from_the_pile(qtbot: QtBot, h: ModuleType) -> None:
    window = _window(qtbot, h, 3)
    ctrl = window.controller
    session = ctrl.session
    ctrl.begin()
    window.view.setFocus()
    for _ in range(60):
        qtbot.waitUntil(lambda: session.human_to_act() or session.computer_to_act() is not None)
        seat = session.computer_to_act()
        if seat is not None:
            session.play_computer(session.generation, seat, scripted_move(session.match.view(seat)))
            continue
        view = session.hint_view()
        if view.phase is Phase.DRAW:
            taken = view.discard_pile[-1]
            _key(window, Qt.Key.Key_Right)  # from the stock to the discard pile
            _key(window, Qt.Key.Key_Return)
            assert taken in window.scene.own_cards
            assert _focused(window) == [taken]
            return
        ctrl.play(scripted_move(view))
    raise AssertionError("the person never drew")


def test_enter_after_h_plays_the_hinted_move(qtbot: QtBot, h: ModuleType) -> None:
    controller = GameController(ai_delay_ms=0)
    window = MainWindow(controller, anim_ms=0)
    qtbot.addWidget(window)
    window.show()
    seats = (SeatSetup(h.NAMES[0]), SeatSetup(h.NAMES[1], h.AI))
    window.start(seats, seed=5)
    session = controller.session
    controller.begin()
    for _ in range(60):
        qtbot.waitUntil(session.human_to_act, timeout=20000)
        if session.match.hand.phase is Phase.DISCARD:
            break
        controller.play(scripted_move(session.hint_view()))
    window.view.setFocus()
    _key(window, Qt.Key.Key_End)  # the focus on some card
    _key(window, Qt.Key.Key_H)
    qtbot.waitUntil(lambda: session.hint is not None, timeout=30000)
    hint = session.hint
    moves = len(session.match.actions)
    _key(window, Qt.Key.Key_Return)
    assert len(session.match.actions) == moves + 1
    assert session.match.actions[-1] == hint


def test_the_suggested_caption_leaves_the_empty_place_while_the_card_is_dragged(
    qtbot: QtBot, h: ModuleType
) -> None:
    window = h.open_window(qtbot, role=Role.CAPTAIN)
    ctrl = window.controller
    session = ctrl.session
    ctrl.begin()
    for _ in range(40):  # take the sitter's suggestions until one is a discard
        qtbot.waitUntil(
            lambda: (
                session.stage is not Stage.PLAYING
                or (session.human_to_act() and session.shown_advice() is not None)
            ),
            timeout=20000,
        )
        assert session.stage is Stage.PLAYING
        if isinstance(session.shown_advice().action, Discard):
            break
        ctrl.accept_advice()
    else:
        raise AssertionError("no suggested discard")
    card = session.shown_advice().action.card
    caption = window.scene.decor.advice_caption
    assert caption.isVisible()
    viewport = window.view.viewport()
    start = h.to_view(window, h.grip(window, card))
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    for step in range(1, 6):
        QTest.mouseMove(viewport, start + QPoint(0, -30 * step))
    item = window.scene.cards[card]
    assert item.pos() != item.home  # it is being dragged
    caption_box = caption.sceneBoundingRect()
    assert not caption.isVisible() or caption_box.intersects(item.sceneBoundingRect())
    QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)


def test_the_words_wait_until_the_dealt_cards_have_landed(qtbot: QtBot, h: ModuleType) -> None:
    window = _window(qtbot, h, 2, anim_ms=200)
    window.controller.begin()
    QApplication.processEvents()
    words = window.scene.panel
    assert not words.isVisible() or not words.toPlainText().strip()
    qtbot.waitUntil(lambda: words.isVisible() and bool(words.toPlainText().strip()), timeout=10000)
    dealt = [window.scene.cards[c] for c in window.scene.own_cards]
    assert all(item.pos() == item.home for item in dealt)  # every card had landed first


def test_the_table_behind_the_resume_question_does_not_offer_a_new_match(qtbot: QtBot, h: ModuleType) -> None:
    folder = settings.data_folder()
    match = play_actions(1, 30)
    Autosave(folder).save(match)
    window = MainWindow(h.still_controller(), anim_ms=0)
    qtbot.addWidget(window)
    window.show()
    window.startup()
    box = window.files.resume_box
    assert box is not None and box.isVisible()
    assert "new match" not in window.scene.panel.toPlainText().lower()
    assert isinstance(match, Match)
