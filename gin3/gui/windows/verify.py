"""Deals anyone can check, at the table: the commitment shown before the cut (the new-match
dialog's :class:`CutRow`), each deal's commitment on the status bar (:class:`DealLine`) and
Game > Check the deals... (:func:`open_deal_check`). See docs/dealing.md.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QLabel,
    QLineEdit,
    QStatusBar,
    QVBoxLayout,
    QWidget,
)

from gin3.engine import DealKeys
from gin3.engine.deals import MAX_CUT_LENGTH
from gin3.gui.i18n import name_buttons

if TYPE_CHECKING:
    from gin3.gui.controller import GameController
    from gin3.session import Session
    from gin3.store.dealcheck import DealCheck

__all__ = ["CHECK_SENTENCES", "CutRow", "DealCheckDialog", "DealLine", "check_text", "open_deal_check"]

SHORT = 8
"""Hexadecimal digits of a commitment shown: enough to compare by eye."""

_CHECK_SENTENCES: dict[str, object] = {
    "ok": QT_TRANSLATE_NOOP("DealCheck", "All {count} deals are as committed."),
    "none_over": QT_TRANSLATE_NOOP(
        "DealCheck", "No hand of this match is over yet, so there is no deal to check."
    ),
    "before": QT_TRANSLATE_NOOP(
        "DealCheck", "This match was dealt before verifiable deals: there is nothing to check."
    ),
    "unreadable": QT_TRANSLATE_NOOP("DealCheck", "The file cannot be checked: {detail}."),
    "damaged": QT_TRANSLATE_NOOP("DealCheck", "The deals of this match cannot be checked: {detail}."),
    "entry": QT_TRANSLATE_NOOP(
        "DealCheck", "Hand {hand} is not as committed: its entry in the file is damaged ({detail})."
    ),
    "secret": QT_TRANSLATE_NOOP(
        "DealCheck", "Hand {hand} is not as committed: its secret does not hash to its commitment."
    ),
    "chain": QT_TRANSLATE_NOOP(
        "DealCheck",
        "Hand {hand} is not as committed: its commitment is not the one the match committed to "
        "before the cut.",
    ),
    "deck": QT_TRANSLATE_NOOP(
        "DealCheck",
        "Hand {hand} is not as committed: its deck is not the one its secret and the cut deal ({detail}).",
    ),
    "play": QT_TRANSLATE_NOOP(
        "DealCheck",
        "Hand {hand} is not as committed: the moves in the file cannot be played from its deck ({detail}).",
    ),
    "hidden": QT_TRANSLATE_NOOP(
        "DealCheck", "Hand {hand} is not as committed: it is over, but its secret is not in the file."
    ),
}
CHECK_SENTENCES: dict[str, str] = {k: str(v) for k, v in _CHECK_SENTENCES.items()}
"""The check's sentences (the English must equal gin3.store.dealcheck's)."""


def check_text(check: DealCheck) -> str:
    """The outcome of a check in the current language."""
    texts = {k: QCoreApplication.translate("DealCheck", v) for k, v in CHECK_SENTENCES.items()}
    return check.text(texts)


def _short(commitment: bytes) -> str:
    return commitment.hex()[:SHORT]


class CutRow(QWidget):
    """The new-match dialog's row: the deals' commitment, made when the dialog opens and shown
    before the person types the cut, and the cut itself (optional)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.keys = DealKeys.new()
        form = QFormLayout(self)
        form.setContentsMargins(0, 0, 0, 0)
        self.commitment = QLabel(_short(self.keys.commitment))
        self.commitment.setToolTip(
            QCoreApplication.translate(
                "DealCheck",
                "The deals of this match are fixed now, before your cut: {commitment}. Each hand's "
                "secret is revealed when the hand is over, and Game > Check the deals… checks them.",
            ).format(commitment=self.keys.commitment.hex())
        )
        self.cut = QLineEdit()
        self.cut.setMaxLength(MAX_CUT_LENGTH)
        self.cut.setPlaceholderText(QCoreApplication.translate("DealCheck", "optional: any word of yours"))
        self.cut.setToolTip(
            QCoreApplication.translate(
                "DealCheck",
                "Your word is mixed into every shuffle of the match, so neither gin3 nor you alone "
                "chooses the cards.",
            )
        )
        self.cut.setAccessibleName(QCoreApplication.translate("DealCheck", "Your cut"))
        form.addRow(QCoreApplication.translate("DealCheck", "Deals committed:"), self.commitment)
        form.addRow(QCoreApplication.translate("DealCheck", "Your cut:"), self.cut)

    def deal_keys(self) -> DealKeys:
        """The keys shown, with the cut typed."""
        return self.keys.with_cut(self.cut.text())


