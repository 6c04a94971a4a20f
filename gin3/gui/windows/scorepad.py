"""The score pad: a strip under the table with the running totals and the house rules in one
line each, opened with a click to the last hands (the score sheet, compact).

The full score sheet, the cards list and the moves are docks the View menu opens; the pad is
what a player glances at between moves, so it takes one line of the table's height until
asked for more. In two-player gin it also says the evening's running result once games
came before (C5). The house rules sit behind one short line; the whole text is its tooltip
(and F1, the rules window).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtWidgets import QHBoxLayout, QLabel, QSizePolicy, QToolButton, QVBoxLayout, QWidget

from gin3.gui.firstframe import text_action

if TYPE_CHECKING:
    from gin3.engine import Mode, RuleSet
    from gin3.gui.controller import GameController
    from gin3.gui.windows.panels import ScoreSheet
    from gin3.session import Session

__all__ = ["ScorePad", "rules_line"]

PAD_ROWS = 9
"""Hands the opened pad shows without scrolling (the header takes one row more)."""


def rules_line(rules: RuleSet, game: Mode) -> str:
    """The house rules in a few words: "100 points · gin 25 · undercut 10 · big gin"."""
    from gin3.engine import Mode

    target = rules.target  # lupdate reads a plural's count only when it is a plain name
    parts = [
        QCoreApplication.translate("ScorePad", "%n point(s)", None, target),
        QCoreApplication.translate("ScorePad", "gin {bonus}").format(bonus=rules.gin_bonus),
        QCoreApplication.translate("ScorePad", "undercut {bonus}").format(bonus=rules.undercut_bonus),
    ]
    if game is Mode.CLASSIC:
        parts.append(QCoreApplication.translate("ScorePad", "game {bonus}").format(bonus=rules.game_bonus))
        parts.append(QCoreApplication.translate("ScorePad", "line {bonus}").format(bonus=rules.line_bonus))
        if rules.hollywood:
            parts.append(QCoreApplication.translate("ScorePad", "Hollywood"))
    if rules.big_gin:
        parts.append(QCoreApplication.translate("ScorePad", "big gin"))
    if rules.oklahoma:
        parts.append(QCoreApplication.translate("ScorePad", "Oklahoma"))
    if rules.discard_taken_card:
        parts.append(QCoreApplication.translate("ScorePad", "taken card may be thrown"))
    return " · ".join(parts)


class ScorePad(QWidget):
    """The totals and the house rules in a line; the last hands when opened (:meth:`set_open`)."""

    handChosen = Signal(int)  # a hand's row chosen on the opened pad: its review
    sheet: ScoreSheet

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("score-pad")
        column = QVBoxLayout(self)
        column.setContentsMargins(8, 0, 8, 0)  # one line: a small screen keeps the table's height
        column.setSpacing(0)
        row = QHBoxLayout()
        self.toggle = QToolButton()
        self.toggle.setObjectName("score-pad-toggle")
        self.toggle.setCheckable(True)
        self.toggle.setAutoRaise(True)
        self.toggle.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        self.toggle.toggled.connect(self.set_open)
        self.action = text_action("", self)  # View > Score pad: the same switch as the toggle
        self.action.setObjectName("score-pad-action")
        self.action.setCheckable(True)
        self.action.toggled.connect(self.set_open)
        row.addWidget(self.toggle)
        self.totals = QLabel()
        self.totals.setObjectName("score-pad-totals")
        self.totals.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByKeyboard)
        row.addWidget(self.totals, 1)
        self.rules = QLabel()
        self.rules.setObjectName("rules-caption")
        self.rules.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.rules.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        row.addWidget(self.rules, 1)
        column.addLayout(row)
        self.column = column
        self._session: Session | None = None
        self._rules_key: object = None
        self._next_rules: RuleSet | None = None  # the rules shown when there is no match
        self.retranslate()

    def fill(self, controller: GameController) -> None:
        """The compact sheet of the match's hands, under the line (shown when opened)."""
        from gin3.gui.windows.panels import ScoreSheet

        self._session = controller.session
        self.sheet = ScoreSheet(controller.score_model, controller.games_model)
        self.sheet.setObjectName("score-pad-sheet")
        self.sheet.handChosen.connect(self.handChosen)
        rows = self.sheet.verticalHeader().defaultSectionSize()
        self.sheet.setFixedHeight(rows * (PAD_ROWS + 1) + 2 * self.sheet.frameWidth() + 2)
        self.sheet.setVisible(self.toggle.isChecked())
        self.column.addWidget(self.sheet)

    def is_open(self) -> bool:
        return self.toggle.isChecked()

    def set_open(self, on: bool) -> None:
        """Open the pad to the last hands, or fold it to its line."""
        if self.toggle.isChecked() != on:
            self.toggle.setChecked(on)  # comes back here through toggled
            return
        self.action.setChecked(on)
        self.toggle.setArrowType(Qt.ArrowType.DownArrow if on else Qt.ArrowType.RightArrow)
        if self._session is not None:
            self.sheet.setVisible(on)
            if on:
                self.sheet.scrollToBottom()

    def follow(self, rules: RuleSet) -> None:
        """The totals of the match on the table (and the evening's result), and its rules
        (``rules`` when there is no match: the next one's)."""
        from gin3.engine import Mode
        from gin3.gui.windows.rules import house_rules_text

        session = self._session
        match = session.match if session is not None else None
        self._next_rules = rules
        self.totals.setText(self._totals_text())
        game = match.mode if match is not None else Mode.CHOUETTE
        rules = match.rules if match is not None else rules
        if (rules, game) != self._rules_key:
            self._rules_key = (rules, game)
            self.rules.setText(rules_line(rules, game))
            full = house_rules_text(self, rules, game)
            self.rules.setToolTip(full)
            self.rules.setAccessibleName(
                QCoreApplication.translate("Window", "House rules of this match: {rules}").format(
                    rules=" ".join(line[2:] for line in full.splitlines())
                )
            )

    def _totals_text(self) -> str:
        from gin3.engine import Mode
        from gin3.gui.text.games import signed

        session = self._session
        match = session.match if session is not None else None
        if match is None:
            return ""
        text = " · ".join(
            QCoreApplication.translate("ScorePad", "{name} {points}").format(name=name, points=points)
            for name, points in zip(match.players, match.totals, strict=True)
        )
        if match.mode is Mode.CLASSIC and (match.games_before or any(g.over for g in match.games)):
            evening = match.session_result
            text += "   " + QCoreApplication.translate("ScorePad", "This evening: {name} {result}").format(
                name=match.players[0], result=signed(evening[0])
            )
        return text

    def retranslate(self) -> None:
        self.toggle.setText(QCoreApplication.translate("ScorePad", "Score pad"))
        self.action.setText(QCoreApplication.translate("ScorePad", "Score &pad: the last hands"))
        self.toggle.setToolTip(QCoreApplication.translate("ScorePad", "Show or hide the last hands"))
        self.set_open(self.toggle.isChecked())  # the arrow
        self._rules_key = None
        if self._next_rules is not None:
            self.follow(self._next_rules)
