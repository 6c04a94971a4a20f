"""What the gestures and the decor may use of the table: a narrow protocol, so neither
depends on :class:`~gin3.gui.table.scene.TableScene` (which owns them both)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:
    from PySide6.QtCore import QPointF
    from PySide6.QtWidgets import QGraphicsItem, QGraphicsSimpleTextItem, QGraphicsTextItem

    from gin3.engine import Card
    from gin3.gui.controller import GameController
    from gin3.gui.table.cards import CardDeck, CardItem
    from gin3.gui.table.layout import Geometry
    from gin3.gui.table.piles import Pile, Place
    from gin3.session import Session, TableState

__all__ = ["Table"]


class Table(Protocol):
    """The card table as the gestures and the words see it."""

    controller: GameController
    session: Session
    deck: CardDeck
    geo: Geometry
    state: TableState | None
    selected: Card | None
    """The card the person lifted (chose)."""
    advised: Card | None
    """The card the sitter's suggestion would throw."""
    thinking: str
    anim_ms: int
    cards: dict[Card, CardItem]
    backs: list[CardItem]
    piles: dict[Place, Pile]
    panel: QGraphicsTextItem

    @property
    def own_cards(self) -> list[Card]: ...

    def sync(self) -> None:
        """Redraw the table from the session."""

    def card_at(self, point: QPointF) -> CardItem | None:
        """The card item whose card (not its shadow) is at ``point``, topmost first."""

    def say(self, text: str) -> None:
        """A prompt or a refusal for the status bar."""

    def ask_hint(self) -> None:
        """H was pressed on the table."""

    def default_action(self) -> None:
        """Enter with nothing to act on at the table."""

    def hide_suggestion(self) -> None:
        """Take the "Suggested" caption off the table (its card is being dragged)."""

    def caption(self, x: float, y: float) -> QGraphicsSimpleTextItem:
        """A line of words on the felt."""

    def set_words(self, html: str) -> None:
        """What the middle of the table says."""

    def addItem(self, item: QGraphicsItem) -> None: ...

    def removeItem(self, item: QGraphicsItem) -> None: ...
