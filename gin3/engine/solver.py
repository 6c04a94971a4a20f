"""The exact meld solver (R4, R5, R13).

Hands are handled as 52-bit masks (see :attr:`Card.bit`): bits 0-12 are the
clubs ace to king, 13-25 diamonds, 26-38 hearts, 39-51 spades. Runs never
leave a suit, so the best use of a suit's cards in runs depends only on that
suit's 13-bit mask: ``_RUN_DEADWOOD`` holds it for all 8,192 masks, computed
once at import. Sets are the only melds across suits; an eleven-card hand has
at most three ranks with three or more cards, so trying every choice of sets
for those ranks and looking up the runs of what is left is exact and quick.
"""

from __future__ import annotations

from collections.abc import Iterable
from itertools import combinations

from gin3.engine.bits import BIT_VALUE, RANK_VALUES, SUIT
from gin3.engine.cards import Card, cards_from_mask, cards_mask
from gin3.engine.melds import Arrangement, Meld, MeldKind

__all__ = [
    "best_arrangement",
    "best_discards",
    "deadwood_value",
    "mask_deadwood",
    "mask_melds",
    "mask_throws",
]


def _build_run_tables() -> tuple[list[int], list[int]]:
    """Best deadwood of every 13-bit suit mask using runs only, and the run
    that the lowest card starts in that best use (0 when it is deadwood).

    The lowest card of a suit is either deadwood or the bottom of a run, so
    one pass over the masks in increasing order fills the table.
    """
    best = [0] * 8192
    choice = [0] * 8192
    for mask in range(1, 8192):
        low = mask & -mask
        i = low.bit_length() - 1
        value = RANK_VALUES[i] + best[mask ^ low]
        chosen = 0
        for length in range(3, 14 - i):
            run = ((1 << length) - 1) << i
            if mask & run != run:
                break
            if best[mask ^ run] < value:
                value, chosen = best[mask ^ run], run
        best[mask] = value
        choice[mask] = chosen
    return best, choice


_RUN_DEADWOOD, _RUN_CHOICE = _build_run_tables()


def _build_set_options() -> list[list[tuple[int, ...]]]:
    """For each rank and each 4-bit pattern of the suits holding it, the
    52-bit masks of every set (3 or 4 cards) that those cards can form."""
    table: list[list[tuple[int, ...]]] = []
    for rank in range(13):
        per_pattern: list[tuple[int, ...]] = []
        for pattern in range(16):
            bits = [1 << (rank + 13 * s) for s in range(4) if pattern >> s & 1]
            options = [sum(c) for size in (4, 3) for c in combinations(bits, size)]
            per_pattern.append(tuple(options))
        table.append(per_pattern)
    return table


_SET_OPTIONS = _build_set_options()


def _triples(m: int) -> int:
    """13-bit mask of the ranks held in three or four suits."""
    s0 = m & SUIT
    s1 = m >> 13 & SUIT
    s2 = m >> 26 & SUIT
    s3 = m >> 39
    return (s0 & s1 & (s2 | s3)) | (s2 & s3 & (s0 | s1))


def _pattern(m: int, rank: int) -> int:
    return (m >> rank & 1) | (m >> (rank + 12) & 2) | (m >> (rank + 24) & 4) | (m >> (rank + 36) & 8)


def mask_deadwood(m: int) -> int:
    """The minimum deadwood value of the hand with bit mask ``m`` (R5)."""
    b = _RUN_DEADWOOD
    s0 = m & SUIT
    s1 = m >> 13 & SUIT
    s2 = m >> 26 & SUIT
    s3 = m >> 39
    triples = (s0 & s1 & (s2 | s3)) | (s2 & s3 & (s0 | s1))
    if not triples:
        return b[s0] + b[s1] + b[s2] + b[s3]
    value = _SET_CACHE.get(m)
    if value is None:
        if len(_SET_CACHE) >= _SET_CACHE_SIZE:
            _SET_CACHE.clear()
        value = _SET_CACHE[m] = _deadwood_with_sets(m, triples)
    return value


_SET_CACHE: dict[int, int] = {}
"""Hands that hold a possible set, solved before: the AI's playouts meet the
same hands again and again, and branching over sets is the slow part."""
_SET_CACHE_SIZE = 1 << 17


