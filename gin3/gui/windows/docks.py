"""The panels around the table: the score pad under it, and the docks the View menu opens
(the full score sheet, the sitter's advice, your cards and the moves of the hand).

The table takes the window's whole width: of the docks only the advice comes out by itself,
for a hand where the person plays on the advised team (see :meth:`Docks.has_advice`), and
goes away for a hand in the box; the others wait in the View menu. Once the player shows or
hides the advice from the View menu, it stays as they left it.

Their places and titles come with the first frame; :meth:`Docks.fill` puts the panels in
once the controller exists.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QDockWidget, QMainWindow

from gin3.gui.windows.geometry import NARROW_WIDTH
from gin3.gui.windows.scorepad import ScorePad

if TYPE_CHECKING:
    from gin3.engine import RuleSet
    from gin3.gui.controller import GameController
    from gin3.gui.windows.panels import AdvicePanel, CardsPanel, HandLogPanel, ScoreSheet
    from gin3.session import Session

__all__ = ["Docks"]


class Docks:
    """The four docks of ``window`` and the score pad; once filled, their panels."""

    score_sheet: ScoreSheet
    advice_panel: AdvicePanel
    cards_panel: CardsPanel
    log_panel: HandLogPanel

    def __init__(self, window: QMainWindow) -> None:
        self.window = window
        self.score = self._dock("score-sheet", Qt.DockWidgetArea.BottomDockWidgetArea)
        self.advice = self._dock("advice", Qt.DockWidgetArea.RightDockWidgetArea)
        self.cards = self._dock("cards", Qt.DockWidgetArea.RightDockWidgetArea)
        self.log = self._dock("hand-log", Qt.DockWidgetArea.RightDockWidgetArea)
        for dock in self.all():
            dock.hide()  # until asked for (the advice: until there is advice)
        self.score_pad = ScorePad()
        self.rules_caption = self.score_pad.rules
        self._session: Session | None = None
        self._advice_auto = True  # the advice comes and goes by itself until the player says
        self.advice.toggleViewAction().triggered.connect(self._advice_chosen)
        self.retranslate()

    def _dock(self, name: str, area: Qt.DockWidgetArea) -> QDockWidget:
        dock = QDockWidget(self.window)
        dock.setObjectName(name)
        dock.setFeatures(
            QDockWidget.DockWidgetFeature.DockWidgetClosable | QDockWidget.DockWidgetFeature.DockWidgetMovable
        )
        self.window.addDockWidget(area, dock)
        return dock

    def all(self) -> tuple[QDockWidget, ...]:
        """The docks, in the order the View menu lists them."""
        return (self.score, self.advice, self.cards, self.log)

    def fill(self, controller: GameController) -> None:
        """Put the panels in: each displays one of the controller's models."""
        from gin3.gui.windows.panels import AdvicePanel, CardsPanel, HandLogPanel, ScoreSheet

        self.score_sheet = ScoreSheet(controller.score_model, controller.games_model)
        self.score.setWidget(self.score_sheet)
        self.score_pad.fill(controller)
        self.advice_panel = AdvicePanel(controller)
        self.advice.setWidget(self.advice_panel)
        self.cards_panel = CardsPanel(controller)
        self.cards.setWidget(self.cards_panel)
        self.log_panel = HandLogPanel(controller)
        self.log.setWidget(self.log_panel)
        self._session = controller.session
        for signal in (controller.matchStarted, controller.adviceChanged):
            signal.connect(self._follow_game)  # the game, or the computer's advice switched
        self._follow_game()

    def _two_player(self) -> bool:
        if self._session is None:  # before the table is built, which imports no engine
            return False
        from gin3.engine import Mode

        match = self._session.match
        return match is not None and match.mode is Mode.CLASSIC

    def _follow_game(self) -> None:
        """The advice dock's title follows the game: the sitter's advice, or the computer's."""
        self.advice.setWindowTitle(self._advice_title())

    def has_advice(self) -> bool | None:
        """Whether the hand has advice for the person: while they play on the advised team
        (the captain, or the sitter, who may advise a computer captain from the panel), or in
        two-player gin with the computer's advice on; not in the box (R20), not before
        the deal. ``None`` between hands: the panel stays as it is, so it does not come and go
        at every showdown."""
        from gin3.session import Stage

        session = self._session
        if session is None or session.match is None or session.stage is Stage.HAND_OVER:
            return None
        if session.stage is not Stage.PLAYING or session.covered:
            return False
        if self._two_player():
            return session.computer_advice
        match, sitter = session.match, session.sitter
        captain_person = session.is_human(match.hand.non_dealer)
        sitter_person = sitter is not None and session.is_human(sitter)
        # a person sitting beside a computer captain finds there the choice to advise it
        return session.viewer_on_team() and (captain_person or sitter_person)

    def _advice_chosen(self) -> None:
        self._advice_auto = False  # the View menu: the player decides from now on

    def follow(self, next_rules: RuleSet) -> None:
        """The score pad for the table now; the advice out while there is advice."""
        self.score_pad.follow(next_rules)
        wanted = self.has_advice()
        if wanted and self.window.width() < NARROW_WIDTH:
            wanted = None  # a narrow window keeps its width for the table (View menu: the advice)
        if self._advice_auto and wanted is not None and wanted == self.advice.isHidden():
            self.advice.setVisible(wanted)

    def _advice_title(self) -> str:
        if self._two_player():
            return QCoreApplication.translate("Window", "The computer's advice")
        return QCoreApplication.translate("Window", "The sitter's advice")

    def retranslate(self) -> None:
        """The docks' titles, the score pad and the panels in the current language."""
        self.score.setWindowTitle(QCoreApplication.translate("Window", "Score sheet"))
        self.advice.setWindowTitle(self._advice_title())
        self.cards.setWindowTitle(QCoreApplication.translate("Window", "Your cards"))
        self.log.setWindowTitle(QCoreApplication.translate("Window", "Moves"))
        self.score_pad.retranslate()
        if self._session is not None:
            self.advice_panel.retranslate()
            self.cards_panel.retranslate()
            self.log_panel.retranslate()
