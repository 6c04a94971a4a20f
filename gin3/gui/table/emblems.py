"""The emblems that crown the court cards' monograms: the king's crown, the
queen's tiara and the jack's feathered cap, in gold picked out in the suit's
colour.

Each is drawn with the caller's painter into ``box``, in the card units of
:class:`~gin3.gui.table.art.CardArt`; :data:`EMBLEMS` picks one by rank.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen

from gin3.engine.cards import Rank
from gin3.gui.table.suits import union

__all__ = ["EMBLEMS", "GOLD", "cap", "crown", "tiara"]

GOLD = QColor("#e2b43c")
"""The gold of the emblems and of the frames around the court and back art."""
_GOLD_DARK = QColor("#8a6514")


def _emblem_pen() -> QPen:
    pen = QPen(_GOLD_DARK, 0.8)
    pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    return pen


def crown(painter: QPainter, box: QRectF, colour: QColor) -> None:
    """The king's crown: five points with pearls on a band set with three stones of ``colour``."""

    def at(x: float, y: float) -> QPointF:
        return QPointF(box.left() + x * box.width(), box.top() + y * box.height())

    path = QPainterPath(at(0.04, 0.78))
    for x, y in ((0.0, 0.2), (0.27, 0.52), (0.5, 0.05), (0.73, 0.52), (1.0, 0.2), (0.96, 0.78)):
        path.lineTo(at(x, y))
    path.closeSubpath()
    band = QPainterPath()
    band.addRoundedRect(QRectF(at(0.02, 0.74), at(0.98, 1.0)), 1.0, 1.0)
    painter.setPen(_emblem_pen())
    painter.setBrush(GOLD)
    painter.drawPath(union(path, band))
    for x, y in ((0.0, 0.2), (0.5, 0.05), (1.0, 0.2)):
        painter.drawEllipse(at(x, y), 1.6, 1.6)
    painter.setBrush(colour)
    painter.setPen(Qt.PenStyle.NoPen)
    for x in (0.25, 0.5, 0.75):
        painter.drawEllipse(at(x, 0.87), 1.3, 1.3)


def tiara(painter: QPainter, box: QRectF, colour: QColor) -> None:
    """The queen's tiara: two sweeping arches to a jewel of ``colour``, on a band."""

    def at(x: float, y: float) -> QPointF:
        return QPointF(box.left() + x * box.width(), box.top() + y * box.height())

    path = QPainterPath(at(0.06, 0.8))
    path.lineTo(at(0.04, 0.42))
    path.quadTo(at(0.28, 0.72), at(0.5, 0.12))
    path.quadTo(at(0.72, 0.72), at(0.96, 0.42))
    path.lineTo(at(0.94, 0.8))
    path.closeSubpath()
    band = QPainterPath()
    band.addRoundedRect(QRectF(at(0.04, 0.76), at(0.96, 0.98)), 1.5, 1.5)
    painter.setPen(_emblem_pen())
    painter.setBrush(GOLD)
    painter.drawPath(union(path, band))
    painter.setBrush(colour)
    painter.drawEllipse(at(0.5, 0.1), 2.0, 2.0)
    painter.setBrush(GOLD)
    for x in (0.04, 0.96):
        painter.drawEllipse(at(x, 0.4), 1.4, 1.4)
    painter.setBrush(colour)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.drawEllipse(at(0.5, 0.87), 1.3, 1.3)


def cap(painter: QPainter, box: QRectF, colour: QColor) -> None:
    """The jack's cap: a golden dome with a band of ``colour``, a feather and a brim."""

    def at(x: float, y: float) -> QPointF:
        return QPointF(box.left() + x * box.width(), box.top() + y * box.height())

    feather = QPainterPath(at(0.6, 0.5))
    feather.cubicTo(at(0.64, 0.16), at(0.86, -0.02), at(1.04, -0.06))
    feather.cubicTo(at(0.96, 0.16), at(0.84, 0.38), at(0.7, 0.54))
    feather.closeSubpath()
    dome = QPainterPath(at(0.18, 0.8))
    dome.cubicTo(at(0.16, 0.1), at(0.84, 0.1), at(0.82, 0.8))
    dome.closeSubpath()
    brim = QPainterPath()
    brim.addEllipse(QRectF(at(0.02, 0.74), at(0.98, 1.0)))
    painter.setPen(_emblem_pen())
    painter.setBrush(colour)
    painter.drawPath(feather)
    painter.setBrush(GOLD)
    painter.drawPath(dome)
    painter.setBrush(colour)
    painter.drawRect(QRectF(at(0.19, 0.62), at(0.81, 0.78)))
    painter.setBrush(GOLD)
    painter.drawPath(brim)


EMBLEMS: dict[Rank, Callable[[QPainter, QRectF, QColor], None]] = {
    Rank.KING: crown,
    Rank.QUEEN: tiara,
    Rank.JACK: cap,
}
"""The emblem of each court rank."""
