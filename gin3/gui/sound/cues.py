"""The sound cues and which move sounds like which: a pure mapping, no Qt, no audio."""

from __future__ import annotations

from collections.abc import Iterable
from enum import Enum

from gin3.engine import (
    DiscardDrawn,
    Discarded,
    Event,
    HandDealt,
    HandScored,
    Knocked,
    MatchWon,
    Outcome,
    StockDrawn,
    UpcardTaken,
)

__all__ = ["Cue", "cue_for"]


class Cue(Enum):
    """A short sound the table plays for a move (issue 20)."""

    DEAL = "deal"
    DRAW = "draw"
    DISCARD = "discard"
    KNOCK = "knock"
    GIN = "gin"
    MATCH_WON = "match won"


# One move can bring several events (a gin that ends the match: Knocked, HandScored,
# MatchWon); the table plays the one that matters most, so sounds never pile up.
_RANK = (Cue.MATCH_WON, Cue.GIN, Cue.KNOCK, Cue.DEAL, Cue.DISCARD, Cue.DRAW)


def _cue(event: Event) -> Cue | None:
    if isinstance(event, MatchWon):
        return Cue.MATCH_WON
    if isinstance(event, Knocked):
        return Cue.GIN if event.gin else Cue.KNOCK
    if isinstance(event, HandScored) and event.outcome in (Outcome.GIN, Outcome.BIG_GIN):
        return Cue.GIN
    if isinstance(event, HandDealt):
        return Cue.DEAL
    if isinstance(event, Discarded):
        return Cue.DISCARD
    if isinstance(event, StockDrawn | DiscardDrawn | UpcardTaken):
        return Cue.DRAW
    return None  # a pass, a lay-down, the roles, a dead hand: no sound


def cue_for(events: Iterable[Event]) -> Cue | None:
    """The one cue for the events of one move, or ``None`` for a move that makes no sound."""
    found = {cue for cue in map(_cue, events) if cue is not None}
    return next((cue for cue in _RANK if cue in found), None)
