"""Run something once a window's first frame has been painted.

The app shows its window first and builds the rest from the event loop: the
callback runs on the next turn of the event loop after the window's first
paint event, so that paint (and the flush to the screen that follows it in the
same turn) is finished by then.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QWidget

__all__ = ["after_first_paint", "text_action"]


class _FirstPaint(QObject):
    def __init__(self, widget: QWidget, callback: Callable[[], object]) -> None:
        super().__init__(widget)
        self.callback = callback

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint:
            watched.removeEventFilter(self)
            QTimer.singleShot(0, self.callback)
            self.deleteLater()
        return False


def after_first_paint(widget: QWidget, callback: Callable[[], object]) -> None:
    """Call ``callback`` once, on the event loop's next turn after ``widget`` is first painted."""
    widget.installEventFilter(_FirstPaint(widget, callback))


def text_action(text: str, parent: QObject) -> QAction:
    """``QAction(text, parent)``, made the way that costs the first frame least: that form makes
    PySide tell it from ``QAction(icon, text, parent)``, which sets up the whole QIcon class
    (a millisecond and more) for menus that show no icon."""
    action = QAction(parent)
    action.setText(text)
    return action
