"""The engine's one error hierarchy.

Every failure the engine reports is a :class:`GinError`; each kind of failure
has its own subclass, and every subclass is also a :class:`ValueError` so
callers that only care about "bad input" can catch that.
"""

from __future__ import annotations

from enum import Enum
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from gin3.engine.refusals import Refusal
    from gin3.engine.seats import Seat

__all__ = [
    "CardParseError",
    "GinError",
    "IllegalActionError",
    "InvalidMeldError",
    "RuleSetError",
    "SaveFileError",
]


class GinError(ValueError):
    """Base class of every error raised by :mod:`gin3.engine`."""


class CardParseError(GinError):
    """A text could not be read as cards; the message quotes the bad text."""


class InvalidMeldError(GinError):
    """Cards that were declared as a meld (R4) do not form one."""


class IllegalActionError(GinError):
    """An action was refused; the message names the phase, the seat and the action.

    ``refusal`` says why as data (a code and its arguments); ``phase`` is the
    hand's phase, ``seat`` the seat that was to act (``None`` when nobody was,
    between hands or after the match) and ``action`` the refused action. The
    message reads ``"<phase> phase, <seat>: cannot <action>: <why>"``, with
    ``who`` naming the seat (default ``str(seat)``) and ``shown`` the action
    (default ``str(action)``).
    """

    def __init__(
        self,
        refusal: Refusal,
        *,
        phase: Enum,
        seat: Seat | None,
        action: object,
        who: str | None = None,
        shown: str | None = None,
    ) -> None:
        self.refusal = refusal
        self.phase = phase
        self.seat = seat
        self.action = action
        if who is None and seat is not None:
            who = str(seat)
        where = f"{phase.value} phase" if who is None else f"{phase.value} phase, {who}"
        super().__init__(f"{where}: cannot {action if shown is None else shown}: {refusal.text}")


class RuleSetError(GinError):
    """A rule setting has a value the rules do not allow."""


class SaveFileError(GinError):
    """A match record is damaged, foreign or from a newer version of gin3."""
