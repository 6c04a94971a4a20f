"""Every way to knock, and the defender's best answer (R13).

:func:`knock_options` lists the knocks an eleven-card hand allows, each
discard with each arrangement of the ten left, and :func:`arrangements`
those of one hand; :func:`best_defence` finds the defender's melds and
lay-offs onto the knocker's melds. The deadwood they prune by comes from
the meld solver (:mod:`gin3.engine.solver`).
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from itertools import combinations

from gin3.engine.bits import BIT_VALUE, layoff_chains
from gin3.engine.cards import Card, cards_from_mask, cards_mask
from gin3.engine.melds import Arrangement, Meld, MeldKind
from gin3.engine.solver import best_arrangement, mask_deadwood

__all__ = ["Defence", "KnockOption", "LaidOffCard", "arrangements", "best_defence", "knock_options"]


@dataclass(frozen=True, slots=True)
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


@dataclass(frozen=True, slots=True)
class LaidOffCard:
    """A defender's card laid off on the knocker's meld at ``meld_index`` (R13)."""

    card: Card
    meld_index: int


@dataclass(frozen=True, slots=True)
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
