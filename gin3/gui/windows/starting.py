"""Starting a match from the window: the new-match dialog, and the choices it offers next time.

The game (chouette or two-player gin), the seats and the house rules of the
last match the player set up are what Ctrl+N offers first, now and after a
restart; the default match at start-up leaves them as they are. So is the
choice of the computer's advice on the person's own moves in two-player gin
(issue 19), which the View menu also switches during a match.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from gin3.engine import Mode, RuleSet
from gin3.session import SeatSetup, default_level

if TYPE_CHECKING:
    from gin3.gui.windows.mainwindow import MainWindow

__all__ = ["ask_new_match", "remember_and_start", "start_default"]


def ask_new_match(window: MainWindow) -> None:
    """Ask about an unfinished match, then open the new-match dialog with the last choices."""
    from gin3.gui.windows.dialogs import NewMatchDialog

    if not window.files.may_replace_match():
        return
    dialog = NewMatchDialog(
        window,
        window.last_seats,
        rules=window.last_rules,
        game=window.last_game,
        computer_advice=window.settings.computer_advice,
    )
    if dialog.exec() == NewMatchDialog.DialogCode.Accepted:
        window.controller.undo_in_hot_seat = dialog.undo_in_hot_seat()
        window.settings.computer_advice = dialog.computer_advice()
        window.start(dialog.seats(), rules=dialog.rules())


def remember_and_start(
    window: MainWindow, seats: tuple[SeatSetup, ...], seed: int | None, rules: RuleSet
) -> None:
    """Start the match the player set up; its game, seats and rules become the dialog's first offer.

    Two seats make a match of two-player gin, three a chouette (see :class:`~gin3.engine.Match`).
    """
    game = Mode.CHOUETTE if len(seats) == 3 else Mode.CLASSIC
    window.last_seats, window.last_rules, window.last_game = seats, rules, game
    settings = window.settings
    settings.seats, settings.rules, settings.game = seats, rules, game
    window.controller.set_computer_advice(settings.computer_advice)
    window.controller.new_match(seats, seed=seed, rules=rules)
    window.view.setFocus()


def start_default(window: MainWindow, seed: int | None = None) -> None:
    """One person against two computer players, by the standard rules; what the new-match
    dialog offers (the player's own last choice) stays as it is."""
    level = default_level()
    player = QCoreApplication.translate("MainWindow", "Player")
    seats = (SeatSetup(player), SeatSetup("Ana", level), SeatSetup("Ben", level))
    window.controller.new_match(seats, seed=seed)
    window.view.setFocus()