def _deadwood_with_sets(m: int, triples: int) -> int:
    b = _RUN_DEADWOOD
    low = triples & -triples
    rest = triples ^ low
    rank = low.bit_length() - 1
    pattern = (m >> rank & 1) | (m >> (rank + 12) & 2) | (m >> (rank + 24) & 4) | (m >> (rank + 36) & 8)
    options = _SET_OPTIONS[rank][pattern]
    if rest:
        best = _deadwood_with_sets(m, rest)
        for option in options:
            value = _deadwood_with_sets(m ^ option, rest)
            if value < best:
                best = value
        return best
    # the last rank to decide: the rest is runs only, read from the table
    best = b[m & SUIT] + b[m >> 13 & SUIT] + b[m >> 26 & SUIT] + b[m >> 39]
    for option in options:
        x = m ^ option
        value = b[x & SUIT] + b[x >> 13 & SUIT] + b[x >> 26 & SUIT] + b[x >> 39]
        if value < best:
            best = value
    return best


def _best_sets(m: int, triples: int) -> tuple[int, tuple[int, ...]]:
    """Like :func:`_deadwood_with_sets`, also naming the chosen sets."""
    if not triples:
        b = _RUN_DEADWOOD
        return b[m & SUIT] + b[m >> 13 & SUIT] + b[m >> 26 & SUIT] + b[m >> 39], ()
    low = triples & -triples
    rest = triples ^ low
    rank = low.bit_length() - 1
    best, sets = _best_sets(m, rest)
    for option in _SET_OPTIONS[rank][_pattern(m, rank)]:
        value, more = _best_sets(m ^ option, rest)
        if value < best:
            best, sets = value, (option, *more)
    return best, sets


def deadwood_value(cards: Iterable[Card]) -> int:
    """The minimum deadwood value of ``cards`` (R5)."""
    return mask_deadwood(cards_mask(cards))


def _arrange(m: int) -> tuple[list[tuple[int, MeldKind]], int]:
    """The least-deadwood arrangement of the hand with bit mask ``m``: its
    melds as (52-bit mask, kind) pairs, sets first, and its deadwood mask."""
    _, sets = _best_sets(m, _triples(m))
    melds = [(s, MeldKind.SET) for s in sets]
    rest = m
    for s in sets:
        rest ^= s
    deadwood = 0
    for suit in range(4):
        shift = 13 * suit
        sm = rest >> shift & SUIT
        while sm:
            run = _RUN_CHOICE[sm]
            if run:
                melds.append((run << shift, MeldKind.RUN))
                sm ^= run
            else:
                low = sm & -sm
                deadwood |= low << shift
                sm ^= low
    return melds, deadwood


def best_arrangement(cards: Iterable[Card]) -> Arrangement:
    """The arrangement of ``cards`` with the least deadwood (R5), for 0-11 cards."""
    melds, deadwood = _arrange(cards_mask(cards))
    return Arrangement(
        tuple(Meld(cards_from_mask(mask), kind) for mask, kind in melds), cards_from_mask(deadwood)
    )


def mask_melds(m: int) -> list[tuple[int, MeldKind]]:
    """The melds of the least-deadwood arrangement of the hand with bit mask
    ``m``, as (52-bit mask, kind) pairs: :func:`best_arrangement` without
    building cards, for the AI's inner loops."""
    return _arrange(m)[0]


def best_discards(cards: Iterable[Card]) -> tuple[tuple[Card, int], ...]:
    """For an eleven-card hand, every discard with the deadwood left after it,
    least deadwood first (ties: the higher card first, as it is the one to shed)."""
    m = cards_mask(cards)
    scored = []
    rest = m
    while rest:
        low = rest & -rest
        rest ^= low
        scored.append((mask_deadwood(m ^ low), -BIT_VALUE[low], low))
    scored.sort()
    return tuple((cards_from_mask(bit)[0], value) for value, _, bit in scored)


