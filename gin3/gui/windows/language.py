"""Speaking another language at once: the window's title, and the rules and statistics
windows, which open again in the language just chosen (each part of the main window says
its own texts again: see ``retranslate`` on each)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, Qt
from PySide6.QtWidgets import QWidget

if TYPE_CHECKING:
    from gin3.engine import RuleSet
    from gin3.gui.controller import GameController
    from gin3.gui.windows.rules import RulesWindow
    from gin3.gui.windows.statistics import StatisticsWindow
    from gin3.session import Session

__all__ = ["SideWindows", "window_title"]


def window_title(session: Session | None) -> str:
    """The game being played; the platform adds "— gin3" (the application's display name)."""
    if session is not None:  # not before the table is built, which imports no engine
        from gin3.engine import Mode

        match = session.match
        if match is not None and match.mode is Mode.CLASSIC:
            return QCoreApplication.translate("Window", "Two-player gin")
    return QCoreApplication.translate("Window", "Three-handed gin rummy")


class SideWindows(QObject):
    """The rules window (F1) and the statistics window beside the table.

    The rules are those of ``controller``'s match, or without one ``next_rules()``; the
    statistics are the controller's, once ``open_statistics()`` has opened them.
    """

    def __init__(
        self,
        parent: QWidget,
        controller: GameController,
        next_rules: Callable[[], RuleSet],
        open_statistics: Callable[[], object],
    ) -> None:
        super().__init__(parent)
        self.parent_widget = parent
        self.controller = controller
        self.next_rules = next_rules
        self.open_statistics = open_statistics
        self.rules_window: RulesWindow | None = None
        self.stats_window: StatisticsWindow | None = None

    def show_rules(self) -> RulesWindow:
        from gin3.engine import Mode
        from gin3.gui.windows.rules import RulesWindow

        match = self.controller.session.match
        if match is not None:
            window = RulesWindow(match.rules, self.parent_widget, match.mode)
        else:
            window = RulesWindow(self.next_rules(), self.parent_widget, Mode.CHOUETTE)
        window.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        window.show()
        self.rules_window = window
        return window

    def show_statistics(self) -> StatisticsWindow | None:
        from gin3.gui.windows.statistics import StatisticsWindow

        self.open_statistics()
        reader = self.controller.statistics
        if reader is None:
            return None
        # read on the statistics' thread after every match counted so far: nothing waits here
        window = StatisticsWindow(reader, self.parent_widget)
        window.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        window.show()
        self.stats_window = window
        return window

    def retranslate(self) -> None:
        """The rules and statistics windows, if open, open again in the new language."""
        from shiboken6 import isValid

        for other, show in ((self.rules_window, self.show_rules), (self.stats_window, self.show_statistics)):
            if other is not None and isValid(other) and other.isVisible():
                other.close()
                show()
