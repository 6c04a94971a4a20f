"""Cards in words, for a screen reader: "Seven of hearts", "Face-down card".

The table and the texts of the game write a card as people write it on paper
(``Card.symbol_text``, "7♥", see :mod:`gin3.gui.text.moves`); a screen reader
would read "7 black heart suit", so the table's accessible objects say a card's
whole name. The rank and the suit are translated as words and put together by one
template, so a language may turn the name around ("{suit} {rank}").
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from gin3.engine import Card, Rank, Suit

__all__ = ["FACE_DOWN", "card_name", "face_down_name", "rank_name", "suit_name"]

_RANKS: dict[Rank, str] = {
    Rank.ACE: str(QT_TRANSLATE_NOOP("Cards", "Ace")),
    Rank.TWO: str(QT_TRANSLATE_NOOP("Cards", "Two")),
    Rank.THREE: str(QT_TRANSLATE_NOOP("Cards", "Three")),
    Rank.FOUR: str(QT_TRANSLATE_NOOP("Cards", "Four")),
    Rank.FIVE: str(QT_TRANSLATE_NOOP("Cards", "Five")),
    Rank.SIX: str(QT_TRANSLATE_NOOP("Cards", "Six")),
    Rank.SEVEN: str(QT_TRANSLATE_NOOP("Cards", "Seven")),
    Rank.EIGHT: str(QT_TRANSLATE_NOOP("Cards", "Eight")),
    Rank.NINE: str(QT_TRANSLATE_NOOP("Cards", "Nine")),
    Rank.TEN: str(QT_TRANSLATE_NOOP("Cards", "Ten")),
    Rank.JACK: str(QT_TRANSLATE_NOOP("Cards", "Jack")),
    Rank.QUEEN: str(QT_TRANSLATE_NOOP("Cards", "Queen")),
    Rank.KING: str(QT_TRANSLATE_NOOP("Cards", "King")),
}

# lower case: the suit stands inside the name ("Seven of hearts")
_SUITS: dict[Suit, str] = {
    Suit.CLUBS: str(QT_TRANSLATE_NOOP("Cards", "clubs")),
    Suit.DIAMONDS: str(QT_TRANSLATE_NOOP("Cards", "diamonds")),
    Suit.HEARTS: str(QT_TRANSLATE_NOOP("Cards", "hearts")),
    Suit.SPADES: str(QT_TRANSLATE_NOOP("Cards", "spades")),
}

FACE_DOWN = str(QT_TRANSLATE_NOOP("Cards", "Face-down card"))
"""The English name of a card whose face the person at the table may not see."""


def rank_name(rank: Rank) -> str:
    """A rank as a word in the current language: "Seven", "Queen"."""
    return QCoreApplication.translate("Cards", _RANKS[rank])


def suit_name(suit: Suit) -> str:
    """A suit as the word a card's name ends with, in the current language: "hearts"."""
    return QCoreApplication.translate("Cards", _SUITS[suit])


def card_name(card: Card) -> str:
    """A card's whole name in the current language: "Seven of hearts"."""
    return QCoreApplication.translate("Cards", "{rank} of {suit}").format(
        rank=rank_name(card.rank), suit=suit_name(card.suit)
    )


def face_down_name() -> str:
    """What a card is called whose face may not be read: "Face-down card"."""
    return QCoreApplication.translate("Cards", FACE_DOWN)
