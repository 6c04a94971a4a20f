"""The hand review window: a finished hand again, move by move, as an analysis board.

A non-modal window with a table of its own (the live match stays as it is
behind it): the same :class:`~gin3.gui.table.scene.TableScene` as the live
table's, drawing a :class:`~gin3.session.replaying.ReviewTable` (a session
nobody can play in, replayed to the step shown), so the review keeps hot-seat
privacy by the same construction as the live table. Under it, the graph of the
points each decision cost (:mod:`.costgraph`: a click on a bar goes there);
beside it, the move, its class (:mod:`gin3.session.grading`) by the advisor's
rating, the classes counted per player with the accuracy (:mod:`.grades`), the
summary, the progress while the ratings are made (in the thinker's worker
process, :class:`~gin3.gui.reviewing.HandReviewer`) and the buttons. Only the
decisions of the seats the review may show (``ReviewTable.shown_seats``) are
graphed, classed, counted or jumped to; the match's figures only when it is not
private. It opens over the whole window it belongs to, the screen bounding it,
and takes the cards and the felt the settings ask for, as on the live table.

Keys: Left and Right step back and forward, Home and End go to the deal and
the showdown, P and N to the previous and the next decision classed an
inaccuracy or worse; the buttons do the same (:data:`REVIEW_KEYS`).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QRect, QSize, Qt
from PySide6.QtGui import QCloseEvent, QKeySequence, QResizeEvent, QShortcut, QShowEvent
from PySide6.QtWidgets import (
    QDialog,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QProgressBar,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from gin3.engine import Seat
from gin3.gui.controller import GameController
from gin3.gui.settings import AppSettings
from gin3.gui.table.art import CardArt
from gin3.gui.table.cards import CardDeck
from gin3.gui.table.felts import felt
from gin3.gui.table.scene import TableScene
from gin3.gui.table.view import TableView
from gin3.gui.text.review import rating_text, step_text
from gin3.gui.theme import is_dark
from gin3.gui.windows.costgraph import CostGraph
from gin3.gui.windows.geometry import DECORATION, available
from gin3.gui.windows.grades import grade_colour, grade_name, grades_html, summary_line
from gin3.session.grading import Grading, grade, grading, match_grading, next_flaw
from gin3.session.replaying import ReviewTable
from gin3.session.review import HandReview

__all__ = ["REVIEW_KEYS", "ReviewWindow", "open_review", "review_button_names"]

REVIEW_KEYS = {
    "first": Qt.Key.Key_Home,
    "back": Qt.Key.Key_Left,
    "forward": Qt.Key.Key_Right,
    "last": Qt.Key.Key_End,
    "previous_flaw": Qt.Key.Key_P,
    "next_flaw": Qt.Key.Key_N,
}
"""The review's keys, by the button each works (Help > Keyboard shortcuts lists them)."""

SHARE = 1.0
"""The part of its window's width and height the review takes when it opens: all of it, an
analysis board over the table (the screen bounding it)."""


def open_review(
    parent: QWidget, controller: GameController, say: Callable[[str], None], number: int | None = None
) -> ReviewWindow | None:
    """Open the review of finished hand ``number`` (the last finished hand by default) of the
    match at ``controller``'s table in a window of its own over ``parent``, replacing a review
    open before; ``None`` (and ``say`` tells why) when no hand has ended."""
    match = controller.session.match
    if match is None or not match.hands:
        say(QCoreApplication.translate("ReviewWindow", "No hand has ended yet: there is nothing to review."))
        return None
    number = len(match.hands) if number is None else number
    for old in parent.findChildren(ReviewWindow):
        old.close()
    review = ReviewWindow(parent, controller, number)
    review.show()
    review.raise_()
    return review


def review_button_names() -> dict[str, str]:
    """The review's step buttons, by :data:`REVIEW_KEYS`' names, in the player's language."""
    return {
        "first": QCoreApplication.translate("ReviewWindow", "&First"),
        "back": QCoreApplication.translate("ReviewWindow", "&Back"),
        "forward": QCoreApplication.translate("ReviewWindow", "F&orward"),
        "last": QCoreApplication.translate("ReviewWindow", "&Last"),
        "previous_flaw": QCoreApplication.translate("ReviewWindow", "&Previous mistake"),
        "next_flaw": QCoreApplication.translate("ReviewWindow", "&Next mistake"),
    }


