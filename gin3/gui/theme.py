"""Light and dark windows: the system's colour scheme, or one forced by the settings.

A forced theme is the Fusion style with a complete palette of our own (every
role, and the Disabled group), so it looks the same on every platform:
``QStyleHints.setColorScheme`` does nothing on some platforms (offscreen, for
one). "system" gives the platform its own style and palette back, and when the
platform says it is dark but its style draws light (some do), it takes the
dark palette; it follows the platform's ``colorSchemeChanged`` while it runs.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QColor, QGuiApplication, QPalette
from PySide6.QtWidgets import QApplication
from shiboken6 import isValid

__all__ = ["ThemeKeeper", "contrast", "dark_palette", "error_colour", "is_dark", "light_palette", "theme"]

_Role = QPalette.ColorRole
_Group = QPalette.ColorGroup

_LIGHT = {
    _Role.Window: "#efefef",
    _Role.WindowText: "#1b1b1b",
    _Role.Base: "#ffffff",
    _Role.AlternateBase: "#f3f3f3",
    _Role.ToolTipBase: "#ffffdc",
    _Role.ToolTipText: "#1b1b1b",
    _Role.PlaceholderText: "#6b6b6b",
    _Role.Text: "#1b1b1b",
    _Role.Button: "#e6e6e6",
    _Role.ButtonText: "#1b1b1b",
    _Role.BrightText: "#ffffff",
    _Role.Light: "#ffffff",
    _Role.Midlight: "#f4f4f4",
    _Role.Mid: "#b9b9b9",
    _Role.Dark: "#9f9f9f",
    _Role.Shadow: "#6f6f6f",
    _Role.Highlight: "#2f65ca",
    _Role.HighlightedText: "#ffffff",
    _Role.Link: "#1a55c4",
    _Role.LinkVisited: "#6f3aa8",
    _Role.Accent: "#2f65ca",
}
_LIGHT_DISABLED = {
    _Role.WindowText: "#767676",
    _Role.Text: "#767676",
    _Role.ButtonText: "#767676",
    _Role.Base: "#f4f4f4",
    _Role.Button: "#ececec",
    _Role.Highlight: "#9ab0d8",
    _Role.HighlightedText: "#ffffff",
}
_DARK = {
    _Role.Window: "#2b2d30",
    _Role.WindowText: "#e6e6e6",
    _Role.Base: "#1e1f22",
    _Role.AlternateBase: "#27292c",
    _Role.ToolTipBase: "#3b3e43",
    _Role.ToolTipText: "#f0f0f0",
    _Role.PlaceholderText: "#9b9da1",
    _Role.Text: "#e6e6e6",
    _Role.Button: "#3a3c40",
    _Role.ButtonText: "#e6e6e6",
    _Role.BrightText: "#ff8a80",
    _Role.Light: "#55585d",
    _Role.Midlight: "#45484c",
    _Role.Mid: "#303235",
    _Role.Dark: "#1b1c1e",
    _Role.Shadow: "#0a0a0a",
    _Role.Highlight: "#2f6bd0",
    _Role.HighlightedText: "#ffffff",
    _Role.Link: "#8ab4ff",
    _Role.LinkVisited: "#c8a2ff",
    _Role.Accent: "#2f6bd0",
}
_DARK_DISABLED = {
    _Role.WindowText: "#8f9196",
    _Role.Text: "#8f9196",
    _Role.ButtonText: "#8f9196",
    _Role.Base: "#242528",
    _Role.Button: "#323438",
    _Role.Highlight: "#3a4658",
    _Role.HighlightedText: "#c4c4c4",
}


def _palette(normal: dict[QPalette.ColorRole, str], disabled: dict[QPalette.ColorRole, str]) -> QPalette:
    palette = QPalette()
    for role, colour in normal.items():
        palette.setColor(role, QColor(colour))  # every group
    for role, colour in disabled.items():
        palette.setColor(_Group.Disabled, role, QColor(colour))
    return palette


def light_palette() -> QPalette:
    """The light theme's palette: every role, and readable disabled text."""
    return _palette(_LIGHT, _LIGHT_DISABLED)


def dark_palette() -> QPalette:
    """The dark theme's palette: every role, and readable disabled text."""
    return _palette(_DARK, _DARK_DISABLED)


def is_dark(palette: QPalette) -> bool:
    """Whether ``palette`` draws light words on a dark window."""
    return palette.color(_Role.Window).lightness() < palette.color(_Role.WindowText).lightness()


def _luminance(colour: QColor) -> float:
    def channel(value: float) -> float:
        return value / 12.92 if value <= 0.03928 else ((value + 0.055) / 1.055) ** 2.4

    red, green, blue = channel(colour.redF()), channel(colour.greenF()), channel(colour.blueF())
    return 0.2126 * red + 0.7152 * green + 0.0722 * blue


def contrast(a: QColor, b: QColor) -> float:
    """The WCAG contrast ratio of two colours, from 1 (the same) to 21 (black on white)."""
    high, low = sorted((_luminance(a), _luminance(b)), reverse=True)
    return (high + 0.05) / (low + 0.05)


def error_colour(palette: QPalette) -> str:
    """A red that reads well on ``palette``'s window."""
    return "#ff8a80" if is_dark(palette) else "#b3261e"


class ThemeKeeper(QObject):
    """The application's theme; one per application (see :func:`theme`)."""

    def __init__(self, app: QApplication) -> None:
        super().__init__(app)
        self.app = app
        self.choice = "system"
        # The system's style is read when the theme first replaces it, not at the start: the
        # Python side of QStyle (hundreds of enum members) costs the first frame some 10 ms.
        self._system_style: str | None = None
        app.styleHints().colorSchemeChanged.connect(self._scheme_changed)

    def apply(self, choice: str) -> None:
        """Make the windows light, dark, or (``"system"``, or anything else) as the system says."""
        self.choice = choice if choice in ("light", "dark") else "system"
        if self.choice == "system":
            self._follow_system()
            return
        self._fusion()
        self.app.setPalette(dark_palette() if self.choice == "dark" else light_palette())

    def _fusion(self) -> None:
        style = self.app.style().name()
        if self._system_style is None:
            self._system_style = style
        if style.lower() != "fusion":
            self.app.setStyle("Fusion")

    def _follow_system(self) -> None:
        system = self._system_style  # None: the style was never replaced
        if system is not None and self.app.style().name().lower() != system.lower():
            self.app.setStyle(system)
        self.app.setPalette(QPalette())  # the platform's own palette again
        scheme = self.app.styleHints().colorScheme()
        if scheme is Qt.ColorScheme.Dark and not is_dark(self.app.palette()):
            self._fusion()  # the platform is dark but its style draws light
            self.app.setPalette(dark_palette())

    def _scheme_changed(self, _scheme: Qt.ColorScheme) -> None:
        if self.choice == "system":
            self._follow_system()


def theme() -> ThemeKeeper:
    """The application's theme keeper (made on first use; needs a ``QApplication``)."""
    app = QGuiApplication.instance()
    if not isinstance(app, QApplication):
        raise RuntimeError("the theme needs a QApplication")
    global _keeper
    # Kept here rather than looked for among the application's children: findChild wraps every
    # object it passes in Python, which makes up the enums of each one's class before the first frame.
    if _keeper is None or _keeper.app is not app or not isValid(_keeper):
        _keeper = ThemeKeeper(app)
    return _keeper


_keeper: ThemeKeeper | None = None
