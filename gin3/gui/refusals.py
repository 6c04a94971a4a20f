"""The player's sentence for each engine refusal (see :mod:`gin3.engine.refusals`).

The table is keyed by :class:`~gin3.engine.RefusalCode`; each sentence is
translated in the ``GameController`` context (where the table's refusals
have always been translated) and its placeholders are filled from the
refusal's arguments: cards and melds as the table shows cards.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from gin3.engine import Card, Meld, Refusal, RefusalCode
from gin3.gui.showdown import cards_text

__all__ = ["SENTENCES", "refusal_text"]

_CONTEXT = "GameController"

SENTENCES: dict[RefusalCode, object] = {
    RefusalCode.HAND_OVER: QT_TRANSLATE_NOOP("GameController", "The hand is over."),
    RefusalCode.OFFER_FIRST: QT_TRANSLATE_NOOP("GameController", "First take or pass the upcard (R12)."),
    RefusalCode.BOTH_PASSED: QT_TRANSLATE_NOOP(
        "GameController", "Both players passed the upcard: draw from the stock (R12)."
    ),
    RefusalCode.DRAW_FIRST: QT_TRANSLATE_NOOP(
        "GameController", "First draw a card, from the stock or the discard pile (R11)."
    ),
    RefusalCode.ALREADY_DRAWN: QT_TRANSLATE_NOOP(
        "GameController", "You have drawn: now discard or knock (R11)."
    ),
    RefusalCode.LAY_DOWN_FIRST: QT_TRANSLATE_NOOP(
        "GameController", "Lay down your cards: the other side has knocked (R13)."
    ),
    RefusalCode.NOT_IN_HAND: QT_TRANSLATE_NOOP("GameController", "{card} is not in your hand."),
    RefusalCode.TAKEN_CARD: QT_TRANSLATE_NOOP(
        "GameController", "You may not discard the card you just took from the discard pile (R11)."
    ),
    RefusalCode.KNOCK_NEEDS_DISCARD: QT_TRANSLATE_NOOP(
        "GameController", "A knock must discard a card: big gin is not played."
    ),
    RefusalCode.BIG_GIN_NEEDS_ALL: QT_TRANSLATE_NOOP(
        "GameController", "Big gin needs all eleven cards in melds."
    ),
    RefusalCode.KNOCK_TOO_MUCH: QT_TRANSLATE_NOOP(
        "GameController",
        "You cannot knock: your deadwood would be {deadwood}; knocking needs {limit} or less (R13).",
    ),
    RefusalCode.KNOCK_GIN_ONLY: QT_TRANSLATE_NOOP(
        "GameController", "You cannot knock: only gin may knock this hand (R13)."
    ),
    RefusalCode.NO_LAYOFF_ON_GIN: QT_TRANSLATE_NOOP("GameController", "Nobody may lay off on gin (R16)."),
    RefusalCode.LAID_OFF_TWICE: QT_TRANSLATE_NOOP(
        "GameController", "A card can only be laid off once (R13)."
    ),
    RefusalCode.NO_SUCH_MELD: QT_TRANSLATE_NOOP(
        "GameController", "There is no meld number {number} to lay {card} off on."
    ),
    RefusalCode.DOES_NOT_FIT: QT_TRANSLATE_NOOP(
        "GameController", "{card} cannot be laid off on {meld} (R13)."
    ),
    RefusalCode.MELD_OVERLAP: QT_TRANSLATE_NOOP(
        "GameController", "A card of {meld} is already in another meld (R4)."
    ),
    RefusalCode.MELD_NOT_HELD: QT_TRANSLATE_NOOP("GameController", "{cards} of {meld} is not in your hand."),
    RefusalCode.MATCH_OVER: QT_TRANSLATE_NOOP("GameController", "The match is over: {winner} won."),
    RefusalCode.NEXT_HAND_FIRST: QT_TRANSLATE_NOOP(
        "GameController", "The hand is over: deal the next hand first."
    ),
    RefusalCode.HAND_IN_PLAY: QT_TRANSLATE_NOOP("GameController", "The hand is still being played."),
}
"""The source sentence of each code a player can meet; the malformed-value
codes (NOT_A_CARD, NOT_MELDS, NOT_LAYOFFS, NOT_AN_ACTION) are program errors
and read "Not allowed: <the engine's English>"."""


def refusal_text(refusal: Refusal) -> str:
    """The translated sentence for ``refusal``, its placeholders filled."""
    sentence = SENTENCES.get(refusal.code) if isinstance(refusal.code, RefusalCode) else None
    if sentence is None:
        unknown = QCoreApplication.translate(_CONTEXT, "Not allowed: {reason}")
        return unknown.format(reason=refusal.text)
    values = {name: _shown(value) for name, value in refusal.args}
    return QCoreApplication.translate(_CONTEXT, str(sentence)).format(**values)


def _shown(value: object) -> object:
    """Cards and melds as the table writes cards; anything else as it is."""
    if isinstance(value, Card):
        return cards_text((value,))
    if isinstance(value, Meld):
        return cards_text(value.cards)
    if isinstance(value, tuple) and value and all(isinstance(v, Card) for v in value):
        return cards_text(value)
    return value
