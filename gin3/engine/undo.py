"""Taking moves back: a decision in the hand in play and every move after it.

A match is its seed and its actions, and each hand is dealt from a
generator seeded by the match's seed and the hand's number. So the state
before an action is the state the match reaches by replaying the actions
before it: the stock holds the same cards in the same order, and a card
drawn again from the stock is the card drawn the first time.
:meth:`Match.undo <gin3.engine.match.Match.undo>` deals the hand in play
again and replays its actions but the last ``count``.

Undo never reaches back past the start of the hand in play: a finished hand
(its showdown) is a result, and dealing the next hand is not a decision.

The match keeps what was taken back. Its ``log`` holds every action as it
was played, each undo as an :class:`Undo` entry after the actions it took
back; its ``undos`` list each undo as a :class:`TakenBack` (the hand, the
seat whose decision it was, the actions). A record writes the log (format
version 4), so a saved match with undos replays to the same state and the
same undos.
"""

from __future__ import annotations

from collections.abc import Collection, Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from gin3.engine.actions import Action
from gin3.engine.errors import GinError, SaveFileError
from gin3.engine.seats import Seat

__all__ = ["TakenBack", "Undo", "UndoError", "takeback_count", "undo_from_json", "undos_in_hand"]


class UndoError(GinError):
    """An undo asked for more than the hand in play can take back (or no hand is in play)."""


@dataclass(frozen=True, slots=True)
class Undo:
    """A log entry: the last ``count`` actions of the hand in play were taken back."""

    count: int

    def __str__(self) -> str:
        return f"take back {self.count} action(s)"

    def to_json(self) -> dict[str, Any]:
        return {"type": "undo", "count": self.count}


@dataclass(frozen=True, slots=True)
class TakenBack:
    """One undo: in hand number ``hand``, ``seat`` took back its decision ``actions[0]``
    and the moves after it (``actions``, in the order they were played)."""

    hand: int
    seat: Seat
    actions: tuple[Action, ...]


def undo_from_json(data: object) -> Undo:
    """The undo of a record entry ``{"type": "undo", "count": n}``; a bad one raises
    :class:`SaveFileError`."""
    count = data.get("count") if isinstance(data, dict) else None
    if isinstance(count, bool) or not isinstance(count, int) or count < 1:
        raise SaveFileError(f"damaged 'undo' entry {data!r:.80}: the count must be a whole number from 1")
    return Undo(count)


def takeback_count(moves: Sequence[tuple[Seat, Action]], seats: Collection[Seat]) -> int:
    """How many of a hand's ``moves`` (seat and action, in order) to take back to undo the
    last decision any of ``seats`` made: that decision and every move after it; 0 when
    none of them has decided anything in this hand."""
    for index in range(len(moves) - 1, -1, -1):
        if moves[index][0] in seats:
            return len(moves) - index
    return 0


def undos_in_hand(undos: Iterable[TakenBack], hand: int) -> dict[Seat, int]:
    """Per seat, how many of its decisions were taken back in hand number ``hand``."""
    counts: dict[Seat, int] = {}
    for undo in undos:
        if undo.hand == hand:
            counts[undo.seat] = counts.get(undo.seat, 0) + 1
    return counts
