"""The worth of laying down: a knock's expected score over the guesses at the
opponent's hand, and the defender's exact best lay-down (R14-R16).

A knock is worth the points it scores against each guessed hand (gin bonus,
knock difference or undercut), with the defender's exact lay-offs on the
melds laid down, averaged by the guesses' weights; with a score
(:class:`~gin3.ai.equity.ScoreWeights`) the points are weighed first.
"""

from __future__ import annotations

from gin3.ai.guesses import Samples
from gin3.ai.knowledge import Knowledge, bits_of, card_of
from gin3.ai.lookahead import KNOCK_GUESS
from gin3.ai.masks import defender_deadwood
from gin3.ai.moves import best_layoff
from gin3.ai.rated import Rated
from gin3.engine import Knock, View, arrangements, mask_deadwood
from gin3.engine.bits import bit_value, layoff_reach

__all__ = ["knock_value", "rate_knocks", "rate_layoff"]


def rate_knocks(
    view: View, know: Knowledge, samples: Samples, after: dict[int, int], *, by_value: bool
) -> list[Rated]:
    """The knocks worth considering, rated, given the deadwood ``after`` each discard.

    With ``by_value``, up to four ways to meld after each of the five best
    discards, each worth its expected score; otherwise only the knock with
    least deadwood, at a rough guess of its worth.
    """
    limit = know.knock_limit
    options = sorted((dw, -bit_value(bit), bit) for bit, dw in after.items() if dw <= limit)
    if not by_value:
        dw, _, bit = options[0]
        rest = [card_of(b) for b in bits_of(know.hand ^ bit)]
        melds = arrangements(rest, dw)[0].melds
        return [Rated(Knock(card_of(bit), melds), KNOCK_GUESS + 10 - dw)]
    rated = []
    for dw, _, bit in options[:5]:
        rest = [card_of(b) for b in bits_of(know.hand ^ bit)]
        for arrangement in arrangements(rest, dw)[:4]:
            knock = Knock(card_of(bit), arrangement.melds)
            rated.append(knock_value(view, know, samples, knock))
    return rated


def knock_value(view: View, know: Knowledge, samples: Samples, knock: Knock) -> Rated:
    """``knock`` worth its expected score over the guesses, with the chance of an undercut."""
    rules = view.rules
    melds = [(m.mask, m.kind) for m in knock.melds]
    held = know.hand ^ (knock.discard.bit if knock.discard else 0)
    melded = sum(m for m, _ in melds)
    mine = sum(bit_value(b) for b in bits_of(held & ~melded))
    reach = 0
    for mask, kind in melds:
        reach |= layoff_reach(mask, kind, know.unseen | know.opponent_known)
    total = points = undercut = 0.0
    for hand, weight in zip(samples.hands, samples.weights, strict=True):
        if mine == 0:
            score = rules.gin_bonus + mask_deadwood(hand)
        else:
            theirs = defender_deadwood(hand, melds) if hand & reach else mask_deadwood(hand)
            if mine < theirs:
                score = theirs - mine
            else:
                score = -(rules.undercut_bonus + mine - theirs)
                undercut += weight
        points += weight * (samples.score.value(score) if samples.score else score)
        total += weight
    total = total or 1.0
    return Rated(
        knock,
        points / total,
        float(mine),
        undercut_chance=undercut / total,
        layoff_cards=len(bits_of(reach)),
    )


def rate_layoff(view: View) -> Rated:
    """The defender's exact best lay-down, worth the points it will score (R14-R16)."""
    assert view.knocked is not None
    action = best_layoff(view)
    used = sum(m.mask for m in action.melds) | sum(lo.card.bit for lo in action.layoffs)
    mine = sum(c.value for c in view.hand if not used & c.bit)
    knocker = view.knocked.arrangement.deadwood_value
    rules = view.rules
    if view.knocked.gin:
        value = -(rules.gin_bonus + mine + (rules.big_gin_extra if view.knocked.discard is None else 0))
    elif knocker < mine:
        value = knocker - mine
    else:
        value = rules.undercut_bonus + knocker - mine
    return Rated(action, float(value), float(mine))
