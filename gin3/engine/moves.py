"""The best knock and the best lay-down of a hand (R13, R15, R16).

These are the moves a "Knock" or "Lay down" button makes: the engine
chooses the melds, so front ends and players never re-derive legality.
"""

from __future__ import annotations

from collections.abc import Iterable

from gin3.engine.actions import Knock, LayOff
from gin3.engine.cards import Card
from gin3.engine.events import Knocked
from gin3.engine.knocking import arrangements, best_defence, knock_options
from gin3.engine.solver import best_arrangement

__all__ = ["best_knock", "best_lay_down"]

KNOCKING_HAND = 11
"""A player knocks after drawing, with eleven cards (R13)."""


def best_knock(
    cards: Iterable[Card],
    knock_limit: int,
    *,
    exclude: Card | None = None,
    big_gin: bool = False,
    discard: Card | None = None,
) -> Knock | None:
    """The knock of the eleven ``cards`` with the least deadwood (R13), or
    ``None`` when there is none within ``knock_limit``.

    ``exclude`` is a card that may not be discarded (just taken from the
    pile, R11). With ``discard`` given, the knock discarding it with the best
    melds of the other ten, or ``None`` if their deadwood is over the limit.
    With ``big_gin`` and all eleven cards melded, the big-gin knock, which
    discards nothing (R15).
    """
    held = tuple(cards)
    if len(held) != KNOCKING_HAND:
        return None
    if discard is not None:
        if discard not in held or discard == exclude:
            return None
        arrangement = best_arrangement(c for c in held if c != discard)
        if arrangement.deadwood_value > knock_limit:
            return None
        return Knock(discard, arrangement.melds)
    if big_gin:
        eleven = arrangements(held, 0)
        if eleven:
            return Knock(None, eleven[0].melds)
    options = knock_options(held, knock_limit, exclude=exclude)
    if not options:
        return None
    return Knock(options[0].discard, options[0].arrangement.melds)


def best_lay_down(cards: Iterable[Card], knocked: Knocked) -> LayOff:
    """The defender's lay-down with the least deadwood after lay-offs on the
    knocker's melds (R13); against gin only the defender's own melds (R16)."""
    held = tuple(cards)
    if knocked.gin:
        return LayOff(best_arrangement(held).melds)
    defence = best_defence(held, knocked.arrangement.melds)
    return LayOff(defence.arrangement.melds, defence.layoffs)
