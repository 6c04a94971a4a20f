"""Hand review: every decision of a finished hand, rated by the advisor afterwards.

A hand is replayed from the match's own record (players, settings, seed and
actions: :mod:`gin3.engine.record`) to each of its decisions. A decision is
a position where a player of the hand (chouette: the box or the captain;
two-player gin: either) has more than one legal move. The advisor rates
that decision from the deciding seat's own :class:`~gin3.engine.View`,
never from the engine's full state, exactly as it would have during the
hand; the review keeps the move played and its rating, the advisor's first
choice with its rating and its :class:`~gin3.ai.Reason` (data; the GUI
words it), and the estimated cost: the first choice's value less the
played move's, never below zero.

:func:`rate_decision` is the unit of work (the thinker's worker process
answers it one decision at a time, so the table keeps its turn and the
review window can show its progress); :func:`review_hand` does a whole hand
in this process (the bench and the tests). :func:`review_to_json` and
:func:`review_from_json` keep reviews in a match file's app data: a review
read back is used only if it was made by the same advisor for the same
actions, and anything else in it is ignored, never raised.
"""

from __future__ import annotations

import json
import math
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, replace
from functools import cache
from typing import TYPE_CHECKING

from gin3.ai.reasons import Reason
from gin3.engine import Action, GinError, Knock, LayOff, Match, NextHand, Seat, View, action_from_json
from gin3.session.advice import same_move

if TYPE_CHECKING:
    from gin3.ai.advisor import Advisor
    from gin3.ai.brain import BrainConfig

__all__ = [
    "DecisionReview",
    "HandReview",
    "ReviewCache",
    "ReviewSummary",
    "advisor_key",
    "decisions_of",
    "hand_span",
    "rate_decision",
    "replay",
    "review_advisor",
    "review_config",
    "review_from_json",
    "review_hand",
    "review_to_json",
    "reviewer",
]


@cache
def review_config() -> BrainConfig:
    """The review's advisor: ``hard``'s brain with a third of its guessed hands and a
    sixth of its playout worlds, so a typical hand is rated in under a second or two
    rather than several (see docs/architecture.md, "Hand review": its first choice was
    the full advisor's in 78% of the decisions measured). Made on first use: the window,
    which only keeps and shows reviews, never imports the computer players (they think in
    the worker process)."""
    from gin3.ai.players import HARD

    return replace(HARD, samples=100, rollout_worlds=100, rollout_final=100)


def advisor_key(config: BrainConfig) -> str:
    """A short name for an advisor's brain that changes with any of its settings: a
    review kept under another key was made by another advisor (a ``hard`` of another
    version, say) and is made again. The number before the digest counts changes of
    the review's own format or of the brain's code that its settings do not show."""
    return "advisor-hard/3/" + _digest(repr(config))


@cache
def reviewer() -> str:
    """Which advisor made a review (:func:`advisor_key` of :func:`review_config`)."""
    return advisor_key(review_config())


def __getattr__(name: str) -> object:
    """``REVIEW_CONFIG`` and ``REVIEWER``: :func:`review_config` and :func:`reviewer`."""
    if name == "REVIEW_CONFIG":
        return review_config()
    if name == "REVIEWER":
        return reviewer()
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def review_advisor() -> Advisor:
    """The advisor that rates a hand's decisions for the review."""
    from gin3.ai.advisor import Advisor

    return Advisor(review_config())


@dataclass(frozen=True, slots=True)
class DecisionReview:
    """One decision of a hand: the move played and the advisor's view of it.

    ``step`` counts the hand's actions played before the decision; ``seat``
    decided (its own view was rated). ``played_value`` is ``None`` when the
    advisor did not rate the move played (a lay-down other than the best).
    """

    step: int
    seat: Seat
    played: Action
    played_value: float | None
    best: Action
    best_value: float
    reason: Reason
    moves: int

    @property
    def matched(self) -> bool:
        """The move played was the advisor's first choice (a knock with its discard counts)."""
        return same_move(self.best, self.played)

    @property
    def cost(self) -> float | None:
        """The estimated points the move played gave away: 0 when it matched; ``None`` unrated."""
        if self.matched:
            return 0.0
        if self.played_value is None:
            return None
        return max(0.0, round(self.best_value - self.played_value, 2))


@dataclass(frozen=True, slots=True)
class ReviewSummary:
    """A hand's decisions, how many matched the advisor, and the estimated points lost."""

    decisions: int
    matched: int
    lost: float


