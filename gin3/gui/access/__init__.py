"""The card table for assistive technology: plates, piles, hands and cards as accessible objects.

:func:`install` puts a factory in Qt's accessibility that gives each
:class:`~gin3.gui.table.view.TableView` a :class:`~gin3.gui.access.interfaces.TableViewInterface`;
the names are worked out in :mod:`gin3.gui.access.tree`. See docs/accessibility.md.
"""

from __future__ import annotations

from PySide6.QtCore import QObject
from PySide6.QtGui import QAccessible, QAccessibleInterface

__all__ = ["install"]

_installed = False


def _factory(key: str, obj: QObject) -> QAccessibleInterface | None:
    from gin3.gui.access.interfaces import TableViewInterface
    from gin3.gui.table.view import TableView  # imported here: the view installs the factory

    if isinstance(obj, TableView):
        return TableViewInterface(obj)
    return None


def install() -> None:
    """Give every table view its accessible plates, piles and cards from now on (once is enough)."""
    global _installed
    if not _installed:
        QAccessible.installFactory(_factory)
        _installed = True
