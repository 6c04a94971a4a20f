"""The settings dialog, the statistics window and the rules window (F1)."""

from __future__ import annotations

from PySide6.QtCore import (
    QAbstractTableModel,
    QCoreApplication,
    QLocale,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
)
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHeaderView,
    QLabel,
    QMessageBox,
    QPushButton,
    QTableView,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from gin3.engine import RuleSet
from gin3.gui.i18n import name_buttons, rules_path
from gin3.gui.settings import AppSettings
from gin3.store import PlayerStats, Statistics, StatsError

__all__ = ["RulesWindow", "SettingsDialog", "StatisticsWindow", "StatsModel", "house_rules_text"]


class SettingsDialog(QDialog):
    """Look and feel, confirmations and hints; the rules are chosen per match in New match."""

    def __init__(self, settings: AppSettings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.settings = settings
        self.setWindowTitle(self.tr("Settings"))
        layout = QVBoxLayout(self)
        form = QFormLayout()
        self.animation = QComboBox()
        for key, text in (
            ("instant", self.tr("Instant")),
            ("fast", self.tr("Fast")),
            ("normal", self.tr("Normal")),
            ("slow", self.tr("Slow")),
        ):
            self.animation.addItem(text, key)
        self.animation.setCurrentIndex(self.animation.findData(settings.animation))
        self.animation.setAccessibleName(self.tr("Animation speed"))
        form.addRow(self.tr("&Animation speed:"), self.animation)
        self.card_size = QComboBox()
        for key, text in (
            ("small", self.tr("Small")),
            ("medium", self.tr("Medium")),
            ("large", self.tr("Large")),
        ):
            self.card_size.addItem(text, key)
        self.card_size.setCurrentIndex(self.card_size.findData(settings.card_size))
        self.card_size.setAccessibleName(self.tr("Card size"))
        form.addRow(self.tr("Card &size:"), self.card_size)
        self.four_colour = QCheckBox(self.tr("&Four-colour deck (clubs green, diamonds blue)"))
        self.four_colour.setChecked(settings.four_colour)
        self.confirm_knock = QCheckBox(self.tr("Ask before &knocking"))
        self.confirm_knock.setChecked(settings.confirm_knock)
        self.hints = QCheckBox(self.tr("Allow &hints (H)"))
        self.hints.setChecked(settings.hints)
        for box in (self.four_colour, self.confirm_knock, self.hints):
            form.addRow("", box)
        layout.addLayout(form)
        note = QLabel(
            self.tr(
                "The card size applies from the next start of gin3. The rules of a match "
                "(gin bonus, target, big gin, Oklahoma, the discard rule) are chosen in New match."
            )
        )
        note.setWordWrap(True)
        layout.addWidget(note)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        name_buttons(buttons)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)

    def accept(self) -> None:
        s = self.settings
        s.animation = str(self.animation.currentData())
        s.card_size = str(self.card_size.currentData())
        s.four_colour = self.four_colour.isChecked()
        s.confirm_knock = self.confirm_knock.isChecked()
        s.hints = self.hints.isChecked()
        s.sync()
        super().accept()