def mask_throws(m: int, allowed: int | None = None) -> tuple[int, int]:
    """The throws from the hand with bit mask ``m`` that leave the least
    deadwood: the mask of every such card among ``allowed`` (default: all of
    ``m``) and that deadwood; ``(0, 999)`` when no card may be thrown.

    The answer is that of ``mask_deadwood(m ^ card)`` tried for every card,
    found in one pass: a thrown card is in none of the sets chosen, so for
    each choice of sets (as in :func:`mask_deadwood`) the best throw from what
    is left, runs only, is read suit by suit from a table of every suit
    mask's best throw (made on the first call: the app's start does not pay
    for it).
    """
    allowed = m if allowed is None else allowed & m
    found = [999, 0]
    if allowed:
        triples = _triples(m)
        step = _throws_with_sets if triples else _throws_of_runs
        step(m, allowed, triples, found, _throw_tables())
    return found[1], found[0]


_Tables = tuple[list[int], list[int]]

_THROW_TABLES: _Tables | None = None
"""For every 13-bit suit mask, the most that throwing one of its cards lowers
its runs-only deadwood (-999 for no card), and the mask of the cards that do."""


def _throw_tables() -> _Tables:
    global _THROW_TABLES
    if _THROW_TABLES is None:
        gains = [-999] * 8192
        ties = [0] * 8192
        for mask in range(1, 8192):
            left, ties[mask] = _partial_throw(mask, mask)
            gains[mask] = _RUN_DEADWOOD[mask] - left
        _THROW_TABLES = gains, ties
    return _THROW_TABLES


def _throws_with_sets(m: int, allowed: int, triples: int, found: list[int], tables: _Tables) -> None:
    """Fold into ``found`` (least deadwood, mask of its throws) the best throws
    of ``m`` for every choice of sets among the ranks of ``triples``."""
    low = triples & -triples
    rest = triples ^ low
    rank = low.bit_length() - 1
    options = _SET_OPTIONS[rank][_pattern(m, rank)]
    step = _throws_with_sets if rest else _throws_of_runs
    step(m, allowed, rest, found, tables)
    for option in options:
        if allowed & ~option:
            step(m ^ option, allowed & ~option, rest, found, tables)


def _throws_of_runs(m: int, allowed: int, _: int, found: list[int], tables: _Tables) -> None:
    """:func:`_throws_with_sets` for a hand in runs only: throwing a card of
    one suit changes that suit's deadwood alone."""
    b = _RUN_DEADWOOD
    gains, ties = tables
    s0 = m & SUIT
    s1 = m >> 13 & SUIT
    s2 = m >> 26 & SUIT
    s3 = m >> 39
    whole = b[s0] + b[s1] + b[s2] + b[s3]
    if allowed == m:  # every card may go (the usual case): the suit that gains most
        g0 = gains[s0]
        g1 = gains[s1]
        g2 = gains[s2]
        g3 = gains[s3]
        gain = g0 if g0 > g1 else g1
        if g2 > gain:
            gain = g2
        if g3 > gain:
            gain = g3
        value = whole - gain
        if value > found[0]:
            return
        tie = ties[s0] if g0 == gain else 0
        if g1 == gain:
            tie |= ties[s1] << 13
        if g2 == gain:
            tie |= ties[s2] << 26
        if g3 == gain:
            tie |= ties[s3] << 39
        if value < found[0]:
            found[0] = value
            found[1] = tie
        else:
            found[1] |= tie
        return
    for suit, free, shift in (
        (s0, allowed & SUIT, 0),
        (s1, allowed >> 13 & SUIT, 13),
        (s2, allowed >> 26 & SUIT, 26),
        (s3, allowed >> 39, 39),
    ):
        if not free:
            continue
        if free == suit:  # every card may go (the usual case): read the table
            value, tie = whole - gains[suit], ties[suit]
        else:
            value, tie = _partial_throw(suit, free)
            value += whole - b[suit]
        if value < found[0]:
            found[0] = value
            found[1] = tie << shift
        elif value == found[0]:
            found[1] |= tie << shift


def _partial_throw(suit: int, free: int) -> tuple[int, int]:
    """The least runs-only deadwood of ``suit`` less one card of ``free``, and the cards that leave it."""
    b = _RUN_DEADWOOD
    value, tie = 999, 0
    while free:
        bit = free & -free
        free ^= bit
        left = b[suit ^ bit]
        if left < value:
            value, tie = left, bit
        elif left == value:
            tie |= bit
    return value, tie
