"""Undo at the table: when a person may take a decision back, and how many moves that is.

Ctrl+Z takes back the last decision of the person at the table (the
viewer) in the hand in play, and every move made after it, the computer
players' included (:meth:`Session.undo <gin3.session.session.Session.undo>`).
The engine does it by dealing the hand again from its seed and replaying
the rest (:mod:`gin3.engine.undo`), so a card drawn again from the stock is
the same card.

It is allowed while a hand is being played and the table is not covered,
in a match with one person, or in hot-seat when the new-match dialog
switched it on (``undo_in_hot_seat``, kept in the save's app data). It never
reaches back past the hand's start: a showdown is a result. The match's
record keeps every undo, the statistics count them per player and the
showdown says them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from gin3.engine import takeback_count
from gin3.session.stage import Stage

if TYPE_CHECKING:
    from gin3.session.session import Session

__all__ = ["UNDO_KEY", "undo_count"]

UNDO_KEY = "undo_in_hot_seat"
"""The key of the app data beside a save that says a hot-seat match allows undo."""


def undo_count(session: Session) -> int:
    """How many actions :meth:`Session.undo` would take back now; 0 when it is not allowed."""
    match, person = session.match, session.viewer
    if match is None or session.stage is not Stage.PLAYING or person is None or session.covered:
        return 0
    if len(session.humans) > 1 and not session.undo_in_hot_seat:
        return 0
    return takeback_count(match.hand.moves, {person})
