"""The statistics window: every player's record, one row each, per kind of game; Reset asks first.

Chouette and two-player gin have tables of their own (:meth:`Statistics.summary` with a
:class:`~gin3.engine.Mode`), each shown once a match of its kind was played. In chouette,
finished and abandoned matches have columns of their own; the hand columns count every hand
played to its end, the advice every decision the sitter advised on. Two-player gin counts
its games (C2-C6): finished and won, their summed results, the gins, undercuts and shutouts.
Every number under a heading is what the heading says. A person and a computer player of
the same name have a row each: a computer player's row names its level ("Ana (hard)").

The window takes the size of its tables, the screen bounding it: the headings break onto
two lines, so every column shows on a 1024-pixel screen, and no empty band is left under
the rows on a large one.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import (
    QAbstractTableModel,
    QCoreApplication,
    QLocale,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    QSize,
    Qt,
    QTimer,
)
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QAbstractScrollArea,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QMessageBox,
    QPushButton,
    QSizePolicy,
    QStyle,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from gin3.gui.i18n import name_buttons
from gin3.gui.text.games import signed
from gin3.gui.text.templates import level_name, store_message_text
from gin3.gui.windows.charts import FormPanel
from gin3.gui.windows.geometry import DECORATION, available
from gin3.store import PlayerStats

if TYPE_CHECKING:
    from gin3.gui.statsreading import Reading, StatisticsReader

__all__ = ["GameStatsModel", "StatisticsWindow", "StatsModel"]


class _PlayersModel(QAbstractTableModel):
    """One row per player: a subclass names the columns (``headers``) and says each row's
    cells, one per heading (``values``)."""

    headers: list[str]
    values: Callable[[PlayerStats], list[object]]

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.rows: list[PlayerStats] = []

    def order(self, rows: list[PlayerStats]) -> list[PlayerStats]:
        """The rows in the order shown (as the store lists them, unless a subclass sorts)."""
        return rows

    def set_rows(self, rows: list[PlayerStats]) -> None:
        self.beginResetModel()
        self.rows = self.order(rows)
        self.endResetModel()

    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.rows)

    def columnCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.headers)

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> object:
        if orientation != Qt.Orientation.Horizontal:
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            return two_lines(self.headers[section])
        if role in (Qt.ItemDataRole.ToolTipRole, Qt.ItemDataRole.AccessibleTextRole):
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
        return str(self.values(self.rows[index.row()])[index.column()])


def two_lines(heading: str) -> str:
    """A column's heading broken at the space nearest its middle (one word stays one line),
    so the column is about half as wide as the heading written on one line."""
    middle = len(heading) / 2
    spaces = [i for i, c in enumerate(heading) if c == " "]
    if not spaces:
        return heading
    cut = min(spaces, key=lambda i: abs(i - middle))
    return f"{heading[:cut]}\n{heading[cut + 1 :]}"


def player_name(row: PlayerStats) -> str:
    """The row's player: a person by name, a computer player by name and level."""
    if row.level is None:
        return row.name
    return QCoreApplication.translate("StatsModel", "{name} ({level})").format(
        name=row.name, level=level_name(row.level)
    )


