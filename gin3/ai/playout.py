"""Playing the rest of a hand out, fast, in one guessed world.

A *world* is one guess at the hidden cards: the opponent's hand and the
order of the stock. :func:`playout` plays the hand to its end in that world
with the simple strategy for both sides (take the pile card only if it
melds, throw the card that leaves least deadwood, knock as soon as the
deadwood allows; my first discards may be chosen otherwise, see
:mod:`gin3.ai.nextturn`) and returns the points the hand is worth to "me" (R14-R17):
positive when I score, negative when the opponent does, 0 for a dead hand.

Everything works on bit masks (see :attr:`Card.bit`); a playout of a whole
hand costs about a tenth of a millisecond, so ``hard`` can afford hundreds
per decision.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from gin3.ai.base import rebuilt_by_init
from gin3.ai.masks import TieBreaks, defender_deadwood, greedy_after_draw, greedy_discard, meld_makers
from gin3.engine import MeldKind, mask_deadwood, mask_melds
from gin3.engine.bits import ALL, VALUES, extension_steps

__all__ = ["NextChooser", "Scoring", "World", "after_draw", "knock_points", "playout"]

NextChooser = Callable[[int, int], tuple[int, int]]
"""Chooses my discard from eleven cards, never the second argument's card
(0: none): the card and the deadwood left (:class:`gin3.ai.nextturn.NextTurn`)."""


@dataclass(frozen=True, slots=True)
class Scoring:
    """The numbers of the rule set a playout needs."""

    knock_limit: int
    gin_bonus: int
    undercut_bonus: int
    discard_taken: bool
    dead_at: int = 2
    their_limit: int = -1
    """The most deadwood the opponent knocks with (-1: ``knock_limit``; 0 for one who waits for gin)."""

    def __reduce__(self) -> tuple[type, tuple[Any, ...]]:
        return rebuilt_by_init(self)  # compiled, pickling would assign the frozen fields


@dataclass(frozen=True, slots=True)
class World:
    """A guess at the hidden cards: the opponent's hand, the stock top first,
    and a seed for the opponent's random tie-breaks
    (:class:`~gin3.ai.masks.TieBreaks`; ``None``: it throws the highest of
    the tied cards, as "I" do)."""

    opponent: int
    stock: tuple[int, ...]
    seed: int | None
    weight: float = 1.0

    def __reduce__(self) -> tuple[type, tuple[Any, ...]]:
        return rebuilt_by_init(self)  # compiled, pickling would assign the frozen fields


def _melds_with(hand: int, card: int, deadwood: int) -> bool:
    """Whether ``card``, one of the :func:`~gin3.ai.masks.meld_makers` of
    ``hand`` (whose deadwood is ``deadwood``), melds with it: lowers the
    deadwood by more than it adds."""
    return mask_deadwood(hand | card) < deadwood + VALUES[card.bit_length() - 1]


def knock_points(knocker: int, knocker_dw: int, defender: int, scoring: Scoring) -> int:
    """Points to the knocker (negative when undercut), R14-R16: the ten cards
    ``knocker`` knock with ``knocker_dw`` deadwood (0: gin) against the ten
    cards ``defender``, who lays off all it can on the knocker's melds."""
    if knocker_dw == 0:
        return scoring.gin_bonus + mask_deadwood(defender)
    melds, reach = _melds(knocker)
    # no card next to a meld: nothing to lay off (most knocks in a playout)
    theirs = defender_deadwood(defender, melds) if defender & reach else mask_deadwood(defender)
    if knocker_dw < theirs:
        return theirs - knocker_dw
    return -(scoring.undercut_bonus + knocker_dw - theirs)


def _melds(knocker: int) -> tuple[list[tuple[int, MeldKind]], int]:
    """The knocker's melds and the cards that could be laid off on them
    first, cached: in the worlds of one decision two knocks in three are
    made with a hand that knocked before."""
    found = _MELDS.get(knocker)
    if found is None:
        if len(_MELDS) >= _CACHE_SIZE:
            _MELDS.clear()
        melds = mask_melds(knocker)
        reach = 0
        for mask, kind in melds:
            ups, downs = extension_steps(mask, kind, ALL)
            reach |= (ups[0] if ups else 0) | (downs[0] if downs else 0)
        found = _MELDS[knocker] = melds, reach
    return found


