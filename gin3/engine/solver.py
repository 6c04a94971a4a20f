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

from collections.abc import Iterable, Iterator, Sequence
from itertools import combinations

from gin3.engine.bits import BIT_VALUE, RANK_VALUES, SUIT, layoff_chains
from gin3.engine.cards import Card, cards_from_mask, cards_mask
from gin3.engine.melds import Arrangement, Meld, MeldKind
from gin3.values import value_class

__all__ = [
    "Defence",
    "KnockOption",
    "LaidOffCard",
    "arrangements",
    "best_arrangement",
    "best_defence",
    "best_discards",
    "deadwood_value",
    "knock_options",
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


@value_class
class KnockOption:
    """A way to knock (R13): the discard and the arrangement of the other ten."""

    discard: Card | None
    arrangement: Arrangement

    @property
    def deadwood_value(self) -> int:
        """Deadwood of the knocking hand."""
        return self.arrangement.deadwood_value


def _meld_masks(m: int, low: int) -> Iterator[tuple[int, MeldKind]]:
    """Melds inside ``m`` whose lowest card in deck order is ``low``."""
    i = low.bit_length() - 1
    rank, suit = i % 13, i // 13
    same_rank = [1 << (rank + 13 * s) for s in range(suit + 1, 4) if m >> (rank + 13 * s) & 1]
    for size in (2, 3):
        for others in combinations(same_rank, size):
            yield low | sum(others), MeldKind.SET
    run = low
    for step in range(1, 13 - rank):
        nxt = low << step
        if not m & nxt:
            break
        run |= nxt
        if step >= 2:
            yield run, MeldKind.RUN


def _enumerate(
    m: int, limit: int, deadwood: int, dw_value: int, run_tops: int, melds: tuple[tuple[int, MeldKind], ...]
) -> Iterator[tuple[tuple[tuple[int, MeldKind], ...], int]]:
    if not m:
        yield melds, deadwood
        return
    if dw_value + mask_deadwood(m) > limit:
        return
    low = m & -m
    value = BIT_VALUE[low]
    if dw_value + value <= limit:
        yield from _enumerate(m ^ low, limit, deadwood | low, dw_value + value, run_tops, melds)
    i = low.bit_length() - 1
    # A run may not start right above another run's top: that is the same
    # cards as one longer run, already produced.
    follows_run = i % 13 > 0 and run_tops & (low >> 1)
    for meld, kind in _meld_masks(m, low):
        if kind is MeldKind.RUN:
            if follows_run:
                continue
            tops = run_tops | (1 << (meld.bit_length() - 1))
        else:
            tops = run_tops
        yield from _enumerate(m ^ meld, limit, deadwood, dw_value, tops, (*melds, (meld, kind)))


def arrangements(cards: Iterable[Card], limit: int = 10) -> tuple[Arrangement, ...]:
    """Every arrangement of ``cards`` whose deadwood is at most ``limit``.

    Adjacent runs of one suit count as one longer run; arrangements that
    leave meldable cards as deadwood are included (a player may declare them).
    """
    m = cards_mask(cards)
    found = []
    for melds, deadwood in _enumerate(m, limit, 0, 0, 0, ()):
        found.append(
            Arrangement(
                tuple(Meld(cards_from_mask(mm), kind) for mm, kind in melds),
                cards_from_mask(deadwood),
            )
        )
    found.sort(key=lambda a: (a.deadwood_value, len(a.deadwood)))
    return tuple(found)


def knock_options(
    cards: Sequence[Card], limit: int = 10, *, exclude: Card | None = None
) -> tuple[KnockOption, ...]:
    """Every knock of an eleven-card hand with deadwood at most ``limit`` (R13):
    each discard (but ``exclude``) with each arrangement of the ten left."""
    m = cards_mask(cards)
    options: list[KnockOption] = []
    for card in cards:
        if card == exclude or mask_deadwood(m ^ card.bit) > limit:
            continue
        rest = [c for c in cards if c != card]
        options.extend(KnockOption(card, a) for a in arrangements(rest, limit))
    options.sort(key=lambda o: o.deadwood_value)
    return tuple(options)


@value_class
class LaidOffCard:
    """A defender's card laid off on the knocker's meld at ``meld_index`` (R13)."""

    card: Card
    meld_index: int


@value_class
class Defence:
    """What the defender lays down: own melds and deadwood, and lay-offs."""

    arrangement: Arrangement
    layoffs: tuple[LaidOffCard, ...]

    @property
    def deadwood_value(self) -> int:
        """The defender's count after melds and lay-offs (R14)."""
        return self.arrangement.deadwood_value


def best_defence(
    cards: Iterable[Card], knocker_melds: Sequence[Meld], *, may_lay_off: bool = True
) -> Defence:
    """The defender's best arrangement together with lay-offs onto the
    knocker's melds (R13), chained run extensions included. With
    ``may_lay_off`` false (the knocker went gin, R16) only own melds count."""
    m = cards_mask(cards)
    chains = [layoff_chains(meld.mask, meld.kind, m) for meld in knocker_melds] if may_lay_off else []
    best_value = mask_deadwood(m)
    best_pick: tuple[tuple[int, int], ...] = ()

    def search(index: int, used: int, picked: tuple[tuple[int, int], ...]) -> None:
        nonlocal best_value, best_pick
        if index == len(chains):
            if used:
                value = mask_deadwood(m ^ used)
                if value < best_value:
                    best_value, best_pick = value, picked
            return
        for chain in chains[index]:
            bits = sum(chain)
            if used & bits:
                continue
            search(index + 1, used | bits, picked + tuple((index, b) for b in chain))

    if chains:
        search(0, 0, ())
    used = sum(b for _, b in best_pick)
    layoffs = tuple(LaidOffCard(cards_from_mask(b)[0], i) for i, b in best_pick)
    return Defence(best_arrangement(cards_from_mask(m ^ used)), layoffs)
