"""The rules window (F1) and the house rules of a match in words."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from gin3.engine import Mode, RuleSet
from gin3.gui.i18n import name_buttons, rules_path
from gin3.gui.windows.geometry import DECORATION, available

__all__ = ["RulesWindow", "house_rules_text", "two_player_first"]


def house_rules_text(widget: QWidget, rules: RuleSet, game: Mode = Mode.CHOUETTE) -> str:
    """The house settings of a match of ``game`` in words (one sentence each, Markdown list)."""
    target = rules.target  # lupdate reads a plural's count only when it is a plain name
    lines = [
        QCoreApplication.translate("HouseRules", "The match is played to %n point(s).", None, target)
        if game is Mode.CHOUETTE
        else QCoreApplication.translate(
            "HouseRules",
            "A game is played to %n point(s); its winner scores a game bonus of {bonus}.",
            None,
            target,
        ).format(bonus=rules.game_bonus),
        QCoreApplication.translate("HouseRules", "Gin scores a bonus of {bonus} points.").format(
            bonus=rules.gin_bonus
        ),
        QCoreApplication.translate(
            "HouseRules", "A card taken from the discard pile may be thrown in the same turn."
        )
        if rules.discard_taken_card
        else QCoreApplication.translate(
            "HouseRules", "A card taken from the discard pile may not be thrown in the same turn."
        ),
        QCoreApplication.translate(
            "HouseRules", "Big gin is played: all eleven cards melded, no discard, {extra} more points."
        ).format(extra=rules.big_gin_extra)
        if rules.big_gin
        else QCoreApplication.translate("HouseRules", "Big gin is not played."),
        QCoreApplication.translate(
            "HouseRules", "Oklahoma: the first upcard's value is the knock limit; an ace means gin only."
        )
        if rules.oklahoma
        else QCoreApplication.translate("HouseRules", "Knocking needs a deadwood count of 10 or less."),
    ]
    if game is Mode.CLASSIC:
        lines.append(
            QCoreApplication.translate(
                "HouseRules", "At a game's end each player scores a line bonus of {bonus} for every hand won."
            ).format(bonus=rules.line_bonus)
        )
        if rules.shutout:
            lines.append(
                QCoreApplication.translate(
                    "HouseRules", "A shutout (the loser won no hand) doubles the winner's game total."
                )
            )
        if rules.hollywood:
            lines.append(
                QCoreApplication.translate(
                    "HouseRules", "Hollywood: three games are scored at once, each closing on its own."
                )
            )
    return "\n".join(f"- {line}" for line in lines)


def two_player_first(text: str) -> str:
    """The rules with the section on two-player gin moved to the top.

    Every rules file has the same shape (tests/gui/test_translations.py): the
    game's rules under a first ``#`` heading, their last ``##`` section on
    two-player gin, then ``# House settings``. A file of another shape is kept as it is.
    """
    lines = text.splitlines()
    tops = [i for i, line in enumerate(lines) if line.startswith("# ")]
    if len(tops) < 2:
        return text
    sections = [i for i in range(tops[0], tops[1]) if lines[i].startswith("## ")]
    if not sections:
        return text
    start = sections[-1]
    shared = QCoreApplication.translate(
        "RulesWindow", "The rules two-player gin shares with chouette follow, as chouette plays them."
    )
    return "\n".join([*lines[start : tops[1]], "", shared, "", *lines[:start], *lines[tops[1] :]])


class RulesWindow(QDialog):
    """F1: the players' rules, with the house settings of the match in play; the rules of the
    game played come first (two-player gin's section before the chouette rules it shares)."""

    def __init__(self, rules: RuleSet, parent: QWidget | None = None, game: Mode = Mode.CHOUETTE) -> None:
        super().__init__(parent)
        if game is Mode.CLASSIC:
            self.setWindowTitle(self.tr("Rules of two-player gin"))
        else:
            self.setWindowTitle(self.tr("Rules of three-handed gin"))
        area = available(parent)  # the Close button stays on a 768-pixel screen
        room = area.size() - DECORATION
        self.resize(min(760, room.width()), min(820, room.height()))
        layout = QVBoxLayout(self)
        self.browser = QTextBrowser()
        self.browser.setOpenExternalLinks(True)
        self.browser.setAccessibleName(self.tr("Rules"))
        try:
            text = rules_path().read_text(encoding="utf-8")
        except OSError:
            text = self.tr("The rules file is missing from this installation.")
        if game is Mode.CLASSIC:
            text = two_player_first(text)
        house = self.tr("## The house settings of this match") + "\n\n" + house_rules_text(self, rules, game)
        self.browser.setMarkdown(house + "\n\n" + text)
        layout.addWidget(self.browser, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        name_buttons(buttons)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
