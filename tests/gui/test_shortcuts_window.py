"""Help > Keyboard shortcuts: a non-modal list of every key, built from where the keys are named."""

from __future__ import annotations

from types import ModuleType

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QAction, QKeyEvent, QKeySequence
from PySide6.QtWidgets import QMenu, QWidget
from pytestqt.qtbot import QtBot

from gin3.engine import Role
from gin3.gui.sound.controls import MUTE_SHORTCUT
from gin3.gui.windows.actionbar import SORT_KEYS, button_texts
from gin3.gui.windows.review import REVIEW_KEYS
from gin3.gui.windows.shortcuts import ShortcutsDialog, show_shortcuts

NATIVE = QKeySequence.SequenceFormat.NativeText


def _keys(dialog: ShortcutsDialog) -> set[str]:
    """Every single key the list names (a row may name several, comma-separated)."""
    return {key.strip() for text, _ in dialog.rows() for key in text.split(",")}


def _menu_actions(menu: QMenu) -> list[QAction]:
    found = []
    for action in menu.actions():
        sub = action.menu()
        found.extend(_menu_actions(sub) if isinstance(sub, QMenu) else [action])
    return found


def test_every_shortcut_of_the_menus_is_listed(qtbot: QtBot, h: ModuleType) -> None:
    window = h.open_window(qtbot, role=Role.CAPTAIN)
    dialog = show_shortcuts(window)
    assert isinstance(dialog, ShortcutsDialog)
    qtbot.waitExposed(dialog)
    assert dialog.isVisible() and not dialog.isModal()  # the game goes on beside it
    keys, rows = _keys(dialog), dialog.rows()
    menus = [
        a for m in window.menuBar().actions() if isinstance(m.menu(), QMenu) for a in _menu_actions(m.menu())
    ]
    with_keys = [a for a in menus if not a.shortcut().isEmpty()]
    assert len(with_keys) >= 8  # new match, open, save, undo, hint, review, statistics, rules, ...
    for action in with_keys:
        text = action.shortcut().toString(NATIVE)
        assert text in keys, action.text()
        words = action.text().replace("&", "").removesuffix("…")
        assert any(words in what for _, what in rows), words
    assert QKeySequence(MUTE_SHORTCUT).toString(NATIVE) in keys
    for name in SORT_KEYS:  # the sort buttons' Alt keys, from their words
        letter = button_texts()[f"sort-{name}"].split("&")[1][0].upper()
        assert QKeySequence(f"Alt+{letter}").toString(NATIVE) in keys
    for key in REVIEW_KEYS.values():
        assert QKeySequence(key).toString(NATIVE) in keys
    again = show_shortcuts(window)  # opened again: one list, not two
    assert [d for d in window.findChildren(ShortcutsDialog) if d.isVisible()] == [again]


def test_every_key_the_table_answers_is_listed(qtbot: QtBot, h: ModuleType) -> None:
    """Press each letter, arrow and named key at the live table: each it acts on is in the list."""
    window = h.open_window(qtbot, role=Role.CAPTAIN)
    window.controller.begin()
    keys = _keys(show_shortcuts(window))
    candidates = [getattr(Qt.Key, f"Key_{c}") for c in "ABCDEFGHIJKLMNOPQRSTUVWXYZ"] + [
        Qt.Key.Key_Left,
        Qt.Key.Key_Right,
        Qt.Key.Key_Up,
        Qt.Key.Key_Down,
        Qt.Key.Key_Home,
        Qt.Key.Key_End,
        Qt.Key.Key_Space,
        Qt.Key.Key_Return,
        Qt.Key.Key_Escape,
        Qt.Key.Key_Tab,
        Qt.Key.Key_Delete,
        Qt.Key.Key_Backspace,
        Qt.Key.Key_PageUp,
        Qt.Key.Key_PageDown,
    ]
    answered = []
    for key in candidates:
        event = QKeyEvent(QEvent.Type.KeyPress, key, Qt.KeyboardModifier.NoModifier)
        window.scene.keyPressEvent(event)
        if event.isAccepted():
            answered.append(key)
    assert Qt.Key.Key_H in answered and Qt.Key.Key_Left in answered
    for key in answered:
        named = Qt.Key.Key_Enter if key == Qt.Key.Key_Return else key  # one key to the player
        assert QKeySequence(named).toString(NATIVE) in keys, key


def test_the_list_opens_over_any_widget(qtbot: QtBot) -> None:
    parent = QWidget()
    qtbot.addWidget(parent)
    dialog = show_shortcuts(parent)
    assert isinstance(dialog, ShortcutsDialog)
    assert QKeySequence(MUTE_SHORTCUT).toString(NATIVE) in _keys(dialog)
    dialog.close()
