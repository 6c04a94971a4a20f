"""The status bar's part of the main window: the line for the table's state, what the table
and the files have to say, and the "Last move" label that screen readers hear.

It keeps the line it last showed for the table's state itself (worked out from the session,
never read back from a widget), so a hint or a refusal stays until the state moves on, and
nothing stays into another match.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QLabel, QStatusBar

if TYPE_CHECKING:  # built with the first frame, before the engine is loaded
    from gin3.engine import Event
    from gin3.gui.controller import GameController
    from gin3.session import Played, Session

__all__ = ["StatusLine"]


class StatusLine:
    """Owns the status bar's messages and the "Last move" label of one window."""

    def __init__(self, bar: QStatusBar) -> None:
        self.bar = bar
        self.announcer = QLabel()
        self.announcer.setObjectName("announcer")
        bar.addPermanentWidget(self.announcer)
        self._state_line = ""  # the line last shown for the table's state
        self._generation = -1  # the match whose state it showed
        self.retranslate()

    def listen(self, controller: GameController) -> None:
        """The table is built: say what the controller has to say, and announce its moves."""
        self._controller = controller
        controller.matchStarted.connect(self.clear)  # the last move of the match before is gone
        controller.played.connect(self._played)
        controller.undone.connect(lambda moves: self.took_back(moves, controller.session))
        controller.refused.connect(self.say)
        controller.hintReady.connect(self.say)

    def _played(self, played: Played) -> None:
        match = self._controller.session.match
        self.announce(match.players if match is not None else (), played.events)

    def say(self, text: str) -> None:
        """A message until the next one (a hint, a refusal, a file saved)."""
        self.bar.showMessage(text)

    def follow(self, session: Session) -> None:
        """The line for the table now; a message said since stays while the state is the same."""
        from gin3.gui.windows.actionbar import status_line

        line = status_line(session)
        if line != self._state_line or session.generation != self._generation:
            self.bar.showMessage(line)
        self._state_line, self._generation = line, session.generation

    def say_state(self, session: Session) -> None:
        """The line for the table now, again, over whatever was said since."""
        from gin3.gui.windows.actionbar import status_line

        self._state_line, self._generation = status_line(session), session.generation
        self.bar.showMessage(self._state_line)

    def announce(self, names: Sequence[str], events: Sequence[Event]) -> None:
        """The public moves among ``events`` on the "Last move" label, told to screen readers."""
        from gin3.gui.windows.announce import announce_moves

        announce_moves(self.announcer, names, events)

    def took_back(self, moves: int, session: Session) -> None:
        """Undo: the moves taken back are said, and the last move's announcement goes (it was
        undone); the saying stays while the table stays where Undo left it."""
        from gin3.gui.windows.actionbar import status_line
        from gin3.gui.windows.announce import announce

        text = QCoreApplication.translate("Window", "Took back %n move(s).", "", moves)
        self.announcer.setText(text)
        announce(self.announcer, text)
        self.bar.showMessage(text)
        self._state_line, self._generation = status_line(session), session.generation

    def clear(self) -> None:
        """A new match: the last move of the match before is gone."""
        self.announcer.clear()

    def retranslate(self) -> None:
        self.announcer.setAccessibleName(QCoreApplication.translate("Window", "Last move"))
        self.announcer.setText("")
