"""What the table may show: the view of the seat at the table, and nothing it may not see."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from gin3.engine import Card, Seat, View
from gin3.session.stage import Stage

if TYPE_CHECKING:
    from gin3.session.session import Session

__all__ = ["TableState", "table_state"]


@dataclass(frozen=True, slots=True)
class TableState:
    """What the table may show now: the view of the side at the bottom, and nothing more.

    ``view.hand`` is empty when the bottom hand must stay face down (the
    table is being handed over); ``bottom_count`` and ``bottom_public`` then
    say how many cards lie there and which of them everyone saw taken from
    the discard pile. ``top_hand`` holds the other side's cards only at an
    open table, where no person plays.
    """

    view: View
    bottom: Seat
    top: Seat
    sitter: Seat | None
    bottom_count: int
    bottom_public: tuple[Card, ...] = ()
    top_hand: tuple[Card, ...] = ()

    @property
    def bottom_visible(self) -> bool:
        """The bottom hand lies face up."""
        return bool(self.view.hand) or self.bottom_count == 0


def table_state(session: Session) -> TableState | None:
    """What the table of ``session`` may show now; ``None`` without a match."""
    match = session.match
    if match is None:
        return None
    hand = match.hand
    side = session.viewer_side()
    bottom = hand.non_dealer if side is None else side
    top = hand.opponent_of(bottom)
    view = match.view(session.viewer if side is not None and session.viewer is not None else bottom)
    # handed over, or the draw for roles still on the table (the first hand not dealt yet
    # to the eye): no side's cards face up, in the cards panel either
    if (session.humans and side is None) or session.stage is Stage.ROLE_DRAW:
        hidden = replace(view, hand=(), history=(), legal_actions=(), taken_from_pile=None)
        return TableState(
            hidden, bottom, top, session.sitter, len(hand.cards(bottom)), hand.taken_from_pile_by(bottom)
        )
    open_hand = hand.cards(top) if not session.humans else ()
    return TableState(view, bottom, top, session.sitter, len(view.hand), (), open_hand)
