"""The four suit symbols as painter paths in a 100 x 100 box, drawn the same on every system."""

from __future__ import annotations

from PySide6.QtCore import QPointF
from PySide6.QtGui import QPainterPath, QTransform

from gin3.engine.cards import Suit

__all__ = ["PIP_LAYOUT", "spade_body", "suit_path", "union"]


def union(*paths: QPainterPath) -> QPainterPath:
    """The union of unit-sized paths, with smooth curves.

    Qt's boolean operations flatten curves to polygons at a fixed tolerance,
    so the parts are scaled up first: at unit size the curves would come back
    as a handful of straight segments.
    """
    up, down = QTransform.fromScale(1000, 1000), QTransform.fromScale(0.001, 0.001)
    result = QPainterPath()
    for path in paths:
        result = result.united(up.map(path))
    return down.map(result)


def _heart() -> QPainterPath:
    path = QPainterPath(QPointF(0.5, 0.98))
    path.cubicTo(0.40, 0.82, 0.0, 0.62, 0.0, 0.31)
    path.cubicTo(0.0, 0.12, 0.12, 0.02, 0.27, 0.02)
    path.cubicTo(0.39, 0.02, 0.47, 0.10, 0.5, 0.21)
    path.cubicTo(0.53, 0.10, 0.61, 0.02, 0.73, 0.02)
    path.cubicTo(0.88, 0.02, 1.0, 0.12, 1.0, 0.31)
    path.cubicTo(1.0, 0.62, 0.60, 0.82, 0.5, 0.98)
    path.closeSubpath()
    return path


def _diamond() -> QPainterPath:
    path = QPainterPath(QPointF(0.5, 0.0))
    path.quadTo(0.68, 0.28, 0.88, 0.5)
    path.quadTo(0.68, 0.72, 0.5, 1.0)
    path.quadTo(0.32, 0.72, 0.12, 0.5)
    path.quadTo(0.32, 0.28, 0.5, 0.0)
    path.closeSubpath()
    return path


def _stem(top: float) -> QPainterPath:
    path = QPainterPath(QPointF(0.47, top))
    path.cubicTo(0.46, 0.82, 0.40, 0.93, 0.27, 1.0)
    path.lineTo(0.73, 1.0)
    path.cubicTo(0.60, 0.93, 0.54, 0.82, 0.53, top)
    path.closeSubpath()
    return path


def spade_body() -> QPainterPath:
    body = QPainterPath(QPointF(0.5, 0.0))
    body.cubicTo(0.60, 0.16, 1.0, 0.34, 1.0, 0.58)
    body.cubicTo(1.0, 0.74, 0.88, 0.81, 0.76, 0.81)
    body.cubicTo(0.64, 0.81, 0.55, 0.75, 0.5, 0.66)
    body.cubicTo(0.45, 0.75, 0.36, 0.81, 0.24, 0.81)
    body.cubicTo(0.12, 0.81, 0.0, 0.74, 0.0, 0.58)
    body.cubicTo(0.0, 0.34, 0.40, 0.16, 0.5, 0.0)
    body.closeSubpath()
    return body


def _spade() -> QPainterPath:
    return union(spade_body(), _stem(0.6))


def _club() -> QPainterPath:
    parts = []
    leaves = ((0.5, 0.245, 0.225), (0.255, 0.585, 0.225), (0.745, 0.585, 0.225), (0.5, 0.54, 0.13))
    for cx, cy, radius in leaves:
        leaf = QPainterPath()
        leaf.addEllipse(QPointF(cx, cy), radius, radius)
        parts.append(leaf)
    return union(*parts, _stem(0.55))


def _centred(path: QPainterPath) -> QPainterPath:
    return QTransform.fromTranslate(-0.5, -0.5).map(path)


_SUIT_PATHS: dict[Suit, QPainterPath] = {}


def suit_path(suit: Suit) -> QPainterPath:
    """The suit's symbol as a path one unit tall, centred on the origin."""
    path = _SUIT_PATHS.get(suit)
    if path is None:
        make = {Suit.CLUBS: _club, Suit.DIAMONDS: _diamond, Suit.HEARTS: _heart, Suit.SPADES: _spade}[suit]
        path = _centred(make())
        _SUIT_PATHS[suit] = path
    return path


# Pip centres for two to ten, as (column, row): column -1/0/1 is left/middle/right,
# row 0 is the top row of the pip field and 1 the bottom row.
PIP_LAYOUT: dict[int, tuple[tuple[int, float], ...]] = {
    2: ((0, 0.0), (0, 1.0)),
    3: ((0, 0.0), (0, 0.5), (0, 1.0)),
    4: ((-1, 0.0), (1, 0.0), (-1, 1.0), (1, 1.0)),
    5: ((-1, 0.0), (1, 0.0), (0, 0.5), (-1, 1.0), (1, 1.0)),
    6: ((-1, 0.0), (1, 0.0), (-1, 0.5), (1, 0.5), (-1, 1.0), (1, 1.0)),
    7: ((-1, 0.0), (1, 0.0), (0, 0.25), (-1, 0.5), (1, 0.5), (-1, 1.0), (1, 1.0)),
    8: ((-1, 0.0), (1, 0.0), (0, 0.25), (-1, 0.5), (1, 0.5), (0, 0.75), (-1, 1.0), (1, 1.0)),
    9: ((-1, 0.0), (1, 0.0), (-1, 1 / 3), (1, 1 / 3), (0, 0.5), (-1, 2 / 3), (1, 2 / 3), (-1, 1.0), (1, 1.0)),
    10: (
        (-1, 0.0),
        (1, 0.0),
        (0, 1 / 6),
        (-1, 1 / 3),
        (1, 1 / 3),
        (-1, 2 / 3),
        (1, 2 / 3),
        (0, 5 / 6),
        (-1, 1.0),
        (1, 1.0),
    ),
}
