"""The score sheet: one row per finished hand (R18, R19), inserted when the hand ends."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QObject, QPersistentModelIndex, Qt

from gin3.engine import Hand, HandDead, HandScored, Match, Role
from gin3.gui.text.moves import result_text
from gin3.session import MatchStarted, Notice, Played, Session

__all__ = ["ScoreModel"]

_FIXED = 6  # hand, box, captain, sitter, result, points; then one total per player


@dataclass(frozen=True, slots=True)
class _Row:
    number: int
    names: dict[Role, str]
    result: HandScored | HandDead
    totals: tuple[int, ...]


class ScoreModel(QAbstractTableModel):
    """Hand, roles, result, points and running totals; words are made when shown (any language)."""

    def __init__(self, session: Session, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self._rows: list[_Row] = []
        self._names: tuple[str, ...] = ()

    def follow(self, notice: Notice) -> None:
        """Keep up with the session: a new sheet per match, a row per finished hand."""
        match = self.session.match
        if match is None:
            return
        if isinstance(notice, MatchStarted):
            self.beginResetModel()
            self._names = match.players
            self._rows = []
            for hand in match.hands:
                self._rows.append(self._row(match, hand))
            self.endResetModel()
        elif isinstance(notice, Played) and any(isinstance(e, HandScored | HandDead) for e in notice.events):
            row = len(self._rows)
            self.beginInsertRows(QModelIndex(), row, row)
            self._rows.append(self._row(match, match.hand))
            self.endInsertRows()

    def _row(self, match: Match, hand: Hand) -> _Row:
        assert hand.result is not None
        totals = list(self._rows[-1].totals) if self._rows else [0] * len(match.players)
        if isinstance(hand.result, HandScored):
            totals[hand.result.winner] += hand.result.points
        names = {role: match.name(seat) for seat, role in match.roles_of(hand.number).items()}
        return _Row(hand.number, names, hand.result, tuple(totals))

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
        return self._names[section - _FIXED] if section - _FIXED < len(self._names) else None

    def data(
        self, index: QModelIndex | QPersistentModelIndex, role: int = Qt.ItemDataRole.DisplayRole
    ) -> object:
        if not index.isValid() or not 0 <= index.row() < len(self._rows):
            return None
        row = self._rows[index.row()]
        column = index.column()
        if role == Qt.ItemDataRole.TextAlignmentRole:
            if column in (0, 5) or column >= _FIXED:
                return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            return None
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        if column >= _FIXED:
            return str(row.totals[column - _FIXED])
        points = str(row.result.points) if isinstance(row.result, HandScored) else ""
        winner = self._names[row.result.winner] if isinstance(row.result, HandScored) else ""
        values = (
            str(row.number),
            row.names.get(Role.BOX, ""),
            row.names.get(Role.CAPTAIN, ""),
            row.names.get(Role.SITTER, ""),
            result_text(row.result, winner),
            points,
        )
        return values[column]

    ROLE_COLUMNS = (1, 2, 3)
    """The box's, the captain's and the sitter's columns (chouette only)."""

    def has_roles(self) -> bool:
        """The match has roles (chouette); two-player gin's sheet leaves out the role columns."""
        match = self.session.match
        return match is None or bool(match.roles)

    def retranslate(self) -> None:
        """The headings and the words of every row again, in the current language."""
        self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, self.columnCount() - 1)
        rows = self.rowCount()
        if rows:
            self.dataChanged.emit(self.index(0, 0), self.index(rows - 1, self.columnCount() - 1))

    def hand_at(self, row: int) -> int | None:
        """The number of the hand on ``row`` (every row is a hand)."""
        return self._rows[row].number if 0 <= row < len(self._rows) else None

    def total(self, column: int) -> int:
        """The running total of the player of score column ``column`` (0 for the first player)."""
        return self._rows[-1].totals[column] if self._rows else 0
