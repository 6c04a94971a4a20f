"""The settings dialog: look and feel, confirmations and hints (the rules are chosen per match).

The appearance (theme, felt, card back) is shown on the window while the dialog is open:
each choice is tried at once through ``preview``, and Cancel puts the one before back.
"""

from __future__ import annotations

from collections.abc import Callable

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

__all__ = ["SettingsDialog", "ask_settings"]


def ask_settings(
    parent: QWidget, settings: AppSettings, preview: Callable[[], None], fast_computers: bool
) -> bool | None:
    """The settings dialog over ``parent``: ``None`` when cancelled, else whether the computer
    players are to play fast (the rest is in ``settings``); ``preview`` shows the appearance."""
    dialog = SettingsDialog(settings, parent, preview=preview, fast_computers=fast_computers)
    if dialog.exec() != SettingsDialog.DialogCode.Accepted:
        return None
    return dialog.fast_computers.isChecked()


class SettingsDialog(QDialog):
    """Look and feel, confirmations and hints; the rules are chosen per match in New match."""

    def __init__(
        self,
        settings: AppSettings,
        parent: QWidget | None = None,
        *,
        preview: Callable[[], None] | None = None,
        fast_computers: bool = False,
    ) -> None:
        super().__init__(parent)
        self.settings = settings
        self.preview = preview
        self._looks_before = (settings.theme, settings.felt, settings.card_back)
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
        self.fast_computers = QCheckBox(self.tr("Fast &computer players"))
        self.fast_computers.setChecked(fast_computers)
        form.addRow("", self.fast_computers)
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
        for check in (self.four_colour, self.confirm_knock, self.hints):
            form.addRow("", check)
        self.volume, self.muted = add_sound_rows(form, settings)
        layout.addLayout(form)
        self.looks = add_looks_group(layout, settings)  # theme, felt, card back
        for box in (self.looks.theme, self.looks.felt, self.looks.back):
            box.currentIndexChanged.connect(self._preview_looks)
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

    def reject(self) -> None:
        """Cancel: the appearance tried while the dialog was open goes back to what it was."""
        s = self.settings
        if (s.theme, s.felt, s.card_back) != self._looks_before:
            s.theme, s.felt, s.card_back = self._looks_before
            if self.preview is not None:
                self.preview()
        super().reject()

    def _preview_looks(self) -> None:
        if self.preview is not None:
            self.looks.save(self.settings)
            self.preview()
