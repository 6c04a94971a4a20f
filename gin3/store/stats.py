"""Player statistics in a small SQLite database (standard library only).

Per player (a person, or a computer player of a level) and name (compared
without regard to case): matches finished, won and
abandoned, hands won in the box and as captain, gins, undercuts dealt and
suffered, points per hand, and how often the captain followed the sitter's
advice. The hand counts take every hand played to its end, in finished and
abandoned matches alike; every player of a recorded match is listed. The
decisions each player took back (undo, :mod:`gin3.engine.undo`) are counted
from the matches too.

A finished match is recorded from its :class:`~gin3.engine.Match`; its id is
a hash of its record, so recording the same match twice counts it once. A
match left unfinished (another match replaced it) is recorded as abandoned,
under its *origin* (a hash of its players, seed, mode and rules): abandoning
it again later replaces the older record, and finishing it turns the
abandoned record into a finished one, so one match is never counted twice.

Two-player gin is scored in games (C2-C6): per player, the games finished
in their matches, won, the summed results (C5) and the shutouts won (C4).
:meth:`Statistics.summary` with a :class:`~gin3.engine.Mode` keeps the
figures of two-player and chouette matches apart.

People and computer players are kept apart: the person "Ana" and the
computer player "Ana" of level ``hard`` have a row each (``level``: ``None``
for a person). The recording methods take each seat's level from the
session; a seat without one is a person.

The schema is versioned with ``PRAGMA user_version`` and created on first
use; older files are migrated in place (version 1's matches are all
finished; before version 3 no game was counted, before version 4 no undo,
so those figures start at 0; before version 5 nobody was known to be a
computer player, so every older row stays a person's, its figures whole).
A damaged database, or one from a newer gin3, is moved aside (never
deleted) and a fresh one started: statistics must never stop a game.
"""

from __future__ import annotations

import contextlib
import os
import sqlite3
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path

from gin3.engine import Match, Mode
from gin3.store.counts import COUNTS as _COUNTS
from gin3.store.counts import match_results as _match_results
from gin3.store.errors import StatsError
from gin3.store.identity import match_id, match_origin
from gin3.store.saves import move_aside
from gin3.store.statshistory import PlayerHistory, read_history
from gin3.store.statsschema import MIGRATIONS, PERSON, SCHEMA, SCHEMA_VERSION, missing_columns
from gin3.store.texts import MESSAGES

__all__ = [
    "PERSON",
    "SCHEMA_VERSION",
    "PlayerHistory",
    "PlayerStats",
    "Statistics",
    "StatsError",
    "match_id",
    "match_origin",
]

# The summary's columns after the counts, in order.
_AFTER_COUNTS = ("advice_offered", "advice_followed", "matches_abandoned")

# Result codes that mean the file itself is bad, as opposed to locked or full.
_DAMAGED_CODES = {sqlite3.SQLITE_CORRUPT, sqlite3.SQLITE_NOTADB}


@dataclass(frozen=True, slots=True)
class PlayerStats:
    """One player's line in the statistics window.

    ``hands_played`` counts every hand played to its end in the player's
    matches, finished or abandoned (dead hands, and hands sat out, included),
    so ``points_per_hand`` compares fairly between players of the same matches. Gins include big gins.
    """

    name: str
    matches_played: int = 0
    """Finished matches only; abandoned ones are ``matches_abandoned``."""
    matches_won: int = 0
    hands_played: int = 0
    hands_won: int = 0
    hands_won_in_box: int = 0
    hands_won_as_captain: int = 0
    gins: int = 0
    undercuts_dealt: int = 0
    undercuts_suffered: int = 0
    points: int = 0
    advice_offered: int = 0
    advice_followed: int = 0
    games: int = 0
    """Two-player games over in the player's matches (C2; three a Hollywood match)."""
    games_won: int = 0
    game_result: int = 0
    """The summed results of those games: won ``+result``, lost ``-result`` (C5)."""
    shutouts: int = 0
    """Games the player won by a shutout (C4)."""
    undos: int = 0
    """Decisions the player took back (each undo once), in finished and abandoned matches."""
    matches_abandoned: int = 0
    level: str | None = None
    """``None`` for a person; a computer player's level (its figures are its own)."""

    @property
    def points_per_hand(self) -> float:
        """Points scored per hand played (0.0 before any hand)."""
        return self.points / self.hands_played if self.hands_played else 0.0

    @property
    def advice_followed_share(self) -> float | None:
        """The share of the sitter's suggestions this player followed as captain, or ``None``."""
        return self.advice_followed / self.advice_offered if self.advice_offered else None


