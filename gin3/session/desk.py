"""The sitter's advice desk (R20): who suggests what for the captain's decision, and the tallies.

The desk never changes the match: an accepted suggestion is played through
the session like any other move. A computer sitter's suggestions come from
the advisor (the session asks for them with :meth:`AdviceDesk.wanted` and
hands the answer to :meth:`AdviceDesk.advised`); a person's from the moves
they make while :meth:`AdviceDesk.sitter_to_advise` names them.

Two-player gin has no sitter. With :attr:`AdviceDesk.computer_advice` on, the
advisor advises each person on their own decisions the same way, from that
person's own view; the advice is shown only to that person at the uncovered
table, and it is not tallied (the tallies are the sitter's, R20).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from gin3.ai import Suggestion
from gin3.engine import Action, Mode, Phase, Refusal, Seat, View
from gin3.session.advice import Advice, AdviceTally
from gin3.session.refusals import SessionRefusal

if TYPE_CHECKING:
    from gin3.session.session import Session

__all__ = ["AdviceDesk"]


class AdviceDesk:
    """The suggestion for the decision before the captain, and each hand's tally."""

    def __init__(self, session: Session) -> None:
        self.session = session
        self.advice: Advice | None = None
        self.tallies: dict[int, AdviceTally] = {}
        self.suggest_mode = False  # a person sitting out beside a person captain is suggesting
        self.advise_computer_captain = False  # a computer captain waits for its person sitter
        self._suggested_key = -1  # the decision a person has advised a computer captain on
        self._wanted = -1  # the decision the advisor was last asked about
        # two-player gin: the computer advises the people on their own moves (kept from match to match)
        self.computer_advice = False

    def reset(self, people: int) -> None:
        """A new match: no advice yet; in hot-seat a person sitting out advises a computer captain."""
        self.advice = None
        self.tallies = {}
        self.suggest_mode = False
        self.advise_computer_captain = people > 1
        self._suggested_key = self._wanted = -1

    def forget(self) -> None:
        """Moves were taken back: the advice about them is forgotten, the decisions counted
        among them are uncounted, and the decision now is advised on afresh."""
        match = self.session.match
        if match is not None:
            tally = self.tallies.get(match.hand.number)
            if tally is not None:
                tally.take_back(len(match.actions))
        self.advice = None
        self.suggest_mode = False
        self._suggested_key = self._wanted = -1

    def load_tallies(self, tallies: dict[int, AdviceTally]) -> None:
        """The tallies of a resumed match (validated by the store when the file was read)."""
        self.tallies = dict(tallies)

    # -- questions -------------------------------------------------------------

    def _key(self) -> int:
        match = self.session.match
        return len(match.actions) if match is not None else -1

    def current(self) -> Advice | None:
        """The sitter's suggestion for the decision now before the captain, if any."""
        advice, session = self.advice, self.session
        match = session.match
        if advice is None or match is None or session.turn is None:
            return None
        if advice.key != len(match.actions) or match.hand.turn != advice.captain:
            return None
        if not advice.by_sitter and not self.computer_advice:
            return None  # the person switched the computer's advice off
        return advice

    def shown(self) -> Advice | None:
        """The advice the table may show: never to the box, never behind the cover; the
        computer's advice in two-player gin only to the person whose move it is."""
        session = self.session
        advice = self.current()
        if advice is None or session.covered:
            return None
        if not advice.by_sitter:
            return advice if session.viewer == advice.captain else None
        return advice if session.viewer_on_team() else None

    def sitter_to_advise(self) -> Seat | None:
        """A person sitting out whose suggestion the captain's decision waits for, if any."""
        session, match = self.session, self.session.match
        if match is None or session.turn is None:
            return None
        hand, sitter = match.hand, session.sitter
        if sitter is None or not session.is_human(sitter) or hand.turn != hand.non_dealer:
            return None
        if hand.phase is Phase.LAYOFF:
            return None
        if session.is_human(hand.turn):
            return sitter if self.suggest_mode else None
        waiting = self.advise_computer_captain and self._suggested_key != len(match.actions)
        return sitter if waiting else None

    # -- a person sitting out --------------------------------------------------

    def suggest(self, action: Action) -> Refusal | None:
        """The person sitting out suggests ``action`` for the captain's decision (R20)."""
        session, match = self.session, self.session.match
        if match is None or self.sitter_to_advise() is None or session.covered:
            return Refusal.of(SessionRefusal.ONLY_SITTER_SUGGESTS)
        if not match.can(action):
            return Refusal.of(SessionRefusal.NOT_OPEN_TO_CAPTAIN)
        sitter = session.sitter
        assert sitter is not None
        key = len(match.actions)
        self.advice = Advice(key, match.hand.turn, sitter, ((action, None),), by_person=True)
        self._suggested_key = key
        self.suggest_mode = False
        return None

    def skip(self) -> bool:
        """The person sitting out lets a computer captain decide alone; ``False`` if nobody waited."""
        if self.sitter_to_advise() is None or self.session.covered:
            return False
        self._suggested_key = self._key()
        self.suggest_mode = False
        return True

    def set_mode(self, on: bool) -> None:
        """The person sitting out starts (or stops) suggesting: for this decision of a person
        captain, or for every decision of a computer captain, which then waits for it."""
        match = self.session.match
        if match is not None and not self.session.is_human(match.hand.non_dealer):
            self.advise_computer_captain = on
        else:
            self.suggest_mode = on

    # -- counting ----------------------------------------------------------------

    def count(self, advice: Advice | None, played: Action, number: int, captain: str) -> bool | None:
        """Count the captain's move ``played`` in hand ``number``; whether it followed the advice.
        The computer's advice in two-player gin is not counted: the tallies are the sitter's."""
        if advice is None or not advice.by_sitter:
            return None
        return self.tallies.setdefault(number, AdviceTally(captain)).count(advice, played)

    # -- a computer sitting out --------------------------------------------------

    def wanted(self) -> tuple[int, View] | None:
        """The captain's decision a computer sitter should think about now, once: its key and
        the view to rate (the sitter's own, R6); ``None`` when nothing is to be asked.
        In two-player gin with :attr:`computer_advice` on: a person's own decision, rated
        from that person's own view."""
        session, match = self.session, self.session.match
        if match is None or session.turn is None:
            return None
        hand, sitter = match.hand, session.sitter
        key = len(match.actions)
        if match.mode is Mode.CLASSIC:
            if not self.computer_advice or not session.is_human(hand.turn) or hand.phase is Phase.LAYOFF:
                return None
            if self._wanted == key:
                return None
            self._wanted = key
            return key, match.view(hand.turn)
        if sitter is None or session.is_human(sitter) or hand.turn != hand.non_dealer:
            return None
        if not session.is_human(hand.turn) or hand.phase is Phase.LAYOFF or self._wanted == key:
            return None
        self._wanted = key
        view = match.view(sitter)
        if not view.legal_actions:
            view = match.view(hand.turn)
        return key, view

    def advised(self, key: int, suggestions: list[Suggestion]) -> bool:
        """The advisor's answer for decision ``key``; ``False`` if it came too late to matter.
        Without a sitter (two-player gin) it is the computer's advice to the person."""
        match, sitter = self.session.match, self.session.sitter
        if match is None or key != len(match.actions) or not suggestions:
            return False
        if sitter is None and (match.mode is not Mode.CLASSIC or not self.computer_advice):
            return False
        self.advice = Advice(
            key,
            match.hand.turn,
            sitter,
            tuple((s.action, s.reason) for s in suggestions),
            tuple((s.action, float(s.value)) for s in suggestions),
        )
        return True
