"""What a save holds beside the match record, checked when the file is read.

The engine replays the record and refuses a bad one. The save time and the
``app`` object beside it are the store's to check: whatever :func:`saved_time`
and :func:`clean_app` return can be shown, resumed and written back without
an exception later. The store checks JSON shapes and types only; what the
values mean (which computer levels exist) is the session's business.

The ``app`` object, as read (see :func:`clean_app`):

``"seats"``
    Who plays each seat: a list of one object per player, in seat order,
    ``{"name": <that player's name>, "level": <text, or null for a person>}``.
    Kept only when the whole list has this shape (each entry reduced to these
    two keys); otherwise the key is dropped, and the session seats a person
    first and computer players after.
``"advice"``
    The sitter's advice tallies per hand, ``{"<hand number>": [captain,
    offered, followed, estimate, estimated, unestimated, by_person]}``: a key
    of 1 to 6 ASCII digits (written back plainly, ``"07"`` as ``"7"``), a
    captain's name (or ``""``), whole counts from 0 to 2**31 - 1, a finite
    estimate (as a float) and true or false. Entries of another shape are
    dropped one by one; anything but an object drops the key.
``"review"``
    The hand reviews the session made (:mod:`gin3.session.review`), ``{"<hand
    number>": {...}}``: keys as for ``"advice"``, each value a JSON object that
    holds only plain JSON (see below). Whether a review still fits the match,
    and what it says, the session checks when it uses one; entries of another
    shape are dropped one by one; anything but an object drops the key.
any other key
    Kept when its value is plain JSON: text that can be written as UTF-8,
    finite numbers, nested no deeper than :data:`MAX_APP_DEPTH`. Dropped
    otherwise.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from datetime import UTC, datetime
from typing import Any

from gin3.engine import name_problem

__all__ = [
    "EARLIEST",
    "LATEST",
    "MAX_APP_DEPTH",
    "TALLY_FIELDS",
    "clean_app",
    "clean_reviews",
    "clean_seats",
    "clean_tallies",
    "clean_tally",
    "file_time",
    "saved_time",
    "showable",
]

EARLIEST = datetime(1970, 1, 2, tzinfo=UTC)
"""The earliest save time believed; a day after the epoch, so every time zone can show it."""

LATEST = datetime(9000, 1, 1, tzinfo=UTC)
"""Save times from here on are not believed (years near 9999 cannot be shown in every zone)."""

MAX_APP_DEPTH = 64
"""How deeply an unknown ``app`` value may nest; deeper ones could not be written back."""

TALLY_FIELDS = 8
"""A saved advice tally: captain, offered, followed, estimate, estimated, unestimated, by_person
and the decisions one by one (a tally saved before them has the first seven)."""

_MAX_COUNT = 1 << 31
_MAX_EXACT = 1 << 53  # integers a float holds exactly; anything larger is not an estimate


# -- the save time ----------------------------------------------------------------


def saved_time(value: object) -> datetime | None:
    """``value`` as a moment in UTC, or ``None`` if it is not a believable save time.

    It must be an ISO 8601 text (a time without a zone is UTC) between
    :data:`EARLIEST` and :data:`LATEST`, so that the GUI can always convert
    it to local time (``astimezone()``) and format it.
    """
    if not isinstance(value, str):
        return None
    try:
        moment = datetime.fromisoformat(value)
    except ValueError:  # includes text that is not valid Unicode
        return None
    # Check the year before converting: moving year 1 or 9999 to UTC could overflow.
    if not EARLIEST.year <= moment.year < LATEST.year:
        return None
    if moment.tzinfo is None:
        moment = moment.replace(tzinfo=UTC)
    moment = moment.astimezone(UTC)
    return moment if EARLIEST <= moment < LATEST else None


def file_time(seconds: float) -> datetime | None:
    """A file's modification time (seconds since the epoch) as a save time, or ``None``
    if the file system reports one outside :data:`EARLIEST` to :data:`LATEST`."""
    try:
        moment = datetime.fromtimestamp(seconds, UTC).replace(microsecond=0)
    except (OverflowError, OSError, ValueError):
        return None
    return moment if EARLIEST <= moment < LATEST else None


# -- the app data -------------------------------------------------------------------


def clean_app(app: object, players: Sequence[str]) -> dict[str, Any]:
    """The ``app`` object of a save of a match between ``players``, normalised as the
    module's documentation says: what cannot be used is dropped, never raised."""
    if not isinstance(app, dict):
        return {}
    clean: dict[str, Any] = {}
    for key, value in app.items():
        if key == "seats":
            seats = clean_seats(value, players)
            if seats is not None:
                clean[key] = seats
        elif key == "advice":
            if isinstance(value, dict):
                clean[key] = clean_tallies(value)
        elif key == "review":
            if isinstance(value, dict):
                clean[key] = clean_reviews(value)
        elif _writable(key) and _plain_json(value):
            clean[key] = value
    return clean


def clean_seats(value: object, players: Sequence[str]) -> list[dict[str, str | None]] | None:
    """The saved seats, one ``{"name", "level"}`` per player, or ``None`` if they do not fit."""
    if not isinstance(value, list) or len(value) != len(players):
        return None
    seats: list[dict[str, str | None]] = []
    for name, entry in zip(players, value, strict=True):
        if not isinstance(entry, dict) or entry.get("name") != name:
            return None
        level = entry.get("level")
        if level is not None and not (isinstance(level, str) and _writable(level)):
            return None
        seats.append({"name": name, "level": level})
    return seats


