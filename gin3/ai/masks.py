"""Quick bit-mask versions of a few moves, for the brain's inner loops.

The brain replays the opponent's improvement and looks two draws ahead with
a greedy policy (throw the card that leaves least deadwood, the highest on
ties), and scores knocks against sampled hands with the defender's exact
lay-offs. These helpers do that on bit masks (see :attr:`Card.bit`) without
building cards or melds.
"""

from __future__ import annotations

from gin3.ai.knowledge import bit_value
from gin3.engine import MeldKind, mask_deadwood

__all__ = ["defender_deadwood", "greedy_discard"]

_ACES = 1 | 1 << 13 | 1 << 26 | 1 << 39
_KINGS = _ACES << 12


def greedy_discard(hand: int, keep: int, fixed: int = 0) -> tuple[int, int]:
    """The card to throw from an eleven-card ``hand`` (never ``keep`` nor a card of
    ``fixed``) and the deadwood left."""
    best_dw = 999
    best_bit = 0
    best_value = 0
    rest = hand
    while rest:
        bit = rest & -rest
        rest ^= bit
        if bit == keep or bit & fixed:
            continue
        dw = mask_deadwood(hand ^ bit)
        if dw < best_dw or (dw == best_dw and bit_value(bit) > best_value):
            best_dw, best_bit, best_value = dw, bit, bit_value(bit)
    return best_bit, best_dw


def defender_deadwood(hand: int, melds: list[tuple[int, MeldKind]]) -> int:
    """The defender's least deadwood with lay-offs on ``melds`` (R13), as in
    :func:`gin3.engine.best_defence` but on bit masks."""
    options: list[list[int]] = []
    for mask, kind in melds:
        if kind is MeldKind.SET:
            if mask.bit_count() == 3:
                rank = ((mask & -mask).bit_length() - 1) % 13
                extra = (_ACES << rank) & ~mask & hand
                if extra:
                    options.append([0, extra])
            continue
        ups = [0]
        bit = (1 << (mask.bit_length() - 1)) << 1 & ~_ACES
        chain = 0
        while bit & hand:
            chain |= bit
            ups.append(chain)
            bit = bit << 1 & ~_ACES
        downs = [0]
        bit = (mask & -mask) >> 1 & ~_KINGS
        chain = 0
        while bit & hand:
            chain |= bit
            downs.append(chain)
            bit = bit >> 1 & ~_KINGS
        if len(ups) > 1 or len(downs) > 1:
            options.append([u | d for u in ups for d in downs])
    best = mask_deadwood(hand)
    if not options:
        return best

    def walk(index: int, used: int) -> None:
        nonlocal best
        if index == len(options):
            if used:
                best = min(best, mask_deadwood(hand ^ used))
            return
        for choice in options[index]:
            if not used & choice:
                walk(index + 1, used | choice)

    walk(0, 0)
    return best
