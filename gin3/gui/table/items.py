"""The table's other items: pile marks, the knock spot, name plates, meld outlines."""

from __future__ import annotations

import math

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QGuiApplication, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

__all__ = ["GroupOutline", "PileMark", "Plate", "table_font"]

FELT_TEXT = QColor("#f1f5ec")
FELT_CENTRE = QColor("#2e7d4f")
FELT_EDGE = QColor("#174a2d")
PLATE_GAP = 10.0
"""The least room between a plate's role badge and its total."""
ROLE_COLOURS = {"box": QColor("#d4a017"), "captain": QColor("#3f7fd4"), "sitter": QColor("#8d8d8d")}


def table_font(pixel_size: int, bold: bool = False) -> QFont:
    font = QFont(QGuiApplication.font())
    font.setPixelSize(pixel_size)
    font.setBold(bold)
    return font


class PileMark(QGraphicsItem):
    """The outline where a pile lies (visible when it is empty), or the knock spot."""

    def __init__(self, width: float, height: float, label: str = "", dashed: bool = False) -> None:
        super().__init__()
        self.rect = QRectF(0, 0, width, height)
        self.label = label
        self.dashed = dashed
        self.active = False
        self.hot = False  # a dragged card hovers over it
        self.unit = 1.0  # the table's text scale
        self.setZValue(-10)

    def set_size(self, width: float, height: float) -> None:
        """The size of the pile's cards (a new card size in the settings)."""
        self.prepareGeometryChange()
        self.rect = QRectF(0, 0, width, height)

    def boundingRect(self) -> QRectF:
        # the glow around an active pile: 9 out, a pen of 5, antialiased, on fractional edges
        return self.rect.adjusted(-14, -14, 14, 14)

    def set_state(
        self, *, active: bool | None = None, hot: bool | None = None, label: str | None = None
    ) -> None:
        if active is not None:
            self.active = active
        if hot is not None:
            self.hot = hot
        if label is not None:
            self.label = label
        self.update()

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        colour = QColor("#ffe082") if self.hot else QColor(255, 255, 255, 200 if self.active else 90)
        pen = QPen(colour, 4 if self.hot or self.active else 2.5)
        if self.dashed:
            pen.setStyle(Qt.PenStyle.DashLine)
        painter.setPen(pen)
        fill = QColor(255, 255, 255, 40 if self.active else 14)
        painter.setBrush(fill)
        radius = self.rect.width() * 0.06
        painter.drawRoundedRect(self.rect.adjusted(2, 2, -2, -2), radius, radius)
        if self.active and not self.dashed:  # a glow around the pile's top card: take me
            painter.setPen(QPen(QColor(255, 224, 130, 220), 5))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(self.rect.adjusted(-9, -9, 9, 9), radius + 6, radius + 6)
        if self.label:
            # each word whole on the spot: a long word ("Kopogás") gets smaller on a small table
            room = self.rect.width() - 8
            size = min(
                _fitting_size(word, max(7, round(19 * self.unit)), 5, room, True)
                for word in self.label.split()
            )
            painter.setFont(table_font(size, bold=True))
            painter.setPen(QColor(255, 255, 255, 235 if self.active else 120))
            painter.drawText(
                self.rect.adjusted(4, 4, -4, -4),
                Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap,
                self.label,
            )


