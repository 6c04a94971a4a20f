"""The statistics window: every player's record, one row each; Reset asks first.

Finished and abandoned matches have columns of their own; the hand columns
count every hand played to its end, the advice every decision the sitter
advised on, so every number under a heading is what the heading says.
"""

from __future__ import annotations

from PySide6.QtCore import QAbstractTableModel, QLocale, QModelIndex, QObject, QPersistentModelIndex, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QMessageBox,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from gin3.gui.i18n import name_buttons
from gin3.store import PlayerStats, Statistics, StatsError

__all__ = ["StatisticsWindow", "StatsModel"]


class StatsModel(QAbstractTableModel):
    """One row per player, from :meth:`Statistics.summary`."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.rows: list[PlayerStats] = []
        self.headers = [
            self.tr("Player"),
            self.tr("Finished matches"),
            self.tr("Matches won"),
            self.tr("Abandoned matches"),
            self.tr("Hands won in the box"),
            self.tr("Hands won as captain"),
            self.tr("Gins"),
            self.tr("Undercuts dealt"),
            self.tr("Undercuts suffered"),
            self.tr("Points per hand"),
            self.tr("Advice followed"),
        ]

    def set_rows(self, rows: list[PlayerStats]) -> None:
        self.beginResetModel()
        self.rows = rows
        self.endResetModel()

    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.rows)

    def columnCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.headers)

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> object:
        if role == Qt.ItemDataRole.DisplayRole and orientation == Qt.Orientation.Horizontal:
            return self.headers[section]
        return None

    def data(
        self, index: QModelIndex | QPersistentModelIndex, role: int = Qt.ItemDataRole.DisplayRole
    ) -> object:
        if not index.isValid() or role not in (
            Qt.ItemDataRole.DisplayRole,
            Qt.ItemDataRole.AccessibleTextRole,
        ):
            return None
        s = self.rows[index.row()]
        share = s.advice_followed_share
        advice = (
            self.tr("{followed} of {offered}").format(followed=s.advice_followed, offered=s.advice_offered)
            if share is not None
            else "—"
        )
        values = [
            s.name,
            s.matches_played,
            s.matches_won,
            s.matches_abandoned,
            s.hands_won_in_box,
            s.hands_won_as_captain,
            s.gins,
            s.undercuts_dealt,
            s.undercuts_suffered,
            QLocale().toString(s.points_per_hand, "f", 1),
            advice,
        ]
        return str(values[index.column()])


class StatisticsWindow(QDialog):
    """Every player's record; Reset asks first."""

    def __init__(self, stats: Statistics, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.stats = stats
        self.setWindowTitle(self.tr("Statistics"))
        self.resize(980, 360)
        layout = QVBoxLayout(self)
        self.note = QLabel()
        self.note.setWordWrap(True)
        layout.addWidget(self.note)
        self.model = StatsModel(self)
        self.table = QTableView()
        self.table.setModel(self.model)
        self.table.setAccessibleName(self.tr("Statistics per player"))
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setAlternatingRowColors(True)
        self.table.verticalHeader().setVisible(False)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        layout.addWidget(self.table, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        name_buttons(buttons)
        self.reset_button = QPushButton(self.tr("&Reset statistics…"))
        self.reset_button.setObjectName("stats-reset")
        buttons.addButton(self.reset_button, QDialogButtonBox.ButtonRole.ResetRole)
        self.reset_button.clicked.connect(self.ask_reset)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.confirm: QMessageBox | None = None
        self.refresh()

    def refresh(self) -> None:
        try:
            rows = self.stats.summary()
        except StatsError as exc:
            self.note.setText(str(exc))
            rows = []
        else:
            self.note.setText(
                self.stats.notice
                or (
                    self.tr("No matches yet.")
                    if not rows
                    else self.tr(
                        "Per player: matches finished, won and abandoned (left unfinished for another). "
                        "The hand columns count every hand played to its end, in finished and abandoned "
                        "matches; advice counts every decision the sitter advised on."
                    )
                )
            )
        self.model.set_rows(rows)

    def ask_reset(self) -> None:
        """Ask first; the statistics are forgotten only on Yes."""
        box = QMessageBox(
            QMessageBox.Icon.Question,
            self.tr("Reset statistics"),
            self.tr("Forget the statistics of every player? This cannot be undone."),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            self,
        )
        name_buttons(box)
        box.setDefaultButton(QMessageBox.StandardButton.No)
        box.finished.connect(lambda result: self._reset_answered(result))
        self.confirm = box
        box.open()

    def _reset_answered(self, result: int) -> None:
        if result == QMessageBox.StandardButton.Yes:
            try:
                self.stats.reset()
            except StatsError as exc:
                self.note.setText(str(exc))
                return
        self.refresh()
