"""The table paints each item inside its bounding rectangle: a view repaints (and a cached
item keeps) only that rectangle, so paint outside it stays on the felt as stray lines."""

from __future__ import annotations

from types import ModuleType

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QImage, QPainter
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem
from pytestqt.qtbot import QtBot

from gin3.engine import Phase, Role

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
    assert window.scene.top_item("discard") is window.scene.cards[card]
    qtbot.waitUntil(session.human_to_act)  # the next draw: both piles glow
    assert window.scene.discard_mark.active
    scene = window.scene
    items = [item for item in scene.items() if item.isVisible()]
    assert scene.discard_mark in items and scene.cards[card] in items
    assert [item for item in items if _paints_outside(item)] == []
