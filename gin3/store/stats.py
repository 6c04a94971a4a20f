"""Player statistics in a small SQLite database (standard library only).

Per player name (compared without regard to case): matches finished, won and
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

The schema is versioned with ``PRAGMA user_version`` and created on first
use; older files are migrated in place (version 1's matches are all
finished; before version 3 no game was counted, before version 4 no undo,
so those figures start at 0).
A damaged database, or one from a newer gin3, is moved aside (never
deleted) and a fresh one started: statistics must never stop a game.
"""

from __future__ import annotations

import contextlib
import os
import sqlite3
from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path

from gin3.engine import Match, Mode
from gin3.store.counts import COUNTS as _COUNTS
from gin3.store.counts import match_results as _match_results
from gin3.store.errors import StatsError
from gin3.store.identity import match_id, match_origin
from gin3.store.saves import move_aside
from gin3.store.texts import MESSAGES
from gin3.values import value_class

__all__ = ["SCHEMA_VERSION", "PlayerStats", "Statistics", "StatsError", "match_id", "match_origin"]

SCHEMA_VERSION = 4

_SCHEMA = """
CREATE TABLE players (
    player TEXT PRIMARY KEY,            -- the name, casefolded
    name TEXT NOT NULL                  -- the name as last written
);
CREATE TABLE matches (
    id TEXT PRIMARY KEY,                -- sha256 of the match record
    recorded_at TEXT NOT NULL,
    mode TEXT NOT NULL,
    hands INTEGER NOT NULL,
    finished INTEGER NOT NULL DEFAULT 1, -- 0: abandoned unfinished (added in version 2)
    origin TEXT                         -- match_origin(); NULL for matches from version 1
);
CREATE TABLE results (
    match_id TEXT NOT NULL REFERENCES matches(id),
    player TEXT NOT NULL REFERENCES players(player),
    won INTEGER NOT NULL,
    hands_played INTEGER NOT NULL,
    hands_won INTEGER NOT NULL,
    hands_won_in_box INTEGER NOT NULL,
    hands_won_as_captain INTEGER NOT NULL,
    gins INTEGER NOT NULL,
    undercuts_dealt INTEGER NOT NULL,
    undercuts_suffered INTEGER NOT NULL,
    points INTEGER NOT NULL,
    games INTEGER NOT NULL DEFAULT 0,   -- two-player games over in the match (version 3)
    games_won INTEGER NOT NULL DEFAULT 0,
    game_result INTEGER NOT NULL DEFAULT 0, -- summed signed game results (C5)
    shutouts INTEGER NOT NULL DEFAULT 0,    -- games won by a shutout (C4)
    undos INTEGER NOT NULL DEFAULT 0,       -- decisions the player took back (version 4)
    PRIMARY KEY (match_id, player)
);
CREATE TABLE advice (
    player TEXT PRIMARY KEY REFERENCES players(player),
    offered INTEGER NOT NULL,
    followed INTEGER NOT NULL
);
"""

# Version 1 → 2: abandoned matches are kept apart from finished ones.
_MIGRATE_1_TO_2 = """
ALTER TABLE matches ADD COLUMN finished INTEGER NOT NULL DEFAULT 1;
ALTER TABLE matches ADD COLUMN origin TEXT;
"""

# Version 2 → 3: two-player games.
_MIGRATE_2_TO_3 = """
ALTER TABLE results ADD COLUMN games INTEGER NOT NULL DEFAULT 0;
ALTER TABLE results ADD COLUMN games_won INTEGER NOT NULL DEFAULT 0;
ALTER TABLE results ADD COLUMN game_result INTEGER NOT NULL DEFAULT 0;
ALTER TABLE results ADD COLUMN shutouts INTEGER NOT NULL DEFAULT 0;
"""

# Version 3 → 4: undos.
_MIGRATE_3_TO_4 = """
ALTER TABLE results ADD COLUMN undos INTEGER NOT NULL DEFAULT 0;
"""

# The summary's columns after the counts, in order.
_AFTER_COUNTS = ("advice_offered", "advice_followed", "matches_abandoned")

# Result codes that mean the file itself is bad, as opposed to locked or full.
_DAMAGED_CODES = {sqlite3.SQLITE_CORRUPT, sqlite3.SQLITE_NOTADB}


@value_class
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


