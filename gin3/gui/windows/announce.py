"""Moves announced for screen readers: the "Last move" label changes and Qt is told."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent
from PySide6.QtWidgets import QLabel, QWidget

from gin3.engine import Event
from gin3.gui.text.moves import move_text

__all__ = ["announce", "announce_moves", "announce_text"]


def announce_text(names: Sequence[str], events: Sequence[Event]) -> str:
    """The public moves among ``events``, in words (cards drawn from the stock stay hidden)."""
    return " ".join(text for text in (move_text(names, e) for e in events) if text)


def announce(widget: QWidget, text: str) -> None:
    """Tell assistive technology about ``text``, spoken politely after what it is saying."""
    if not QAccessible.isActive():
        return
    event = QAccessibleAnnouncementEvent(widget, text)
    QAccessible.updateAccessibility(event)


def announce_moves(label: QLabel, names: Sequence[str], events: Sequence[Event]) -> None:
    """Put the public moves among ``events`` on ``label`` and tell assistive technology."""
    text = announce_text(names, events)
    if text:
        label.setText(text)
        announce(label, text)
