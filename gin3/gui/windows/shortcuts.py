"""Help > Keyboard shortcuts: every key of the game, in the player's language.

:func:`show_shortcuts` opens a non-modal window listing the keys by where they
work: at the table, the buttons under it, the menus, the hand-off cover, the
score sheet and the review. Where the keys are named in one place the list is
built from it, so it cannot drift from what the keys do: the menus' entries
are read from the window's menu bar as it is (each with its shortcut), the
buttons' Alt keys from their words (:func:`~gin3.gui.windows.actionbar.button_texts`),
the review's keys from :data:`~gin3.gui.windows.review.REVIEW_KEYS`, muting from
:data:`~gin3.gui.sound.controls.MUTE_SHORTCUT`. The table's own keys are handled
in :mod:`gin3.gui.table.gestures`, which names none: they are listed here
(tests/gui/test_shortcuts_window.py presses every key at the table and finds
each one that does something in this list).
"""

from __future__ import annotations

import re

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QMainWindow,
    QMenu,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from gin3.gui.i18n import name_buttons
from gin3.gui.sound.controls import MUTE_SHORTCUT
from gin3.gui.windows.actionbar import MOVE_BUTTONS, SORT_KEYS, button_texts
from gin3.gui.windows.geometry import DECORATION, available
from gin3.gui.windows.review import REVIEW_KEYS, review_button_names

__all__ = ["ShortcutsDialog", "key_text", "show_shortcuts"]

Row = tuple[str, str]
"""A key as the player types it, and what it does."""

_NATIVE = QKeySequence.SequenceFormat.NativeText


def key_text(*keys: QKeySequence | Qt.Key | str) -> str:
    """Keys as the system names them ("Ctrl+N", "Left"), joined by commas."""
    return ", ".join(QKeySequence(key).toString(_NATIVE) for key in keys)


def _plain(text: str) -> str:
    """A menu's or button's words without the mnemonic's ampersand or a trailing ellipsis."""
    return re.sub(r"&(.)", r"\1", text).removesuffix("…").removesuffix("...").strip()


def _alt_key(text: str) -> str | None:
    """The Alt key a mnemonic ("&Deal": Alt+D) gives a button, or ``None``."""
    found = re.search(r"&([^&\s])", text)
    return key_text(f"Alt+{found.group(1).upper()}") if found else None


def table_rows() -> list[Row]:
    """The keys of the table (gin3.gui.table.gestures and the scene)."""
    return [
        (key_text("T"), QCoreApplication.translate("Shortcuts", "Take the upcard")),
        (key_text("P"), QCoreApplication.translate("Shortcuts", "Pass the upcard")),
        (
            key_text("K"),
            QCoreApplication.translate(
                "Shortcuts", "Knock, throwing the card chosen (else the best knock the deadwood line shows)"
            ),
        ),
        (key_text("L"), QCoreApplication.translate("Shortcuts", "Lay down your cards at a knock or gin")),
        (key_text("N"), QCoreApplication.translate("Shortcuts", "Deal the next hand, once a hand is over")),
        (
            key_text("H"),
            QCoreApplication.translate("Shortcuts", "A hint: the advisor's move for you; Enter plays it"),
        ),
        (
            key_text(Qt.Key.Key_Left, Qt.Key.Key_Right),
            QCoreApplication.translate("Shortcuts", "Move the focus along your hand or the piles"),
        ),
        (
            key_text("Shift+Left", "Shift+Right"),
            QCoreApplication.translate("Shortcuts", "Move the card under the focus within your hand"),
        ),
        (
            key_text(Qt.Key.Key_Up),
            QCoreApplication.translate("Shortcuts", "Focus on the stock and the discard pile"),
        ),
        (key_text(Qt.Key.Key_Down), QCoreApplication.translate("Shortcuts", "Focus on your hand")),
        (
            key_text(Qt.Key.Key_Home, Qt.Key.Key_End),
            QCoreApplication.translate("Shortcuts", "Focus on the first or the last card"),
        ),
        (
            key_text(Qt.Key.Key_Space),
            QCoreApplication.translate("Shortcuts", "Choose the card under the focus (again: throw it)"),
        ),
        (
            key_text(Qt.Key.Key_Enter),
            QCoreApplication.translate(
                "Shortcuts", "Play what is under the focus: draw from that pile, throw that card"
            ),
        ),
        (
            key_text(Qt.Key.Key_Enter),
            QCoreApplication.translate(
                "Shortcuts", "With nothing to play: accept the suggestion, deal or lay down"
            ),
        ),
        (
            key_text(Qt.Key.Key_Escape),
            QCoreApplication.translate("Shortcuts", "Put back the card being dragged; choose no card"),
        ),
    ]


