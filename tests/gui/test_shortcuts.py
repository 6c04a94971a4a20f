"""KDE-style shortcuts: Ctrl+N new match, H hint, F1 rules, F11 full screen."""

from __future__ import annotations

from types import ModuleType

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

import gin3.gui.windows.mainwindow as mainwindow
from gin3.engine import Role
from gin3.gui.windows.dialogs import NewMatchDialog
from gin3.session import Stage


def test_shortcuts_reach_their_commands(qtbot: QtBot, h: ModuleType, monkeypatch: pytest.MonkeyPatch) -> None:
    shown: list[str] = []
    real_rules = mainwindow.MainWindow.show_rules
    monkeypatch.setattr(mainwindow.MainWindow, "show_rules", lambda self: shown.append("rules"))
    monkeypatch.setattr(NewMatchDialog, "exec", lambda self: NewMatchDialog.DialogCode.Accepted)
    window = h.open_window(qtbot, role=Role.CAPTAIN)
    with qtbot.waitActive(window):
        window.activateWindow()
    handle = window.windowHandle()
    first_match = window.controller.session.match
    window.controller.begin()

    QTest.keyClick(handle, Qt.Key.Key_F11)
    assert window.windowState() & Qt.WindowState.WindowFullScreen
    QTest.keyClick(handle, Qt.Key.Key_F11)
    assert not window.windowState() & Qt.WindowState.WindowFullScreen

    QTest.keyClick(handle, Qt.Key.Key_F1)
    assert shown == ["rules"]
    monkeypatch.setattr(mainwindow.MainWindow, "show_rules", real_rules)
    QTest.keyClick(handle, Qt.Key.Key_F1)  # the rules window, with the house settings
    rules = window.rules_window
    assert rules.isVisible() and "house settings" in rules.browser.toPlainText()
    assert "chouette" in rules.browser.toPlainText().lower()
    rules.close()
    with qtbot.waitActive(window):
        window.activateWindow()

    QTest.keyClick(handle, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    assert window.controller.session.match is not first_match
    assert window.controller.session.stage is Stage.ROLE_DRAW
