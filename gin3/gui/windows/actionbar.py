"""The bar under the table: the buttons of the moment, the deadwood count and the sorts.

It is built with the first frame (Qt only); once the controller exists,
:meth:`ActionBar.refresh` shows the buttons that apply to the table now and
marks the one the sitter suggests (R20).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QSizePolicy, QWidget

if TYPE_CHECKING:  # the bar is built with the first frame, before the engine is loaded
    from gin3.engine import Action, Card
    from gin3.session import Session

__all__ = ["MOVE_BUTTONS", "SORT_KEYS", "ActionBar", "button_texts", "deadwood_line", "status_line"]

MOVE_BUTTONS = ("deal", "take", "pass", "knock", "laydown", "next", "newmatch")
SORT_KEYS = ("suit", "rank", "melds")  # the values of SortMode


def button_texts() -> dict[str, str]:
    """The bar's words in the current language (mnemonics included)."""
    return {
        "deal": QCoreApplication.translate("MainWindow", "&Deal"),
        "take": QCoreApplication.translate("MainWindow", "&Take the upcard"),
        "pass": QCoreApplication.translate("MainWindow", "&Pass"),
        "knock": QCoreApplication.translate("MainWindow", "&Knock"),
        "laydown": QCoreApplication.translate("MainWindow", "&Lay down"),
        "next": QCoreApplication.translate("MainWindow", "&Next hand"),
        "newmatch": QCoreApplication.translate("MainWindow", "New &match"),
        "sort": QCoreApplication.translate("MainWindow", "Sort:"),
        "sort-suit": QCoreApplication.translate("MainWindow", "by &suit"),
        "sort-rank": QCoreApplication.translate("MainWindow", "by &rank"),
        "sort-melds": QCoreApplication.translate("MainWindow", "by m&elds"),
    }


class ActionBar(QWidget):
    """The move buttons, the deadwood line and the sort buttons."""

    def __init__(self, slots: dict[str, Callable[[], object]], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("action-bar")
        row = QHBoxLayout(self)
        row.setContentsMargins(10, 6, 10, 6)
        texts = button_texts()
        self.buttons: dict[str, QPushButton] = {}
        for key in MOVE_BUTTONS:
            button = self._button(key, texts[key], slots[key], row)
            button.setVisible(False)
            button.setMinimumWidth(80)
            font = button.font()
            font.setBold(True)
            button.setFont(font)
        self.deadwood = QLabel()
        self.deadwood.setObjectName("deadwood")
        self.deadwood.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.deadwood.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        row.addWidget(self.deadwood, 1)
        row.addSpacing(16)
        self.sort_label = QLabel(texts["sort"])
        row.addWidget(self.sort_label)
        for key in SORT_KEYS:
            self._button(f"sort-{key}", texts[f"sort-{key}"], slots[f"sort-{key}"], row)

    def _button(self, key: str, text: str, slot: Callable[[], object], row: QHBoxLayout) -> QPushButton:
        button = QPushButton(text)
        button.setObjectName(key)
        button.clicked.connect(slot)
        button.setMinimumHeight(34)
        button.setFocusPolicy(Qt.FocusPolicy.TabFocus)  # a click leaves the keys with the table
        row.addWidget(button)
        self.buttons[key] = button
        return button

    def retranslate(self) -> None:
        texts = button_texts()
        for key, button in self.buttons.items():
            button.setText(texts[key])
        self.sort_label.setText(texts["sort"])

    def refresh(self, session: Session, own_cards: list[Card]) -> None:
        """Show the buttons that apply now; say the deadwood of the hand at the bottom."""
        from gin3.engine import Phase
        from gin3.session import Stage

        stage = session.stage
        match = session.match
        phase = match.hand.phase if match is not None else None
        human = session.human_to_act()
        shown = {
            "deal": stage is Stage.ROLE_DRAW,
            "take": human and phase is Phase.OFFER,
            "pass": human and phase is Phase.OFFER,
            "knock": stage is Stage.PLAYING and session.viewer is not None,
            "laydown": human and phase is Phase.LAYOFF,
            "next": stage is Stage.HAND_OVER,
            "newmatch": stage in (Stage.MATCH_OVER, Stage.NO_MATCH),
        }
        for key, visible in shown.items():
            self.buttons[key].setVisible(visible)
        self.buttons["knock"].setEnabled(session.can_knock())
        advice = session.shown_advice()
        advised = advice.action if advice is not None and session.is_human(advice.captain) else None
        self._mark_advised(advised)
        self.deadwood.setText(deadwood_line(session, own_cards))

    def _mark_advised(self, advised: Action | None) -> None:
        """The suggested move on its button: Take, Pass or Knock (R20)."""
        from gin3.engine import Knock, PassUpcard, TakeUpcard

        texts = button_texts()
        marked = {
            "take": (QCoreApplication.translate("MainWindow", "&Take the upcard (suggested)"), TakeUpcard),
            "pass": (QCoreApplication.translate("MainWindow", "&Pass (suggested)"), PassUpcard),
            "knock": (QCoreApplication.translate("MainWindow", "&Knock (suggested)"), Knock),
        }
        for key, (text, kind) in marked.items():
            on = isinstance(advised, kind)
            button = self.buttons[key]
            button.setText(text if on else texts[key])
            button.setStyleSheet("QPushButton { border: 3px solid #ff8a65; }" if on else "")


def deadwood_line(session: Session, held: list[Card]) -> str:
    """The live deadwood count of the hand shown (and, with eleven cards, after the best discard)."""
    from gin3.engine import best_discards, deadwood_value
    from gin3.gui.text.moves import cards_text
    from gin3.session import Stage

    if session.stage is not Stage.PLAYING or not held:
        return ""
    if len(held) == 11:
        card, after = best_discards(held)[0]
        return QCoreApplication.translate(
            "MainWindow", "Deadwood {count} — after discarding {card}: {after}"
        ).format(count=deadwood_value(held), card=cards_text([card]), after=after)
    return QCoreApplication.translate("MainWindow", "Deadwood {count}").format(count=deadwood_value(held))


def status_line(session: Session, handoff_heading: str) -> str:
    """The status bar's line for the table as it is now."""
    from gin3.session import Stage

    match = session.match
    stage = session.stage
    if match is None:
        return ""
    if session.covered:
        return handoff_heading
    if session.suggesting():
        return QCoreApplication.translate("MainWindow", "Suggest a move for {captain}.").format(
            captain=match.name(match.hand.turn)
        )
    if stage is Stage.PLAYING:
        name = match.name(match.hand.turn)
        if session.human_to_act():
            if len(session.humans) > 1:
                return QCoreApplication.translate("MainWindow", "{name}, your turn.").format(name=name)
            return QCoreApplication.translate("MainWindow", "Your turn.")
        return QCoreApplication.translate("MainWindow", "{name} to play.").format(name=name)
    if stage is Stage.HAND_OVER:
        return QCoreApplication.translate("MainWindow", "The hand is over: press N or Next hand.")
    if stage is Stage.MATCH_OVER and match.winner is not None:
        return QCoreApplication.translate("MainWindow", "{name} wins the match.").format(
            name=match.name(match.winner)
        )
    return ""