class StatsModel(_PlayersModel):
    """Chouette: one row per player, from :meth:`Statistics.summary`."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
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

    def values(self, row: PlayerStats) -> list[object]:
        share = row.advice_followed_share
        advice = (
            self.tr("{followed} of {offered}").format(
                followed=row.advice_followed, offered=row.advice_offered
            )
            if share is not None
            else "—"
        )
        return [
            player_name(row),
            row.matches_played,
            row.matches_won,
            row.matches_abandoned,
            row.hands_won_in_box,
            row.hands_won_as_captain,
            row.gins,
            row.undercuts_dealt,
            row.undercuts_suffered,
            QLocale().toString(row.points_per_hand, "f", 1),
            advice,
        ]


class GameStatsModel(_PlayersModel):
    """Two-player gin: one row per player, from :meth:`Statistics.summary` of its matches."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.headers = [
            QCoreApplication.translate("StatsModel", "Player"),
            QCoreApplication.translate("StatsModel", "Games finished"),
            QCoreApplication.translate("StatsModel", "Games won"),
            QCoreApplication.translate("StatsModel", "Result (sum of the games)"),
            QCoreApplication.translate("StatsModel", "Gins"),
            QCoreApplication.translate("StatsModel", "Undercuts dealt"),
            QCoreApplication.translate("StatsModel", "Shutouts won"),
        ]

    def order(self, rows: list[PlayerStats]) -> list[PlayerStats]:
        return sorted(rows, key=lambda s: (-s.games_won, -s.game_result, s.name.casefold()))

    def values(self, row: PlayerStats) -> list[object]:
        return [
            player_name(row),
            row.games,
            row.games_won,
            signed(row.game_result),
            row.gins,
            row.undercuts_dealt,
            row.shutouts,
        ]


class _FittingTable(QTableView):
    """A table that asks for the room of all its rows and columns (as measured now)."""

    def sizeHint(self) -> QSize:
        frame = 2 * self.frameWidth()
        header = self.horizontalHeader()
        top = max(header.height(), header.sizeHint().height()) if header.isVisible() else 0
        # each column's own need (its heading, its widest cell): the length would count the
        # last column's stretch, which grows with the window
        model = self.model()
        columns = model.columnCount() if model is not None else 0
        width = sum(max(header.sectionSizeHint(c), self.sizeHintForColumn(c)) for c in range(columns))
        return QSize(width + frame, top + self.verticalHeader().length() + frame)


def _table(model: QAbstractTableModel, name: str) -> QTableView:
    table = _FittingTable()
    table.setModel(model)
    table.setAccessibleName(name)
    table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    table.setAlternatingRowColors(True)
    table.verticalHeader().setVisible(False)
    header = table.horizontalHeader()
    header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    # as wide as its columns (a narrower table leaves no empty grid beside them), as tall as its rows
    table.setSizePolicy(QSizePolicy.Policy.Maximum, QSizePolicy.Policy.Maximum)
    table.setSizeAdjustPolicy(QAbstractScrollArea.SizeAdjustPolicy.AdjustToContents)
    table.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
    table.setHorizontalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
    return table


def _heading(text: str) -> QLabel:
    label = QLabel(text)
    font = label.font()
    font.setBold(True)
    label.setFont(font)
    return label


