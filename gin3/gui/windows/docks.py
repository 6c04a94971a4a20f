"""The docks around the table: the score sheet (under the house rules), the sitter's advice,
your cards and the moves of the hand.

Their places and titles come with the first frame; :meth:`Docks.fill` puts
the panels in once the controller exists.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QSize, Qt
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QDockWidget, QLabel, QMainWindow, QVBoxLayout, QWidget

if TYPE_CHECKING:
    from gin3.engine import RuleSet
    from gin3.gui.controller import GameController
    from gin3.gui.windows.panels import AdvicePanel, CardsPanel, HandLogPanel, ScoreSheet

__all__ = ["Docks", "WrappedLabel"]


class WrappedLabel(QLabel):
    """A word-wrapped label that asks for the height of all its lines at its width, so a
    small window shrinks the score sheet under it rather than cut the text."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWordWrap(True)
        self._asked = 0

    def minimumSizeHint(self) -> QSize:
        hint = super().minimumSizeHint()
        if self.width() > 0 and self.text():
            hint.setHeight(max(hint.height(), self.heightForWidth(self.width())))
        return hint

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        needed = self.heightForWidth(self.width()) if self.text() else 0
        if needed != self._asked:
            self._asked = needed
            self.updateGeometry()


class Docks:
    """The four docks of ``window`` and, once filled, their panels."""

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
        window.resizeDocks([self.score], [150], Qt.Orientation.Vertical)
        window.resizeDocks([self.advice], [330], Qt.Orientation.Horizontal)
        box = QWidget()
        self.score_column = QVBoxLayout(box)
        self.score_column.setContentsMargins(4, 2, 4, 2)
        self.rules_caption = WrappedLabel()
        self.rules_caption.setObjectName("rules-caption")
        self.score_column.addWidget(self.rules_caption)
        self.score.setWidget(box)
        self.filled = False
        self._rules: RuleSet | None = None
        self._game: object = None  # the game whose house rules the caption shows
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
        self.score_column.addWidget(self.score_sheet, 1)
        self.advice_panel = AdvicePanel(controller)
        self.advice.setWidget(self.advice_panel)
        self.cards_panel = CardsPanel(controller)
        self.cards.setWidget(self.cards_panel)
        self.log_panel = HandLogPanel(controller)
        self.log.setWidget(self.log_panel)
        self.filled = True
        self._session = controller.session
        self._advice_put_away = False
        controller.matchStarted.connect(self._follow_game)
        controller.adviceChanged.connect(self._follow_game)  # the computer's advice switched
        self._follow_game()

    def _two_player(self) -> bool:
        if not self.filled:  # before the first frame, which imports no engine
            return False
        from gin3.engine import Mode

        match = self._session.match
        return match is not None and match.mode is Mode.CLASSIC

    def _follow_game(self) -> None:
        """Two-player gin has no sitter, so a match of it puts the advice dock away (the hint,
        H, is its advice) unless the computer's advice on the person's moves is switched on
        (issue 19); a chouette match, or switching it on, brings the dock back if it was put
        away for that reason. The player may open it from the View menu either way. The
        dock's title follows the game: the sitter's advice, or the computer's."""
        self.advice.setWindowTitle(self._advice_title())
        if self._session.match is None:
            return
        if self._two_player() and not self._session.computer_advice:
            if not self.advice.isHidden():
                self.advice.hide()
                self._advice_put_away = True
        elif self._advice_put_away:
            self.advice.show()
            self._advice_put_away = False

    def _advice_title(self) -> str:
        if self._two_player():
            return QCoreApplication.translate("MainWindow", "The computer's advice")
        return QCoreApplication.translate("MainWindow", "The sitter's advice")

    def retranslate(self) -> None:
        """The docks' titles and panels in the current language."""
        self.score.setWindowTitle(QCoreApplication.translate("MainWindow", "Score sheet"))
        self.advice.setWindowTitle(self._advice_title())
        self.cards.setWindowTitle(QCoreApplication.translate("MainWindow", "Your cards"))
        self.log.setWindowTitle(QCoreApplication.translate("MainWindow", "Moves"))
        if self._rules is not None:
            self.show_rules(self._rules, again=True)
        if self.filled:
            self.advice_panel.retranslate()
            self.cards_panel.retranslate()
            self.log_panel.retranslate()

    def show_rules(self, rules: RuleSet, *, again: bool = False) -> None:
        """The house rules of the match, above the score sheet (``again``: in a new language)."""
        from gin3.engine import Mode
        from gin3.gui.windows.rules import house_rules_text

        match = self._session.match if self.filled else None
        game = match.mode if match is not None else Mode.CHOUETTE
        if (rules, game) == (self._rules, self._game) and not again:
            return
        self._rules, self._game = rules, game
        text = " ".join(line[2:] for line in house_rules_text(self.window, rules, game).splitlines())
        self.rules_caption.setText(
            QCoreApplication.translate("MainWindow", "House rules of this match: {rules}").format(rules=text)
        )
