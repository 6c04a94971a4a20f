"""The sitter's advice in words: a suggestion's reason, and how a hand's advice fared."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLocale

from gin3.ai import Reason
from gin3.gui.text.templates import reason_text
from gin3.session import Advice, AdviceTally, Session

__all__ = ["advice_reason", "tally_sentences"]


def advice_reason(session: Session, advice: Advice, reason: Reason | None) -> str:
    """The reason given with a suggestion: the advisor's, or that a person suggested it."""
    if reason is not None or advice.sitter is None:  # the computer's advice always has a reason
        return reason_text(reason) if reason is not None else ""
    return QCoreApplication.translate("AdviceDesk", "{sitter} suggests it.").format(
        sitter=session.name(advice.sitter)
    )


def tally_sentences(tally: AdviceTally) -> list[str]:
    """What the log and the showdown say about one hand's advice; honest about what is unknown."""
    if not tally.offered:
        return []
    # lupdate reads a plural's count only when it is a plain name
    offered = tally.offered
    lines = [
        QCoreApplication.translate(
            "Advice", "{captain} followed {followed} of %n suggestion(s) from the sitter.", "", offered
        ).format(captain=tally.captain, followed=tally.followed)
    ]
    if tally.offered == tally.followed:
        return lines
    if tally.unestimated:
        if tally.by_person:
            lines.append(
                QCoreApplication.translate(
                    "Advice",
                    "What the ignored suggestions would have scored cannot be told: "
                    "a person made them, and only the advisor's own moves are rated.",
                )
            )
        else:
            lines.append(
                QCoreApplication.translate(
                    "Advice",
                    "What the ignored suggestions would have scored cannot be told: "
                    "the advisor did not rate every move the captain played instead.",
                )
            )
        return lines
    points = abs(tally.estimate)
    if tally.estimate >= 0.05:
        lines.append(
            QCoreApplication.translate(
                "Advice",
                "By the advisor's own ratings, the ignored suggestions were worth about {points} "
                "expected points more, in total, than the moves played instead; an estimate, "
                "not a replay of the hand.",
            ).format(points=QLocale().toString(points, "f", 1))
        )
    elif tally.estimate <= -0.05:
        lines.append(
            QCoreApplication.translate(
                "Advice",
                "By the advisor's own ratings, the moves played instead were worth about {points} "
                "expected points more, in total, than the ignored suggestions; an estimate, "
                "not a replay of the hand.",
            ).format(points=QLocale().toString(points, "f", 1))
        )
    else:
        lines.append(
            QCoreApplication.translate(
                "Advice", "By the advisor's own ratings, the moves played instead were worth as much."
            )
        )
    return lines
