"""When the match's end is shown (issue 18): the summary comes to the front once, when a match
is over, and its buttons start the next match (see :mod:`gin3.gui.windows.summary` for the
dialog itself, which is made only then)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, Qt
from PySide6.QtWidgets import QWidget

from gin3.gui.controller import GameController
from gin3.session import Stage

if TYPE_CHECKING:
    from gin3.engine import Match, RuleSet
    from gin3.gui.windows.summary import MatchSummaryDialog
    from gin3.session import Played, SeatSetup

__all__ = ["MatchEnd"]


class MatchEnd(QObject):
    """Shows the summary when a match ends; Next game, Rematch and New match start the next one.

    ``start`` starts a match of the seats and rules given (Rematch), ``new_match`` opens the
    new-match dialog, ``say_state`` says the table's state line again."""

    def __init__(
        self,
        parent: QWidget,
        controller: GameController,
        start: Callable[[tuple[SeatSetup, ...], RuleSet], None],
        new_match: Callable[[], None],
        say_state: Callable[[], None],
    ) -> None:
        super().__init__(parent)
        self.window = parent
        self.controller = controller
        self.start = start
        self.ask_new_match = new_match
        self.say_state = say_state
        self.dialog: MatchSummaryDialog | None = None
        self._shown_for: Match | None = None
        controller.played.connect(self._played)
        controller.matchStarted.connect(self.close)  # an old match's summary goes away

    def _played(self, _played: Played) -> None:
        session = self.controller.session
        if session.stage is Stage.MATCH_OVER and session.match is not self._shown_for:
            self.show()

    def show(self) -> MatchSummaryDialog | None:
        """The summary of the finished match on the table (brought to the front if open)."""
        from shiboken6 import isValid

        session = self.controller.session
        match = session.match
        if match is None or not match.is_over:
            return None
        if self.dialog is not None and isValid(self.dialog) and self._shown_for is match:
            self.dialog.show()
            self.dialog.raise_()
            self.dialog.activateWindow()
            return self.dialog
        from gin3.gui.windows.summary import MatchSummaryDialog
        from gin3.session import match_summary

        self.close()
        self._shown_for = match
        dialog = MatchSummaryDialog(match_summary(match, session.desk.tallies), self.window)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.rematchRequested.connect(self.rematch)
        dialog.newMatchRequested.connect(self.new_match)
        dialog.nextGameRequested.connect(self.next_game)
        self._add_accuracy(dialog, match)
        self.dialog = dialog
        dialog.show()
        return dialog

    def _add_accuracy(self, dialog: MatchSummaryDialog, match: Match) -> None:
        """Each person's accuracy over the hands of the match reviewed (issue 57), above the
        buttons; nothing when no hand was. Only the reviews already made count: reviewing a
        whole match here would keep the summary waiting (about a second a hand)."""
        from PySide6.QtWidgets import QLabel, QVBoxLayout

        from gin3.engine import Seat
        from gin3.gui.windows.grades import accuracy_text
        from gin3.session.grading import match_grading

        reviews = self.controller.reviews
        if reviews.match is not match:
            return
        made = reviews.made()
        gradings = [(match.name(Seat(i)), match_grading(made, Seat(i))) for i in range(len(match.players))]
        parts = [
            QCoreApplication.translate("MatchSummary", "{name} {accuracy}").format(
                name=name, accuracy=accuracy_text(graded.accuracy)
            )
            for name, graded in gradings
            if graded is not None and graded.accuracy is not None
        ]
        layout = dialog.layout()
        if not parts or not isinstance(layout, QVBoxLayout):
            return
        hands = len(made)  # lupdate reads a plural's count only when it is a plain name
        label = QLabel(
            QCoreApplication.translate("MatchSummary", "Accuracy over the %n hand(s) reviewed: ", None, hands)
            + ", ".join(parts)
        )
        label.setObjectName("summary-accuracy")
        label.setWordWrap(True)
        label.setToolTip(
            QCoreApplication.translate(
                "MatchSummary",
                "How close each person's decisions came to the advisor's, from 100% down: "
                "see a hand's review (Game > Review hand).",
            )
        )
        layout.insertWidget(layout.count() - 1, label)  # above the buttons

    def enter_at_a_result(self) -> bool:
        """Enter at the table: at a showdown it only says again how to deal the next hand, at the
        match's end it brings the summary back; never more (issue 18). Whether the table shows a result."""
        session = self.controller.session
        if session.stage is Stage.MATCH_OVER:
            self.show()
        elif session.stage is Stage.HAND_OVER:
            self.say_state()
        return session.stage in (Stage.HAND_OVER, Stage.MATCH_OVER)

    def retranslate(self) -> None:
        """An open summary opens again in the language just chosen."""
        from shiboken6 import isValid

        if self.dialog is not None and isValid(self.dialog) and self.dialog.isVisible():
            self.close()
            self._shown_for = None
            self.show()

    def close(self) -> None:
        from shiboken6 import isValid

        if self.dialog is not None and isValid(self.dialog):
            self.dialog.close()
        self.dialog = None

    def next_game(self) -> None:
        """Two-player gin: the session's next game, at once (no draw: the deal alternates, C1)."""
        if self.controller.next_game():
            self.close()

    def rematch(self) -> None:
        """The same seats and rules, a new seed: the table shows the draw for roles."""
        session = self.controller.session
        match = session.match
        if match is None:
            return
        seats, rules = session.seats, match.rules
        self.close()
        self.start(seats, rules)

    def new_match(self) -> None:
        """The new-match dialog; the summary stays until a new match has begun."""
        before = self.controller.session.match
        self.ask_new_match()
        if self.controller.session.match is not before:
            self.close()
