"""Side panels in ordinary widgets: the score sheet, the sitter's advice (R20) or in two-player
gin the computer's (issue 19), the hand log and the person's cards. Each only displays its
model (see :mod:`gin3.gui.models`).

The panels mirror the table for keyboards and screen readers: the advice
panel lists the suggestion with its reason and the runner-ups, the cards
panel lists the hand at the bottom of the table in its order, the hand log
every move of the hand.
"""

from __future__ import annotations

from PySide6.QtCore import QAbstractItemModel, QCoreApplication, QModelIndex, Qt, QTimer, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QLabel,
    QListView,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from gin3.engine import Mode
from gin3.gui.controller import GameController
from gin3.gui.models import GameSheetModel, ScoreModel
from gin3.session import Stage

__all__ = ["AdvicePanel", "CardsPanel", "HandLogPanel", "ScoreSheet"]


def _list(name: str, model: QAbstractItemModel) -> QListView:
    view = QListView()
    view.setModel(model)
    view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    view.setWordWrap(True)
    view.setAccessibleName(name)
    view.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
    view.setAlternatingRowColors(True)
    return view


class ScoreSheet(QTableView):
    """The score sheet, the newest row in view: chouette's hands and totals, or two-player
    gin's games with their bonuses (whichever the match in play is). A double click (or
    Enter) on a hand's row asks for its review (:attr:`handChosen`)."""

    handChosen = Signal(int)  # the number of a finished hand

    def __init__(self, model: ScoreModel, games: GameSheetModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.scores = model
        self.games = games
        self.setModel(model)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.setAlternatingRowColors(True)
        self.setWordWrap(False)
        self.verticalHeader().setVisible(False)
        self.verticalHeader().setDefaultSectionSize(self.fontMetrics().height() + 8)
        self.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.horizontalHeader().setStretchLastSection(False)
        self.setAccessibleName(self.tr("Score sheet"))
        for sheet in (model, games):
            sheet.modelReset.connect(self._show_sheet)
            for signal in (sheet.rowsInserted, sheet.modelReset):
                signal.connect(self._newest_in_view)
        self.doubleClicked.connect(self._chosen)
        self._show_sheet()

    def _newest_in_view(self) -> None:
        """Fit the columns and scroll to the last row once the view has taken in the rows just
        inserted: a sheet shown after a switch of model hears of new rows before the view does,
        so fitting at once measured the old rows and cut the new words short ("Kno…"), and a
        game's end brings several rows, the newest of which would stay below the fold."""
        QTimer.singleShot(0, self, self._fit_and_scroll)

    def _fit_and_scroll(self) -> None:
        self.resizeColumnsToContents()
        self.scrollToBottom()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and self.currentIndex().isValid():
            self._chosen(self.currentIndex())
            return
        super().keyPressEvent(event)

    def _chosen(self, index: QModelIndex) -> None:
        shown = self.model()
        if isinstance(shown, ScoreModel | GameSheetModel):
            number = shown.hand_at(index.row())
            if number is not None:
                self.handChosen.emit(number)

    def _show_sheet(self) -> None:
        """The sheet of the match's game; chouette's role columns only where there are roles."""
        shown = self.games if self.games.columnCount() else self.scores
        if self.model() is not shown:
            self.setModel(shown)
        if shown is self.scores:
            for column in self.scores.ROLE_COLUMNS:
                self.setColumnHidden(column, not self.scores.has_roles())
        else:  # the header keeps chouette's hidden sections across models: every game column shows
            for column in range(shown.columnCount()):
                self.setColumnHidden(column, False)
        self.resizeColumnsToContents()


class AdvicePanel(QWidget):
    """The sitter's suggestion for the captain's decision, or in two-player gin the computer's
    for the person's own decision: accept it, or play another move.

    After any of its buttons the keyboard goes back to the table (:attr:`tableWanted`), so
    T, P, the arrows and Enter work at once.
    """

    tableWanted = Signal()

    def __init__(self, controller: GameController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.session = controller.session
        self.model = controller.advice_model
        layout = QVBoxLayout(self)
        self.status = QLabel()
        self.status.setObjectName("advice-status")
        self.status.setWordWrap(True)
        self.status.setAccessibleName(self.tr("Advice status"))
        layout.addWidget(self.status)
        self.list = _list(self.tr("The sitter's suggestions"), self.model)
        self.list.setSpacing(3)
        layout.addWidget(self.list, 1)
        self.accept = self._button(
            "advice-accept", self.tr("&Accept the suggestion"), controller.accept_advice
        )
        self.suggest = self._button("advice-suggest", self.tr("&Suggest a move"), self._toggle_suggest)
        self.suggest.setCheckable(True)
        self.skip = self._button(
            "advice-skip", self.tr("Let the captain &decide"), controller.skip_suggestion
        )
        for button in (self.accept, self.suggest, self.skip):
            layout.addWidget(button)
        for signal in (
            controller.matchStarted,
            controller.played,
            controller.tableChanged,
            controller.adviceChanged,
        ):
            signal.connect(self.refresh)
        self.refresh()

    def retranslate(self) -> None:
        self.status.setAccessibleName(self.tr("Advice status"))
        self.list.setAccessibleName(self.tr("The sitter's suggestions"))
        self.accept.setText(self.tr("&Accept the suggestion"))
        self.skip.setText(self.tr("Let the captain &decide"))
        self.model.retranslate()
        self.refresh()

    def _button(self, name: str, text: str, slot: object) -> QPushButton:
        button = QPushButton(text)
        button.setObjectName(name)
        button.clicked.connect(slot)
        button.clicked.connect(self.tableWanted)
        button.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        return button

    def _toggle_suggest(self) -> None:
        self.controller.set_suggest_mode(self.suggest.isChecked())

    def refresh(self) -> None:
        session = self.session
        match = session.match
        advice = self.model.advice
        if match is not None and match.mode is Mode.CLASSIC:
            self._refresh_two_player()
            return
        self.list.setAccessibleName(self.tr("The sitter's suggestions"))
        sitter, playing = session.sitter, session.stage is Stage.PLAYING and match is not None
        on_team = playing and session.viewer_on_team() and not session.covered
        human_captain = playing and match is not None and session.is_human(match.hand.non_dealer)
        human_sitter = sitter is not None and session.is_human(sitter)
        captains_turn = playing and match is not None and match.hand.turn == match.hand.non_dealer
        self.accept.setVisible(on_team and human_captain)
        self.accept.setEnabled(advice is not None and not session.suggesting())
        self.suggest.setVisible(on_team and human_sitter)
        if human_captain:
            self.suggest.setText(self.tr("&Suggest a move"))
            self.suggest.setChecked(session.desk.suggest_mode)
            self.suggest.setEnabled(captains_turn and advice is None)
        else:
            self.suggest.setText(self.tr("&Advise the captain's moves"))
            self.suggest.setChecked(session.desk.advise_computer_captain)
            self.suggest.setEnabled(True)
        self.skip.setVisible(on_team and not human_captain and human_sitter)
        self.skip.setEnabled(session.suggesting())
        self.status.setText(self._status_text(on_team, advice is not None))

    def _refresh_two_player(self) -> None:
        """Two-player gin: the computer's advice on the person's own move, if switched on."""
        session = self.session
        self.list.setAccessibleName(QCoreApplication.translate("AdvicePanel", "The computer's suggestions"))
        self.accept.setVisible(session.computer_advice and bool(session.humans))
        self.accept.setEnabled(self.model.advice is not None)
        self.suggest.setVisible(False)
        self.skip.setVisible(False)
        self.status.setText(self._two_player_text())

    def _two_player_text(self) -> str:
        session = self.session
        match, advice = session.match, self.model.advice
        if match is None or not session.computer_advice:
            return QCoreApplication.translate(
                "AdvicePanel", "Two-player gin has no sitter: press H for a hint on your own move."
            )
        if session.stage is not Stage.PLAYING:
            return QCoreApplication.translate(
                "AdvicePanel", "The computer's advice on your moves appears here during a hand."
            )
        if session.covered:
            return self.tr("The table is being handed over.")
        if advice is not None:
            return QCoreApplication.translate(
                "AdvicePanel", "The computer suggests this move to {player}:"
            ).format(player=session.name(advice.captain))
        if session.viewer == match.hand.turn:
            return self.tr("No suggestion for this decision yet.")
        return QCoreApplication.translate("AdvicePanel", "The computer advises you on your own moves only.")

    def _status_text(self, on_team: bool, advised: bool) -> str:
        session = self.session
        match = session.match
        if match is None or session.stage is not Stage.PLAYING:
            return self.tr("The sitter's advice appears here during a hand.")
        if session.covered:
            return self.tr("The table is being handed over.")
        if not on_team:
            return self.tr("The box player never sees the team's advice.")
        sitter = session.sitter
        sitter_name = session.name(sitter) if sitter is not None else ""
        captain_name = session.name(match.hand.non_dealer)
        if session.suggesting():
            return self.tr(
                "{sitter}, suggest {captain}'s move: make it on the table as usual "
                "(drag, click or keys); it is only advice."
            ).format(sitter=sitter_name, captain=captain_name)
        if advised:
            return self.tr("{sitter} suggests this move to {captain}:").format(
                sitter=sitter_name, captain=captain_name
            )
        if match.hand.turn == match.hand.non_dealer:
            return self.tr("No suggestion for this decision yet.")
        return self.tr("The sitter advises on the captain's decisions only.")


class CardsPanel(QWidget):
    """The hand at the bottom of the table as a plain list, in the order shown."""

    def __init__(self, controller: GameController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = controller.session
        self.model = controller.hand_model
        layout = QVBoxLayout(self)
        self.title = QLabel()
        self.title.setWordWrap(True)
        layout.addWidget(self.title)
        self.list = _list(self.tr("Your cards"), self.model)
        layout.addWidget(self.list, 1)

    def retranslate(self) -> None:
        self.list.setAccessibleName(self.tr("Your cards"))

    def show_title(self, deadwood: str) -> None:
        """The title above the list: whose hand, how many cards, the deadwood line of the table."""
        count, side = self.model.rowCount(), self.model.side
        if not count or side is None:
            self.title.setText(self.tr("No cards of yours are on the table now."))
        else:
            self.title.setText(
                self.tr("{owner}'s hand, %n card(s). {deadwood}", "", count).format(
                    owner=self.session.name(side), deadwood=deadwood
                )
            )
        self.list.setAccessibleDescription(self.title.text())


class HandLogPanel(QWidget):
    """Every move of the hand on the table, oldest first."""

    def __init__(self, controller: GameController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.model = controller.log_model
        layout = QVBoxLayout(self)
        self.list = _list(self.tr("Moves of this hand"), self.model)
        layout.addWidget(self.list, 1)
        self.model.rowsInserted.connect(self.list.scrollToBottom)

    def retranslate(self) -> None:
        self.list.setAccessibleName(self.tr("Moves of this hand"))
        self.model.retranslate()
