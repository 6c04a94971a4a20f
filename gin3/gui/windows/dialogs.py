"""The new-match dialog and the rules summary."""

from __future__ import annotations

import unicodedata

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, Qt
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
    QSizePolicy,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from gin3.engine import Knock, Mode, RuleSet
from gin3.gui.i18n import name_buttons
from gin3.gui.text.templates import level_name
from gin3.gui.theme import error_colour
from gin3.gui.windows.houserules import HouseRulesForm, house_rules_form
from gin3.gui.windows.verify import CutRow
from gin3.session import SeatSetup, default_level, offered_levels

__all__ = ["NewMatchDialog", "ask_to_knock", "show_about"]

DEFAULT_NAMES = ("Player", "Ana", "Ben")
SEATS = {Mode.CHOUETTE: 3, Mode.CLASSIC: 2}


def typed_name(text: str) -> str:
    """A name as typed or pasted, without control characters or lone surrogates, trimmed.

    The engine refuses such names (:func:`gin3.engine.name_problem`): a tab
    pasted into a name field simply disappears instead.
    """
    return "".join(c for c in text if unicodedata.category(c) not in ("Cc", "Cs")).strip()


def game_names() -> dict[Mode, str]:
    """The games the dialog offers, in the player's language."""
    return {
        Mode.CHOUETTE: QCoreApplication.translate("NewMatchDialog", "Chouette (three players)"),
        Mode.CLASSIC: QCoreApplication.translate("NewMatchDialog", "Two-player gin"),
    }


# How each computer level plays, in a player's words (the README's "Computer players" table)
_LEVEL_WAYS: dict[str, object] = {
    "random": QT_TRANSLATE_NOOP("NewMatchDialog", "plays any legal move (for testing)."),
    "easy": QT_TRANSLATE_NOOP(
        "NewMatchDialog", "plays like simple, but some discards are careless; knocks only with 5 or less."
    ),
    "simple": QT_TRANSLATE_NOOP(
        "NewMatchDialog", "melds any pile card it takes, throws its most deadwood, knocks when it may."
    ),
    "medium": QT_TRANSLATE_NOOP(
        "NewMatchDialog", "plays the simple way with care: it keeps the cards that have partners."
    ),
    "fast-knocker": QT_TRANSLATE_NOOP(
        "NewMatchDialog", "takes any pile card that helps and knocks at the first chance."
    ),
    "cautious": QT_TRANSLATE_NOOP(
        "NewMatchDialog", "keeps low cards, throws cards you are unlikely to use, knocks only when low."
    ),
    "gin-hunter": QT_TRANSLATE_NOOP(
        "NewMatchDialog", "knocks only in its first three turns, then waits for gin and undercuts knockers."
    ),
    "hard": QT_TRANSLATE_NOOP(
        "NewMatchDialog", "guesses your hand from your moves and plays its choices out ahead."
    ),
}


def level_way(level: str) -> str:
    """One line on how a computer level plays, in the player's language, led by its name."""
    way = _LEVEL_WAYS.get(level)
    if way is None:  # a level added later, without words yet: its name alone
        return level_name(level)
    return QCoreApplication.translate("NewMatchDialog", "{level}: {way}").format(
        level=level_name(level).capitalize(), way=QCoreApplication.translate("NewMatchDialog", str(way))
    )


def _about_game(game: Mode) -> str:
    if game is Mode.CLASSIC:
        return QCoreApplication.translate(
            "NewMatchDialog",
            "Two players: the lower card of a draw deals first, then the deal alternates. "
            "Choose who plays each seat.",
        )
    return QCoreApplication.translate(
        "NewMatchDialog",
        "Three players: in each hand one is in the box, one is captain and one sits out. "
        "Choose who plays each seat.",
    )


