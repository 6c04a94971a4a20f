"""Every window inside the screen: where the main window opens, what it remembers, and dialogs
that never grow past the screen's available area.

The main window opens at 1440×900 where that fits, otherwise as large as the
screen's available geometry allows; it remembers its geometry and dock layout
(``saveGeometry``/``saveState`` in :class:`~gin3.gui.settings.AppSettings`) and
takes them back only when they fit the screen it opens on. :class:`ScreenFit`
watches every dialog and window of the application as it is shown and shrinks
and moves it into the available area; it also keeps the docks from taking
more than their share of a small window, so the table keeps most of it.

Tests and the gallery may pretend the screen is another size with
:func:`pretend_screen`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QChildEvent, QEvent, QObject, QRect, QSize, Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QDialog, QDockWidget, QMainWindow, QTabBar, QVBoxLayout, QWidget

if TYPE_CHECKING:
    from gin3.gui.settings import AppSettings

QWIDGETSIZE_MAX = (1 << 24) - 1
"""Qt's "no maximum" for a widget's size."""

__all__ = [
    "DECORATION",
    "WINDOW_SIZE",
    "ScreenFit",
    "available",
    "default_geometry",
    "fit_inside",
    "open_inside_screen",
    "place_main_window",
    "pretend_screen",
    "remember_main_window",
    "scroll_if_needed",
]

WINDOW_SIZE = QSize(1440, 900)
"""The main window's first size where the screen has room for it (at least: see default_geometry)."""
DECORATION = QSize(16, 40)
"""Room left for a window manager's frame and title bar (unknown before the first show)."""
SMALL_HEIGHT = 700
"""Below this window height the panels share one tabbed column beside the table."""
NARROW_WIDTH = 760
"""Below this window width the panels start hidden: the table and its buttons need the room."""
STATE_VERSION = 2
"""The version of the remembered dock layout (``saveState``). 2: the table takes the whole
width and the panels wait in the View menu (issue 54); a layout remembered before that, with
four docks open around the table, is not brought back."""

_pretended: QRect | None = None


def pretend_screen(rect: QRect | None) -> None:
    """Treat ``rect`` as the available screen geometry (``None``: ask the real screen again)."""
    global _pretended
    _pretended = QRect(rect) if rect is not None else None


def available(widget: QWidget | None = None) -> QRect:
    """The available geometry of the screen ``widget`` is on (the primary screen otherwise)."""
    if _pretended is not None:
        return QRect(_pretended)
    screen = widget.screen() if widget is not None else None
    screen = screen or QGuiApplication.primaryScreen()
    return screen.availableGeometry() if screen is not None else QRect(0, 0, 1024, 768)


def _bounded(size: QSize, area: QRect) -> QSize:
    room = area.size() - DECORATION
    return QSize(max(1, min(size.width(), room.width())), max(1, min(size.height(), room.height())))


LARGE_SHARE = 0.8
"""On a screen larger than :data:`WINDOW_SIZE` needs, the window's first size is this share of
it: the cards are sized to the window, so a fixed size would leave them small on a large screen."""


def default_geometry(area: QRect) -> QRect:
    """The main window's first geometry on a screen whose available geometry is ``area``:
    1440×900, or four fifths of a screen larger than that needs, or as much of a smaller screen
    as there is, centred."""
    grown = QSize(round(area.width() * LARGE_SHARE), round(area.height() * LARGE_SHARE))
    size = _bounded(WINDOW_SIZE.expandedTo(grown), area)
    rect = QRect(0, 0, size.width(), size.height())
    rect.moveCenter(area.center())
    rect.moveTop(max(area.top() + DECORATION.height() - 8, rect.top()))
    return rect


