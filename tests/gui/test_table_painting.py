"""The table paints each item inside its bounding rectangle: a view repaints (and a cached
item keeps) only that rectangle, so paint outside it stays on the felt as stray lines."""

from __future__ import annotations

from types import ModuleType

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QFontMetricsF, QImage, QPainter
from PySide6.QtWidgets import QApplication, QGraphicsItem, QStyleOptionGraphicsItem
from pytestqt.qtbot import QtBot

from gin3.engine import HandScored, Outcome, Phase, Role, RuleSet
from gin3.gui.controller import GameController
from gin3.gui.table.items import GroupOutline, table_font
from gin3.gui.table.piles import Place
from gin3.gui.windows.mainwindow import MainWindow
from gin3.session import SeatSetup, Stage, scripted_move

MARGIN = 40


def _paints_outside(item: QGraphicsItem) -> bool:
    """Whether ``item`` paints any pixel outside its bounding rectangle."""
    bounds = item.boundingRect()
    area = bounds.adjusted(-MARGIN, -MARGIN, MARGIN, MARGIN).toAlignedRect()
    image = QImage(area.size(), QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    blank = image.copy()
    painter = QPainter(image)
    painter.translate(QPointF(-area.x(), -area.y()))
    item.paint(painter, QStyleOptionGraphicsItem(), None)
    painter.setCompositionMode(QPainter.CompositionMode.CompositionMode_Clear)
    painter.fillRect(bounds, Qt.GlobalColor.transparent)  # what is left lies outside
    painter.end()
    return image != blank


def test_after_a_discard_every_item_paints_inside_its_bounds(qtbot: QtBot, h: ModuleType) -> None:
    window = h.open_window(qtbot, role=Role.CAPTAIN)
    ctrl = window.controller
    session = ctrl.session
    ctrl.begin()
    qtbot.waitUntil(session.human_to_act)
    window.buttons["pass"].click()  # the first upcard
    while session.match.hand.phase is not Phase.DISCARD:
        qtbot.waitUntil(session.human_to_act)
        if session.match.hand.phase is Phase.OFFER:
            window.buttons["pass"].click()
        elif session.match.hand.phase is Phase.DRAW:
            h.click(window, h.centre(window.scene.stock_mark))
    card = window.scene.own_cards[0]
    h.drag(window, h.grip(window, card), h.centre(window.scene.discard_mark))
    assert window.scene.top_item(Place.DISCARD) is window.scene.cards[card]
    qtbot.waitUntil(session.human_to_act)  # the next draw: both piles glow
    assert window.scene.discard_mark.active
    scene = window.scene
    items = [item for item in scene.items() if item.isVisible()]
    assert scene.discard_mark in items and scene.cards[card] in items
    assert [item for item in items if _paints_outside(item)] == []


def test_a_gin_showdown_names_the_empty_deadwood_place_in_words(qtbot: QtBot) -> None:
    """Gin has no deadwood to frame: its place says so ("Gin: no deadwood"), in full, with no
    frame (it was a 1-pixel frame whose caption was cut to nothing: a dot on the felt)."""
    ctrl = GameController(ai_delay_ms=0)
    ctrl.computers.pause()
    window = MainWindow(ctrl, anim_ms=0)
    qtbot.addWidget(window)
    window.start((SeatSetup("Ana", "simple"), SeatSetup("Ben", "simple")), seed=5, rules=RuleSet(target=100))
    ctrl.begin()
    session = ctrl.session
    while True:  # both seats play the scripted moves until a hand ends in gin
        while session.stage not in (Stage.HAND_OVER, Stage.MATCH_OVER):
            seat = session.computer_to_act()
            assert seat is not None
            session.play_computer(session.generation, seat, scripted_move(session.match.view(seat)))
        result = session.match.hand.result
        if isinstance(result, HandScored) and result.outcome is Outcome.GIN:
            break
        assert session.stage is Stage.HAND_OVER, "the match ended without a gin"
        assert session.next_hand()
    QApplication.processEvents()
    places = [
        item
        for item in window.scene.items()
        if isinstance(item, GroupOutline) and item.isVisible() and item.caption == "Gin: no deadwood"
    ]
    assert len(places) == 1
    place = places[0]
    assert not _paints_outside(place)
    font = table_font(window.scene.geo.font(17), bold=True)  # words scale with the table
    text = QFontMetricsF(font).tightBoundingRect(place.caption).width()
    assert _painted_span(place) >= text - 2  # the whole caption, not a dot


def _painted_span(item: QGraphicsItem) -> int:
    """How wide the part of ``item`` is that paints anything: from its first pixel column with
    paint to its last."""
    area = item.boundingRect().toAlignedRect()
    image = QImage(area.size(), QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.translate(QPointF(-area.x(), -area.y()))
    item.paint(painter, QStyleOptionGraphicsItem(), None)
    painter.end()
    columns = [
        x for x in range(image.width()) if any(image.pixelColor(x, y).alpha() for y in range(image.height()))
    ]
    return columns[-1] - columns[0] + 1 if columns else 0
