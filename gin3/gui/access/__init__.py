"""The card table for assistive technology: plates, piles, hands and cards as accessible objects.

:func:`install` puts a factory in Qt's accessibility that gives each
:class:`~gin3.gui.table.view.TableView` a :class:`~gin3.gui.access.interfaces.TableViewInterface`;
the names are worked out in :mod:`gin3.gui.access.tree`. See docs/accessibility.md.
"""

from __future__ import annotations

from PySide6.QtCore import QObject
from PySide6.QtGui import QAccessible, QAccessibleInterface

__all__ = ["install"]

_views: list[type[QObject]] = []  # the table view's class, handed over by the view itself


def _factory(key: str, obj: QObject) -> QAccessibleInterface | None:
    if _views and isinstance(obj, _views[0]):
        from gin3.gui.access.interfaces import TableViewInterface

        return TableViewInterface(obj)  # type: ignore[arg-type]
    return None


def install(view_class: type[QObject]) -> None:
    """Give every ``view_class`` (the table view) its accessible plates, piles and cards from
    now on (once is enough). The view hands its class over, so this package never imports it."""
    if not _views:
        _views.append(view_class)
        QAccessible.installFactory(_factory)