class DealLine(QLabel):
    """The status bar's small line with the commitment of the hand in play (or, between hands,
    of the next one: shown before it is dealt); empty for a match dealt from its seed."""

    def __init__(self, bar: QStatusBar) -> None:
        super().__init__()
        self.setObjectName("dealCommitment")
        bar.addPermanentWidget(self)

    def listen(self, controller: GameController) -> None:
        for signal in (controller.matchStarted, controller.played, controller.tableChanged):
            signal.connect(lambda *_: self.follow(controller.session))
        self.follow(controller.session)

    def follow(self, session: Session) -> None:
        match = session.match
        keys = None if match is None else match.deal
        if match is None or not isinstance(keys, DealKeys):
            self.clear()
            self.setToolTip("")
            return
        number = match.hand.number + (1 if match.between_hands else 0)
        commitment = keys.hand_commitment(number)
        self.setText(
            QCoreApplication.translate("DealCheck", "Deal {number}: {commitment}").format(
                number=number, commitment=_short(commitment)
            )
        )
        self.setToolTip(
            QCoreApplication.translate(
                "DealCheck",
                "The commitment to deal {number}, fixed before the deal: {commitment}. Its secret is "
                "revealed in the match file and the exported log once the hand is over.",
            ).format(number=number, commitment=commitment.hex())
        )


class DealCheckDialog(QDialog):
    """Game > Check the deals…: the match on the table checked, and any saved match file."""

    def __init__(self, parent: QWidget | None, controller: GameController) -> None:
        super().__init__(parent)
        self.setWindowTitle(QCoreApplication.translate("DealCheck", "Check the deals"))
        layout = QVBoxLayout(self)
        self.outcome = QLabel()
        self.outcome.setWordWrap(True)
        self.outcome.setMinimumWidth(420)
        layout.addWidget(self.outcome)
        how = QLabel(
            QCoreApplication.translate(
                "DealCheck",
                "Every finished hand's deck is dealt again from its revealed secret and the cut, and "
                "checked against its commitment and against the cards played. The same check runs "
                "without the app: gin3 verify MATCH_FILE.",
            )
        )
        how.setWordWrap(True)
        layout.addWidget(how)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        name_buttons(buttons)
        self.file_button = buttons.addButton(
            QCoreApplication.translate("DealCheck", "Check a file…"), QDialogButtonBox.ButtonRole.ActionRole
        )
        self.file_button.clicked.connect(self.choose_file)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.check_table(controller.session)

    def check_table(self, session: Session) -> None:
        from gin3.engine import match_to_record
        from gin3.store.dealcheck import check_deals

        match = session.match
        if match is None:
            self.outcome.setText(QCoreApplication.translate("DealCheck", "There is no match on the table."))
            return
        title = QCoreApplication.translate("DealCheck", "The match on the table:")
        self.show_check(title, check_deals(match_to_record(match)))

    def check_file(self, path: str) -> None:
        from gin3.store.dealcheck import check_deals_file

        self.show_check(path, check_deals_file(path))

    def show_check(self, title: str, check: DealCheck) -> None:
        self.outcome.setText(f"{title}\n{check_text(check)}")
        self.outcome.setProperty("passed", check.passed)

    def choose_file(self) -> None:
        path, _ = QFileDialog.getOpenFileName(
            self,
            QCoreApplication.translate("DealCheck", "Check the deals of a match file"),
            "",
            QCoreApplication.translate("DealCheck", "gin3 matches (*.json);;All files (*)"),
        )
        if path:
            self.check_file(path)


def open_deal_check(parent: QWidget, controller: GameController) -> DealCheckDialog:
    """Game > Check the deals…: a window with the check of the match on the table."""
    dialog = DealCheckDialog(parent, controller)
    dialog.show()
    return dialog
