"""Card art, the shipped font and the app icon: every card draws, suits have their colours."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
from PySide6.QtCore import QByteArray, QRectF
from PySide6.QtGui import QColor, QFontDatabase, QGuiApplication, QImage, QPainter
from PySide6.QtSvg import QSvgRenderer
from PySide6.QtWidgets import QApplication

from gin3.engine.cards import FULL_DECK, Card, Suit
from gin3.gui.resources import app_icon, load_fonts, resource_path
from gin3.gui.table.art import CardArt, suit_path

SIZES = (50, 240)


@pytest.fixture
def art(qapp: QApplication) -> CardArt:
    return CardArt()


def image_of(art: CardArt, card: Card | None, width: int) -> QImage:
    return art.pixmap(card, width).toImage().convertToFormat(QImage.Format.Format_ARGB32)


def ink_colours(image: QImage, left: float, top: float, right: float, bottom: float) -> list[QColor]:
    """Opaque pixels in a region (fractions of the card) that are not paper: noticeably dark or coloured."""
    found = []
    w, h = image.width(), image.height()
    for y in range(int(top * h), int(bottom * h)):
        for x in range(int(left * w), int(right * w)):
            colour = image.pixelColor(x, y)
            if colour.alpha() == 255 and (colour.lightness() < 170 or colour.hsvSaturation() > 120):
                found.append(colour)
    return found


def mean_ink(image: QImage) -> tuple[float, float, float]:
    """Average colour of the ink in the top-left corner index."""
    ink = [c for c in ink_colours(image, 0.0, 0.0, 0.25, 0.3) if c.lightness() < 150]
    assert ink, "no ink in the corner index"
    n = len(ink)
    return (sum(c.red() for c in ink) / n, sum(c.green() for c in ink) / n, sum(c.blue() for c in ink) / n)


@pytest.mark.parametrize("width", SIZES)
def test_every_face_and_the_back_draw_something(art: CardArt, width: int) -> None:
    for card in (*FULL_DECK, None):
        image = image_of(art, card, width)
        assert image.width() == width
        assert image.height() == round(width * CardArt.ASPECT)
        # Rounded corners leave the very corner transparent; the card itself is opaque.
        assert image.pixelColor(0, 0).alpha() < 100, card
        assert image.pixelColor(width // 2, image.height() // 2).alpha() == 255, card
        label = "back" if card is None else str(card)
        if card is not None:
            assert ink_colours(image, 0.0, 0.0, 0.25, 0.3), f"{label}: no corner index at {width}px"
            assert ink_colours(image, 0.75, 0.7, 1.0, 1.0), f"{label}: no rotated index at {width}px"
        assert ink_colours(image, 0.25, 0.1, 0.75, 0.9), f"{label}: no centre art at {width}px"


def test_faces_differ_from_each_other(art: CardArt) -> None:
    images = {card: image_of(art, card, 80) for card in FULL_DECK}
    assert len({image.cacheKey() for image in images.values()}) == 52
    as_bytes = {bytes(image.constBits()) for image in images.values()}  # type: ignore[call-overload]
    assert len(as_bytes) == 52


def test_red_and_black_suits(art: CardArt) -> None:
    for text in ("Ah", "7d", "Qh", "Td"):
        r, g, b = mean_ink(image_of(art, Card.parse(text), 120))
        assert r > g + 80 and r > b + 80, text
    for text in ("As", "7c", "Qs", "Tc"):
        r, g, b = mean_ink(image_of(art, Card.parse(text), 120))
        assert max(r, g, b) < 90, text


def test_four_colour_deck_has_four_suit_colours(qapp: QApplication) -> None:
    art = CardArt(four_colour=True)
    inks = {suit: mean_ink(image_of(art, Card.parse("9" + suit.value), 120)) for suit in Suit}
    r, g, b = inks[Suit.CLUBS]
    assert g > r + 50 and g > b + 20, "clubs are green"
    r, g, b = inks[Suit.DIAMONDS]
    assert b > r + 80, "diamonds are blue"
    r, g, b = inks[Suit.HEARTS]
    assert r > g + 80 and r > b + 80, "hearts are red"
    assert max(inks[Suit.SPADES]) < 90, "spades are black"


def test_paint_face_into_any_rectangle(art: CardArt) -> None:
    image = QImage(400, 300, QImage.Format.Format_ARGB32)
    image.fill(QColor("#2f6b3f"))
    painter = QPainter(image)
    art.paint_face(painter, QRectF(10.5, 20.25, 150.0, 210.0), Card.parse("Tc"))
    art.paint_back(painter, QRectF(200.0, 20.0, 150.0, 210.0))
    painter.end()
    assert image.pixelColor(5, 5) == QColor("#2f6b3f")
    assert image.pixelColor(85, 125) != QColor("#2f6b3f")
    assert image.pixelColor(275, 125) != QColor("#2f6b3f")


def test_pixmaps_are_cached_and_honour_the_device_pixel_ratio(art: CardArt) -> None:
    card = Card.parse("Kd")
    assert art.pixmap(card, 90).cacheKey() == art.pixmap(card, 90).cacheKey()
    assert art.pixmap(None, 90).cacheKey() != art.pixmap(card, 90).cacheKey()
    sharp = art.pixmap(card, 90, 2.0)
    assert sharp.devicePixelRatio() == 2.0
    assert (sharp.width(), sharp.height()) == (180, 252)
    assert sharp.deviceIndependentSize().width() == 90
    with pytest.raises(ValueError, match="positive size"):
        art.pixmap(card, 0)


def test_suit_symbols_are_paths_of_unit_height() -> None:
    for suit in Suit:
        box = suit_path(suit).boundingRect()
        assert 0.95 <= box.height() <= 1.0, suit
        assert abs(box.center().x()) < 0.05 and abs(box.center().y()) < 0.05, suit


def test_load_fonts_registers_the_shipped_font(qapp: QApplication) -> None:
    family = load_fonts()
    assert family in QFontDatabase.families()
    assert load_fonts() == family
    assert QGuiApplication.font().family() == family


NO_FONTS_CHECK = textwrap.dedent(
    """
    import json
    from PySide6.QtGui import QFont, QFontDatabase, QFontMetricsF, QGuiApplication
    app = QGuiApplication([])
    from gin3.gui.resources import load_fonts
    from gin3.gui.table.art import CardArt
    before = QFontDatabase.families()
    family = load_fonts()
    art = CardArt()
    print(json.dumps({
        "before": before,
        "family": family,
        "app_font": QFont().family(),
        "text_width": QFontMetricsF(QFont()).horizontalAdvance("Gin"),
        "rank_outline": art._glyph("K").boundingRect().height(),
    }))
    """
)


def test_load_fonts_works_on_a_system_without_fonts(tmp_path: Path) -> None:
    # An empty fontconfig setup: Qt then knows no real font and would draw empty boxes.
    config = tmp_path / "fonts.conf"
    config.write_text(f"<fontconfig><cachedir>{tmp_path / 'cache'}</cachedir></fontconfig>", encoding="utf-8")
    env = {**os.environ, "FONTCONFIG_FILE": str(config), "QT_QPA_PLATFORM": "offscreen"}
    command = [sys.executable, "-c", NO_FONTS_CHECK]
    result = subprocess.run(command, env=env, capture_output=True, text=True, timeout=60, check=True)
    report = json.loads(result.stdout.strip().splitlines()[-1])
    assert "DejaVu Sans" not in report["before"]
    assert report["family"] == report["app_font"] == "DejaVu Sans"
    assert report["text_width"] > 10
    assert report["rank_outline"] > 0.9


def test_the_sheet_command_writes_pngs(qapp: QApplication, tmp_path: Path) -> None:
    from gin3.gui.table.artsheet import main

    sheet, hand = tmp_path / "deck.png", tmp_path / "hand.png"
    assert main(["--sheet", str(sheet), "--hand", str(hand), "--width", "60", "--four-colour"]) == 0
    assert not QImage(str(sheet)).isNull() and not QImage(str(hand)).isNull()


def test_resource_path_finds_the_shipped_files() -> None:
    for parts in (("fonts", "DejaVuSans.ttf"), ("fonts", "DejaVuSans-Bold.ttf"), ("fonts", "LICENSE.txt")):
        path = resource_path(*parts)
        assert path.is_file() and path.stat().st_size > 0
    assert resource_path("icons", "gin3.svg").read_text(encoding="utf-8").lstrip().startswith("<?xml")
    with pytest.raises(FileNotFoundError, match=r"nothing\.svg"):
        resource_path("icons", "nothing.svg")


def test_the_icon_is_a_valid_svg_that_draws(qapp: QApplication) -> None:
    renderer = QSvgRenderer(QByteArray(resource_path("icons", "gin3.svg").read_bytes()))
    assert renderer.isValid()
    icon = app_icon()
    assert not icon.isNull()
    for size in (16, 256):
        image = icon.pixmap(size, size).toImage()
        assert image.width() == size
        assert image.pixelColor(size // 2, size // 2).alpha() == 255
        assert image.pixelColor(0, 0).alpha() == 0  # rounded, not a square tile
