"""Who plays each seat: a person, or a computer player of a chosen level."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from gin3.ai import LEVELS
from gin3.engine import Match
from gin3.store import clean_seats

__all__ = ["SeatSetup", "default_level", "offered_levels", "seats_from_app"]

TESTING_LEVELS = frozenset({"random"})
"""Levels kept for ``gin3 sim`` and the benchmarks, never offered to players: a random
opponent is no game."""


def offered_levels() -> tuple[str, ...]:
    """The computer levels players may choose, gentle to strong (not the testing levels)."""
    return tuple(level for level in LEVELS if level not in TESTING_LEVELS)


def default_level() -> str:
    """The computer level new matches offer first: "medium" when it exists."""
    offered = offered_levels()
    if "medium" in offered:
        return "medium"
    return offered[-1] if offered else (LEVELS[-1] if LEVELS else "random")


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
    """Who plays each seat of a saved match, from the save's app data.

    The store has checked the seats' shape (:func:`gin3.store.clean_seats`;
    they are checked again here for app data from elsewhere). A level this
    gin3 does not have is played at :func:`default_level`. Without usable
    seats, the first seat is a person and the others computer players.
    """
    found = clean_seats(app.get("seats"), match.players)
    if found is None:
        return tuple(SeatSetup(n, None if i == 0 else default_level()) for i, n in enumerate(match.players))
    return tuple(
        SeatSetup(name, _level(seat["level"])) for name, seat in zip(match.players, found, strict=True)
    )


def _level(saved: str | None) -> str | None:
    if saved is None:
        return None
    return saved if saved in LEVELS else default_level()
