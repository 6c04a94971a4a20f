"""The review's graph: the points each decision of a hand cost, move by move, drawn with QPainter.

One slot a move across the hand; a bar in the slot of each decision, as high
as the points it cost (from the deciding player's own view): the hand's first
player's bars go up from the middle line, the other's down, each in the
player's colour, so they read apart without colour too. The heights grow as the
square root of the cost, up to :data:`CAP` points (a blunder reaches the edge),
and faint lines mark the classes' limits (:data:`~gin3.session.grading.GRADE_LIMITS`).
A decision as good as the advisor's is a short stub; one the advisor did not
rate, a hollow one. The move shown in the review is marked. Clicking a bar
(or near it) says which decision (:attr:`CostGraph.chosen`).

Only the decisions of the seats the review may show are drawn (hot-seat privacy:
:meth:`gin3.session.replaying.ReviewTable.shown_seats`).
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QEvent, QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QFont, QHelpEvent, QMouseEvent, QPainter, QPaintEvent, QPalette, QPen
from PySide6.QtWidgets import QSizePolicy, QToolTip, QWidget

from gin3.engine import Seat
from gin3.gui.windows.grades import SEAT_COLOURS, grade_colour, grade_name
from gin3.session.grading import GRADE_LIMITS, Grade, grade
from gin3.session.review import HandReview

__all__ = ["CAP", "SEAT_COLOURS", "Bar", "CostGraph"]

CAP = 16.0
"""The cost, in points, of a bar as high as its half of the graph (higher costs stop there)."""

_MARGIN = 6.0
_LIMITS_W = 30.0  # the limits' points left of the bars


def _height(cost: float) -> float:
    """A bar's height as a share of its half of the graph."""
    return min(1.0, math.sqrt(max(0.0, cost) / CAP))


@dataclass(frozen=True, slots=True)
class Bar:
    """One decision's bar: its step (before the hand's action ``step``), who decided, what it
    cost (``None``: not rated), its class and where it is drawn."""

    step: int
    seat: Seat
    cost: float | None
    grade: Grade | None
    rect: QRectF


