"""A game at the table without Qt: the match, who sits where, the stage, hot-seat and advice.

:class:`Session` owns the :class:`~gin3.engine.Match` and applies every
move; subscribers (the autosave, the statistics, the GUI's controller)
hear about each change as a :mod:`~gin3.session.notices` record.
:class:`Thinker` runs the computer players and the advisor in a process of
their own. Nothing here imports Qt: the session is tested without a
QApplication.

The match summary is imported on first use: a table at start-up needs none.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from gin3.lazy import lazy_names
from gin3.session.advice import Advice, AdviceTally, same_move, tallies_from_json
from gin3.session.handoff import needs_handoff, side_in, sides_with_people
from gin3.session.keepers import AutosaveKeeper, StatisticsKeeper
from gin3.session.notices import (
    AdviceChanged,
    AdviceCounted,
    MatchAbandoned,
    MatchStarted,
    Notice,
    Played,
    TableChanged,
    Undone,
)
from gin3.session.refusals import SessionRefusal
from gin3.session.scripted import scripted_move
from gin3.session.seats import SeatSetup, default_level, offered_levels, seats_from_app
from gin3.session.session import Session, Stage, TableState
from gin3.session.thinking import PlayerKey, Thinker, new_table, shared_thinker
from gin3.session.watch import AUTOSAVE, STATISTICS, WriteWatch
from gin3.session.writer import BackgroundWriter, InlineWriter, Writer

if TYPE_CHECKING:
    from gin3.session.summary import MatchSummary, PlayerSummary, match_summary

__all__ = [
    "AUTOSAVE",
    "STATISTICS",
    "Advice",
    "AdviceChanged",
    "AdviceCounted",
    "AdviceTally",
    "AutosaveKeeper",
    "BackgroundWriter",
    "InlineWriter",
    "MatchAbandoned",
    "MatchStarted",
    "MatchSummary",
    "Notice",
    "Played",
    "PlayerKey",
    "PlayerSummary",
    "SeatSetup",
    "Session",
    "SessionRefusal",
    "Stage",
    "StatisticsKeeper",
    "TableChanged",
    "TableState",
    "Thinker",
    "Undone",
    "WriteWatch",
    "Writer",
    "default_level",
    "match_summary",
    "needs_handoff",
    "new_table",
    "offered_levels",
    "same_move",
    "scripted_move",
    "seats_from_app",
    "shared_thinker",
    "side_in",
    "sides_with_people",
    "tallies_from_json",
]

_LAZY = dict.fromkeys(("MatchSummary", "PlayerSummary", "match_summary"), "gin3.session.summary")

__getattr__ = lazy_names(__name__, _LAZY)
