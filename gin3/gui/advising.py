"""The sitter's advice desk (R20): who suggests what for the captain's decision, and how it fared.

:class:`AdviceDesk` belongs to the :class:`~gin3.gui.controller.GameController`
and never changes the match: an accepted suggestion is played through the
controller like any other move. An AI sitter's suggestions come from the
advisor on the controller's AI thread; a human sitter's from the gestures
made while :meth:`AdviceDesk.suggesting` is true.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject

from gin3.ai.advisor import Reason
from gin3.engine import Action, Phase, Seat
from gin3.gui.advice import Advice, AdviceTally
from gin3.gui.jobs import AiJob
from gin3.gui.setup import Stage
from gin3.gui.texts import reason_text
from gin3.store import StatsError

if TYPE_CHECKING:
    from gin3.gui.controller import GameController

__all__ = ["AdviceDesk"]


class AdviceDesk(QObject):
    """The suggestion for the decision before the captain, and each hand's tally."""

    def __init__(self, controller: GameController) -> None:
        super().__init__(controller)
        self.ctrl = controller
        self.advice: Advice | None = None
        self.tallies: dict[int, AdviceTally] = {}
        self.suggest_mode = False  # a human sitter beside a human captain is suggesting
        self.advise_ai_captain = False  # an AI captain waits for its human sitter's suggestion
        self._suggested_key = -1  # the decision a human sitter has advised an AI captain on
        self._wanted = -1  # the decision the advisor was last asked about
        self._reasons: tuple[int, tuple[Reason, ...]] = (-1, ())  # the advisor's reasons, to retranslate

    def retranslate(self) -> None:
        """The advisor's reasons of the advice shown, again in the current language."""
        advice = self.advice
        key, reasons = self._reasons
        if advice is None or advice.by_person or advice.key != key or len(reasons) != len(advice.choices):
            return
        pairs = zip(advice.choices, reasons, strict=True)
        choices = tuple((action, reason_text(r)) for (action, _), r in pairs)
        self.advice = replace(advice, choices=choices)

    def reset(self, people: int) -> None:
        """A new match: no advice yet; in hot-seat a human sitter advises an AI captain."""
        self.advice = None
        self.tallies = {}
        self.suggest_mode = False
        self.advise_ai_captain = people > 1
        self._suggested_key = self._wanted = -1

    def load_tallies(self, data: object) -> None:
        if isinstance(data, dict):
            for number, tally in data.items():
                if str(number).isdigit():
                    self.tallies[int(number)] = AdviceTally.from_json(tally)

    # -- questions -------------------------------------------------------------

    def _key(self) -> int:
        match = self.ctrl.match
        return len(match.actions) if match is not None else -1

    def current(self) -> Advice | None:
        """The sitter's suggestion for the decision now before the captain, if any."""
        advice, match = self.advice, self.ctrl.match
        if advice is None or match is None or self.ctrl.stage is not Stage.PLAYING:
            return None
        if advice.key != len(match.actions) or match.hand.turn != advice.captain:
            return None
        return advice

    def shown(self) -> Advice | None:
        """The advice the table may show: never to the box, never behind the cover."""
        if self.ctrl.covered or not self.ctrl.viewer_on_team():
            return None
        return self.current()

    def sitter_to_advise(self) -> Seat | None:
        """A human sitter whose suggestion the captain's decision waits for, if any."""
        ctrl, match = self.ctrl, self.ctrl.match
        if ctrl.stage is not Stage.PLAYING or match is None:
            return None
        hand, sitter = match.hand, ctrl.sitter
        if sitter is None or not ctrl.is_human(sitter) or hand.turn != hand.non_dealer:
            return None
        if hand.phase is Phase.LAYOFF:
            return None
        if ctrl.is_human(hand.turn):
            return sitter if self.suggest_mode else None
        waiting = self.advise_ai_captain and self._suggested_key != len(match.actions)
        return sitter if waiting else None

    # -- a human sitter ----------------------------------------------------------

    def suggest(self, action: Action) -> bool:
        """A human sitter suggests ``action`` for the captain's decision (R20)."""
        ctrl, match = self.ctrl, self.ctrl.match
        if match is None or not ctrl.suggesting():
            ctrl.refused.emit(self.tr("Only the sitter suggests, before the captain's move."))
            return False
        if not match.can(action):
            ctrl.refused.emit(self.tr("That move is not open to the captain now, so it cannot be suggested."))
            return False
        hand, sitter = match.hand, ctrl.sitter
        assert sitter is not None
        reason = self.tr("{sitter} suggests it.").format(sitter=match.name(sitter))
        self.advice = Advice(len(match.actions), hand.turn, sitter, ((action, reason),), by_person=True)
        self._suggested_key = len(match.actions)
        self.suggest_mode = False
        ctrl.stateChanged.emit()
        ctrl.resume_ai()
        return True

    def skip(self) -> None:
        """A human sitter lets an AI captain decide alone."""
        if self.ctrl.suggesting():
            self._suggested_key = self._key()
            self.suggest_mode = False
            self.ctrl.stateChanged.emit()
            self.ctrl.resume_ai()

    def set_mode(self, on: bool) -> None:
        """A human sitter starts (or stops) suggesting: for this decision of a human captain,
        or for every decision of an AI captain, which then waits for the suggestion."""
        match = self.ctrl.match
        if match is not None and not self.ctrl.is_human(match.hand.non_dealer):
            self.advise_ai_captain = on
        else:
            self.suggest_mode = on
        self.ctrl.stateChanged.emit()
        self.ctrl.resume_ai()

    # -- counting ----------------------------------------------------------------

    def count(self, advice: Advice | None, played: Action, number: int, captain: Seat) -> None:
        """The captain played ``played`` in hand ``number`` where ``advice`` was given."""
        ctrl = self.ctrl
        if advice is None or ctrl.match is None:
            return
        name = ctrl.match.name(captain)
        followed = self.tallies.setdefault(number, AdviceTally(name)).count(advice, played)
        if ctrl.stats is not None:
            try:
                ctrl.stats.record_advice(name, followed)
            except StatsError as exc:
                ctrl.notice.emit(str(exc))

    # -- an AI sitter --------------------------------------------------------------

    def request(self) -> None:
        """An AI sitter thinks about the human captain's decision off the UI thread."""
        ctrl, match = self.ctrl, self.ctrl.match
        if match is None or ctrl.stage is not Stage.PLAYING:
            return
        hand, sitter = match.hand, ctrl.sitter
        key = len(match.actions)
        if sitter is None or ctrl.is_human(sitter) or hand.turn != hand.non_dealer:
            return
        if not ctrl.is_human(hand.turn) or hand.phase is Phase.LAYOFF or self._wanted == key:
            return
        self._wanted = key
        advisor, view = ctrl.advisor(), match.view(sitter)
        if not view.legal_actions:
            view = match.view(hand.turn)
        ctrl.run_ai_job(AiJob(lambda: (key, advisor.suggest(view)), ctrl.token, ctrl.ai_signals.advice))

    def done(self, token: int, result: object) -> None:
        ctrl, match = self.ctrl, self.ctrl.match
        if token != ctrl.token or match is None or not isinstance(result, tuple):
            return
        key, suggestions = result
        if key != len(match.actions) or not suggestions:
            return
        hand, sitter = match.hand, ctrl.sitter
        if sitter is None:
            return
        choices = tuple((s.action, reason_text(s.reason)) for s in suggestions)
        self._reasons = (key, tuple(s.reason for s in suggestions))
        values = tuple((s.action, float(s.value)) for s in suggestions)
        self.advice = Advice(key, hand.turn, sitter, choices, values)
        ctrl.stateChanged.emit()