def _key(name: str) -> str:
    return name.strip().casefold()


def _level(levels: Sequence[str | None], seat: int) -> str:
    """The ``level`` column of seat ``seat``: its computer level, or :data:`PERSON`."""
    return (levels[seat] if seat < len(levels) else None) or PERSON


class Statistics:
    """The statistics database at ``path`` (the GUI passes a file in AppDataLocation).

    Creating it never raises; it opens the file (see :meth:`open`) unless
    ``open_now`` is false: a GUI creates it on its own thread without touching
    the file (which another process may hold locked for up to ``timeout``
    seconds) and calls :meth:`open` on a background thread. Methods raise
    :class:`StatsError` only when the disk refuses (locked longer than
    ``timeout`` seconds by another gin3, read-only, full).
    """

    def __init__(self, path: str | os.PathLike[str], *, timeout: float = 5.0, open_now: bool = True) -> None:
        self.path = Path(path)
        self.timeout = timeout
        self.kept_as: Path | None = None
        self.notice: str | None = None
        if open_now:
            self.open()

    # -- public ----------------------------------------------------------------

    def open(self) -> None:
        """Create, migrate or check the file; never raises.

        A damaged, foreign or too-new database is moved aside and a fresh one
        created; ``notice`` then holds a sentence for the player and
        ``kept_as`` the old file's new name (``notice`` also reports a file
        that could not be opened at all: locked, or in a folder that cannot be
        made). It may wait up to ``timeout`` seconds for another process's lock.
        """
        try:
            with self._connect():
                pass
        except StatsError as exc:
            # The app starts anyway; each later call tries again and raises if it still fails.
            self.notice = str(exc)

    def record_match(self, match: Match, levels: Sequence[str | None] = ()) -> bool:
        """Count a finished match; returns ``False`` if it was already counted.

        ``levels``: each seat's computer level, ``None`` for a person (a seat
        left out is a person's). An abandoned record of the same match (see
        :meth:`record_abandoned`) gives way to it. Raises :class:`ValueError`
        for a match that is not over.
        """
        if not match.is_over:
            raise ValueError("only a finished match can be recorded in the statistics")
        origin = match_origin(match)
        with self._connect() as db:
            if db.execute("SELECT 1 FROM matches WHERE id = ?", (match_id(match),)).fetchone():
                return False
            self._forget_abandoned(db, origin)
            self._insert(db, match, origin, levels, finished=True)
        return True

    def record_abandoned(self, match: Match, levels: Sequence[str | None] = ()) -> bool:
        """Count ``match``, left unfinished, as abandoned, with the hands played to their end
        (``levels`` as for :meth:`record_match`).

        Returns ``False`` (and counts nothing) when the match is over, has no
        action yet, or was finished before (its finished record stands). An
        older abandoned record of the same match is replaced.
        """
        if match.is_over or not match.actions:
            return False
        origin = match_origin(match)
        with self._connect() as db:
            if db.execute("SELECT 1 FROM matches WHERE origin = ? AND finished = 1", (origin,)).fetchone():
                return False
            self._forget_abandoned(db, origin)
            self._insert(db, match, origin, levels, finished=False)
        return True

    def record_advice(self, name: str, followed: bool, level: str | None = None) -> None:
        """Count one decision of captain ``name`` (a computer player of ``level``, ``None`` for
        a person) for which the sitter had a suggestion."""
        with self._connect() as db:
            self._remember(db, name, level or PERSON)
            db.execute(
                "INSERT INTO advice (player, level, offered, followed) VALUES (?, ?, 1, ?) "
                "ON CONFLICT (player, level) DO UPDATE "
                "SET offered = offered + 1, followed = followed + excluded.followed",
                (_key(name), level or PERSON, int(followed)),
            )

    def summary(self, mode: Mode | None = None) -> list[PlayerStats]:
        """Every player's statistics, most matches won first, then by name (a person and a
        computer player of the same name each have their own).

        With ``mode``, only the matches of that kind, and only the players who
        played one (the sitter's advice is chouette's: 0 for two-player gin).
        """
        sums = ", ".join(f"COALESCE(SUM(r.{c}), 0)" for c in _COUNTS)
        advice = "0, 0" if mode is Mode.CLASSIC else "COALESCE(a.offered, 0), COALESCE(a.followed, 0)"
        query = f"""
            SELECT p.name, COALESCE(SUM(r.finished), 0), COALESCE(SUM(r.won), 0), {sums},
                   {advice},
                   COUNT(r.match_id) - COALESCE(SUM(r.finished), 0),
                   NULLIF(p.level, '')
            FROM players p
            LEFT JOIN (
                SELECT results.*, matches.finished FROM results
                JOIN matches ON matches.id = results.match_id
                WHERE :mode IS NULL OR matches.mode = :mode
            ) r ON r.player = p.player AND r.level = p.level
            LEFT JOIN advice a ON a.player = p.player AND a.level = p.level
            GROUP BY p.player, p.level
            HAVING :mode IS NULL OR COUNT(r.match_id) > 0
        """
        with self._connect() as db:
            rows = db.execute(query, {"mode": None if mode is None else mode.value}).fetchall()
        names = ("name", "matches_played", "matches_won", *_COUNTS, *_AFTER_COUNTS, "level")
        found = [PlayerStats(**dict(zip(names, row, strict=True))) for row in rows]
        return sorted(
            found, key=lambda s: (-s.matches_won, -s.matches_played, s.name.casefold(), s.level or "")
        )

    def history(self) -> list[PlayerHistory]:
        """Every player's matches in the order they were counted (:mod:`gin3.store.statshistory`),
        people first."""
        with self._connect() as db:
            return read_history(db)

    def reset(self) -> None:
        """Forget everything (the GUI asks the player first)."""
        with self._connect() as db:
            for table in ("results", "advice", "matches", "players"):
                db.execute(f"DELETE FROM {table}")

    # -- the database ------------------------------------------------------------

    def _insert(
        self,
        db: sqlite3.Connection,
        match: Match,
        origin: str,
        levels: Sequence[str | None],
        *,
        finished: bool,
    ) -> None:
        ident = match_id(match)
        now = datetime.now(UTC).strftime("%Y-%m-%dT%H:%M:%SZ")
        db.execute(
            "INSERT INTO matches (id, recorded_at, mode, hands, finished, origin) VALUES (?, ?, ?, ?, ?, ?)",
            (ident, now, match.mode.value, len(match.hands), int(finished), origin),
        )
        results = _match_results(match)
        for seat in match.seats:
            name, level = match.players[seat], _level(levels, seat)
            self._remember(db, name, level)
            counts = results[seat]
            won = int(finished and match.winner == seat)
            db.execute(
                f"INSERT INTO results (match_id, player, level, won, {', '.join(_COUNTS)}) "
                f"VALUES (?, ?, ?, ?, {', '.join('?' * len(_COUNTS))})",
                (ident, _key(name), level, won, *(counts[c] for c in _COUNTS)),
            )

    @staticmethod
    def _forget_abandoned(db: sqlite3.Connection, origin: str) -> None:
        """Drop the abandoned record of the match ``origin`` names, if any."""
        query = "SELECT id FROM matches WHERE origin = ? AND finished = 0"
        old = [row[0] for row in db.execute(query, (origin,))]
        for ident in old:
            db.execute("DELETE FROM results WHERE match_id = ?", (ident,))
            db.execute("DELETE FROM matches WHERE id = ?", (ident,))

    @staticmethod
    def _remember(db: sqlite3.Connection, name: str, level: str) -> None:
        db.execute(
            "INSERT INTO players (player, level, name) VALUES (?, ?, ?) "
            "ON CONFLICT (player, level) DO UPDATE SET name = excluded.name",
            (_key(name), level, name.strip()),
        )

    @contextlib.contextmanager
    def _connect(self) -> Iterator[sqlite3.Connection]:
        """A connection in a transaction: committed on success, rolled back on error.

        One connection per call keeps no file open between games and lets two
        gin3 windows share the file; the cost is well under a millisecond.
        """
        try:
            db = self._open()
        except OSError as exc:  # the folder cannot be created
            raise self._failed(exc) from exc
        except sqlite3.DatabaseError as exc:
            if not _is_damage(exc):
                raise self._failed(exc) from exc
            self._recover(str(exc))
            try:
                db = self._open()
            except (OSError, sqlite3.Error) as again:
                raise self._failed(again) from again
        try:
            with db:
                yield db
        except sqlite3.DatabaseError as exc:
            if _is_damage(exc):
                # Damaged while open: keep the bad file and start fresh for next time.
                db.close()
                self._recover(str(exc))
            raise self._failed(exc) from exc
        finally:
            db.close()

    def _open(self) -> sqlite3.Connection:
        self.path.parent.mkdir(parents=True, exist_ok=True)
        db = sqlite3.connect(self.path, timeout=self.timeout)
        try:
            version = db.execute("PRAGMA user_version").fetchone()[0]
            if version == 0:
                tables = db.execute("SELECT COUNT(*) FROM sqlite_master").fetchone()[0]
                if tables:
                    raise _Foreign("the file holds tables that are not gin3's statistics")
                db.executescript(f"BEGIN; {SCHEMA} PRAGMA user_version = {SCHEMA_VERSION}; COMMIT;")
            elif version > SCHEMA_VERSION:
                raise _Foreign(f"it was written by a newer gin3 (schema version {version})")
            elif 1 <= version < SCHEMA_VERSION:  # keep the statistics of older gin3s
                steps = "".join(MIGRATIONS[version - 1 :])
                db.executescript(f"BEGIN; {steps} PRAGMA user_version = {SCHEMA_VERSION}; COMMIT;")
            elif version < SCHEMA_VERSION:
                raise _Foreign(f"unknown schema version {version}")
            missing = missing_columns(db)
            if missing:  # gin3's version number on tables that are not gin3's
                raise _Foreign(f"the file lacks the statistics' {', '.join(missing)}")
            problem = db.execute("PRAGMA quick_check").fetchone()[0]
            if problem != "ok":
                raise _Foreign(f"integrity check failed: {problem}")
            db.execute("PRAGMA foreign_keys = ON")
        except BaseException:
            db.close()
            raise
        return db

    def _recover(self, error: str) -> None:
        try:
            kept = move_aside(self.path)
        except OSError as exc:
            raise self._failed(exc) from exc
        # A journal left beside the bad file would be replayed into the fresh one.
        for suffix in ("-journal", "-wal", "-shm"):
            companion = self.path.with_name(self.path.name + suffix)
            if companion.exists():
                with contextlib.suppress(OSError):
                    os.replace(companion, kept.with_name(kept.name + suffix))
        self.kept_as = kept
        self.notice = MESSAGES["stats_damaged"].format(error=error, kept_as=kept)

    def _failed(self, exc: BaseException) -> StatsError:
        return StatsError(MESSAGES["stats_failed"].format(path=self.path, error=exc))


class _Foreign(sqlite3.DatabaseError):
    """The file is a database, but not one this gin3 can use: treat it as damaged."""


def _is_damage(exc: sqlite3.DatabaseError) -> bool:
    # Only a verdict about the file itself counts: a lock, a full disk or a
    # programming error must never move a good database aside.
    return isinstance(exc, _Foreign) or getattr(exc, "sqlite_errorcode", None) in _DAMAGED_CODES
