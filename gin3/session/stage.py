"""What the table shows: the stage of the session."""

from __future__ import annotations

from enum import Enum

__all__ = ["Stage"]


class Stage(Enum):
    """What the table shows."""

    NO_MATCH = "no match"
    ROLE_DRAW = "role draw"
    PLAYING = "playing"
    HAND_OVER = "hand over"
    MATCH_OVER = "match over"
