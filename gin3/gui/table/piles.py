"""The table's places as objects: the stock, the discard pile, the knock spot and the viewer's hand.

Each pile owns the card items lying on it (bottom first) and its rectangle on
the table, and answers the narrow questions the gestures and the words ask:
which card is on top, does this card lie here, what is at this point, may a
card from that place be dropped here (the spirit of KDE's KCardPile; the
rules stay with the session, which refuses a move the pile let through).
A pile is *open* while a hand is played: outside play nothing may be taken.
"""

from __future__ import annotations

from enum import StrEnum

from PySide6.QtCore import QPointF, QRectF

from gin3.engine import Card
from gin3.gui.table.cards import CardItem
from gin3.gui.table.items import PileMark
from gin3.gui.table.layout import PILE_SCALE, Geometry

__all__ = ["MIDDLE_ROW", "DiscardPile", "HandPile", "KnockSpot", "Pile", "Place", "Plan", "StockPile"]


class Place(StrEnum):
    """Where a card lies, for gestures (RULES.md's names)."""

    STOCK = "stock"
    DISCARD = "discard"
    KNOCK = "knock"
    HAND = "hand"


MIDDLE_ROW = (Place.STOCK, Place.DISCARD, Place.KNOCK)
"""The middle row's places from left to right (the keyboard's order)."""


class Plan:
    """Where each card item goes on this redraw: place (x, y, stacking order, scale), where an
    item seen for the first time comes from, and how long a dealt card waits to fly."""

    def __init__(self) -> None:
        self.places: dict[CardItem, tuple[float, float, float, float]] = {}
        self.origins: dict[CardItem, QPointF] = {}
        self.delays: dict[CardItem, int] = {}
        self.laid: set[Card] = set()  # cards laid off on the knocker's melds (R14)

    def place(
        self, item: CardItem, x: float, y: float, z: float, origin: QPointF | None = None, scale: float = 1.0
    ) -> None:
        self.places[item] = (x, y, z, scale)
        if origin is not None:
            self.origins[item] = origin


class Pile:
    """A place on the table holding card items (see the module docstring)."""

    place: Place
    takes_from: frozenset[Place] = frozenset()
    """The places a card may be dragged from onto this pile."""

    def __init__(self, mark: PileMark | None = None) -> None:
        self.mark = mark
        self.items: list[CardItem] = []
        self.open = False
        self.rect = QRectF()

    def __repr__(self) -> str:
        return f"<{type(self).__name__} {len(self.items)} cards>"

    # -- questions ------------------------------------------------------------

    @property
    def visible(self) -> bool:
        return self.mark is None or self.mark.isVisible()

    def top(self) -> CardItem | None:
        """The card item that may be taken from the pile (its top card), if any."""
        return self.items[-1] if self.open and self.items else None

    def holds(self, item: CardItem) -> bool:
        """Whether ``item`` lies on this pile now."""
        return self.open and item in self.items

    def at(self, point: QPointF) -> bool:
        """Whether ``point`` (scene coordinates) is on the pile's place."""
        return self.visible and self.drop_rect().contains(point)

    def drop_rect(self) -> QRectF:
        """Where a dragged card counts as dropped on this pile."""
        return self.mark.sceneBoundingRect() if self.mark is not None else QRectF(self.rect)

    def accepts(self, source: Place) -> bool:
        """May a card dragged from ``source`` be dropped here (the session may still refuse)?"""
        return self.visible and source in self.takes_from

    # -- marks ------------------------------------------------------------------

    def set_hot(self, hot: bool) -> None:
        """A dragged card hovers over the pile (or the keyboard focus rests on an empty one)."""
        if self.mark is not None:
            self.mark.set_state(hot=hot)

    def set_shown(self, shown: bool) -> None:
        """Show or hide the pile's place (the knock spot is there only while a hand is played)."""
        if self.mark is not None:
            self.mark.setVisible(shown)

    def set_active(self, active: bool, label: str | None = None) -> None:
        """Glow: a card may be taken from here or put here now."""
        if self.mark is not None:
            self.mark.set_state(active=active, label=label)

    def lay_mark(self, x: float, geo: Geometry) -> None:
        """Put the pile's place at ``x`` in the middle row, at the table's size."""
        self.rect = QRectF(x, geo.middle_y, geo.pile_w, geo.pile_h)
        if self.mark is not None:
            self.mark.set_size(geo.pile_w, geo.pile_h)
            self.mark.unit = geo.unit
            self.mark.setPos(x, geo.middle_y)


class StockPile(Pile):
    """The face-down stock: anonymous backs, only some of them drawn (see :meth:`lay`)."""

    place = Place.STOCK

    def lay(self, plan: Plan, backs: list[CardItem], count: int, geo: Geometry) -> None:
        self.items = backs[:count]
        top = count - 1
        for depth, item in enumerate(self.items):
            # Each card lies a quarter of a point off the one below, so of four cards one shows
            # at the pile's edge and the others are covered to the pixel: the pile draws the top
            # card and every fourth below it (a quarter of the painting, the same picture).
            if depth % 4 == 0 or depth == top:
                x, y = geo.stock_x - depth * 0.25, geo.middle_y - depth * 0.25
                plan.place(item, x, y, depth, scale=PILE_SCALE)


class DiscardPile(Pile):
    """The face-up discard pile; a card is thrown onto it from the hand."""

    place = Place.DISCARD
    takes_from = frozenset({Place.HAND})

    def lay(self, plan: Plan, items: list[CardItem], geo: Geometry, thrown_from: QPointF) -> None:
        self.items = items
        for depth, item in enumerate(items):
            x, y = geo.discard_x - depth * 0.25, geo.middle_y - depth * 0.25
            plan.place(item, x, y, 100 + depth, thrown_from, PILE_SCALE)


class KnockSpot(Pile):
    """Where a card is put face down to knock (R13): it holds no card on the table."""

    place = Place.KNOCK
    takes_from = frozenset({Place.HAND})


class HandPile(Pile):
    """The viewer's own hand at the bottom, in the player's order; a card drawn is dropped on
    it, and a card of it dropped on it again moves within it (ordering is never a move)."""

    place = Place.HAND
    takes_from = frozenset({Place.HAND, Place.STOCK, Place.DISCARD})

    def lay_area(self, geo: Geometry) -> None:
        """The hand's place: the bottom row, with room above it for a card lifted or dragged in."""
        u = geo.unit
        self.rect = QRectF(
            geo.hand_left - 40 * u,
            geo.bottom_y - 90 * u,
            geo.hand_right - geo.hand_left + 80 * u,
            geo.card_h + 150 * u,
        )

    def insert_index(self, x: float, card_w: float, exclude: CardItem | None) -> int:
        """Where a card whose left edge is at ``x`` would go among the hand's cards."""
        centre = x + card_w / 2
        return sum(1 for item in self.items if item is not exclude and item.home.x() + card_w / 2 < centre)
