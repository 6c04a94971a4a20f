"""The sitter's advisor (R20): the captain's moves, best first, each with a reason.

:meth:`Advisor.suggest` rates every move of the decision with ``hard``'s
brain, so its first suggestion is the move ``hard`` would play. Each
:class:`Suggestion` carries a :class:`Reason`: a template id and its
arguments, rendered to English by :attr:`Reason.text`. Translators (issue 7)
translate the templates in :data:`TEMPLATES`; no sentence is ever built by
joining pieces. Every template states a fact checked against the position
(or, where it says "estimated", the brain's own estimate).
"""

from __future__ import annotations

from gin3.ai.brain import Brain, BrainConfig, Rated
from gin3.ai.knowledge import Knowledge, bits_of, makes_meld
from gin3.ai.players import HARD
from gin3.ai.reasons import TEMPLATES, Reason, Suggestion, card_text, cards_text
from gin3.engine import (
    Arrangement,
    Card,
    Discard,
    DrawDiscard,
    DrawStock,
    Knock,
    LayOff,
    PassUpcard,
    TakeUpcard,
    View,
    best_arrangement,
    cards_mask,
    mask_deadwood,
)

__all__ = ["TEMPLATES", "Advisor", "Reason", "Suggestion", "card_text", "cards_text", "explain"]


def _reason(template: str, **args: object) -> Reason:
    return Reason(template, tuple((k, str(v)) for k, v in args.items()))


class Advisor:
    """Suggests the captain's moves with ``hard``'s brain (or a brain configured otherwise:
    the hand review thinks with fewer samples, :mod:`gin3.session.review`)."""

    def __init__(self, config: BrainConfig | None = None) -> None:
        self.brain = Brain(config or HARD)

    def suggest(self, view: View) -> list[Suggestion]:
        """Every considered move of the decision, best first; empty when ``view``'s
        side is not to act."""
        if not view.legal_actions:
            return []
        rated = self.brain.rate(view)
        know = Knowledge.of(view)
        return [Suggestion(r.action, round(r.value, 2), explain(view, know, r, rated)) for r in rated]


def explain(view: View, know: Knowledge, rated: Rated, others: list[Rated]) -> Reason:
    """A true one-line reason for ``rated``'s move in ``view``; ``others`` are
    the other moves of the decision as the brain rated them."""
    action = rated.action
    if isinstance(action, TakeUpcard | DrawDiscard | PassUpcard | DrawStock):
        stock = next((r for r in others if isinstance(r.action, PassUpcard | DrawStock)), rated)
        return _explain_draw(view, know, rated, stock.expected_deadwood)
    best_knock = next((r for r in others if isinstance(r.action, Knock)), None)
    if isinstance(action, Discard):
        return _explain_discard(view, know, rated, best_knock)
    if isinstance(action, Knock):
        return _explain_knock(view, rated, action)
    assert isinstance(action, LayOff)
    return _explain_layoff(view, action)


def _explain_draw(view: View, know: Knowledge, rated: Rated, expected: float) -> Reason:
    top = view.discard_pile[-1]
    hand = know.hand
    melds = makes_meld(hand, top.bit)
    eleven = hand | top.bit
    after = min(mask_deadwood(eleven ^ b) for b in bits_of(hand))
    before = mask_deadwood(hand)
    if isinstance(rated.action, TakeUpcard | DrawDiscard):
        if melds:
            meld = next(m for m in best_arrangement((*view.hand, top)).melds if top in m)
            return _reason("take.meld", card=card_text(top), meld=cards_text(list(meld.cards)))
        if after < before:
            return _reason("take.lower", card=card_text(top), before=before, after=after)
        return _reason("take.rated", card=card_text(top), after=after, expected=f"{expected:.1f}")
    prefix = "pass" if isinstance(rated.action, PassUpcard) else "decline"
    if not melds:
        return _reason(f"{prefix}.nomeld", card=card_text(top))
    return _reason(f"{prefix}.meld", card=card_text(top), expected=f"{expected:.1f}", after=after)


