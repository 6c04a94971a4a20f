"""The computer's advice in two-player gin (issue 19): the View menu's switch.

Two-player gin has no sitter; the advisor is the hint (H) and, when the
player switches it on, the advice panel's suggestions on the person's own
moves. The switch is a setting (the new-match dialog offers it with the
other choices of a two-player match, off unless chosen); the session keeps
it from match to match (:meth:`gin3.session.Session.set_computer_advice`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMenu

from gin3.gui.firstframe import text_action

if TYPE_CHECKING:
    from gin3.gui.windows.mainwindow import MainWindow

__all__ = ["advice_action", "advice_applies", "follow_advice_setting", "set_computer_advice"]


def set_computer_advice(window: MainWindow, on: bool) -> None:
    """Switch the computer's advice on or off: remembered, and at once for the match on the table."""
    window.settings.computer_advice = on
    if window.table_built:
        window.controller.set_computer_advice(on)


def follow_advice_setting(window: MainWindow) -> None:
    """The table is built: the session takes the remembered switch (a resumed match too)."""
    window.controller.set_computer_advice(window.settings.computer_advice)


def advice_action(window: MainWindow, menu: QMenu) -> QAction:
    """View > Show the computer's advice on my moves: checked while it is on; it applies to
    two-player gin only, so it is enabled while a two-player match is on the table."""
    action = text_action(
        QCoreApplication.translate("MainWindow", "Show the computer's &advice on my moves"), window
    )
    action.setObjectName("computer-advice")
    action.setCheckable(True)

    def follow() -> None:  # the new-match dialog may have changed it
        action.setChecked(window.settings.computer_advice)

    follow()
    menu.aboutToShow.connect(follow)
    action.toggled.connect(lambda on: set_computer_advice(window, on))
    menu.addAction(action)
    return action


def advice_applies(window: MainWindow) -> bool:
    """A two-player match is on the table: the View menu's switch means something."""
    if not window.table_built:  # before the first frame, which imports no engine
        return False
    from gin3.engine import Mode

    match = window.controller.session.match
    return match is not None and match.mode is Mode.CLASSIC