class Plate(QGraphicsItem):
    """A player's place: name, role badge, running total and a status line."""

    def __init__(self, width: float, height: float) -> None:
        super().__init__()
        self.rect = QRectF(0, 0, width, height)
        self.name = ""
        self.role_key = ""
        self.role_text = ""
        self.total_text = ""
        self.status = ""
        self.lit = False
        self.you = False
        self.setZValue(-5)

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-4, -4, 4, 4)

    def set_content(
        self, name: str, role_key: str, role_text: str, total_text: str, status: str, lit: bool, you: bool
    ) -> None:
        self.name, self.role_key, self.role_text = name, role_key, role_text
        self.total_text, self.status, self.lit, self.you = total_text, status, lit, you
        self.update()

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = self.rect.adjusted(2, 2, -2, -2)
        painter.setPen(
            QPen(QColor("#ffe082") if self.lit else QColor(255, 255, 255, 60), 4 if self.lit else 1.5)
        )
        painter.setBrush(QColor(0, 0, 0, 95))
        painter.drawRoundedRect(r, 14, 14)
        painter.setPen(FELT_TEXT)
        inner = r.width() - 28
        painter.setFont(table_font(24, bold=True))
        painter.drawText(
            r.adjusted(14, 8, -14, 0),
            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop,
            painter.fontMetrics().elidedText(self.name, Qt.TextElideMode.ElideRight, int(inner)),
        )
        self._badge_and_total(painter, r, inner)
        if self.status:
            size = _fitting_size(self.status, 16, 12, inner)  # smaller before it is cut
            painter.setFont(table_font(size))
            painter.setPen(QColor("#ffe082") if self.lit else FELT_TEXT)
            painter.drawText(
                r.adjusted(14, 0, -14, -8),
                Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignBottom,
                painter.fontMetrics().elidedText(self.status, Qt.TextElideMode.ElideRight, int(inner)),
            )

    def _badge_and_total(self, painter: QPainter, r: QRectF, inner: float) -> None:
        """The role badge, as wide as its word needs (longer in some languages), and the total at
        the right, a clear gap between them: the total shrinks first, then the badge's word."""
        badge_size, total_size = 16, 18
        while True:
            role_w = _advance(self.role_text, badge_size, True) + 18 if self.role_text else 0
            total_w = _advance(self.total_text, total_size, True)
            if role_w + PLATE_GAP + total_w <= inner or badge_size <= 12:
                break
            if total_size > 14 and total_size >= badge_size:
                total_size -= 1
            else:
                badge_size -= 1
        room = inner - PLATE_GAP - total_w
        badge = QRectF(r.left() + 14, r.top() + 44, max(role_w, min(96.0, room - 2)), 28)
        if not self.role_text:  # two-player gin has no roles: no badge, the total has the room
            badge.setWidth(0)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(ROLE_COLOURS.get(self.role_key, QColor("#666")))
        painter.drawRoundedRect(badge, 14, 14)
        painter.setPen(QColor("#ffffff"))
        painter.setFont(table_font(badge_size, bold=True))
        painter.drawText(
            badge,
            Qt.AlignmentFlag.AlignCenter,
            painter.fontMetrics().elidedText(
                self.role_text, Qt.TextElideMode.ElideRight, int(badge.width() - 8)
            ),
        )
        painter.setPen(FELT_TEXT)
        left = badge.right() + PLATE_GAP
        total_rect = QRectF(left, badge.top(), r.right() - 14 - left, badge.height())
        painter.setFont(table_font(total_size, bold=True))
        painter.drawText(
            total_rect,
            Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
            painter.fontMetrics().elidedText(
                self.total_text, Qt.TextElideMode.ElideLeft, math.ceil(total_rect.width())
            ),
        )


def _advance(text: str, pixel_size: int, bold: bool = False) -> float:
    return QFontMetricsF(table_font(pixel_size, bold)).horizontalAdvance(text)


def _fitting_size(text: str, largest: int, smallest: int, width: float, bold: bool = False) -> int:
    """The largest pixel size from ``largest`` down to ``smallest`` at which ``text`` fits ``width``."""
    size = largest
    while size > smallest and _advance(text, size, bold) > width:
        size -= 1
    return size


class GroupOutline(QGraphicsItem):
    """A rounded frame around a meld (solid) or deadwood (dashed), with a caption."""

    def __init__(self) -> None:
        super().__init__()
        self.rect = QRectF()
        self.caption = ""
        self.deadwood = False
        self.caption_below = False
        self.framed = True
        self.unit = 1.0  # the table's text scale
        self.setZValue(-1)

    def set_box(
        self, rect: QRectF, caption: str, deadwood: bool, caption_below: bool, *, framed: bool = True
    ) -> None:
        """Frame ``rect`` and caption it; unframed, the caption alone names an empty place
        ("Gin: no deadwood"), and the place is as wide as the caption."""
        self.prepareGeometryChange()
        if not framed:
            width = QFontMetricsF(self._font()).horizontalAdvance(caption) + 8
            rect = QRectF(rect.left(), rect.top(), max(rect.width(), width), rect.height())
        self.rect = rect
        self.caption, self.deadwood, self.caption_below, self.framed = (
            caption,
            deadwood,
            caption_below,
            framed,
        )
        self.update()

    def _font(self) -> QFont:
        return table_font(max(7, round(17 * self.unit)), bold=True)

    def caption_rect(self) -> QRectF:
        """Where the caption is written: below the frame or above it."""
        line = 28 * self.unit
        if self.caption_below:
            return QRectF(self.rect.left(), self.rect.bottom() + 2, self.rect.width(), line)
        return QRectF(self.rect.left(), self.rect.top() - line - 2, self.rect.width(), line)

    def boundingRect(self) -> QRectF:
        room = 34 * self.unit
        return self.rect.adjusted(-4, -room, 4, room)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        colour = QColor("#ffcc80") if self.deadwood else QColor("#a5d6a7")
        pen = QPen(colour, 3)
        if self.deadwood:
            pen.setStyle(Qt.PenStyle.DashLine)
        painter.setPen(pen)
        fill = QColor(colour)
        fill.setAlpha(45)
        painter.setBrush(fill)
        if self.framed:
            painter.drawRoundedRect(self.rect, 12, 12)
        if self.caption:
            painter.setFont(self._font())
            painter.setPen(colour)
            painter.drawText(self.caption_rect(), Qt.AlignmentFlag.AlignCenter, self.caption)
