"""What the table is doing now: the questions a :class:`~gin3.session.Session` answers about
the stage, the seats, whose eyes the table uses in hot-seat play, and who moves next.

They only read the session's state; :class:`~gin3.session.Session` changes it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from gin3.engine import Match, Seat
from gin3.session.handoff import side_in, sides_with_people
from gin3.session.seats import SeatSetup
from gin3.session.stage import Stage

if TYPE_CHECKING:
    from gin3.session.desk import AdviceDesk

__all__ = ["TableQuestions"]


class TableQuestions:
    """The read-only questions of :class:`~gin3.session.Session` (its base class)."""

    match: Match | None
    seats: tuple[SeatSetup, ...]
    at_table: Seat | None
    handoff: Seat | None
    desk: AdviceDesk
    _role_draw: bool

    @property
    def stage(self) -> Stage:
        """What the table shows now."""
        match = self.match
        if match is None:
            return Stage.NO_MATCH
        if match.is_over:
            return Stage.MATCH_OVER
        if self._role_draw:
            return Stage.ROLE_DRAW
        if match.between_hands:
            return Stage.HAND_OVER
        return Stage.PLAYING

    @property
    def humans(self) -> tuple[Seat, ...]:
        """The seats people play."""
        return tuple(Seat(i) for i, s in enumerate(self.seats) if s.is_human)

    def is_human(self, seat: Seat) -> bool:
        """A person plays ``seat``."""
        return 0 <= seat < len(self.seats) and self.seats[seat].is_human

    def name(self, seat: Seat) -> str:
        """The player's name at ``seat``."""
        return self.seats[seat].name

    @property
    def turn(self) -> Seat | None:
        """The seat to act in the hand being played, or ``None`` when no hand is being played."""
        if self.match is None or self.stage is not Stage.PLAYING:
            return None
        return self.match.hand.turn

    @property
    def sitter(self) -> Seat | None:
        """The seat that sits out the hand on the table (chouette only)."""
        match = self.match
        if match is None:
            return None
        return next((s for s in match.seats if s not in match.hand.seats), None)

    @property
    def covered(self) -> bool:
        """The table is handed over: nothing private is shown until :meth:`take_the_table`."""
        return self.handoff is not None

    @property
    def viewer(self) -> Seat | None:
        """The person whose eyes the table uses, or ``None`` when nothing private may be shown:
        the table is covered, or nobody is at it yet while people sit on both sides."""
        if self.handoff is not None:
            return None
        if self.at_table is not None:
            return self.at_table
        humans, match = self.humans, self.match
        if match is not None and len(sides_with_people(match.hand, humans)) > 1:
            return None
        return humans[0] if humans else None

    def hides_private(self) -> bool:
        """People play but nobody may see a side's cards now."""
        return bool(self.humans) and self.viewer is None

    def viewer_side(self) -> Seat | None:
        """Whose cards the viewer sees face up (the sitter sees the captain's, R6)."""
        match, viewer = self.match, self.viewer
        if match is None or viewer is None:
            return None
        return side_in(match.hand, viewer)

    def viewer_on_team(self) -> bool:
        """The person at the table is the captain or the sitter: the team's advice is theirs to see."""
        match, side = self.match, self.viewer_side()
        return (
            match is not None
            and side is not None
            and self.sitter is not None
            and side == match.hand.non_dealer
        )

    def suggesting(self) -> bool:
        """A person sitting out is to suggest the captain's move (R20)."""
        return not self.covered and self.desk.sitter_to_advise() is not None

    def human_to_act(self) -> bool:
        """A person at the uncovered table makes the next move, or suggests it (R20)."""
        turn = self.turn
        if turn is None or self.covered:
            return False
        return self.is_human(turn) or self.suggesting()

    def next_person(self) -> Seat | None:
        """The person who acts next: the seat to move, or a person sitting out advising a computer captain."""
        turn = self.turn
        if turn is None:
            return None
        if self.is_human(turn):
            return turn
        return self.desk.sitter_to_advise()

    def computer_to_act(self) -> Seat | None:
        """The computer player whose move the table waits for now, if any."""
        turn = self.turn
        if turn is None or self.is_human(turn) or self.covered or self.next_person() is not None:
            return None
        return turn
