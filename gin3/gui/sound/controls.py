"""The sound's controls: the settings dialog's volume slider and mute box, and the View
menu's "Mute sounds" (Ctrl+M)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, Qt
from PySide6.QtGui import QAction, QKeySequence

from gin3.gui.firstframe import text_action

if TYPE_CHECKING:
    from PySide6.QtWidgets import QCheckBox, QFormLayout, QMenu, QSlider

    from gin3.gui.settings import AppSettings

__all__ = ["MUTE_SHORTCUT", "add_sound_rows", "mute_action"]

MUTE_SHORTCUT = "Ctrl+M"


def add_sound_rows(form: QFormLayout, settings: AppSettings) -> tuple[QSlider, QCheckBox]:
    """A volume slider (0-100) and a mute box, as rows of the settings dialog's form."""
    from PySide6.QtWidgets import QCheckBox, QSlider

    volume = QSlider(Qt.Orientation.Horizontal)
    volume.setRange(0, 100)
    volume.setSingleStep(5)
    volume.setPageStep(10)
    volume.setValue(settings.volume)
    volume.setAccessibleName(QCoreApplication.translate("SettingsDialog", "Sound volume"))
    form.addRow(QCoreApplication.translate("SettingsDialog", "Sound &volume:"), volume)
    muted = QCheckBox(QCoreApplication.translate("SettingsDialog", "&Mute sounds (Ctrl+M)"))
    muted.setChecked(settings.muted)
    form.addRow("", muted)
    return volume, muted


def mute_action(
    parent: QObject,
    menu: QMenu,
    settings: AppSettings,
    set_muted: Callable[[bool], str],
    say: Callable[[str], None],
) -> QAction:
    """View > Mute sounds (Ctrl+M): checked while muted; ``set_muted`` mutes or unmutes and
    returns what to ``say`` ("Sound on/off")."""
    action = text_action(QCoreApplication.translate("Window", "&Mute sounds"), parent)
    action.setCheckable(True)
    action.setShortcut(QKeySequence(MUTE_SHORTCUT))

    def follow() -> None:  # the settings dialog may have changed it
        action.setChecked(settings.muted)

    def toggle() -> None:
        # from the settings, not from the check mark: it may be older than the dialog's choice
        muted = not settings.muted
        say(set_muted(muted))
        action.setChecked(muted)

    follow()
    menu.aboutToShow.connect(follow)
    action.triggered.connect(toggle)
    menu.addAction(action)
    return action
