"""gin3's files: saved matches, the exported game log and player statistics.

Standard library and :mod:`gin3.engine` only, never Qt: the GUI passes in
the folders (from QStandardPaths) and shows the messages. Every problem with
a file the player did not write by hand is a :class:`~gin3.engine.SaveFileError`
or :class:`StatsError` whose message is a sentence for the player.

How the GUI uses it::

    folder = Path(QStandardPaths.writableLocation(QStandardPaths.AppDataLocation))
    autosave = Autosave(folder)
    stats = Statistics(folder / "statistics.sqlite3")   # never raises on a bad file
    if stats.notice:                                     # the old file was damaged
        show(stats.notice)

    try:                                                 # at start-up
        pending = autosave.pending()                     # PendingMatch | None
    except SaveFileError as exc:                         # moved aside, or unreadable and held
        show(str(exc)); pending = None
    if pending and ask_resume(pending):                  # names, totals, hand, saved_at
        match = autosave.load()                          # pending.app: the seats' levels

    autosave.save(match, {"levels": levels})             # after every action
    if match.is_over:                                    # save() has cleared the autosave
        stats.record_match(match)
    autosave.clear()                                     # the player abandons the match

    stats.record_advice(captain_name, followed=True)     # each captain decision with advice
    save_match_file(path, match, app) / open_match_file(path)   # File > Save / Open
    write_atomic(path, export_log(match))                # File > Export log

The statistics (a SQLite database), the match ids and the game log are
imported on first use: the table at start-up needs the autosave alone.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from gin3.lazy import lazy_names
from gin3.store.autosave import Autosave
from gin3.store.errors import StatsError
from gin3.store.extras import clean_app, clean_reviews, clean_seats, clean_tallies, clean_tally, saved_time
from gin3.store.saves import (
    MAX_SAVE_BYTES,
    DamagedSaveError,
    PendingMatch,
    SavedMatch,
    SaveWriteError,
    UnreadableSaveError,
    move_aside,
    open_match_file,
    read_match_file,
    save_match_file,
    write_atomic,
)
from gin3.store.texts import LOG_TEMPLATES, MESSAGES

if TYPE_CHECKING:
    from gin3.store.gamelog import card_text, export_log, roles_by_hand
    from gin3.store.identity import match_id, match_origin
    from gin3.store.stats import SCHEMA_VERSION, PlayerHistory, PlayerStats, Statistics

__all__ = [
    "LOG_TEMPLATES",
    "MAX_SAVE_BYTES",
    "MESSAGES",
    "SCHEMA_VERSION",
    "Autosave",
    "DamagedSaveError",
    "PendingMatch",
    "PlayerHistory",
    "PlayerStats",
    "SaveWriteError",
    "SavedMatch",
    "Statistics",
    "StatsError",
    "UnreadableSaveError",
    "card_text",
    "clean_app",
    "clean_reviews",
    "clean_seats",
    "clean_tallies",
    "clean_tally",
    "export_log",
    "match_id",
    "match_origin",
    "move_aside",
    "open_match_file",
    "read_match_file",
    "roles_by_hand",
    "save_match_file",
    "saved_time",
    "write_atomic",
]

_LAZY = {
    **dict.fromkeys(("card_text", "export_log", "roles_by_hand"), "gin3.store.gamelog"),
    **dict.fromkeys(("match_id", "match_origin"), "gin3.store.identity"),
    **dict.fromkeys(("SCHEMA_VERSION", "PlayerHistory", "PlayerStats", "Statistics"), "gin3.store.stats"),
}

__getattr__ = lazy_names(__name__, _LAZY)
