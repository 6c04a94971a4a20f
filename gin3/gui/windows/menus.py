"""The main window's menus and their shortcuts (Game, View, Help).

Game > Undo (Ctrl+Z) takes back the person's last decision in the hand and
the computer moves after it; it is enabled only while the session allows it
(:meth:`gin3.session.Session.can_undo`).

Built with the first frame; commands that need the table stay disabled
until :meth:`Menus.table_ready`. The menus know the window only as a
QMainWindow (its menu bar and shortcuts) and call what :class:`MenuCommands`
hands them.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, NamedTuple

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QDockWidget, QMainWindow, QMenu

from gin3.gui import i18n
from gin3.gui.firstframe import text_action
from gin3.gui.sound.controls import mute_action
from gin3.gui.windows.advising import advice_action, advice_applies

if TYPE_CHECKING:
    from gin3.gui.settings import AppSettings
    from gin3.session import Session

__all__ = ["MenuCommands", "Menus"]

Command = Callable[[], object]


class MenuCommands(NamedTuple):
    """What the menus' commands do; the window that assembles its parts hands them over."""

    new_match: Command
    open_match: Command
    save_match: Command
    export_log: Command
    undo: Command
    hint: Command
    review: Command
    statistics: Command
    settings: Command
    quit: Command
    full_screen: Command
    rules: Command
    shortcuts: Command
    about: Command
    learn: Callable[[bool], object]  # the guided hand: of two-player gin if true, else of chouette
    set_fast: Callable[[bool], None]
    set_language: Callable[[str], None]
    set_computer_advice: Callable[[bool], None]
    set_muted: Callable[[bool], str]
    say: Callable[[str], None]
    check_deals: Command = lambda: None  # Game > Check the deals… (gin3.gui.windows.verify)