class StatisticsWindow(QDialog):
    """Every player's record; Reset asks first.

    ``reader`` reads the figures off the table's thread (:mod:`gin3.gui.statsreading`):
    the window opens at once with "Reading the statistics…" and fills when the answer comes
    (:attr:`read` is then true); a file that stays locked is said, and read again every
    :attr:`retry_ms`; figures counted meanwhile show as they reach the file.
    """

    def __init__(self, reader: StatisticsReader, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.reader = reader
        self.read = False  # whether the figures shown were read (not only asked for)
        self.retry_ms = 3000
        self.setWindowTitle(self.tr("Statistics"))
        layout = QVBoxLayout(self)
        self.chouette_heading = _heading(
            QCoreApplication.translate("StatisticsWindow", "Chouette (three players)")
        )
        layout.addWidget(self.chouette_heading)
        self.note = QLabel()
        self.note.setWordWrap(True)
        layout.addWidget(self.note)
        self.model = StatsModel(self)
        self.table = _table(self.model, self.tr("Statistics per player"))
        layout.addWidget(self.table)  # no stretch: each table gets the height of its rows
        self.games_heading = _heading(QCoreApplication.translate("StatisticsWindow", "Two-player gin"))
        layout.addWidget(self.games_heading)
        self.games_note = QLabel(
            QCoreApplication.translate(
                "StatisticsWindow",
                "Per player: two-player games finished and won, the sum of their results (a game won "
                "adds its result, a game lost takes it away), and the gins, undercuts and shutouts "
                "of two-player gin.",
            )
        )
        self.games_note.setWordWrap(True)
        layout.addWidget(self.games_note)
        self.games_model = GameStatsModel(self)
        self.games_table = _table(
            self.games_model,
            QCoreApplication.translate("StatisticsWindow", "Two-player statistics per player"),
        )
        layout.addWidget(self.games_table)
        self.form = FormPanel()  # one player's form, in figures and pictures
        layout.addWidget(self.form)
        layout.addStretch(1)  # a window made taller keeps its parts together, the room below them
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        name_buttons(buttons)
        self.reset_button = QPushButton(self.tr("&Reset statistics…"))
        self.reset_button.setObjectName("stats-reset")
        buttons.addButton(self.reset_button, QDialogButtonBox.ButtonRole.ResetRole)
        self.reset_button.clicked.connect(self.ask_reset)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.confirm: QMessageBox | None = None
        reader.answered.connect(self.show_reading)
        reader.changed.connect(self.refresh)  # a match counted while the window is open
        self.show_reading(None)
        self.refresh()

    def refresh(self) -> None:
        """Read the statistics again; the window fills when the answer comes (at once if the
        reader has no thread of its own)."""
        self.reader.read()

    def show_reading(self, reading: Reading | None) -> None:
        """Show ``reading``: chouette's table, and two-player gin's once it was played;
        ``None``: the figures are being read."""
        rows = list(reading.chouette) if reading is not None else []
        games = list(reading.two_player) if reading is not None else []
        self.read = reading is not None and reading.error is None
        if reading is None:
            self.note.setText(QCoreApplication.translate("StatisticsWindow", "Reading the statistics…"))
        elif reading.error is not None:
            self.note.setText(
                QCoreApplication.translate(
                    "StatisticsWindow",
                    "{error} gin3 tries again in a moment; matches counted meanwhile are kept and "
                    "written once the file is free.",
                ).format(error=store_message_text(reading.error))
            )
            QTimer.singleShot(self.retry_ms, self, self.refresh)
        else:
            self.note.setText(
                store_message_text(reading.notice)
                if reading.notice
                else self.tr("No matches yet.")
                if not rows and not games
                else self.tr(
                    "Per player: matches finished, won and abandoned (left unfinished for another). "
                    "The hand columns count every hand played to its end, in finished and abandoned "
                    "matches; advice counts every decision the sitter advised on."
                )
                if rows
                else ""
            )
        self.model.set_rows(rows)
        self.games_model.set_rows(games)
        # each kind of game once it was played (chouette's empty table when nothing was)
        self.table.setVisible(self.read and (bool(rows) or not games))
        self.note.setVisible(bool(self.note.text()))
        for widget in (self.games_heading, self.games_note, self.games_table):
            widget.setVisible(bool(games))
        self.chouette_heading.setVisible(bool(rows) and bool(games))  # headings when both stand here
        histories = reading.history if reading is not None and self.read else ()
        self.form.set_histories(histories)
        self.form.setVisible(bool(histories))
        self.fit()

    def fit(self) -> None:
        """Take the size of the tables, within the screen the window is on."""
        for table in (self.table, self.games_table):
            table.resizeColumnsToContents()
            table.resizeRowsToContents()
            table.updateGeometry()
        layout = self.layout()
        if layout is None:
            return
        layout.invalidate()  # the tables' new sizes, not the ones the layout kept
        room = available(self.parentWidget() or self).size() - DECORATION
        width = layout.totalSizeHint().width()
        # the notes wrap: the height their lines take at that width, and all the rows
        height = max(layout.totalSizeHint().height(), layout.totalHeightForWidth(width))
        if height > room.height():  # the rows scroll: room for the scroll bar beside them
            width += self.style().pixelMetric(QStyle.PixelMetric.PM_ScrollBarExtent)
        self.resize(QSize(width, height).expandedTo(QSize(480, 240)).boundedTo(room))

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if not event.spontaneous():  # once its fonts and style are settled: sized by them
            QTimer.singleShot(0, self, self.fit)

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
            self.reader.reset()  # then read: the empty tables, or why the file refused
