"""Checking a match file's deals: ``gin3 verify`` and Game > Check the deals...

The check trusts nothing but the file's public fields (see
:mod:`gin3.engine.record`, version 5): the match's commitment, the cut, and
each dealt hand's commitment and, once the hand is over, its secret and its
deck. For every finished hand, in order, it checks that

1. the secret hashes (SHA-256) to the hand's commitment;
2. that commitment is the one the match committed to before the cut: the
   match's commitment for the first hand, the secret of the hand before for
   the others (so every secret hashes down to what was shown first);
3. the deck in the file is the one the secret and the cut deal
   (:func:`gin3.engine.deals.deck_of`);
4. the record's moves play from those decks: the match is replayed on the
   revealed decks, not on the app's key, so a card changed in a move (a
   discard the player never held) is caught at its hand.

It stops at the first hand that fails and names it and why. Every outcome is
a :class:`DealCheck`; nothing in a file, however damaged, raises.
"""

from __future__ import annotations

import os
import re
from dataclasses import dataclass
from typing import Any, Final

from gin3.engine import (
    Card,
    DealError,
    GinError,
    Match,
    NextHand,
    SaveFileError,
    commitment_of,
    deck_of,
    match_from_record,
    parse_cards,
)
from gin3.engine.actions import action_from_json
from gin3.engine.deals import normal_cut
from gin3.engine.record import replay_entry
from gin3.store.saves import read_record

__all__ = ["CHECK_TEXTS", "DealCheck", "check_deals", "check_deals_file"]

CHECK_TEXTS: Final[dict[str, str]] = {
    "ok": "All {count} deals are as committed.",
    "none_over": "No hand of this match is over yet, so there is no deal to check.",
    "before": "This match was dealt before verifiable deals: there is nothing to check.",
    "unreadable": "The file cannot be checked: {detail}.",
    "damaged": "The deals of this match cannot be checked: {detail}.",
    "entry": "Hand {hand} is not as committed: its entry in the file is damaged ({detail}).",
    "secret": "Hand {hand} is not as committed: its secret does not hash to its commitment.",
    "chain": (
        "Hand {hand} is not as committed: its commitment is not the one the match committed to "
        "before the cut."
    ),
    "deck": (
        "Hand {hand} is not as committed: its deck is not the one its secret and the cut deal ({detail})."
    ),
    "play": (
        "Hand {hand} is not as committed: the moves in the file cannot be played from its deck ({detail})."
    ),
    "hidden": "Hand {hand} is not as committed: it is over, but its secret is not in the file.",
}
"""The check's sentences, by :attr:`DealCheck.code` (the GUI has them translated)."""

_HEX = re.compile(r"[0-9a-f]{64}")


@dataclass(frozen=True, slots=True)
class DealCheck:
    """The outcome of a check: ``code`` (a key of :data:`CHECK_TEXTS`), the deals found as
    committed, the hand that is not (``None`` if none) and a detail in English."""

    code: str
    count: int = 0
    hand: int | None = None
    detail: str = ""

    @property
    def passed(self) -> bool:
        """Every finished hand was dealt as committed (or none is finished yet)."""
        return self.code in ("ok", "none_over")

    def text(self, texts: dict[str, str] | None = None) -> str:
        """The outcome as a sentence (``texts``: the sentences in another language)."""
        return (texts or CHECK_TEXTS)[self.code].format(count=self.count, hand=self.hand, detail=self.detail)


class _Failed(Exception):
    def __init__(self, code: str, hand: int | None = None, detail: str = "") -> None:
        super().__init__(code)
        self.check = DealCheck(code, 0, hand, detail)


@dataclass(frozen=True, slots=True)
class _Dealt:
    hand: int
    commitment: bytes
    secret: bytes | None
    deck: tuple[Card, ...] | None


class _RevealedDecks:
    """Deals a replay from the decks the file reveals (a :class:`~gin3.engine.deals.Dealer`)."""

    def __init__(self, decks: dict[int, tuple[Card, ...]]) -> None:
        self.decks = decks

    def deck(self, number: int) -> tuple[Card, ...]:
        if number not in self.decks:
            raise DealError(f"hand {number}'s deck is not revealed")
        return self.decks[number]


def check_deals_file(path: str | os.PathLike[str]) -> DealCheck:
    """Check the deals of the match file ``path``."""
    try:
        data = read_record(path)
    except SaveFileError as exc:
        return DealCheck("unreadable", detail=str(exc))
    return check_deals(data)


def check_deals(data: object) -> DealCheck:
    """Check the deals of a match record (parsed JSON)."""
    try:
        return _check(data)
    except _Failed as failed:
        return failed.check
    except (GinError, ValueError, TypeError, KeyError, RecursionError) as exc:  # a damage not foreseen
        return DealCheck("damaged", detail=str(exc) or type(exc).__name__)


