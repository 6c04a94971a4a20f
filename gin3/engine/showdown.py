"""The end of a hand after a knock: the defender's ways to lay down (R13), and
the score (R14-R16).

:class:`~gin3.engine.hand.Hand` lists the lay-off phase's actions with
:func:`layoff_actions` and scores the hand with :func:`score_hand` once the
defender has laid down.
"""

from __future__ import annotations

from collections.abc import Sequence

from gin3.engine.actions import LayOff
from gin3.engine.bits import bit_card, layoff_chains
from gin3.engine.cards import Card, cards_mask
from gin3.engine.events import HandScored, Knocked, Outcome
from gin3.engine.knocking import LaidOffCard, best_defence
from gin3.engine.rules import RuleSet
from gin3.engine.seats import Seat
from gin3.engine.solver import best_arrangement

__all__ = ["layoff_actions", "score_hand"]


def layoff_actions(held: Sequence[Card], knocked: Knocked) -> tuple[LayOff, ...]:
    """The defender's ways to lay down ``held`` against ``knocked``: one per
    choice of lay-offs on the knocker's melds, each with the best melds of
    the cards left, the best defence first; against gin, the best melds only."""
    melds = knocked.arrangement.melds
    if knocked.gin:
        return (LayOff(best_arrangement(held).melds),)
    found: dict[LayOff, None] = {}
    best = best_defence(held, melds)
    found[LayOff(best.arrangement.melds, best.layoffs)] = None
    m = cards_mask(held)
    chains = [layoff_chains(meld.mask, meld.kind, m) for meld in melds]

    def walk(index: int, used: int, picked: tuple[LaidOffCard, ...]) -> None:
        if index == len(chains):
            rest = [c for c in held if not used & c.bit]
            found.setdefault(LayOff(best_arrangement(rest).melds, picked), None)
            return
        for chain in chains[index]:
            bits = sum(chain)
            if not used & bits:
                laid = tuple(LaidOffCard(bit_card(b), index) for b in chain)
                walk(index + 1, used | bits, picked + laid)

    walk(0, 0, ())
    return tuple(found)


def score_hand(rules: RuleSet, knock: Knocked, defender: Seat, defender_deadwood: int) -> HandScored:
    """The score of a hand ended by ``knock`` once ``defender`` has laid down
    with ``defender_deadwood`` (R14-R16): gin, knock or undercut."""
    knocker = knock.seat
    knocker_deadwood = knock.arrangement.deadwood_value
    if knock.gin:
        points = rules.gin_bonus + defender_deadwood
        outcome = Outcome.GIN
        if knock.discard is None:
            points += rules.big_gin_extra
            outcome = Outcome.BIG_GIN
        return HandScored(knocker, defender, points, outcome, knocker, 0, defender_deadwood)
    if knocker_deadwood < defender_deadwood:
        points = defender_deadwood - knocker_deadwood
        return HandScored(
            knocker, defender, points, Outcome.KNOCK, knocker, knocker_deadwood, defender_deadwood
        )
    points = rules.undercut_bonus + knocker_deadwood - defender_deadwood
    return HandScored(
        defender, knocker, points, Outcome.UNDERCUT, knocker, knocker_deadwood, defender_deadwood
    )
