"""The hand review in words: each move, the advisor's rating of a decision, a hand's summary.

The ratings come from :mod:`gin3.session.review` as data (moves, values and a
:class:`~gin3.ai.Reason`); the sentences are made here, in the current language.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QLocale

from gin3.engine import Event, HandDead, HandScored, View
from gin3.gui.text.moves import describe, is_move, move_text, result_text
from gin3.gui.text.showdown import heading, match_over_html, paragraph, showdown_html
from gin3.gui.text.templates import reason_text
from gin3.session.replaying import ReviewTable
from gin3.session.review import DecisionReview, ReviewSummary

__all__ = ["points_text", "rating_text", "review_html", "step_text", "summary_text"]


def review_html(table: ReviewTable, view: View) -> str:
    """The words in the middle of a review's table: the hand's result at its end, else which
    hand and move are shown; never the live table's calls to act (nobody plays here)."""
    match = table.match
    if match is not None and table.step == table.length and view.result is not None:
        over = match_over_html(match, prompt=False) if match.is_over else ""
        return over + showdown_html(match, view, prompt=False)
    title = QCoreApplication.translate("ReviewWindow", "Review of hand {number}").format(number=table.number)
    return "".join(
        [
            heading(title),
            paragraph(step_text(table.step, table.length, table.source.players, table.events)),
            paragraph(
                QCoreApplication.translate(
                    "ReviewWindow",
                    "Left and Right step through the hand; Home and End go to the deal and the end; N and P go to the next and the previous mistake.",  # noqa: E501
                ),
                18,
            ),
        ]
    )


def points_text(points: float) -> str:
    """Points estimated, to one decimal, as the locale writes them."""
    return QLocale().toString(points, "f", 1)


def step_text(step: int, steps: int, names: Sequence[str], events: Sequence[Event]) -> str:
    """Where the review is: the deal, or move ``step`` of ``steps`` and what it did (in public words)."""
    if step == 0:
        return QCoreApplication.translate("ReviewWindow", "The deal: move 0 of {steps}.").format(steps=steps)
    words = " ".join(move_text(names, e) for e in events if is_move(e))
    result = next((e for e in events if isinstance(e, HandScored | HandDead)), None)
    if result is not None:
        winner = names[result.winner] if isinstance(result, HandScored) else ""
        words = f"{words} {result_text(result, winner)}".strip()
    return QCoreApplication.translate("ReviewWindow", "Move {step} of {steps}: {move}").format(
        step=step, steps=steps, move=words
    )


def rating_text(decision: DecisionReview, name: str) -> str:
    """The advisor's rating of ``name``'s decision: a match, or what the move played cost."""
    played, best = describe(decision.played), describe(decision.best)
    reason = reason_text(decision.reason)
    if decision.matched:
        return QCoreApplication.translate(
            "ReviewWindow", "{name}: {played}, the advisor's first choice. {reason}"
        ).format(name=name, played=played, reason=reason)
    cost = decision.cost
    if cost is None:
        return QCoreApplication.translate(
            "ReviewWindow",
            "{name}: {played}; the advisor preferred to {best} (it did not rate this move): {reason}",
        ).format(name=name, played=played, best=best, reason=reason)
    return QCoreApplication.translate(
        "ReviewWindow",
        "{name}: to {played} cost about {cost} points; the advisor preferred to {best}: {reason}",
    ).format(name=name, played=played, cost=points_text(cost), best=best, reason=reason)


def summary_text(name: str, summary: ReviewSummary) -> str:
    """One player's summary of a hand: decisions, moves as the advisor's, points lost."""
    decisions = summary.decisions  # lupdate reads a plural's count only when it is a plain name
    return QCoreApplication.translate(
        "ReviewWindow",
        "{name}: %n decision(s), {matched} as the advisor would play, about {lost} points lost by its estimate.",  # noqa: E501
        None,
        decisions,
    ).format(name=name, matched=summary.matched, lost=points_text(summary.lost))
