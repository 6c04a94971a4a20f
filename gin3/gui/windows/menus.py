"""The main window's menus and their shortcuts (Game, View, Help).

Game > Undo (Ctrl+Z) takes back the person's last decision in the hand and
the computer moves after it; it is enabled only while the session allows it
(:meth:`gin3.session.Session.can_undo`).

Built with the first frame; commands that need the table stay disabled
until the window has built it.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QMenu

from gin3.gui import i18n
from gin3.gui.firstframe import text_action
from gin3.gui.sound.controls import mute_action
from gin3.gui.windows.advising import advice_action, advice_applies, follow_advice_setting

if TYPE_CHECKING:
    from gin3.gui.windows.mainwindow import MainWindow

__all__ = ["Menus"]


class Menus:
    """The menu bar of ``window``; :meth:`rebuild` says it all again in the current language."""

    def __init__(self, window: MainWindow) -> None:
        self.window = window
        self.actions: list[QAction] = []
        self.table_actions: list[QAction] = []  # enabled once the table is built
        self.fast = QAction(window)
        self.rebuild()

    def rebuild(self) -> None:
        w = self.window
        fast = self.fast.isChecked()
        for action in self.actions:
            w.removeAction(action)
        w.menuBar().clear()
        self.actions, self.table_actions = [], []
        game = w.menuBar().addMenu(QCoreApplication.translate("MainWindow", "&Game"))
        self._add(
            game,
            QCoreApplication.translate("MainWindow", "&New match…"),
            QKeySequence.StandardKey.New,
            w.new_match,
        )
        # FileCommands comes with the table: these look it up when chosen.
        self._add(
            game,
            QCoreApplication.translate("MainWindow", "&Open match…"),
            QKeySequence.StandardKey.Open,
            lambda: w.files.open_match(),
        )
        self._add(
            game,
            QCoreApplication.translate("MainWindow", "Save match &as…"),
            QKeySequence("Ctrl+Shift+S"),
            lambda: w.files.save_match(),
        )
        self.export = self._add(
            game,
            QCoreApplication.translate("MainWindow", "&Export log…"),
            QKeySequence("Ctrl+E"),
            lambda: w.files.export_log(),
        )
        game.addSeparator()
        self.undo = self._add(
            game,
            QCoreApplication.translate("MainWindow", "&Undo"),
            QKeySequence.StandardKey.Undo,
            lambda: w.controller.undo(),
        )
        self.undo.setEnabled(self.may_undo())
        self._add(game, QCoreApplication.translate("MainWindow", "&Hint"), QKeySequence("H"), w.hint)
        self._add(
            game,
            QCoreApplication.translate("MainWindow", "&Review hand…"),
            QKeySequence("Ctrl+R"),
            lambda: _open_review(w),
        )
        self._add(
            game,
            QCoreApplication.translate("MainWindow", "&Statistics…"),
            QKeySequence("Ctrl+T"),
            w.show_statistics,
        )
        self._add(
            game,
            QCoreApplication.translate("MainWindow", "Se&ttings…"),
            QKeySequence.StandardKey.Preferences,
            w.show_settings,
        )
        game.addSeparator()
        self._add(
            game,
            QCoreApplication.translate("MainWindow", "&Quit"),
            QKeySequence("Ctrl+Q"),
            w.close,
            needs_table=False,
        )
        view = w.menuBar().addMenu(QCoreApplication.translate("MainWindow", "&View"))
        self._add(
            view,
            QCoreApplication.translate("MainWindow", "&Full screen"),
            QKeySequence("F11"),
            w.toggle_full_screen,
            needs_table=False,
        )
        for dock in w.docks_list():
            view.addAction(dock.toggleViewAction())
        self.advice = advice_action(w, view)  # two-player gin: the computer's advice (issue 19)
        self.advice.setEnabled(advice_applies(w))
        self.fast = text_action(QCoreApplication.translate("MainWindow", "Fast &computer players"), w)
        self.fast.setCheckable(True)
        self.fast.setChecked(fast)
        self.fast.toggled.connect(w.set_fast)
        self.fast.setEnabled(w.table_built)
        self.table_actions.append(self.fast)
        view.addAction(self.fast)
        self.mute = mute_action(w, view)
        self._keep(self.mute)
        view.addSeparator()
        self._languages(view)
        helpmenu = w.menuBar().addMenu(QCoreApplication.translate("MainWindow", "&Help"))
        self._add(
            helpmenu,
            QCoreApplication.translate("MainWindow", "&Rules"),
            QKeySequence("F1"),
            lambda: w.show_rules(),
        )
        about = text_action(QCoreApplication.translate("MainWindow", "&About gin3"), w)
        about.setMenuRole(QAction.MenuRole.AboutRole)
        about.triggered.connect(w.show_about)
        helpmenu.addAction(about)

    def enable_table(self) -> None:
        """The table is built: its commands work now (Undo when there is something to take back;
        a score sheet's hand opens its review), and the session takes the remembered switch of
        the computer's advice."""
        for action in self.table_actions:
            action.setEnabled(True)
        self.undo.setEnabled(self.may_undo())
        follow_advice_setting(self.window)
        self.window.score_sheet.handChosen.connect(lambda number: _open_review(self.window, number))

    def follow(self, exportable: bool) -> None:
        """Commands that depend on the table now: the log is exported only when someone may
        read it (greyed out while the table is covered); the computer's advice applies to
        two-player gin only."""
        self.export.setEnabled(self.window.table_built and exportable)
        self.undo.setEnabled(self.may_undo())
        self.advice.setEnabled(advice_applies(self.window))

    def may_undo(self) -> bool:
        """Game > Undo has something to take back (the controller comes with the table)."""
        return self.window.table_built and self.window.controller.session.can_undo()

    def _languages(self, parent: QMenu) -> None:
        w = self.window
        menu = parent.addMenu(QCoreApplication.translate("MainWindow", "&Language"))
        group = QActionGroup(menu)
        chosen = w.settings.language
        choices = [
            (i18n.SYSTEM, QCoreApplication.translate("MainWindow", "System language")),
            *i18n.LANGUAGES.items(),
        ]
        for code, name in choices:
            action = text_action(name, menu)
            action.setObjectName(f"language-{code}")
            action.setCheckable(True)
            action.setChecked(code == chosen)
            action.triggered.connect(lambda _=False, c=code: w.set_language(c))
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
        action.setEnabled(w.table_built or not needs_table)
        if needs_table:
            self.table_actions.append(action)
        action.triggered.connect(slot)
        menu.addAction(action)
        self._keep(action, needs_table=False)
        return action

    def _keep(self, action: QAction, *, needs_table: bool = True) -> None:
        """The window's own (its shortcut works wherever the focus is), removed on rebuild."""
        if needs_table:
            action.setEnabled(self.window.table_built)
            self.table_actions.append(action)
        self.window.addAction(action)
        self.actions.append(action)


def _open_review(window: MainWindow, number: int | None = None) -> None:
    from gin3.gui.windows.review import open_review  # with the table: not before the first frame

    open_review(window, window.controller, window.statusBar().showMessage, number)
