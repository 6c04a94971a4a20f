"""The cards of the hand at the bottom of the table, in the order the player chose (R10).

Ordering is never an engine action. Until the player moves a card by hand
the chosen sort stays live (a drawn card joins its suit, rank or meld);
once the player has arranged cards, that order is kept and a newly drawn
card goes where it was dropped (or at the right end). In hot-seat each side
keeps its own order. :class:`HandModel` is the list the table fans out and
the "Your cards" panel reads aloud.
"""

from __future__ import annotations

from collections.abc import Sequence
from enum import Enum

from PySide6.QtCore import QAbstractListModel, QModelIndex, QObject, QPersistentModelIndex, Qt

from gin3.engine import Card, MeldKind, Seat, best_arrangement
from gin3.gui.text.moves import cards_text
from gin3.session import TableState

__all__ = ["HandModel", "HandOrder", "SortMode", "meld_groups"]

CARD_ROLE = Qt.ItemDataRole.UserRole + 1


class SortMode(Enum):
    """The player's sorts: by suit, by rank, or melds first."""

    SUIT = "suit"
    RANK = "rank"
    MELDS = "melds"


def _by_suit(cards: Sequence[Card]) -> list[Card]:
    return sorted(cards, key=lambda c: (c.suit.index, int(c.rank)))


def _by_rank(cards: Sequence[Card]) -> list[Card]:
    return sorted(cards, key=lambda c: (int(c.rank), c.suit.index))


def _by_melds(cards: Sequence[Card]) -> list[Card]:
    arrangement = best_arrangement(cards)
    ordered: list[Card] = []
    for meld in arrangement.melds:
        ordered.extend(_by_rank(meld.cards) if meld.kind is MeldKind.RUN else _by_suit(meld.cards))
    ordered.extend(_by_rank(arrangement.deadwood))
    return ordered


_SORTS = {SortMode.SUIT: _by_suit, SortMode.RANK: _by_rank, SortMode.MELDS: _by_melds}


def meld_groups(order: Sequence[Card]) -> list[tuple[int, int]]:
    """The (start, length) of each best-arrangement meld (R5) lying side by side in ``order``."""
    if len(order) < 3:
        return []
    position = {card: i for i, card in enumerate(order)}
    groups = []
    for meld in best_arrangement(order).melds:
        places = sorted(position[c] for c in meld.cards)
        if places[-1] - places[0] == len(places) - 1:
            groups.append((places[0], len(places)))
    return sorted(groups)


class HandOrder:
    """The cards of one hand in the order the player chose."""

    def __init__(self, mode: SortMode = SortMode.MELDS) -> None:
        self.mode = mode
        self.cards: list[Card] = []
        self.manual = False
        self._insert_at: dict[Card, int] = {}
        self._next_at: int | None = None

    def reset(self, cards: Sequence[Card]) -> None:
        """A new deal: sort it the way the player last asked for."""
        self.cards = _SORTS[self.mode](cards)
        self.manual = False
        self._insert_at.clear()

    def expect(self, card: Card | None, index: int) -> None:
        """Put ``card`` at ``index`` when it arrives (a card dropped into the hand); ``None``
        is the card about to be drawn from the stock, unseen until it arrives."""
        if card is None:
            self._next_at = index
        else:
            self._insert_at[card] = index
        self.manual = True

    def update(self, held: Sequence[Card]) -> None:
        """Follow the engine: drop cards that left, add cards that arrived."""
        holding = set(held)
        self.cards = [c for c in self.cards if c in holding]
        if not self.manual:
            self.cards = _SORTS[self.mode](held)
            self._insert_at.clear()
            return
        for card in held:
            if card not in self.cards:
                index = self._insert_at.pop(card, None)
                if index is None:
                    index, self._next_at = (
                        (self._next_at, None) if self._next_at is not None else (len(self.cards), None)
                    )
                self.cards.insert(max(0, min(index, len(self.cards))), card)

    def sort(self, mode: SortMode) -> None:
        """Sort now, and keep the sort live until the player moves a card."""
        self.mode = mode
        self.manual = False
        self.cards = _SORTS[mode](self.cards)

    def move(self, card: Card, index: int) -> None:
        """Reorder by hand: ``card`` ends at ``index`` of the order."""
        if card not in self.cards:
            return
        self.cards.remove(card)
        self.cards.insert(max(0, min(index, len(self.cards))), card)
        self.manual = True


class HandModel(QAbstractListModel):
    """The bottom hand of the table, one card a row, in the player's order; empty while hidden."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.mode = SortMode.MELDS
        self._orders: dict[Seat, HandOrder] = {}
        self._hand = 0
        self._side: Seat | None = None
        self._shown: list[Card] = []

    @property
    def cards(self) -> list[Card]:
        """The cards in the order shown."""
        return list(self._shown)

    @property
    def side(self) -> Seat | None:
        """Whose hand this is (the captain's when the sitter looks, R6), while it is shown."""
        return self._side if self._shown else None

    def follow(self, table: TableState | None, *, new_match: bool = False) -> None:
        """Keep up with the table: the hand shown, and its cards as they come and go.

        ``new_match``: another match is at the table, so no order of the one before is kept
        (its first hand has the same number as the hand the match before was in).
        """
        if new_match:
            self._orders, self._hand = {}, 0
        if table is None or not table.view.hand:
            self._show([])
            return
        view = table.view
        if view.hand_number != self._hand:
            self._hand = view.hand_number
            self._orders = {}
        self._side = view.player
        order = self._orders.get(view.player)
        if order is None:
            order = self._orders[view.player] = HandOrder(self.mode)
            order.reset(view.hand)
        else:
            order.update(view.hand)
        self._show(order.cards)

    def _order(self) -> HandOrder | None:
        return self._orders.get(self._side) if self._side is not None and self._shown else None

    def sort_cards(self, mode: SortMode) -> None:
        """Sort the hand shown (and the next ones) by ``mode``."""
        self.mode = mode
        order = self._order()
        if order is not None:
            order.sort(mode)
            self._show(order.cards)

    def move(self, card: Card, index: int) -> None:
        """The player moves ``card`` to ``index``."""
        order = self._order()
        if order is not None:
            order.move(card, index)
            self._show(order.cards)

    def expect(self, card: Card | None, index: int) -> None:
        """A card being drawn was dropped at ``index``: it goes there when it arrives."""
        order = self._order()
        if order is not None:
            order.expect(card, index)

    def _show(self, cards: list[Card]) -> None:
        old = self._shown
        if cards == old:
            return
        keep = set(cards)
        for row in range(len(old) - 1, -1, -1):
            if old[row] not in keep:
                self.beginRemoveRows(QModelIndex(), row, row)
                del old[row]
                self.endRemoveRows()
        had = set(old)
        for row, card in enumerate(cards):
            if card not in had:
                self.beginInsertRows(QModelIndex(), row, row)
                old.insert(row, card)
                self.endInsertRows()
        if old != cards:
            self.layoutAboutToBeChanged.emit()
            self._shown = list(cards)
            self.layoutChanged.emit()

    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._shown)

    def data(
        self, index: QModelIndex | QPersistentModelIndex, role: int = Qt.ItemDataRole.DisplayRole
    ) -> object:
        if not index.isValid() or not 0 <= index.row() < len(self._shown):
            return None
        card = self._shown[index.row()]
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.AccessibleTextRole):
            return cards_text([card])
        if role == CARD_ROLE:
            return card
        return None
