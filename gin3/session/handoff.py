"""Hot-seat privacy: which side of a hand a person is on, and when the table must be handed over.

The two sides of a hand are the box and the team (captain and sitter share
the captain's cards, R6). Whenever the next person to act sits on the other
side from the person who last saw the table, the table is covered until that
person says they are there.
"""

from __future__ import annotations

from collections.abc import Iterable

from gin3.engine import Hand, Seat

__all__ = ["needs_handoff", "side_in", "sides_with_people"]


def side_in(hand: Hand, seat: Seat) -> Seat:
    """The seat whose cards ``seat`` plays or watches in ``hand``: the sitter watches the captain's."""
    return seat if seat in hand.seats else hand.non_dealer


def sides_with_people(hand: Hand, people: Iterable[Seat]) -> set[Seat]:
    """The sides of ``hand`` on which at least one person sits."""
    return {side_in(hand, seat) for seat in people}


def needs_handoff(hand: Hand, people: Iterable[Seat], at_table: Seat | None, next_person: Seat) -> bool:
    """Whether ``next_person`` must be handed the table before anything of theirs is shown.

    Nobody at the table yet: a hand-off only when people sit on both sides
    (the first of them must not see the other's deal). Otherwise a hand-off
    exactly when ``next_person`` is on the other side from ``at_table``.
    """
    if at_table is None:
        return len(sides_with_people(hand, people)) > 1
    return side_in(hand, at_table) != side_in(hand, next_person)