class NewMatchDialog(QDialog):
    """The game first (chouette or two-player gin), then its seats, each a person or a
    computer player of a chosen level, then the house rules that apply to that game."""

    def __init__(
        self,
        parent: QWidget | None = None,
        seats: tuple[SeatSetup, ...] = (),
        target: int = 100,
        rules: RuleSet | None = None,
        game: Mode = Mode.CHOUETTE,
        computer_advice: bool = False,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("New match"))
        layout = QVBoxLayout(self)
        self.game_choice = QComboBox()
        for mode, text in game_names().items():
            self.game_choice.addItem(text, mode.value)
        self.game_choice.setAccessibleName(QCoreApplication.translate("NewMatchDialog", "Game"))
        top = QFormLayout()
        top.addRow(QCoreApplication.translate("NewMatchDialog", "Game:"), self.game_choice)
        layout.addLayout(top)
        self.about = QLabel()
        self.about.setWordWrap(True)
        layout.addWidget(self.about)
        grid = QGridLayout()
        grid.addWidget(QLabel(self.tr("Name")), 0, 1)
        grid.addWidget(QLabel(self.tr("Played by")), 0, 2)
        self.names: list[QLineEdit] = []
        self.kinds: list[QComboBox] = []
        self._rows: list[tuple[QWidget, ...]] = []
        defaults = (
            SeatSetup(DEFAULT_NAMES[0]),
            SeatSetup(DEFAULT_NAMES[1], default_level()),
            SeatSetup(DEFAULT_NAMES[2], default_level()),
        )
        offered = offered_levels()
        for i, seat in enumerate((*seats, *defaults[len(seats) :])[:3]):
            label = QLabel(self.tr("Seat {number}").format(number=i + 1))
            name = QLineEdit(seat.name)
            name.setMaxLength(40)
            kind = QComboBox()
            kind.addItem(self.tr("Human"), None)
            for level in offered:
                kind.addItem(self.tr("Computer: {level}").format(level=level_name(level)), level)
                kind.setItemData(kind.count() - 1, level_way(level), Qt.ItemDataRole.ToolTipRole)
            if seat.level is not None:  # a level no longer offered plays at the default level
                level = seat.level if seat.level in offered else default_level()
                kind.setCurrentIndex(max(0, kind.findData(level)))
            label.setBuddy(name)
            name.setAccessibleName(self.tr("Name of seat {number}").format(number=i + 1))
            kind.setAccessibleName(self.tr("Player of seat {number}").format(number=i + 1))
            grid.addWidget(label, i + 1, 0)
            grid.addWidget(name, i + 1, 1)
            grid.addWidget(kind, i + 1, 2)
            self.names.append(name)
            self.kinds.append(kind)
            self._rows.append((label, name, kind))
        layout.addLayout(grid)
        self.levels_line = QLabel()  # how the computer levels chosen play, one line each
        self.levels_line.setWordWrap(True)
        layout.addWidget(self.levels_line)
        rules = rules or RuleSet(target=target)
        # each game keeps its own house-rule widgets while the player switches between them
        self.rule_forms = {mode: house_rules_form(mode, rules) for mode in SEATS}
        self.rule_pages = QStackedWidget()
        for form in self.rule_forms.values():
            self.rule_pages.addWidget(form)
        layout.addWidget(self.rule_pages)
        # two-player gin only: the advisor's suggestions on the person's own moves (issue 19)
        self.advice_box = QCheckBox(
            QCoreApplication.translate("NewMatchDialog", "Show the computer's advice on my moves")
        )
        self.advice_box.setChecked(computer_advice)
        layout.addWidget(self.advice_box)
        note = QLabel(
            self.tr(
                "Several people can play at one screen: when the table passes to a player on the "
                "other side, it is covered until that player is there. The rules are fixed for the match."
            )
        )
        note.setWordWrap(True)
        layout.addWidget(note)
        self.hot_seat_undo = QCheckBox(  # off by default; one person always may undo
            QCoreApplication.translate("NewMatchDialog", "Allow undo in hot-seat matches")
        )
        layout.addWidget(self.hot_seat_undo)
        self.cut_row = CutRow()  # the deals' commitment, shown before the cut is typed
        layout.addWidget(self.cut_row)
        for kind in self.kinds:
            kind.currentIndexChanged.connect(self._show_seats)
        self.error = QLabel()
        self.error.setStyleSheet(f"color: {error_colour(self.palette())}")  # readable in both themes
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
        self.game_choice.currentIndexChanged.connect(self._show_game)
        self.game_choice.setCurrentIndex(max(0, self.game_choice.findData(game.value)))
        self._show_game()

    def game(self) -> Mode:
        """The game chosen."""
        return Mode(self.game_choice.currentData())

    def _show_game(self) -> None:
        game = self.game()
        self.about.setText(_about_game(game))
        for i, row in enumerate(self._rows):
            for widget in row:
                widget.setVisible(i < SEATS[game])
        # the pages keep their widgets, but only the page shown takes room: chouette's
        # shorter rules leave no empty band where two-player gin's would be
        for mode, form in self.rule_forms.items():
            policy = QSizePolicy.Policy.Preferred if mode is game else QSizePolicy.Policy.Ignored
            form.setSizePolicy(policy, policy)
        self.rule_pages.setCurrentWidget(self.rule_forms[game])
        self.advice_box.setVisible(game is Mode.CLASSIC)
        self.error.clear()
        self._show_seats()

    def _show_seats(self) -> None:
        """The rows that follow the seats: the chosen levels' ways, the hot-seat undo choice."""
        levels = {seat.level for seat in self.seats() if seat.level is not None}
        chosen = [level for level in offered_levels() if level in levels]
        chosen += sorted(levels.difference(chosen))
        self.levels_line.setText("\n".join(level_way(level) for level in chosen))
        self.levels_line.setVisible(bool(chosen))
        self.hot_seat_undo.setVisible(self._hot_seat())
        self._fit_height()

    def _fit_height(self) -> None:
        # Rows shown or hidden while open: the height follows them, so no row is squeezed
        # below its height and none leaves a gap (a scrolled dialog keeps its size).
        if not self.isVisible() or self.property("gin3-scrolled"):
            return
        layout = self.layout()
        if layout is not None:  # the sizes of the rows just shown or hidden
            layout.activate()
        hint = self.sizeHint()
        self.resize(max(self.width(), hint.width()), hint.height())

    def _hot_seat(self) -> bool:
        return sum(seat.is_human for seat in self.seats()) >= 2

    def undo_in_hot_seat(self) -> bool:
        """People may take moves back in a hot-seat match (offered only when two or more play)."""
        return self._hot_seat() and self.hot_seat_undo.isChecked()

    @property
    def rules_form(self) -> HouseRulesForm:
        """The house-rule widgets of the game chosen."""
        return self.rule_forms[self.game()]

    def seats(self) -> tuple[SeatSetup, ...]:
        """The seats of the game chosen (two or three)."""
        count = SEATS[self.game()]
        return tuple(
            SeatSetup(typed_name(name.text()), kind.currentData())
            for name, kind in zip(self.names[:count], self.kinds[:count], strict=True)
        )

    def rules(self) -> RuleSet:
        return self.rules_form.rules()

    def computer_advice(self) -> bool:
        """The computer's advice on the person's own moves is wanted (offered in two-player gin;
        the choice is kept while chouette is chosen, for the next two-player match)."""
        return self.advice_box.isChecked()

    def problem(self) -> str:
        """Why the choices cannot start a match, or an empty string."""
        seats = self.seats()
        names = [s.name for s in seats]
        if any(not n for n in names):
            return self.tr("Every seat needs a name.")
        if len({n.casefold() for n in names}) != len(names):
            if len(names) == 2:
                return QCoreApplication.translate("NewMatchDialog", "The two names must differ.")
            return QCoreApplication.translate("NewMatchDialog", "The three names must differ.")
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
        QCoreApplication.translate("Window", "Knock?"),
        QCoreApplication.translate("Window", "Do you want to {move}?").format(move=describe(action)),
        QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
        parent,
    )
    name_buttons(box)
    return box.exec() == QMessageBox.StandardButton.Yes
