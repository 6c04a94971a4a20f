"""The table fills its window (issue 54): the cards are as large as the room allows, the
viewer's own the largest, and nothing on the table overlaps or is cut, at the window's size
on a small and a common screen, in play, at the showdown and at the draw for roles."""

from __future__ import annotations

from collections.abc import Iterator
from types import ModuleType

import pytest
from PySide6.QtCore import QRect
from PySide6.QtWidgets import QApplication, QDockWidget
from pytestqt.qtbot import QtBot

from gin3.engine import Phase, Role
from gin3.gui.controller import GameController
from gin3.gui.table.parts import table_parts
from gin3.gui.windows.fitcheck import table_problems
from gin3.gui.windows.geometry import default_geometry, pretend_screen
from gin3.gui.windows.mainwindow import MainWindow
from gin3.session import SeatSetup, Stage, scripted_move


@pytest.fixture
def screen() -> Iterator[None]:
    yield
    pretend_screen(None)


def _window(qtbot: QtBot, h: ModuleType, width: int, height: int, role: Role = Role.CAPTAIN) -> MainWindow:
    """The main window at its default size on a ``width`` x ``height`` screen, its panels hidden
    (the table has the window's width)."""
    area = QRect(0, 0, width, height)
    pretend_screen(area)
    controller = GameController(ai_delay_ms=0)
    controller.computers.pause()
    window = MainWindow(controller, anim_ms=0)
    qtbot.addWidget(window)
    window.setGeometry(default_geometry(area))
    window.show()
    qtbot.waitExposed(window)
    for dock in window.findChildren(QDockWidget):
        dock.hide()
    seats = (SeatSetup(h.NAMES[0]), SeatSetup(h.NAMES[1], h.AI), SeatSetup(h.NAMES[2], h.AI))
    window.start(seats, seed=h.seed_where(role))
    QApplication.processEvents()
    return window


def _play_until(window: MainWindow, done: object) -> None:
    session = window.controller.session
    for _ in range(400):
        if done():  # type: ignore[operator]
            return
        seat = session.computer_to_act()
        if seat is not None and session.match is not None:
            session.play_computer(session.generation, seat, scripted_move(session.match.view(seat)))
            continue
        view = session.hint_view()
        assert view is not None
        window.controller.play(scripted_move(view))
    raise AssertionError("the hand did not come to the place the test wants")


def _card_height(window: MainWindow) -> float:
    item = window.scene.cards[window.scene.own_cards[0]]
    return float(window.view.mapFromScene(item.mapRectToScene(item.card_rect())).boundingRect().height())


@pytest.mark.usefixtures("screen")
@pytest.mark.parametrize(
    ("width", "height", "share"),
    # the last is 1440x900 at scale 2 (its logical size): the score pad's strip steps aside there
    [(1440, 900, 0.2), (1024, 768, 0.18), (1920, 1080, 0.2), (2560, 1440, 0.2), (720, 450, 0.2)],
)
def test_the_own_cards_are_a_large_share_of_the_screen(
    qtbot: QtBot, h: ModuleType, width: int, height: int, share: float
) -> None:
    window = _window(qtbot, h, width, height)
    session = window.controller.session
    window.controller.begin()
    # eleven cards in the hand: the widest the hand gets in play
    _play_until(window, lambda: session.human_to_act() and session.match.hand.phase is Phase.DISCARD)
    QApplication.processEvents()
    assert len(window.scene.own_cards) == 11
    assert _card_height(window) >= share * height
    assert table_problems(window, QRect(0, 0, width, height)) == []
    # the other side's cards and the piles' are smaller than the viewer's own
    names = dict(table_parts(window.scene))
    assert {"own hand", "other hand", "piles", "words"} <= names.keys()
    assert names["other hand"].height() < names["own hand"].height()


@pytest.mark.usefixtures("screen")
def test_nothing_overlaps_at_the_showdown_on_a_small_screen(qtbot: QtBot, h: ModuleType) -> None:
    window = _window(qtbot, h, 1024, 768)
    session = window.controller.session
    window.controller.begin()
    _play_until(window, lambda: session.stage in (Stage.HAND_OVER, Stage.MATCH_OVER))
    QApplication.processEvents()
    assert table_problems(window, QRect(0, 0, 1024, 768)) == []


@pytest.mark.usefixtures("screen")
def test_nothing_overlaps_at_the_draw_for_roles(qtbot: QtBot, h: ModuleType) -> None:
    window = _window(qtbot, h, 1024, 768)
    assert window.controller.session.stage is Stage.ROLE_DRAW
    QApplication.processEvents()
    assert table_problems(window, QRect(0, 0, 1024, 768)) == []