@dataclass(frozen=True, slots=True)
class HandReview:
    """Hand ``number``: its actions (``match.actions[start:start + len(actions)]``) and decisions."""

    number: int
    start: int
    actions: tuple[Action, ...]
    decisions: tuple[DecisionReview, ...]

    def at(self, step: int) -> DecisionReview | None:
        """The decision made at ``step`` (before the hand's action number ``step``), if one was."""
        return next((d for d in self.decisions if d.step == step), None)

    def summary(self, seats: Sequence[Seat] | None = None) -> ReviewSummary:
        """The summary of the decisions of ``seats`` (every seat by default)."""
        mine = [d for d in self.decisions if seats is None or d.seat in seats]
        lost = sum(d.cost or 0.0 for d in mine)
        return ReviewSummary(len(mine), sum(d.matched for d in mine), round(lost, 2))


# -- replaying --------------------------------------------------------------------


def hand_span(match: Match, number: int) -> tuple[int, int]:
    """Where finished hand ``number`` lies in ``match.actions``: its first action and one
    past its last (the action that ended it). Raises :class:`GinError` if it has not ended."""
    if not 1 <= number <= len(match.hands):
        raise GinError(f"hand {number} of this match has not been played to its end")
    deals = [i for i, action in enumerate(match.actions) if isinstance(action, NextHand)]
    start = 0 if number == 1 else deals[number - 2] + 1
    end = deals[number - 1] if number - 1 < len(deals) else len(match.actions)
    return start, end


def replay(match: Match, upto: int) -> Match:
    """A new match like ``match`` with its first ``upto`` actions played (from its record's
    set-up: players, settings, seed and the session's fields)."""
    again = Match(
        match.players,
        seed=match.seed,
        rules=match.rules,
        mode=match.mode,
        carried=match.carried,
        first_dealer=match.first_dealer,
        games_before=match.games_before,
        deal=match.deal,
    )
    for action in match.actions[:upto]:
        again.apply(action)
    return again


def decisions_of(match: Match, number: int) -> Iterator[tuple[int, View, Action]]:
    """Each decision of finished hand ``number``: its step, the deciding seat's own view and
    the move played. Replays the match once, from its start."""
    start, end = hand_span(match, number)
    again = replay(match, start)
    for step, action in enumerate(match.actions[start:end]):
        seat = again.hand.turn
        view = again.view(seat)
        if len(view.legal_actions) > 1:
            yield step, view, action
        again.apply(action)


# -- rating ------------------------------------------------------------------------


def rate_decision(advisor: Advisor, step: int, view: View, played: Action) -> DecisionReview:
    """The advisor's rating of the move ``played`` at ``view`` (the deciding seat's own view)."""
    suggestions = advisor.suggest(view)
    best = suggestions[0]
    value = next((s.value for s in suggestions if same_move(s.action, played)), None)
    if value is None and isinstance(played, Knock):  # a knock the advisor did not list
        value = round(advisor.brain.rate_knock(view, played).value, 2)
    lay_downs = isinstance(played, LayOff) and isinstance(best.action, LayOff)
    if value is None and lay_downs and _left(view, best.action) == _left(view, played):  # type: ignore[arg-type]
        value = best.value  # as good: the melds only grouped otherwise
    return DecisionReview(
        step, view.seat, played, value, best.action, best.value, best.reason, len(suggestions)
    )


def _left(view: View, lay_down: LayOff) -> int:
    """The deadwood ``lay_down`` leaves the defender of ``view``."""
    used = {c for m in lay_down.melds for c in m.cards} | {lo.card for lo in lay_down.layoffs}
    return sum(c.value for c in view.hand if c not in used)


def review_hand(match: Match, number: int, advisor: Advisor | None = None) -> HandReview:
    """Every decision of finished hand ``number`` of ``match``, rated (in this process)."""
    advisor = advisor or review_advisor()
    start, end = hand_span(match, number)
    decisions = tuple(
        rate_decision(advisor, step, view, played) for step, view, played in decisions_of(match, number)
    )
    return HandReview(number, start, tuple(match.actions[start:end]), decisions)


# -- keeping reviews in the match file ---------------------------------------------------


