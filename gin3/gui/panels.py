"""Side panels: the sitter's advice (R20) and the person's cards, in ordinary widgets.

Both mirror the table for keyboards and screen readers: the advice panel
lists the suggestion with its reason and the runner-ups (from
:class:`~gin3.gui.advice.AdviceModel`), the cards panel lists the hand at
the bottom of the table in its order.
"""

from __future__ import annotations

from PySide6.QtCore import QStringListModel, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QLabel,
    QListView,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from gin3.engine import Role
from gin3.gui.advice import AdviceModel
from gin3.gui.controller import GameController, Stage
from gin3.gui.showdown import cards_text

__all__ = ["AdvicePanel", "CardsPanel"]


def _list(name: str) -> QListView:
    view = QListView()
    view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    view.setWordWrap(True)
    view.setAccessibleName(name)
    view.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
    view.setAlternatingRowColors(True)
    return view


class AdvicePanel(QWidget):
    """The sitter's suggestion for the captain's decision: accept it, or play another move."""

    def __init__(self, controller: GameController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.model = AdviceModel(self)
        layout = QVBoxLayout(self)
        self.status = QLabel()
        self.status.setObjectName("advice-status")
        self.status.setWordWrap(True)
        self.status.setAccessibleName(self.tr("Advice status"))
        layout.addWidget(self.status)
        self.list = _list(self.tr("The sitter's suggestions"))
        self.list.setModel(self.model)
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
        controller.stateChanged.connect(self.refresh)
        self.refresh()

    def retranslate(self) -> None:
        self.status.setAccessibleName(self.tr("Advice status"))
        self.list.setAccessibleName(self.tr("The sitter's suggestions"))
        self.accept.setText(self.tr("&Accept the suggestion"))
        self.skip.setText(self.tr("Let the captain &decide"))
        self.refresh()

    def _button(self, name: str, text: str, slot: object) -> QPushButton:
        button = QPushButton(text)
        button.setObjectName(name)
        button.clicked.connect(slot)
        button.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        return button

    def _toggle_suggest(self) -> None:
        self.controller.set_suggest_mode(self.suggest.isChecked())

    def refresh(self) -> None:
        ctrl = self.controller
        match = ctrl.match
        advice = ctrl.shown_advice()
        self.model.set_advice(advice)
        sitter, playing = ctrl.sitter, ctrl.stage is Stage.PLAYING and match is not None
        on_team = playing and ctrl.viewer_on_team() and not ctrl.covered
        human_captain = playing and match is not None and ctrl.is_human(match.hand.non_dealer)
        human_sitter = sitter is not None and ctrl.is_human(sitter)
        captains_turn = playing and match is not None and match.hand.turn == match.hand.non_dealer
        self.accept.setVisible(on_team and human_captain)
        self.accept.setEnabled(advice is not None and not ctrl.suggesting())
        self.suggest.setVisible(on_team and human_sitter)
        if human_captain:
            self.suggest.setText(self.tr("&Suggest a move"))
            self.suggest.setChecked(ctrl.suggest_mode)
            self.suggest.setEnabled(captains_turn and advice is None)
        else:
            self.suggest.setText(self.tr("&Advise the captain's moves"))
            self.suggest.setChecked(ctrl.advise_ai_captain)
            self.suggest.setEnabled(True)
        self.skip.setVisible(on_team and not human_captain and human_sitter)
        self.skip.setEnabled(ctrl.suggesting())
        self.status.setText(self._status_text(on_team, advice is not None))

    def _status_text(self, on_team: bool, advised: bool) -> str:
        ctrl = self.controller
        match = ctrl.match
        if match is None or ctrl.stage is not Stage.PLAYING:
            return self.tr("The sitter's advice appears here during a hand.")
        if ctrl.covered:
            return self.tr("The table is being handed over.")
        if not on_team:
            return self.tr("The box player never sees the team's advice.")
        sitter = ctrl.sitter
        sitter_name = match.name(sitter) if sitter is not None else ""
        captain_name = match.name(match.hand.non_dealer)
        if ctrl.suggesting():
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
        self.controller = controller
        self.model = QStringListModel(self)
        layout = QVBoxLayout(self)
        self.title = QLabel()
        self.title.setWordWrap(True)
        layout.addWidget(self.title)
        self.list = _list(self.tr("Your cards"))
        self.list.setModel(self.model)
        layout.addWidget(self.list, 1)

    def retranslate(self) -> None:
        self.list.setAccessibleName(self.tr("Your cards"))

    def show_cards(self, cards: list[object], owner: str, role: Role | None, deadwood: str) -> None:
        from gin3.engine import Card

        shown = [c for c in cards if isinstance(c, Card)]
        self.model.setStringList([cards_text([c]) for c in shown])
        if not shown:
            self.title.setText(self.tr("No cards of yours are on the table now."))
        else:
            self.title.setText(
                self.tr("{owner}'s hand, %n card(s). {deadwood}", "", len(shown)).format(
                    owner=owner, deadwood=deadwood
                )
            )
        self.list.setAccessibleDescription(self.title.text())