def button_rows() -> list[Row]:
    """The Alt keys of the buttons under the table, from the buttons' own words."""
    texts = button_texts()
    rows = []
    for name in (*MOVE_BUTTONS, *(f"sort-{key}" for key in SORT_KEYS)):
        key = _alt_key(texts[name])
        if key is not None:
            words = _plain(texts[name])
            if name.startswith("sort-"):
                words = f"{_plain(texts['sort'])} {words}"
            rows.append((key, words))
    return rows


def menu_rows(window: QWidget | None) -> list[Row]:
    """Each menu entry of ``window``'s menu bar that has a shortcut (and the window's own
    shortcuts), as the menus say them now; muting at least."""
    rows: list[Row] = []
    seen: set[str] = set()

    def add(action: QAction) -> None:
        keys = [k for k in action.shortcuts() if not k.isEmpty()]
        if keys and action.text():
            text = key_text(*keys)
            if text not in seen:
                seen.add(text)
                rows.append((text, _plain(action.text())))

    def walk(menu: QMenu) -> None:
        for action in menu.actions():
            if action.menu() is not None:
                walk(action.menu())  # type: ignore[arg-type]
            else:
                add(action)

    main = window.window() if window is not None else None
    if isinstance(main, QMainWindow):
        for action in main.menuBar().actions():
            if action.menu() is not None:
                walk(action.menu())  # type: ignore[arg-type]
        for action in main.actions():
            add(action)
    mute = key_text(MUTE_SHORTCUT)
    if mute not in seen:
        rows.append((mute, QCoreApplication.translate("Shortcuts", "Sound on or off")))
    return rows


def review_rows() -> list[Row]:
    """The review window's keys, by the button each works."""
    names = review_button_names()
    return [(key_text(key), _plain(names[name])) for name, key in REVIEW_KEYS.items()]


def sections(window: QWidget | None) -> list[tuple[str, list[Row]]]:
    """Every key of the game, by where it works."""
    return [
        (QCoreApplication.translate("Shortcuts", "At the table"), table_rows()),
        (QCoreApplication.translate("Shortcuts", "The buttons under the table"), button_rows()),
        (QCoreApplication.translate("Shortcuts", "Menus"), menu_rows(window)),
        (
            QCoreApplication.translate("Shortcuts", "When the screen is covered for the next player"),
            [
                (
                    key_text(Qt.Key.Key_Enter, Qt.Key.Key_Space),
                    QCoreApplication.translate("Shortcuts", "I am here: show my cards"),
                )
            ],
        ),
        (
            QCoreApplication.translate("Shortcuts", "Score sheet"),
            [
                (
                    key_text(Qt.Key.Key_Enter),
                    QCoreApplication.translate("Shortcuts", "Review the hand of the row chosen"),
                )
            ],
        ),
        (QCoreApplication.translate("Shortcuts", "Review of a hand"), review_rows()),
    ]


class ShortcutsDialog(QDialog):
    """The keys, two columns (key, what it does) under a heading for each place."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("shortcuts")
        self.setWindowTitle(QCoreApplication.translate("Shortcuts", "Keyboard shortcuts"))
        self.setModal(False)
        layout = QVBoxLayout(self)
        self.tree = QTreeWidget()
        self.tree.setColumnCount(2)
        self.tree.setHeaderLabels(
            [
                QCoreApplication.translate("Shortcuts", "Key"),
                QCoreApplication.translate("Shortcuts", "What it does"),
            ]
        )
        self.tree.setAccessibleName(QCoreApplication.translate("Shortcuts", "Keyboard shortcuts"))
        self.tree.setRootIsDecorated(False)
        self.tree.setAlternatingRowColors(True)
        self.tree.setWordWrap(True)
        self.tree.setSelectionMode(QTreeWidget.SelectionMode.NoSelection)
        self._listed: list[Row] = []
        for heading, rows in sections(parent):
            top = QTreeWidgetItem([heading])
            font = top.font(0)
            font.setBold(True)
            top.setFont(0, font)
            top.setFirstColumnSpanned(True)
            self.tree.addTopLevelItem(top)
            top.setFirstColumnSpanned(True)
            for key, words in rows:
                top.addChild(QTreeWidgetItem([key, words]))
                self._listed.append((key, words))
        self.tree.expandAll()
        self.tree.setItemsExpandable(False)
        header = self.tree.header()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        header.setStretchLastSection(True)
        layout.addWidget(self.tree, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        name_buttons(buttons)
        buttons.rejected.connect(self.close)
        layout.addWidget(buttons)
        room = available(parent).size() - DECORATION
        self.resize(min(760, room.width()), min(720, room.height()))

    def rows(self) -> list[Row]:
        """Every key listed, with what it does (the headings left out)."""
        return list(self._listed)


def show_shortcuts(parent: QWidget) -> QDialog:
    """Help > Keyboard shortcuts: open the list (non-modal) over ``parent``, in the current
    language; one open before (perhaps in another language) gives way to it."""
    for old in parent.findChildren(ShortcutsDialog):
        old.close()
        old.deleteLater()
    dialog = ShortcutsDialog(parent)
    dialog.show()
    dialog.raise_()
    return dialog
