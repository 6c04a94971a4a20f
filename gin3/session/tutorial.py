"""The guided first hand: a prepared deal, the lesson's steps and the other seats' scripted moves.

A lesson is one hand played on the real table. The person sits at seat 0
(the captain in chouette, the non-dealer in two-player gin); the story is
the same in both games:

1. both players pass the first upcard (it fits nobody's cards);
2. the person draws from the stock and throws the highest unmatched card
   (in chouette the sitter suggests it, R20);
3. the other player draws and throws a card that completes a meld of the
   person's;
4. the person takes it from the discard pile and knocks (R13);
5. the other player lays down and lays off cards onto the person's melds;
   the person wins the showdown (R14).

The deal comes from the engine's own shuffle: :data:`LESSON_SEED` is a seed
whose deal tells this story, and :func:`story` checks it (and finds the
moves) by playing the hand through. Should the engine shuffle differently one
day, :func:`find_seed` finds another such seed (in about a second), and the
lesson does so by itself rather than tell a story the cards do not hold.

Each :class:`Step` is shown at a point of the hand (the number of actions
played so far): an explanation waits for "Next", a move step waits for the
person's move. :meth:`Lesson.check` is the session's guide: a move other
than the step's is refused (:attr:`SessionRefusal.NOT_IN_THE_LESSON
<gin3.session.refusals.SessionRefusal>`) and the step remembers it, so the
table can say why. The steps are data (a :class:`Topic` each); the GUI
words them. Nothing of the lesson is saved or counted: its keepers (the
autosave, the statistics) hear nothing while it plays
(:meth:`Session.set_keeping <gin3.session.session.Session.set_keeping>`).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from enum import Enum

from gin3.ai import Reason, Suggestion
from gin3.engine import (
    Action,
    Card,
    Discard,
    DrawDiscard,
    DrawStock,
    HandScored,
    Knock,
    LayOff,
    Match,
    Mode,
    PassUpcard,
    Refusal,
    RuleSet,
    Seat,
    best_discards,
)
from gin3.session.refusals import SessionRefusal
from gin3.session.seats import SeatSetup
from gin3.session.session import Session
from gin3.session.stage import Stage

__all__ = ["LESSON_SEED", "PERSON", "Lesson", "Step", "Story", "Topic", "find_seed", "story"]

LESSON_SEED = 169
"""A seed whose deal tells the lesson's story in both games (checked by :func:`story`)."""
PERSON = Seat(0)
"""The person's seat in a lesson."""
_SEARCH = 100_000
"""How far :func:`find_seed` looks (a story turns up every few hundred seeds)."""


class Topic(Enum):
    """What a step explains; the GUI has the words for each."""

    WELCOME = "welcome"
    ROLES = "roles"
    UPCARD = "upcard"
    DRAW = "draw"
    MELDS = "melds"
    ADVICE = "advice"
    DISCARD = "discard"
    TAKE = "take"
    KNOCK = "knock"
    LAYOFF = "layoff"
    SHOWDOWN = "showdown"


@dataclass(frozen=True, slots=True)
class Step:
    """What the lesson says when ``at`` actions of the hand have been played; ``move``: the
    person's move it waits for (``None``: an explanation, acknowledged with "Next")."""

    topic: Topic
    at: int
    move: Action | None = None


@dataclass(frozen=True, slots=True)
class Story:
    """The lesson's hand: its seed, every move in order and the cards the steps talk about."""

    mode: Mode
    seed: int
    moves: tuple[Action, ...]
    upcard: Card
    drawn: Card  # the person's first card from the stock
    thrown: Card  # the person's first discard (the sitter's suggestion)
    taken: Card  # the other player's discard the person takes
    knock: Knock
    lay_down: LayOff
    other: Seat  # the other player of the hand: the dealer (in chouette, the box)
    sitter: Seat | None  # chouette's sitter (the seat left), else None


def _names(mode: Mode) -> tuple[str, ...]:
    return ("You", "Ana", "Ben") if mode is Mode.CHOUETTE else ("You", "Ana")


