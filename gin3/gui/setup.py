"""Who plays: the seats of a match, the stage the table shows, and the seats of a saved match."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from gin3.ai import LEVELS
from gin3.engine import Match

__all__ = ["SeatSetup", "Stage", "default_level", "seats_from_app"]


def default_level() -> str:
    """The AI level new matches offer first: "medium" when it exists."""
    if "medium" in LEVELS:
        return "medium"
    return LEVELS[-1] if LEVELS else "random"


@dataclass(frozen=True, slots=True)
class SeatSetup:
    """Who sits in a seat: a name, and an AI level or ``None`` for a person."""

    name: str
    level: str | None = None

    @property
    def is_human(self) -> bool:
        return self.level is None


class Stage(Enum):
    """What the table is showing."""

    NO_MATCH = "no match"
    ROLE_DRAW = "role draw"
    PLAYING = "playing"
    HAND_OVER = "hand over"
    MATCH_OVER = "match over"


def seats_from_app(match: Match, app: dict[str, object]) -> tuple[SeatSetup, ...]:
    """Who plays each seat of a saved match: from the save's app data, else the first seat a person."""
    found = app.get("seats")
    seats: list[SeatSetup] = []
    if isinstance(found, list) and len(found) == len(match.players):
        for name, entry in zip(match.players, found, strict=True):
            level = entry.get("level") if isinstance(entry, dict) else None
            seats.append(SeatSetup(name, level if isinstance(level, str) and level in LEVELS else None))
        return tuple(seats)
    return tuple(SeatSetup(n, None if i == 0 else default_level()) for i, n in enumerate(match.players))
