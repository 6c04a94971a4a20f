"""Game menu file commands: resume the autosave, save and open matches, export the log.

No match is thrown away silently. New match and Open match first ask
:meth:`FileCommands.may_replace_match`: an unfinished match with a move
played is saved (Save as…), discarded, or kept on the table (Cancel). At
start-up, Esc or closing the "Resume the match?" question resumes the match:
the autosave has one slot, and a new match would overwrite it, so only the
explicit "Start a new match" gives it up.

Every file problem becomes a message box that does not stop the game
(:meth:`FileCommands.notice`); the store has already moved a damaged
autosave aside by then.
"""

from __future__ import annotations

import contextlib
import os
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QFileDialog, QMessageBox, QPushButton, QWidget

from gin3.engine import SaveFileError, Seat
from gin3.gui.controller import GameController
from gin3.gui.i18n import name_buttons
from gin3.gui.text.advice import tally_sentences
from gin3.gui.text.templates import log_templates, store_message_text
from gin3.store import PendingMatch, SavedMatch, read_match_file, save_match_file, write_atomic

__all__ = ["FileCommands"]

_FILTER = "gin3 match (*.gin3.json *.json);;All files (*)"


class FileCommands(QObject):
    """The window's file commands; the controller still makes every change to the match.

    ``parent`` carries the dialogs, ``say`` puts a line on the status bar, ``start_default``
    starts the default match when the autosave is not resumed. ``data`` is the folder whose
    statistics the matches are counted in (see :meth:`open_statistics`), ``None`` when the
    controller was given its files."""

    def __init__(
        self,
        parent: QWidget,
        controller: GameController,
        say: Callable[[str], None],
        start_default: Callable[[], object],
        data: Path | None,
    ) -> None:
        super().__init__(parent)
        self.window = parent
        self.controller = controller
        self.say = say
        self.start_default = start_default
        self.data = data
        self.notices: list[str] = []  # every file problem shown, newest last
        self.notice_box: QMessageBox | None = None
        self.resume_box: QMessageBox | None = None
        self.resume_button: QPushButton | None = None
        self.new_button: QPushButton | None = None
        self.leave_box: QMessageBox | None = None  # the Save / Discard / Cancel question, while open

    def notice(self, text: str) -> None:
        """Show a file problem without stopping the game; the text is kept in :attr:`notices`."""
        text = store_message_text(text)
        self.notices.append(text)
        box = QMessageBox(
            QMessageBox.Icon.Warning, self.tr("gin3"), text, QMessageBox.StandardButton.Ok, self.window
        )
        name_buttons(box)
        box.setObjectName("notice")
        self.notice_box = box
        box.open()

    def open_statistics(self) -> None:
        """Count the matches in the statistics of the data folder from now on, unless the
        controller was given its files (or counts already). Anything that needs the
        statistics calls it first. The file is opened on the statistics' thread, never here
        (another process may hold it locked): a damaged file is moved aside there, and said
        through the controller's ``notice``."""
        if self.data is None or self.controller.stats is not None:
            return
        from gin3.store import Statistics

        stats = Statistics(self.data / "statistics.sqlite3", open_now=False)
        self.controller.keep_statistics(stats, opened=False)

    # -- the autosave --------------------------------------------------------------

    def offer_resume(self) -> bool:
        """Ask whether to resume an unfinished autosaved match; ``False`` if there is none."""
        autosave = self.controller.autosave
        if autosave is None:
            return False
        try:
            pending = autosave.pending()
        except SaveFileError as exc:  # moved aside, or unreadable and left alone (then never written)
            self.notice(str(exc))
            return False
        if pending is None:
            return False
        box = QMessageBox(QMessageBox.Icon.Question, self.tr("Resume the match?"), self._resume_text(pending))
        box.setObjectName("resume")
        self.resume_button = box.addButton(self.tr("&Resume the match"), QMessageBox.ButtonRole.AcceptRole)
        self.new_button = box.addButton(self.tr("Start a &new match"), QMessageBox.ButtonRole.RejectRole)
        box.setDefaultButton(self.resume_button)
        box.setEscapeButton(self.resume_button)  # Esc or closing it loses nothing: see the module
        box.setParent(self.window, box.windowFlags())
        # finished, not buttonClicked: closing the box answers too (with the escape button)
        box.finished.connect(lambda _result: self._resume_answered(box.clickedButton()))
        self.resume_box = box
        box.open()
        return True

    def _resume_text(self, pending: PendingMatch) -> str:
        players = ", ".join(
            self.tr("{name} {points}").format(name=name, points=points)
            for name, points in zip(pending.players, pending.totals, strict=True)
        )
        when = pending.saved_at.astimezone().strftime("%Y-%m-%d %H:%M")
        return self.tr(
            "An unfinished match was saved on {when}, in hand {number}. Totals: {players}.\n\n"
            "Resume it where it stopped?"
        ).format(when=when, number=pending.hand_number, players=players)

    def _resume_answered(self, button: object) -> None:
        if button is not self.new_button:  # Resume, Esc, or the box closed: nothing is given up
            if self.resume_autosave():
                return
        else:
            self._abandon_autosaved()
        if self.controller.autosave is not None:
            try:
                self.controller.autosave.clear()
            except SaveFileError as exc:  # a read-only folder: the new match's saves will say so too
                self.notice(str(exc))
        self.start_default()

    def _abandon_autosaved(self) -> None:
        """The statistics count the autosaved match, given up, as abandoned."""
        autosave = self.controller.autosave
        self.open_statistics()
        if autosave is not None and self.controller.stats is not None:
            with contextlib.suppress(SaveFileError):  # read at the question: a race at most
                self.controller.session.abandon(autosave.load_saved().match)

    def resume_autosave(self) -> bool:
        """Carry on with the autosaved match exactly where it stopped."""
        autosave = self.controller.autosave
        return autosave is not None and self._resume(autosave.load_saved)

    # -- save, open, export ----------------------------------------------------------

    def may_replace_match(self) -> bool:
        """Whether another match may take the table's place; asks first about an unfinished one.

        No match, a finished one, or one where nothing was played yet: yes at
        once. Otherwise Save (the save-as flow; yes once it is saved), Discard
        (yes), or Cancel (no: the match goes on).
        """
        match = self.controller.session.match
        if match is None or match.is_over or not match.actions:
            return True
        box = QMessageBox(
            QMessageBox.Icon.Question,
            self.tr("The match is not finished"),
            self.tr("The match on the table is not finished. Save it before you leave it?"),
            QMessageBox.StandardButton.Cancel,
            self.window,
        )
        name_buttons(box)
        box.setObjectName("leave")
        save = box.addButton(self.tr("&Save as…"), QMessageBox.ButtonRole.AcceptRole)
        discard = box.addButton(self.tr("&Discard it"), QMessageBox.ButtonRole.DestructiveRole)
        box.setDefaultButton(save)
        box.setEscapeButton(box.button(QMessageBox.StandardButton.Cancel))
        self.leave_box = box
        try:
            box.exec()
        finally:
            self.leave_box = None
        chosen = box.clickedButton()
        if chosen is save:
            return self.save_match()
        return chosen is discard

    def save_match(self) -> bool:
        """Save as…: ``True`` once the match is in the file the player chose."""
        if self.controller.session.match is None:
            return False
        path, _ = QFileDialog.getSaveFileName(
            self.window, self.tr("Save match as"), "match.gin3.json", _FILTER
        )
        return bool(path) and self.save_to(path)

    def save_to(self, path: str | os.PathLike[str]) -> bool:
        session = self.controller.session
        match = session.match
        if match is None:
            return False
        try:
            save_match_file(path, match, self.controller.app_data())
        except SaveFileError as exc:
            self.notice(str(exc))
            return False
        self.say(self.tr("The match was saved to {path}.").format(path=os.fspath(path)))
        return True

    def open_match(self) -> None:
        """Open match: asks about an unfinished match first (see :meth:`may_replace_match`)."""
        if not self.may_replace_match():
            return
        path, _ = QFileDialog.getOpenFileName(self.window, self.tr("Open match"), "", _FILTER)
        if path:
            self.open_from(path)

    def open_from(self, path: str | os.PathLike[str]) -> bool:
        """Play on with the match in ``path``; a bad file gives a message and changes nothing."""
        return self._resume(lambda: read_match_file(path))

    def _resume(self, load: Callable[[], SavedMatch]) -> bool:
        try:
            saved = load()
        except SaveFileError as exc:
            self.notice(str(exc))
            return False
        self.controller.resume(saved.match, saved.app)  # the window puts the focus on the table
        return True

    def export_log(self) -> None:
        if self.controller.session.match is None:
            return
        path, _ = QFileDialog.getSaveFileName(
            self.window, self.tr("Export log"), "gin3-log.txt", "Text (*.txt);;All files (*)"
        )
        if path:
            self.export_to(path)

    def export_viewer(self) -> tuple[bool, Seat | None]:
        """Whose eyes the exported log uses: ``(allowed, seat)``; ``seat`` None shows every card.

        A finished match, or one without people, shows everything. In hot-seat
        play only what the person at the table may see; nothing while the
        table is covered.
        """
        session = self.controller.session
        match = session.match
        if match is None:
            return False, None
        if match.is_over or not session.humans:
            return True, None
        if session.covered:
            return False, None
        viewer = session.viewer
        if viewer is None:
            return False, None
        return True, viewer

    def export_to(self, path: str | os.PathLike[str]) -> bool:
        session = self.controller.session
        match = session.match
        allowed, viewer = self.export_viewer()
        if match is None or not allowed:
            self.notice(self.tr("The log can be exported when a player is at the table."))
            return False
        # the advice summary of finished hands only: the hand in play is nobody else's business (R20)
        notes = {
            n: tally_sentences(t)
            for n, t in session.desk.tallies.items()
            if n < match.hand.number or match.is_over or match.between_hands
        }
        from gin3.store import export_log

        try:
            write_atomic(path, export_log(match, viewer=viewer, notes=notes, templates=log_templates()))
        except OSError as exc:
            self.notice(
                self.tr("The log could not be written to {path}: {error}").format(
                    path=os.fspath(path), error=exc
                )
            )
            return False
        self.say(self.tr("The log was exported to {path}.").format(path=os.fspath(path)))
        return True
