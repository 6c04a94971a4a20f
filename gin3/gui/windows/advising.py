"""The computer's advice in two-player gin (issue 19): the View menu's switch.

Two-player gin has no sitter; the advisor is the hint (H) and, when the
player switches it on, the advice panel's suggestions on the person's own
moves. The switch is a setting (the new-match dialog offers it with the
other choices of a two-player match, off unless chosen); the session keeps
it from match to match (:meth:`gin3.session.Session.set_computer_advice`).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMenu

from gin3.gui.firstframe import text_action

if TYPE_CHECKING:
    from gin3.gui.settings import AppSettings
    from gin3.session import Session

__all__ = ["advice_action", "advice_applies"]


def advice_action(
    parent: QObject, menu: QMenu, settings: AppSettings, switch: Callable[[bool], None]
) -> QAction:
    """View > Show the computer's advice on my moves: checked while it is on (``switch`` turns
    it on or off); it applies to two-player gin only (see :func:`advice_applies`)."""
    action = text_action(
        QCoreApplication.translate("Window", "Show the computer's &advice on my moves"), parent
    )
    action.setObjectName("computer-advice")
    action.setCheckable(True)

    def follow() -> None:  # the new-match dialog may have changed it
        action.setChecked(settings.computer_advice)

    follow()
    menu.aboutToShow.connect(follow)
    action.toggled.connect(switch)
    menu.addAction(action)
    return action


def advice_applies(session: Session | None) -> bool:
    """A two-player match is on the table: the View menu's switch means something."""
    if session is None:  # before the table is built, which imports no engine
        return False
    from gin3.engine import Mode

    match = session.match
    return match is not None and match.mode is Mode.CLASSIC
