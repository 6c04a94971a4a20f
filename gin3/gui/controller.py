"""The game controller: the only object that changes the match.

Widgets ask it to act (``draw_stock()``, ``discard(card)``, …); it checks the
move with the engine, applies it and reports the engine's events through
signals, or reports why it refused. Computer players think on a worker
thread: they are handed only the :class:`~gin3.engine.View` of their seat.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from enum import Enum

from PySide6.QtCore import QObject, QRunnable, QThreadPool, QTimer, Signal, SignalInstance

from gin3.ai import LEVELS, make_player
from gin3.ai.base import Player
from gin3.engine import (
    Action,
    Card,
    Discard,
    DrawDiscard,
    DrawStock,
    Event,
    Hand,
    HandDead,
    HandDealt,
    HandScored,
    IllegalActionError,
    Knock,
    LayOff,
    Match,
    PassUpcard,
    Phase,
    Role,
    RuleSet,
    Seat,
    TakeUpcard,
    best_arrangement,
    best_defence,
    knock_options,
)
from gin3.gui.showdown import describe

__all__ = ["GameController", "SeatSetup", "Stage", "default_level"]


def default_level() -> str:
    """The AI level new matches offer first: "medium" when it exists."""
    if "medium" in LEVELS:
        return "medium"
    return LEVELS[-1] if LEVELS else "random"


@dataclass(frozen=True, slots=True)
class SeatSetup:
    """Who sits in a seat: a name, and an AI level or ``None`` for a person."""

    name: str
    level: str | None = None

    @property
    def is_human(self) -> bool:
        return self.level is None


class Stage(Enum):
    """What the table is showing."""

    NO_MATCH = "no match"
    ROLE_DRAW = "role draw"
    PLAYING = "playing"
    HAND_OVER = "hand over"
    MATCH_OVER = "match over"


class _AiSignals(QObject):
    done = Signal(int, object)
    hint = Signal(int, object)


class _AiJob(QRunnable):
    """One AI computation on a pool thread; the result comes back as a queued signal."""

    def __init__(self, work: Callable[[], object], token: int, signal: SignalInstance) -> None:
        super().__init__()
        self._work = work
        self._token = token
        self._signal = signal

    def run(self) -> None:
        try:
            result = self._work()
        except Exception as exc:  # reported on the UI thread, never lost in the pool
            result = exc
        self._signal.emit(self._token, result)


class GameController(QObject):
    """Owns the :class:`Match`; turns gestures into actions and events into signals."""

    matchStarted = Signal()
    eventsApplied = Signal(object)  # tuple[Event, ...]
    stateChanged = Signal()
    refused = Signal(str)
    aiThinking = Signal(int)  # the seat thinking, or -1
    hintReady = Signal(str)

    def __init__(
        self, parent: QObject | None = None, *, ai_delay_ms: int = 700, auto_continue: bool = False
    ) -> None:
        super().__init__(parent)
        self.ai_delay_ms = ai_delay_ms
        self.auto_continue = auto_continue
        self.match: Match | None = None
        self.seats: tuple[SeatSetup, ...] = ()
        self.stage = Stage.NO_MATCH
        self.hand_roles: list[dict[Seat, Role]] = []
        self.last_events: tuple[Event, ...] = ()
        self._players: dict[Seat, Player] = {}
        self._token = 0
        self._ai_busy = False
        # The pool is created first so that it is destroyed first: its destructor
        # waits for a running AI job, whose result signal must still have a receiver.
        self._pool = QThreadPool(self)
        self._pool.setMaxThreadCount(1)
        self._signals = _AiSignals(self)
        self._signals.done.connect(self._ai_done)
        self._signals.hint.connect(self._hint_done)
        self._advisor: object | None = None
        self.hint_action: Action | None = None

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
        self.hand_roles = [dict(self.match.roles)]
        self.last_events = ()
        self.stage = Stage.ROLE_DRAW
        self.matchStarted.emit()
        self.stateChanged.emit()
        if self.auto_continue:
            self.begin()

    def begin(self) -> None:
        """Leave the role draw: the first hand is on the table."""
        if self.stage is Stage.ROLE_DRAW:
            self.stage = Stage.PLAYING
            self.stateChanged.emit()
            self._schedule_ai()

    def next_hand(self) -> None:
        """Leave the showdown of a finished hand for the next deal."""
        if self.stage is Stage.HAND_OVER:
            self.stage = Stage.PLAYING
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
        """The hand on the table: the finished one while its showdown is shown."""
        if self.match is None:
            return None
        if self.stage in (Stage.HAND_OVER, Stage.MATCH_OVER) and self.match.hands:
            return self.match.hands[-1]
        return self.match.hand

    def roles_of(self, hand: Hand) -> dict[Seat, Role]:
        """The roles of ``hand`` (roles rotate after each hand, R8)."""
        index = min(hand.number - 1, len(self.hand_roles) - 1)
        return self.hand_roles[index]

    @property
    def shown_roles(self) -> dict[Seat, Role]:
        hand = self.shown_hand
        return self.roles_of(hand) if hand is not None else {}

    @property
    def viewer(self) -> Seat | None:
        """The person whose eyes the table uses: the first human seat, if any."""
        humans = self.humans
        return humans[0] if humans else None

    def viewer_side(self) -> Seat | None:
        """Whose cards the viewer sees face up in the shown hand (the sitter sees the captain's)."""
        hand, viewer = self.shown_hand, self.viewer
        if hand is None or viewer is None:
            return None
        if viewer in hand.seats:
            return viewer
        return hand.non_dealer  # the sitter looks at the captain's hand (R6)

    @property
    def turn(self) -> Seat | None:
        if self.stage is not Stage.PLAYING or self.match is None:
            return None
        return self.match.hand.turn

    def human_to_act(self) -> bool:
        turn = self.turn
        return turn is not None and self.is_human(turn)

    def can(self, action: Action) -> bool:
        return self.human_to_act() and self.match is not None and self.match.can(action)

    def knock_action(self, discard: Card | None = None) -> Knock | None:
        """The knock with the least deadwood (R13), discarding ``discard`` if given."""
        if self.match is None or self.stage is not Stage.PLAYING:
            return None
        hand = self.match.hand
        if hand.phase is not Phase.DISCARD:
            return None
        held = hand.cards(hand.turn)
        if discard is not None:
            if discard not in held:
                return None
            arrangement = best_arrangement([c for c in held if c != discard])
            return Knock(discard, arrangement.melds)
        exclude = None if hand.rules.discard_taken_card else hand.taken_from_pile
        options = knock_options(held, hand.knock_limit, exclude=exclude)
        if not options:
            return None
        return Knock(options[0].discard, options[0].arrangement.melds)

    def can_knock(self) -> bool:
        action = self.knock_action()
        return action is not None and self.can(action)

    def lay_down_action(self) -> LayOff | None:
        """The defender's best lay-down with lay-offs (R13, R16)."""
        if self.match is None or self.match.hand.phase is not Phase.LAYOFF:
            return None
        hand = self.match.hand
        assert hand.knocked is not None
        defence = best_defence(
            hand.cards(hand.turn), hand.knocked.arrangement.melds, may_lay_off=not hand.knocked.gin
        )
        return LayOff(defence.arrangement.melds, defence.layoffs)

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
        if not self.is_human(turn):
            self._refuse(self.tr("Please wait: it is {name}'s turn.").format(name=self.match.name(turn)))
            return False
        try:
            events = self.match.apply(action)
        except IllegalActionError as exc:
            self._refuse(self._friendly(str(exc)))
            return False
        self._after(events)
        return True

    def _friendly(self, message: str) -> str:
        """The engine says "<phase> phase, <seat>: cannot <move>: <why>"; a person needs the why."""
        parts = message.split(": ", 2)
        if len(parts) == 3 and parts[1].startswith("cannot "):
            return self.tr("Not allowed: {reason}").format(reason=parts[2])
        return message

    def _refuse(self, reason: str) -> None:
        self.refused.emit(reason)

    # -- applying ------------------------------------------------------------

    def _after(self, events: tuple[Event, ...]) -> None:
        assert self.match is not None
        for event in events:
            if isinstance(event, HandDealt):
                self.hand_roles.append(dict(self.match.roles))
        self.last_events = events
        self.hint_action = None
        if self.match.is_over:
            self.stage = Stage.MATCH_OVER
        elif any(isinstance(e, (HandScored, HandDead)) for e in events):
            self.stage = Stage.HAND_OVER
        self.eventsApplied.emit(events)
        self.stateChanged.emit()
        if self.stage is Stage.HAND_OVER and self.auto_continue:
            QTimer.singleShot(0, self.next_hand)
        else:
            self._schedule_ai()

    def _schedule_ai(self) -> None:
        turn = self.turn
        if turn is None or self.is_human(turn) or self._ai_busy:
            return
        self._ai_busy = True
        token = self._token
        QTimer.singleShot(self.ai_delay_ms, self, lambda: self._start_ai(token))  # dies with self

    def _start_ai(self, token: int) -> None:
        if token != self._token or self.match is None:
            return
        turn = self.turn
        if turn is None or self.is_human(turn):
            self._ai_busy = False
            return
        self.aiThinking.emit(int(turn))
        player, view = self._players[turn], self.match.view(turn)
        self._pool.start(_AiJob(lambda: player.choose(view), token, self._signals.done))

    # -- hints ---------------------------------------------------------------

    def request_hint(self) -> bool:
        """Ask the advisor about the person's decision; the answer comes as :attr:`hintReady`."""
        if not self.human_to_act() or self.match is None:
            return False
        try:
            from gin3.ai.advisor import Advisor
        except ImportError:
            self.hintReady.emit(self.tr("Hints arrive with the advisor."))
            return True
        if self._advisor is None:
            self._advisor = Advisor()
        advisor, view = self._advisor, self.match.view(self.match.hand.turn)
        self.hintReady.emit(self.tr("Thinking about a hint…"))
        self._pool.start(_AiJob(lambda: advisor.suggest(view), self._token, self._signals.hint))  # type: ignore[attr-defined]
        return True

    def _hint_done(self, token: int, result: object) -> None:
        if token != self._token or not isinstance(result, list) or not result:
            return
        best = result[0]
        self.hint_action = best.action
        self.hintReady.emit(
            self.tr("Hint: {move}. {reason}").format(move=describe(best.action), reason=best.text)
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
        self._after(self.match.apply(action))  # type: ignore[arg-type]
