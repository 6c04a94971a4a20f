"""Frozen records of what happened; together they are the game log.

A view (see :mod:`gin3.engine.view`) shows each seat only the events it may
know: a card drawn from the stock is ``None`` to everyone but its holder's side.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from gin3.engine.cards import Card
from gin3.engine.knocking import LaidOffCard
from gin3.engine.melds import Arrangement
from gin3.engine.seats import Role, Seat

__all__ = [
    "DiscardDrawn",
    "Discarded",
    "Event",
    "GameWon",
    "HandDead",
    "HandDealt",
    "HandScored",
    "Knocked",
    "LaidDown",
    "MatchWon",
    "Outcome",
    "RolesSet",
    "StockDrawn",
    "UpcardPassed",
    "UpcardTaken",
]


class Outcome(Enum):
    """How a scored hand ended (R14-R16)."""

    KNOCK = "knock"
    UNDERCUT = "undercut"
    GIN = "gin"
    BIG_GIN = "big gin"


@dataclass(frozen=True, slots=True)
class HandDealt:
    """A hand was dealt: ten cards each, ``upcard`` turned face up (R9)."""

    number: int
    dealer: Seat
    non_dealer: Seat
    upcard: Card
    knock_limit: int


@dataclass(frozen=True, slots=True)
class UpcardTaken:
    """``seat`` took the first upcard (R12)."""

    seat: Seat
    card: Card


@dataclass(frozen=True, slots=True)
class UpcardPassed:
    """``seat`` declined the first upcard (R12)."""

    seat: Seat
    card: Card


@dataclass(frozen=True, slots=True)
class StockDrawn:
    """``seat`` drew from the stock; ``card`` is ``None`` in views of the other side."""

    seat: Seat
    card: Card | None
    stock_left: int


@dataclass(frozen=True, slots=True)
class DiscardDrawn:
    """``seat`` took the top of the discard pile (public, R20's view rule)."""

    seat: Seat
    card: Card


@dataclass(frozen=True, slots=True)
class Discarded:
    """``seat`` discarded ``card``."""

    seat: Seat
    card: Card


@dataclass(frozen=True, slots=True)
class Knocked:
    """``seat`` knocked (R13), discarding ``discard`` (``None``: big gin)."""

    seat: Seat
    discard: Card | None
    arrangement: Arrangement
    gin: bool


@dataclass(frozen=True, slots=True)
class LaidDown:
    """The defender laid down ``arrangement`` and laid off ``layoffs`` (R13)."""

    seat: Seat
    arrangement: Arrangement
    layoffs: tuple[LaidOffCard, ...]


@dataclass(frozen=True, slots=True)
class HandScored:
    """A hand was won by ``winner`` for ``points`` (R14-R16)."""

    winner: Seat
    loser: Seat
    points: int
    outcome: Outcome
    knocker: Seat
    knocker_deadwood: int
    defender_deadwood: int


@dataclass(frozen=True, slots=True)
class HandDead:
    """Only two cards were left in the stock and nobody knocked (R17)."""

    stock_left: int


@dataclass(frozen=True, slots=True)
class RolesSet:
    """The roles for the next hand (R7, R8); ``roles`` is empty in classic gin."""

    roles: tuple[tuple[Seat, Role], ...]
    reason: str


@dataclass(frozen=True, slots=True)
class MatchWon:
    """``winner`` reached the target (R19); ``totals`` are the final scores."""

    winner: Seat
    totals: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class GameWon:
    """Game ``number`` of a two-player match was won by ``winner`` (C2-C5).

    ``final`` are both players' game totals with bonuses (the winner's
    doubled for a ``shutout``), ``line_bonuses`` each player's line bonus,
    and ``result`` the winner's final total minus the loser's.
    """

    number: int
    winner: Seat
    final: tuple[int, int]
    game_bonus: int
    line_bonuses: tuple[int, int]
    shutout: bool
    result: int


Event = (
    HandDealt
    | UpcardTaken
    | UpcardPassed
    | StockDrawn
    | DiscardDrawn
    | Discarded
    | Knocked
    | LaidDown
    | HandScored
    | GameWon
    | HandDead
    | RolesSet
    | MatchWon
)
