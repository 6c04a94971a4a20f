"""The statistics database's schema (:mod:`gin3.store.stats`) and its migrations.

``PRAGMA user_version`` says the version of a file; :data:`MIGRATIONS` bring
an older file to :data:`SCHEMA_VERSION` in place, step by step, keeping every
figure it holds.
"""

from __future__ import annotations

import functools
import sqlite3

from gin3.store.counts import COUNTS as _COUNTS

__all__ = ["MIGRATIONS", "PERSON", "SCHEMA", "SCHEMA_VERSION", "missing_columns"]

SCHEMA_VERSION = 5

PERSON = ""
"""The ``level`` column's value for a person (a computer player's holds its level)."""

_PLAYERS = """
CREATE TABLE players (
    player TEXT NOT NULL,               -- the name, casefolded
    level TEXT NOT NULL DEFAULT '',     -- '': a person; else the computer player's level (version 5)
    name TEXT NOT NULL,                 -- the name as last written
    PRIMARY KEY (player, level)
);"""

_RESULTS_AND_ADVICE = """
CREATE TABLE results (
    match_id TEXT NOT NULL REFERENCES matches(id),
    player TEXT NOT NULL,
    level TEXT NOT NULL DEFAULT '',
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
    PRIMARY KEY (match_id, player),         -- the names of a match differ
    FOREIGN KEY (player, level) REFERENCES players(player, level)
);
CREATE TABLE advice (
    player TEXT NOT NULL,
    level TEXT NOT NULL DEFAULT '',
    offered INTEGER NOT NULL,
    followed INTEGER NOT NULL,
    PRIMARY KEY (player, level),
    FOREIGN KEY (player, level) REFERENCES players(player, level)
);"""

SCHEMA = (
    _PLAYERS
    + """
CREATE TABLE matches (
    id TEXT PRIMARY KEY,                -- sha256 of the match record
    recorded_at TEXT NOT NULL,
    mode TEXT NOT NULL,
    hands INTEGER NOT NULL,
    finished INTEGER NOT NULL DEFAULT 1, -- 0: abandoned unfinished (added in version 2)
    origin TEXT                         -- match_origin(); NULL for matches from version 1
);
"""
    + _RESULTS_AND_ADVICE
)

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

# Version 4 → 5: people and computer players apart. Every older row was a person's as far
# as anyone knows: each keeps its figures whole, as a person's (level '').
_COPIED_RESULTS = ", ".join(("match_id", "player", "won", *_COUNTS))
_MIGRATE_4_TO_5 = f"""
ALTER TABLE advice RENAME TO advice_v4;
ALTER TABLE results RENAME TO results_v4;
ALTER TABLE players RENAME TO players_v4;
{_PLAYERS}
{_RESULTS_AND_ADVICE}
INSERT INTO players (player, level, name) SELECT player, '', name FROM players_v4;
INSERT INTO results ({_COPIED_RESULTS}, level) SELECT {_COPIED_RESULTS}, '' FROM results_v4;
INSERT INTO advice (player, level, offered, followed) SELECT player, '', offered, followed FROM advice_v4;
DROP TABLE advice_v4;
DROP TABLE results_v4;
DROP TABLE players_v4;
"""

MIGRATIONS = (_MIGRATE_1_TO_2, _MIGRATE_2_TO_3, _MIGRATE_3_TO_4, _MIGRATE_4_TO_5)
"""The steps from version 1 to :data:`SCHEMA_VERSION`: a file of version ``v`` runs ``MIGRATIONS[v - 1:]``."""


def _columns(db: sqlite3.Connection) -> dict[str, set[str]]:
    tables = [row[0] for row in db.execute("SELECT name FROM sqlite_master WHERE type = 'table'")]
    return {t: {row[1] for row in db.execute(f'PRAGMA table_info("{t}")')} for t in tables}


@functools.cache
def _schema_columns() -> dict[str, set[str]]:
    """Each table of the statistics and its columns, as :data:`SCHEMA` makes them."""
    db = sqlite3.connect(":memory:")
    try:
        db.executescript(SCHEMA)
        return _columns(db)
    finally:
        db.close()


def missing_columns(db: sqlite3.Connection) -> list[str]:
    """The tables (``"players"``) and columns (``"players.level"``) of the statistics that the
    database at hand lacks; nothing for a file of this gin3's."""
    have = _columns(db)
    missing = []
    for table, columns in _schema_columns().items():
        if table not in have:
            missing.append(table)
        else:
            missing += [f"{table}.{c}" for c in sorted(columns - have[table])]
    return missing
