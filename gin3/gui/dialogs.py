"""The new-match dialog and the rules summary."""

from __future__ import annotations

from PySide6.QtWidgets import (
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
from gin3.engine import RuleSet
from gin3.gui.controller import SeatSetup, default_level

__all__ = ["NewMatchDialog", "show_rules"]

DEFAULT_NAMES = ("Player", "Ana", "Ben")


class NewMatchDialog(QDialog):
    """Three seats, each a person or a computer player of a chosen level."""

    def __init__(
        self, parent: QWidget | None = None, seats: tuple[SeatSetup, ...] = (), target: int = 100
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
                kind.addItem(self.tr("Computer: {level}").format(level=level), level)
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
        form = QFormLayout()
        self.target = QSpinBox()
        self.target.setRange(10, 1000)
        self.target.setSingleStep(10)
        self.target.setValue(target)
        form.addRow(self.tr("Play to (points):"), self.target)
        layout.addLayout(form)
        note = QLabel(
            self.tr(
                "One person plays against the computer in this version; "
                "hot-seat play for several people comes later."
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
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("Start"))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)

    def seats(self) -> tuple[SeatSetup, ...]:
        return tuple(
            SeatSetup(name.text().strip(), kind.currentData())
            for name, kind in zip(self.names, self.kinds, strict=True)
        )

    def rules(self) -> RuleSet:
        return RuleSet(target=self.target.value())

    def problem(self) -> str:
        """Why the choices cannot start a match, or an empty string."""
        seats = self.seats()
        names = [s.name for s in seats]
        if any(not n for n in names):
            return self.tr("Every seat needs a name.")
        if len({n.casefold() for n in names}) != len(names):
            return self.tr("The three names must differ.")
        if sum(s.is_human for s in seats) > 1:
            return self.tr(
                "Only one seat can be a person for now: with two people at one screen each would "
                "see the other's cards. Hot-seat play with hand-off screens comes in a later version."
            )
        return ""

    def accept(self) -> None:
        problem = self.problem()
        self.error.setText(problem)
        if not problem:
            super().accept()


def show_rules(parent: QWidget) -> None:
    """F1: the rules of chouette gin, short."""
    box = QMessageBox(parent)
    box.setWindowTitle(parent.tr("Rules of three-handed gin"))
    box.setTextFormat(box.textFormat().RichText)
    box.setText(
        parent.tr(
            "<h3>Chouette gin</h3>"
            "<p>Three players; in each hand one is <b>in the box</b> and plays alone against the "
            "<b>captain</b>, who holds the team's cards, while the <b>sitter</b> sits out and may advise.</p>"
            "<p><b>Play.</b> Ten cards each; draw from the stock or the discard pile, then discard. "
            "Melds are sets (3-4 of a rank) and runs (3+ in sequence in one suit, ace low). "
            "Unmatched cards are deadwood: ace 1, pictures 10.</p>"
            "<p><b>The first upcard.</b> The captain may take it, then the box; if both pass, the captain "
            "draws from the stock.</p>"
            "<p><b>Knock</b> when your deadwood after discarding is 10 or less. The other player lays down "
            "and lays off cards on your melds. Lower count wins the difference; if the defender is equal or "
            "lower, that is an <b>undercut</b>: 10 plus the difference. <b>Gin</b> (no deadwood) scores "
            "25 plus the defender's deadwood, with no lay-offs.</p>"
            "<p><b>Roles.</b> The box wins: it stays, captain and sitter swap. The box loses: it sits out, "
            "the captain takes the box and the sitter becomes captain. Two cards left in the stock: a dead "
            "hand, dealt again. First to 100 wins.</p>"
        )
    )
    box.exec()


def show_about(parent: QWidget) -> None:
    """Help > About: the version (from the package metadata) and the credits."""
    from PySide6.QtCore import qVersion

    from gin3 import __version__

    QMessageBox.about(
        parent,
        parent.tr("About gin3"),
        parent.tr(
            "<h3>gin3 {version}</h3>"
            "<p>Three-handed Gin Rummy: one player in the box against a captain and a sitter.</p>"
            "<p>Cards drawn by gin3; font DejaVu Sans (Bitstream Vera / DejaVu licence).</p>"
            "<p>Built with Qt {qt}.</p>"
        ).format(version=__version__, qt=qVersion()),
    )
