"""Help > About names the version single-sourced from pyproject.toml."""

import tomllib
from pathlib import Path

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMessageBox

from gin3 import __version__
from gin3.gui.windows.dialogs import show_about
from gin3.gui.windows.mainwindow import MainWindow


def test_about_shows_the_package_version(qtbot) -> None:  # type: ignore[no-untyped-def]
    pyproject = tomllib.loads((Path(__file__).parents[2] / "pyproject.toml").read_text())
    assert __version__ == pyproject["project"]["version"]
    window = MainWindow()
    qtbot.addWidget(window)
    seen: list[str] = []

    def read_and_close() -> None:
        box = QApplication.activeModalWidget()
        assert isinstance(box, QMessageBox)
        seen.append(box.text())
        box.accept()

    QTimer.singleShot(0, read_and_close)
    show_about(window)
    assert seen and __version__ in seen[0]


def test_the_window_title_names_the_app_once(qtbot) -> None:  # type: ignore[no-untyped-def]
    """Window managers show "<title> — <display name>": the title itself leaves out "gin3"
    (it read "gin3 — three-handed gin rummy — gin3")."""
    window = MainWindow()
    qtbot.addWidget(window)
    assert window.windowTitle() and "gin3" not in window.windowTitle()
