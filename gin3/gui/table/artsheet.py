"""Render the card art to PNG files, for looking at it: the whole deck, and a fanned hand.

``python -m gin3.gui.table.artsheet --sheet deck.png --hand hand.png``
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Sequence

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QGuiApplication, QImage, QPainter

from gin3.engine.cards import FULL_DECK, Card, parse_cards
from gin3.gui.resources import load_fonts
from gin3.gui.table.art import CardArt

__all__ = ["main", "render_hand", "render_sheet"]


# -- looking at the art -------------------------------------------------------------------


def render_sheet(art: CardArt, width: int, columns: int = 13) -> QImage:
    """The whole deck, suit by suit, and the back, on a green table."""
    gap = max(4, width // 12)
    height = round(width * art.ASPECT)
    rows = 5
    image = QImage(gap + columns * (width + gap), gap + rows * (height + gap), QImage.Format.Format_ARGB32)
    image.fill(QColor("#2f6b3f"))
    painter = QPainter(image)
    for i, card in enumerate(FULL_DECK):
        x, y = gap + (i % columns) * (width + gap), gap + (i // columns) * (height + gap)
        art.paint_face(painter, QRectF(x, y, width, height), card)
    art.paint_back(painter, QRectF(gap, gap + 4 * (height + gap), width, height))
    painter.end()
    return image


def render_hand(art: CardArt, cards: Sequence[Card], width: int, visible: float = 0.35) -> QImage:
    """``cards`` fanned as in a hand, each showing ``visible`` of its width, on a green table."""
    height = round(width * art.ASPECT)
    step = width * visible
    margin = width // 4
    image = QImage(
        round(2 * margin + step * (len(cards) - 1) + width), 2 * margin + height, QImage.Format.Format_ARGB32
    )
    image.fill(QColor("#2f6b3f"))
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    for i, card in enumerate(cards):
        x = margin + i * step
        art.paint_shadow(painter, QRectF(x, margin, width, height), lifted=i == 3)
        painter.drawPixmap(QPointF(x, margin - (width * 0.12 if i == 3 else 0)), art.pixmap(card, width))
    painter.end()
    return image


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m gin3.gui.table.artsheet", description=__doc__.splitlines()[0]
    )
    parser.add_argument("--sheet", help="write the whole deck and the back to this PNG")
    parser.add_argument("--hand", help="write a fanned hand of ten cards to this PNG")
    parser.add_argument("--width", type=int, default=100, help="card width in pixels (default 100)")
    parser.add_argument("--four-colour", action="store_true", help="clubs green, diamonds blue")
    args = parser.parse_args(argv)
    if not args.sheet and not args.hand:
        parser.error("nothing to do: give --sheet and/or --hand")
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])
    load_fonts()
    art = CardArt(four_colour=args.four_colour)
    if args.sheet:
        render_sheet(art, args.width).save(args.sheet)
    if args.hand:
        hand = parse_cards("Ah 2h 3h Ts Js Qs Kd 7c 7d 7s")
        render_hand(art, hand, args.width).save(args.hand)
    art.clear_cache()  # pixmaps must go before the application does
    del art, app
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
