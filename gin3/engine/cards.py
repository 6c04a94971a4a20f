"""Cards, ranks and suits (R1-R3).

Cards print as two characters (``"Td"``, ten is ``T``) and parse back from
that text, so tests and save files can write hands as ``"As 2s 3s Kd"``.
There are exactly 52 :class:`Card` objects; :meth:`Card.parse` and
:func:`parse_cards` return those shared instances.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from enum import Enum, IntEnum

from gin3.engine.errors import CardParseError

__all__ = [
    "FULL_DECK",
    "Card",
    "Rank",
    "Suit",
    "cards_from_mask",
    "cards_mask",
    "format_cards",
    "parse_cards",
]


class Rank(IntEnum):
    """Card ranks, ace low and king high (R2)."""

    ACE = 1
    TWO = 2
    THREE = 3
    FOUR = 4
    FIVE = 5
    SIX = 6
    SEVEN = 7
    EIGHT = 8
    NINE = 9
    TEN = 10
    JACK = 11
    QUEEN = 12
    KING = 13

    @property
    def letter(self) -> str:
        """One character: ``A 2 … 9 T J Q K``."""
        return _RANK_LETTERS[self - 1]

    @property
    def points(self) -> int:
        """Deadwood value (R3): ace 1, two to ten face value, pictures 10."""
        return min(int(self), 10)


class Suit(Enum):
    """The four suits; the value is the letter used in card text."""

    CLUBS = "c"
    DIAMONDS = "d"
    HEARTS = "h"
    SPADES = "s"

    @property
    def symbol(self) -> str:
        """The suit's symbol, for display: ``♣ ♦ ♥ ♠``."""
        return _SUIT_SYMBOLS[self]

    @property
    def index(self) -> int:
        """Position of the suit in a deck order: clubs 0 … spades 3."""
        return _SUIT_ORDER.index(self)

    @property
    def is_red(self) -> bool:
        """Diamonds and hearts are red."""
        return self in (Suit.DIAMONDS, Suit.HEARTS)


_RANK_LETTERS = "A23456789TJQK"
_SUIT_ORDER = (Suit.CLUBS, Suit.DIAMONDS, Suit.HEARTS, Suit.SPADES)
_SUIT_SYMBOLS = {Suit.CLUBS: "♣", Suit.DIAMONDS: "♦", Suit.HEARTS: "♥", Suit.SPADES: "♠"}


@dataclass(frozen=True, slots=True)
class Card:
    """A playing card.

    ``index`` orders the deck suit by suit (clubs ace = 0 … spades king = 51)
    and ``bit`` is ``1 << index``: the meld solver works on such bit masks.
    Cards compare and hash by index, and sort in that order.
    """

    rank: Rank
    suit: Suit
    index: int = field(init=False, repr=False)
    bit: int = field(init=False, repr=False)

    def __post_init__(self) -> None:
        index = self.suit.index * 13 + int(self.rank) - 1
        object.__setattr__(self, "index", index)
        object.__setattr__(self, "bit", 1 << index)

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Card):
            return self.index == other.index
        return NotImplemented

    def __hash__(self) -> int:
        return self.index

    def __lt__(self, other: Card) -> bool:
        return self.index < other.index

    def __str__(self) -> str:
        return self.rank.letter + self.suit.value

    def __repr__(self) -> str:
        return f"Card.parse({str(self)!r})"

    def __reduce__(self) -> tuple[object, tuple[int]]:
        # Unpickled cards (views sent to the computer players' process) are the shared 52.
        return Card.from_index, (self.index,)

    @property
    def value(self) -> int:
        """Deadwood value (R3)."""
        return self.rank.points

    @property
    def symbol_text(self) -> str:
        """Text with the suit symbol, for people: ``"10♦"``, ``"Q♠"`` (the ten as people write it)."""
        return ("10" if self.rank.letter == "T" else self.rank.letter) + self.suit.symbol

    @classmethod
    def parse(cls, text: str) -> Card:
        """Read one card: ``"Td"``, ``"10d"``, ``"td"``, ``"T♦"`` all give the ten of diamonds."""
        raw = text.strip()
        if len(raw) < 2:
            raise CardParseError(f"{text!r} is not a card: expected a rank and a suit, like 'Td'")
        rank_text, suit_text = raw[:-1].upper(), raw[-1]
        if rank_text == "10":
            rank_text = "T"
        suit = _SUIT_BY_TEXT.get(suit_text.lower())
        if len(rank_text) != 1 or rank_text not in _RANK_LETTERS or suit is None:
            raise CardParseError(f"{text!r} is not a card: ranks are A 2-9 T J Q K, suits are c d h s")
        return _DECK_BY_INDEX[suit.index * 13 + _RANK_LETTERS.index(rank_text)]

    @classmethod
    def from_index(cls, index: int) -> Card:
        """The card at ``index`` in deck order (0-51)."""
        if not 0 <= index < 52:
            raise CardParseError(f"{index!r} is not a card index: expected 0-51")
        return _DECK_BY_INDEX[index]


_SUIT_BY_TEXT = {s.value: s for s in Suit} | {s.symbol: s for s in Suit}
_DECK_BY_INDEX: tuple[Card, ...] = tuple(Card(rank, suit) for suit in _SUIT_ORDER for rank in Rank)

FULL_DECK: tuple[Card, ...] = _DECK_BY_INDEX
"""The 52 cards of R1 in deck order."""


def parse_cards(text: str) -> tuple[Card, ...]:
    """Read cards separated by spaces or commas: ``parse_cards("As 2s 3s")``.

    Raises :class:`CardParseError` naming the bad word or the repeated card.
    """
    words = text.replace(",", " ").split()
    cards = tuple(Card.parse(word) for word in words)
    if len(set(cards)) != len(cards):
        seen: set[Card] = set()
        for card in cards:
            if card in seen:
                raise CardParseError(f"{text!r} names {card} twice")
            seen.add(card)
    return cards


def format_cards(cards: Iterable[Card]) -> str:
    """Cards as text that :func:`parse_cards` reads back: ``"As 2s 3s"``."""
    return " ".join(str(card) for card in cards)


def cards_mask(cards: Iterable[Card]) -> int:
    """The bit mask of a collection of cards."""
    mask = 0
    for card in cards:
        mask |= card.bit
    return mask


def cards_from_mask(mask: int) -> tuple[Card, ...]:
    """The cards of a bit mask, in deck order."""
    cards = []
    while mask:
        low = mask & -mask
        cards.append(_DECK_BY_INDEX[low.bit_length() - 1])
        mask ^= low
    return tuple(cards)
