"""Why a hand refuses an action (R4, R11, R13, R16): is a value an action at
all, may this card be discarded, is this knock or lay-down valid for the
cards held? Each check returns a :class:`~gin3.engine.refusals.Refusal`, or
``None`` when all is well; :class:`~gin3.engine.hand.Hand` decides which
check applies in which phase."""

from __future__ import annotations

from collections.abc import Sequence

from gin3.engine.actions import ACTION_TYPES, Discard, Knock, LayOff
from gin3.engine.cards import Card, cards_mask
from gin3.engine.events import Knocked
from gin3.engine.knocking import LaidOffCard
from gin3.engine.melds import Meld
from gin3.engine.refusals import Refusal, RefusalCode

__all__ = ["discard_refusal", "knock_refusal", "layoff_refusal", "malformed", "melds_refusal"]


def malformed(action: object) -> Refusal | None:
    """Why ``action`` is not a well-formed action value at all, or ``None``."""
    if isinstance(action, Discard) and not isinstance(action.card, Card):
        return Refusal.of(RefusalCode.NOT_A_CARD, value=action.card)
    if isinstance(action, Knock):
        if action.discard is not None and not isinstance(action.discard, Card):
            return Refusal.of(RefusalCode.NOT_A_CARD, value=action.discard)
        if not _are_melds(action.melds):
            return Refusal.of(RefusalCode.NOT_MELDS)
    if isinstance(action, LayOff):
        if not _are_melds(action.melds):
            return Refusal.of(RefusalCode.NOT_MELDS)
        if not isinstance(action.layoffs, tuple) or not all(
            isinstance(lo, LaidOffCard) and isinstance(lo.card, Card) and type(lo.meld_index) is int
            for lo in action.layoffs
        ):
            return Refusal.of(RefusalCode.NOT_LAYOFFS)
    if not isinstance(action, ACTION_TYPES):
        return Refusal.of(RefusalCode.NOT_AN_ACTION, value=action)
    return None


def _are_melds(melds: object) -> bool:
    return isinstance(melds, tuple) and all(isinstance(m, Meld) for m in melds)


def melds_refusal(melds: Sequence[Meld], cards: Sequence[Card]) -> Refusal | None:
    """Why ``melds`` (already checked to be melds) are not a valid laying-down
    of some of ``cards``: two melds share a card, or a meld is not held."""
    available = cards_mask(cards)
    used = 0
    for meld in melds:
        if meld.mask & used:
            return Refusal.of(RefusalCode.MELD_OVERLAP, meld=meld)
        if meld.mask & ~available:
            missing = tuple(c for c in meld.cards if not available & c.bit)
            return Refusal.of(RefusalCode.MELD_NOT_HELD, cards=missing, meld=meld)
        used |= meld.mask
    return None


def discard_refusal(card: Card, held: Sequence[Card], untouchable: Card | None) -> Refusal | None:
    """Why ``card`` may not be discarded from ``held``; ``untouchable`` is the
    card just taken from the discard pile when it may not be thrown (R11)."""
    if card not in held:
        return Refusal.of(RefusalCode.NOT_IN_HAND, card=card)
    if card == untouchable:
        return Refusal.of(RefusalCode.TAKEN_CARD, card=card)
    return None


def knock_refusal(
    action: Knock, held: Sequence[Card], knock_limit: int, big_gin: bool, untouchable: Card | None
) -> Refusal | None:
    """Why ``action`` is not a valid knock from ``held`` (R13; big gin, R15)."""
    if action.discard is None:
        if not big_gin:
            return Refusal.of(RefusalCode.KNOCK_NEEDS_DISCARD)
        rest = list(held)
    else:
        refusal = discard_refusal(action.discard, held, untouchable)
        if refusal:
            return refusal
        rest = [c for c in held if c != action.discard]
    refusal = melds_refusal(action.melds, rest)
    if refusal:
        return refusal
    melded = sum(m.mask for m in action.melds)
    deadwood = sum(c.value for c in rest if not melded & c.bit)
    if action.discard is None and deadwood:
        return Refusal.of(RefusalCode.BIG_GIN_NEEDS_ALL)
    if deadwood > knock_limit:
        if knock_limit == 0:
            return Refusal.of(RefusalCode.KNOCK_GIN_ONLY, deadwood=deadwood)
        return Refusal.of(RefusalCode.KNOCK_TOO_MUCH, deadwood=deadwood, limit=knock_limit)
    return None


def layoff_refusal(action: LayOff, held: Sequence[Card], knocked: Knocked) -> Refusal | None:
    """Why ``action`` is not a valid lay-down of ``held`` against ``knocked`` (R13, R16)."""
    laid = [lo.card for lo in action.layoffs]
    if knocked.gin and laid:
        return Refusal.of(RefusalCode.NO_LAYOFF_ON_GIN)
    for card in laid:
        if card not in held:
            return Refusal.of(RefusalCode.NOT_IN_HAND, card=card)
    if len(set(laid)) != len(laid):
        return Refusal.of(RefusalCode.LAID_OFF_TWICE)
    refusal = melds_refusal(action.melds, [c for c in held if c not in laid])
    if refusal:
        return refusal
    targets = list(knocked.arrangement.melds)
    for lo in action.layoffs:
        if not 0 <= lo.meld_index < len(targets):
            return Refusal.of(RefusalCode.NO_SUCH_MELD, number=lo.meld_index + 1, card=lo.card)
    # Lay-offs are a set of cards, not a sequence: 3h and 4h on 5-6-7h fit in
    # either order, so keep laying off whatever fits until nothing more does.
    pending = list(action.layoffs)
    while pending:
        fit = next((lo for lo in pending if lo.card in targets[lo.meld_index].extensions()), None)
        if fit is None:
            lo = pending[0]
            return Refusal.of(RefusalCode.DOES_NOT_FIT, card=lo.card, meld=targets[lo.meld_index])
        targets[fit.meld_index] = targets[fit.meld_index].extended(fit.card)
        pending.remove(fit)
    return None
