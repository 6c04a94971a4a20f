"""The computer players at the table, the advisor of a computer sitter, and hints.

Every question goes to a :class:`~gin3.session.Thinker` (a process of its
own: the table's thread never waits for the AI); the answer comes back on
the table's thread and is played through the session. :meth:`pause` holds
the computers still (answers that arrive meanwhile wait for :meth:`resume`),
which is how tests look at a position without racing the computer.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, QTimer, Signal

from gin3.ai import Suggestion
from gin3.engine import Seat
from gin3.gui.postbox import postbox
from gin3.session import Session, Thinker, new_table

if TYPE_CHECKING:
    from concurrent.futures import Future

__all__ = ["ComputerPlayers"]


@dataclass(frozen=True, slots=True)
class _Answer:
    kind: str  # "move", "advice" or "hint"
    generation: int
    seat: Seat
    key: int  # a move: the number of the question; advice and hints: the decision (actions so far)
    result: object  # the answer, or the exception the thinker raised


class ComputerPlayers(QObject):
    """Asks the thinker whenever a computer must move or advise; plays the answers."""

    thinking = Signal(int)  # the seat whose player is thinking, or -1
    failed = Signal(str, str)  # a computer player's name and what went wrong (it played a legal move)
    hintReady = Signal(object)  # the advisor's ranked suggestions for the person's decision

    def __init__(
        self, session: Session, thinker: Thinker, delay_ms: int = 700, parent: QObject | None = None
    ) -> None:
        super().__init__(parent)
        self.session = session
        self.thinker = thinker
        self.delay_ms = delay_ms
        self._paused = False
        self._asked = 0  # the move question the table waits for (0: none); older answers are stale
        self._questions = 0
        self._held: list[_Answer] = []
        self._table = 0
        self._seeds: dict[Seat, int] = {}
        # answers come from the thinker's thread, always queued: an answer ready before its callback
        # is attached would otherwise be taken inside the call that asked (a hint overwritten)
        self._postbox = postbox()

    # -- control -------------------------------------------------------------------

    @property
    def paused(self) -> bool:
        """The computers hold still."""
        return self._paused

    def pause(self) -> None:
        """Hold the computers still: nothing new is asked, and answers wait for :meth:`resume`."""
        self._paused = True

    def resume(self) -> None:
        """Let the computers play again: answers that waited are played first."""
        self._paused = False
        held, self._held = self._held, []
        for answer in held:
            self._take(answer)
        self.poke()

    def new_match(self) -> None:
        """A match came to the table: its computer players start afresh."""
        match = self.session.match
        assert match is not None
        self._table = new_table()
        self._asked = 0
        offset = len(match.actions)  # a resumed match: other random choices than at its start
        self._seeds = {Seat(i): match.seed * 31 + i + offset for i in range(len(match.players))}

    def forget(self) -> None:
        """Moves were taken back: the move the table waited for is not wanted any more (its
        answer is dropped when it comes; the session finds any other answer stale too)."""
        if self._asked:
            self._asked = 0
            self.thinking.emit(-1)

    # -- asking --------------------------------------------------------------------

    def poke(self) -> None:
        """Something changed: ask whatever the table now waits for (after the delay, for a move)."""
        if self._paused:
            return
        self._ask_advisor()
        if self._asked or self.session.computer_to_act() is None:
            return
        self._questions += 1
        self._asked = question = self._questions
        QTimer.singleShot(self.delay_ms, self, lambda: self._ask_move(question))

    def _ask_move(self, question: int) -> None:
        if question != self._asked:  # a new match came meanwhile
            return
        session = self.session
        seat = session.computer_to_act()
        match = session.match
        if self._paused or seat is None or match is None:
            self._asked = 0
            return
        level = session.seats[seat].level
        assert level is not None
        advice = session.current_advice()
        self.thinking.emit(int(seat))
        future = self.thinker.choose(
            (self._table, int(seat)),
            level,
            self._seeds.get(seat, 0),
            match.view(seat),
            advice.action if advice is not None else None,
        )
        self._when_done(future, "move", session.generation, seat, question)

    def _ask_advisor(self) -> None:
        wanted = self.session.desk.wanted()
        if wanted is not None:
            key, view = wanted
            future = self.thinker.suggest(view)
            self._when_done(future, "advice", self.session.generation, view.seat, key)

    def ask_hint(self) -> bool:
        """Ask the advisor about the person's own decision; the answer comes as :attr:`hintReady`."""
        view = self.session.hint_view()
        match = self.session.match
        if view is None or match is None:
            return False
        future = self.thinker.suggest(view)
        self._when_done(future, "hint", self.session.generation, view.seat, len(match.actions))
        return True

    def _when_done(self, future: Future[Any], kind: str, generation: int, seat: Seat, key: int) -> None:
        post, take = self._postbox.post, self._take

        def done(finished: Future[Any]) -> None:
            error = finished.exception()
            answer = _Answer(kind, generation, seat, key, error if error is not None else finished.result())
            post(self, take, answer)  # to the table's thread, if these players live

        future.add_done_callback(done)

    # -- answers ---------------------------------------------------------------------

    def _take(self, answer: _Answer) -> None:
        if self._paused:
            self._held.append(answer)
            return
        session = self.session
        if answer.kind == "move":
            if answer.key != self._asked:  # the question of a match that is gone
                return
            self._asked = 0
            self.thinking.emit(-1)
            action = answer.result if not isinstance(answer.result, BaseException) else None
            problem = session.play_computer(answer.generation, answer.seat, action)  # type: ignore[arg-type]
            if problem is not None:
                self.failed.emit(session.name(answer.seat), str(answer.result))
            self.poke()
        elif isinstance(answer.result, list):
            suggestions: list[Suggestion] = answer.result
            if answer.kind == "advice":
                session.advised(answer.generation, answer.key, suggestions)
            elif suggestions and session.set_hint(answer.generation, answer.key, suggestions[0].action):
                self.hintReady.emit(suggestions[0])
