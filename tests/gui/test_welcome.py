"""First start: the player's name asked once and remembered (AppSettings.player_name)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QDialog, QDialogButtonBox, QLineEdit, QWidget
from pytestqt.qtbot import QtBot

from gin3.gui import settings as settings_module
from gin3.gui.settings import AppSettings
from gin3.gui.windows import welcome
from gin3.gui.windows.welcome import ask_player_name


def test_the_player_name_is_empty_until_asked_and_survives_a_restart() -> None:
    settings = AppSettings()
    assert settings.player_name == ""
    settings.player_name = "Zoë"
    settings.sync()
    assert AppSettings().player_name == "Zoë"


@pytest.mark.parametrize(
    ("stored", "read"),
    [
        (42, ""),  # not text
        (["Ana", "Ben"], ""),
        ("  Ana\t\x00 ", "Ana"),  # control characters: left out
        ("x" * 500, "x" * 40),  # longer than a name may be
        ("   ", ""),
    ],
)
def test_odd_values_of_a_damaged_settings_file_give_a_usable_name(stored: object, read: str) -> None:
    settings = AppSettings()
    settings.q.setValue("player/name", stored)
    settings.sync()
    assert AppSettings().player_name == read


def test_a_damaged_settings_file_on_disk_gives_a_usable_name() -> None:
    path = settings_module.settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(b"[player]\nname=@Variant(\\0\\0\\0\\x7f\\0\\0\\0\\x1fgarbage\nname2=\xff\xfe\n")
    assert isinstance(AppSettings().player_name, str)


def _answer(text: str | None, *, ok: bool = True) -> list[str]:
    """Answer the name dialog when it opens: type ``text`` (None: leave what it offers), then OK or
    Cancel; returns what it offered."""
    offered: list[str] = []

    def answer() -> None:
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, QDialog)
        field = dialog.findChild(QLineEdit)
        assert field is not None
        offered.append(field.text())
        if text is not None:
            field.setText(text)
        buttons = dialog.findChild(QDialogButtonBox)
        assert buttons is not None
        role = QDialogButtonBox.StandardButton.Ok if ok else QDialogButtonBox.StandardButton.Cancel
        button = buttons.button(role)
        assert button is not None
        button.click()

    QTimer.singleShot(0, answer)
    return offered


def test_the_name_typed_is_remembered(qtbot: QtBot) -> None:
    parent = QWidget()
    qtbot.addWidget(parent)
    settings = AppSettings()
    _answer(" Ana Lee ")
    assert ask_player_name(parent, settings) == "Ana Lee"
    assert settings.player_name == "Ana Lee" and AppSettings().player_name == "Ana Lee"


@pytest.mark.parametrize(("typed", "ok"), [("", True), ("   ", True), ("\t", True), ("Ana", False)])
def test_no_name_keeps_player(qtbot: QtBot, typed: str, ok: bool) -> None:
    parent = QWidget()
    qtbot.addWidget(parent)
    settings = AppSettings()
    _answer(typed, ok=ok)
    assert ask_player_name(parent, settings) == "Player"
    assert settings.player_name == "Player"  # asked once: not again at the next start


def test_the_dialog_offers_the_system_user_name(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(welcome, "system_user_name", lambda: "Maria Kovač")
    parent = QWidget()
    qtbot.addWidget(parent)
    offered = _answer(None)
    assert ask_player_name(parent, AppSettings()) == "Maria Kovač"
    assert offered == ["Maria Kovač"]


def test_the_system_user_name_is_text() -> None:
    name = welcome.system_user_name()
    assert isinstance(name, str) and name == name.strip() and len(name) <= 40
