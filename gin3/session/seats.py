"""Who plays each seat: a person, or a computer player of a chosen level."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from gin3.ai import LEVELS
from gin3.engine import Match

__all__ = ["SeatSetup", "default_level", "seats_from_app"]


def default_level() -> str:
    """The computer level new matches offer first: "medium" when it exists."""
    if "medium" in LEVELS:
        return "medium"
    return LEVELS[-1] if LEVELS else "random"


@dataclass(frozen=True, slots=True)
class SeatSetup:
    """Who sits in a seat: a name, and a computer level or ``None`` for a person."""

    name: str
    level: str | None = None

    @property
    def is_human(self) -> bool:
        """A person plays this seat."""
        return self.level is None


def seats_from_app(match: Match, app: Mapping[str, object]) -> tuple[SeatSetup, ...]:
    """Who plays each seat of a saved match: from the save's app data, else the first seat a person."""
    found = app.get("seats")
    if isinstance(found, list) and len(found) == len(match.players):
        seats = []
        for name, entry in zip(match.players, found, strict=True):
            level = entry.get("level") if isinstance(entry, dict) else None
            seats.append(SeatSetup(name, level if isinstance(level, str) and level in LEVELS else None))
        return tuple(seats)
    return tuple(SeatSetup(n, None if i == 0 else default_level()) for i, n in enumerate(match.players))
