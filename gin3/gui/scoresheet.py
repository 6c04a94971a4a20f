"""The score sheet: one row per finished hand, as a Qt item model."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QObject, QPersistentModelIndex, Qt
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QTableView, QWidget

from gin3.engine import HandDead, HandScored, Outcome, Role, Seat
from gin3.gui.controller import GameController

__all__ = ["ScoreModel", "ScoreSheet"]

_FIXED = 6  # hand, box, captain, sitter, result, points; then one total per player


@dataclass(frozen=True, slots=True)
class _Row:
    number: int
    box: str
    captain: str
    sitter: str
    result: str
    points: str
    totals: tuple[int, ...]


class ScoreModel(QAbstractTableModel):
    """Hand, roles, result, points and running totals (R18, R19)."""

    def __init__(self, controller: GameController, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self._rows: list[_Row] = []
        self._names: tuple[str, ...] = ()
        controller.stateChanged.connect(self.refresh)
        self.refresh()

    def refresh(self) -> None:
        self.beginResetModel()
        match = self.controller.match
        self._rows = []
        self._names = match.players if match else ()
        if match is not None:
            totals = [0] * len(match.players)
            for hand in match.hands:
                roles = self.controller.roles_of(hand)
                who = {role: match.name(seat) for seat, role in roles.items()}
                result = hand.result
                points = ""
                if isinstance(result, HandScored):
                    totals[result.winner] += result.points
                    points = str(result.points)
                self._rows.append(
                    _Row(
                        hand.number,
                        who.get(Role.BOX, ""),
                        who.get(Role.CAPTAIN, ""),
                        who.get(Role.SITTER, ""),
                        self._result_text(result, match.name),
                        points,
                        tuple(totals),
                    )
                )
        self.endResetModel()

    def _result_text(self, result: HandScored | HandDead | None, name: object) -> str:
        if isinstance(result, HandScored):
            winner = name(result.winner)  # type: ignore[operator]
            templates = {
                Outcome.KNOCK: self.tr("Knock: {winner} wins"),
                Outcome.UNDERCUT: self.tr("Undercut: {winner} wins"),
                Outcome.GIN: self.tr("Gin: {winner} wins"),
                Outcome.BIG_GIN: self.tr("Big gin: {winner} wins"),
            }
            return templates[result.outcome].format(winner=winner)
        if isinstance(result, HandDead):
            return self.tr("Dead hand")
        return ""

    # -- the model -------------------------------------------------------------

    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else _FIXED + len(self._names)

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> object:
        if role != Qt.ItemDataRole.DisplayRole or orientation != Qt.Orientation.Horizontal:
            return None
        fixed = (
            self.tr("Hand"),
            self.tr("Box"),
            self.tr("Captain"),
            self.tr("Sitter"),
            self.tr("Result"),
            self.tr("Points"),
        )
        if section < _FIXED:
            return fixed[section]
        return self._names[section - _FIXED]

    def data(
        self, index: QModelIndex | QPersistentModelIndex, role: int = Qt.ItemDataRole.DisplayRole
    ) -> object:
        if not index.isValid():
            return None
        row = self._rows[index.row()]
        column = index.column()
        if role == Qt.ItemDataRole.TextAlignmentRole:
            if column in (0, 5) or column >= _FIXED:
                return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            return None
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        values = (str(row.number), row.box, row.captain, row.sitter, row.result, row.points)
        if column < _FIXED:
            return values[column]
        return str(row.totals[column - _FIXED])

    def total(self, seat: Seat) -> int:
        return self._rows[-1].totals[seat] if self._rows else 0


class ScoreSheet(QTableView):
    """The score sheet widget: it only displays the model."""

    def __init__(self, model: ScoreModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setModel(model)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.setAlternatingRowColors(True)
        self.verticalHeader().setVisible(False)
        self.verticalHeader().setDefaultSectionSize(self.fontMetrics().height() + 8)
        self.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.horizontalHeader().setStretchLastSection(False)
        self.setAccessibleName(self.tr("Score sheet"))
        model.modelReset.connect(self.scrollToBottom)