def story(seed: int, mode: Mode) -> Story | None:
    """The lesson's story in the deal of ``seed`` (see the module), or ``None`` if it does not hold."""
    match = Match(_names(mode), seed=seed, mode=mode)
    hand = match.hand
    if hand.non_dealer != PERSON:
        return None
    other = hand.dealer
    first = match.view(PERSON)
    upcard, dealt = first.upcard, set(first.hand)
    moves: list[Action] = []

    def play(action: Action) -> None:
        match.apply(action)
        moves.append(action)

    ranked = best_discards((*dealt, upcard))
    if dict(ranked)[upcard] != ranked[0][1]:
        return None  # the upcard should fit nothing, so passing it is right
    play(PassUpcard())
    play(PassUpcard())
    play(DrawStock())
    mine = match.view(PERSON)
    drawn = next(c for c in mine.hand if c not in dealt)
    if mine.best_knock() is not None:
        return None
    thrown = best_discards(mine.hand)[0][0]
    play(Discard(thrown))
    play(DrawStock())
    theirs = match.view(other)
    if theirs.best_knock() is not None:
        return None
    taken = best_discards(theirs.hand)[0][0]
    play(Discard(taken))
    play(DrawDiscard())
    knock = match.view(PERSON).best_knock()
    if knock is None or not knock.melds or len({m.kind for m in knock.melds}) < 2:
        return None  # a set and a run, to show both
    if not any(taken in meld.cards for meld in knock.melds):
        return None
    play(knock)
    lay_down = match.view(other).best_lay_down()
    if lay_down is None or not lay_down.layoffs:
        return None
    play(lay_down)
    result = match.hand.result
    if not isinstance(result, HandScored) or result.winner != PERSON:
        return None
    sitter = next((seat for seat in match.seats if seat not in (PERSON, other)), None)
    return Story(mode, seed, tuple(moves), upcard, drawn, thrown, taken, knock, lay_down, other, sitter)


def find_seed(mode: Mode, start: int = 1) -> int | None:
    """The first seed from ``start`` whose deal tells the lesson's story."""
    return next((s for s in range(start, start + _SEARCH) if story(s, mode) is not None), None)


def lesson_story(mode: Mode) -> Story:
    """The story of :data:`LESSON_SEED`, or of the first seed that tells it."""
    found = story(LESSON_SEED, mode)
    if found is None:
        seed = find_seed(mode)
        found = story(seed, mode) if seed is not None else None
    if found is None:
        raise RuntimeError("no deal tells the lesson's story")  # the engine would be broken
    return found


def _steps(tale: Story) -> tuple[Step, ...]:
    moves, chouette = tale.moves, tale.mode is Mode.CHOUETTE
    return (
        Step(Topic.WELCOME, 0),
        *((Step(Topic.ROLES, 0),) if chouette else ()),
        Step(Topic.UPCARD, 0, moves[0]),
        Step(Topic.DRAW, 2, moves[2]),
        Step(Topic.MELDS, 3),
        Step(Topic.ADVICE if chouette else Topic.DISCARD, 3, moves[3]),
        Step(Topic.TAKE, 6, moves[6]),
        Step(Topic.KNOCK, 7, moves[7]),
        Step(Topic.LAYOFF, 8),
        Step(Topic.SHOWDOWN, 9),
    )


def _same(played: Action, wanted: Action) -> bool:
    if isinstance(played, Knock) and isinstance(wanted, Knock):
        return played.discard == wanted.discard  # any arrangement of the same knock will do
    return played == wanted


