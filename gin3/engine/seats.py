"""Seats at the table and the roles of chouette gin (R6)."""

from __future__ import annotations

from enum import Enum, IntEnum

__all__ = ["Role", "Seat"]


class Seat(IntEnum):
    """One of the three places at the table; players keep their seat for the match."""

    FIRST = 0
    SECOND = 1
    THIRD = 2

    def __str__(self) -> str:
        return f"seat {int(self) + 1}"

    def __bool__(self) -> bool:
        # A seat is always something: ``if seat:`` must not skip the first one.
        return True


class Role(Enum):
    """A seat's part in one hand (R6). Two-player classic gin has no roles."""

    BOX = "box"
    CAPTAIN = "captain"
    SITTER = "sitter"

    def __str__(self) -> str:
        return {"box": "in the box", "captain": "captain", "sitter": "sitting out"}[self.value]