def fit_inside(widget: QWidget, area: QRect | None = None) -> None:
    """Shrink ``widget`` (a window) to the available area if it is larger, and move it in."""
    area = area or available(widget)
    size = _bounded(widget.size(), area)
    if size != widget.size():
        widget.resize(size.expandedTo(widget.minimumSize()))
    frame = widget.frameGeometry()
    if frame == widget.geometry():  # no frame yet: leave the window manager room for a title bar
        area = area.adjusted(0, DECORATION.height() - 8, 0, 0)
    dx = dy = 0
    if frame.right() > area.right():
        dx = area.right() - frame.right()
    if frame.left() + dx < area.left():
        dx = area.left() - frame.left()
    if frame.bottom() > area.bottom():
        dy = area.bottom() - frame.bottom()
    if frame.top() + dy < area.top():
        dy = area.top() - frame.top()
    if dx or dy:
        widget.move(widget.pos().x() + dx, widget.pos().y() + dy)


def scroll_if_needed(dialog: QDialog, area: QRect) -> bool:
    """A dialog taller or wider than ``area`` gets its contents in a scroll area, the buttons
    staying below it; ``True`` when it did (once per dialog)."""
    layout = dialog.layout()
    room = area.size() - DECORATION
    # the height it asks for: at its minimum height, check boxes are squeezed below their text
    need = QSize(dialog.minimumSizeHint().width(), dialog.sizeHint().height())
    if (
        layout is None
        or dialog.property("gin3-scrolled")
        or (need.width() <= room.width() and need.height() <= room.height())
    ):
        return False
    # set up only for a dialog too big for the screen (PySide makes a Qt class at its first import)
    from PySide6.QtWidgets import QDialogButtonBox, QFrame, QScrollArea

    buttons = dialog.findChild(QDialogButtonBox)
    if buttons is not None and buttons.parentWidget() is dialog:
        layout.removeWidget(buttons)
    # Moving a widget to another parent hides it: those that were not hidden are shown again.
    shown = [
        w
        for w in dialog.findChildren(QWidget, options=Qt.FindChildOption.FindDirectChildrenOnly)
        if not w.isHidden()
    ]
    inner = QWidget()
    inner.setLayout(layout)  # takes the layout and its widgets from the dialog
    scroll = QScrollArea()
    scroll.setWidgetResizable(True)
    scroll.setFrameShape(QFrame.Shape.NoFrame)
    scroll.setWidget(inner)
    column = QVBoxLayout(dialog)
    column.addWidget(scroll, 1)
    if buttons is not None and buttons.parentWidget() is not inner:
        column.addWidget(buttons)
    for widget in (*shown, inner, scroll):  # a dialog already on screen shows new children only when told
        widget.setVisible(True)
    dialog.setProperty("gin3-scrolled", True)
    dialog.setMinimumSize(0, 0)
    dialog.resize(dialog.sizeHint().boundedTo(room))
    return True


def _docks(window: QMainWindow) -> list[QDockWidget]:
    # only the window's own children: looking through all its widgets would wrap each in Python
    options = Qt.FindChildOption.FindDirectChildrenOnly
    return [dock for dock in window.findChildren(QDockWidget, options=options) if dock.parent() is window]


def share_docks(window: QMainWindow, size: QSize) -> None:
    """The docks' places and first sizes for a window of ``size``: the table keeps the room.

    The panels beside the table (the advice, your cards, the moves) share one column of tabs;
    the score sheet goes under the table, or into that column on a low window. Whichever of
    them shows (the advice when there is advice, the others from the View menu), it takes
    a narrow column or a short strip."""
    docks = {dock.objectName(): dock for dock in _docks(window)}
    side = [docks[name] for name in ("advice", "cards", "hand-log") if name in docks]
    if size.height() < SMALL_HEIGHT and "score-sheet" in docks:
        side.append(docks["score-sheet"])
        window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, docks["score-sheet"])
    for other in side[1:]:
        window.tabifyDockWidget(side[0], other)
    if side:
        width = max(190, min(320, round(size.width() * 0.22)))
        window.resizeDocks([side[0]], [width], Qt.Orientation.Horizontal)
    if "score-sheet" in docks and docks["score-sheet"] not in side:
        height = max(80, min(200, round(size.height() * 0.2)))
        window.resizeDocks([docks["score-sheet"]], [height], Qt.Orientation.Vertical)


