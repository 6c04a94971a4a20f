"""Match records: the save file and the replay format.

A record is JSON-compatible::

    {"format": "gin3-match", "version": 3, "mode": "classic",
     "players": ["Ana", "Bo"], "seed": 7, "rules": {...},
     "carried": [0, 0], "first_dealer": null, "games_before": 0,
     "actions": [{"type": "pass"}, {"type": "stock"}, ..., {"type": "next"}, ...]}

Loading replays the actions from the seed, so a record that loads is in a
state the rules allow. Anything else raises :class:`SaveFileError` with a
sentence saying what is wrong.

Version 1 records have no ``next`` actions: the next hand was dealt as soon
as a hand ended. They still load: when the match is between hands and more
actions follow, the next hand is dealt before them (so a version-1 record
that ends right after a hand ends loads between hands).

Version 3 adds the session of two-player gin (C1, C5): the result carried
from the session's earlier games, the first dealer of a following game
(``null``: the draw decides) and how many games came before. Records of
versions 1 and 2 have none: they load as a session's first game. Their rules
have no game, line, shutout or Hollywood settings: those take their defaults.

Version 4 adds undos (:mod:`gin3.engine.undo`): the actions are the match's
log, every action as played, and ``{"type": "undo", "count": n}`` after the
actions an undo took back (the last ``n`` of the hand in play). Replaying
takes them back again, so the match loads in the state it was saved in,
with the same undos. Records of versions 1 to 3 have no undo entries.

Version 5 adds verifiable deals (:mod:`gin3.engine.deals`): ``"deal"`` holds the
match's commitment, the person's cut, the first link of the chain and its key
(which the app needs to deal the hands to come when the match is resumed), and
``"dealt"`` lists each hand dealt: its number and commitment and, once the hand
is over, its secret and its deck (top first), for ``gin3 verify``. Loading
deals from the key and ignores ``"dealt"``; the check ignores the key. A
record without ``"deal"`` (every record of versions 1 to 4) deals from its seed.

A match set up to start from given totals (``gin3 sim --from``) has them as
``"opening": [80, 60]``, seat by seat; the key is left out for a match from
0-0, as every match of the app is, so records and ids stay as they were.
"""

from __future__ import annotations

import json
from typing import Any

from gin3.engine.actions import NextHand, action_from_json
from gin3.engine.cards import format_cards
from gin3.engine.deals import Dealer, DealKeys
from gin3.engine.errors import GinError, SaveFileError
from gin3.engine.match import Match, Mode
from gin3.engine.rules import RuleSet
from gin3.engine.undo import undo_from_json

__all__ = [
    "FORMAT",
    "VERSION",
    "deal_keys_of",
    "match_from_json",
    "match_from_record",
    "match_to_json",
    "match_to_record",
    "replay_entry",
]

FORMAT = "gin3-match"
VERSION = 5
MAX_ACTIONS = 100_000


def match_to_record(match: Match) -> dict[str, Any]:
    """The record of ``match``."""
    return {
        "format": FORMAT,
        "version": VERSION,
        "mode": match.mode.value,
        "players": list(match.players),
        "seed": match.seed,
        "rules": match.rules.to_json(),
        "carried": list(match.carried),
        "first_dealer": None if match.first_dealer is None else int(match.first_dealer),
        "games_before": match.games_before,
        **({"opening": list(match.opening)} if any(match.opening) else {}),
        **_deal_record(match),
        "actions": [entry.to_json() for entry in match.log],
    }


def _deal_record(match: Match) -> dict[str, Any]:
    """The keys ``deal`` and ``dealt`` of a match dealt verifiably (none for the others)."""
    keys = match.deal
    if not isinstance(keys, DealKeys):
        return {}
    dealt: list[dict[str, Any]] = [
        {
            "hand": number,
            "commitment": keys.hand_commitment(number).hex(),
            "secret": keys.secret(number).hex(),
            "deck": format_cards(match.deck_of(number)),
        }
        for number in range(1, len(match.hands) + 1)
    ]
    if not match.is_over and not match.between_hands:  # in play: its secret stays hidden
        number = match.hand.number
        dealt.append({"hand": number, "commitment": keys.hand_commitment(number).hex()})
    deal = {"commitment": keys.commitment.hex(), "cut": keys.cut, "first": keys.first, "key": keys.key.hex()}
    return {"deal": deal, "dealt": dealt}


