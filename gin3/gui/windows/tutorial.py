"""The guided first hand on the real table: Help > Learn to play chouette (or two-player gin).

:class:`Tutor` runs a :class:`~gin3.session.tutorial.Lesson` at the real
table: a panel above the cards says each step (what the box, the captain and
the sitter are, what to do next), the person plays on the table as usual
(drag, click or keys), the session's guide refuses any other move and the
panel says why. The other seats' moves are scripted (the computer players
hold still meanwhile), and so is the sitter's suggestion.

The person's own match is set aside, not lost: nothing of the lesson is saved
or counted, and when the lesson ends the match that was on the table comes
back exactly as it was (a finished one, or none, makes way for a new match).
:func:`offer_first_lesson` asks once, at the first start, whether to take it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, QTimer, Signal
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QMessageBox, QPushButton, QVBoxLayout, QWidget

from gin3.engine import Match, Mode
from gin3.gui.text.lesson import lesson_title, step_text, wrong_text
from gin3.session.tutorial import Lesson, Topic

if TYPE_CHECKING:
    from collections.abc import Callable

    from gin3.gui.controller import GameController
    from gin3.gui.settings import AppSettings
    from gin3.gui.windows.tablearea import TableArea

__all__ = ["LessonPanel", "Tutor", "offer_first_lesson", "play_step"]


class LessonPanel(QFrame):
    """The lesson's words above the table: the step, why a move was refused, Next and Leave."""

    languageChanged = Signal()  # the words are to be said again, in the language just chosen

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("lesson-panel")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setStyleSheet(
            "#lesson-panel { background: #fdf6dc; border: 2px solid #c9a227; border-radius: 6px; }"
            " #lesson-panel QLabel { color: #222; }"
            " #lesson-wrong { color: #8b1a1a; font-weight: bold; }"
        )
        outer = QHBoxLayout(self)
        outer.setContentsMargins(14, 10, 14, 10)
        words = QVBoxLayout()
        self.title = QLabel()
        self.title.setObjectName("lesson-title")
        self.text = QLabel()
        self.text.setObjectName("lesson-text")
        self.wrong = QLabel()
        self.wrong.setObjectName("lesson-wrong")
        looks = ((self.title, 1.35, True), (self.text, 1.15, False), (self.wrong, 1.15, True))
        for label, scale, bold in looks:
            font = label.font()
            font.setPointSizeF(font.pointSizeF() * scale)
            font.setBold(bold)
            label.setFont(font)
            label.setWordWrap(True)
            label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            words.addWidget(label)
        outer.addLayout(words, 1)
        buttons = QVBoxLayout()
        self.next = QPushButton()
        self.next.setObjectName("lesson-next")
        self.leave = QPushButton()
        self.leave.setObjectName("lesson-leave")
        self.next.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        buttons.addWidget(self.next)
        buttons.addWidget(self.leave)
        buttons.addStretch(1)
        outer.addLayout(buttons)

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self.languageChanged.emit()

    def show_step(self, title: str, text: str, wrong: str, *, next_text: str | None) -> None:
        """The step's words; ``next_text`` names the button that goes on (``None``: a move is awaited)."""
        self.title.setText(title)
        self.text.setText(text)
        self.wrong.setText(wrong)
        self.wrong.setVisible(bool(wrong))
        self.next.setVisible(next_text is not None)
        self.next.setText(next_text or "")
        self.leave.setText(QCoreApplication.translate("Tutorial", "Leave the lesson"))
        self.setAccessibleDescription(" ".join(t for t in (title, text, wrong) if t))


