"""The house rules of the new-match dialog, one form per game.

:func:`house_rules_form` builds the widgets for the rules that apply to a
game (chouette, or two-player gin): the settings of RULES.md that the
engine's :class:`~gin3.engine.RuleSet` has. A rule only one game knows
gets its widget in that game's branch of :func:`house_rules_form`.
"""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QCheckBox, QComboBox, QFormLayout, QSpinBox, QWidget

from gin3.engine import Mode, RuleSet

__all__ = ["HouseRulesForm", "house_rules_form"]


class HouseRulesForm(QWidget):
    """The house rules a new match of one game is played by."""

    def __init__(self, game: Mode, rules: RuleSet, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.game = game
        self.form = QFormLayout(self)
        self.form.setContentsMargins(0, 0, 0, 0)
        self.target = QSpinBox()
        self.target.setRange(10, 1000)
        self.target.setSingleStep(10)
        self.target.setValue(rules.target)
        self.target.setAccessibleName(QCoreApplication.translate("NewMatchDialog", "Match target in points"))
        self.form.addRow(QCoreApplication.translate("NewMatchDialog", "Play to (points):"), self.target)
        self.gin_bonus = QComboBox()
        self.gin_bonus.addItem(QCoreApplication.translate("NewMatchDialog", "25 points"), 25)
        self.gin_bonus.addItem(QCoreApplication.translate("NewMatchDialog", "20 points"), 20)
        self.gin_bonus.setCurrentIndex(max(0, self.gin_bonus.findData(rules.gin_bonus)))
        self.gin_bonus.setAccessibleName(QCoreApplication.translate("NewMatchDialog", "Gin bonus"))
        self.form.addRow(QCoreApplication.translate("NewMatchDialog", "Gin bonus:"), self.gin_bonus)
        self.discard_taken = self._check(
            QCoreApplication.translate(
                "NewMatchDialog", "A card taken from the discard pile may be thrown at once"
            ),
            rules.discard_taken_card,
        )
        self.big_gin = self._check(
            QCoreApplication.translate(
                "NewMatchDialog", "Big gin: all eleven cards melded, no discard (6 more points)"
            ),
            rules.big_gin,
        )
        self.oklahoma = self._check(
            QCoreApplication.translate(
                "NewMatchDialog", "Oklahoma: the first upcard sets the knock limit (ace: gin only)"
            ),
            rules.oklahoma,
        )
        self.line_bonus: QComboBox | None = None
        self.hollywood: QCheckBox | None = None
        if game is Mode.CLASSIC:  # two-player gin's own scoring (C3, C6)
            self.line_bonus = QComboBox()
            for points in (25, 20):
                self.line_bonus.addItem(
                    QCoreApplication.translate("NewMatchDialog", "{points} points a hand won").format(
                        points=points
                    ),
                    points,
                )
            self.line_bonus.setCurrentIndex(max(0, self.line_bonus.findData(rules.line_bonus)))
            self.line_bonus.setAccessibleName(QCoreApplication.translate("NewMatchDialog", "Line bonus"))
            self.form.addRow(QCoreApplication.translate("NewMatchDialog", "Line bonus:"), self.line_bonus)
            self.hollywood = self._check(
                QCoreApplication.translate("NewMatchDialog", "Hollywood: three games scored at once"),
                rules.hollywood,
            )

    def _check(self, text: str, checked: bool) -> QCheckBox:
        box = QCheckBox(text)
        box.setChecked(checked)
        self.form.addRow("", box)
        return box

    def rules(self) -> RuleSet:
        """The rule set these widgets say (two-player gin's scoring only in its own form)."""
        rules = RuleSet(
            target=self.target.value(),
            gin_bonus=int(self.gin_bonus.currentData()),
            discard_taken_card=self.discard_taken.isChecked(),
            big_gin=self.big_gin.isChecked(),
            oklahoma=self.oklahoma.isChecked(),
        )
        if self.line_bonus is not None and self.hollywood is not None:
            rules = replace(
                rules, line_bonus=int(self.line_bonus.currentData()), hollywood=self.hollywood.isChecked()
            )
        return rules


def house_rules_form(game: Mode, rules: RuleSet, parent: QWidget | None = None) -> HouseRulesForm:
    """The house-rule widgets of ``game``, set to ``rules``.

    Both games share the deal, play and hand scoring (R9-R17); two-player gin
    adds its own scoring's settings: the line bonus (25 or 20, C3) and
    Hollywood (C6). Its game bonus (100) and the shutout's doubling keep the
    rule book's values.
    """
    return HouseRulesForm(game, rules, parent)