class Statistics:
    """The statistics database at ``path`` (the GUI passes a file in AppDataLocation).

    Creating it never raises. A damaged or too-new database is moved aside
    and a fresh one created; ``notice`` then holds a sentence for the player
    and ``kept_as`` the old file's new name (``notice`` also reports a file
    that could not be opened at all). Methods raise
    :class:`StatsError` only when the disk refuses (locked longer than
    ``timeout`` seconds by another gin3, read-only, full).
    """

    def __init__(self, path: str | os.PathLike[str], *, timeout: float = 5.0) -> None:
        self.path = Path(path)
        self.timeout = timeout
        self.kept_as: Path | None = None
        self.notice: str | None = None
        try:
            with self._connect():
                pass
        except StatsError as exc:
            # The app starts anyway; each later call tries again and raises if it still fails.
            self.notice = str(exc)

    # -- public ----------------------------------------------------------------

    def record_match(self, match: Match) -> bool:
        """Count a finished match; returns ``False`` if it was already counted.

        An abandoned record of the same match (see :meth:`record_abandoned`)
        gives way to it. Raises :class:`ValueError` for a match that is not over.
        """
        if not match.is_over:
            raise ValueError("only a finished match can be recorded in the statistics")
        origin = match_origin(match)
        with self._connect() as db:
            if db.execute("SELECT 1 FROM matches WHERE id = ?", (match_id(match),)).fetchone():
                return False
            self._forget_abandoned(db, origin)
            self._insert(db, match, origin, finished=True)
        return True

    def record_abandoned(self, match: Match) -> bool:
        """Count ``match``, left unfinished, as abandoned, with the hands played to their end.

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
            self._insert(db, match, origin, finished=False)
        return True

    def record_advice(self, name: str, followed: bool) -> None:
        """Count one decision of captain ``name`` for which the sitter had a suggestion."""
        with self._connect() as db:
            self._remember(db, name)
            db.execute(
                "INSERT INTO advice (player, offered, followed) VALUES (?, 1, ?) "
                "ON CONFLICT (player) DO UPDATE "
                "SET offered = offered + 1, followed = followed + excluded.followed",
                (_key(name), int(followed)),
            )

    def summary(self, mode: Mode | None = None) -> list[PlayerStats]:
        """Every player's statistics, most matches won first, then by name.

        With ``mode``, only the matches of that kind, and only the players who
        played one (the sitter's advice is chouette's: 0 for two-player gin).
        """
        sums = ", ".join(f"COALESCE(SUM(r.{c}), 0)" for c in _COUNTS)
        advice = "0, 0" if mode is Mode.CLASSIC else "COALESCE(a.offered, 0), COALESCE(a.followed, 0)"
        query = f"""
            SELECT p.name, COALESCE(SUM(r.finished), 0), COALESCE(SUM(r.won), 0), {sums},
                   {advice},
                   COUNT(r.match_id) - COALESCE(SUM(r.finished), 0)
            FROM players p
            LEFT JOIN (
                SELECT results.*, matches.finished FROM results
                JOIN matches ON matches.id = results.match_id
                WHERE :mode IS NULL OR matches.mode = :mode
            ) r ON r.player = p.player
            LEFT JOIN advice a ON a.player = p.player
            GROUP BY p.player
            HAVING :mode IS NULL OR COUNT(r.match_id) > 0
        """
        with self._connect() as db:
            rows = db.execute(query, {"mode": None if mode is None else mode.value}).fetchall()
        names = ("name", "matches_played", "matches_won", *_COUNTS, *_AFTER_COUNTS)
        found = [PlayerStats(**dict(zip(names, row, strict=True))) for row in rows]
        return sorted(found, key=lambda s: (-s.matches_won, -s.matches_played, s.name.casefold()))

    def reset(self) -> None:
        """Forget everything (the GUI asks the player first)."""
        with self._connect() as db:
            for table in ("results", "advice", "matches", "players"):
                db.execute(f"DELETE FROM {table}")

    # -- the database ------------------------------------------------------------

    def _insert(self, db: sqlite3.Connection, match: Match, origin: str, *, finished: bool) -> None:
        ident = match_id(match)
        now = datetime.now(UTC).strftime("%Y-%m-%dT%H:%M:%SZ")
        db.execute(
            "INSERT INTO matches (id, recorded_at, mode, hands, finished, origin) VALUES (?, ?, ?, ?, ?, ?)",
            (ident, now, match.mode.value, len(match.hands), int(finished), origin),
        )
        results = _match_results(match)
        for seat in match.seats:
            name = match.players[seat]
            self._remember(db, name)
            counts = results[seat]
            won = int(finished and match.winner == seat)
            db.execute(
                f"INSERT INTO results (match_id, player, won, {', '.join(_COUNTS)}) "
                f"VALUES (?, ?, ?, {', '.join('?' * len(_COUNTS))})",
                (ident, _key(name), won, *(counts[c] for c in _COUNTS)),
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
    def _remember(db: sqlite3.Connection, name: str) -> None:
        db.execute(
            "INSERT INTO players (player, name) VALUES (?, ?) "
            "ON CONFLICT (player) DO UPDATE SET name = excluded.name",
            (_key(name), name.strip()),
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
                db.executescript(f"BEGIN; {_SCHEMA} PRAGMA user_version = {SCHEMA_VERSION}; COMMIT;")
            elif version > SCHEMA_VERSION:
                raise _Foreign(f"it was written by a newer gin3 (schema version {version})")
            elif version in (1, 2, 3):  # keep the statistics of older gin3s
                steps = "".join((_MIGRATE_1_TO_2, _MIGRATE_2_TO_3, _MIGRATE_3_TO_4)[version - 1 :])
                db.executescript(f"BEGIN; {steps} PRAGMA user_version = {SCHEMA_VERSION}; COMMIT;")
            elif version < SCHEMA_VERSION:
                raise _Foreign(f"unknown schema version {version}")
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
