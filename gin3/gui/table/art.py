"""Card faces and backs drawn with QPainter: vector art, sharp at any size and DPI.

Everything is drawn in a card of 100 x 140 units that the painter scales to
the target rectangle. Suit symbols are painter paths built here and rank
letters are glyph outlines of the shipped font, so a card looks the same on
every system; the court cards' emblems are drawn in :mod:`gin3.gui.table.emblems`.
The corner index is large (about a fifth of the card's width) so a card
stays readable when only its left third shows in a fanned hand.

``python -m gin3.gui.table.artsheet --sheet deck.png --hand hand.png`` renders
the whole deck and a fanned hand, for looking at the art.
"""

from __future__ import annotations

from collections import OrderedDict

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QGuiApplication,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
    QTransform,
)

from gin3.engine.cards import Card, Rank, Suit
from gin3.gui.resources import FONT_FAMILY, load_fonts
from gin3.gui.table.backs import BACKS, paint_back_pattern
from gin3.gui.table.emblems import EMBLEMS, GOLD
from gin3.gui.table.suits import PIP_LAYOUT, spade_body, suit_path

__all__ = ["CardArt", "suit_path"]

_W = 100.0
_H = 140.0
_CORNER = 5.5  # corner radius
_INDEX_X = 13.5  # centre line of the corner index
_INK = QColor("#1b1b1f")
_RED = QColor("#c8162b")
_GREEN = QColor("#13804a")
_BLUE = QColor("#1a5bc4")
_BORDER = QColor("#7d7f86")
_CREAM_TOP = QColor("#fdf8ea")
_CREAM_BOTTOM = QColor("#f2e5c3")
_PAPER_TOP = QColor("#ffffff")
_PAPER_BOTTOM = QColor("#f3f1ea")


