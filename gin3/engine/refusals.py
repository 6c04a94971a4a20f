"""Why the engine refuses an action, as data: a code plus its arguments.

Every :class:`~gin3.engine.IllegalActionError` carries a :class:`Refusal`.
The English sentence is rendered in one place, :data:`TEMPLATES`; other
front ends (the GUI's translations) word the same code and arguments their
own way, so nobody has to parse the English.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from gin3.engine.cards import Card, format_cards

__all__ = ["TEMPLATES", "Refusal", "RefusalCode"]


class RefusalCode(Enum):
    """One member per reason the engine refuses an action; the arguments each
    carries are named in its template (see :data:`TEMPLATES`)."""

    HAND_OVER = "hand_over"
    OFFER_FIRST = "offer_first"
    BOTH_PASSED = "both_passed"
    DRAW_FIRST = "draw_first"
    ALREADY_DRAWN = "already_drawn"
    LAY_DOWN_FIRST = "lay_down_first"
    NOT_IN_HAND = "not_in_hand"
    TAKEN_CARD = "taken_card"
    KNOCK_NEEDS_DISCARD = "knock_needs_discard"
    BIG_GIN_NEEDS_ALL = "big_gin_needs_all"
    KNOCK_TOO_MUCH = "knock_too_much"
    KNOCK_GIN_ONLY = "knock_gin_only"
    NO_LAYOFF_ON_GIN = "no_layoff_on_gin"
    LAID_OFF_TWICE = "laid_off_twice"
    NO_SUCH_MELD = "no_such_meld"
    DOES_NOT_FIT = "does_not_fit"
    MELD_OVERLAP = "meld_overlap"
    MELD_NOT_HELD = "meld_not_held"
    NOT_A_CARD = "not_a_card"
    NOT_MELDS = "not_melds"
    NOT_LAYOFFS = "not_layoffs"
    NOT_AN_ACTION = "not_an_action"
    MATCH_OVER = "match_over"
    NEXT_HAND_FIRST = "next_hand_first"
    HAND_IN_PLAY = "hand_in_play"


TEMPLATES: dict[RefusalCode, str] = {
    RefusalCode.HAND_OVER: "the hand is over",
    RefusalCode.OFFER_FIRST: "first take or pass the upcard (R12)",
    RefusalCode.BOTH_PASSED: "both players passed the upcard, so draw from the stock (R12)",
    RefusalCode.DRAW_FIRST: "first draw from the stock or the discard pile (R11)",
    RefusalCode.ALREADY_DRAWN: "you have drawn; now discard or knock (R11)",
    RefusalCode.LAY_DOWN_FIRST: "lay down your cards after the knock (R13)",
    RefusalCode.NOT_IN_HAND: "{card} is not in the hand",
    RefusalCode.TAKEN_CARD: (
        "{card} was just taken from the discard pile and may not be discarded this turn (R11)"
    ),
    RefusalCode.KNOCK_NEEDS_DISCARD: "a knock must discard a card (big gin is not played)",
    RefusalCode.BIG_GIN_NEEDS_ALL: "big gin needs all eleven cards in melds",
    RefusalCode.KNOCK_TOO_MUCH: "deadwood would be {deadwood}, and knocking needs at most {limit} (R13)",
    RefusalCode.KNOCK_GIN_ONLY: "deadwood would be {deadwood}, and knocking needs gin only (R13)",
    RefusalCode.NO_LAYOFF_ON_GIN: "nobody may lay off on gin (R16)",
    RefusalCode.LAID_OFF_TWICE: "a card can only be laid off once (R13)",
    RefusalCode.NO_SUCH_MELD: "there is no meld number {number} to lay {card} off on",
    RefusalCode.DOES_NOT_FIT: "{card} cannot be laid off on {meld} (R13)",
    RefusalCode.MELD_OVERLAP: "a card of [{meld}] is already in another meld (R4)",
    RefusalCode.MELD_NOT_HELD: "{cards} of [{meld}] is not in the hand",
    RefusalCode.NOT_A_CARD: "{value!r} is not a card",
    RefusalCode.NOT_MELDS: "the melds must be a tuple of melds",
    RefusalCode.NOT_LAYOFFS: "the lay-offs must be a tuple of laid-off cards",
    RefusalCode.NOT_AN_ACTION: "{value!r} is not an action",
    RefusalCode.MATCH_OVER: "the match is over ({winner} won)",
    RefusalCode.NEXT_HAND_FIRST: "the hand is over; deal the next hand first (R8)",
    RefusalCode.HAND_IN_PLAY: "the hand is still being played; the next hand is dealt when it ends",
}
"""The English sentence of each code; ``{name}`` stands for the argument ``name``."""

_MALFORMED = frozenset(
    {RefusalCode.NOT_A_CARD, RefusalCode.NOT_MELDS, RefusalCode.NOT_LAYOFFS, RefusalCode.NOT_AN_ACTION}
)


@dataclass(frozen=True, slots=True)
class Refusal:
    """Why an action was refused: ``code`` and its named arguments.

    ``code`` is typed as any :class:`Enum` so that other packages can refuse
    with their own codes; the engine only ever uses :class:`RefusalCode`.
    Arguments keep their values (cards, melds, tuples of cards, numbers,
    names); :attr:`text` renders them in English.
    """

    code: Enum
    args: tuple[tuple[str, object], ...] = ()

    @classmethod
    def of(cls, code: Enum, **args: object) -> Refusal:
        """A refusal with ``code`` and keyword arguments."""
        return cls(code, tuple(args.items()))

    @property
    def kwargs(self) -> dict[str, object]:
        """The arguments as a dictionary."""
        return dict(self.args)

    def arg(self, name: str) -> object:
        """The argument ``name``; a missing name raises :class:`KeyError`."""
        for key, value in self.args:
            if key == name:
                return value
        raise KeyError(name)

    @property
    def malformed(self) -> bool:
        """The action was not a well-formed action value at all."""
        return self.code in _MALFORMED

    @property
    def text(self) -> str:
        """The English sentence (see :data:`TEMPLATES`)."""
        template = TEMPLATES.get(self.code) if isinstance(self.code, RefusalCode) else None
        if template is None:
            return str(self.code.value)
        return template.format(**{key: _shown(value) for key, value in self.args})

    def __str__(self) -> str:
        return self.text


def _shown(value: object) -> object:
    """An argument as the English template formats it: a tuple of cards as
    ``7h 8h``; cards and melds print as text themselves, and anything else
    keeps its value (templates quote foreign values with ``!r``)."""
    if isinstance(value, tuple) and value and all(isinstance(v, Card) for v in value):
        return format_cards(value)
    return value