class StatsModel(QAbstractTableModel):
    """One row per player, from :meth:`Statistics.summary`."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.rows: list[PlayerStats] = []
        self.headers = [
            self.tr("Player"),
            self.tr("Matches"),
            self.tr("Won"),
            self.tr("Hands won in the box"),
            self.tr("Hands won as captain"),
            self.tr("Gins"),
            self.tr("Undercuts dealt"),
            self.tr("Undercuts suffered"),
            self.tr("Points per hand"),
            self.tr("Advice followed"),
        ]

    def set_rows(self, rows: list[PlayerStats]) -> None:
        self.beginResetModel()
        self.rows = rows
        self.endResetModel()

    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.rows)

    def columnCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.headers)

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> object:
        if role == Qt.ItemDataRole.DisplayRole and orientation == Qt.Orientation.Horizontal:
            return self.headers[section]
        return None

    def data(
        self, index: QModelIndex | QPersistentModelIndex, role: int = Qt.ItemDataRole.DisplayRole
    ) -> object:
        if not index.isValid() or role not in (
            Qt.ItemDataRole.DisplayRole,
            Qt.ItemDataRole.AccessibleTextRole,
        ):
            return None
        s = self.rows[index.row()]
        share = s.advice_followed_share
        advice = (
            self.tr("{followed} of {offered}").format(followed=s.advice_followed, offered=s.advice_offered)
            if share is not None
            else "—"
        )
        values = [
            s.name,
            s.matches_played,
            s.matches_won,
            s.hands_won_in_box,
            s.hands_won_as_captain,
            s.gins,
            s.undercuts_dealt,
            s.undercuts_suffered,
            QLocale().toString(s.points_per_hand, "f", 1),
            advice,
        ]
        return str(values[index.column()])


class StatisticsWindow(QDialog):
    """Every player's record; Reset asks first."""

    def __init__(self, stats: Statistics, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.stats = stats
        self.setWindowTitle(self.tr("Statistics"))
        self.resize(980, 360)
        layout = QVBoxLayout(self)
        self.note = QLabel()
        self.note.setWordWrap(True)
        layout.addWidget(self.note)
        self.model = StatsModel(self)
        self.table = QTableView()
        self.table.setModel(self.model)
        self.table.setAccessibleName(self.tr("Statistics per player"))
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setAlternatingRowColors(True)
        self.table.verticalHeader().setVisible(False)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        layout.addWidget(self.table, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        name_buttons(buttons)
        self.reset_button = QPushButton(self.tr("&Reset statistics…"))
        self.reset_button.setObjectName("stats-reset")
        buttons.addButton(self.reset_button, QDialogButtonBox.ButtonRole.ResetRole)
        self.reset_button.clicked.connect(self.ask_reset)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.confirm: QMessageBox | None = None
        self.refresh()

    def refresh(self) -> None:
        try:
            rows = self.stats.summary()
        except StatsError as exc:
            self.note.setText(str(exc))
            rows = []
        else:
            self.note.setText(
                self.stats.notice
                or (
                    self.tr("No finished matches yet.")
                    if not rows
                    else self.tr("Finished matches, per player.")
                )
            )
        self.model.set_rows(rows)

    def ask_reset(self) -> None:
        """Ask first; the statistics are forgotten only on Yes."""
        box = QMessageBox(
            QMessageBox.Icon.Question,
            self.tr("Reset statistics"),
            self.tr("Forget the statistics of every player? This cannot be undone."),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            self,
        )
        name_buttons(box)
        box.setDefaultButton(QMessageBox.StandardButton.No)
        box.finished.connect(lambda result: self._reset_answered(result))
        self.confirm = box
        box.open()

    def _reset_answered(self, result: int) -> None:
        if result == QMessageBox.StandardButton.Yes:
            try:
                self.stats.reset()
            except StatsError as exc:
                self.note.setText(str(exc))
                return
        self.refresh()


def house_rules_text(widget: QWidget, rules: RuleSet) -> str:
    """The house settings of a match in words (one sentence each, Markdown list)."""
    lines = [
        QCoreApplication.translate("HouseRules", "The match is played to %n point(s).", None, rules.target),
        QCoreApplication.translate("HouseRules", "Gin scores a bonus of {bonus} points.").format(
            bonus=rules.gin_bonus
        ),
        QCoreApplication.translate(
            "HouseRules", "A card taken from the discard pile may be thrown in the same turn."
        )
        if rules.discard_taken_card
        else QCoreApplication.translate(
            "HouseRules", "A card taken from the discard pile may not be thrown in the same turn."
        ),
        QCoreApplication.translate(
            "HouseRules", "Big gin is played: all eleven cards melded, no discard, {extra} more points."
        ).format(extra=rules.big_gin_extra)
        if rules.big_gin
        else QCoreApplication.translate("HouseRules", "Big gin is not played."),
        QCoreApplication.translate(
            "HouseRules", "Oklahoma: the first upcard's value is the knock limit; an ace means gin only."
        )
        if rules.oklahoma
        else QCoreApplication.translate("HouseRules", "Knocking needs a deadwood count of 10 or less."),
    ]
    return "\n".join(f"- {line}" for line in lines)


class RulesWindow(QDialog):
    """F1: the players' rules, with the house settings of the match in play."""

    def __init__(self, rules: RuleSet, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Rules of three-handed gin"))
        self.resize(760, 820)
        layout = QVBoxLayout(self)
        self.browser = QTextBrowser()
        self.browser.setOpenExternalLinks(True)
        self.browser.setAccessibleName(self.tr("Rules"))
        try:
            text = rules_path().read_text(encoding="utf-8")
        except OSError:
            text = self.tr("The rules file is missing from this installation.")
        house = self.tr("## The house settings of this match") + "\n\n" + house_rules_text(self, rules)
        self.browser.setMarkdown(house + "\n\n" + text)
        layout.addWidget(self.browser, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        name_buttons(buttons)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