def _digest(text: str) -> str:
    """Sixteen hex digits of ``text``'s SHA-256: the review's keys of an advisor and of a hand."""
    import hashlib  # only a match with reviews needs it: not worth the start-up's time

    return hashlib.sha256(text.encode()).hexdigest()[:16]


def _fingerprint(actions: Sequence[Action]) -> str:
    return _digest(json.dumps([a.to_json() for a in actions], sort_keys=True, separators=(",", ":")))


def review_to_json(review: HandReview) -> dict[str, object]:
    """A hand's review as plain JSON for the match file's app data (see :func:`review_from_json`)."""
    return {
        "reviewer": reviewer(),
        "start": review.start,
        "actions": _fingerprint(review.actions),
        "decisions": [
            [
                d.step,
                int(d.seat),
                d.played.to_json(),
                d.played_value,
                d.best.to_json(),
                d.best_value,
                d.reason.template,
                dict(d.reason.args),
                d.moves,
            ]
            for d in review.decisions
        ],
    }


def review_from_json(data: object, match: Match, number: int) -> HandReview | None:
    """The review of hand ``number`` kept in ``data``, if it was made by this advisor for
    this very hand of ``match``; ``None`` otherwise (anything malformed included)."""
    try:
        start, end = hand_span(match, number)
    except GinError:
        return None
    actions = tuple(match.actions[start:end])
    if (
        not isinstance(data, dict)
        or data.get("reviewer") != reviewer()
        or data.get("start") != start
        or data.get("actions") != _fingerprint(actions)
        or not isinstance(data.get("decisions"), list)
    ):
        return None
    decisions = []
    try:
        for entry in data["decisions"]:
            decisions.append(_decision(entry, actions))
    except (GinError, ValueError, TypeError, KeyError):
        return None
    return HandReview(number, start, actions, tuple(decisions))


def _decision(entry: object, actions: tuple[Action, ...]) -> DecisionReview:
    if not isinstance(entry, list) or len(entry) != 9:
        raise ValueError("not a decision")
    step, seat, played, value, best, best_value, template, args, moves = entry
    for whole in (step, seat, moves):
        if isinstance(whole, bool) or not isinstance(whole, int):
            raise ValueError("not a whole number")
    if not 0 <= step < len(actions) or action_from_json(played) != actions[step]:
        raise ValueError("not the move played")
    for number in (value, best_value) if value is not None else (best_value,):
        if isinstance(number, bool) or not isinstance(number, int | float) or not math.isfinite(number):
            raise ValueError("not a rating")
    if not isinstance(template, str) or not isinstance(args, dict):
        raise ValueError("not a reason")
    reason = Reason(template, tuple((str(k), str(v)) for k, v in args.items()))
    return DecisionReview(
        step,
        Seat(seat),
        actions[step],
        None if value is None else float(value),
        action_from_json(best),
        float(best_value),
        reason,
        moves,
    )


class ReviewCache:
    """The reviews of one match's hands, kept in its file's app data under ``"review"``.

    They are kept as JSON and read back through :func:`review_from_json` each
    time: one that no longer fits the match (another advisor, other actions)
    is simply made again.
    """

    def __init__(self) -> None:
        self.match: Match | None = None
        self._kept: dict[str, object] = {}

    def load(self, match: Match, app: dict[str, object]) -> None:
        """The reviews saved beside ``match`` (``app`` as the store cleaned it)."""
        self.match = match
        kept = app.get("review")
        self._kept = dict(kept) if isinstance(kept, dict) else {}

    def follow(self, match: Match | None) -> None:
        """``match`` is at the table now: another match starts with no reviews."""
        if match is not self.match:
            self.match, self._kept = match, {}

    def get(self, number: int) -> HandReview | None:
        """The kept review of hand ``number`` of the match, if there is a sound one."""
        if self.match is None:
            return None
        return review_from_json(self._kept.get(str(number)), self.match, number)

    def made(self) -> list[HandReview]:
        """The sound reviews kept of the match's finished hands, in the order of the hands."""
        if self.match is None:
            return []
        reviews = (self.get(number) for number in range(1, len(self.match.hands) + 1))
        return [review for review in reviews if review is not None]

    def put(self, review: HandReview) -> None:
        """Keep ``review`` (of a hand of the match followed)."""
        self._kept[str(review.number)] = review_to_json(review)

    def app_data(self) -> dict[str, object]:
        """What a save of the match keeps of the reviews (nothing when there are none)."""
        return {"review": dict(self._kept)} if self._kept else {}
