"""The game at the table, without Qt: the match, the seats, the stage, hot-seat and advice.

:class:`Session` is the only object that changes the match. People's
gestures arrive as :meth:`Session.play` (and its helpers), computer players'
moves as :meth:`Session.play_computer`; every change is published to the
subscribers as a :mod:`~gin3.session.notices` record, on the caller's
thread and in order. Autosave, statistics and the GUI are subscribers.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence

from gin3.ai import Suggestion
from gin3.engine import (
    Action,
    Card,
    DealKeys,
    IllegalActionError,
    Knock,
    LayOff,
    Match,
    Mode,
    NextHand,
    Refusal,
    RuleSet,
    Seat,
    TakenBack,
    View,
)
from gin3.session import notices
from gin3.session.advice import Advice, AdviceTally
from gin3.session.desk import AdviceDesk
from gin3.session.handoff import needs_handoff
from gin3.session.knocking import closest_knock
from gin3.session.notices import (
    AdviceChanged,
    AdviceCounted,
    MatchStarted,
    Notice,
    Played,
    TableChanged,
    Undone,
)
from gin3.session.questions import TableQuestions
from gin3.session.refusals import SessionRefusal
from gin3.session.seats import SeatSetup
from gin3.session.stage import Stage
from gin3.session.table import TableState, table_state
from gin3.session.undo import UNDO_KEY, undo_count

__all__ = ["Session", "Stage", "TableState"]

Listener = Callable[[Notice], None]


class Session(TableQuestions):
    """One match at the table at a time; see the module docstring."""

    def __init__(self) -> None:
        self.match: Match | None = None
        self.seats: tuple[SeatSetup, ...] = ()
        self.at_table: Seat | None = None
        self.handoff: Seat | None = None
        self.hint: Action | None = None
        self.desk = AdviceDesk(self)
        self.generation = 0  # a new match, or an undo, makes every answer about an older one stale
        self.undo_in_hot_seat = False  # the new-match dialog allowed undo among several people
        self._role_draw = False
        self._keepers: list[Listener] = []  # the files: told of every notice before anything shows it
        self._keeping = True  # the keepers hear the notices (not while a lesson plays)
        self.guide: Callable[[Action], Refusal | None] | None = None
        """A lesson's check of each person's move before it is played (:mod:`gin3.session.tutorial`)."""
        self._listeners: list[Listener] = []
        self._version = 0  # grows with every notice: what the table shows changes only then
        self._table: tuple[int, TableState | None] = (-1, None)

    # -- subscribers -----------------------------------------------------------

    def keep_with(self, keeper: Listener) -> None:
        """Call ``keeper`` with every notice from now on, before every subscriber.

        Persist before present: whatever keeps the game (the autosave, the statistics) hears
        of a move before anything shows it, so whatever a subscriber does next comes after
        the save was asked for, whenever each of them joined."""
        self._keepers.append(keeper)

    @property
    def keeping(self) -> bool:
        """Whether the keepers hear the notices (see :meth:`set_keeping`)."""
        return self._keeping

    def set_keeping(self, on: bool) -> None:
        """Let the keepers hear the notices, or (a lesson) not: then nothing is saved or
        counted, keepers that join meanwhile included, until this is switched on again."""
        self._keeping = on

    def subscribe(self, listener: Listener) -> None:
        """Call ``listener`` with every notice from now on, after the keepers and after the
        subscribers before it."""
        self._listeners.append(listener)

    def unsubscribe(self, listener: Listener) -> None:
        """Stop calling ``listener`` (a keeper or a subscriber)."""
        for listeners in (self._keepers, self._listeners):
            if listener in listeners:
                listeners.remove(listener)

    def _publish(self, notice: Notice) -> None:
        self._version += 1
        for listener in (*(self._keepers if self._keeping else ()), *self._listeners):
            listener(notice)

    # -- starting ----------------------------------------------------------------

    def new_match(
        self,
        seats: Sequence[SeatSetup],
        *,
        seed: int | None = None,
        rules: RuleSet | None = None,
        mode: Mode | None = None,
        undo_in_hot_seat: bool = False,
        deal: DealKeys | None = None,
    ) -> None:
        """Start a match; the table shows the draw for roles (R7) until :meth:`begin`.
        ``undo_in_hot_seat``: people may take moves back even when several play. ``deal``:
        the keys whose commitment was shown before the person's cut; without them, fresh
        keys and no cut, or, when a ``seed`` is given (the tests, the self-test), the deals
        of that seed, as matches were dealt before verifiable deals."""
        if deal is None and seed is None:
            deal = DealKeys.new()
        if seed is None:
            seed = random.SystemRandom().randrange(1, 2**31)
        match = Match([s.name for s in seats], seed=seed, rules=rules, mode=mode, deal=deal)
        self._start(match, seats, {}, resumed=False, undo_in_hot_seat=undo_in_hot_seat)

    def next_game(self, seed: int | None = None) -> bool:
        """Start the next game of a two-player session once the match on the table
        is over (C5): the same seats and rules, the running result carried, the
        deal alternating (C1). Published like a new match (:class:`MatchStarted`),
        with no draw for the deal. ``False`` (nothing changes) unless a classic
        match is over."""
        match = self.match
        if match is None or match.mode is not Mode.CLASSIC or not match.is_over:
            return False
        if seed is None:
            seed = random.SystemRandom().randrange(1, 2**31)
        undo = self.undo_in_hot_seat  # the same session of games
        self._start(match.next_game(seed), self.seats, {}, resumed=False, undo_in_hot_seat=undo)
        return True

    def resume(
        self,
        match: Match,
        seats: Sequence[SeatSetup],
        tallies: dict[int, AdviceTally] | None = None,
        *,
        undo_in_hot_seat: bool = False,
    ) -> None:
        """Carry on with a saved ``match`` exactly where it stopped."""
        self._start(match, seats, tallies or {}, resumed=True, undo_in_hot_seat=undo_in_hot_seat)

    def abandon(self, match: Match) -> None:
        """Say that ``match``, not at the table (say, the autosaved one), is given up unfinished."""
        if not match.is_over and match.actions:
            self._publish(notices.MatchAbandoned(match))

    def _start(
        self,
        match: Match,
        seats: Sequence[SeatSetup],
        tallies: dict[int, AdviceTally],
        *,
        resumed: bool,
        undo_in_hot_seat: bool = False,
    ) -> None:
        old = self.match
        if old is not None and old is not match:
            self.abandon(old)  # an unfinished match that another replaces is abandoned
        self.match = match
        self.seats = tuple(seats)
        self.generation += 1
        self.undo_in_hot_seat = undo_in_hot_seat
        self.at_table = self.handoff = None
        self.hint = None
        self.desk.reset(len(self.humans))
        self.desk.load_tallies(tallies)
        # A following game of a session has no draw: its first dealer is known (C1).
        self._role_draw = not match.actions and not resumed and bool(match.role_draw)
        self._update_seating()
        self._publish(MatchStarted(resumed))

    def begin(self) -> None:
        """Leave the draw for roles: the first hand is on the table."""
        if self._role_draw:
            self._role_draw = False
            self._update_seating()
            self._publish(TableChanged())

    def next_hand(self) -> bool:
        """Deal the next hand after a showdown (the match waits for it, R8/R17)."""
        match = self.match
        if match is None or self.stage is not Stage.HAND_OVER:
            return False
        self._apply(NextHand(), None, by_computer=False)
        return True

    def take_the_table(self) -> None:
        """The person the covered table waits for is there: show them their side."""
        if self.handoff is not None:
            self.at_table, self.handoff = self.handoff, None
            self._publish(TableChanged())

    def can(self, action: Action) -> bool:
        """Whether a person's move ``action`` would be played now."""
        return self.human_to_act() and self.match is not None and self.match.can(action)

    def knock_action(self, discard: Card | None = None) -> Knock | None:
        """The knock with the least deadwood (R13), discarding ``discard`` if given."""
        match = self.match
        if match is None or self.turn is None:
            return None
        return match.view(match.hand.turn).best_knock(discard)

    def can_knock(self) -> bool:
        """A person may knock now."""
        action = self.knock_action()
        return action is not None and self.can(action)

    def current_advice(self) -> Advice | None:
        """The sitter's suggestion for the decision now before the captain, if any."""
        return self.desk.current()

    def shown_advice(self) -> Advice | None:
        """The advice the table may show: never to the box, never behind the cover."""
        return self.desk.shown()

    def table(self) -> TableState | None:
        """What the table may show now (see :class:`TableState`); ``None`` without a match."""
        if self._table[0] != self._version:  # the models, the scene and the bar all ask after a move
            self._table = (self._version, table_state(self))
        return self._table[1]

    def hint_view(self) -> View | None:
        """The view to ask the advisor about for a hint (the person's own decision), if any."""
        if not self.human_to_act() or self.match is None:
            return None
        return self.match.view(self.match.hand.turn)

    def set_hint(self, generation: int, key: int, action: Action) -> bool:
        """The advisor's hint for decision ``key``; ``False`` if it came too late."""
        match = self.match
        if generation != self.generation or match is None or key != len(match.actions):
            return False
        self.hint = action
        return True

    def app_data(self) -> dict[str, object]:
        """What a save keeps beside the match: who plays each seat, and the advice tallies."""
        return {
            "seats": [{"name": s.name, "level": s.level} for s in self.seats],
            "advice": {str(n): t.to_json() for n, t in self.desk.tallies.items()},
            UNDO_KEY: self.undo_in_hot_seat,
        }

    # -- a person's moves -------------------------------------------------------------

    def play(self, action: Action) -> Refusal | None:
        """Play a person's move (or a person's suggestion, R20); on refusal nothing changes."""
        match = self.match
        if match is None or self.stage is not Stage.PLAYING:
            return Refusal.of(SessionRefusal.NO_HAND)
        if self.covered:
            return Refusal.of(SessionRefusal.TABLE_COVERED)
        if self.suggesting():
            refusal = self.desk.suggest(action)
            if refusal is None:
                self._publish(AdviceChanged())
            return refusal
        turn = match.hand.turn
        if not self.is_human(turn):
            return Refusal.of(SessionRefusal.NOT_YOUR_TURN, name=self.name(turn))
        refusal = self.guide(action) if self.guide is not None else None
        if refusal is not None:
            return refusal
        try:
            self._apply(action, turn, by_computer=False)
        except IllegalActionError as exc:
            return exc.refusal
        return None

    def knock(self, discard: Card | None = None) -> Refusal | None:
        """Knock with the least deadwood, discarding ``discard`` if given (R13).

        When no knock is within the limit, the knock that comes closest is
        put to the rules, so the refusal says how much deadwood it would
        leave and what the limit is.
        """
        action = self.knock_action(discard)
        if action is None and self.match is not None and self.turn is not None:
            action = closest_knock(self.match, discard)
        if action is None:
            return Refusal.of(SessionRefusal.CANNOT_KNOCK)
        return self.play(action)

    def lay_down_action(self) -> LayOff | None:
        """The defender's best lay-down with lay-offs (R13, R16), while it is due."""
        match = self.match
        if match is None or self.turn is None or match.hand.knocked is None:
            return None
        return match.view(match.hand.turn).best_lay_down()

    def lay_down(self) -> Refusal | None:
        """Lay down the defender's cards with the best lay-offs."""
        action = self.lay_down_action()
        if action is None:
            return Refusal.of(SessionRefusal.NOTHING_TO_LAY_DOWN)
        return self.play(action)

    def accept_advice(self) -> Refusal | None:
        """The captain plays the sitter's suggestion, or a person the computer's (one click or Enter)."""
        advice = self.current_advice()
        if advice is None or self.suggesting() or not self.is_human(advice.captain):
            return Refusal.of(SessionRefusal.NO_SUGGESTION)
        return self.play(advice.action)

    @property
    def computer_advice(self) -> bool:
        """Two-player gin: the computer advises the people on their own moves."""
        return self.desk.computer_advice

    def set_computer_advice(self, on: bool) -> None:
        """Switch the computer's advice on a person's own moves in two-player gin on or off."""
        if self.desk.computer_advice != on:
            self.desk.computer_advice = on
            self._publish(AdviceChanged())

    def skip_suggestion(self) -> None:
        """A person sitting out lets a computer captain decide alone."""
        if self.desk.skip():
            self._update_seating()
            self._publish(AdviceChanged())

    def set_suggest_mode(self, on: bool) -> None:
        """A person sitting out starts or stops suggesting (see :meth:`AdviceDesk.set_mode`)."""
        self.desk.set_mode(on)
        self._update_seating()
        self._publish(AdviceChanged())

    def can_undo(self) -> bool:
        """Undo (Ctrl+Z) would take a move back now (see :mod:`gin3.session.undo`)."""
        return undo_count(self) > 0

    def undo(self) -> TakenBack | None:
        """Take back the last decision of the person at the table in this hand and every
        move after it (see :mod:`gin3.session.undo`); ``None``, and nothing changes, when
        undo is not allowed now."""
        count, match = undo_count(self), self.match
        if not count or match is None:
            return None
        taken = match.undo(count)
        self.generation += 1  # the answers asked about the position taken back are stale
        self.hint = None
        self.desk.forget()
        self._update_seating()
        self._publish(Undone(taken, self.name(taken.seat)))
        return taken

    # -- computers -------------------------------------------------------------------

    def play_computer(self, generation: int, seat: Seat, action: Action | None) -> str | None:
        """A computer player's move; returns a problem to report when its move was not
        legal (a legal one is played instead: a broken player never stalls the match).
        An answer for another match, or a seat no longer to act, is ignored."""
        match = self.match
        if generation != self.generation or match is None or self.computer_to_act() != seat:
            return None
        problem = None
        if not isinstance(action, Action) or not match.can(action):
            problem = f"{action!r}"
            action = match.legal_actions()[0]
        self._apply(action, seat, by_computer=True)
        return problem

    def advised(self, generation: int, key: int, suggestions: list[Suggestion]) -> None:
        """The advisor's answer for the captain's decision ``key`` (a computer sitter, R20), or
        for a person's own decision (two-player gin, :meth:`set_computer_advice`)."""
        if generation == self.generation and self.desk.advised(key, suggestions):
            self._publish(AdviceChanged())

    # -- applying ---------------------------------------------------------------------

    def _apply(self, action: Action, seat: Seat | None, *, by_computer: bool) -> None:
        match = self.match
        assert match is not None
        advice = self.current_advice()
        number = match.hand.number
        events = match.apply(action)
        counted = self.desk.count(advice, action, number, self.name(seat)) if seat is not None else None
        self.hint = None
        self._update_seating()
        if counted is not None and seat is not None:
            self._publish(AdviceCounted(self.name(seat), counted))
        self._publish(Played(action, seat, events, by_computer))

    def _update_seating(self) -> None:
        """Cover the table when the next person sits on the other side from the one at it."""
        person = self.next_person()
        if person is None or self.match is None:
            return
        if needs_handoff(self.match.hand, self.humans, self.at_table, person):
            self.handoff = person
        else:
            self.at_table, self.handoff = person, None
