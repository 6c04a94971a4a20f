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

from PySide6.QtCore import QPoint, QRect
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractScrollArea,
    QLabel,
    QSizePolicy,
    QWidget,
)

__all__ = ["describe", "fit_problems"]


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
