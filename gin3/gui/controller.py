"""The game controller: gestures become session calls, the session's notices become Qt signals.

The :class:`~gin3.session.Session` holds the game and every decision about
it; the controller only translates. Before it tells the widgets, it brings
the item models up to date (the score sheet gains a row when a hand ends,
the hand log a row per move), so every widget reads a model that already
knows. The computer players think in their own process
(:class:`~gin3.gui.computer.ComputerPlayers`); the autosave and the
statistics are written on a background thread.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer, Signal

from gin3.ai import Suggestion
from gin3.engine import (
    Action,
    Card,
    DealKeys,
    Discard,
    DrawDiscard,
    DrawStock,
    Knock,
    Match,
    PassUpcard,
    Phase,
    Refusal,
    RuleSet,
    TakeUpcard,
)
from gin3.gui.computer import ComputerPlayers
from gin3.gui.models import AdviceModel, GameSheetModel, HandLogModel, HandModel, ScoreModel
from gin3.gui.text.moves import describe
from gin3.gui.text.refusals import refusal_text
from gin3.gui.text.templates import reason_text
from gin3.session import (
    STATISTICS,
    AdviceChanged,
    AutosaveKeeper,
    BackgroundWriter,
    InlineWriter,
    MatchStarted,
    Notice,
    Played,
    SeatSetup,
    Session,
    Stage,
    StatisticsKeeper,
    TableChanged,
    Thinker,
    Undone,
    Writer,
    WriteWatch,
    seats_from_app,
    shared_thinker,
    tallies_from_json,
)
from gin3.session.review import ReviewCache
from gin3.session.undo import UNDO_KEY
from gin3.store import Autosave

if TYPE_CHECKING:
    from gin3.gui.reviewing import HandReviewer
    from gin3.gui.statsreading import StatisticsReader
    from gin3.store import Statistics

__all__ = ["GameController"]


class GameController(QObject):
    """Turns gestures into session calls and the session's notices into signals."""

    matchStarted = Signal()
    played = Signal(object)  # the session's Played notice: the move and the engine's events
    tableChanged = Signal()  # who is at the table, the cover or the stage changed, without a move
    adviceChanged = Signal()  # the sitter's suggestion, or the way the sitter advises
    thinking = Signal(int)  # the seat whose computer player is thinking, or -1
    refused = Signal(str)  # why a gesture was refused, in the player's language
    hintReady = Signal(str)
    undone = Signal(int)  # how many moves Undo took back (after tableChanged)
    notice = Signal(str)  # a problem with a file (or its end), for a message box
    _writeFailed = Signal(str)  # from the writer's thread

    def __init__(
        self,
        parent: QObject | None = None,
        *,
        thinker: Thinker | None = None,
        ai_delay_ms: int = 700,
        auto_continue: bool = False,
        warm_up: bool = True,
        session: Session | None = None,
    ) -> None:
        super().__init__(parent)
        self.session = session or Session()  # the review window's table brings its own
        self.auto_continue = auto_continue
        self.hints_allowed = True
        self.undo_in_hot_seat = False  # the next new match allows undo among several people
        self.confirm_knock: Callable[[Knock], bool] | None = None  # the window asks, if the settings say so
        self.autosave: Autosave | None = None
        self.stats: Statistics | None = None
        self.writer: Writer = InlineWriter(self._report_write)
        self.stats_writer: Writer = self.writer  # the statistics' own thread (keep_statistics)
        self.statistics: StatisticsReader | None = None  # reads them off this thread
        # A full disk or a read-only folder is said once (and its end once), not after every move.
        self.write_watch = WriteWatch(self._writeFailed.emit)
        self.hand_model = HandModel(self)
        self.score_model = ScoreModel(self.session, self)
        self.games_model = GameSheetModel(self.session, self)  # two-player gin's sheet (C2-C6)
        self.log_model = HandLogModel(self.session, self)
        self.advice_model = AdviceModel(self.session, self)
        thinker = thinker or shared_thinker()
        if warm_up:  # the computer players' process starts now, so their first move need not wait
            thinker.warm_up()
        self.computers = ComputerPlayers(self.session, thinker, ai_delay_ms, self)
        self.computers.thinking.connect(self.thinking)
        self.computers.failed.connect(self._computer_failed)
        self.computers.hintReady.connect(self._hint_ready)
        self.reviews = ReviewCache()  # the hand reviews of the match, saved beside it
        self._thinker = thinker
        self._reviewer: HandReviewer | None = None
        self._autosave_keeper: AutosaveKeeper | None = None
        self._writeFailed.connect(self.notice)
        self.session.subscribe(self._heard)

    @property
    def reviewer(self) -> HandReviewer:
        """Makes the hand reviews (made at the first review: a new match needs none)."""
        if self._reviewer is None:
            from gin3.gui.reviewing import HandReviewer

            self._reviewer = HandReviewer(self, self._thinker, self)
        return self._reviewer

    # -- files -------------------------------------------------------------------

    def keep_files(self, autosave: Autosave, stats: Statistics | None, *, background: bool = True) -> None:
        """Save after every action and count finished matches, on a background thread."""
        self.autosave = autosave
        if background:
            self.writer = BackgroundWriter(self._report_write)
        # A keeper: the files hear of a move before the widgets do (Session.keep_with).
        self._autosave_keeper = AutosaveKeeper(
            self.session, autosave, self.writer, self.write_watch, extra=self.reviews.app_data
        )
        if stats is not None:
            self.keep_statistics(stats)

    def keep_statistics(self, stats: Statistics, *, opened: bool = True) -> None:
        """Count finished and abandoned matches and the advice in ``stats`` from now on (the
        app opens them once its table is ready: nothing is counted before a move).

        ``opened`` false: ``stats`` was made with ``open_now=False`` and is opened on the
        statistics' writer thread (the file may be locked for seconds), its notice then said
        as :attr:`notice`. The statistics are read through :attr:`statistics`, off this
        thread as well."""
        from gin3.gui.statsreading import StatisticsReader

        self.stats = stats
        # Their own thread: a locked statistics file holds up neither the table nor the autosave.
        if isinstance(self.writer, BackgroundWriter):
            self.stats_writer = BackgroundWriter(self._report_write, name="gin3-statistics")
        else:
            self.stats_writer = self.writer
        reader = StatisticsReader(stats, self.stats_writer, None, self)
        keeper = StatisticsKeeper(  # a keeper, as above
            self.session, stats, self.stats_writer, self.write_watch, after_write=reader.written
        )
        reader.keeper = keeper
        self.statistics = reader
        self.stats_writer.submit(lambda: self._open_statistics(stats, opened))

    def _open_statistics(self, stats: Statistics, opened: bool) -> None:
        # on the statistics' writer thread, before anything is counted or read
        if not opened:
            stats.open()
            if stats.notice:
                self._writeFailed.emit(stats.notice)
        if stats.notice and stats.kept_as is None:  # not damaged: it could not be opened at all
            self.write_watch.already_said(STATISTICS, stats.notice)  # the window says it

    def _report_write(self, error: Exception) -> None:
        self._writeFailed.emit(str(error))  # queued to the table's thread when it comes from the writer

    def flush(self, timeout: float | None = 10.0) -> bool:
        """Wait until every save and statistics update asked for so far is written (or, for a
        statistics file that refuses them, kept to try again)."""
        done = self.writer.flush(timeout)
        if self.stats_writer is not self.writer:
            done = self.stats_writer.flush(timeout) and done
        return done

    def shutdown(self) -> None:
        """The window is closing: no computer moves any more, no review goes on; pending writes
        are finished."""
        self.computers.pause()
        if self._reviewer is not None:
            self._reviewer.cancel()
        self.writer.close()
        if self.stats_writer is not self.writer:
            if self.statistics is not None:
                self.statistics.catch_up()  # one last try for what waits for a locked file
            self.stats_writer.close()

    # -- matches -----------------------------------------------------------------

    def new_match(
        self,
        seats: Sequence[SeatSetup],
        *,
        seed: int | None = None,
        rules: RuleSet | None = None,
        deal: DealKeys | None = None,
    ) -> None:
        """Start a match; the table shows the draw for roles (R7) until :meth:`begin`. ``deal``:
        the keys whose commitment was shown before the person's cut (fresh ones if none)."""
        self.session.new_match(
            seats, seed=seed, rules=rules, undo_in_hot_seat=self.undo_in_hot_seat, deal=deal
        )
        if self.auto_continue:
            self.begin()

    def resume(self, match: Match, app: dict[str, object] | None = None) -> None:
        """Carry on with a saved ``match`` exactly where it stopped; ``app`` says who plays each seat."""
        app = app or {}
        seats, tallies = seats_from_app(match, app), tallies_from_json(app.get("advice"))
        self.reviews.load(match, app)
        self.session.resume(match, seats, tallies, undo_in_hot_seat=app.get(UNDO_KEY) is True)

    def next_game(self, seed: int | None = None) -> bool:
        """Two-player gin: the session's next game once this one is over (C5; see
        :meth:`Session.next_game`). ``False`` when there is none to start."""
        return self.session.next_game(seed)

    def app_data(self) -> dict[str, object]:
        """What a save keeps beside the match: the session's data and the hand reviews."""
        return {**self.session.app_data(), **self.reviews.app_data()}

    def reviews_changed(self) -> None:
        """A hand review was made: the autosave keeps it too (a finished match has none)."""
        if self._autosave_keeper is not None and self.session.keeping:  # a lesson's hand is not saved
            self._autosave_keeper.save()

    def begin(self) -> None:
        """Leave the draw for roles: the first hand is on the table."""
        self.session.begin()

    def next_hand(self) -> bool:
        """Deal the next hand after a showdown."""
        return self.session.next_hand()

    def take_the_table(self) -> None:
        """The person the covered table waits for is there."""
        self.session.take_the_table()

    # -- gestures ------------------------------------------------------------------

    def _answer(self, refusal: Refusal | None) -> bool:
        if refusal is not None:
            self.refused.emit(refusal_text(refusal))
        return refusal is None

    def play(self, action: Action) -> bool:
        """A person's move (or a person's suggestion); on refusal say why, change nothing."""
        return self._answer(self.session.play(action))

    def take_upcard(self) -> bool:
        return self.play(TakeUpcard())

    def pass_upcard(self) -> bool:
        return self.play(PassUpcard())

    def draw_stock(self) -> bool:
        return self.play(DrawStock())

    def draw_discard(self) -> bool:
        """Take the top of the discard pile: the upcard during the offers (R12)."""
        match = self.session.match
        if match is not None and match.hand.phase is Phase.OFFER:
            return self.play(TakeUpcard())
        return self.play(DrawDiscard())

    def discard(self, card: Card) -> bool:
        return self.play(Discard(card))

    def knock(self, discard: Card | None = None) -> bool:
        """Knock with the least deadwood, discarding ``discard`` if given (asks first, if set)."""
        action = self.session.knock_action(discard)
        if action is None:
            return self._answer(self.session.knock(discard))
        asking = self.confirm_knock is not None and self.session.can(action) and not self.session.suggesting()
        if asking and not self.confirm_knock(action):  # type: ignore[misc]
            return False
        return self.play(action)

    def lay_down(self) -> bool:
        return self._answer(self.session.lay_down())

    def accept_advice(self) -> bool:
        """The captain plays the sitter's suggestion, or in two-player gin the person the
        computer's (one click or Enter)."""
        return self._answer(self.session.accept_advice())

    def skip_suggestion(self) -> None:
        self.session.skip_suggestion()

    def set_computer_advice(self, on: bool) -> None:
        """Two-player gin: the computer advises the person on their own moves (or stops)."""
        self.session.set_computer_advice(on)

    def set_suggest_mode(self, on: bool) -> None:
        self.session.set_suggest_mode(on)

    def retranslate(self) -> None:
        """The models' words again, in the language just chosen."""
        self.score_model.retranslate()
        self.games_model.retranslate()

    def undo(self) -> bool:
        """Take back the person's last decision in this hand and the moves after it (Ctrl+Z)."""
        return self.session.undo() is not None

    def request_hint(self) -> bool:
        """Ask the advisor about the person's decision; the answer comes as :attr:`hintReady`."""
        if not self.hints_allowed or not self.computers.ask_hint():
            return False
        self.hintReady.emit(self.tr("Thinking about a hint…"))
        return True

    def _hint_ready(self, best: Suggestion) -> None:
        self.hintReady.emit(
            self.tr("Hint: {move}. {reason}").format(
                move=describe(best.action), reason=reason_text(best.reason)
            )
        )
        self.tableChanged.emit()  # the table marks the hinted card

    def _computer_failed(self, name: str, error: str) -> None:
        self.refused.emit(
            self.tr(
                "The computer player {name} chose an illegal move ({error}); it plays a legal move instead."
            ).format(name=name, error=error)
        )

    # -- the session's notices ---------------------------------------------------------

    def _heard(self, notice: Notice) -> None:
        self.hand_model.follow(self.session.table(), new_match=isinstance(notice, MatchStarted))
        self.score_model.follow(notice)
        self.games_model.follow(notice)
        self.log_model.follow(notice)
        self.advice_model.follow()
        if isinstance(notice, MatchStarted):
            self.reviews.follow(self.session.match)
            self.computers.new_match()
            self.matchStarted.emit()
        elif isinstance(notice, Played):
            self.played.emit(notice)
            if self.auto_continue and self.session.stage is Stage.HAND_OVER:
                QTimer.singleShot(0, self, self.session.next_hand)
        elif isinstance(notice, Undone):
            self.computers.forget()
            self.tableChanged.emit()
            self.undone.emit(len(notice.taken.actions))
        elif isinstance(notice, TableChanged):
            self.tableChanged.emit()
        elif isinstance(notice, AdviceChanged):
            self.adviceChanged.emit()
        self.computers.poke()
