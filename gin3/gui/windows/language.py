"""Speaking another language at once: every text of the main window, its table and panels again."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt

if TYPE_CHECKING:
    from gin3.gui.windows.mainwindow import MainWindow

__all__ = ["retranslate_window", "window_title"]


def window_title(window: MainWindow) -> str:
    """The game being played; the platform adds "— gin3" (the application's display name)."""
    if window.table_built:  # not before the first frame, which imports no engine
        from gin3.engine import Mode

        match = window.controller.session.match
        if match is not None and match.mode is Mode.CLASSIC:
            return QCoreApplication.translate("MainWindow", "Two-player gin")
    return QCoreApplication.translate("MainWindow", "Three-handed gin rummy")


def retranslate_window(window: MainWindow) -> None:
    """Every text of ``window``, the table and the panels again, in the current language."""
    window.setWindowTitle(window_title(window))
    window.bar.retranslate()
    window.docks.retranslate()
    window.announcer.setAccessibleName(QCoreApplication.translate("MainWindow", "Last move"))
    window.announcer.setText("")
    window.menus.rebuild()
    window.view.retranslate()
    if not window.table_built:
        return  # build_table gives the rest its texts in the language chosen by then
    window.cover.retranslate()
    model = window.controller.score_model
    model.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, 100)
    rows = model.rowCount()
    if rows:
        model.dataChanged.emit(model.index(0, 0), model.index(rows - 1, model.columnCount() - 1))
    window.controller.games_model.retranslate()
    _reopen_windows(window)
    window.match_end.retranslate()
    window.scene.retranslate()
    window.refresh()


def _reopen_windows(window: MainWindow) -> None:
    """The rules and statistics windows, if open, open again in the new language."""
    from shiboken6 import isValid

    for name, show in (("rules_window", window.show_rules), ("stats_window", window.show_statistics)):
        other = getattr(window, name, None)
        if other is not None and isValid(other) and other.isVisible():
            other.close()
            show()
