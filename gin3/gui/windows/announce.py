"""Moves announced for screen readers: the "Last move" label changes and Qt is told."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent
from PySide6.QtWidgets import QWidget

from gin3.engine import Event
from gin3.gui.text.moves import move_text

__all__ = ["announce", "announce_text"]


def announce_text(names: Sequence[str], events: Sequence[Event]) -> str:
    """The public moves among ``events``, in words (cards drawn from the stock stay hidden)."""
    return " ".join(text for text in (move_text(names, e) for e in events) if text)


def announce(widget: QWidget, text: str) -> None:
    """Tell assistive technology about ``text``, spoken politely after what it is saying."""
    if not QAccessible.isActive():
        return
    event = QAccessibleAnnouncementEvent(widget, text)
    QAccessible.updateAccessibility(event)
