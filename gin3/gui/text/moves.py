"""Cards, moves and hand results in words: "7♥", "discard 7♥", "Ana discarded 7♥."."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from PySide6.QtCore import QCoreApplication

from gin3.engine import (
    Action,
    Card,
    Discard,
    DiscardDrawn,
    Discarded,
    DrawDiscard,
    DrawStock,
    Event,
    HandDead,
    HandScored,
    Knock,
    Knocked,
    NextHand,
    Outcome,
    PassUpcard,
    Role,
    StockDrawn,
    TakeUpcard,
    UpcardPassed,
    UpcardTaken,
)

__all__ = ["cards_text", "describe", "is_move", "move_text", "result_text", "role_name"]

_MOVES = (Discarded, StockDrawn, DiscardDrawn, UpcardTaken, UpcardPassed, Knocked)


def cards_text(cards: Iterable[Card]) -> str:
    """Cards as people write them: ``10♦ Q♠``; a dash for none."""
    return " ".join(c.symbol_text for c in cards) or "—"


def role_name(role: Role | None) -> str:
    """A role's name on the table: "In the box", "Captain", "Sits out"."""
    if role is Role.BOX:
        return QCoreApplication.translate("Roles", "In the box")
    if role is Role.CAPTAIN:
        return QCoreApplication.translate("Roles", "Captain")
    if role is Role.SITTER:
        return QCoreApplication.translate("Roles", "Sits out")
    return ""


def is_move(event: Event) -> bool:
    """Whether ``event`` is a player's public move (what the hand log lists)."""
    return isinstance(event, _MOVES)


def move_text(names: Sequence[str], event: Event) -> str:
    """One public move in words ("Ana discarded 7♥."), or "" for events that are not moves.

    A card drawn from the stock is never named: the sentence is for everyone.
    """

    def name(seat: int) -> str:
        return names[seat] if seat < len(names) else str(seat)

    if isinstance(event, Discarded):
        return QCoreApplication.translate("Showdown", "{name} discarded {card}.").format(
            name=name(event.seat), card=cards_text([event.card])
        )
    if isinstance(event, StockDrawn):
        return QCoreApplication.translate("Showdown", "{name} drew from the stock.").format(
            name=name(event.seat)
        )
    if isinstance(event, DiscardDrawn):
        return QCoreApplication.translate("Showdown", "{name} took {card} from the discard pile.").format(
            name=name(event.seat), card=cards_text([event.card])
        )
    if isinstance(event, UpcardTaken):
        return QCoreApplication.translate("Showdown", "{name} took the upcard {card}.").format(
            name=name(event.seat), card=cards_text([event.card])
        )
    if isinstance(event, UpcardPassed):
        return QCoreApplication.translate("Showdown", "{name} passed the upcard.").format(
            name=name(event.seat)
        )
    if isinstance(event, Knocked):
        if event.gin:
            return QCoreApplication.translate("Showdown", "{name} went gin.").format(name=name(event.seat))
        return QCoreApplication.translate("Showdown", "{name} knocked with {count} deadwood.").format(
            name=name(event.seat), count=event.arrangement.deadwood_value
        )
    return ""


def result_text(result: HandScored | HandDead, winner: str) -> str:
    """A hand's result for the score sheet: "Knock: Ana wins", "Dead hand"."""
    if isinstance(result, HandDead):
        return QCoreApplication.translate("ScoreModel", "Dead hand")
    templates = {
        Outcome.KNOCK: QCoreApplication.translate("ScoreModel", "Knock: {winner} wins"),
        Outcome.UNDERCUT: QCoreApplication.translate("ScoreModel", "Undercut: {winner} wins"),
        Outcome.GIN: QCoreApplication.translate("ScoreModel", "Gin: {winner} wins"),
        Outcome.BIG_GIN: QCoreApplication.translate("ScoreModel", "Big gin: {winner} wins"),
    }
    return templates[result.outcome].format(winner=winner)


def describe(action: Action) -> str:
    """A move in words, for hints, advice and the knock question."""
    if isinstance(action, TakeUpcard):
        return QCoreApplication.translate("Showdown", "take the upcard")
    if isinstance(action, PassUpcard):
        return QCoreApplication.translate("Showdown", "pass the upcard")
    if isinstance(action, DrawStock):
        return QCoreApplication.translate("Showdown", "draw from the stock")
    if isinstance(action, DrawDiscard):
        return QCoreApplication.translate("Showdown", "take the top of the discard pile")
    if isinstance(action, Discard):
        return QCoreApplication.translate("Showdown", "discard {card}").format(card=cards_text([action.card]))
    if isinstance(action, Knock):
        if action.discard is None:
            return QCoreApplication.translate("Showdown", "knock with all eleven cards")
        return QCoreApplication.translate("Showdown", "knock, discarding {card}").format(
            card=cards_text([action.discard])
        )
    if isinstance(action, NextHand):
        return QCoreApplication.translate("Showdown", "deal the next hand")
    return QCoreApplication.translate("Showdown", "lay down your cards")
