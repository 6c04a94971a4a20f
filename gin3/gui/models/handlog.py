"""The hand log: every public move of the hand on the table, one row each, as the events report it.

It keeps events, not sentences: the words are made when a row is shown, so
the log speaks the current language. A card drawn from the stock is never
named (the log is public); the hand review steps through the same rows.
"""

from __future__ import annotations

from PySide6.QtCore import QAbstractListModel, QModelIndex, QObject, QPersistentModelIndex, Qt

from gin3.engine import Event, HandDealt
from gin3.gui.text.moves import is_move, move_text
from gin3.session import MatchStarted, Notice, Played, Session, Undone

__all__ = ["HandLogModel"]


class HandLogModel(QAbstractListModel):
    """The moves of the current hand, oldest first."""

    def __init__(self, session: Session, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self._events: list[Event] = []

    def follow(self, notice: Notice) -> None:
        """A new match shows its current hand's moves; each move adds its rows; a deal starts afresh."""
        match = self.session.match
        if match is None:
            return
        if isinstance(notice, MatchStarted | Undone):  # an undo: the hand's moves as they stand now
            self.beginResetModel()
            self._events = [e for e in match.hand.events if is_move(e)]
            self.endResetModel()
        elif isinstance(notice, Played):
            if any(isinstance(e, HandDealt) for e in notice.events):
                self.beginResetModel()
                self._events = []
                self.endResetModel()
            new = [e for e in notice.events if is_move(e)]
            if new:
                first = len(self._events)
                self.beginInsertRows(QModelIndex(), first, first + len(new) - 1)
                self._events.extend(new)
                self.endInsertRows()

    def retranslate(self) -> None:
        """Say every row again in the current language."""
        if self._events:
            self.dataChanged.emit(self.index(0), self.index(len(self._events) - 1))

    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._events)

    def data(
        self, index: QModelIndex | QPersistentModelIndex, role: int = Qt.ItemDataRole.DisplayRole
    ) -> object:
        if not index.isValid() or not 0 <= index.row() < len(self._events):
            return None
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.AccessibleTextRole):
            match = self.session.match
            return move_text(match.players if match is not None else (), self._events[index.row()])
        return None