_MELDS: dict[int, tuple[list[tuple[int, MeldKind]], int]] = {}
_CACHE_SIZE = 1 << 14
_MAKERS: dict[int, int] = {}
"""Each hand's :func:`~gin3.ai.masks.meld_makers`: a hand waits through several turns of a
playout, and every world of a decision starts from the same few."""
_MAKERS_SIZE = 1 << 16


def playout(
    mine: int,
    world: World,
    top: int,
    my_turn: bool,
    scoring: Scoring,
    next_turn: NextChooser | None = None,
    next_turns: int = 1,
) -> int:
    """Points to me of playing the hand out from a turn's start.

    ``mine`` is my ten-card hand, ``top`` the discard pile's top card (0 if
    none), ``my_turn`` whether I draw next; ``next_turn``, if given, makes my
    first ``next_turns`` discards instead of the simple strategy. A stock
    already down to the last cards means the discard before ended the hand (R17).
    """
    if len(world.stock) <= scoring.dead_at:
        return 0
    chooser = next_turn if next_turns > 0 else None
    return _play(mine, world.opponent, world.stock, top, my_turn, scoring, _rng(world), chooser, next_turns)


def after_draw(
    eleven: int,
    keep: int,
    world: World,
    scoring: Scoring,
    next_turn: NextChooser | None = None,
    next_turns: int = 1,
) -> int:
    """Points to me of holding ``eleven`` cards just drawn, ``world``'s stock
    the cards still to draw: my discard (never ``keep``, 0 for none) is
    ``next_turn``'s choice, or the simple strategy's without one; a knock
    when it allows one, else the hand played out as :func:`playout` plays
    it, ``next_turn`` making my next ``next_turns`` discards too."""
    bit, deadwood = next_turn(eleven, keep) if next_turn is not None else greedy_discard(eleven, keep)
    ten = eleven ^ bit
    if deadwood <= scoring.knock_limit:
        return knock_points(ten, deadwood, world.opponent, scoring)
    return playout(ten, world, bit, False, scoring, next_turn, next_turns)


def _rng(world: World) -> TieBreaks | None:
    return None if world.seed is None else TieBreaks(world.seed)


def _play(
    mine: int,
    theirs: int,
    stock: tuple[int, ...],
    top: int,
    my_turn: bool,
    scoring: Scoring,
    rng: TieBreaks | None,
    next_turn: NextChooser | None,
    next_turns: int,
) -> int:
    limit = scoring.knock_limit
    their_limit = scoring.their_limit if scoring.their_limit >= 0 else limit
    dead_at = scoring.dead_at
    keep_taken = not scoring.discard_taken
    next_card = 0
    # each side's deadwood at the start of its turn
    my_dw = mask_deadwood(mine)
    their_dw = mask_deadwood(theirs)
    while True:
        hand, deadwood = (mine, my_dw) if my_turn else (theirs, their_dw)
        turn_rng = None if my_turn else rng
        # the cards that could meld with the hand: any other card melds with nothing
        makers = _MAKERS.get(hand)
        if makers is None:
            if len(_MAKERS) >= _MAKERS_SIZE:
                _MAKERS.clear()
            makers = _MAKERS[hand] = meld_makers(hand)
        if top & makers and _melds_with(hand, top, deadwood):
            hand |= top
            if my_turn and next_turn is not None:
                bit, dw = next_turn(hand, top if keep_taken else 0)
                next_turns -= 1
                if not next_turns:
                    next_turn = None
            else:
                bit, dw = greedy_discard(hand, top if keep_taken else 0, rng=turn_rng)
        else:
            drawn = stock[next_card]
            next_card += 1
            if my_turn and next_turn is not None:
                hand |= drawn
                bit, dw = next_turn(hand, 0)
                next_turns -= 1
                if not next_turns:
                    next_turn = None
            else:
                bit, dw = greedy_after_draw(hand, deadwood, drawn, turn_rng, makers=makers)
                hand |= drawn
        hand ^= bit
        if dw <= (limit if my_turn else their_limit):
            points = knock_points(hand, dw, theirs if my_turn else mine, scoring)
            return points if my_turn else -points
        if len(stock) - next_card <= dead_at:
            return 0
        top = bit
        if my_turn:
            mine, my_dw = hand, dw
        else:
            theirs, their_dw = hand, dw
        my_turn = not my_turn
