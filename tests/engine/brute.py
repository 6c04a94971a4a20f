"""An independent brute-force meld solver, to check gin3's solver against.

It shares nothing with gin3.engine.solver but the Card values: melds are
found by listing every set and every run in the hand, and the best
arrangement is an exhaustive search over disjoint choices of those melds.
Slow, short and obviously right is the point.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Iterator
from itertools import combinations

from gin3.engine import FULL_DECK, Card

Cards = frozenset[Card]


def rank_of(card: Card) -> int:
    return "A23456789TJQK".index(str(card)[0]) + 1


def suit_of(card: Card) -> str:
    return str(card)[1]


def value_of(card: Card) -> int:
    return min(rank_of(card), 10)


def is_set(cards: Iterable[Card]) -> bool:
    group = list(cards)
    return len(group) in (3, 4) and len({rank_of(c) for c in group}) == 1


def is_run(cards: Iterable[Card]) -> bool:
    group = list(cards)
    ranks = sorted(rank_of(c) for c in group)
    return (
        len(group) >= 3
        and len({suit_of(c) for c in group}) == 1
        and ranks == list(range(ranks[0], ranks[0] + len(ranks)))
    )


def is_meld(cards: Iterable[Card]) -> bool:
    group = list(cards)
    return is_set(group) or is_run(group)


def all_melds(cards: Iterable[Card]) -> list[Cards]:
    """Every set and every run that can be made of ``cards``."""
    hand = list(cards)
    melds: list[Cards] = []
    for rank in range(1, 14):
        same = [c for c in hand if rank_of(c) == rank]
        for size in (3, 4):
            melds += [frozenset(group) for group in combinations(same, size)]
    for suit in "cdhs":
        by_rank = {rank_of(c): c for c in hand if suit_of(c) == suit}
        for low in range(1, 12):
            run = []
            for rank in range(low, 14):
                if rank not in by_rank:
                    break
                run.append(by_rank[rank])
                if len(run) >= 3:
                    melds.append(frozenset(run))
    return melds


def min_deadwood(cards: Iterable[Card]) -> int:
    """The least deadwood of ``cards`` over every choice of disjoint melds."""
    return Deadwood(cards).of(cards)


class Deadwood:
    """Least deadwood of any part of one hand, remembering what it has worked out."""

    def __init__(self, hand: Iterable[Card]) -> None:
        self.melds = all_melds(hand)
        self.memo: dict[Cards, int] = {frozenset(): 0}

    def of(self, cards: Iterable[Card]) -> int:
        rest = frozenset(cards)
        found = self.memo.get(rest)
        if found is None:
            card = min(rest)
            found = value_of(card) + self.of(rest - {card})
            for meld in self.melds:
                if card in meld and meld <= rest:
                    found = min(found, self.of(rest - meld))
            self.memo[rest] = found
        return found


Layout = tuple[frozenset[Cards], Cards]
"""An arrangement as plain data: the melds (as card sets) and the deadwood."""


def all_arrangements(cards: Iterable[Card], limit: int) -> Iterator[Layout]:
    """Every choice of disjoint melds whose deadwood is at most ``limit``."""
    hand = frozenset(cards)
    melds = all_melds(hand)

    def walk(rest: Cards, chosen: tuple[Cards, ...], dead: Cards, dead_value: int) -> Iterator[Layout]:
        if not rest:
            yield frozenset(chosen), dead
            return
        card = min(rest)
        if dead_value + value_of(card) <= limit:
            yield from walk(rest - {card}, chosen, dead | {card}, dead_value + value_of(card))
        for meld in melds:
            if card in meld and meld <= rest:
                yield from walk(rest - meld, (*chosen, meld), dead, dead_value)

    yield from walk(hand, (), frozenset(), 0)


def merge_adjacent_runs(layout: Layout) -> Layout:
    """Join runs of one suit that touch (3-4-5h + 6-7-8h is the run 3-8h)."""
    melds = set(layout[0])
    merged = True
    while merged:
        merged = False
        for a, b in combinations(list(melds), 2):
            if is_run(a) and is_run(b) and is_run(a | b):
                melds -= {a, b}
                melds.add(a | b)
                merged = True
                break
    return frozenset(melds), layout[1]


def fits(card: Card, meld: Cards) -> bool:
    """Whether ``card`` may be laid off on ``meld`` (R13)."""
    return card not in meld and is_meld(meld | {card})


def best_defence_value(cards: Iterable[Card], knocker_melds: Iterable[Iterable[Card]]) -> int:
    """The defender's least deadwood with own melds and any lay-offs, chains included."""
    start = tuple(frozenset(m) for m in knocker_melds)
    memo: dict[tuple[Cards, tuple[Cards, ...]], int] = {}

    own = Deadwood(cards)

    def search(rest: Cards, melds: tuple[Cards, ...]) -> int:
        key = (rest, melds)
        if key not in memo:
            best = own.of(rest)
            for card in rest:
                for i, meld in enumerate(melds):
                    if fits(card, meld):
                        grown = (*melds[:i], meld | {card}, *melds[i + 1 :])
                        best = min(best, search(rest - {card}, grown))
            memo[key] = best
        return memo[key]

    return search(frozenset(cards), start)


# -- hands to test on ----------------------------------------------------------------


def random_hand(rng: random.Random, size: int) -> list[Card]:
    return rng.sample(FULL_DECK, size)


def meld_heavy_pool(rng: random.Random) -> list[Card]:
    """20-26 cards close together, so that a hand drawn from them is full of melds."""
    kind = rng.randrange(4)
    if kind == 0:  # five or six neighbouring ranks in all suits: sets and runs cross
        width = rng.choice((5, 6))
        low = rng.randint(1, 14 - width)
        return [c for c in FULL_DECK if low <= rank_of(c) < low + width]
    if kind == 1:  # two whole suits: long runs
        suits = rng.sample("cdhs", 2)
        return [c for c in FULL_DECK if suit_of(c) in suits]
    if kind == 2:  # the benchmark's "half deck": 2 suits A-7 and 2 suits A-6
        return [c for c in FULL_DECK if rank_of(c) <= (7 if suit_of(c) in "cd" else 6)]
    suits = rng.sample("cdhs", 3)  # seven or eight neighbouring ranks in three suits
    width = rng.choice((7, 8))
    low = rng.randint(1, 14 - width)
    return [c for c in FULL_DECK if suit_of(c) in suits and low <= rank_of(c) < low + width]


def meld_heavy_hand(rng: random.Random, size: int) -> list[Card]:
    return rng.sample(meld_heavy_pool(rng), size)
