"""The review's classes in words and colours, and the legend that counts them per player.

The classes and the accuracy are data (:mod:`gin3.session.grading`); their names,
colours and the table beside the review's graph are made here, in the current
language.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from html import escape

from PySide6.QtCore import QCoreApplication, QLocale
from PySide6.QtGui import QColor

from gin3.engine import Seat
from gin3.session.grading import GRADE_LIMITS, Grade, Grading, grading
from gin3.session.review import HandReview

__all__ = ["SEAT_COLOURS", "accuracy_text", "grade_colour", "grade_name", "grades_html", "summary_line"]

SEAT_COLOURS = ("#3d7edb", "#b0549f", "#1f9e8f")
"""Each seat's colour in the graph and the review's tables (seat 0, 1, 2): apart in hue and
from the classes' colours, readable on light and dark backgrounds."""

_GRADE_COLOURS = {
    Grade.BEST: "#2e9e4f",
    Grade.GOOD: "#7fae3a",
    Grade.INACCURACY: "#d9a400",
    Grade.MISTAKE: "#e0701b",
    Grade.BLUNDER: "#d23a2c",
}


def grade_name(g: Grade | None) -> str:
    """A class's name in the player's language (``None``: a decision not rated)."""
    names = {
        Grade.BEST: QCoreApplication.translate("ReviewWindow", "Best"),
        Grade.GOOD: QCoreApplication.translate("ReviewWindow", "Good"),
        Grade.INACCURACY: QCoreApplication.translate("ReviewWindow", "Inaccuracy"),
        Grade.MISTAKE: QCoreApplication.translate("ReviewWindow", "Mistake"),
        Grade.BLUNDER: QCoreApplication.translate("ReviewWindow", "Blunder"),
    }
    return QCoreApplication.translate("ReviewWindow", "Not rated") if g is None else names[g]


def grade_colour(g: Grade | None) -> QColor:
    """A class's colour (grey: not rated)."""
    return QColor("#8a8a8a" if g is None else _GRADE_COLOURS[g])


def accuracy_text(value: float) -> str:
    """An accuracy, a whole percent as the locale writes it."""
    return QCoreApplication.translate("ReviewWindow", "{accuracy}%").format(
        accuracy=QLocale().toString(value, "f", 0)
    )


def _limit_text(g: Grade) -> str:
    """A class's limit in points lost, in signs every language reads."""
    if g is Grade.BEST:
        return "0"
    if g is Grade.BLUNDER:
        return f"> {GRADE_LIMITS[Grade.MISTAKE]:g}"
    return f"≤ {GRADE_LIMITS[g]:g}"


def grades_html(
    columns: Sequence[tuple[Seat, str, Grading]], match: Mapping[Seat, Grading] | None = None
) -> str:
    """The legend as a table: each class with its colour and limit, counted for each player of
    ``columns`` (seat, name, the hand's grading), then each one's accuracy in the hand and, when
    ``match`` is given, over the match's reviewed hands."""
    head = "".join(
        f'<th style="color:{SEAT_COLOURS[int(seat) % len(SEAT_COLOURS)]}">&nbsp;{escape(name)}&nbsp;</th>'
        for seat, name, _ in columns
    )
    corner = escape(QCoreApplication.translate("ReviewWindow", "Class (points lost)"))
    rows = [f'<tr><th align="left">{corner}</th>{head}</tr>']
    for g in Grade:
        swatch = f'<span style="color:{grade_colour(g).name()}">&#9632;</span>'
        label = f"{swatch} <b>{escape(grade_name(g))}</b> <small>({escape(_limit_text(g))})</small>"
        cells = "".join(f'<td align="center">{graded.counts[g]}</td>' for _, _, graded in columns)
        rows.append(f"<tr><td>{label}</td>{cells}</tr>")
    if any(graded.unrated for _, _, graded in columns):
        cells = "".join(f'<td align="center">{graded.unrated}</td>' for _, _, graded in columns)
        rows.append(f"<tr><td>{escape(grade_name(None))}</td>{cells}</tr>")

    def accuracy_row(title: str, gradings: Sequence[Grading | None]) -> str:
        figures = ["–" if g is None or g.accuracy is None else accuracy_text(g.accuracy) for g in gradings]
        cells = "".join(f'<td align="center"><b>{figure}</b></td>' for figure in figures)
        return f"<tr><td>{escape(title)}</td>{cells}</tr>"

    rows.append(
        accuracy_row(
            QCoreApplication.translate("ReviewWindow", "Accuracy in this hand"), [g for _, _, g in columns]
        )
    )
    if match is not None:
        hands = max((g.hands for g in match.values()), default=0)
        title = QCoreApplication.translate(
            "ReviewWindow", "Accuracy in the match (%n hand(s) reviewed)", None, hands
        )
        rows.append(accuracy_row(title, [match.get(seat) for seat, _, _ in columns]))
    return '<table cellspacing="0" cellpadding="2">' + "".join(rows) + "</table>"


def summary_line(name: str, review: HandReview, seat: Seat) -> str:
    """``name``'s summary of the hand ``review`` rated (``seat``'s decisions), with the accuracy."""
    from gin3.gui.text.review import summary_text

    line = summary_text(name, review.summary((seat,)))
    mark = grading(review, seat).accuracy
    if mark is None:
        return line
    accuracy = accuracy_text(mark)
    return (
        line
        + " "
        + QCoreApplication.translate("ReviewWindow", "Accuracy: {accuracy}.").format(accuracy=accuracy)
    )
