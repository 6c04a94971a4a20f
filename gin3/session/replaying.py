"""A finished hand on a table of its own, one action at a time: what the review window shows.

:class:`ReviewTable` is a :class:`~gin3.session.Session` that nobody can
play in: its match is the reviewed match replayed from its record to a step
of the hand, and its :meth:`~gin3.session.Session.table` is built by the
same :func:`~gin3.session.table.table_state` as the live table's, so the
review's privacy holds by the same construction.

Privacy: while the match is not over and people play it, the review is
*private*: it shows what the person at the table now (the ``reviewer``) saw
in that hand, their side's cards and the public ones, and only their side's
decisions are rated on screen. With nobody at the table (it is being handed
over) no side's cards are shown. Once the match is over, or when only
computers play, the review is open: both hands face up, every decision.
"""

from __future__ import annotations

from collections.abc import Sequence

from gin3.engine import Action, Event, Match, Refusal, Seat
from gin3.session.handoff import side_in
from gin3.session.notices import TableChanged
from gin3.session.refusals import SessionRefusal
from gin3.session.review import hand_span, replay
from gin3.session.seats import SeatSetup
from gin3.session.session import Session

__all__ = ["ReviewTable"]


class ReviewTable(Session):
    """Hand ``number`` of ``match`` replayed to :attr:`step`; see the module docstring."""

    def __init__(
        self,
        match: Match,
        number: int,
        seats: Sequence[SeatSetup],
        *,
        reviewer: Seat | None,
        private: bool,
    ) -> None:
        super().__init__()
        self.source = match
        self.number = number
        self.start, self.end = hand_span(match, number)
        self.reviewer = reviewer
        self.private = private
        self.step = 0
        self.events: tuple[Event, ...] = ()  # what the action before this step did
        self._seats = tuple(seats)

    def open(self) -> None:
        """Deal the hand on this table (step 0), published as a match started to the subscribers."""
        self.step, self.events = 0, ()
        self.resume(replay(self.source, self.start), self._seats)

    @property
    def length(self) -> int:
        """The hand's actions: the steps run from 0 (the deal) to this (the showdown)."""
        return self.end - self.start

    def show(self, step: int) -> None:
        """Put the hand on the table as it was after its first ``step`` actions."""
        step = max(0, min(step, self.length))
        if step == self.step:
            return
        match = self.match
        assert match is not None
        if step < self.step:  # back: from the deal again (a hand is a few dozen actions)
            match = replay(self.source, self.start)
            done = 0
        else:
            done = self.step
        for action in self.source.actions[self.start + done : self.start + step]:
            self.events = match.apply(action)
        if step == 0:
            self.events = ()
        self.match, self.step = match, step
        self._publish(TableChanged())

    def shown_seats(self) -> tuple[Seat, ...]:
        """The seats whose decisions the review may show: every seat of an open review, else
        the reviewer's side (the sitter's is the captain's, R6); none with nobody at the table."""
        match = self.match
        assert match is not None
        if not self.private:
            return match.seats
        if self.reviewer is None:
            return ()
        return (side_in(match.hand, self.reviewer),)

    # -- nobody plays at a review's table ------------------------------------------------

    @property
    def humans(self) -> tuple[Seat, ...]:
        """The people whose privacy the table keeps: none once the review is open."""
        return super().humans if self.private else ()

    def human_to_act(self) -> bool:
        return False

    def computer_to_act(self) -> Seat | None:
        return None

    def next_person(self) -> Seat | None:
        return None

    def suggesting(self) -> bool:
        return False

    def play(self, action: Action) -> Refusal | None:
        return Refusal.of(SessionRefusal.NO_HAND)

    def next_hand(self) -> bool:
        return False

    def _update_seating(self) -> None:
        self.at_table, self.handoff = self.reviewer, None  # never covered: the reviewer is there