def clean_tallies(value: object) -> dict[str, list[Any]]:
    """The sound advice tallies of ``value``, keyed by hand number written plainly."""
    if not isinstance(value, dict):
        return {}
    tallies: dict[str, list[Any]] = {}
    for key, entry in value.items():
        if not _hand_key(key):
            continue
        tally = clean_tally(entry)
        if tally is not None:
            tallies[str(int(key))] = tally
    return tallies


def clean_reviews(value: object) -> dict[str, dict[str, Any]]:
    """The hand reviews of ``value`` that are plain JSON objects, keyed by hand number written plainly."""
    if not isinstance(value, dict):
        return {}
    return {
        str(int(key)): entry
        for key, entry in value.items()
        if _hand_key(key) and isinstance(entry, dict) and _plain_json(entry)
    }


def _hand_key(key: object) -> bool:
    # "²".isdigit() is true, and int("٣") is 3: only ASCII digits make a hand number.
    return isinstance(key, str) and 0 < len(key) <= 6 and key.isascii() and key.isdigit()


def clean_tally(value: object) -> list[Any] | None:
    """One saved advice tally, normalised (the estimate a float, the decisions a list,
    empty in a tally saved before they were kept), or ``None`` if it is not one.

    Decisions that do not add up to the counts are dropped, the counts kept: they
    are only what an undo would take back."""
    if not isinstance(value, list | tuple) or len(value) not in (TALLY_FIELDS - 1, TALLY_FIELDS):
        return None
    captain, offered, followed, estimate, estimated, unestimated, by_person = value[: TALLY_FIELDS - 1]
    if not isinstance(captain, str) or (captain and name_problem(captain) is not None):
        return None
    if not isinstance(by_person, bool):
        return None
    if not all(_count(n) for n in (offered, followed, estimated, unestimated)):
        return None
    if not _estimate(estimate):
        return None
    decisions = _decisions(value[TALLY_FIELDS - 1] if len(value) == TALLY_FIELDS else [])
    if decisions is None or not _adds_up(decisions, offered, followed, estimated, unestimated):
        decisions = []
    return [captain, offered, followed, float(estimate), estimated, unestimated, by_person, decisions]


def _estimate(value: object) -> bool:
    if isinstance(value, bool) or not isinstance(value, int | float):
        return False
    if isinstance(value, int) and not -_MAX_EXACT <= value <= _MAX_EXACT:
        return False  # float() of a huge whole number overflows
    return math.isfinite(value)  # 1e400 reads as infinity


def _decisions(value: object) -> list[tuple[int, bool, float | None]] | None:
    """A tally's decisions, each (decision number, followed, difference or None), or
    ``None`` if they are not that."""
    if not isinstance(value, list | tuple):
        return None
    found = []
    for entry in value:
        if not isinstance(entry, list | tuple) or len(entry) != 3:
            return None
        key, followed, difference = entry
        if not _count(key) or not isinstance(followed, bool):
            return None
        if difference is not None and (followed or not _estimate(difference)):
            return None
        found.append((key, followed, None if difference is None else float(difference)))
    return found


def _adds_up(
    decisions: list[tuple[int, bool, float | None]],
    offered: int,
    followed: int,
    estimated: int,
    unestimated: int,
) -> bool:
    """Whether ``decisions`` are among the counts: an undo never takes a count below nothing."""
    keys = [key for key, _, _ in decisions]
    return (
        len(decisions) <= offered
        and len(set(keys)) == len(keys)
        and sum(done for _, done, _ in decisions) <= followed
        and sum(not done and d is not None for _, done, d in decisions) <= estimated
        and sum(not done and d is None for _, done, d in decisions) <= unestimated
    )


def showable(text: str) -> str:
    """``text`` with each lone surrogate written as its escape (``\\ud800``).

    A message that quotes a damaged file may hold one; escaped, the message
    can be shown, logged and written as UTF-8 like any other.
    """
    return text if _writable(text) else text.encode("utf-8", "backslashreplace").decode("utf-8")


def _count(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and 0 <= value < _MAX_COUNT


def _writable(text: object) -> bool:
    """Text that can be written as UTF-8: no lone surrogate (JSON's ``"\\ud800"`` reads as one)."""
    if not isinstance(text, str):
        return False
    if text.isascii():
        return True
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def _plain_json(value: object) -> bool:
    """Whether ``value`` can be written back as JSON and read again as itself."""
    pending: list[tuple[object, int]] = [(value, 0)]
    while pending:
        item, depth = pending.pop()
        if depth > MAX_APP_DEPTH:
            return False
        if isinstance(item, str):
            if not _writable(item):
                return False
        elif isinstance(item, float):
            if not math.isfinite(item):  # NaN is not even equal to itself
                return False
        elif isinstance(item, dict):
            for key, inner in item.items():
                if not _writable(key):
                    return False
                pending.append((inner, depth + 1))
        elif isinstance(item, list):
            pending.extend((inner, depth + 1) for inner in item)
        elif item is not None and not isinstance(item, int):  # bool is an int
            return False
    return True