class Menus:
    """The menu bar of ``window``; :meth:`rebuild` says it all again in the current language.
    ``panels`` are the docks the View menu shows and hides, ``switches`` the parts' own
    checkable View entries."""

    def __init__(
        self,
        window: QMainWindow,
        commands: MenuCommands,
        settings: AppSettings,
        panels: Sequence[QDockWidget],
        switches: Sequence[QAction] = (),
    ) -> None:
        self.window = window
        self.commands = commands
        self.settings = settings
        self.panels = tuple(panels)
        self.switches = tuple(switches)  # the parts' own View entries (the score pad)
        self.session: Session | None = None  # the table's, once it is built
        self.actions: list[QAction] = []
        self.table_actions: list[QAction] = []  # enabled once the table is built
        self.fast = QAction(window)
        self.rebuild()

    def rebuild(self) -> None:
        w, c = self.window, self.commands
        fast = self.fast.isChecked()
        for action in self.actions:
            w.removeAction(action)
        w.menuBar().clear()
        self.actions, self.table_actions = [], []
        game = w.menuBar().addMenu(QCoreApplication.translate("Window", "&Game"))
        self._add(
            game,
            QCoreApplication.translate("Window", "&New match…"),
            QKeySequence.StandardKey.New,
            c.new_match,
        )
        self._add(
            game,
            QCoreApplication.translate("Window", "&Open match…"),
            QKeySequence.StandardKey.Open,
            c.open_match,
        )
        self._add(
            game,
            QCoreApplication.translate("Window", "Save match &as…"),
            QKeySequence("Ctrl+Shift+S"),
            c.save_match,
        )
        self.export = self._add(
            game,
            QCoreApplication.translate("Window", "&Export log…"),
            QKeySequence("Ctrl+E"),
            c.export_log,
        )
        deals = QCoreApplication.translate("Window", "Check the &deals…")
        self._add(game, deals, QKeySequence(), c.check_deals)
        game.addSeparator()
        self.undo = self._add(
            game,
            QCoreApplication.translate("Window", "&Undo"),
            QKeySequence.StandardKey.Undo,
            c.undo,
        )
        self.undo.setEnabled(self.may_undo())
        self._add(game, QCoreApplication.translate("Window", "&Hint"), QKeySequence("H"), c.hint)
        self._add(
            game,
            QCoreApplication.translate("Window", "&Review hand…"),
            QKeySequence("Ctrl+R"),
            c.review,
        )
        self._add(
            game,
            QCoreApplication.translate("Window", "&Statistics…"),
            QKeySequence("Ctrl+T"),
            c.statistics,
        )
        self._add(
            game,
            QCoreApplication.translate("Window", "Se&ttings…"),
            QKeySequence.StandardKey.Preferences,
            c.settings,
        )
        game.addSeparator()
        self._add(
            game,
            QCoreApplication.translate("Window", "&Quit"),
            QKeySequence("Ctrl+Q"),
            c.quit,
            needs_table=False,
        )
        view = w.menuBar().addMenu(QCoreApplication.translate("Window", "&View"))
        self._add(
            view,
            QCoreApplication.translate("Window", "&Full screen"),
            QKeySequence("F11"),
            c.full_screen,
            needs_table=False,
        )
        view.addActions(list(self.switches))
        for dock in self.panels:
            view.addAction(dock.toggleViewAction())
        # two-player gin: the computer's advice (issue 19)
        self.advice = advice_action(w, view, self.settings, c.set_computer_advice)
        self.advice.setEnabled(advice_applies(self.session))
        self.fast = text_action(QCoreApplication.translate("Window", "Fast &computer players"), w)
        self.fast.setCheckable(True)
        self.fast.setChecked(fast)
        self.fast.toggled.connect(c.set_fast)
        self.fast.setEnabled(self.session is not None)
        self.table_actions.append(self.fast)
        view.addAction(self.fast)
        self.mute = mute_action(w, view, self.settings, c.set_muted, c.say)
        self._keep(self.mute)
        view.addSeparator()
        self._languages(view)
        helpmenu = w.menuBar().addMenu(QCoreApplication.translate("Window", "&Help"))
        self._add(
            helpmenu,
            QCoreApplication.translate("Window", "&Rules"),
            QKeySequence("F1"),
            c.rules,
        )
        for two_player, label in (
            (False, QCoreApplication.translate("Tutorial", "&Learn to play chouette")),
            (True, QCoreApplication.translate("Tutorial", "Learn &two-player gin")),
        ):
            lesson = text_action(label, w)
            lesson.setObjectName("learn-two-player" if two_player else "learn-chouette")
            lesson.triggered.connect(lambda _checked=False, two=two_player: c.learn(two))
            helpmenu.addAction(lesson)
        shortcuts = text_action(QCoreApplication.translate("Window", "Key&board shortcuts"), w)
        shortcuts.setObjectName("keyboard-shortcuts")
        shortcuts.triggered.connect(lambda _checked=False: c.shortcuts())
        helpmenu.addAction(shortcuts)
        about = text_action(QCoreApplication.translate("Window", "&About gin3"), w)
        about.setMenuRole(QAction.MenuRole.AboutRole)
        about.triggered.connect(lambda _checked=False: c.about())
        helpmenu.addAction(about)

    def table_ready(self, session: Session) -> None:
        """The table is built: its commands work now (Undo when there is something to take back)."""
        self.session = session
        for action in self.table_actions:
            action.setEnabled(True)
        self.undo.setEnabled(self.may_undo())

    def follow(self, exportable: bool) -> None:
        """Commands that depend on the table now: the log is exported only when someone may
        read it (greyed out while the table is covered); the computer's advice applies to
        two-player gin only."""
        self.export.setEnabled(self.session is not None and exportable)
        self.undo.setEnabled(self.may_undo())
        self.advice.setEnabled(advice_applies(self.session))

    def may_undo(self) -> bool:
        """Game > Undo has something to take back (the session comes with the table)."""
        return self.session is not None and self.session.can_undo()

    def _languages(self, parent: QMenu) -> None:
        menu = parent.addMenu(QCoreApplication.translate("Window", "&Language"))
        group = QActionGroup(menu)
        chosen = self.settings.language
        choices = [
            (i18n.SYSTEM, QCoreApplication.translate("Window", "System language")),
            *i18n.LANGUAGES.items(),
        ]
        for code, name in choices:
            action = text_action(name, menu)
            action.setObjectName(f"language-{code}")
            action.setCheckable(True)
            action.setChecked(code == chosen)
            action.triggered.connect(lambda _=False, c=code: self.commands.set_language(c))
            group.addAction(action)
            menu.addAction(action)

    def _add(
        self,
        menu: QMenu,
        text: str,
        shortcut: QKeySequence | QKeySequence.StandardKey,
        slot: Callable[[], object],
        *,
        needs_table: bool = True,
    ) -> QAction:
        """A menu command with its shortcut; one that ``needs_table`` stays disabled
        until the table is built (the first frame comes before the table)."""
        w = self.window
        action = text_action(text, w)
        action.setShortcut(shortcut)
        action.setEnabled(self.session is not None or not needs_table)
        if needs_table:
            self.table_actions.append(action)
        action.triggered.connect(lambda _checked=False: slot())  # the commands take no "checked"
        menu.addAction(action)
        self._keep(action, needs_table=False)
        return action

    def _keep(self, action: QAction, *, needs_table: bool = True) -> None:
        """The window's own (its shortcut works wherever the focus is), removed on rebuild."""
        if needs_table:
            action.setEnabled(self.session is not None)
            self.table_actions.append(action)
        self.window.addAction(action)
        self.actions.append(action)
