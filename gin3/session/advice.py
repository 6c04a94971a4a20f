"""The sitter's advice (R20): the suggestion for the captain's decision, and how it fared.

:class:`Advice` is one suggestion with its runner-ups: the sitter's to the
captain in chouette, or, in two-player gin with the switch on, the computer's
to the person about their own move. :class:`AdviceTally`
counts, per hand, how often the captain followed the sitter and what the
advisor estimated the ignored suggestions were worth. Reasons stay data
(:class:`~gin3.ai.Reason`): the GUI words them in the player's language
when it shows them.
"""

from __future__ import annotations

from dataclasses import dataclass

from gin3.ai import Reason
from gin3.engine import Action, Knock, Seat
from gin3.store import clean_tallies, clean_tally

__all__ = ["Advice", "AdviceTally", "same_move", "tallies_from_json"]


def same_move(a: Action, b: Action) -> bool:
    """Whether move ``b`` follows suggestion ``a``: a knock with the same discard counts."""
    if isinstance(a, Knock) and isinstance(b, Knock):
        return a.discard == b.discard
    return a == b


@dataclass(frozen=True, slots=True)
class Advice:
    """A suggestion for decision number ``key`` (actions played so far) of the seat ``captain``.

    ``sitter`` says who advises: the seat sitting out (chouette, R20), or
    ``None`` when the computer advises a person on their own move in
    two-player gin (``captain`` is then that person's seat; see
    :attr:`by_sitter`). ``choices`` are the suggestion first, then the runner-ups, each a move
    and the advisor's reason (``None`` when a person suggested); ``values``
    the advisor's estimate of each move (points expected in this hand,
    weighed by the score near the end of a match), empty when a person
    suggested.
    """

    key: int
    captain: Seat
    sitter: Seat | None
    choices: tuple[tuple[Action, Reason | None], ...]
    values: tuple[tuple[Action, float], ...] = ()
    by_person: bool = False

    @property
    def action(self) -> Action:
        """The suggested move."""
        return self.choices[0][0]

    @property
    def by_sitter(self) -> bool:
        """The sitter advises the captain (R20); ``False``: the computer advises a person
        on their own move (two-player gin)."""
        return self.sitter is not None

    def value_of(self, action: Action) -> float | None:
        """The advisor's estimate of ``action``, if it rated it."""
        for move, value in self.values:
            if same_move(move, action):
                return value
        return None


@dataclass(slots=True)
class AdviceTally:
    """One hand's advice: offered, followed, and the advisor's estimate of what was ignored.

    ``decisions`` are the counted decisions one by one, each as (decision
    number, followed, the estimate's difference or ``None``), so that an undo
    can take back what it counted (:meth:`take_back`) and a decision played
    again is counted once."""

    captain: str = ""
    offered: int = 0
    followed: int = 0
    estimate: float = 0.0  # the advisor's value of the suggestions minus that of the moves played
    estimated: int = 0
    unestimated: int = 0
    by_person: bool = False
    decisions: tuple[tuple[int, bool, float | None], ...] = ()

    def count(self, advice: Advice, played: Action) -> bool:
        """Count the captain's move ``played`` against ``advice``; returns whether it followed."""
        self.offered += 1
        self.by_person = self.by_person or advice.by_person
        followed = same_move(advice.action, played)
        difference: float | None = None
        if followed:
            self.followed += 1
        else:
            suggested, chosen = advice.value_of(advice.action), advice.value_of(played)
            if suggested is None or chosen is None:
                self.unestimated += 1
            else:
                difference = suggested - chosen
                self.estimate += difference
                self.estimated += 1
        self.decisions += ((advice.key, followed, difference),)
        return followed

    def take_back(self, decisions_left: int) -> None:
        """An undo left ``decisions_left`` actions in the match: uncount the decisions after them."""
        kept = []
        for decision in self.decisions:
            key, followed, difference = decision
            if key < decisions_left:
                kept.append(decision)
                continue
            self.offered -= 1
            if followed:
                self.followed -= 1
            elif difference is None:
                self.unestimated -= 1
            else:
                self.estimate -= difference
                self.estimated -= 1
        if not self.estimated:
            self.estimate = 0.0  # no float rounding left over from a sum taken back to nothing
        self.decisions = tuple(kept)

    def to_json(self) -> list[object]:
        """The tally as a JSON list (see :meth:`from_json`)."""
        return [
            self.captain,
            self.offered,
            self.followed,
            self.estimate,
            self.estimated,
            self.unestimated,
            self.by_person,
            [list(decision) for decision in self.decisions],
        ]

    @classmethod
    def from_json(cls, data: object) -> AdviceTally | None:
        """A tally from :meth:`to_json`, or ``None`` when ``data`` is not one (see
        :func:`gin3.store.clean_tally`, which checks it; a tally saved before the
        decisions were kept has none, so an undo cannot uncount them)."""
        tally = clean_tally(data)
        if tally is None:
            return None
        captain, offered, followed, estimate, estimated, unestimated, by_person, decisions = tally
        return cls(captain, offered, followed, estimate, estimated, unestimated, by_person, tuple(decisions))


def tallies_from_json(data: object) -> dict[int, AdviceTally]:
    """The advice tallies saved beside a match (``{"3": [...], ...}``); what is not one is left out.

    The store has normalised the tallies of a save it read (:func:`gin3.store.clean_tallies`);
    the same check runs here for data from elsewhere.
    """
    found: dict[int, AdviceTally] = {}
    for key, value in clean_tallies(data).items():
        tally = AdviceTally.from_json(value)
        if tally is not None:
            found[int(key)] = tally
    return found
