"""The game controller: the only object that changes the match.

Widgets ask it to act (``draw_stock()``, ``discard(card)``, …); it checks the
move with the engine, applies it and reports the engine's events through
signals, or reports why it refused. Computer players think on a worker
thread: they are handed only the :class:`~gin3.engine.View` of their seat.

Hot-seat (see :mod:`gin3.gui.seating`): ``at_table`` is the person whose
eyes the table uses; ``handoff`` the person the covered table waits for.
The sitter's advice (R20) is :attr:`advice`; a human sitter suggests by
making the captain's move while :meth:`suggesting` is true. After every
action the match is autosaved when an :class:`~gin3.store.Autosave` is set.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence

from PySide6.QtCore import QObject, QThreadPool, QTimer, Signal

from gin3.ai import Advisor, make_player
from gin3.ai.base import Player
from gin3.engine import (
    Action,
    Card,
    Discard,
    DrawDiscard,
    DrawStock,
    Event,
    Hand,
    IllegalActionError,
    Knock,
    LayOff,
    Match,
    NextHand,
    PassUpcard,
    Phase,
    Role,
    RuleSet,
    SaveFileError,
    Seat,
    TakeUpcard,
)
from gin3.gui.advice import Advice, AdviceTally
from gin3.gui.advising import AdviceDesk
from gin3.gui.jobs import AiJob, AiSignals
from gin3.gui.refusals import refusal_text
from gin3.gui.seating import needs_handoff, side_in, sides_with_people
from gin3.gui.setup import SeatSetup, Stage, default_level, seats_from_app
from gin3.gui.showdown import describe
from gin3.gui.texts import reason_text
from gin3.store import Autosave, Statistics, StatsError

__all__ = ["GameController", "SeatSetup", "Stage", "default_level"]


class GameController(QObject):
    """Owns the :class:`Match`; turns gestures into actions and events into signals."""

    matchStarted = Signal()
    eventsApplied = Signal(object)  # tuple[Event, ...]
    stateChanged = Signal()
    refused = Signal(str)
    aiThinking = Signal(int)  # the seat thinking, or -1
    hintReady = Signal(str)
    notice = Signal(str)  # a problem with a file, for a message box

    def __init__(
        self, parent: QObject | None = None, *, ai_delay_ms: int = 700, auto_continue: bool = False
    ) -> None:
        super().__init__(parent)
        self.ai_delay_ms = ai_delay_ms
        self.auto_continue = auto_continue
        self.match: Match | None = None
        self.seats: tuple[SeatSetup, ...] = ()
        self.stage = Stage.NO_MATCH
        self.last_events: tuple[Event, ...] = ()
        self._players: dict[Seat, Player] = {}
        self._token = 0
        self._ai_busy = False
        # The pool is created first so that it is destroyed first: its destructor
        # waits for a running AI job, whose result signal must still have a receiver.
        self._pool = QThreadPool(self)
        self._pool.setMaxThreadCount(1)
        self.ai_signals = AiSignals(self)
        self.desk = AdviceDesk(self)
        self.ai_signals.done.connect(self._ai_done)
        self.ai_signals.hint.connect(self._hint_done)
        self.ai_signals.advice.connect(self.desk.done)
        self._advisor: Advisor | None = None
        self.hint_action: Action | None = None
        self.at_table: Seat | None = None
        self.handoff: Seat | None = None
        self.hints_allowed = True
        self.autosave: Autosave | None = None
        self.confirm_knock: Callable[[Knock], bool] | None = None  # the window asks, if the settings say so
        self.stats: Statistics | None = None

    # -- setting up ----------------------------------------------------------

    def new_match(
        self, seats: Sequence[SeatSetup], *, seed: int | None = None, rules: RuleSet | None = None
    ) -> None:
        """Start a match; the table shows the role draw (R7) until :meth:`begin`."""
        if seed is None:
            seed = random.SystemRandom().randrange(1, 2**31)
        self.match = Match([s.name for s in seats], seed=seed, rules=rules)
        self.seats = tuple(seats)
        self._token += 1
        self._ai_busy = False
        self._players = {
            Seat(i): make_player(s.level, seed * 31 + i) for i, s in enumerate(seats) if s.level is not None
        }
        self._fresh_table()
        self.stage = Stage.ROLE_DRAW
        self._save()
        self.matchStarted.emit()
        self.stateChanged.emit()
        if self.auto_continue:
            self.begin()

    def resume(self, match: Match, app: dict[str, object] | None = None) -> None:
        """Carry on with a saved ``match`` exactly where it stopped; ``app`` says who plays each seat."""
        self.match = match
        self.seats = seats_from_app(match, app or {})
        self._token += 1
        self._ai_busy = False
        self._players = {
            Seat(i): make_player(s.level, match.seed * 31 + i + len(match.actions))
            for i, s in enumerate(self.seats)
            if s.level is not None
        }
        self._fresh_table()
        self.desk.load_tallies((app or {}).get("advice"))
        self.stage = self._stage_of_match()
        self._update_seating()
        self._save()
        self.matchStarted.emit()
        self.stateChanged.emit()
        self._schedule_ai()

    def _fresh_table(self) -> None:
        self.last_events = ()
        self.at_table = self.handoff = None
        self.desk.reset(len(self.humans))
        self.hint_action = None

    def app_data(self) -> dict[str, object]:
        """What the save file keeps beside the match: who plays each seat, and the advice tallies."""
        return {
            "seats": [{"name": s.name, "level": s.level} for s in self.seats],
            "advice": {str(n): t.to_json() for n, t in self.tallies.items()},
        }

    def _save(self) -> None:
        if self.autosave is None or self.match is None:
            return
        try:
            self.autosave.save(self.match, self.app_data())
        except SaveFileError as exc:
            self.notice.emit(str(exc))

    def begin(self) -> None:
        """Leave the role draw: the first hand is on the table."""
        if self.stage is Stage.ROLE_DRAW:
            self.stage = Stage.PLAYING
            self._update_seating()
            self.stateChanged.emit()
            self._schedule_ai()

    def next_hand(self) -> None:
        """Leave the showdown of a finished hand: deal the next hand (the match's :class:`NextHand`)."""
        if self.stage is Stage.HAND_OVER and self.match is not None and self.match.between_hands:
            self._after(self.match.apply(NextHand()))

    def take_the_table(self) -> None:
        """The person the covered table waits for is there: show them their side."""
        if self.handoff is not None:
            self.at_table, self.handoff = self.handoff, None
            self.stateChanged.emit()
            self._schedule_ai()

    def shutdown(self) -> None:
        """Forget pending AI work (the window is closing)."""
        self._token += 1
        self._pool.clear()
        self._pool.waitForDone(5000)

    # -- questions -----------------------------------------------------------

    @property
    def humans(self) -> tuple[Seat, ...]:
        return tuple(Seat(i) for i, s in enumerate(self.seats) if s.is_human)

    def is_human(self, seat: Seat) -> bool:
        return 0 <= seat < len(self.seats) and self.seats[seat].is_human

    @property
    def shown_hand(self) -> Hand | None:
        """The hand on the table: between hands, the finished one."""
        return None if self.match is None else self.match.hand

    def roles_of(self, hand: Hand) -> dict[Seat, Role]:
        """The roles of ``hand`` (roles rotate when the next hand is dealt, R8)."""
        return {} if self.match is None else self.match.roles_of(hand.number)

    @property
    def hand_roles(self) -> list[dict[Seat, Role]]:
        """The roles of every hand dealt so far, the first hand first."""
        if self.match is None:
            return []
        return [self.match.roles_of(n) for n in range(1, self.match.hand.number + 1)]

    @property
    def shown_roles(self) -> dict[Seat, Role]:
        hand = self.shown_hand
        return self.roles_of(hand) if hand is not None else {}

    @property
    def viewer(self) -> Seat | None:
        """The person whose eyes the table uses, or ``None`` when nothing private may be shown:
        the table is covered, or nobody is at it yet while people sit on both sides."""
        if self.handoff is not None:
            return None
        if self.at_table is not None:
            return self.at_table
        humans, hand = self.humans, self.shown_hand
        if hand is not None and len(sides_with_people(hand, humans)) > 1:
            return None
        return humans[0] if humans else None

    @property
    def covered(self) -> bool:
        """The table is handed over: nothing private is shown until :meth:`take_the_table`."""
        return self.handoff is not None

    def hides_private(self) -> bool:
        """People play but nobody may see a side's cards now."""
        return bool(self.humans) and self.viewer is None

    def viewer_side(self) -> Seat | None:
        """Whose cards the viewer sees face up in the shown hand (the sitter sees the captain's)."""
        hand, viewer = self.shown_hand, self.viewer
        if hand is None or viewer is None:
            return None
        return side_in(hand, viewer)  # the sitter looks at the captain's hand (R6)

    def viewer_on_team(self) -> bool:
        """The person at the table is the captain or the sitter: the team's advice is theirs to see."""
        hand, side = self.shown_hand, self.viewer_side()
        return hand is not None and side is not None and self.sitter is not None and side == hand.non_dealer

    @property
    def sitter(self) -> Seat | None:
        """The seat that sits out the hand in play (chouette only)."""
        if self.match is None:
            return None
        hand = self.match.hand
        return next((s for s in self.match.seats if s not in hand.seats), None)

    @property
    def turn(self) -> Seat | None:
        if self.stage is not Stage.PLAYING or self.match is None:
            return None
        return self.match.hand.turn

    def human_to_act(self) -> bool:
        """A person at the uncovered table makes the next move, or suggests it (R20)."""
        turn = self.turn
        if turn is None or self.covered:
            return False
        return self.is_human(turn) or self.suggesting()

    def suggesting(self) -> bool:
        """A human sitter is to enter a suggestion for the captain's decision (R20)."""
        return not self.covered and self.desk.sitter_to_advise() is not None

    def next_person(self) -> Seat | None:
        """The person who acts next: the seat to move, or a human sitter to advise an AI captain."""
        turn = self.turn
        if turn is None:
            return None
        if self.is_human(turn):
            return turn
        return self.desk.sitter_to_advise()

    def _update_seating(self) -> None:
        """Cover the table when the next person sits on the other side from the one at it."""
        person = self.next_person()
        if person is None or self.match is None:
            return
        if needs_handoff(self.match.hand, self.humans, self.at_table, person):
            self.handoff = person
        else:
            self.at_table, self.handoff = person, None

    def can(self, action: Action) -> bool:
        return self.human_to_act() and self.match is not None and self.match.can(action)

    def knock_action(self, discard: Card | None = None) -> Knock | None:
        """The knock with the least deadwood (R13), discarding ``discard`` if given
        (the engine's :meth:`View.best_knock` for the seat to act)."""
        if self.match is None or self.stage is not Stage.PLAYING or self.match.turn is None:
            return None
        return self.match.view(self.match.turn).best_knock(discard)

    def can_knock(self) -> bool:
        action = self.knock_action()
        return action is not None and self.can(action)

    def lay_down_action(self) -> LayOff | None:
        """The defender's best lay-down with lay-offs (R13, R16): :meth:`View.best_lay_down`."""
        if self.match is None or self.match.turn is None:
            return None
        return self.match.view(self.match.turn).best_lay_down()

    # -- gestures ------------------------------------------------------------

    def take_upcard(self) -> bool:
        return self.play(TakeUpcard())

    def pass_upcard(self) -> bool:
        return self.play(PassUpcard())

    def draw_stock(self) -> bool:
        return self.play(DrawStock())

    def draw_discard(self) -> bool:
        """Take the top of the discard pile: the upcard during the offers (R12)."""
        if self.match is not None and self.match.hand.phase is Phase.OFFER:
            return self.play(TakeUpcard())
        return self.play(DrawDiscard())

    def discard(self, card: Card) -> bool:
        return self.play(Discard(card))

    def knock(self, discard: Card | None = None) -> bool:
        action = self.knock_action(discard)
        if action is None:
            self._refuse(self.tr("You cannot knock now: knocking comes after drawing, instead of a discard."))
            return False
        asking = self.confirm_knock is not None and self.can(action) and not self.suggesting()
        if asking and not self.confirm_knock(action):  # type: ignore[misc]
            return False
        return self.play(action)

    def lay_down(self) -> bool:
        action = self.lay_down_action()
        if action is None:
            self._refuse(self.tr("There is nothing to lay down: nobody has knocked."))
            return False
        return self.play(action)

    def play(self, action: Action) -> bool:
        """Apply a person's move; on refusal say why and change nothing."""
        if self.match is None or self.stage is not Stage.PLAYING:
            self._refuse(self.tr("No hand is being played right now."))
            return False
        turn = self.match.hand.turn
        if self.covered:
            self._refuse(self.tr("The table is covered: the next player must take it first."))
            return False
        if self.suggesting():
            return self.suggest(action)
        if not self.is_human(turn):
            self._refuse(self.tr("Please wait: it is {name}'s turn.").format(name=self.match.name(turn)))
            return False
        advice = self.current_advice()
        number = self.match.hand.number
        try:
            events = self.match.apply(action)
        except IllegalActionError as exc:
            self._refuse(refusal_text(exc.refusal))
            return False
        self.desk.count(advice, action, number, turn)
        self._after(events)
        return True

    # -- advice (R20) --------------------------------------------------------

    def current_advice(self) -> Advice | None:
        """The sitter's suggestion for the decision now before the captain, if any."""
        return self.desk.current()

    def shown_advice(self) -> Advice | None:
        """The advice the table may show: never to the box, never behind the cover."""
        return self.desk.shown()

    def accept_advice(self) -> bool:
        """The captain plays the sitter's suggestion (one click or Enter)."""
        advice = self.current_advice()
        if advice is None or self.suggesting() or not self.is_human(advice.captain):
            self._refuse(self.tr("There is no suggestion to accept now."))
            return False
        return self.play(advice.action)

    def suggest(self, action: Action) -> bool:
        """A human sitter suggests ``action`` for the captain's decision (R20)."""
        return self.desk.suggest(action)

    def skip_suggestion(self) -> None:
        """A human sitter lets an AI captain decide alone."""
        self.desk.skip()

    def set_suggest_mode(self, on: bool) -> None:
        """A human sitter starts or stops suggesting (see :meth:`AdviceDesk.set_mode`)."""
        self.desk.set_mode(on)

    @property
    def advice(self) -> Advice | None:
        return self.desk.advice

    @property
    def tallies(self) -> dict[int, AdviceTally]:
        return self.desk.tallies

    @property
    def suggest_mode(self) -> bool:
        return self.desk.suggest_mode

    @property
    def advise_ai_captain(self) -> bool:
        return self.desk.advise_ai_captain

    # -- the AI thread -----------------------------------------------------------

    @property
    def token(self) -> int:
        """Changes whenever a match starts or the window closes: older AI results are dropped."""
        return self._token

    def run_ai_job(self, job: AiJob) -> None:
        self._pool.start(job)

    def resume_ai(self) -> None:
        """Let a computer player move if it is its turn and nobody is waited for."""
        self._schedule_ai()

    def advisor(self) -> Advisor:
        if self._advisor is None:
            self._advisor = Advisor()
        return self._advisor

    def _refuse(self, reason: str) -> None:
        self.refused.emit(reason)

    # -- applying ------------------------------------------------------------

    def _after(self, events: tuple[Event, ...]) -> None:
        assert self.match is not None
        self.last_events = events
        self.hint_action = None
        self.stage = self._stage_of_match()
        if self.stage is Stage.MATCH_OVER:
            self._record_match()
        self._update_seating()
        self._save()
        self.eventsApplied.emit(events)
        self.stateChanged.emit()
        if self.stage is Stage.HAND_OVER and self.auto_continue:
            QTimer.singleShot(0, self.next_hand)
        else:
            self._schedule_ai()

    def _stage_of_match(self) -> Stage:
        """The stage the match itself is in: over, between hands, or a hand in play."""
        assert self.match is not None
        if self.match.is_over:
            return Stage.MATCH_OVER
        return Stage.HAND_OVER if self.match.between_hands else Stage.PLAYING

    def _record_match(self) -> None:
        if self.stats is not None and self.match is not None:
            try:
                self.stats.record_match(self.match)
            except StatsError as exc:
                self.notice.emit(str(exc))

    def _schedule_ai(self) -> None:
        self.desk.request()
        turn = self.turn
        if turn is None or self.is_human(turn) or self._ai_busy or self.covered:
            return
        if self.next_person() is not None:  # an AI captain waits for its human sitter's advice
            return
        self._ai_busy = True
        token = self._token
        QTimer.singleShot(self.ai_delay_ms, self, lambda: self._start_ai(token))  # dies with self

    def _start_ai(self, token: int) -> None:
        if token != self._token or self.match is None:
            return
        turn = self.turn
        if turn is None or self.is_human(turn) or self.covered or self.next_person() is not None:
            self._ai_busy = False
            return
        self.aiThinking.emit(int(turn))
        player, view = self._players[turn], self.match.view(turn)
        advice = self.current_advice()
        done = self.ai_signals.done
        if advice is not None:
            suggested = advice.action
            self._pool.start(AiJob(lambda: player.choose(view, advice=suggested), token, done))
        else:
            self._pool.start(AiJob(lambda: player.choose(view), token, done))

    # -- hints ---------------------------------------------------------------

    def request_hint(self) -> bool:
        """Ask the advisor about the person's decision; the answer comes as :attr:`hintReady`."""
        if not self.hints_allowed or not self.human_to_act() or self.match is None:
            return False
        advisor, view = self.advisor(), self.match.view(self.match.hand.turn)
        self.hintReady.emit(self.tr("Thinking about a hint…"))
        self._pool.start(AiJob(lambda: advisor.suggest(view), self._token, self.ai_signals.hint))
        return True

    def _hint_done(self, token: int, result: object) -> None:
        if token != self._token or not isinstance(result, list) or not result:
            return
        best = result[0]
        self.hint_action = best.action
        self.hintReady.emit(
            self.tr("Hint: {move}. {reason}").format(
                move=describe(best.action), reason=reason_text(best.reason)
            )
        )

    def _ai_done(self, token: int, action: object) -> None:
        if token != self._token or self.match is None:
            return
        self._ai_busy = False
        self.aiThinking.emit(-1)
        name = self.match.name(self.match.hand.turn)
        problem = ""
        if isinstance(action, Exception):
            problem = self.tr("The computer player {name} failed ({error}); it plays a legal move instead.")
        elif not self.match.can(action):  # type: ignore[arg-type]
            problem = self.tr(
                "The computer player {name} chose an illegal move ({error}); it plays a legal move instead."
            )
        if problem:
            # never stall the match: a broken player still moves
            self._refuse(problem.format(name=name, error=action))
            action = self.match.legal_actions()[0]
        advice, number, turn = self.current_advice(), self.match.hand.number, self.match.hand.turn
        events = self.match.apply(action)  # type: ignore[arg-type]
        self.desk.count(advice, action, number, turn)  # type: ignore[arg-type]
        self._after(events)