class Lesson:
    """One guided hand at ``session``'s table (see the module).

    :meth:`begin` sets the keepers aside and deals the lesson; the table then
    asks :meth:`current` what to show, :meth:`next` after an explanation,
    :meth:`due` and :meth:`play_due` for the other seats' moves and
    :meth:`prompt` for the sitter's suggestion; :meth:`end` brings the keepers
    back after the caller has put its own match back on the table.
    """

    def __init__(self, session: Session, mode: Mode, person: str = "You") -> None:
        self.session = session
        self.story = lesson_story(mode)
        self.steps = _steps(self.story)
        others = _names(mode)[1:]
        clash = person.strip().casefold() in {name.casefold() for name in others}
        self.names = _names(mode) if clash else (person, *others)
        self.match: Match | None = None
        self.refused: Step | None = None
        """The step whose move was refused last (cleared when the hand moves on)."""
        self._seen: set[int] = set()
        self._kept = True
        self._refused_at = -1

    @property
    def mode(self) -> Mode:
        return self.story.mode

    # -- starting and ending ------------------------------------------------------

    def begin(self) -> None:
        """Deal the lesson's hand at the table, with nothing saved or counted while it plays."""
        session = self.session
        self._kept = session.keeping
        session.set_keeping(False)
        seats = [SeatSetup(self.names[0]), *(SeatSetup(name, "simple") for name in self.names[1:])]
        session.new_match(seats, seed=self.story.seed, rules=RuleSet(), mode=self.mode)
        self.match = session.match
        session.begin()
        session.guide = self.check

    def end(self, restore: Callable[[], None] | None = None) -> None:
        """Stop guiding; ``restore`` (if given) puts the person's own match back while the
        keepers are still aside, so the lesson's hand is neither saved nor counted."""
        session = self.session
        if session.guide == self.check:
            session.guide = None
        if restore is not None:
            restore()
        session.set_keeping(self._kept)
        self.match = None

    @property
    def active(self) -> bool:
        """The lesson's hand is on the table (not replaced by another match)."""
        return self.match is not None and self.session.match is self.match

    # -- where the lesson is ------------------------------------------------------

    def played(self) -> int:
        """How many actions of the hand have been played."""
        return len(self.match.actions) if self.active and self.match is not None else 0

    def current(self) -> Step | None:
        """The step to show now: the first unread explanation or move step at this point."""
        if not self.active:
            return None
        played = self.played()
        for index, step in enumerate(self.steps):
            if step.at == played and (step.move is not None or index not in self._seen):
                return step
        return None

    def next(self) -> bool:
        """The person has read the explanation shown: go on. ``False`` if none is shown."""
        step = self.current()
        if step is None or step.move is not None:
            return False
        self._seen.add(self.steps.index(step))
        return True

    @property
    def finished(self) -> bool:
        """The hand is over and every explanation read."""
        return self.active and self.played() == len(self.story.moves) and self.current() is None

    def check(self, action: Action) -> Refusal | None:
        """The session's guide: ``None`` for the step's move, else a refusal (see the module)."""
        step = self.current()
        if step is not None and step.move is not None and _same(action, step.move):
            return None
        self.refused, self._refused_at = step, self.played()
        return Refusal.of(SessionRefusal.NOT_IN_THE_LESSON)

    def wrong(self) -> Step | None:
        """The step whose move was just refused, while the hand has not moved on."""
        return self.refused if self._refused_at == self.played() else None

    # -- the other seats ------------------------------------------------------------

    def due(self) -> tuple[Seat, Action] | None:
        """The other seat's scripted move to play now (none while an explanation is shown)."""
        match = self.match
        if not self.active or match is None or self.current() is not None:
            return None
        played = self.played()
        if self.session.stage is not Stage.PLAYING or played >= len(self.story.moves):
            return None
        seat = match.hand.turn
        return None if seat == PERSON else (seat, self.story.moves[played])

    def play_due(self) -> bool:
        """Play the other seat's move due now; ``False`` if none is."""
        due = self.due()
        if due is None:
            return False
        self.session.play_computer(self.session.generation, *due)
        return True

    def prompt(self) -> bool:
        """In chouette, the sitter suggests the step's discard when the step is shown;
        ``True`` if the suggestion was given now."""
        step, session = self.current(), self.session
        if step is None or step.topic is not Topic.ADVICE or session.current_advice() is not None:
            return False
        card = self.story.thrown
        view = session.hint_view()
        left = dict(best_discards(view.hand)).get(card, 0) if view is not None else 0
        reason = Reason("discard.highest", (("card", card.symbol_text), ("deadwood", str(left))))
        session.advised(session.generation, self.played(), [Suggestion(Discard(card), 0.0, reason)])
        return session.current_advice() is not None
