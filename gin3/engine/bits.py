"""Card bit masks: the one place that knows how cards are laid out in bits.

A hand is a 52-bit mask (see :attr:`Card.bit`): bits 0-12 are the clubs ace
to king, 13-25 diamonds, 26-38 hearts, 39-51 spades. The solver, the hand's
lay-off listing and the AI's inner loops all share these tables and the
lay-off extension search below, so they cannot disagree about a card's value
or about which cards extend a meld (R4, R5, R13).
"""

from __future__ import annotations

from gin3.engine.cards import FULL_DECK, Card
from gin3.engine.melds import MeldKind

__all__ = [
    "ACES",
    "ALL",
    "BIT_VALUE",
    "KINGS",
    "NEAR",
    "RANK_VALUES",
    "SUIT",
    "VALUES",
    "bit_card",
    "bit_value",
    "extension_steps",
    "layoff_chains",
    "layoff_masks",
    "layoff_reach",
]

SUIT = 0x1FFF
"""The 13 bits of one suit, ace to king."""
ACES = 1 | 1 << 13 | 1 << 26 | 1 << 39
"""The four aces; ``ACES << rank`` is the four cards of a rank (0 = ace)."""
KINGS = ACES << 12
"""The four kings."""
ALL = (1 << 52) - 1
"""The whole deck."""

RANK_VALUES = tuple(min(rank + 1, 10) for rank in range(13))
"""Deadwood value per rank index, ace (0) to king (12) (R5)."""
VALUES = tuple(RANK_VALUES[index % 13] for index in range(52))
"""Deadwood value per card index."""
BIT_VALUE = {1 << index: VALUES[index] for index in range(52)}
"""Deadwood value per one-bit mask."""


def _near_table() -> tuple[tuple[int, int], ...]:
    """For each card index: the cards that could share a meld with it directly
    (its rank in the other suits, its neighbours in its suit), and its value."""
    table = []
    for i in range(52):
        rank, suit = i % 13, i // 13
        near = sum(1 << (rank + 13 * s) for s in range(4) if s != suit)
        if rank > 0:
            near |= 1 << (i - 1)
        if rank < 12:
            near |= 1 << (i + 1)
        table.append((near, RANK_VALUES[rank]))
    return tuple(table)


NEAR = _near_table()
"""Per card index: the cards that can share a meld with it directly, and its value."""


def bit_card(bit: int) -> Card:
    """The card of a one-bit mask."""
    return FULL_DECK[bit.bit_length() - 1]


def bit_value(bit: int) -> int:
    """The deadwood value of the card of a one-bit mask."""
    return VALUES[bit.bit_length() - 1]


def extension_steps(mask: int, kind: MeldKind, held: int) -> tuple[list[int], list[int]]:
    """The cards of ``held`` that can be laid off on the meld ``mask`` (R13),
    directly or in a chain, as one-bit masks nearest first: upwards and
    downwards for a run; a set's missing card counts as upwards."""
    if kind is MeldKind.SET:
        rank = ((mask & -mask).bit_length() - 1) % 13
        extra = (ACES << rank) & ~mask & held
        return ([extra] if extra else []), []
    ups: list[int] = []
    bit = (1 << (mask.bit_length() - 1)) << 1 & ~ACES
    while bit & held:
        ups.append(bit)
        bit = bit << 1 & ~ACES
    downs: list[int] = []
    bit = (mask & -mask) >> 1 & ~KINGS
    while bit & held:
        downs.append(bit)
        bit = bit >> 1 & ~KINGS
    return ups, downs


def layoff_chains(mask: int, kind: MeldKind, held: int) -> list[list[int]]:
    """Each way to extend the meld ``mask`` with cards of ``held``, as the list
    of one-bit masks in the order they are laid off; the first is no lay-off."""
    ups, downs = extension_steps(mask, kind, held)
    return [ups[:u] + downs[:d] for u in range(len(ups) + 1) for d in range(len(downs) + 1)]


def layoff_masks(mask: int, kind: MeldKind, held: int) -> list[int]:
    """:func:`layoff_chains` as masks of the cards each way lays off."""
    ups, downs = extension_steps(mask, kind, held)
    up_masks = [0]
    for bit in ups:
        up_masks.append(up_masks[-1] | bit)
    down_masks = [0]
    for bit in downs:
        down_masks.append(down_masks[-1] | bit)
    return [u | d for u in up_masks for d in down_masks]


def layoff_reach(mask: int, kind: MeldKind, within: int) -> int:
    """Every card of ``within`` that could be laid off on the meld ``mask``,
    directly or in a chain."""
    ups, downs = extension_steps(mask, kind, within)
    return sum(ups) + sum(downs)