class CostGraph(QWidget):
    """The bars of a reviewed hand's decisions; see the module docstring."""

    chosen = Signal(int)  # the step of the decision clicked

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("review-graph")
        self.setAccessibleName(QCoreApplication.translate("ReviewWindow", "Points each decision cost"))
        self.setMinimumHeight(96)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        self.setMouseTracking(True)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self._review: HandReview | None = None
        self._length = 0
        self._sides: tuple[Seat, ...] = ()
        self._shown: frozenset[Seat] = frozenset()
        self._names: Mapping[Seat, str] = {}
        self._current = 0

    def sizeHint(self) -> QSize:
        return QSize(640, 130)

    # -- what is drawn ---------------------------------------------------------------

    def set_review(
        self,
        review: HandReview | None,
        length: int,
        sides: Sequence[Seat],
        shown: Sequence[Seat],
        names: Mapping[Seat, str],
    ) -> None:
        """Draw ``review`` (``None``: not made yet) of a hand of ``length`` moves between the
        seats ``sides`` (the first's bars go up), only the decisions of ``shown`` seats."""
        self._review, self._length = review, max(1, length)
        self._sides, self._shown, self._names = tuple(sides), frozenset(shown), dict(names)
        self.update()

    def set_current(self, step: int) -> None:
        """The review shows the hand after ``step`` moves: the decision that made the last is marked."""
        self._current = step
        self.update()

    def bars(self) -> list[Bar]:
        """The bars drawn, in the order of the hand (what a player sees, for the tests too)."""
        review = self._review
        if review is None:
            return []
        plot = self._plot()
        slot = plot.width() / self._length
        half = plot.height() / 2
        middle = plot.center().y()
        bars: list[Bar] = []
        for decision in review.decisions:
            if decision.seat not in self._shown or decision.seat not in self._sides:
                continue
            cost, g = decision.cost, grade(decision)
            high = max(3.0, half * _height(cost if cost is not None else 0.0))
            if g is Grade.BEST or cost is None:
                high = 4.0
            left = plot.left() + slot * decision.step + slot * 0.15
            width = max(2.0, slot * 0.7)
            up = decision.seat == self._sides[0]
            top = middle - high if up else middle
            bars.append(Bar(decision.step, decision.seat, cost, g, QRectF(left, top, width, high)))
        return bars

    def bar_at(self, x: float) -> Bar | None:
        """The bar whose slot holds ``x`` (or the nearest, half a slot either way)."""
        plot = self._plot()
        slot = plot.width() / self._length
        near = [b for b in self.bars() if abs(b.rect.center().x() - x) <= max(slot, 6.0)]
        return min(near, key=lambda b: abs(b.rect.center().x() - x), default=None)

    def _plot(self) -> QRectF:
        """Where the bars go: right of the names and the limits' points, inside the margins."""
        metrics = self.fontMetrics()
        names = max((metrics.horizontalAdvance(f"▲ {n}") for n in self._names.values()), default=0)
        names_w = min(max(names + 8, metrics.horizontalAdvance("M") * 4), self.width() // 4)
        # the classes' dots go past a full bar's end: room for them above and below
        return QRectF(self.rect()).adjusted(names_w + _LIMITS_W, _MARGIN + 8, -_MARGIN, -_MARGIN - 8)

    # -- drawing ---------------------------------------------------------------------

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        palette = self.palette()
        painter.fillRect(self.rect(), palette.color(QPalette.ColorRole.Base))
        plot = self._plot()
        middle, half = plot.center().y(), plot.height() / 2
        text = palette.color(QPalette.ColorRole.Text)
        faint = QColor(text)
        faint.setAlpha(60)
        label_pen = QColor(text)
        label_pen.setAlpha(150)
        small = QFont(self.font())
        small.setPointSizeF(max(6.0, small.pointSizeF() * 0.8))
        painter.setFont(small)
        # the classes' limits: faint lines, the limit's points at the left
        for limit in GRADE_LIMITS.values():
            for index, sign in enumerate((-1, 1)):
                if index < len(self._sides) and self._sides[index] not in self._shown:
                    continue  # a hidden side's half holds only its note
                y = middle + sign * half * _height(limit)
                painter.setPen(QPen(faint, 1, Qt.PenStyle.DashLine))
                painter.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y))
                painter.setPen(label_pen)
                label = QRectF(plot.left() - _LIMITS_W, y - 8, _LIMITS_W - 4, 16)
                painter.drawText(
                    label, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, f"{limit:g}"
                )
        painter.setPen(QPen(text, 1))
        painter.drawLine(QPointF(plot.left(), middle), QPointF(plot.right(), middle))
        self._draw_names(painter, plot)
        slot = plot.width() / self._length
        if self._current > 0:
            mark = QColor(palette.color(QPalette.ColorRole.Highlight))
            mark.setAlpha(70)
            painter.fillRect(
                QRectF(plot.left() + slot * (self._current - 1), plot.top(), slot, plot.height()), mark
            )
        for bar in self.bars():
            colour = QColor(SEAT_COLOURS[int(bar.seat) % len(SEAT_COLOURS)])
            if bar.cost is None:
                painter.setPen(QPen(colour, 1.5))
                painter.setBrush(Qt.BrushStyle.NoBrush)
            else:
                painter.setPen(Qt.PenStyle.NoPen)
                painter.setBrush(colour)
            painter.drawRect(bar.rect)
            if bar.grade is not None and bar.grade >= Grade.MISTAKE:
                # a mistake or a blunder also carries its class's colour at the bar's end
                up = bar.seat == self._sides[0]
                y = bar.rect.top() - 5 if up else bar.rect.bottom() + 5
                painter.setBrush(grade_colour(bar.grade))
                painter.setPen(QPen(text, 0.5))
                painter.drawEllipse(QPointF(bar.rect.center().x(), y), 3.5, 3.5)
        painter.end()

    def _draw_names(self, painter: QPainter, plot: QRectF) -> None:
        """Each side's name by its half, in its colour: whose bars go up, whose down."""
        font = QFont(self.font())
        font.setBold(True)
        painter.setFont(font)
        area_w = plot.left() - _LIMITS_W - 4
        for index, seat in enumerate(self._sides[:2]):
            if seat not in self._shown:
                self._draw_hidden(painter, plot, index, seat)
                continue
            painter.setPen(QColor(SEAT_COLOURS[int(seat) % len(SEAT_COLOURS)]))
            arrow = "▲" if index == 0 else "▼"
            name = self.fontMetrics().elidedText(
                f"{arrow} {self._names.get(seat, '')}", Qt.TextElideMode.ElideRight, int(area_w)
            )
            align = Qt.AlignmentFlag.AlignTop if index == 0 else Qt.AlignmentFlag.AlignBottom
            painter.drawText(
                QRectF(4, plot.top(), area_w, plot.height()), align | Qt.AlignmentFlag.AlignLeft, name
            )

    def _draw_hidden(self, painter: QPainter, plot: QRectF, index: int, seat: Seat) -> None:
        """The half of a side the review may not show yet says so (hot-seat privacy)."""
        colour = QColor(self.palette().color(QPalette.ColorRole.Text))
        colour.setAlpha(130)
        painter.setPen(colour)
        half = QRectF(plot.left(), plot.top(), plot.width(), plot.height() / 2)
        if index == 1:
            half.moveTop(plot.center().y())
        words = QCoreApplication.translate(
            "ReviewWindow", "{name}'s decisions are shown when the match is over"
        ).format(name=self._names.get(seat, ""))
        painter.drawText(half, Qt.AlignmentFlag.AlignCenter, words)

    # -- the mouse -------------------------------------------------------------------

    def mousePressEvent(self, event: QMouseEvent) -> None:
        bar = self.bar_at(event.position().x()) if event.button() == Qt.MouseButton.LeftButton else None
        if bar is None:
            super().mousePressEvent(event)
            return
        self.chosen.emit(bar.step)

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ToolTip and isinstance(event, QHelpEvent):
            bar = self.bar_at(event.pos().x())
            if bar is None:
                QToolTip.hideText()
            else:
                QToolTip.showText(event.globalPos(), self.bar_text(bar), self)
            return True
        return super().event(event)

    def bar_text(self, bar: Bar) -> str:
        """A bar in words: whose decision, at which move, its class and cost."""
        from gin3.gui.text.review import points_text

        name = self._names.get(bar.seat, "")
        if bar.cost is None:
            return QCoreApplication.translate("ReviewWindow", "{name}, move {move}: not rated").format(
                name=name, move=bar.step + 1
            )
        return QCoreApplication.translate(
            "ReviewWindow", "{name}, move {move}: {grade}, {cost} points"
        ).format(name=name, move=bar.step + 1, grade=grade_name(bar.grade), cost=points_text(bar.cost))
