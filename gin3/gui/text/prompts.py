"""What is happening now, and what the person at the table can do (the middle of the table)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from gin3.engine import Phase
from gin3.gui.text.moves import is_move, move_text
from gin3.gui.text.showdown import heading, paragraph
from gin3.session import Session

__all__ = ["prompt_html"]


def _your_turn(session: Session) -> list[str]:
    match = session.match
    assert match is not None
    hand = match.hand
    if hand.phase is Phase.OFFER and not match.roles:  # two-player gin: no captain
        return [
            heading(QCoreApplication.translate("Showdown", "Your turn: the first upcard")),
            paragraph(
                QCoreApplication.translate(
                    "Showdown",
                    "Take the upcard (drag it to your hand, or press T) or pass (P). "
                    "If both players pass, the non-dealer draws from the stock.",
                )
            ),
        ]
    if hand.phase is Phase.OFFER:
        return [
            heading(QCoreApplication.translate("Showdown", "Your turn: the first upcard")),
            paragraph(
                QCoreApplication.translate(
                    "Showdown",
                    "Take the upcard (drag it to your hand, or press T) or pass (P). "
                    "If both players pass, the captain draws from the stock (R12).",
                )
            ),
        ]
    if hand.phase is Phase.DRAW:
        return [
            heading(QCoreApplication.translate("Showdown", "Your turn: draw a card")),
            paragraph(
                QCoreApplication.translate(
                    "Showdown", "Drag or click the stock or the discard pile (or press Enter on it)."
                )
            ),
        ]
    if hand.phase is Phase.DISCARD:
        parts = [
            heading(QCoreApplication.translate("Showdown", "Your turn: discard")),
            paragraph(
                QCoreApplication.translate(
                    "Showdown",
                    "Drag a card to the discard pile, or double-click it (or choose it and press Enter).",
                )
            ),
        ]
        if session.can_knock():
            parts.append(
                paragraph(
                    QCoreApplication.translate(
                        "Showdown", "You can knock: drop your discard on the knock spot, or press K (R13)."
                    )
                )
            )
        return parts
    knocker = match.name(hand.opponent_of(hand.turn))
    return [
        heading(QCoreApplication.translate("Showdown", "{name} knocked").format(name=knocker)),
        paragraph(
            QCoreApplication.translate(
                "Showdown", "Lay down your cards: press Lay down (L) to show your melds and lay off."
            )
        ),
    ]


def prompt_html(session: Session, thinking: str) -> str:
    """The panel's words while a hand is played; ``thinking`` names a computer player at work."""
    match = session.match
    assert match is not None
    hand = match.hand
    parts: list[str] = []
    if session.suggesting():
        captain = match.name(hand.turn)
        parts.append(
            heading(
                QCoreApplication.translate("Showdown", "Suggest {captain}'s move").format(captain=captain)
            )
        )
        parts.append(
            paragraph(
                QCoreApplication.translate(
                    "Showdown",
                    "Make the move you advise, the usual way; it is only advice: {captain} decides.",
                ).format(captain=captain)
            )
        )
        parts.extend(_your_turn(session)[1:])
    elif session.human_to_act():
        parts.extend(_your_turn(session))
    elif thinking:
        parts.append(
            heading(QCoreApplication.translate("Showdown", "{name} is thinking…").format(name=thinking))
        )
    else:
        parts.append(
            heading(
                QCoreApplication.translate("Showdown", "{name} to play").format(name=match.name(hand.turn))
            )
        )
    if hand.knock_limit != 10:
        parts.append(
            paragraph(
                QCoreApplication.translate("Showdown", "Knock limit this hand: {limit}.").format(
                    limit=hand.knock_limit
                ),
                18,
            )
        )
    moves = [e for e in hand.events if is_move(e)][-3:]
    for event in moves:
        parts.append(paragraph(move_text(match.players, event), 18))
    return "".join(parts)