@pytest.mark.usefixtures("screen")
def test_a_larger_window_lays_the_table_out_again_at_once(qtbot: QtBot, h: ModuleType) -> None:
    window = _window(qtbot, h, 1440, 900)
    window.controller.begin()
    qtbot.waitUntil(window.controller.session.human_to_act)
    window.resize(900, 600)
    QApplication.processEvents()
    small = _card_height(window)
    window.resize(1400, 850)
    QApplication.processEvents()
    item = window.scene.cards[window.scene.own_cards[0]]
    assert _card_height(window) > small * 1.3
    assert item.pos() == item.home  # in its place, not gliding there
    assert window.scene.sceneRect().size() == window.view.viewport().size()


def test_a_second_view_lays_out_its_own_table(qtbot: QtBot, h: ModuleType) -> None:
    """The review window's table (a second scene on the same deck) fills its own view, at its
    own card size, and leaves the main table's cards as they are."""
    from gin3.gui.table.scene import TableScene
    from gin3.gui.table.view import TableView

    window = h.open_window(qtbot, role=Role.CAPTAIN)
    window.controller.begin()
    qtbot.waitUntil(window.controller.session.human_to_act)
    main_width = window.scene.deck.width
    scene = TableScene(window.controller, window.deck, 0)
    view = TableView(scene)
    qtbot.addWidget(view)
    view.resize(640, 420)
    view.show()
    qtbot.waitExposed(view)
    assert scene.sceneRect().size() == view.viewport().size()
    small = scene.deck.width
    view.resize(1000, 660)
    QApplication.processEvents()
    assert scene.sceneRect().size() == view.viewport().size()
    assert scene.deck.width > small * 1.3  # its cards follow its own view
    assert window.scene.deck.width == main_width  # and the main table's stay
    item = scene.cards[scene.own_cards[0]]
    assert scene.sceneRect().contains(item.mapRectToScene(item.card_rect()))


def test_cards_are_drawn_at_the_screens_pixels_at_scale_2(
    qtbot: QtBot, h: ModuleType, monkeypatch: pytest.MonkeyPatch
) -> None:
    """On a screen at device scale 2 a card's picture is made at twice its size, not blown up."""
    from PySide6.QtGui import QImage, QPainter

    window = h.open_window(qtbot, role=Role.CAPTAIN)
    window.controller.begin()
    qtbot.waitUntil(window.controller.session.human_to_act)
    item = window.scene.cards[window.scene.own_cards[0]]
    art = window.scene.deck.art
    asked: list[int] = []
    made = art.pixmap
    monkeypatch.setattr(
        art, "pixmap", lambda card, width, ratio=1.0: asked.append(width) or made(card, width, ratio)
    )
    image = QImage(400, 400, QImage.Format.Format_ARGB32_Premultiplied)
    image.setDevicePixelRatio(2)
    painter = QPainter(image)
    window.scene.deck.paint(painter, item.card_rect(), item.card)
    painter.end()
    assert asked == [round(item.card_rect().width() * 2)]


def _seed_with_ties(names: tuple[str, ...], rounds: int) -> int:
    from gin3.engine import Match

    return next(s for s in range(1, 10_000) if len(Match(list(names), seed=s).role_draw) >= rounds)


@pytest.mark.parametrize("size", [(1440, 900), (1024, 768)])
@pytest.mark.usefixtures("screen")
def test_a_draw_for_roles_with_ties_fits_the_table(
    qtbot: QtBot, h: ModuleType, size: tuple[int, int]
) -> None:
    window = _window(qtbot, h, *size)
    seats = (SeatSetup(h.NAMES[0]), SeatSetup(h.NAMES[1], h.AI), SeatSetup(h.NAMES[2], h.AI))
    window.start(seats, seed=_seed_with_ties(h.NAMES, 3))  # two ties or more: three rows or more
    QApplication.processEvents()
    assert window.controller.session.stage is Stage.ROLE_DRAW
    assert table_problems(window, QRect(0, 0, *size)) == []
    room = window.scene.sceneRect()
    drawn = [item for item in window.scene.items() if item.isVisible() and item.zValue() >= 300]
    assert all(room.contains(item.sceneBoundingRect()) for item in drawn)
    deciding = {card for _, card in window.controller.session.match.role_draw[-1]}
    assert deciding <= {item.card for item in drawn}  # the round that set the roles is on the table
