"""The cards' backs: a lattice in blue, red or green, and black diamonds with gold lines.

Drawn in the card's 100 x 140 units (see :mod:`gin3.gui.table.art`), inside
the white margin of the card's paper, with the app icon's three fanned cards
in a medallion in the middle.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QPolygonF, QTransform

from gin3.engine.cards import Suit
from gin3.gui.table.emblems import GOLD
from gin3.gui.table.suits import suit_path

__all__ = ["BACKS", "BackDesign", "paint_back_pattern"]

_W = 100.0
_H = 140.0
_RED = QColor("#c8162b")


@dataclass(frozen=True, slots=True)
class BackDesign:
    """A back: its ground colour and its pattern (``"lattice"`` or ``"diamonds"``)."""

    colour: str
    pattern: str = "lattice"


BACKS: dict[str, BackDesign] = {
    "blue": BackDesign("#1d4f91"),
    "red": BackDesign("#9d1f2e"),
    "green": BackDesign("#1d6b43"),
    "black": BackDesign("#23242a", "diamonds"),
}
"""The backs by the names :data:`gin3.gui.settings.CARD_BACKS` stores."""


def paint_back_pattern(painter: QPainter, design: BackDesign) -> None:
    """The back's field, pattern, frame and medallion, in card units (the paper is drawn)."""
    field = QRectF(5.0, 5.0, _W - 10.0, _H - 10.0)
    clip = QPainterPath()
    clip.addRoundedRect(field, 3.0, 3.0)
    base = QColor(design.colour)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(base)
    painter.drawPath(clip)
    painter.save()
    painter.setClipPath(clip)
    if design.pattern == "diamonds":
        _diamonds(painter, base)
        frame = QPen(GOLD, 0.9)
    else:
        _lattice(painter)
        frame = QPen(QColor(255, 255, 255, 200), 0.9)
    painter.restore()
    painter.setPen(frame)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawRoundedRect(field.adjusted(2.5, 2.5, -2.5, -2.5), 2.0, 2.0)
    _medallion(painter, base)


def _lattice(painter: QPainter) -> None:
    """Fine crossed lines with a dot in every other mesh."""
    painter.setPen(QPen(QColor(255, 255, 255, 60), 0.7))
    step = 8.0
    span = _W + _H
    offset = -span
    while offset < span:
        painter.drawLine(QPointF(offset, 0), QPointF(offset + _H, _H))
        painter.drawLine(QPointF(offset + _H, 0), QPointF(offset, _H))
        offset += step
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(255, 255, 255, 90))
    y = 0.0
    row = 0
    while y <= _H:
        x = (step / 2) * (row % 2)
        while x <= _W:
            painter.drawEllipse(QPointF(x, y), 0.9, 0.9)
            x += step
        y += step / 2
        row += 1


def _diamonds(painter: QPainter, base: QColor) -> None:
    """A harlequin of diamonds in two shades, edged with thin gold lines."""
    w, h = 12.0, 16.0
    light = base.lighter(165)
    gold = QColor(GOLD)
    gold.setAlpha(150)
    painter.setPen(QPen(gold, 0.45))
    row = 0
    y = 0.0
    while y <= _H + h:
        x = (w / 2) * (row % 2)
        while x <= _W + w:
            diamond = QPolygonF(
                [QPointF(x, y - h / 2), QPointF(x + w / 2, y), QPointF(x, y + h / 2), QPointF(x - w / 2, y)]
            )
            painter.setBrush(light if row % 2 else base)  # neighbours along an edge differ
            painter.drawPolygon(diamond)
            x += w
        y += h / 2
        row += 1


def _medallion(painter: QPainter, base: QColor) -> None:
    centre = QPointF(_W / 2, _H / 2)
    painter.setPen(QPen(QColor(255, 255, 255, 220), 1.2))
    painter.setBrush(base.darker(125))
    painter.drawEllipse(centre, 20.0, 27.0)
    painter.setPen(QPen(GOLD, 0.7))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawEllipse(centre, 17.0, 24.0)
    # Three fanned cards, as in the app icon.
    card = QRectF(-6.0, -9.0, 12.0, 17.0)
    for angle in (-18.0, 0.0, 18.0):
        painter.save()
        painter.translate(centre.x(), centre.y() + 6.0)
        painter.rotate(angle)
        painter.translate(0, -6.0)
        painter.setPen(QPen(base.darker(150), 0.6))
        painter.setBrush(QColor("#fbfaf6"))
        painter.drawRoundedRect(card, 1.5, 1.5)
        painter.restore()
    heart = QTransform.fromTranslate(centre.x(), centre.y() - 0.5)
    heart.scale(6.0, 6.0)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(_RED)
    painter.drawPath(heart.map(suit_path(Suit.HEARTS)))
