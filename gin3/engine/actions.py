"""Actions a player may take (frozen records).

Actions do not name the seat: the hand knows whose turn it is. Each action
has a JSON form (``to_json`` / :func:`action_from_json`) used by save files.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from gin3.engine.cards import Card, format_cards, parse_cards
from gin3.engine.errors import GinError, SaveFileError
from gin3.engine.knocking import LaidOffCard
from gin3.engine.melds import Meld

__all__ = [
    "Action",
    "Discard",
    "DrawDiscard",
    "DrawStock",
    "Knock",
    "LayOff",
    "NextHand",
    "PassUpcard",
    "TakeUpcard",
    "action_from_json",
]


@dataclass(frozen=True, slots=True)
class TakeUpcard:
    """Take the first face-up card (R12)."""

    def __str__(self) -> str:
        return "take the upcard"

    def to_json(self) -> dict[str, Any]:
        return {"type": "take"}


@dataclass(frozen=True, slots=True)
class PassUpcard:
    """Decline the first face-up card (R12)."""

    def __str__(self) -> str:
        return "pass the upcard"

    def to_json(self) -> dict[str, Any]:
        return {"type": "pass"}


@dataclass(frozen=True, slots=True)
class DrawStock:
    """Take the top card of the stock (R11)."""

    def __str__(self) -> str:
        return "draw from the stock"

    def to_json(self) -> dict[str, Any]:
        return {"type": "stock"}


@dataclass(frozen=True, slots=True)
class DrawDiscard:
    """Take the top card of the discard pile (R11)."""

    def __str__(self) -> str:
        return "draw from the discard pile"

    def to_json(self) -> dict[str, Any]:
        return {"type": "pile"}


@dataclass(frozen=True, slots=True)
class Discard:
    """Discard a card face up and end the turn (R11)."""

    card: Card

    def __str__(self) -> str:
        return f"discard {self.card}"

    def to_json(self) -> dict[str, Any]:
        return {"type": "discard", "card": str(self.card)}


@dataclass(frozen=True, slots=True)
class Knock:
    """Discard ``discard`` and lay down ``melds``; the rest is deadwood (R13).

    ``discard`` is ``None`` only for big gin (all eleven cards melded).
    """

    discard: Card | None
    melds: tuple[Meld, ...]

    def __str__(self) -> str:
        shown = " ".join(f"[{m}]" for m in self.melds) or "no melds"
        if self.discard is None:
            return f"knock with all eleven cards {shown}"
        return f"knock, discarding {self.discard}, with {shown}"

    def to_json(self) -> dict[str, Any]:
        return {
            "type": "knock",
            "discard": None if self.discard is None else str(self.discard),
            "melds": [str(m) for m in self.melds],
        }


@dataclass(frozen=True, slots=True)
class LayOff:
    """The defender lays down ``melds`` and lays off cards on the knocker's melds (R13)."""

    melds: tuple[Meld, ...]
    layoffs: tuple[LaidOffCard, ...] = ()

    def __str__(self) -> str:
        shown = " ".join(f"[{m}]" for m in self.melds) or "no melds"
        if not self.layoffs:
            return f"lay down {shown}"
        laid = format_cards(lo.card for lo in self.layoffs)
        return f"lay down {shown} and lay off {laid}"

    def to_json(self) -> dict[str, Any]:
        return {
            "type": "layoff",
            "melds": [str(m) for m in self.melds],
            "layoffs": [[str(lo.card), lo.meld_index] for lo in self.layoffs],
        }


@dataclass(frozen=True, slots=True)
class NextHand:
    """Deal the next hand of the match, once a hand has ended (R8, R17, R19)."""

    def __str__(self) -> str:
        return "deal the next hand"

    def to_json(self) -> dict[str, Any]:
        return {"type": "next"}


Action = TakeUpcard | PassUpcard | DrawStock | DrawDiscard | Discard | Knock | LayOff | NextHand

ACTION_TYPES = (TakeUpcard, PassUpcard, DrawStock, DrawDiscard, Discard, Knock, LayOff, NextHand)
"""Every class of :data:`Action`, for ``isinstance`` checks."""

_SIMPLE: dict[str, Action] = {
    "take": TakeUpcard(),
    "pass": PassUpcard(),
    "stock": DrawStock(),
    "pile": DrawDiscard(),
    "next": NextHand(),
}


def action_from_json(data: object) -> Action:
    """The action of a JSON record; bad records raise :class:`SaveFileError`."""
    if not isinstance(data, dict) or not isinstance(data.get("type"), str):
        raise SaveFileError(f"an action must be an object with a 'type', not {data!r:.80}")
    kind = data["type"]
    try:
        if kind in _SIMPLE:
            return _SIMPLE[kind]
        if kind == "discard":
            (card,) = parse_cards(str(data["card"]))
            return Discard(card)
        if kind == "knock":
            discard = data["discard"]
            melds = tuple(Meld.parse(str(m)) for m in data["melds"])
            return Knock(None if discard is None else parse_cards(str(discard))[0], melds)
        if kind == "layoff":
            melds = tuple(Meld.parse(str(m)) for m in data["melds"])
            layoffs = tuple(
                LaidOffCard(parse_cards(str(card))[0], _meld_index(index)) for card, index in data["layoffs"]
            )
            return LayOff(melds, layoffs)
    except (GinError, KeyError, TypeError, ValueError, IndexError) as exc:
        raise SaveFileError(f"damaged {kind!r} action {data!r:.80}: {exc}") from exc
    raise SaveFileError(f"unknown action type {kind!r}")


def _meld_index(value: object) -> int:
    # int() would turn 1.5 into 1 and fail on infinity with an OverflowError.
    if isinstance(value, bool) or not isinstance(value, int):
        raise ValueError(f"a meld number must be a whole number, not {value!r}")
    return value
