"""The hand-off screen of hot-seat play: "Pass to Ana — Ana is in the box".

It stands in for the table while the table is handed to a person on the
other side. It draws nothing of the match but names, roles and what the
person is about to do; the scene behind it holds no private card face up.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtGui import QKeyEvent, QMouseEvent
from PySide6.QtWidgets import QLabel, QPushButton, QVBoxLayout, QWidget

from gin3.engine import Match, Phase, Role, Seat
from gin3.session import Session

__all__ = ["HandoffCover", "handoff_texts"]


def handoff_texts(session: Session) -> tuple[str, str, str]:
    """The heading, the role sentence and the task sentence for the person the table waits for."""
    match, person = session.match, session.handoff
    if match is None or person is None:
        return "", "", ""
    name = match.name(person)
    role = match.roles.get(person)
    heading = QCoreApplication.translate("HandoffCover", "Pass to {name}").format(name=name)
    if role is Role.BOX:
        who = QCoreApplication.translate("HandoffCover", "{name} is in the box.").format(name=name)
    elif role is Role.CAPTAIN:
        who = QCoreApplication.translate("HandoffCover", "{name} is the captain.").format(name=name)
    elif role is Role.SITTER:
        who = QCoreApplication.translate("HandoffCover", "{name} sits out and advises the captain.").format(
            name=name
        )
    else:
        who = QCoreApplication.translate("HandoffCover", "{name} plays next.").format(name=name)
    return heading, who, _task(match, person)


def _task(match: Match, person: Seat) -> str:
    phase = match.hand.phase
    if person != match.hand.turn:
        return QCoreApplication.translate("HandoffCover", "Your turn to suggest the captain's move.")
    if phase is Phase.OFFER:
        return QCoreApplication.translate("HandoffCover", "Your turn to take or pass the upcard.")
    if phase is Phase.DRAW:
        return QCoreApplication.translate("HandoffCover", "Your turn to draw.")
    if phase is Phase.DISCARD:
        return QCoreApplication.translate("HandoffCover", "Your turn to discard.")
    if phase is Phase.LAYOFF:
        return QCoreApplication.translate(
            "HandoffCover", "The other side knocked: your turn to lay down your cards."
        )
    return QCoreApplication.translate("HandoffCover", "Your turn.")


class HandoffCover(QWidget):
    """Covers the table until the named person clicks or presses Enter."""

    taken = Signal()

    def __init__(self, parent: QWidget | None = None, *, felt: str = "#123822") -> None:
        super().__init__(parent)
        self.setObjectName("handoff-cover")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground)  # the style sheet paints the felt
        self.set_felt(felt)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        layout = QVBoxLayout(self)
        layout.addStretch(2)
        self.heading = self._label("handoff-heading")
        self.who = self._label("handoff-who")
        self.task = self._label("handoff-task")
        layout.addWidget(self.heading)
        layout.addSpacing(18)
        layout.addWidget(self.who)
        layout.addWidget(self.task)
        layout.addSpacing(28)
        self.button = QPushButton()
        self.button.setObjectName("handoff-ready")
        self.button.setMinimumHeight(48)
        self.button.setMinimumWidth(320)
        font = self.button.font()
        font.setPointSize(font.pointSize() + 4)
        font.setBold(True)
        self.button.setFont(font)
        self.button.setDefault(True)
        self.button.clicked.connect(self.taken)
        layout.addWidget(self.button, 0, Qt.AlignmentFlag.AlignHCenter)
        layout.addSpacing(16)
        self.note = self._label("handoff-note")
        self.retranslate()
        layout.addWidget(self.note)
        layout.addStretch(3)

    def set_felt(self, colour: str) -> None:
        """The cover's cloth: a dark shade of the table's felt, under light words in every theme."""
        self.setStyleSheet(
            f"#handoff-cover {{ background: {colour}; }}"
            "#handoff-cover QLabel { color: #f1f5ec; }"
            "#handoff-heading { font-size: 40px; font-weight: bold; }"
            "#handoff-who, #handoff-task { font-size: 22px; }"
            "#handoff-note { font-size: 16px; color: #cfd8cb; }"
        )

    def retranslate(self) -> None:
        self.note.setText(
            self.tr("The cards are hidden so that nobody sees the other side's hand. Click or press Enter.")
        )

    def _label(self, name: str) -> QLabel:
        label = QLabel()
        label.setObjectName(name)
        label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        label.setWordWrap(True)
        return label

    def show_for(self, session: Session) -> None:
        """Name the person the table waits for, and what they are about to do."""
        heading, who, task = handoff_texts(session)
        self.heading.setText(heading)
        self.who.setText(who)
        self.task.setText(task)
        name = session.name(session.handoff) if session.handoff is not None else ""
        self.button.setText(self.tr("I am {name}: show my cards").format(name=name))
        self.setAccessibleName(heading)
        self.setAccessibleDescription(f"{who} {task}")

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            self.taken.emit()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            self.taken.emit()
        else:
            super().keyPressEvent(event)
