"""Where things go on the table, in scene coordinates: pure arithmetic, no Qt.

The scene is as large as the view that shows it, one scene unit a pixel (as
KPatience's card scene: the scene follows the view, the card size follows the
room, then everything is laid out in pixels). :meth:`Geometry.fit` works out
the largest card that lets every row fit: the other side's hand at the top,
the middle row (stock, discard pile, knock spot and the words), the viewer's
hand at the bottom, which is the largest thing on the table. Places are named
after RULES.md.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from gin3.engine import Arrangement, Card, LaidOffCard, Meld

__all__ = [
    "CARD_W",
    "PILE_SCALE",
    "TOP_SCALE",
    "Geometry",
    "Spot",
    "arrangement_spots",
    "fan",
]

CARD_W = 128.0
"""A card's width before the table knows its room (and the settings' reference width)."""
TOP_SCALE = 0.7
"""The other side's cards, as a share of the viewer's own: smaller, they overlap more."""
PILE_SCALE = 0.8
"""The cards of the middle row (the piles, the knock spot, the draw for roles)."""
PLATE_W, PLATE_H = 236.0, 112.0
"""A name plate's size at text scale 1 (its painting is drawn at that size and scaled)."""
HAND_CARDS = 6.0
"""The own hand's width in card widths that the table must hold: eleven cards in groups."""
# Rows from top to bottom, in card heights: the other side, the piles, the own hand.
_ROWS = 1 + TOP_SCALE + PILE_SCALE
# Room for words between rows: a caption under the top row and over the bottom one (the
# showdown's, 10 px off the cards and a line of 28 at text scale 1), the piles' captions
# (13 px clear of the glow and a line of 34) and the stock's slant (8): pixels and pixels at
# text scale 1.
_WORDS_PX, _WORDS = 46.0, 94.0
_DESIGN_W, _DESIGN_H = 1300.0, 780.0
"""The view size at which words are drawn at their design size (text scale 1)."""


@dataclass(frozen=True, slots=True)
class Spot:
    """Where one card lies: top-left corner, stacking order, face."""

    x: float
    y: float
    z: float
    face_up: bool


