"""The advisor's words (R20), apart from the advisor: :class:`Suggestion`,
:class:`Reason` and the English of every reason template.

The app's window and session hold suggestions and word their reasons, but
never rate a move themselves (the computer players' process does): importing
this module costs them none of the players' or the advisor's machinery.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from gin3.engine import Action, Card

__all__ = ["TEMPLATES", "Reason", "Suggestion", "card_text", "cards_text"]

TEMPLATES: dict[str, str] = {
    "take.meld": "Take {card}: it melds with your cards as {meld}.",
    "take.lower": "Take {card}: it lowers your deadwood from {before} to {after}.",
    "take.rated": (
        "Take {card}: it leaves {after} deadwood; a stock card would leave {expected} on average."
    ),
    "decline.nomeld": "Draw from the stock: {card} makes no meld with your cards.",
    "decline.meld": (
        "Draw from the stock: {card} would meld, but a stock card keeps your hand hidden. "
        "Taking it leaves {after} deadwood; a stock card leaves {expected} on average."
    ),
    "pass.nomeld": "Pass {card}: it makes no meld with your cards.",
    "pass.meld": (
        "Pass {card}: it would meld, but a stock card keeps your hand hidden. "
        "Taking it leaves {after} deadwood; a stock card leaves {expected} on average."
    ),
    "discard.dead": "Throw {card}: the other side can no longer meld it; leaves {deadwood} deadwood.",
    "discard.highest_keeps": "Throw {card}, your highest deadwood; keeps {draw} open.",
    "discard.highest": "Throw {card}, your highest deadwood; leaves {deadwood} deadwood.",
    "discard.deadwood_keeps": "Throw {card}, an unmatched card; keeps {draw} open.",
    "discard.deadwood": "Throw {card}, an unmatched card; leaves {deadwood} deadwood.",
    "discard.melded": "Throw {card} out of {meld}; leaves {deadwood} deadwood.",
    "wait.risk": (
        "Don't knock yet: throw {card}; knocking now has an estimated {risk}% chance of being undercut."
    ),
    "wait.value": (
        "Don't knock yet: throw {card}; waiting is rated {wait} points, the best knock only {knock}."
    ),
    "knock.gin": "Knock with gin: {melds}; scores {bonus} plus the other side's deadwood.",
    "knock.layoffs": (
        "Knock with {deadwood} deadwood, throwing {card}: {melds}; "
        "only {layoffs} unseen cards could be laid off on these melds."
    ),
    "knock.risk": (
        "Knock with {deadwood} deadwood, throwing {card}: {melds}; estimated undercut chance {risk}%."
    ),
    "layoff.gin": "The knock was gin: lay down {melds}; nothing may be laid off.",
    "layoff.cards": "Lay off {cards}; leaves {deadwood} deadwood.",
    "layoff.none": "Lay down your cards: nothing fits the knocker's melds; {deadwood} deadwood.",
}
"""English text of every reason template, by id."""


def card_text(card: Card) -> str:
    """A card for people: ``7♥``."""
    return card.symbol_text


def cards_text(cards: tuple[Card, ...] | list[Card]) -> str:
    """Cards for people: ``7♥ 8♥ 9♥``."""
    return " ".join(card_text(c) for c in sorted(cards))


@dataclass(frozen=True, slots=True)
class Reason:
    """Why a move is suggested: a template id from :data:`TEMPLATES` and its arguments."""

    template: str
    args: tuple[tuple[str, str], ...] = ()

    @property
    def text(self) -> str:
        """The reason in English."""
        return TEMPLATES[self.template].format(**dict(self.args))

    def __str__(self) -> str:
        return self.text


@dataclass(frozen=True, slots=True)
class Suggestion:
    """A suggested move, its value and the reason for it.

    ``value`` is on one scale for every decision, higher is better, roughly
    points in this hand: a knock or a lay-down is worth its expected score,
    and so are the discards ``hard`` played out (the points they scored on
    average in the guessed worlds); the draws, and the discards not played
    out, are worth 12 less the deadwood they are expected to leave (see
    :mod:`gin3.ai.brain`). Near the end of a match the scored points are
    weighed by the score (:mod:`gin3.ai.equity`): points past the target
    add nothing.
    """

    action: Action
    value: float
    reason: Reason

    @property
    def text(self) -> str:
        """The reason in English."""
        return self.reason.text
