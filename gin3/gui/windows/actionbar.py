"""The bar under the table: the buttons of the moment, the deadwood count and the sorts.

It is built with the first frame (Qt only); once the controller exists,
:meth:`ActionBar.refresh` shows the buttons that apply to the table now and
marks the one the sitter suggests (R20). Where the window is too narrow for
the three sort buttons (a small screen at a large scale, a long language),
they fold into one "Sort" button with a menu, so the move buttons keep their
words.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QSize, Qt
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QHBoxLayout, QLabel, QMenu, QPushButton, QSizePolicy, QToolButton, QWidget

if TYPE_CHECKING:  # the bar is built with the first frame, before the engine is loaded
    from gin3.engine import Action, Card
    from gin3.session import Session

__all__ = [
    "MOVE_BUTTONS",
    "SORT_KEYS",
    "ActionBar",
    "button_texts",
    "deadwood_line",
    "deadwood_tip",
    "status_line",
]

MOVE_BUTTONS = ("deal", "take", "pass", "knock", "laydown", "next", "newmatch")
SORT_KEYS = ("suit", "rank", "melds")  # the values of SortMode


def button_texts() -> dict[str, str]:
    """The bar's words in the current language (mnemonics included)."""
    return {
        "deal": QCoreApplication.translate("Window", "&Deal"),
        "take": QCoreApplication.translate("Window", "&Take the upcard"),
        "pass": QCoreApplication.translate("Window", "&Pass"),
        "knock": QCoreApplication.translate("Window", "&Knock"),
        "laydown": QCoreApplication.translate("Window", "&Lay down"),
        "next": QCoreApplication.translate("Window", "&Next hand"),
        "newmatch": QCoreApplication.translate("Window", "New &match"),
        "sort": QCoreApplication.translate("Window", "Sort:"),
        "sort-suit": QCoreApplication.translate("Window", "by &suit"),
        "sort-rank": QCoreApplication.translate("Window", "by &rank"),
        "sort-melds": QCoreApplication.translate("Window", "by m&elds"),
    }


