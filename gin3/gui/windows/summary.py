"""The match's end (issues 18, 19): a summary dialog with Rematch and New match, and in
two-player gin each game's figures and Next game.

It is a dialog rather than a panel because the end of a match is a moment of
its own: it comes to the front once, over the last showdown, and can be moved
aside to look at the table and the score sheet, or closed with Escape (Enter
at the table brings it back). It opens without a default button and with the
focus on the figures, so the Enter that followed advice or drew a card a
moment earlier does nothing here: **Rematch** and **New match** are chosen
with the mouse, their mnemonics (Alt+R, Alt+N) or Tab and Space. Two-player gin adds each
game's totals, bonuses and result (C2-C6), the evening's running result when games came before
(C5) and **Next game** (Alt+G), which no Enter presses either: the same seats, the result
carried, the deal alternating (C1).

The figures come from :func:`gin3.session.match_summary`; this module only
lays them out.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from gin3.gui.windows.gamesummary import games_rows, two_player_heading, two_player_rows, two_player_running
from gin3.session import MatchSummary, PlayerSummary

__all__ = ["MatchSummaryDialog", "summary_rows"]


def _advice_cell(player: PlayerSummary) -> str:
    if not player.advice_offered:
        return "—"
    return QCoreApplication.translate("StatsModel", "{followed} of {offered}").format(
        followed=player.advice_followed, offered=player.advice_offered
    )


def summary_rows(summary: MatchSummary) -> tuple[list[str], list[list[str]]]:
    """The table's column headings and one row of cells per player (box and captain only in chouette).

    The headings are the statistics window's words where they mean the same. Two-player gin
    has figures of its own (:func:`~gin3.gui.windows.gamesummary.two_player_rows`)."""
    if not summary.chouette:
        return two_player_rows(summary)
    headings = [
        QCoreApplication.translate("StatsModel", "Player"),
        QCoreApplication.translate("ScoreModel", "Points"),
        QCoreApplication.translate("MatchSummary", "Hands won"),
    ]
    if summary.chouette:
        headings += [
            QCoreApplication.translate("StatsModel", "Hands won in the box"),
            QCoreApplication.translate("StatsModel", "Hands won as captain"),
        ]
    headings += [
        QCoreApplication.translate("StatsModel", "Gins"),
        QCoreApplication.translate("StatsModel", "Undercuts dealt"),
        QCoreApplication.translate("StatsModel", "Advice followed"),
    ]
    rows = []
    for p in summary.players:
        row = [p.name, str(p.total), str(p.hands_won)]
        if summary.chouette:
            row += [str(p.won_in_box), str(p.won_as_captain)]
        row += [str(p.gins), str(p.undercuts), _advice_cell(p)]
        rows.append(row)
    return headings, rows


def _table(headings: list[str], rows: list[list[str]], name: str) -> QTableWidget:
    """Figures to read, not to edit; Tab leaves them for the buttons."""
    table = QTableWidget(len(rows), len(headings))
    table.setAccessibleName(name)
    table.setHorizontalHeaderLabels(headings)
    table.verticalHeader().setVisible(False)
    table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    table.setTabKeyNavigation(False)
    for r, row in enumerate(rows):
        for c, text in enumerate(row):
            item = QTableWidgetItem(text)
            if c:
                item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
            table.setItem(r, c, item)
    table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    table.resizeRowsToContents()
    table.setMinimumWidth(min(900, table.horizontalHeader().length() + 40))
    # as high as its rows (a heading of two lines included): no scrolling in a few figures
    table.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    table.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    header = table.horizontalHeader().sizeHint().height()
    table.setFixedHeight(header + table.verticalHeader().length() + 2 * table.frameWidth())
    return table


class MatchSummaryDialog(QDialog):
    """Winner, totals, hands played and each player's figures; in two-player gin each game's
    figures too; (Next game,) Rematch, New match, Close."""

    rematchRequested = Signal()
    newMatchRequested = Signal()
    nextGameRequested = Signal()

    def __init__(self, summary: MatchSummary, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(QCoreApplication.translate("MatchSummary", "Match summary"))
        layout = QVBoxLayout(self)
        winner = summary.winner or ""
        self.heading = QLabel(
            QCoreApplication.translate("Window", "{name} wins the match.").format(name=winner)
            if summary.chouette
            else two_player_heading(summary)
        )
        self.heading.setObjectName("summary-heading")
        font = self.heading.font()
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.3)
        self.heading.setFont(font)
        layout.addWidget(self.heading)
        self.hands = QLabel(
            QCoreApplication.translate(
                "MatchSummary", "Hands played: {hands}. Target: {target} points."
            ).format(hands=summary.hands_played, target=summary.target)
        )
        layout.addWidget(self.hands)
        headings, rows = summary_rows(summary)
        self.table = _table(headings, rows, QCoreApplication.translate("MatchSummary", "Match summary"))
        self.table.setObjectName("summary-table")
        layout.addWidget(self.table)
        self.games: QTableWidget | None = None
        self.running: QLabel | None = None
        if not summary.chouette:
            headings, rows = games_rows(summary)
            self.games = _table(headings, rows, QCoreApplication.translate("MatchSummary", "Games"))
            self.games.setObjectName("summary-games")
            layout.addWidget(self.games)
            running = two_player_running(summary)
            if running:
                self.running = QLabel(running)
                self.running.setObjectName("summary-running")
                self.running.setFont(font)
                layout.addWidget(self.running)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        self.next_game: QPushButton | None = None
        if not summary.chouette:
            self.next_game = self._button(QCoreApplication.translate("MatchSummary", "Next &game"), buttons)
            self.next_game.setToolTip(
                QCoreApplication.translate(
                    "MatchSummary",
                    "The same players and rules: the running result carries over and the deal alternates.",
                )
            )
            self.next_game.clicked.connect(lambda: self.nextGameRequested.emit())
        self.rematch = self._button(QCoreApplication.translate("MatchSummary", "&Rematch"), buttons)
        self.rematch.setToolTip(
            QCoreApplication.translate("MatchSummary", "The same players and rules, with a new shuffle.")
        )
        self.new_match = self._button(QCoreApplication.translate("MatchSummary", "&New match"), buttons)
        self.close_button = self._button(QCoreApplication.translate("Buttons", "Close"), buttons)
        layout.addLayout(buttons)
        self.rematch.clicked.connect(lambda: self.rematchRequested.emit())
        self.new_match.clicked.connect(lambda: self.newMatchRequested.emit())
        self.close_button.clicked.connect(self.reject)
        self.table.setFocus()

    @staticmethod
    def _button(text: str, row: QHBoxLayout) -> QPushButton:
        """A button that Enter never presses: neither default nor auto-default."""
        button = QPushButton(text)
        button.setAutoDefault(False)
        button.setDefault(False)
        row.addWidget(button)
        return button
