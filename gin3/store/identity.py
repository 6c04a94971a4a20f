"""A match's identity in the statistics: ids that stay the same across record versions."""

from __future__ import annotations

import hashlib
import json
from typing import Any

from gin3.engine import Match, RuleSet, match_to_record

__all__ = ["match_id", "match_origin"]

_FIRST_KEYS = ("format", "mode", "players", "seed", "rules", "actions")
"""The keys of a match record as statistics first hashed them (record version 2)."""
_FIRST_RULES = frozenset(
    (
        "gin_bonus",
        "undercut_bonus",
        "target",
        "big_gin",
        "big_gin_extra",
        "oklahoma",
        "discard_taken_card",
        "knock_limit",
    )
)
"""The rule settings of record version 2."""


def _identity(match: Match) -> dict[str, Any]:
    """The record as statistics identify a match, the same across record versions: written as
    version 2 wrote it, with what later versions added left out while it holds its default
    (a setting at its default, no carried result, no undo), so a match's id does not change
    when gin3 is updated in the middle of it."""
    record = match_to_record(match)
    defaults = RuleSet().to_json()
    rules = {k: v for k, v in record["rules"].items() if k in _FIRST_RULES or v != defaults.get(k)}
    identity: dict[str, Any] = {key: record[key] for key in _FIRST_KEYS if key in record}
    identity["rules"] = rules
    identity["version"] = 2
    for key, value in record.items():
        if key == "dealt":  # derived from "deal" and the actions, and grows as hands end
            continue
        if key not in identity and key != "version" and value not in (None, 0, [], [0, 0], {}, ()):
            identity[key] = value
    return identity


def match_id(match: Match) -> str:
    """A stable id of ``match``: the SHA-256 of its canonical record (see :func:`_identity`)."""
    text = json.dumps(_identity(match), sort_keys=True, separators=(",", ":"), ensure_ascii=True)
    return hashlib.sha256(text.encode("ascii")).hexdigest()


def match_origin(match: Match) -> str:
    """What stays the same while ``match`` is played on: the SHA-256 of its identity without actions."""
    record = {k: v for k, v in _identity(match).items() if k != "actions"}
    text = json.dumps(record, sort_keys=True, separators=(",", ":"), ensure_ascii=True)
    return hashlib.sha256(text.encode("ascii")).hexdigest()