def deal_keys_of(data: dict[str, Any]) -> DealKeys | None:
    """The deal keys of a record (``None``: it deals from its seed); damaged ones raise
    :class:`SaveFileError`."""
    deal = data.get("deal")
    if deal is None:
        return None
    if not isinstance(deal, dict):
        raise SaveFileError("the match record's deal keys are damaged: 'deal' is not an object")
    try:
        key = bytes.fromhex(deal["key"])
        return DealKeys(key, deal["cut"], deal["first"])
    except KeyError as exc:
        raise SaveFileError(f"the match record's deal keys are damaged: no {exc.args[0]!r}") from exc
    except (GinError, ValueError, TypeError) as exc:
        raise SaveFileError(f"the match record's deal keys are damaged: {exc}") from exc


def match_from_record(data: object, *, dealer: Dealer | None = None) -> Match:
    """The match a record describes, replayed to its state; every problem is
    a :class:`SaveFileError`. ``dealer`` deals instead of the record's own keys
    (the check of the deals replays on the decks the record reveals)."""

    if not isinstance(data, dict):
        raise SaveFileError("this is not a gin3 match: the record is not an object")
    if data.get("format") != FORMAT:
        raise SaveFileError(f"this is not a gin3 match (format {data.get('format')!r})")
    version = data.get("version")
    if isinstance(version, bool) or not isinstance(version, int):
        raise SaveFileError(f"the match record has no valid version ({version!r})")
    if version > VERSION:
        raise SaveFileError(
            f"this match was saved by a newer gin3 (format version {version}); "
            f"this gin3 reads version {VERSION} — update gin3 to open it"
        )
    if version < 1:
        raise SaveFileError(f"unknown match format version {version}")
    actions = data.get("actions")
    if not isinstance(actions, list):
        raise SaveFileError("the match record has no list of actions")
    if len(actions) > MAX_ACTIONS:
        raise SaveFileError(f"the match record has {len(actions)} actions, more than any real match")
    try:
        mode = Mode(data.get("mode"))
        players = data.get("players")
        if not isinstance(players, list):
            raise SaveFileError("the match record has no list of players")
        carried, first_dealer, games_before = _session_of(data, version)
        opening = data.get("opening")
        deal = deal_keys_of(data) if dealer is None else dealer
        match = Match(
            players,
            seed=data.get("seed"),  # type: ignore[arg-type]
            rules=RuleSet.from_json(data.get("rules")),
            mode=mode,
            carried=carried,  # type: ignore[arg-type]
            first_dealer=first_dealer,  # type: ignore[arg-type]
            games_before=games_before,  # type: ignore[arg-type]
            opening=tuple(opening) if isinstance(opening, list) else opening,
            deal=deal,
        )
    except SaveFileError:
        raise
    except (GinError, ValueError, TypeError) as exc:
        raise SaveFileError(f"the match record's set-up is damaged: {exc}") from exc
    for number, raw in enumerate(actions, start=1):
        replay_entry(match, number, raw, version)
    return match


def replay_entry(match: Match, number: int, raw: object, version: int = VERSION) -> None:
    """Play entry ``number`` (1-based) of a record's actions, ``raw``, on ``match``: an action
    or, from version 4, an undo; one that cannot be played raises :class:`SaveFileError`."""
    if version >= 4 and isinstance(raw, dict) and raw.get("type") == "undo":
        undo = undo_from_json(raw)
        try:
            match.undo(undo.count)
        except GinError as exc:
            raise SaveFileError(f"entry {number} of the record ({undo}) cannot be replayed: {exc}") from exc
        return
    action = action_from_json(raw)
    try:
        if version < 2 and match.between_hands:
            match.apply(NextHand())  # version 1 dealt the next hand at once
        match.apply(action)
    except GinError as exc:
        raise SaveFileError(f"action {number} of the record ({action}) cannot be replayed: {exc}") from exc


def _session_of(data: dict[str, Any], version: int) -> tuple[object, object, object]:
    """The session fields of a record (version 3), as read; :class:`Match` checks them."""
    if version < 3:
        return (0, 0), None, 0
    for key in ("carried", "first_dealer", "games_before"):
        if key not in data:
            raise SaveFileError(f"the match record has no {key!r}")
    carried = data["carried"]
    carried = tuple(carried) if isinstance(carried, list) else carried
    return carried, data["first_dealer"], data["games_before"]


def match_to_json(match: Match) -> str:
    """The record of ``match`` as JSON text."""
    return json.dumps(match_to_record(match), ensure_ascii=False, indent=1)


def match_from_json(text: str | bytes) -> Match:
    """A match from JSON text; damaged text raises :class:`SaveFileError`."""
    try:
        data = json.loads(text)
    except (ValueError, RecursionError) as exc:
        # ValueError covers bad JSON, bad UTF-8 and numbers too long to read
        # (Python refuses integers of more than 4,300 digits).
        raise SaveFileError(f"the save file is damaged: it is not valid JSON ({exc})") from exc
    return match_from_record(data)
