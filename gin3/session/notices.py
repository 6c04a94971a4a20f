"""What the session tells its subscribers: frozen records, delivered in order on the caller's thread."""

from __future__ import annotations

from dataclasses import dataclass

from gin3.engine import Action, Event, Match, Seat, TakenBack

__all__ = [
    "AdviceChanged",
    "AdviceCounted",
    "MatchAbandoned",
    "MatchStarted",
    "Notice",
    "Played",
    "TableChanged",
    "Undone",
]


@dataclass(frozen=True, slots=True)
class MatchStarted:
    """A new match is at the table (``resumed``: a saved one, carried on where it stopped)."""

    resumed: bool = False


@dataclass(frozen=True, slots=True)
class MatchAbandoned:
    """``match`` was left unfinished: another match took its place (it no longer changes)."""

    match: Match


@dataclass(frozen=True, slots=True)
class Played:
    """``seat`` played ``action`` (``seat`` is ``None`` for the next deal); the engine's ``events``."""

    action: Action
    seat: Seat | None
    events: tuple[Event, ...]
    by_computer: bool = False


@dataclass(frozen=True, slots=True)
class TableChanged:
    """Who is at the table, whether it is covered, or the stage changed without a move."""


@dataclass(frozen=True, slots=True)
class AdviceChanged:
    """The sitter's suggestion, or the way the sitter advises, changed."""


@dataclass(frozen=True, slots=True)
class AdviceCounted:
    """Captain ``captain`` decided where the sitter had a suggestion; ``followed`` it or not."""

    captain: str
    followed: bool


@dataclass(frozen=True, slots=True)
class Undone:
    """``name`` took back a decision and the moves after it (``taken``, see :mod:`gin3.engine.undo`):
    the table shows the position before them."""

    taken: TakenBack
    name: str


Notice = MatchAbandoned | MatchStarted | Played | TableChanged | AdviceChanged | AdviceCounted | Undone