def whole_titles(tabs: QTabBar) -> None:
    """Tabs of docks show their whole titles, scrolling when they need more room than there is
    (elided in a narrow column, "Савет играча п…" told nothing)."""
    tabs.setElideMode(Qt.TextElideMode.ElideNone)
    tabs.setUsesScrollButtons(True)


def limit_docks(window: QMainWindow) -> None:
    """The docks may not take more than their share of the window, whatever the user drags."""
    sides = (Qt.DockWidgetArea.LeftDockWidgetArea, Qt.DockWidgetArea.RightDockWidgetArea)
    for dock in _docks(window):
        # a dock beside the table is held in width, one under or over it in height (it spans the window)
        beside = window.dockWidgetArea(dock) in sides
        dock.setMaximumWidth(max(220, round(window.width() * 0.4)) if beside else QWIDGETSIZE_MAX)
        dock.setMaximumHeight(QWIDGETSIZE_MAX if beside else max(140, round(window.height() * 0.4)))


def place_main_window(window: QMainWindow, settings: AppSettings) -> bool:
    """Give the window its remembered geometry and dock layout if they fit the screen, else the
    default for the screen; ``True`` when the remembered ones were taken."""
    area = available(window)
    geometry, state = settings.window_geometry, settings.window_state
    if (
        geometry is not None
        and window.restoreGeometry(geometry)
        and area.contains(window.geometry())
        and window.width() <= area.width() - DECORATION.width()
    ):
        if state is not None:
            window.restoreState(state, STATE_VERSION)  # an older layout is left behind
        limit_docks(window)
        return True
    rect = default_geometry(area)
    window.setWindowState(Qt.WindowState.WindowNoState)
    window.resize(rect.size())
    window.move(rect.topLeft())
    share_docks(window, rect.size())
    limit_docks(window)
    return False


def open_inside_screen(window: QMainWindow, settings: AppSettings) -> ScreenFit:
    """:func:`place_main_window`; then keep the window's docks and dialogs inside the screen,
    and remember where it was when it closes."""
    place_main_window(window, settings)
    # the docks' tab bars are the window's own children; later ones are met as they are polished
    for tabs in window.findChildren(QTabBar, options=Qt.FindChildOption.FindDirectChildrenOnly):
        whole_titles(tabs)
    return ScreenFit(window, settings)


def remember_main_window(window: QMainWindow, settings: AppSettings) -> None:
    """Keep the window's geometry and dock layout for the next start."""
    settings.window_geometry = window.saveGeometry()
    settings.window_state = window.saveState(STATE_VERSION)
    settings.sync()


class ScreenFit(QObject):
    """Watches one main window: its docks keep to their share when it is resized, its geometry
    and dock layout are remembered in ``settings`` when it closes, and each
    dialog it parents is fitted into the screen as it is shown (an application-wide filter
    would run Python for every event of the app)."""

    def __init__(self, window: QMainWindow, settings: AppSettings | None = None) -> None:
        super().__init__(window)
        self.window = window
        self.settings = settings
        window.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if watched is self.window:
            if kind == QEvent.Type.Resize:
                limit_docks(self.window)
            elif kind == QEvent.Type.Close and self.settings is not None:
                remember_main_window(self.window, self.settings)
            elif kind == QEvent.Type.ChildPolished and isinstance(event, QChildEvent):
                child = event.child()
                if isinstance(child, QDialog):
                    child.installEventFilter(self)  # installing twice keeps one filter
                elif isinstance(child, QTabBar):  # the tabs of docks sharing a place
                    whole_titles(child)
        elif kind == QEvent.Type.Show and isinstance(watched, QDialog):
            from PySide6.QtWidgets import QMessageBox  # not before a dialog opens: see scroll_if_needed

            if not isinstance(watched, QMessageBox):
                scroll_if_needed(watched, available(watched))
                # a dialog with wrapped text may open below the height it asks for (at 200 %
                # the rows of its check boxes lose a pixel): give it that height, room allowing
                watched.resize(watched.size().expandedTo(watched.sizeHint()))
            fit_inside(watched)
        return False
