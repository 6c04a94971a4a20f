"""The status bar's part of the main window: the line for the table's state, what the table
and the files have to say, and the "Last move" label that screen readers hear (every message
is also said to them, once, by the window's :class:`~gin3.gui.windows.announce.Announcer`).

It keeps the line it last showed for the table's state itself (worked out from the session,
never read back from a widget), so a hint or a refusal stays until the state moves on, and
nothing stays into another match.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QLabel, QStatusBar

from gin3.gui.windows.announce import Announcer

if TYPE_CHECKING:  # built with the first frame, before the engine is loaded
    from gin3.gui.controller import GameController
    from gin3.session import Session

__all__ = ["StatusLine"]


class StatusLine:
    """Owns the status bar's messages and the "Last move" label of one window."""

    def __init__(self, bar: QStatusBar) -> None:
        self.bar = bar
        self.announcer = QLabel()
        self.announcer.setObjectName("announcer")
        bar.addPermanentWidget(self.announcer)
        self.speech = Announcer(self.announcer, bar)  # says moves, turns and messages to readers
        self._state_line = ""  # the line last shown for the table's state
        self._generation = -1  # the match whose state it showed
        self.retranslate()

    def listen(self, controller: GameController) -> None:
        """The table is built: say what the controller has to say, and announce its moves."""
        controller.undone.connect(lambda moves: self.took_back(moves, controller.session))
        controller.refused.connect(self.say)
        controller.hintReady.connect(self.say)
        self.speech.listen(controller)

    def say(self, text: str) -> None:
        """A message until the next one (a hint, a refusal, a file saved), told to readers too."""
        self.bar.showMessage(text)
        self.speech.say(text)

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

    def took_back(self, moves: int, session: Session) -> None:
        """Undo: the moves taken back are shown (the announcer says them and puts them on the
        "Last move" label); the saying stays while the table stays where Undo left it."""
        from gin3.gui.windows.actionbar import status_line

        text = QCoreApplication.translate("Window", "Took back %n move(s).", "", moves)
        self.bar.showMessage(text)
        self._state_line, self._generation = status_line(session), session.generation

    def retranslate(self) -> None:
        self.announcer.setAccessibleName(QCoreApplication.translate("Window", "Last move"))
        self.announcer.setText("")
