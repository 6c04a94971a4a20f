"""Playing a sampled hand to its end on bit masks, fast.

``hard`` rates a move by playing it out in sampled worlds (a hand for the
opponent and an order for the stock, both drawn from the unseen cards) with
a quick greedy policy for both sides: take the pile card if it melds, throw
the card that leaves least deadwood (the highest on ties), knock as soon as
the rules allow. The result is the points the side scores, negative when
the opponent scores (R14-R17).
"""

from __future__ import annotations

from dataclasses import dataclass

from gin3.ai.knowledge import bit_value, bits_of, card_of, makes_meld
from gin3.engine import MeldKind, best_arrangement, mask_deadwood

__all__ = ["World", "knock_points", "play_out"]

_ACES = 1 | 1 << 13 | 1 << 26 | 1 << 39
_KINGS = _ACES << 12


@dataclass(slots=True)
class World:
    """One guess at the hidden cards: the opponent's hand and the stock, top last."""

    opponent: int
    stock: list[int]
    weight: float


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


def meld_masks(hand: int) -> list[tuple[int, MeldKind]]:
    """The melds of the best arrangement of ``hand``, as masks."""
    arrangement = best_arrangement([card_of(b) for b in bits_of(hand)])
    return [(m.mask, m.kind) for m in arrangement.melds]


def knock_points(
    knocker_melds: list[tuple[int, MeldKind]],
    knocker_deadwood: int,
    defender: int,
    gin_bonus: int,
    undercut_bonus: int,
) -> int:
    """Points to the knocker (negative: to the defender) when ``defender`` lays down."""
    if knocker_deadwood == 0:
        return gin_bonus + mask_deadwood(defender)
    theirs = defender_deadwood(defender, knocker_melds)
    if knocker_deadwood < theirs:
        return theirs - knocker_deadwood
    return -(undercut_bonus + knocker_deadwood - theirs)


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


def play_out(
    me: int,
    opponent: int,
    stock: list[int],
    top: int,
    opponent_to_move: bool,
    limit: int,
    gin_bonus: int,
    undercut_bonus: int,
    *,
    top_available: bool = True,
    max_turns: int = 60,
) -> int:
    """Play greedily to the end of the hand; points to ``me`` (R14-R17).

    ``stock`` is consumed (top last). ``top`` is the pile's top card and
    ``top_available`` whether the next player may take it.
    """
    for _ in range(max_turns):
        hand = opponent if opponent_to_move else me
        if top and top_available and makes_meld(hand, top):
            hand |= top
            keep = top
        else:
            if not stock:
                return 0
            hand |= stock.pop()
            keep = 0
        bit, dw = greedy_discard(hand, keep)
        hand ^= bit
        if dw <= limit:
            other = me if opponent_to_move else opponent
            points = knock_points(meld_masks(hand), dw, other, gin_bonus, undercut_bonus)
            return -points if opponent_to_move else points
        if opponent_to_move:
            opponent = hand
        else:
            me = hand
        top = bit
        top_available = True
        if len(stock) <= 2:
            return 0
        opponent_to_move = not opponent_to_move
    return 0
