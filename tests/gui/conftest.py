"""Helpers for driving the real table: windows, seeds and mouse gestures."""

from __future__ import annotations

import sys
from types import ModuleType

import pytest
from PySide6.QtCore import QLocale, QPoint, QPointF, QStandardPaths, Qt
from PySide6.QtTest import QTest

from gin3.ai import LEVELS
from gin3.engine import Card, Match, Role, Seat
from gin3.gui.controller import GameController
from gin3.gui.table.piles import Place
from gin3.gui.windows.mainwindow import MainWindow
from gin3.gui.windows.review import ReviewWindow
from gin3.session import SeatSetup, Thinker, scripted_move

QStandardPaths.setTestModeEnabled(True)  # never the real user's folders

AI = "simple" if "simple" in LEVELS else LEVELS[0]


# The computer players' process of the window tests advises with a quick brain: hard's kind of
# rating with a few guessed hands and worlds (tens of milliseconds a decision instead of hundreds
# as pure Python; waiting for it was most of these tests' time). These tests check what the table
# does with the advice and the moves; what the advice is worth is tests/ai's to check.
QUICK_WORKER = """
from dataclasses import replace
from gin3.ai import Advisor
from gin3.ai.players import HARD
from gin3.session import worker
worker._advisor.append(Advisor(replace(HARD, samples=20, rollout_worlds=20, rollout_final=20)))
raise SystemExit(worker.main())
"""


@pytest.fixture(autouse=True, scope="session")
def _quick_advisor() -> object:
    from gin3.session import thinking

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(thinking, "worker_command", lambda: [sys.executable, "-c", QUICK_WORKER])
        thinking.shared_thinker().close()  # a worker started before (by another folder's test) goes
        yield


@pytest.fixture(autouse=True)
def _private_folders(tmp_path: object, monkeypatch: pytest.MonkeyPatch) -> None:
    """Settings, autosave and statistics of every test live in the test's own folder."""
    from pathlib import Path

    from gin3.gui import settings

    folder = Path(str(tmp_path))
    # the tests read English: the system's language of the machine running them must not matter
    monkeypatch.setattr(QLocale, "system", staticmethod(lambda: QLocale("en_US")))
    monkeypatch.setattr(settings, "data_folder", lambda: folder / "data")
    monkeypatch.setattr(settings, "settings_path", lambda: folder / "config" / "settings.ini")


NAMES = ("Player", "Ana", "Ben")


def seed_where(role: Role) -> int:
    """A match seed where seat 1 (the person) draws ``role`` for the first hand (R7)."""
    return next(s for s in range(1, 1000) if Match(list(NAMES), seed=s).roles[Seat(0)] is role)


def open_window(
    qtbot: object, *, role: Role = Role.CAPTAIN, target: int = 100, thinker: Thinker | None = None
) -> MainWindow:
    controller = GameController(ai_delay_ms=0, thinker=thinker)
    window = MainWindow(controller, anim_ms=0)
    qtbot.addWidget(window)  # type: ignore[attr-defined]
    window.show()
    qtbot.waitExposed(window)  # type: ignore[attr-defined]
    seats = (SeatSetup(NAMES[0]), SeatSetup(NAMES[1], AI), SeatSetup(NAMES[2], AI))
    window.start(seats, seed=seed_where(role), target=target)
    return window


def still_controller() -> GameController:
    """A controller whose computer players hold still (see ComputerPlayers.pause)."""
    controller = GameController(ai_delay_ms=0)
    controller.computers.pause()
    return controller


def to_view(window: MainWindow, point: QPointF) -> QPoint:
    return window.view.mapFromScene(point)


def drag(window: MainWindow, start: QPointF, end: QPointF, steps: int = 6) -> None:
    """A real mouse drag on the view's viewport, from scene point ``start`` to ``end``."""
    viewport = window.view.viewport()
    a, b = to_view(window, start), to_view(window, end)
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, a)
    for i in range(1, steps + 1):
        p = a + (b - a) * (i / steps)
        QTest.mouseMove(viewport, QPoint(round(p.x()), round(p.y())))
    QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, b)


def click(window: MainWindow, point: QPointF, double: bool = False) -> None:
    viewport = window.view.viewport()
    p = to_view(window, point)
    if double:
        QTest.mouseDClick(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, p)
    else:
        QTest.mouseClick(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, p)


def grip(window: MainWindow, card: object) -> QPointF:
    """A point on the visible strip of a card (its left edge shows in a fan); "stock" is the
    stock's top card (face down, so the table does not know which card it is)."""
    item = window.scene.top_item(Place.STOCK) if card == "stock" else window.scene.cards[card]  # type: ignore[index]
    assert item is not None
    return item.pos() + QPointF(18, item.deck.height / 2)


def face_up(window: MainWindow) -> set[Card]:
    """The cards lying face up on the table: every card item the scene shows."""
    return {card for card, item in window.scene.cards.items() if item.isVisible()}


def backs(window: MainWindow | ReviewWindow) -> int:
    """How many cards lie face down on the table (the scene does not know which they are): those
    shown outside the stock, and the stock's (a pile that shows only some of its cards)."""
    scene = window.scene
    stock = set(scene.backs[: scene.stock_size])
    return sum(1 for item in scene.backs if item.isVisible() and item not in stock) + scene.stock_size


def centre(rect_item: object) -> QPointF:
    return rect_item.sceneBoundingRect().center()  # type: ignore[attr-defined, no-any-return]


def hand_point(window: MainWindow, x: float | None = None) -> QPointF:
    g = window.scene.geo
    return QPointF(g.hand_centre if x is None else x, g.bottom_y + g.card_h / 2)


def play_one_move(ctrl: GameController) -> None:
    """Make the person's scripted move (gin3.session.scripted_move) through the controller."""
    view = ctrl.session.hint_view()
    assert view is not None
    assert ctrl.play(scripted_move(view)), "the scripted move was refused"


@pytest.fixture
def h() -> ModuleType:
    """These helpers, for the tests of this folder."""
    return sys.modules[__name__]