def _open_draw(view: View, rest: Arrangement, know: Knowledge) -> str | None:
    """Two deadwood cards of ``rest`` that a card still unseen would turn into a meld."""
    loose = sorted(rest.deadwood, key=lambda c: -c.value)
    for i, a in enumerate(loose):
        for b in loose[i + 1 :]:
            pair = a.bit | b.bit
            for bit in bits_of(know.unseen):
                if mask_deadwood(pair | bit) == 0:
                    return cards_text([a, b])
    return None


def _is_dead(card: Card, know: Knowledge) -> bool:
    """No two cards that might be the opponent's can meld with ``card``."""
    live = bits_of((know.unseen | know.opponent_known) & _near(card.bit))
    for i, a in enumerate(live):
        for b in live[i + 1 :]:
            if mask_deadwood(card.bit | a | b) == 0:
                return False
    return True


def _near(bit: int) -> int:
    """Cards that can share a meld with the card ``bit``: its rank, or two steps in its suit."""
    index = bit.bit_length() - 1
    rank, suit = index % 13, index // 13
    found = sum(1 << (s * 13 + rank) for s in range(4))
    for step in (-2, -1, 1, 2):
        if 0 <= rank + step < 13:
            found |= 1 << (suit * 13 + rank + step)
    return found & ~bit


def _explain_discard(view: View, know: Knowledge, rated: Rated, best_knock: Rated | None) -> Reason:
    assert isinstance(rated.action, Discard)
    card = rated.action.card
    rest_cards = [c for c in view.hand if c != card]
    rest = best_arrangement(rest_cards)
    deadwood = rest.deadwood_value
    if best_knock is not None:
        if best_knock.undercut_chance >= 0.2:
            return _reason("wait.risk", card=card_text(card), risk=round(100 * best_knock.undercut_chance))
        return _reason(
            "wait.value", card=card_text(card), wait=f"{rated.value:.1f}", knock=f"{best_knock.value:.1f}"
        )
    full = best_arrangement(view.hand)
    melded = next((m for m in full.melds if card in m), None)
    if melded is not None and mask_deadwood(cards_mask(rest_cards)) > full.deadwood_value:
        return _reason(
            "discard.melded", card=card_text(card), meld=cards_text(list(melded.cards)), deadwood=deadwood
        )
    if _is_dead(card, know):
        return _reason("discard.dead", card=card_text(card), deadwood=deadwood)
    highest = melded is None and all(card.value >= c.value for c in full.deadwood)
    draw = _open_draw(view, rest, know)
    if melded is None:
        if draw is not None:
            return _reason(
                "discard.highest_keeps" if highest else "discard.deadwood_keeps",
                card=card_text(card),
                draw=draw,
            )
        return _reason(
            "discard.highest" if highest else "discard.deadwood", card=card_text(card), deadwood=deadwood
        )
    return _reason(
        "discard.melded", card=card_text(card), meld=cards_text(list(melded.cards)), deadwood=deadwood
    )


def _explain_knock(view: View, rated: Rated, knock: Knock) -> Reason:
    melds = " ".join(f"[{cards_text(list(m.cards))}]" for m in knock.melds)
    held = [c for c in view.hand if c != knock.discard]
    melded = cards_mask(c for m in knock.melds for c in m.cards)
    deadwood = sum(c.value for c in held if not melded & c.bit)
    if deadwood == 0:
        return _reason("knock.gin", melds=melds, bonus=view.rules.gin_bonus)
    card = card_text(knock.discard) if knock.discard else "-"
    if rated.undercut_chance >= 0.05:
        return _reason(
            "knock.risk", deadwood=deadwood, card=card, melds=melds, risk=round(100 * rated.undercut_chance)
        )
    return _reason("knock.layoffs", deadwood=deadwood, card=card, melds=melds, layoffs=rated.layoff_cards)


def _explain_layoff(view: View, action: LayOff) -> Reason:
    melds = " ".join(f"[{cards_text(list(m.cards))}]" for m in action.melds) or "-"
    laid = [lo.card for lo in action.layoffs]
    melded = cards_mask(c for m in action.melds for c in m.cards) | cards_mask(laid)
    deadwood = sum(c.value for c in view.hand if not melded & c.bit)
    if view.knocked is not None and view.knocked.gin:
        return _reason("layoff.gin", melds=melds)
    if laid:
        return _reason("layoff.cards", cards=cards_text(laid), deadwood=deadwood)
    return _reason("layoff.none", deadwood=deadwood)