def _check(data: object) -> DealCheck:
    if not isinstance(data, dict) or data.get("format") != "gin3-match":
        raise _Failed("unreadable", detail="it is not a gin3 match")
    deal = data.get("deal")
    if deal is None:
        return DealCheck("before")
    commitment, cut = _deal_fields(deal)
    dealt = _dealt_entries(data.get("dealt"))
    finished = [entry for entry in dealt if entry.secret is not None]
    before = commitment
    for entry in dealt:
        if entry.secret is not None and commitment_of(entry.secret) != entry.commitment:
            raise _Failed("secret", entry.hand)
        if entry.commitment != before:
            raise _Failed("chain", entry.hand)
        if entry.secret is not None and entry.deck is not None:
            _same_deck(entry.hand, deck_of(entry.secret, cut), entry.deck)
            before = entry.secret
    _replay(data, {entry.hand: entry.deck for entry in finished if entry.deck is not None})
    _all_revealed(data, len(finished))
    return DealCheck("ok", len(finished)) if finished else DealCheck("none_over")


def _deal_fields(deal: object) -> tuple[bytes, str]:
    if not isinstance(deal, dict):
        raise _Failed("damaged", detail="'deal' is not an object")
    raw, cut = deal.get("commitment"), deal.get("cut")
    if not isinstance(raw, str) or not _HEX.fullmatch(raw):
        raise _Failed("damaged", detail="the match's commitment is not 64 hexadecimal digits")
    if not isinstance(cut, str) or cut != normal_cut(cut):
        raise _Failed("damaged", detail="the cut is not text as gin3 writes it")
    return bytes.fromhex(raw), cut


def _dealt_entries(raw: object) -> list[_Dealt]:
    if not isinstance(raw, list):
        raise _Failed("damaged", detail="the file has no list 'dealt' of the hands dealt")
    entries = []
    for number, item in enumerate(raw, start=1):
        entry = _entry(number, item)
        if entry.secret is None and number != len(raw):
            raise _Failed("hidden", number)
        entries.append(entry)
    return entries


def _entry(number: int, item: object) -> _Dealt:
    if not isinstance(item, dict) or item.get("hand") != number:
        raise _Failed("entry", number, f"it is not the entry of hand {number}")
    fields: dict[str, bytes] = {}
    for key in ("commitment", "secret"):
        value = item.get(key)
        if value is None and key == "secret":
            continue
        if not isinstance(value, str) or not _HEX.fullmatch(value):
            raise _Failed("entry", number, f"its {key} is not 64 hexadecimal digits")
        fields[key] = bytes.fromhex(value)
    deck: tuple[Card, ...] | None = None
    if "secret" in fields:
        text = item.get("deck")
        try:
            deck = parse_cards(text) if isinstance(text, str) else None
        except GinError as exc:
            raise _Failed("entry", number, f"its deck: {exc}") from exc
        if deck is None or len(deck) != 52:
            raise _Failed("entry", number, "its deck is not a list of the 52 cards")
    return _Dealt(number, fields["commitment"], fields.get("secret"), deck)


def _same_deck(hand: int, derived: tuple[Card, ...], written: tuple[Card, ...]) -> None:
    for place, (should, says) in enumerate(zip(derived, written, strict=True), start=1):
        if should != says:
            detail = f"card {place} from the top is {should}, the file says {says}"
            raise _Failed("deck", hand, detail)


def _replay(data: dict[str, Any], decks: dict[int, tuple[Card, ...]]) -> None:
    """Play the record's moves on the revealed decks up to the first hand not revealed."""
    if not decks:
        return
    actions = data.get("actions")
    if not isinstance(actions, list):
        raise _Failed("damaged", detail="the file has no list of actions")
    version = data.get("version")
    try:
        match = match_from_record({**data, "actions": []}, dealer=_RevealedDecks(decks))
    except SaveFileError as exc:
        raise _Failed("damaged", detail=str(exc)) from exc
    for number, raw in enumerate(actions, start=1):
        if _deals_next(match, raw) and match.hand.number + 1 not in decks:
            return  # the hand in play: its deck is still secret
        hand = match.hand.number
        try:
            replay_entry(match, number, raw, version if isinstance(version, int) else 5)
        except SaveFileError as exc:
            raise _Failed("play", hand, str(exc)) from exc


def _deals_next(match: Match, raw: object) -> bool:
    if not match.between_hands:
        return False
    try:
        return isinstance(action_from_json(raw), NextHand)
    except GinError:
        return False


def _all_revealed(data: dict[str, Any], revealed: int) -> None:
    """Every hand the match as saved has finished reveals its secret (the app's own replay,
    with its key, counts them)."""
    try:
        over = len(match_from_record(data).hands)
    except SaveFileError as exc:
        raise _Failed("damaged", detail=str(exc)) from exc
    if over > revealed:
        raise _Failed("hidden", revealed + 1)
