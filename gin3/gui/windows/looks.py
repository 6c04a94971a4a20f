"""The window's looks (issue 20): the theme, the table's felt and the cards' backs.

:class:`Looks` applies two of the settings to one window at once: the
application's theme (:mod:`gin3.gui.theme`) and the felt on the table, around
it and on the hand-off cover (dimmer under a dark window); the table area
draws the cards' backs. It follows the window's palette, so when the system turns dark the
felt dims with it. :func:`add_looks_group` is the settings dialog's
"Appearance" group.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor

from gin3.gui.settings import CARD_BACKS, FELTS, THEMES, AppSettings
from gin3.gui.table.felts import Felt, felt
from gin3.gui.theme import is_dark, theme

# The settings dialog's boxes and swatches import their Qt classes where they are made: each
# class PySide6 sets up costs the window's first frame a little.
if TYPE_CHECKING:
    from PySide6.QtGui import QPixmap
    from PySide6.QtWidgets import QBoxLayout, QComboBox, QWidget

__all__ = ["Looks", "LooksChoices", "add_looks_group", "back_names", "felt_names", "theme_names"]


def theme_names() -> dict[str, str]:
    """The themes as the settings dialog names them."""
    return {
        "system": QCoreApplication.translate("SettingsDialog", "As the system"),
        "light": QCoreApplication.translate("SettingsDialog", "Light"),
        "dark": QCoreApplication.translate("SettingsDialog", "Dark"),
    }


def felt_names() -> dict[str, str]:
    """The felts as the settings dialog names them."""
    return {
        "green": QCoreApplication.translate("SettingsDialog", "Green"),
        "blue": QCoreApplication.translate("SettingsDialog", "Blue"),
        "burgundy": QCoreApplication.translate("SettingsDialog", "Burgundy"),
        "charcoal": QCoreApplication.translate("SettingsDialog", "Charcoal"),
        "brown": QCoreApplication.translate("SettingsDialog", "Brown"),
    }


def back_names() -> dict[str, str]:
    """The cards' backs as the settings dialog names them."""
    return {
        "blue": QCoreApplication.translate("SettingsDialog", "Blue lattice"),
        "red": QCoreApplication.translate("SettingsDialog", "Red lattice"),
        "green": QCoreApplication.translate("SettingsDialog", "Green lattice"),
        "black": QCoreApplication.translate("SettingsDialog", "Black and gold diamonds"),
    }


class Looks(QObject):
    """The theme and felt of one window, followed as its palette changes; :meth:`apply` after
    the settings change. The felt goes wherever ``lay_felt`` lays it (the table area: the
    table's cloth and the hand-off cover's darker one)."""

    def __init__(self, window: QWidget, settings: AppSettings, lay_felt: Callable[[Felt, str], None]) -> None:
        super().__init__(window)
        self.window = window
        self.settings = settings
        self.lay_felt = lay_felt
        theme().apply(settings.theme)
        window.installEventFilter(self)  # the palette changes: the felt dims or brightens with it
        self._lay_felt()

    def felt(self) -> Felt:
        """The felt the settings ask for, dimmed under a dark window."""
        return felt(self.settings.felt, dark=is_dark(self.window.palette()))

    def apply(self) -> None:
        """Take the settings' theme and felt now (the cards' back is the table area's)."""
        theme().apply(self.settings.theme)
        self._lay_felt()

    def _lay_felt(self) -> None:
        cloth = self.felt()
        self.lay_felt(cloth, QColor(cloth.edge).darker(125).name())  # the cover: a darker shade

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.window and event.type() == QEvent.Type.PaletteChange:
            self._lay_felt()
        return False


class LooksChoices:
    """The settings dialog's theme, felt and card-back boxes."""

    def __init__(self, settings: AppSettings) -> None:
        self.theme = _combo(theme_names(), THEMES, settings.theme)
        self.theme.setAccessibleName(QCoreApplication.translate("SettingsDialog", "Theme"))
        self.felt = _combo(felt_names(), FELTS, settings.felt, _felt_swatch)
        self.felt.setAccessibleName(QCoreApplication.translate("SettingsDialog", "Table felt"))
        self.back = _combo(back_names(), CARD_BACKS, settings.card_back, _back_swatch)
        self.back.setAccessibleName(QCoreApplication.translate("SettingsDialog", "Card back"))
        self.back.setIconSize(QSize(16, 22))

    def save(self, settings: AppSettings) -> None:
        settings.theme = str(self.theme.currentData())
        settings.felt = str(self.felt.currentData())
        settings.card_back = str(self.back.currentData())


def add_looks_group(layout: QBoxLayout, settings: AppSettings) -> LooksChoices:
    """The settings dialog's "Appearance" group: theme, table felt and card back."""
    from PySide6.QtWidgets import QFormLayout, QGroupBox

    choices = LooksChoices(settings)
    group = QGroupBox(QCoreApplication.translate("SettingsDialog", "Appearance"))
    form = QFormLayout(group)
    form.addRow(QCoreApplication.translate("SettingsDialog", "&Theme:"), choices.theme)
    form.addRow(QCoreApplication.translate("SettingsDialog", "Table &felt:"), choices.felt)
    form.addRow(QCoreApplication.translate("SettingsDialog", "Card &back:"), choices.back)
    layout.addWidget(group)
    return choices


def _combo(names: dict[str, str], keys: tuple[str, ...], current: str, swatch: object = None) -> QComboBox:
    from PySide6.QtGui import QIcon
    from PySide6.QtWidgets import QComboBox

    box = QComboBox()
    for key in keys:
        if callable(swatch):
            box.addItem(QIcon(swatch(key)), names[key], key)
        else:
            box.addItem(names[key], key)
    box.setCurrentIndex(max(0, box.findData(current)))
    return box


def _felt_swatch(name: str) -> QPixmap:
    from PySide6.QtGui import QBrush, QPainter, QPixmap, QRadialGradient

    cloth = felt(name)
    pixmap = QPixmap(16, 16)
    pixmap.fill(Qt.GlobalColor.transparent)
    gradient = QRadialGradient(QPointF(8, 8), 11)
    gradient.setColorAt(0, QColor(cloth.centre))
    gradient.setColorAt(1, QColor(cloth.edge))
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(QColor(0, 0, 0, 90))
    painter.setBrush(QBrush(gradient))
    painter.drawRoundedRect(QRectF(0.5, 0.5, 15, 15), 3, 3)
    painter.end()
    return pixmap


def _back_swatch(name: str) -> QPixmap:
    from PySide6.QtGui import QPainter, QPixmap

    from gin3.gui.table.art import CardArt

    pixmap = QPixmap(16, 22)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    CardArt(back=name).paint_back(painter, QRectF(0, 0, 16, 22))
    painter.end()
    return pixmap