class Tutor(QObject):
    """A lesson at ``table`` (the main window's table area, its panel put above the cards) for
    ``person``; :meth:`leave` (or the panel's button) ends it. ``start_default`` starts a match
    when there is none of the person's own to give back."""

    left = Signal()

    def __init__(
        self,
        controller: GameController,
        table: TableArea,
        mode: Mode,
        *,
        person: str,
        start_default: Callable[[], object],
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.table = table
        self.start_default = start_default
        self.controller = controller
        self.lesson = Lesson(
            controller.session, mode, person or QCoreApplication.translate("Tutorial", "You")
        )
        self.panel = LessonPanel()
        self.panel.next.clicked.connect(self.next)
        self.panel.leave.clicked.connect(self.leave)
        self.panel.languageChanged.connect(self._retranslate)
        self.refusal = ""  # the explanation of the last refused move, while the step is the same
        self._old: tuple[Match, dict[str, object]] | None = None
        self._confirm = controller.confirm_knock
        self._pending = False
        self._paused = False
        self._on = False

    # -- starting and leaving ------------------------------------------------------

    def start(self) -> None:
        """Set the person's match aside and deal the lesson's hand with the panel above it."""
        ctrl = self.controller
        match = ctrl.session.match
        if match is not None and not match.is_over:
            self._old = (match, ctrl.app_data())
        self._paused = ctrl.computers.paused  # as they were, they are left
        ctrl.computers.pause()  # the other seats' moves are the lesson's
        ctrl.confirm_knock = None  # the lesson says what a knock is; no question on top
        self.lesson.begin()
        self._on = True
        self.table.column.insertWidget(0, self.panel)
        self.panel.show()  # a widget added to a window already shown is shown by hand
        for signal in (ctrl.played, ctrl.tableChanged, ctrl.adviceChanged, ctrl.matchStarted, ctrl.undone):
            signal.connect(self._follow)
        ctrl.refused.connect(self._refused)
        self._follow()

    def leave(self) -> None:
        """End the lesson: the person's own match comes back (or a new one starts)."""
        if not self._on:
            return
        self._on = False
        ctrl = self.controller
        for signal in (ctrl.played, ctrl.tableChanged, ctrl.adviceChanged, ctrl.matchStarted, ctrl.undone):
            signal.disconnect(self._follow)
        ctrl.refused.disconnect(self._refused)
        replaced = not self.lesson.active  # another match was started or opened meanwhile
        self.lesson.end(None if replaced else self._restore)
        ctrl.confirm_knock = self._confirm
        if not self._paused:
            ctrl.computers.resume()
        self.panel.hide()
        self.panel.setParent(None)
        self.panel.deleteLater()
        self.table.view.setFocus()
        self.left.emit()
        self.deleteLater()

    def _restore(self) -> None:
        if self._old is not None:
            self.controller.resume(*self._old)
        else:
            self.start_default()
            self.controller.begin()

    # -- following the hand ----------------------------------------------------------

    def next(self) -> None:
        """The panel's Next: the explanation is read; after the last one the lesson ends."""
        if self.lesson.next() and not self.lesson.finished:
            self._follow()
        elif self.lesson.finished:
            self.leave()

    def _refused(self, _text: str) -> None:
        step = self.lesson.wrong()
        if step is not None:
            self.refusal = wrong_text(self.lesson, step)
            self._show()

    def _follow(self, *_args: object) -> None:
        lesson = self.lesson
        if not lesson.active or lesson.played() > len(lesson.story.moves):
            QTimer.singleShot(0, self, self.leave)  # another match, or the next hand: the lesson is over
            return
        if lesson.wrong() is None:
            self.refusal = ""
        lesson.prompt()  # the sitter's suggestion, when its step is shown
        step = lesson.current()
        session = self.controller.session
        awaited = step.move if step is not None and session.hint is None else None
        # the table marks the card to play (and Enter plays it), as after a hint (H)
        if awaited is not None and session.set_hint(session.generation, lesson.played(), awaited):
            QTimer.singleShot(0, self, self.controller.tableChanged.emit)
        self._show()
        if lesson.due() is not None and not self._pending:
            self._pending = True
            QTimer.singleShot(max(self.controller.computers.delay_ms, 0), self, self._play_due)

    def _retranslate(self) -> None:
        step = self.lesson.wrong()
        self.refusal = wrong_text(self.lesson, step) if step is not None else ""
        if self._on:
            self._show()

    def _play_due(self) -> None:
        self._pending = False
        self.lesson.play_due()

    def _show(self) -> None:
        lesson = self.lesson
        step = lesson.current()
        if step is None:
            text = QCoreApplication.translate("Tutorial", "Watch the other player's move.")
            self.panel.show_step(lesson_title(lesson.mode), text, "", next_text=None)
            return
        words = step_text(lesson, step, self.controller.session.match)
        go_on: str | None = None  # a move step has no Next: the move goes on
        if step.topic is Topic.SHOWDOWN:
            go_on = QCoreApplication.translate("Tutorial", "Finish")
        elif step.move is None:
            go_on = QCoreApplication.translate("Tutorial", "Next")
        self.panel.show_step(lesson_title(lesson.mode), words, self.refusal, next_text=go_on)
        if go_on is not None:
            self.panel.next.setFocus()
        else:
            self.table.view.setFocus()


def play_step(controller: GameController, lesson: Lesson) -> bool:
    """Make the move the shown step asks for through ``controller``, as a person would (the
    self-test plays the lesson so); ``False`` when no move is awaited or it was refused."""
    step, tale = lesson.current(), lesson.story
    if step is None or step.move is None:
        return False
    moves = {
        Topic.UPCARD: controller.pass_upcard,
        Topic.DRAW: controller.draw_stock,
        Topic.ADVICE: controller.accept_advice,
        Topic.DISCARD: lambda: controller.discard(tale.thrown),
        Topic.TAKE: controller.draw_discard,
        Topic.KNOCK: lambda: controller.knock(tale.knock.discard),
    }
    return moves[step.topic]()


def offer_first_lesson(
    parent: QWidget, settings: AppSettings, learn: Callable[[], object]
) -> QMessageBox | None:
    """At the first start, once: offer the chouette lesson (``learn`` starts it); remembered as
    offered at once."""
    if settings.lesson_offered:
        return None
    settings.lesson_offered = True
    box = QMessageBox(
        QMessageBox.Icon.Question,
        QCoreApplication.translate("Tutorial", "Learn to play chouette"),
        QCoreApplication.translate(
            "Tutorial",
            "Chouette is gin rummy for three players. Would you like a short lesson? "
            "It plays one hand with you, step by step. You can find it later in the Help menu.",
        ),
        QMessageBox.StandardButton.NoButton,
        parent,
    )
    box.setObjectName("lesson-offer")
    start = box.addButton(
        QCoreApplication.translate("Tutorial", "&Start the lesson"), QMessageBox.ButtonRole.AcceptRole
    )
    box.addButton(QCoreApplication.translate("Tutorial", "&Not now"), QMessageBox.ButtonRole.RejectRole)
    box.setDefaultButton(start)
    box.finished.connect(lambda _r: box.clickedButton() is start and learn())
    box.open()
    return box
