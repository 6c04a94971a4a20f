"""The sitter's suggestion and its runner-ups (R20), one row each, for the advice panel."""

from __future__ import annotations

from PySide6.QtCore import (
    QAbstractListModel,
    QCoreApplication,
    QLocale,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
)
from PySide6.QtGui import QFont

from gin3.gui.text.advice import advice_reason
from gin3.gui.text.moves import describe
from gin3.session import Advice, Session

__all__ = ["RUNNER_UPS", "AdviceModel"]

RUNNER_UPS = 3


class AdviceModel(QAbstractListModel):
    """The advice the table may show now (never to the box, never behind the cover)."""

    def __init__(self, session: Session, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.advice: Advice | None = None

    def follow(self) -> None:
        """Show the session's advice now, if it changed."""
        advice = self.session.shown_advice()
        if advice == self.advice:
            return
        self.beginResetModel()
        self.advice = advice
        self.endResetModel()

    def retranslate(self) -> None:
        """Say every row again in the current language."""
        rows = self.rowCount()
        if rows:
            self.dataChanged.emit(self.index(0), self.index(rows - 1))

    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: B008
        if parent.isValid() or self.advice is None:
            return 0
        return min(len(self.advice.choices), 1 + RUNNER_UPS)

    def data(
        self, index: QModelIndex | QPersistentModelIndex, role: int = Qt.ItemDataRole.DisplayRole
    ) -> object:
        advice = self.advice
        if advice is None or not index.isValid() or not 0 <= index.row() < self.rowCount():
            return None
        action, reason = advice.choices[index.row()]
        first = index.row() == 0
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.AccessibleTextRole):
            move = describe(action)
            move = QLocale().toUpper(move[:1]) + move[1:]
            why = advice_reason(self.session, advice, reason)
            if first:
                return QCoreApplication.translate("Advice", "Suggested: {move}.\n{reason}").format(
                    move=move, reason=why
                )
            return QCoreApplication.translate("Advice", "Also possible: {move}.\n{reason}").format(
                move=move, reason=why
            )
        if role == Qt.ItemDataRole.FontRole and first:
            font = QFont()
            font.setBold(True)
            return font
        return None
