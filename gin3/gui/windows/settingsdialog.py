"""The settings dialog: look and feel, confirmations and hints (the rules are chosen per match)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QVBoxLayout,
    QWidget,
)

from gin3.gui.i18n import name_buttons
from gin3.gui.settings import AppSettings
from gin3.gui.sound.controls import add_sound_rows
from gin3.gui.windows.looks import add_looks_group

if TYPE_CHECKING:
    from gin3.gui.windows.mainwindow import MainWindow

__all__ = ["SettingsDialog", "apply_settings"]


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
        for key, text in (("fit", self.tr("As large as fits")), ("smaller", self.tr("Smaller"))):
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
        self.volume, self.muted = add_sound_rows(form, settings)
        layout.addLayout(form)
        self.looks = add_looks_group(layout, settings)  # theme, felt, card back
        note = QLabel(
            self.tr(
                "The rules of a match (gin bonus, target, big gin, Oklahoma, the discard rule) "
                "are chosen in New match."
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
        s.volume, s.muted = self.volume.value(), self.muted.isChecked()
        self.looks.save(s)
        s.sync()
        super().accept()


def apply_settings(window: MainWindow) -> None:
    """The window's table takes the settings at once: animation speed, card size, four colours,
    hints, and the looks (theme, felt, card back)."""
    s = window.settings
    window.scene.anim_ms = s.animation_ms
    window.controller.hints_allowed = s.hints
    if window.deck.art.four_colour != s.four_colour:
        window.deck.art = window.looks.card_art()
        for item in window.scene.cards.values():
            item.update()
    window.scene.set_card_share(s.card_share)
    window.looks.apply()
