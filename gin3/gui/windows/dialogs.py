"""The new-match dialog and the rules summary."""

from __future__ import annotations

import unicodedata

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QLabel,
    QLineEdit,
    QMessageBox,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from gin3.ai import LEVELS
from gin3.engine import Knock, RuleSet
from gin3.gui.i18n import name_buttons
from gin3.gui.text.templates import level_name
from gin3.session import SeatSetup, default_level

__all__ = ["NewMatchDialog", "ask_to_knock", "show_about"]

DEFAULT_NAMES = ("Player", "Ana", "Ben")


def typed_name(text: str) -> str:
    """A name as typed or pasted, without control characters or lone surrogates, trimmed.

    The engine refuses such names (:func:`gin3.engine.name_problem`): a tab
    pasted into a name field simply disappears instead.
    """
    return "".join(c for c in text if unicodedata.category(c) not in ("Cc", "Cs")).strip()


class NewMatchDialog(QDialog):
    """Three seats, each a person or a computer player of a chosen level."""

    def __init__(
        self,
        parent: QWidget | None = None,
        seats: tuple[SeatSetup, ...] = (),
        target: int = 100,
        rules: RuleSet | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("New match"))
        layout = QVBoxLayout(self)
        layout.addWidget(
            QLabel(
                self.tr(
                    "Three players: in each hand one is in the box, one is captain and one sits out. "
                    "Choose who plays each seat."
                )
            )
        )
        grid = QGridLayout()
        grid.addWidget(QLabel(self.tr("Name")), 0, 1)
        grid.addWidget(QLabel(self.tr("Played by")), 0, 2)
        self.names: list[QLineEdit] = []
        self.kinds: list[QComboBox] = []
        defaults = seats or (
            SeatSetup(DEFAULT_NAMES[0]),
            SeatSetup(DEFAULT_NAMES[1], default_level()),
            SeatSetup(DEFAULT_NAMES[2], default_level()),
        )
        for i, seat in enumerate(defaults):
            label = QLabel(self.tr("Seat {number}").format(number=i + 1))
            name = QLineEdit(seat.name)
            name.setMaxLength(40)
            kind = QComboBox()
            kind.addItem(self.tr("Human"), None)
            for level in LEVELS:
                kind.addItem(self.tr("Computer: {level}").format(level=level_name(level)), level)
            kind.setCurrentIndex(max(0, kind.findData(seat.level)) if seat.level else 0)
            label.setBuddy(name)
            name.setAccessibleName(self.tr("Name of seat {number}").format(number=i + 1))
            kind.setAccessibleName(self.tr("Player of seat {number}").format(number=i + 1))
            grid.addWidget(label, i + 1, 0)
            grid.addWidget(name, i + 1, 1)
            grid.addWidget(kind, i + 1, 2)
            self.names.append(name)
            self.kinds.append(kind)
        layout.addLayout(grid)
        rules = rules or RuleSet(target=target)
        form = QFormLayout()
        self.target = QSpinBox()
        self.target.setRange(10, 1000)
        self.target.setSingleStep(10)
        self.target.setValue(rules.target)
        self.target.setAccessibleName(self.tr("Match target in points"))
        form.addRow(self.tr("Play to (points):"), self.target)
        self.gin_bonus = QComboBox()
        self.gin_bonus.addItem(self.tr("25 points"), 25)
        self.gin_bonus.addItem(self.tr("20 points"), 20)
        self.gin_bonus.setCurrentIndex(max(0, self.gin_bonus.findData(rules.gin_bonus)))
        self.gin_bonus.setAccessibleName(self.tr("Gin bonus"))
        form.addRow(self.tr("Gin bonus:"), self.gin_bonus)
        self.discard_taken = QCheckBox(self.tr("A card taken from the discard pile may be thrown at once"))
        self.big_gin = QCheckBox(self.tr("Big gin: all eleven cards melded, no discard (6 more points)"))
        self.oklahoma = QCheckBox(self.tr("Oklahoma: the first upcard sets the knock limit (ace: gin only)"))
        self.discard_taken.setChecked(rules.discard_taken_card)
        self.big_gin.setChecked(rules.big_gin)
        self.oklahoma.setChecked(rules.oklahoma)
        for box in (self.discard_taken, self.big_gin, self.oklahoma):
            form.addRow("", box)
        layout.addLayout(form)
        note = QLabel(
            self.tr(
                "Several people can play at one screen: when the table passes to a player on the "
                "other side, it is covered until that player is there. The rules are fixed for the match."
            )
        )
        note.setWordWrap(True)
        layout.addWidget(note)
        self.error = QLabel()
        self.error.setStyleSheet("color: #c62828")
        self.error.setWordWrap(True)
        layout.addWidget(self.error)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        name_buttons(buttons)
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("Start"))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)

    def seats(self) -> tuple[SeatSetup, ...]:
        return tuple(
            SeatSetup(typed_name(name.text()), kind.currentData())
            for name, kind in zip(self.names, self.kinds, strict=True)
        )

    def rules(self) -> RuleSet:
        return RuleSet(
            target=self.target.value(),
            gin_bonus=int(self.gin_bonus.currentData()),
            discard_taken_card=self.discard_taken.isChecked(),
            big_gin=self.big_gin.isChecked(),
            oklahoma=self.oklahoma.isChecked(),
        )

    def problem(self) -> str:
        """Why the choices cannot start a match, or an empty string."""
        seats = self.seats()
        names = [s.name for s in seats]
        if any(not n for n in names):
            return self.tr("Every seat needs a name.")
        if len({n.casefold() for n in names}) != len(names):
            return self.tr("The three names must differ.")
        return ""

    def accept(self) -> None:
        problem = self.problem()
        self.error.setText(problem)
        if not problem:
            super().accept()


def show_about(parent: QWidget) -> None:
    """Help > About: the version (from the package metadata) and the credits."""
    from PySide6.QtCore import QCoreApplication, qVersion

    from gin3 import __version__

    QMessageBox.about(
        parent,
        QCoreApplication.translate("About", "About gin3"),
        QCoreApplication.translate(
            "About",
            "<h3>gin3 {version}</h3>"
            "<p>Three-handed Gin Rummy: one player in the box against a captain and a sitter.</p>"
            "<p>Cards drawn by gin3; font DejaVu Sans (Bitstream Vera / DejaVu licence).</p>"
            "<p>Built with Qt {qt}.</p>",
        ).format(version=__version__, qt=qVersion()),
    )


def ask_to_knock(parent: QWidget, action: Knock) -> bool:
    """Settings > Ask before knocking: ``True`` when the player confirms ``action``."""
    from gin3.gui.text.moves import describe

    box = QMessageBox(
        QMessageBox.Icon.Question,
        QCoreApplication.translate("MainWindow", "Knock?"),
        QCoreApplication.translate("MainWindow", "Do you want to {move}?").format(move=describe(action)),
        QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
        parent,
    )
    name_buttons(box)
    return box.exec() == QMessageBox.StandardButton.Yes
