"""A match's players: the names they may have and the draw for roles (R7, C1)."""

from __future__ import annotations

import random
import unicodedata
from collections.abc import Sequence

from gin3.engine.cards import FULL_DECK, Card
from gin3.engine.seats import Seat

__all__ = ["MAX_NAME_LENGTH", "DrawRound", "draw_order", "name_problem"]

MAX_NAME_LENGTH = 40


def name_problem(name: object) -> str | None:
    """Why ``name`` cannot be a player's name, as a sentence; ``None`` if it can.

    A name is text of 1 to :data:`MAX_NAME_LENGTH` characters, not all
    blank, that can be written as UTF-8 (no lone surrogate) and holds no
    control character (tab, newline, NUL, …).
    """
    if not isinstance(name, str) or not name.strip() or len(name) > MAX_NAME_LENGTH:
        return f"player name {name!r} must be 1-{MAX_NAME_LENGTH} characters"
    if name.isprintable():  # the usual case: printable text has neither
        return None
    for char in name:
        category = unicodedata.category(char)
        if category == "Cs":  # cannot be written as UTF-8: every save would fail
            return f"player name {name!r} holds a lone surrogate, which cannot be saved as text"
        if category == "Cc":  # breaks the table's lines and the game log
            return f"player name {name!r} holds a control character"
    return None


DrawRound = tuple[tuple[Seat, Card], ...]


def draw_order(seats: Sequence[Seat], rng: random.Random) -> tuple[list[Seat], list[DrawRound]]:
    """R7: each seat draws a card; highest rank first. Seats that tie in rank
    draw again among themselves. Returns the order and every round drawn."""
    rounds: list[DrawRound] = []

    def order(group: Sequence[Seat]) -> list[Seat]:
        cards = rng.sample(FULL_DECK, len(group))
        drawn = tuple(zip(group, cards, strict=True))
        rounds.append(drawn)
        by_rank: dict[int, list[Seat]] = {}
        for seat, card in drawn:
            by_rank.setdefault(int(card.rank), []).append(seat)
        result: list[Seat] = []
        for rank in sorted(by_rank, reverse=True):
            tied = by_rank[rank]
            result.extend(order(tied) if len(tied) > 1 else tied)
        return result

    return order(list(seats)), rounds
