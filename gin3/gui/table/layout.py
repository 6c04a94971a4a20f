"""Where things go on the table, in scene coordinates: pure arithmetic, no Qt.

The scene is a fixed 1600 x 1000 board that the view scales to the window.
Places are named after RULES.md: the stock, the discard pile, the knock spot,
the viewer's hand at the bottom and the other side's hand at the top.
"""

from __future__ import annotations

from collections.abc import Sequence

from gin3.engine import Arrangement, Card, LaidOffCard, Meld
from gin3.values import value_class

__all__ = [
    "BOARD_H",
    "BOARD_W",
    "CARD_H",
    "CARD_W",
    "Geometry",
    "Spot",
    "arrangement_spots",
    "fan",
]

BOARD_W = 1600.0
BOARD_H = 1000.0
CARD_W = 128.0
CARD_H = 179.0  # replaced by the art's aspect at start-up (see Geometry)


@value_class
class Spot:
    """Where one card lies: top-left corner, stacking order, face."""

    x: float
    y: float
    z: float
    face_up: bool


@value_class
class Geometry:
    """The board's fixed places, for a card of ``card_w`` x ``card_h``."""

    card_w: float = CARD_W
    card_h: float = CARD_H

    # hands
    hand_left: float = 300.0
    hand_right: float = 1560.0
    bottom_y: float = 792.0
    top_y: float = 28.0
    own_step: float = 80.0
    other_step: float = 30.0
    group_gap: float = 24.0
    lift: float = 26.0

    # middle row
    middle_y: float = 404.0
    stock_x: float = 320.0
    discard_x: float = 480.0
    knock_x: float = 640.0

    # plates: name, role, total
    plate_x: float = 34.0
    plate_w: float = 236.0
    plate_h: float = 112.0

    # the text panel (prompts, showdown, role draw)
    panel_x: float = 820.0
    panel_y: float = 262.0
    panel_w: float = 740.0
    panel_h: float = 480.0

    # showdown rows
    meld_step: float = 42.0
    meld_gap: float = 34.0

    @property
    def hand_centre(self) -> float:
        return (self.hand_left + self.hand_right) / 2

    def plate_y(self, place: str) -> float:
        return {"top": self.top_y + 20, "bottom": self.bottom_y + 22, "sitter": self.middle_y + 22}[place]


def fan(
    count: int, step: float, centre: float, card_w: float, breaks: set[int] | None = None, gap: float = 0.0
) -> list[float]:
    """Left edges of ``count`` overlapping cards centred on ``centre``.

    A ``gap`` opens before each index in ``breaks`` (the edges of melds),
    so groups read apart.
    """
    if count == 0:
        return []
    xs: list[float] = []
    x = 0.0
    for i in range(count):
        if breaks and i in breaks and i > 0:
            x += gap
        xs.append(x)
        x += step
    width = xs[-1] + card_w
    left = centre - width / 2
    return [left + v for v in xs]


def arrangement_spots(
    arrangement: Arrangement,
    layoffs: Sequence[LaidOffCard],
    y: float,
    geo: Geometry,
) -> tuple[dict[Card, tuple[float, float]], list[tuple[float, float, int]]]:
    """Places for a hand laid down at showdown: each meld (with the cards
    laid off on it) then the deadwood, left to right from the hand's left.

    Returns each card's (x, y) and each group's (left, right, kind) where
    kind is 0 for a meld and 1 for deadwood.
    """
    groups: list[tuple[list[Card], int]] = []
    for index, meld in enumerate(arrangement.melds):
        extra = [lo.card for lo in layoffs if lo.meld_index == index]
        groups.append((_meld_order(meld, extra), 0))
    if arrangement.deadwood:
        groups.append((list(arrangement.deadwood), 1))
    spots: dict[Card, tuple[float, float]] = {}
    boxes: list[tuple[float, float, int]] = []
    x = geo.hand_left
    for cards, kind in groups:
        left = x
        for card in cards:
            spots[card] = (x, y)
            x += geo.meld_step
        right = x - geo.meld_step + geo.card_w
        boxes.append((left, right, kind))
        x = right + geo.meld_gap
    return spots, boxes


def _meld_order(meld: Meld, extra: Sequence[Card]) -> list[Card]:
    """A meld with lay-offs, in the order a player would show it: runs by rank."""
    cards = list(meld.cards) + list(extra)
    return sorted(cards, key=lambda c: (int(c.rank), c.suit.index))
