"""Each player's matches in the order they were counted: the statistics window's pictures.

From the rows :mod:`gin3.store.stats` keeps (no column of its own, so no
schema change): per player (a person, or a computer player of a level) the
finished and abandoned matches, oldest first, with the match's kind, whether
the player won it, their points and hands, gins and undercuts, and who they
played against. :class:`PlayerHistory` turns them into the window's figures:
the win rate per kind of game and per opponent level, the current and best
streak of matches won, points per hand over the last matches, gins and
undercuts per hundred hands.

Matches are in the order they were counted (SQLite's ``rowid``: a match
finished after being counted as abandoned takes its place at its end).
"""

from __future__ import annotations

import sqlite3
from dataclasses import dataclass

from gin3.store.statsschema import PERSON

__all__ = ["MIXED", "PEOPLE", "MatchLine", "PlayerHistory", "read_history"]

PEOPLE = "people"
"""The opponents of a match without computer players."""

MIXED = "mixed"
"""The opponents of a match against computer players of several levels."""

_QUERY = """
    SELECT r.player, r.level, p.name, m.mode, m.finished, r.won, r.points, r.hands_played,
           r.gins, r.undercuts_dealt, r.undercuts_suffered,
           (SELECT group_concat(DISTINCT o.level) FROM results o
            WHERE o.match_id = r.match_id AND o.player != r.player AND o.level != '') AS opponents
    FROM results r
    JOIN matches m ON m.id = r.match_id
    JOIN players p ON p.player = r.player AND p.level = r.level
    ORDER BY m.rowid
"""


@dataclass(frozen=True, slots=True)
class MatchLine:
    """One match of one player."""

    mode: str
    """The kind of game (:class:`~gin3.engine.Mode`'s value)."""
    finished: bool
    won: bool
    points: int
    hands: int
    """Hands played to their end."""
    gins: int
    undercuts_dealt: int
    undercuts_suffered: int
    opponents: str
    """The computer level the player met (:data:`PEOPLE` without one, :data:`MIXED` for several)."""

    @property
    def points_per_hand(self) -> float:
        return self.points / self.hands if self.hands else 0.0


@dataclass(frozen=True, slots=True)
class PlayerHistory:
    """One player's matches, oldest first, and the figures drawn from them."""

    name: str
    level: str | None
    """``None`` for a person; a computer player's level."""
    matches: tuple[MatchLine, ...]

    @property
    def finished(self) -> tuple[MatchLine, ...]:
        return tuple(m for m in self.matches if m.finished)

    def win_rate(self, mode: str | None = None) -> tuple[int, int]:
        """``(won, finished)`` matches, of the kind ``mode`` (every kind with ``None``)."""
        shown = [m for m in self.finished if mode is None or m.mode == mode]
        return sum(m.won for m in shown), len(shown)

    def win_rates_by_opponents(self) -> dict[str, tuple[int, int]]:
        """``(won, finished)`` per opponent level (:data:`PEOPLE`, a level, :data:`MIXED`)."""
        rates: dict[str, tuple[int, int]] = {}
        for m in self.finished:
            won, played = rates.get(m.opponents, (0, 0))
            rates[m.opponents] = (won + m.won, played + 1)
        return rates

    @property
    def current_streak(self) -> int:
        """Matches won in a row up to the last finished one (0 after a loss)."""
        streak = 0
        for m in reversed(self.finished):
            if not m.won:
                break
            streak += 1
        return streak

    @property
    def best_streak(self) -> int:
        """The most matches won in a row."""
        best = run = 0
        for m in self.finished:
            run = run + 1 if m.won else 0
            best = max(best, run)
        return best

    def recent(self, count: int) -> tuple[MatchLine, ...]:
        """The last ``count`` finished matches, oldest first."""
        return self.finished[-count:] if count > 0 else ()

    def per_hundred_hands(self) -> tuple[float, float, float] | None:
        """Gins, undercuts dealt and undercuts suffered per 100 hands played to their end, in
        finished and abandoned matches (as the tables count them); ``None`` before any hand."""
        hands = sum(m.hands for m in self.matches)
        if not hands:
            return None
        gins = sum(m.gins for m in self.matches)
        dealt = sum(m.undercuts_dealt for m in self.matches)
        suffered = sum(m.undercuts_suffered for m in self.matches)
        return 100 * gins / hands, 100 * dealt / hands, 100 * suffered / hands


def read_history(db: sqlite3.Connection) -> list[PlayerHistory]:
    """Every player's matches from the statistics database ``db`` (people first, then computer
    players, each by name)."""
    lines: dict[tuple[str, str], list[MatchLine]] = {}
    names: dict[tuple[str, str], str] = {}
    for row in db.execute(_QUERY):
        player, level, name, mode, finished, won, points, hands, gins, dealt, suffered, met = row
        levels = [lv for lv in (met or "").split(",") if lv]
        opponents = PEOPLE if not levels else levels[0] if len(levels) == 1 else MIXED
        key = (player, level)
        names[key] = name
        lines.setdefault(key, []).append(
            MatchLine(mode, bool(finished), bool(won), points, hands, gins, dealt, suffered, opponents)
        )
    found = [
        PlayerHistory(names[key], None if key[1] == PERSON else key[1], tuple(matches))
        for key, matches in lines.items()
    ]
    return sorted(found, key=lambda h: (h.level is not None, h.name.casefold(), h.level or ""))