class CardArt:
    """Draws card faces and backs with QPainter: vector, sharp at any size and DPI.

    Needs a ``QGuiApplication``: the rank letters are outlines of the shipped
    font, which :func:`gin3.gui.resources.load_fonts` registers.
    """

    ASPECT: float = _H / _W
    """Height / width of a card (poker size, 2.5 x 3.5 inches)."""

    CACHE_SIZE = 240  # about four sizes of a whole deck

    def __init__(self, *, four_colour: bool = False, back: str = "blue") -> None:
        self.four_colour = four_colour
        self.back = back if back in BACKS else "blue"
        self._glyphs: dict[str, QPainterPath] = {}
        self._pixmaps: OrderedDict[tuple[int, int, float], QPixmap] = OrderedDict()

    # -- public drawing ---------------------------------------------------------------

    def suit_colour(self, suit: Suit) -> QColor:
        """The ink of a suit: red and black, or four colours (clubs green, diamonds blue)."""
        if self.four_colour:
            return {Suit.CLUBS: _GREEN, Suit.DIAMONDS: _BLUE, Suit.HEARTS: _RED, Suit.SPADES: _INK}[suit]
        return _RED if suit.is_red else _INK

    def paint_face(self, painter: QPainter, rect: QRectF, card: Card) -> None:
        """Draw ``card`` face up, filling ``rect``."""
        painter.save()
        self._enter_card(painter, rect)
        self._paper(painter)
        colour = self.suit_colour(card.suit)
        rank = card.rank
        if rank >= Rank.JACK:
            self._court(painter, card, colour)
        elif rank == Rank.ACE:
            self._ace(painter, card, colour)
        else:
            self._pips(painter, card, colour)
        self._index(painter, card, colour)
        painter.save()
        painter.translate(_W, _H)
        painter.rotate(180)
        self._index(painter, card, colour)
        painter.restore()
        painter.restore()

    def paint_shadow(self, painter: QPainter, rect: QRectF, *, lifted: bool = False) -> None:
        """A soft shadow for a card at ``rect``, to draw before the card; ``lifted`` for a card in the air."""
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(Qt.PenStyle.NoPen)
        unit = rect.width() / _W
        spread, drop, alpha = (5.0, 4.0, 14) if lifted else (2.5, 1.5, 18)
        steps = 5
        for step in range(steps, 0, -1):
            grow = spread * unit * step / steps
            painter.setBrush(QColor(0, 0, 0, alpha))
            shadow = rect.translated(0, drop * unit).adjusted(-grow, -grow, grow, grow)
            radius = (_CORNER + spread * step / steps) * unit
            painter.drawRoundedRect(shadow, radius, radius)
        painter.restore()

    def paint_back(self, painter: QPainter, rect: QRectF) -> None:
        """Draw the back of a card, filling ``rect``."""
        painter.save()
        self._enter_card(painter, rect)
        self._paper(painter)
        paint_back_pattern(painter, BACKS[self.back])
        painter.restore()

    def pixmap(self, card: Card | None, width: int, device_pixel_ratio: float = 1.0) -> QPixmap:
        """``card`` (``None`` for the back) as a pixmap ``width`` logical pixels wide; cached."""
        if width < 1 or device_pixel_ratio <= 0:
            size = f"{width} px at ratio {device_pixel_ratio}"
            raise ValueError(f"a card pixmap needs a positive size, not {size}")
        key = (-1 if card is None else card.index, width, device_pixel_ratio)
        cached = self._pixmaps.get(key)
        if cached is not None:
            self._pixmaps.move_to_end(key)
            return cached
        height = round(width * self.ASPECT)
        pixmap = QPixmap(round(width * device_pixel_ratio), round(height * device_pixel_ratio))
        pixmap.setDevicePixelRatio(device_pixel_ratio)
        pixmap.fill(Qt.GlobalColor.transparent)
        painter = QPainter(pixmap)
        target = QRectF(0, 0, width, height)
        if card is None:
            self.paint_back(painter, target)
        else:
            self.paint_face(painter, target, card)
        painter.end()
        self._pixmaps[key] = pixmap
        if len(self._pixmaps) > self.CACHE_SIZE:
            self._pixmaps.popitem(last=False)
        return pixmap

    def set_back(self, back: str) -> None:
        """Draw backs of the design ``back`` (a name of :data:`~gin3.gui.table.backs.BACKS`) from now on."""
        if back in BACKS and back != self.back:
            self.back = back
            self._pixmaps = OrderedDict((key, p) for key, p in self._pixmaps.items() if key[0] != -1)

    def clear_cache(self) -> None:
        """Forget the cached pixmaps (they must not outlive the application)."""
        self._pixmaps.clear()

    # -- the card and its paper -------------------------------------------------------

    def _enter_card(self, painter: QPainter, rect: QRectF) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.translate(rect.topLeft())
        painter.scale(rect.width() / _W, rect.height() / _H)

    @staticmethod
    def _outline() -> QPainterPath:
        path = QPainterPath()
        path.addRoundedRect(QRectF(0.3, 0.3, _W - 0.6, _H - 0.6), _CORNER, _CORNER)
        return path

    def _paper(self, painter: QPainter) -> None:
        gradient = QLinearGradient(0, 0, 0, _H)
        gradient.setColorAt(0.0, _PAPER_TOP)
        gradient.setColorAt(1.0, _PAPER_BOTTOM)
        pen = QPen(_BORDER, 1.0)
        pen.setCosmetic(True)  # one device pixel at every size: a thin, crisp edge
        painter.setPen(pen)
        painter.setBrush(QBrush(gradient))
        painter.drawPath(self._outline())

    # -- the corner index -------------------------------------------------------------

    def _glyph(self, text: str) -> QPainterPath:
        """Outline of ``text`` in the shipped bold font: cap height 1, top-left of the caps at 0, 0."""
        path = self._glyphs.get(text)
        if path is not None:
            return path
        if text == "10":
            # The two digits close up so "10" is hardly wider than one letter.
            one, zero = self._glyph("1"), self._glyph("0")
            gap = 0.04
            path = QTransform.fromTranslate(-one.boundingRect().left(), 0).map(one)
            shift = path.boundingRect().right() + gap - zero.boundingRect().left()
            path.addPath(QTransform.fromTranslate(shift, 0).map(zero))
        else:
            path = self._text_outline(text)
        self._glyphs[text] = path
        return path

    def _text_outline(self, text: str) -> QPainterPath:
        if QGuiApplication.instance() is not None:
            load_fonts()
        font = QFont(FONT_FAMILY)
        font.setPixelSize(200)
        font.setBold(True)
        cap = QPainterPath()
        cap.addText(QPointF(0, 0), font, "H")
        cap_box = cap.boundingRect()
        raw = QPainterPath()
        raw.addText(QPointF(0, 0), font, text)
        scale = 1.0 / cap_box.height()
        transform = QTransform.fromScale(scale, scale)
        transform.translate(-raw.boundingRect().left(), -cap_box.top())
        return transform.map(raw)

    def _draw_glyph(
        self, painter: QPainter, text: str, centre_x: float, top: float, height: float, max_width: float
    ) -> None:
        """Draw ``text`` centred on ``centre_x`` with its caps from ``top``, narrowed to ``max_width``."""
        glyph = self._glyph(text)
        box = glyph.boundingRect()
        sx = min(height, max_width / box.width())
        transform = QTransform.fromTranslate(centre_x - box.width() * sx / 2, top)
        transform.scale(sx, height)
        painter.drawPath(transform.map(glyph))

    def _index(self, painter: QPainter, card: Card, colour: QColor) -> None:
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(colour)
        if card.rank == Rank.TEN:
            # Two digits: a little smaller, so they need less squeezing to fit the column.
            self._draw_glyph(painter, "10", _INDEX_X, 9.5, 16.5, 22.0)
        else:
            self._draw_glyph(painter, card.rank.letter, _INDEX_X, 8.0, 18.0, 20.0)
        self._draw_suit(painter, card.suit, QPointF(_INDEX_X, 38.5), 13.0, colour)

    def _draw_suit(
        self, painter: QPainter, suit: Suit, centre: QPointF, size: float, colour: QColor, flip: bool = False
    ) -> None:
        transform = QTransform.fromTranslate(centre.x(), centre.y())
        if flip:
            transform.rotate(180)
        transform.scale(size, size)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(colour)
        painter.drawPath(transform.map(suit_path(suit)))

    # -- centre art -------------------------------------------------------------------

    def _pips(self, painter: QPainter, card: Card, colour: QColor) -> None:
        columns = {-1: 34.0, 0: 50.0, 1: 66.0}
        top, bottom = 22.0, _H - 22.0
        size = 16.0
        for column, row in PIP_LAYOUT[int(card.rank)]:
            y = top + (bottom - top) * row
            self._draw_suit(painter, card.suit, QPointF(columns[column], y), size, colour, flip=row > 0.5)

    def _ace(self, painter: QPainter, card: Card, colour: QColor) -> None:
        centre = QPointF(_W / 2, _H / 2)
        if card.suit != Suit.SPADES:
            self._draw_suit(painter, card.suit, centre, 44.0, colour)
            return
        # The ace of spades is the deck's showpiece: larger, with an engraved inline.
        size = 56.0
        self._draw_suit(painter, card.suit, centre, size, colour)
        body_centre = QPointF(0.5, 0.43)  # of the spade's leaf, in its unit box
        inline = QTransform.fromTranslate(centre.x(), centre.y())
        inline.scale(size, size)
        inline.translate(body_centre.x() - 0.5, body_centre.y() - 0.5)
        inline.scale(0.84, 0.84)
        inline.translate(-body_centre.x(), -body_centre.y())
        pen = QPen(QColor(255, 255, 255, 210), 1.1)
        pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        painter.setPen(pen)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(inline.map(spade_body()))

    def _court(self, painter: QPainter, card: Card, colour: QColor) -> None:
        """A framed monogram: the rank letter crowned by its emblem, the suit below."""
        panel = QRectF(25.0, 13.0, _W - 50.0, _H - 26.0)
        gradient = QLinearGradient(panel.topLeft(), panel.bottomLeft())
        gradient.setColorAt(0.0, _CREAM_TOP)
        gradient.setColorAt(1.0, _CREAM_BOTTOM)
        painter.setPen(QPen(colour, 1.0))
        painter.setBrush(QBrush(gradient))
        painter.drawRoundedRect(panel, 3.0, 3.0)
        painter.setPen(QPen(GOLD, 0.9))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(panel.adjusted(2.2, 2.2, -2.2, -2.2), 1.8, 1.8)
        self._draw_suit(painter, card.suit, QPointF(panel.left() + 7.5, panel.top() + 8.5), 7.0, colour)
        self._draw_suit(
            painter, card.suit, QPointF(panel.right() - 7.5, panel.bottom() - 8.5), 7.0, colour, flip=True
        )
        emblem = QRectF(32.0, 30.0, 36.0, 21.0)
        EMBLEMS[card.rank](painter, emblem, colour)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(colour)
        self._draw_glyph(painter, card.rank.letter, _W / 2, 55.0, 30.0, 36.0)
        self._draw_suit(painter, card.suit, QPointF(_W / 2, 104.0), 14.0, colour)
