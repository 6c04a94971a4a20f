"""Why the table refuses a gesture before the engine is even asked: codes, like the engine's.

The engine's refusals (:class:`gin3.engine.RefusalCode`) say why the rules
forbid a move; these say why the table does (nobody may act now, the table
is covered, it is a computer's turn). Both travel as
:class:`gin3.engine.Refusal` and the GUI words them by code.
"""

from __future__ import annotations

from enum import Enum

__all__ = ["SessionRefusal"]


class SessionRefusal(Enum):
    """A refusal of the table; the value is its English sentence (``{name}`` filled from the args)."""

    NO_HAND = "No hand is being played right now."
    TABLE_COVERED = "The table is covered: the next player must take it first."
    NOT_YOUR_TURN = "Please wait: it is {name}'s turn."
    CANNOT_KNOCK = "You cannot knock now: knocking comes after drawing, instead of a discard."
    NOTHING_TO_LAY_DOWN = "There is nothing to lay down: nobody has knocked."
    NO_SUGGESTION = "There is no suggestion to accept now."
    ONLY_SITTER_SUGGESTS = "Only the sitter suggests, before the captain's move."
    NOT_OPEN_TO_CAPTAIN = "That move is not open to the captain now, so it cannot be suggested."
    NOT_IN_THE_LESSON = "The lesson asks for another move now: read the lesson's panel."