def opening_rect(parent: QWidget, area: QRect) -> QRect:
    """Where a review opens: most of ``parent`` (the screen's ``area`` bounding it), over its middle."""
    room = area.size() - DECORATION
    frame = parent.window().frameGeometry() if parent.isVisible() else area
    size = QSize(round(frame.width() * SHARE), round(frame.height() * SHARE)).boundedTo(room)
    rect = QRect(0, 0, size.width(), size.height())
    rect.moveCenter(frame.center())
    # wholly on the screen: a window near an edge does not push the review off it
    rect.moveLeft(max(area.left(), min(rect.left(), area.right() - rect.width())))
    rect.moveTop(max(area.top(), min(rect.top(), area.bottom() - rect.height())))
    return rect


class ReviewWindow(QDialog):
    """Hand ``number`` of the match at ``controller``'s table, step by step; see the module docstring."""

    def __init__(self, parent: QWidget, controller: GameController, number: int) -> None:
        super().__init__(parent)
        self.setObjectName("review-window")
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.setWindowTitle(
            QCoreApplication.translate("ReviewWindow", "Review of hand {number}").format(number=number)
        )
        live = self.live = controller
        session = live.session
        match = session.match
        assert match is not None
        self.number = number
        # Until the match is over, people see in a review only what they saw at the table.
        private = bool(session.humans) and not match.is_over
        reviewer = session.viewer if private else (session.viewer or next(iter(session.humans), None))
        self.table = ReviewTable(match, number, session.seats, reviewer=reviewer, private=private)
        self.controller = GameController(
            self, thinker=live.computers.thinker, ai_delay_ms=0, session=self.table
        )
        self.controller.computers.pause()  # nobody plays here
        # the cards, their size and the felt as on the live table: the settings say them
        settings = AppSettings()
        deck = CardDeck(
            CardArt(four_colour=settings.four_colour, back=settings.card_back), settings.card_width
        )
        self.scene = TableScene(self.controller, deck, settings.animation_ms)
        self.scene.setParent(self)
        self.view = TableView(self.scene)
        self.view.set_felt(felt(settings.felt, dark=is_dark(self.palette())))
        self.view.setInteractive(False)  # a review is looked at, not played
        self.view.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.view.setMinimumSize(480, 320)
        self.review: HandReview | None = None
        self._build()
        self.table.open()
        live.reviewer.progress.connect(self._progress)
        live.reviewer.ready.connect(self._ready)
        live.reviewer.failed.connect(self._failed)
        for signal in (live.matchStarted, live.tableChanged, live.played):
            signal.connect(self._follow_live)
        self.review = live.reviewer.review(number)  # at once when kept; else it is made now
        self._show_grades()
        self.go(self.table.length)  # the showdown first, as the hand ended
        self.setGeometry(opening_rect(parent, available(parent)))

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        # the graph grows with the window, the table keeping most of it
        self.graph.setFixedHeight(max(96, min(220, round(self.height() * 0.16))))
        self._fit_side()

    def sizeHint(self) -> QSize:
        """No more than its least: it opens at :func:`opening_rect`'s size, and a dialog asking
        for more than the screen holds is put in a scroll area (``geometry.scroll_if_needed``)."""
        return self.minimumSizeHint()

    # -- building -------------------------------------------------------------------

    def _build(self) -> None:
        """The board: the table over the graph on the left; on the right the move, its class and
        rating, the classes counted, the summary and the buttons (the table keeps the height)."""
        board = QHBoxLayout(self)
        left = QVBoxLayout()
        left.addWidget(self.view, 1)
        self.graph = CostGraph()
        self.graph.chosen.connect(lambda step: self.go(step + 1))
        left.addWidget(self.graph)
        board.addLayout(left, 1)
        self.side = QWidget()
        self.side.setObjectName("review-side")
        side = QVBoxLayout(self.side)
        side.setContentsMargins(0, 0, 0, 0)
        self.step_label = self._label("review-step")
        self.grade_label = self._label("review-grade")
        self.grade_label.setWordWrap(False)
        self.rating_label = self._label("review-rating")
        self.grades_label = self._label("review-grades")
        self.grades_label.setWordWrap(False)
        self.summary_label = self._label("review-summary")
        self.progress = QProgressBar()
        self.progress.setObjectName("review-progress")
        self.progress.setAccessibleName(QCoreApplication.translate("ReviewWindow", "Rating the decisions"))
        side.addWidget(self.step_label)
        side.addWidget(self.grade_label, 0, Qt.AlignmentFlag.AlignLeft)
        side.addWidget(self.rating_label)
        side.addSpacing(6)
        side.addWidget(self.grades_label)
        side.addWidget(self.summary_label)
        side.addWidget(self.progress)
        side.addStretch(1)
        buttons = QGridLayout()
        self.buttons: dict[str, QPushButton] = {}
        names = review_button_names()
        for index, (name, slot) in enumerate(
            (
                ("first", lambda: self.go(0)),
                ("last", lambda: self.go(self.table.length)),
                ("back", lambda: self.go(self.table.step - 1)),
                ("forward", lambda: self.go(self.table.step + 1)),
                ("previous_flaw", lambda: self.go_to_flaw(forward=False)),
                ("next_flaw", lambda: self.go_to_flaw(forward=True)),
            )
        ):
            button = QPushButton(names[name])
            button.setObjectName(f"review-{name.replace('_', '-')}")
            button.clicked.connect(slot)
            buttons.addWidget(button, index // 2, index % 2)
            self.buttons[name] = button
            QShortcut(QKeySequence(REVIEW_KEYS[name]), self, slot)
        for name in ("previous_flaw", "next_flaw"):
            key = QKeySequence(REVIEW_KEYS[name]).toString(QKeySequence.SequenceFormat.NativeText)
            self.buttons[name].setToolTip(
                QCoreApplication.translate(
                    "ReviewWindow", "Go to the decision classed an inaccuracy, a mistake or a blunder ({key})"
                ).format(key=key)
            )
        close = QPushButton(QCoreApplication.translate("ReviewWindow", "&Close"))
        close.setObjectName("review-close")
        close.clicked.connect(self.close)
        buttons.addWidget(close, 3, 1)
        side.addLayout(buttons)
        board.addWidget(self.side)
        self._fit_side()

    def _fit_side(self) -> None:
        """The side column as wide as the classes' table asks, within bounds (long names wrap)."""
        wanted = max(self.grades_label.sizeHint().width() + 4, round(self.width() * 0.22))
        self.side.setFixedWidth(max(300, min(460, wanted)))

    def _label(self, name: str) -> QLabel:
        label = QLabel()
        label.setObjectName(name)
        label.setWordWrap(True)
        label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        return label

    # -- stepping -------------------------------------------------------------------

    def go(self, step: int) -> None:
        """Show the hand after its first ``step`` actions (0: the deal; the last: the showdown)."""
        self.table.show(step)
        self._say()

    def go_to_flaw(self, forward: bool = True) -> None:
        """Show the next (or the previous) decision classed an inaccuracy or worse, of the
        players the review shows; stay when there is none that way."""
        target = self._flaw(forward)
        if target is not None:
            self.go(target + 1)  # the table after the move: the move and its rating

    def _flaw(self, forward: bool) -> int | None:
        if self.review is None:
            return None
        return next_flaw(self.review, self.table.shown_seats(), self.table.step - 1, forward)

    def _say(self) -> None:
        table, step = self.table, self.table.step
        self.step_label.setText(step_text(step, table.length, table.source.players, table.events))
        self.buttons["first"].setEnabled(step > 0)
        self.buttons["back"].setEnabled(step > 0)
        self.buttons["forward"].setEnabled(step < table.length)
        self.buttons["last"].setEnabled(step < table.length)
        self.buttons["previous_flaw"].setEnabled(self._flaw(forward=False) is not None)
        self.buttons["next_flaw"].setEnabled(self._flaw(forward=True) is not None)
        self.rating_label.setText(self._rating(step))
        self._say_grade(step)
        self.summary_label.setText(self._summary())
        self.graph.set_current(step)
        self.view.setAccessibleDescription(
            " ".join(
                t for t in (self.step_label.text(), self.grade_label.text(), self.rating_label.text()) if t
            )
        )

    def _say_grade(self, step: int) -> None:
        """The class of the decision shown, beside its rating, in the class's colour."""
        decision = self.review.at(step - 1) if self.review is not None and step else None
        if decision is None or decision.seat not in self.table.shown_seats():
            self.grade_label.setText("")
            self.grade_label.setStyleSheet("")  # no empty coloured box
            return
        g = grade(decision)
        self.grade_label.setText(grade_name(g))
        self.grade_label.setStyleSheet(
            f"QLabel {{ color: white; background: {grade_colour(g).name()}; font-weight: bold;"
            " padding: 2px 8px; border-radius: 4px; }"
        )

    def _rating(self, step: int) -> str:
        if step == 0:
            return ""
        review = self.review
        if review is None:
            return QCoreApplication.translate("ReviewWindow", "The advisor's ratings are being made…")
        decision = review.at(step - 1)
        if decision is None:
            return QCoreApplication.translate("ReviewWindow", "No choice here: this was the only move.")
        if decision.seat not in self.table.shown_seats():
            return QCoreApplication.translate(
                "ReviewWindow", "Until the match is over, only your own side's decisions are rated here."
            )
        return rating_text(decision, self.table.source.name(decision.seat))

    def _summary(self) -> str:
        review, source = self.review, self.table.source
        if review is None:
            return ""
        return "\n".join(summary_line(source.name(seat), review, seat) for seat in self._sides())

    def _sides(self) -> list[Seat]:
        """The hand's two players whose decisions the review may show."""
        match, shown = self.table.match, self.table.shown_seats()
        return [] if match is None else [seat for seat in match.hand.seats if seat in shown]

    def _show_grades(self) -> None:
        """The graph and the classes counted, once the ratings are made."""
        match, review, source = self.table.match, self.review, self.table.source
        seats = tuple(match.hand.seats) if match is not None else ()
        names = {seat: source.name(seat) for seat in seats}
        self.graph.set_review(review, self.table.length, seats, self.table.shown_seats(), names)
        if review is None:
            self.grades_label.setText("")
            return
        columns = [(seat, names[seat], grading(review, seat)) for seat in self._sides()]
        self.grades_label.setText(grades_html(columns, self._match_grades()))
        self._fit_side()

    def _match_grades(self) -> dict[Seat, Grading] | None:
        """Each player's grading over the match's hands reviewed so far, when there are two or
        more; none while the review is private (it would tell of the other side in other hands)."""
        kept = self.live.reviews
        if self.table.private or kept.match is not self.table.source or self.review is None:
            return None
        reviews = [r for r in kept.made() if r.number != self.review.number] + [self.review]
        graded = {seat: g for seat in self._sides() if (g := match_grading(reviews, seat)) is not None}
        return graded if len(reviews) > 1 else None

    # -- the ratings ----------------------------------------------------------------

    def _progress(self, number: int, done: int, total: int) -> None:
        if number != self.number or self.review is not None:
            return
        self.progress.setVisible(True)
        self.progress.setRange(0, max(1, total))
        self.progress.setValue(done)
        self.progress.setFormat(
            QCoreApplication.translate(
                "ReviewWindow", "Rating hand {number}: decision {done} of {total}"
            ).format(number=number, done=done, total=total)
        )

    def _ready(self, review: HandReview) -> None:
        if review.number == self.number and review.start == self.table.start:
            self.review = review
            self.progress.setVisible(False)
            self._show_grades()
            self._say()

    def _failed(self, number: int, error: str) -> None:
        if number == self.number:
            self.progress.setVisible(False)
            self.rating_label.setText(
                QCoreApplication.translate("ReviewWindow", "The ratings could not be made: {error}").format(
                    error=error
                )
            )

    def _follow_live(self, *_: object) -> None:
        """Another match came to the table, or (in hot-seat) another person is at it: the
        review closes, so nobody sees in it what the person who opened it saw."""
        session = self.live.session
        if session.match is not self.table.source or (
            self.table.private and session.viewer != self.table.reviewer
        ):
            self.close()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self.progress.setVisible(self.review is None)

    def closeEvent(self, event: QCloseEvent) -> None:
        # A review under way goes on in the worker: kept, it opens at once the next time.
        live = self.live
        for signal in (live.matchStarted, live.tableChanged, live.played):
            signal.disconnect(self._follow_live)
        live.reviewer.progress.disconnect(self._progress)
        live.reviewer.ready.disconnect(self._ready)
        live.reviewer.failed.disconnect(self._failed)
        super().closeEvent(event)
