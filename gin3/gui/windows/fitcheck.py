"""What does not fit: texts cut short and widgets outside the screen, for tests and the gallery.

A visible label or button whose text needs more room than it has (its size
hint, or for a wrapped label its height for its width, exceeds its size) is
*clipped*; a window or a visible widget that reaches past the screen's
available geometry is *outside*. Widgets inside a scroll area's viewport may
lie outside it (that is what scrolling is for), a widget put entirely outside its window is
not shown (a dock behind another's tab), and a label that asks to be
ignored in width (``QSizePolicy.Ignored``) has agreed to be cut.
"""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRect, QRectF
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractScrollArea,
    QLabel,
    QSizePolicy,
    QWidget,
)

__all__ = ["card_share", "describe", "fit_problems", "table_problems"]

DECORATION_H = 40
"""Room a window manager takes for a title bar (gin3.gui.windows.geometry.DECORATION)."""


def describe(widget: QWidget) -> str:
    """A short name for a widget in a problem: its class, object name and text."""
    text = widget.text() if isinstance(widget, QLabel | QAbstractButton) else ""
    name = widget.objectName()
    return f"{type(widget).__name__}{'#' + name if name else ''}{' ' + repr(text[:40]) if text else ''}"


def _scrolled(widget: QWidget, top: QWidget) -> bool:
    """Whether ``widget`` lies in a scroll area's viewport below ``top``."""
    parent = widget.parentWidget()
    while parent is not None and parent is not top:
        grand = parent.parentWidget()
        if isinstance(grand, QAbstractScrollArea) and parent is grand.viewport():
            return True
        parent = grand
    return False


def _clipped(widget: QLabel | QAbstractButton) -> bool:
    if not widget.text().strip():
        return False
    if isinstance(widget, QLabel):
        if widget.sizePolicy().horizontalPolicy() == QSizePolicy.Policy.Ignored:
            return False
        if widget.wordWrap():
            return widget.heightForWidth(widget.width()) > widget.height() + 1
    hint = widget.sizeHint()
    return hint.width() > widget.width() + 1 or hint.height() > widget.height() + 1


def fit_problems(window: QWidget, screen: QRect) -> list[str]:
    """Every clipped text and every part of ``window`` outside ``screen`` (empty: all fits)."""
    problems: list[str] = []
    frame = window.frameGeometry()
    inside = QRect(window.mapToGlobal(QPoint(0, 0)), window.size())
    if not screen.contains(frame):
        problems.append(f"{describe(window)} {_rect(frame)} is outside the screen {_rect(screen)}")
    for widget in window.findChildren(QWidget):
        if not widget.isVisible() or widget.isWindow() or _scrolled(widget, window):
            continue
        where = QRect(widget.mapToGlobal(QPoint(0, 0)), widget.size())
        if not where.intersects(inside):
            continue  # not shown: a dock behind another's tab is put out of the window
        if not screen.contains(where):
            problems.append(f"{describe(widget)} {_rect(where)} is outside the screen {_rect(screen)}")
        if isinstance(widget, QLabel | QAbstractButton) and _clipped(widget):
            problems.append(
                f"{describe(widget)} is clipped: needs {widget.sizeHint().width()}×"
                f"{widget.sizeHint().height()}, has {widget.width()}×{widget.height()}"
            )
    return problems


def _rect(rect: QRect) -> str:
    return f"{rect.width()}×{rect.height()}+{rect.x()}+{rect.y()}"


def card_share(screen_height: int) -> float:
    """The least height of the viewer's own card on the table, as a share of the screen
    (issue 54): a fifth, 18% on a screen under 900 pixels high."""
    return 0.2 if screen_height >= 900 else 0.18


def table_problems(window: QWidget, screen: QRect) -> list[str]:
    """What is wrong with the card table in ``window`` (a view showing a
    :class:`~gin3.gui.table.scene.TableScene`): the viewer's cards smaller than their share of the
    screen's height (of the window's height where the window is smaller than the screen: on a
    large screen it opens at four fifths of it), or the table's parts overlapping or outside it."""
    from gin3.gui.table.parts import table_parts
    from gin3.gui.table.view import TableView

    view = window.findChild(TableView)
    if view is None or view.table is None or not view.isVisible():
        return []
    scene = view.table
    problems = []
    cards = [scene.cards[c] for c in scene.own_cards if scene.cards[c].isVisible()]
    if cards:
        item = cards[0]
        height = view.mapFromScene(item.mapRectToScene(item.card_rect())).boundingRect().height()
        reference = min(screen.height(), window.height() + DECORATION_H)
        least = card_share(screen.height()) * reference
        if height < least - 1:
            problems.append(f"the cards are {height} px high, less than {least:.0f} px")
    parts = table_parts(scene)
    room = scene.sceneRect()
    problems += [
        f"the table's {name} {_rectf(r)} lies outside it" for name, r in parts if not room.contains(r)
    ]
    for i, (name, rect) in enumerate(parts):
        for other, second in parts[i + 1 :]:
            if name != other and rect.intersects(second):
                problems.append(f"the table's {name} {_rectf(rect)} overlaps its {other} {_rectf(second)}")
    return problems


def _rectf(rect: QRectF) -> str:
    return f"{rect.width():.0f}×{rect.height():.0f}+{rect.x():.0f}+{rect.y():.0f}"
