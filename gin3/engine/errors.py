"""The engine's one error hierarchy.

Every failure the engine reports is a :class:`GinError`; each kind of failure
has its own subclass, and every subclass is also a :class:`ValueError` so
callers that only care about "bad input" can catch that.
"""

from __future__ import annotations

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
    """An action was refused; the message names the phase, the seat and the action."""


class RuleSetError(GinError):
    """A rule setting has a value the rules do not allow."""


class SaveFileError(GinError):
    """A match record is damaged, foreign or from a newer version of gin3."""
