"""Card items: each draws and animates itself, nothing more (KPat's KCard).

The deck owns the artwork. A card is painted from a pixmap rendered at the
exact device size the view shows it at, so it is sharp at every zoom and DPI.
"""

from __future__ import annotations

import math

from PySide6.QtCore import (
    QAbstractAnimation,
    QEasingCurve,
    QParallelAnimationGroup,
    QPointF,
    QPropertyAnimation,
    QRectF,
    QSequentialAnimationGroup,
    Qt,
)
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from gin3.engine import Card
from gin3.gui.table.art import CardArt

__all__ = ["CardDeck", "CardItem"]

_RADIUS = 0.055  # corner radius as a share of the card width


class CardDeck:
    """The artwork and size of the cards on one table."""

    def __init__(self, art: CardArt, width: float) -> None:
        self.art = art
        self.width = width
        self.height = round(width * art.ASPECT, 1)

    def resize(self, width: float) -> None:
        """Cards ``width`` wide from now on (the items of the deck are told by the scene)."""
        self.width = width
        self.height = round(width * self.art.ASPECT, 1)

    def paint(self, painter: QPainter, rect: QRectF, card: Card | None) -> None:
        """Draw ``card`` (``None``: its back) into ``rect`` at the painter's device resolution."""
        t = painter.deviceTransform()
        scale = math.hypot(t.m11(), t.m12()) or 1.0
        pixels = max(8, round(rect.width() * scale))
        pixmap = self.art.pixmap(card, pixels, 1.0)
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        painter.drawPixmap(rect, pixmap, QRectF(0, 0, pixmap.width(), pixmap.height()))
        painter.restore()


class CardItem(QGraphicsObject):
    """One card on the table. ``card`` is fixed; face, marks and place change."""

    SELECTED = QColor("#f5c542")
    FOCUS = QColor("#4fc3f7")
    LAID_OFF = QColor("#66bb6a")
    HINT = QColor("#ff8a65")
    FRESH = QColor("#80deea")

    def __init__(self, deck: CardDeck, card: Card | None, face_up: bool = False) -> None:
        super().__init__()
        self.deck = deck
        self.card = card
        self.face_up = face_up
        self.selected = False
        self.focused = False
        self.laid_off = False
        self.hinted = False
        self.fresh = False  # just drawn: easy to find in the hand
        self.home = QPointF()
        self._anim: QSequentialAnimationGroup | None = None
        # Painted once per look (face, marks, size on screen), then blitted: cards glide every frame.
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)  # the scene handles the mouse

    # -- drawing -------------------------------------------------------------

    def boundingRect(self) -> QRectF:
        return QRectF(-6, -6, self.deck.width + 12, self.deck.height + 12)

    def resized(self) -> None:
        """The deck's cards changed size: the item's bounds and picture with them."""
        self.prepareGeometryChange()
        self.update()

    def card_rect(self) -> QRectF:
        return QRectF(0, 0, self.deck.width, self.deck.height)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        rect = self.card_rect()
        radius = self.deck.width * _RADIUS
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        shadow = QPainterPath()
        shadow.addRoundedRect(rect.translated(1.5, 2.5), radius, radius)
        painter.fillPath(shadow, QColor(0, 0, 0, 70))
        self.deck.paint(painter, rect, self.card if self.face_up else None)
        if self.laid_off:
            self._tint(painter, rect, radius, self.LAID_OFF)
        for on, colour, width in (
            (self.fresh and not self.selected, self.FRESH, 3.0),
            (self.hinted, self.HINT, 4.0),
            (self.selected, self.SELECTED, 4.0),
            (self.focused, self.FOCUS, 3.0),
        ):
            if on:
                pen = QPen(colour, width)
                if colour is self.FOCUS:
                    pen.setStyle(Qt.PenStyle.DashLine)
                painter.setPen(pen)
                painter.setBrush(Qt.BrushStyle.NoBrush)
                inset = width / 2 if colour is self.FOCUS else -width / 2
                painter.drawRoundedRect(rect.adjusted(inset, inset, -inset, -inset), radius, radius)

    @staticmethod
    def _tint(painter: QPainter, rect: QRectF, radius: float, colour: QColor) -> None:
        pen = QPen(colour, 4)
        painter.setPen(pen)
        fill = QColor(colour)
        fill.setAlpha(40)
        painter.setBrush(fill)
        painter.drawRoundedRect(rect.adjusted(2, 2, -2, -2), radius, radius)

    # -- state ---------------------------------------------------------------

    def set_marks(
        self,
        *,
        face_up: bool | None = None,
        selected: bool | None = None,
        focused: bool | None = None,
        laid_off: bool | None = None,
        hinted: bool | None = None,
        fresh: bool | None = None,
    ) -> None:
        changed = False
        for name, value in (
            ("face_up", face_up),
            ("selected", selected),
            ("focused", focused),
            ("laid_off", laid_off),
            ("hinted", hinted),
            ("fresh", fresh),
        ):
            if value is not None and getattr(self, name) != value:
                setattr(self, name, value)
                changed = True
        if changed:
            self.update()

    def move_to(
        self, target: QPointF, duration_ms: int, delay_ms: int = 0, scale: float | None = None
    ) -> None:
        """Glide to ``target`` after ``delay_ms`` (at once when ``duration_ms`` is 0), growing or
        shrinking to ``scale`` on the way (a card of the piles is smaller than one of the hand);
        it is the card's home."""
        self.home = QPointF(target)
        self.stop_motion()
        scale = self.scale() if scale is None else scale
        if duration_ms <= 0 or (self.pos() == target and self.scale() == scale):
            self.setPos(target)
            self.setScale(scale)
            return
        anim = QSequentialAnimationGroup(self)
        if delay_ms > 0:
            anim.addPause(delay_ms)
        both = QParallelAnimationGroup(anim)  # owned by the group, not by Python
        for name, start, end in ((b"pos", self.pos(), target), (b"scale", self.scale(), scale)):
            glide = QPropertyAnimation(self, name, both)
            glide.setDuration(duration_ms)
            glide.setStartValue(start)
            glide.setEndValue(end)
            glide.setEasingCurve(QEasingCurve.Type.OutCubic)
        anim.addAnimation(both)
        anim.finished.connect(lambda: self._forget(anim))
        anim.start(QAbstractAnimation.DeletionPolicy.DeleteWhenStopped)
        self._anim = anim

    @property
    def moving(self) -> bool:
        """The card is gliding (or waiting to glide) to its home."""
        return self._anim is not None

    def _forget(self, anim: QSequentialAnimationGroup) -> None:
        if self._anim is anim:
            self._anim = None

    def stop_motion(self) -> None:
        if self._anim is not None:
            self._anim.stop()
            self._anim = None
