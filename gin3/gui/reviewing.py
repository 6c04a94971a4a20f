"""Making a hand's review off the table's thread, one decision at a time.

Each decision of the hand goes to the thinker's worker process as a
``review`` question (:meth:`gin3.session.Thinker.review`); the next is asked
when the answer is back, so the computer players' own questions wait at
most one decision behind a review, and the review window can say how far
it is. A finished review is kept in the controller's
:class:`~gin3.session.review.ReviewCache` (saved beside the match), so the
same hand opens at once the next time, without a question.
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Protocol

from PySide6.QtCore import QObject, Signal

from gin3.engine import Action, Match, View
from gin3.gui.postbox import postbox
from gin3.session import Thinker
from gin3.session.review import DecisionReview, HandReview, ReviewCache, decisions_of, hand_span

if TYPE_CHECKING:
    from concurrent.futures import Future

    from gin3.session import Session

__all__ = ["HandReviewer", "ReviewsHost"]


class ReviewsHost(Protocol):
    """What the reviewer needs of the table it reviews (the controller is one): the session's
    match, the cache of reviews kept beside it, and a way to say the cache grew."""

    @property
    def session(self) -> Session: ...

    @property
    def reviews(self) -> ReviewCache: ...

    def reviews_changed(self) -> None: ...


@dataclass(slots=True)
class _Job:
    token: int
    match: Match
    number: int
    decisions: list[tuple[int, View, Action]]
    rated: list[DecisionReview] = field(default_factory=list)


class HandReviewer(QObject):
    """Reviews the hands of the controller's match: at once from the cache, else in the worker."""

    progress = Signal(int, int, int)  # the hand, its decisions rated so far, its decisions in all
    ready = Signal(object)  # a HandReview
    failed = Signal(int, str)  # the hand, what went wrong

    def __init__(self, controller: ReviewsHost, thinker: Thinker, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.thinker = thinker
        self.asked = 0
        """How many questions the reviews have asked the thinker (the tests read it)."""
        self._tokens = itertools.count(1)
        self._job: _Job | None = None
        self._postbox = postbox()  # answers come from the thinker's thread

    def cached(self, number: int) -> HandReview | None:
        """The review of hand ``number`` of the match at the table, if it was made before."""
        return self.controller.reviews.get(number)

    def busy_with(self) -> int | None:
        """The hand being reviewed now, if any."""
        return self._job.number if self._job is not None else None

    def review(self, number: int) -> HandReview | None:
        """The review of finished hand ``number`` at once if it is kept; otherwise ``None``, and
        it is made: :attr:`progress` after each decision, then :attr:`ready` (or :attr:`failed`)."""
        found = self.cached(number)
        match = self.controller.session.match
        if found is not None or match is None:
            return found
        job = self._job
        if job is not None and job.match is match and job.number == number:
            return None  # under way
        hand_span(match, number)  # a hand not finished raises here, before anything is asked
        self._job = _Job(next(self._tokens), match, number, list(decisions_of(match, number)))
        self.progress.emit(number, 0, len(self._job.decisions))
        self._ask_next()
        return None

    def cancel(self) -> None:
        """Stop the review under way (the answer already asked for is dropped)."""
        self._job = None

    def _ask_next(self) -> None:
        job = self._job
        assert job is not None
        if len(job.rated) == len(job.decisions):
            self._finish(job)
            return
        step, view, played = job.decisions[len(job.rated)]
        self.asked += 1
        future = self.thinker.review(step, view, played)
        post, take, token = self._postbox.post, self._take, job.token

        def done(finished: Future[Any]) -> None:
            post(self, take, (token, finished))  # to the table's thread, if this reviewer lives

        future.add_done_callback(done)

    def _take(self, arrived: tuple[int, Future[Any]]) -> None:
        token, future = arrived
        job = self._job
        if job is None or job.token != token:
            return  # a review given up
        error = future.exception()
        if error is not None or not isinstance(future.result(), DecisionReview):
            self._job = None
            self.failed.emit(job.number, str(error or future.result()))
            return
        job.rated.append(future.result())
        self.progress.emit(job.number, len(job.rated), len(job.decisions))
        self._ask_next()

    def _finish(self, job: _Job) -> None:
        self._job = None
        start, end = hand_span(job.match, job.number)
        review = HandReview(job.number, start, tuple(job.match.actions[start:end]), tuple(job.rated))
        if job.match is self.controller.session.match:
            self.controller.reviews.put(review)
            self.controller.reviews_changed()
        self.ready.emit(review)
