"""The showdown's word on undos: who took moves back in the hand (gin3.engine.undo)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from gin3.engine import Match, undos_in_hand

__all__ = ["undo_sentences"]


def undo_sentences(match: Match, hand: int) -> list[str]:
    """One sentence per player who took moves back in hand number ``hand``, in seat order."""
    sentences = []
    for seat, count in sorted(undos_in_hand(match.undos, hand).items()):
        # lupdate reads a plural's count only when it is a plain name
        sentences.append(
            QCoreApplication.translate(
                "Showdown", "{name} took back %n move(s) in this hand.", None, count
            ).format(name=match.name(seat))
        )
    return sentences