@dataclass(frozen=True, slots=True)
class Geometry:
    """The table's places for a view of ``width`` x ``height`` and the viewer's cards of
    ``card_w`` x ``card_h``; ``unit`` scales words, plates and margins (1 at 1300 x 780)."""

    width: float = 1600.0
    height: float = 1000.0
    card_w: float = CARD_W
    card_h: float = 179.0
    unit: float = 1.0

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
    plate_w: float = PLATE_W
    plate_h: float = PLATE_H

    # the text panel (prompts, showdown, role draw)
    panel_x: float = 820.0
    panel_y: float = 262.0
    panel_w: float = 740.0
    panel_h: float = 480.0

    # showdown rows
    meld_step: float = 42.0
    meld_gap: float = 34.0

    @classmethod
    def fit(cls, width: float, height: float, aspect: float, share: float = 1.0) -> Geometry:
        """The places on a view ``width`` x ``height`` for cards of ``aspect`` (height / width):
        the viewer's cards as large as the rows allow, times ``share`` (the settings' "smaller")."""
        width, height = max(width, 320.0), max(height, 200.0)
        unit = min(1.6, height / _DESIGN_H, width / _DESIGN_W)
        margin = 12 * unit
        # above and below the hands: a meld's outline reaches 8 out (on a tiny table, less room)
        edge = max(margin, min(12.0, height * 0.02))
        plate_w, plate_h = PLATE_W * unit, PLATE_H * unit
        hand_left = margin + plate_w + max(1.5 * margin, 12.0)  # an outline reaches 8 out
        hand_right = width - margin
        by_height = (height - 2 * edge - _WORDS_PX - _WORDS * unit) / _ROWS
        by_width = (hand_right - hand_left) / HAND_CARDS * aspect
        card_h = max(24.0, min(by_height, by_width) * share)
        card_w = card_h / aspect
        top_y = edge
        bottom_y = height - edge - card_h
        pile_w, pile_h = card_w * PILE_SCALE, card_h * PILE_SCALE
        # the middle row sits in the middle of the room left between the hands' words
        # (an outline's caption: 10 px off the cards, a line of 28 at text scale 1)
        above = top_y + card_h * TOP_SCALE + 20 + 30 * unit
        below = bottom_y - 12 - 30 * unit - 13 - 34 * unit
        middle_y = max(above, (above + below - pile_h) / 2)
        stock_x = hand_left
        # room for the captions under the piles and for two piles' glows (12 px out each)
        spread = max(pile_w + 26 + 6 * unit, 118 * unit)
        knock_x = stock_x + 2 * spread
        panel_x = knock_x + pile_w + 28 * unit
        panel_y = above
        return cls(
            width=width,
            height=height,
            card_w=card_w,
            card_h=card_h,
            unit=unit,
            hand_left=hand_left,
            hand_right=hand_right,
            bottom_y=bottom_y,
            top_y=top_y,
            own_step=card_w * 0.6,
            other_step=card_w * TOP_SCALE * 0.28,
            group_gap=18 * unit,
            lift=min(card_h * 0.14, 30 * unit),
            middle_y=middle_y,
            stock_x=stock_x,
            discard_x=stock_x + spread,
            knock_x=knock_x,
            plate_x=margin,
            plate_w=plate_w,
            plate_h=plate_h,
            panel_x=panel_x,
            panel_y=panel_y,
            panel_w=max(120.0, width - margin - panel_x),
            panel_h=max(60.0, bottom_y - 14 - 30 * unit - panel_y),
            meld_step=card_w * 0.33,
            meld_gap=26 * unit,
        )

    @property
    def hand_centre(self) -> float:
        return (self.hand_left + self.hand_right) / 2

    @property
    def pile_w(self) -> float:
        return self.card_w * PILE_SCALE

    @property
    def pile_h(self) -> float:
        return self.card_h * PILE_SCALE

    def font(self, pixels: float) -> int:
        """A font's pixel size on this table for one of ``pixels`` at text scale 1."""
        return max(7, round(pixels * self.unit))

    def scale_of(self, row: str) -> float:
        """How large a card of ``row`` (``top``, ``middle`` or ``bottom``) is, of the viewer's."""
        return {"top": TOP_SCALE, "middle": PILE_SCALE}.get(row, 1.0)

    def plate_y(self, place: str) -> float:
        row = {
            "top": (self.top_y, self.card_h * TOP_SCALE),
            "bottom": (self.bottom_y, self.card_h),
            "sitter": (self.middle_y, self.pile_h),
        }[place]
        return row[0] + max(0.0, (row[1] - self.plate_h) / 2)


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
    scale: float = 1.0,
) -> tuple[dict[Card, tuple[float, float]], list[tuple[float, float, int]]]:
    """Places for a hand laid down at showdown: each meld (with the cards
    laid off on it) then the deadwood, left to right from the hand's left,
    for cards ``scale`` times the viewer's; the cards of a group overlap more
    when the row would not fit the table's width.

    Returns each card's (x, y) and each group's (left, right, kind) where
    kind is 0 for a meld and 1 for deadwood.
    """
    groups: list[tuple[list[Card], int]] = []
    for index, meld in enumerate(arrangement.melds):
        extra = [lo.card for lo in layoffs if lo.meld_index == index]
        groups.append((_meld_order(meld, extra), 0))
    if arrangement.deadwood:
        groups.append((list(arrangement.deadwood), 1))
    card_w = geo.card_w * scale
    inner = sum(len(cards) - 1 for cards, _ in groups)
    room = geo.hand_right - geo.hand_left - len(groups) * card_w - (len(groups) - 1) * geo.meld_gap
    step = min(geo.meld_step * scale, room / inner) if inner else 0.0
    step = max(step, card_w * 0.12)
    spots: dict[Card, tuple[float, float]] = {}
    boxes: list[tuple[float, float, int]] = []
    x = geo.hand_left
    for cards, kind in groups:
        left = x
        for card in cards:
            spots[card] = (x, y)
            x += step
        right = x - step + card_w
        boxes.append((left, right, kind))
        x = right + geo.meld_gap
    return spots, boxes


def _meld_order(meld: Meld, extra: Sequence[Card]) -> list[Card]:
    """A meld with lay-offs, in the order a player would show it: runs by rank."""
    cards = list(meld.cards) + list(extra)
    return sorted(cards, key=lambda c: (int(c.rank), c.suit.index))