class ActionBar(QWidget):
    """The move buttons, the deadwood line and the sort buttons."""

    def __init__(self, slots: dict[str, Callable[[], object]], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("action-bar")
        row = self.row = QHBoxLayout(self)
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
        # the sorts folded into one button, for a narrow window
        self.sort_menu = QToolButton()
        self.sort_menu.setObjectName("sort-menu")
        self.sort_menu.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        self.sort_menu.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        self.sort_menu.setMinimumHeight(34)
        self.sort_menu.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        menu = QMenu(self.sort_menu)
        self.sort_actions = {
            key: menu.addAction(texts[f"sort-{key}"], slots[f"sort-{key}"]) for key in SORT_KEYS
        }
        self.sort_menu.setMenu(menu)
        self.sort_menu.setVisible(False)
        row.addWidget(self.sort_menu)
        self.folded = False
        self._set_sort_menu_text(texts["sort"])

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
        self._set_sort_menu_text(texts["sort"])
        for key, action in self.sort_actions.items():
            action.setText(texts[f"sort-{key}"])
        self._fold()

    def _set_sort_menu_text(self, sort: str) -> None:
        # "Sort:" labels the buttons after it; on the button that opens the menu the colon goes
        self.sort_menu.setText(sort.rstrip().rstrip(":\uff1a").rstrip() or sort)
        self.sort_menu.setAccessibleName(self.sort_menu.text())

    # -- folding the sorts ----------------------------------------------------

    def _width(self, widgets: list[QWidget]) -> int:
        """The width ``widgets`` ask for in the row, with the row's margins and spacing."""
        row = self.row
        margins = row.contentsMargins()
        hints = [max(w.sizeHint().width(), w.minimumWidth()) for w in widgets]
        return margins.left() + margins.right() + sum(hints) + row.spacing() * max(0, len(hints) - 1)

    def _moves(self) -> list[QWidget]:
        return [b for key, b in self.buttons.items() if key in MOVE_BUTTONS and not b.isHidden()]

    def unfolded_width(self) -> int:
        """The width the bar needs to show the sort buttons beside the move buttons of the moment."""
        sorts = [self.sort_label, *(self.buttons[f"sort-{key}"] for key in SORT_KEYS)]
        return self._width([*self._moves(), *sorts]) + 16 + self.row.spacing()

    def minimumSizeHint(self) -> QSize:
        # the least: the move buttons of the moment and the folded sort button
        hint = super().minimumSizeHint()
        return QSize(self._width([*self._moves(), self.sort_menu]), hint.height())

    def _fold(self) -> None:
        """The sorts as buttons where the bar has room for them, else in one button's menu."""
        folded = self.width() < self.unfolded_width()
        if folded == self.folded:
            return
        self.folded = folded
        self.sort_label.setVisible(not folded)
        for key in SORT_KEYS:
            self.buttons[f"sort-{key}"].setVisible(not folded)
        self.sort_menu.setVisible(folded)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fold()

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
        self.updateGeometry()  # the least width changes with the buttons shown
        self.buttons["knock"].setEnabled(session.can_knock())
        advice = session.shown_advice()
        advised = advice.action if advice is not None and session.is_human(advice.captain) else None
        self._mark_advised(advised)
        self.deadwood.setText(deadwood_line(session, own_cards))
        self.deadwood.setToolTip(deadwood_tip(len(own_cards)) if self.deadwood.text() else "")
        self._fold()

    def _mark_advised(self, advised: Action | None) -> None:
        """The suggested move on its button: Take, Pass or Knock (R20)."""
        from gin3.engine import Knock, PassUpcard, TakeUpcard

        texts = button_texts()
        marked = {
            "take": (QCoreApplication.translate("Window", "&Take the upcard (suggested)"), TakeUpcard),
            "pass": (QCoreApplication.translate("Window", "&Pass (suggested)"), PassUpcard),
            "knock": (QCoreApplication.translate("Window", "&Knock (suggested)"), Knock),
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
            "Window", "Deadwood {count} — after discarding {card}: {after}"
        ).format(count=deadwood_value(held), card=cards_text([card]), after=after)
    return QCoreApplication.translate("Window", "Deadwood {count}").format(count=deadwood_value(held))


def deadwood_tip(held: int) -> str:
    """What the deadwood line counts, beside the advice: the bar the least deadwood now,
    the advice the best result to expect, so they may name different cards."""
    if held == 11:
        return QCoreApplication.translate(
            "Window",
            "The discard that leaves the least deadwood now. The advice weighs the cards still to "
            "come and the other players (the best expected result), so it may suggest another card.",
        )
    return QCoreApplication.translate(
        "Window", "The deadwood of your hand: the points of the cards outside its best melds."
    )


def status_line(session: Session) -> str:
    """The status bar's line for the table as it is now (under the cover: whom to pass it to)."""
    from gin3.gui.windows.cover import handoff_texts
    from gin3.session import Stage

    match = session.match
    stage = session.stage
    if match is None:
        return ""
    if session.covered:
        return handoff_texts(session)[0]
    if session.suggesting():
        return QCoreApplication.translate("Window", "Suggest a move for {captain}.").format(
            captain=match.name(match.hand.turn)
        )
    if stage is Stage.PLAYING:
        name = match.name(match.hand.turn)
        if session.human_to_act():
            if len(session.humans) > 1:
                return QCoreApplication.translate("Window", "{name}, your turn.").format(name=name)
            return QCoreApplication.translate("Window", "Your turn.")
        return QCoreApplication.translate("Window", "{name} to play.").format(name=name)
    if stage is Stage.HAND_OVER:
        return QCoreApplication.translate("Window", "The hand is over: press N or Next hand.")
    if stage is Stage.MATCH_OVER and match.winner is not None:
        name = match.name(match.winner)
        if len(match.games) == 1:  # two-player gin: the game (numbered in the evening) is won
            return QCoreApplication.translate("MatchSummary", "{name} wins game {number}.").format(
                name=name, number=match.games_before + 1
            )
        if match.games:
            text = QCoreApplication.translate("MatchSummary", "{name} wins the three Hollywood games.")
            return text.format(name=name)
        return QCoreApplication.translate("Window", "{name} wins the match.").format(name=name)
    return ""
