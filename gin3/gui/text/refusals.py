"""Why a move was refused, in the player's language: every refusal code has its sentence here.

The engine (:class:`gin3.engine.RefusalCode`) and the session
(:class:`gin3.session.SessionRefusal`) say what is wrong as a code with
named arguments; nothing here parses English. The sentences keep the
contexts they had in the catalogues (``GameController``, ``AdviceDesk``),
so their translations carry over.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication

from gin3.engine import Card, Meld, Refusal, RefusalCode
from gin3.gui.text.moves import cards_text
from gin3.session import SessionRefusal

__all__ = ["refusal_text", "sentences"]


def _session() -> dict[object, str]:
    return {
        SessionRefusal.NO_HAND: QCoreApplication.translate(
            "GameController", "No hand is being played right now."
        ),
        SessionRefusal.TABLE_COVERED: QCoreApplication.translate(
            "GameController", "The table is covered: the next player must take it first."
        ),
        SessionRefusal.NOT_YOUR_TURN: QCoreApplication.translate(
            "GameController", "Please wait: it is {name}'s turn."
        ),
        SessionRefusal.CANNOT_KNOCK: QCoreApplication.translate(
            "GameController", "You cannot knock now: knocking comes after drawing, instead of a discard."
        ),
        SessionRefusal.NOTHING_TO_LAY_DOWN: QCoreApplication.translate(
            "GameController", "There is nothing to lay down: nobody has knocked."
        ),
        SessionRefusal.NO_SUGGESTION: QCoreApplication.translate(
            "GameController", "There is no suggestion to accept now."
        ),
        SessionRefusal.ONLY_SITTER_SUGGESTS: QCoreApplication.translate(
            "AdviceDesk", "Only the sitter suggests, before the captain's move."
        ),
        SessionRefusal.NOT_OPEN_TO_CAPTAIN: QCoreApplication.translate(
            "AdviceDesk", "That move is not open to the captain now, so it cannot be suggested."
        ),
        SessionRefusal.NOT_IN_THE_LESSON: QCoreApplication.translate(
            "Tutorial", "The lesson asks for another move now: read the lesson's panel."
        ),
    }


def _engine() -> dict[object, str]:
    malformed = QCoreApplication.translate("GameController", "That is not a move of the game.")
    return {
        RefusalCode.HAND_OVER: QCoreApplication.translate("GameController", "The hand is over."),
        RefusalCode.OFFER_FIRST: QCoreApplication.translate(
            "GameController", "First take or pass the upcard (R12)."
        ),
        RefusalCode.BOTH_PASSED: QCoreApplication.translate(
            "GameController", "Both players passed the upcard: draw from the stock (R12)."
        ),
        RefusalCode.DRAW_FIRST: QCoreApplication.translate(
            "GameController", "First draw a card, from the stock or the discard pile (R11)."
        ),
        RefusalCode.ALREADY_DRAWN: QCoreApplication.translate(
            "GameController", "You have drawn: now discard or knock (R11)."
        ),
        RefusalCode.LAY_DOWN_FIRST: QCoreApplication.translate(
            "GameController", "Lay down your cards: the other side has knocked (R13)."
        ),
        RefusalCode.NOT_IN_HAND: QCoreApplication.translate("GameController", "{card} is not in your hand."),
        RefusalCode.TAKEN_CARD: QCoreApplication.translate(
            "GameController", "You may not discard the card you just took from the discard pile (R11)."
        ),
        RefusalCode.KNOCK_NEEDS_DISCARD: QCoreApplication.translate(
            "GameController", "A knock must discard a card: big gin is not played in this match."
        ),
        RefusalCode.BIG_GIN_NEEDS_ALL: QCoreApplication.translate(
            "GameController", "Big gin needs all eleven cards in melds."
        ),
        RefusalCode.KNOCK_TOO_MUCH: QCoreApplication.translate(
            "GameController",
            "You cannot knock: your deadwood would be {deadwood}; knocking needs {limit} or less (R13).",
        ),
        RefusalCode.KNOCK_GIN_ONLY: QCoreApplication.translate(
            "GameController",
            "You cannot knock: your deadwood would be {deadwood}, and only gin may knock this hand (R13).",
        ),
        RefusalCode.NO_LAYOFF_ON_GIN: QCoreApplication.translate(
            "GameController", "Nobody may lay off on gin (R16)."
        ),
        RefusalCode.LAID_OFF_TWICE: QCoreApplication.translate(
            "GameController", "A card can only be laid off once (R13)."
        ),
        RefusalCode.NO_SUCH_MELD: QCoreApplication.translate(
            "GameController", "There is no meld number {number} to lay {card} off on."
        ),
        RefusalCode.DOES_NOT_FIT: QCoreApplication.translate(
            "GameController", "{card} cannot be laid off on {meld} (R13)."
        ),
        RefusalCode.MELD_OVERLAP: QCoreApplication.translate(
            "GameController", "A card of {meld} is already in another meld (R4)."
        ),
        RefusalCode.MELD_NOT_HELD: QCoreApplication.translate(
            "GameController", "{cards} of {meld} is not in your hand."
        ),
        RefusalCode.NOT_A_CARD: malformed,
        RefusalCode.NOT_MELDS: malformed,
        RefusalCode.NOT_LAYOFFS: malformed,
        RefusalCode.NOT_AN_ACTION: malformed,
        RefusalCode.MATCH_OVER: QCoreApplication.translate(
            "GameController", "The match is over: {winner} won."
        ),
        RefusalCode.NEXT_HAND_FIRST: QCoreApplication.translate(
            "GameController", "The hand is over: deal the next hand first."
        ),
        RefusalCode.HAND_IN_PLAY: QCoreApplication.translate(
            "GameController", "The hand is still being played."
        ),
    }


_TABLES: list[Callable[[], dict[object, str]]] = [_engine, _session]


def sentences() -> dict[object, str]:
    """Every refusal code's sentence in the current language (the tests check none is missing)."""
    found: dict[object, str] = {}
    for table in _TABLES:
        found.update(table())
    return found


def _shown(value: object) -> object:
    if isinstance(value, Card):
        return cards_text([value])
    if isinstance(value, Meld):
        return cards_text(value.cards)
    if isinstance(value, tuple) and all(isinstance(c, Card) for c in value):
        return cards_text(value)
    return value


def refusal_text(refusal: Refusal) -> str:
    """The sentence for ``refusal``, its cards and melds written as people write them."""
    template = sentences().get(refusal.code)
    if template is None:  # a code without a sentence here: the tests make sure there is none
        return refusal.text
    return template.format(**{name: _shown(value) for name, value in refusal.args})
