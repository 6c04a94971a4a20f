"""Starting a match: the new-match dialog, and the choices it offers next time.

The game (chouette or two-player gin), the seats and the house rules of the
last match the player set up are what Ctrl+N offers first, now and after a
restart; the default match at start-up leaves them as they are. So is the
choice of the computer's advice on the person's own moves in two-player gin
(issue 19), which the View menu also switches during a match.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QWidget

from gin3.engine import DealKeys, Mode, RuleSet
from gin3.gui.controller import GameController
from gin3.gui.settings import AppSettings
from gin3.session import SeatSetup, default_level

__all__ = ["MatchStarter", "game_of"]


def game_of(seats: tuple[SeatSetup, ...]) -> Mode:
    """Two seats make a match of two-player gin, three a chouette (see :class:`~gin3.engine.Match`)."""
    return Mode.CHOUETTE if len(seats) == 3 else Mode.CLASSIC


class MatchStarter:
    """Starts matches on ``controller``'s table and remembers the player's last choices.

    ``may_replace_match`` asks about an unfinished match first (the file commands' question).
    """

    def __init__(
        self,
        parent: QWidget,
        controller: GameController,
        settings: AppSettings,
        may_replace_match: Callable[[], bool],
    ) -> None:
        self.parent = parent
        self.controller = controller
        self.settings = settings
        self.may_replace_match = may_replace_match
        self.last_seats: tuple[SeatSetup, ...] = settings.seats
        self.last_rules: RuleSet = settings.rules
        self.last_game: Mode = settings.game
        controller.set_computer_advice(settings.computer_advice)  # a resumed match too

    def ask_new_match(self) -> None:
        """Ask about an unfinished match, then open the new-match dialog with the last choices."""
        from gin3.gui.windows.dialogs import NewMatchDialog

        if not self.may_replace_match():
            return
        dialog = NewMatchDialog(
            self.parent,
            self.last_seats,
            rules=self.last_rules,
            game=self.last_game,
            computer_advice=self.settings.computer_advice,
        )
        if dialog.exec() == NewMatchDialog.DialogCode.Accepted:
            self.controller.undo_in_hot_seat = dialog.undo_in_hot_seat()
            self.settings.computer_advice = dialog.computer_advice()
            self.start(dialog.seats(), None, dialog.rules(), deal=dialog.cut_row.deal_keys())

    def start(
        self, seats: tuple[SeatSetup, ...], seed: int | None, rules: RuleSet, deal: DealKeys | None = None
    ) -> None:
        """Start the match the player set up; its game, seats and rules become the dialog's first offer.
        ``deal``: the keys whose commitment the dialog showed before the person's cut."""
        game = game_of(seats)
        self.last_seats, self.last_rules, self.last_game = seats, rules, game
        settings = self.settings
        settings.seats, settings.rules, settings.game = seats, rules, game
        self.controller.set_computer_advice(settings.computer_advice)
        self.controller.new_match(seats, seed=seed, rules=rules, deal=deal)

    def start_default(self, seed: int | None = None) -> None:
        """The player (by the name given at the first start) against two computer players, by the
        standard rules; what the new-match dialog offers (the player's own last choice) stays."""
        level = default_level()
        player = self.settings.player_name or QCoreApplication.translate("Window", "Player")
        seats = (SeatSetup(player), SeatSetup("Ana", level), SeatSetup("Ben", level))
        self.controller.new_match(seats, seed=seed)

    def ask_player_name(self) -> None:
        """The app's first start asks the player's name, once (the welcome dialog)."""
        if self.settings.player_name:
            return  # asked before
        from gin3.gui.windows.welcome import ask_player_name

        ask_player_name(self.parent, self.settings)

    def set_computer_advice(self, on: bool) -> None:
        """Switch the computer's advice on or off: remembered, and at once for the match on the table."""
        self.settings.computer_advice = on
        self.controller.set_computer_advice(on)
