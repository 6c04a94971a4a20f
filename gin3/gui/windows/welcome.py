"""The first start: the player's name, asked once.

:func:`ask_player_name` opens a small dialog that offers the name the system
knows the user by (their full name where the system has one) and remembers
the answer as :attr:`AppSettings.player_name <gin3.gui.settings.AppSettings.player_name>`.
No name (an empty or blank field, or Cancel) keeps "Player" in the player's
language, remembered too, so the question comes once.
"""

from __future__ import annotations

import getpass
import os

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QLineEdit, QVBoxLayout, QWidget

from gin3.engine import MAX_NAME_LENGTH
from gin3.gui.i18n import name_buttons
from gin3.gui.settings import AppSettings
from gin3.gui.windows.dialogs import typed_name

__all__ = ["ask_player_name", "system_user_name"]

_ACCOUNTS = {"root", "admin", "administrator", "user"}
"""Login names of accounts, not of people: nothing is offered for them."""


def system_user_name() -> str:
    """The user's full name as the system knows it, else their login name, else empty.

    Cheap: the password database on Unix (its GECOS field), the environment elsewhere.
    """
    try:
        login = getpass.getuser()
    except (OSError, KeyError, ImportError):  # no user name in the environment nor the database
        return ""
    full = ""
    if os.name == "posix":
        try:
            import pwd

            full = pwd.getpwnam(login).pw_gecos.split(",")[0]
        except (KeyError, ImportError, OSError):
            full = ""
    if not full and login.casefold() in _ACCOUNTS:
        return ""
    return typed_name(full or login)[:MAX_NAME_LENGTH].strip()


def ask_player_name(parent: QWidget, settings: AppSettings) -> str:
    """Ask the player's name (modal), remember it in ``settings`` and return it."""
    default = QCoreApplication.translate("Window", "Player")  # as the default match names the seat
    dialog = QDialog(parent)
    dialog.setWindowTitle(QCoreApplication.translate("Welcome", "Welcome to gin3"))
    layout = QVBoxLayout(dialog)
    question = QLabel(
        QCoreApplication.translate(
            "Welcome", "What is your name? It is shown at your seat and kept in the statistics."
        )
    )
    question.setWordWrap(True)
    layout.addWidget(question)
    field = QLineEdit(system_user_name())
    field.setMaxLength(MAX_NAME_LENGTH)
    field.setPlaceholderText(default)
    field.setAccessibleName(QCoreApplication.translate("Welcome", "Your name"))
    field.selectAll()
    question.setBuddy(field)
    layout.addWidget(field)
    buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
    name_buttons(buttons)
    buttons.accepted.connect(dialog.accept)
    buttons.rejected.connect(dialog.reject)
    layout.addWidget(buttons)
    dialog.setMinimumWidth(360)
    accepted = dialog.exec() == QDialog.DialogCode.Accepted
    name = (typed_name(field.text()) if accepted else "") or default
    dialog.deleteLater()
    settings.player_name = name
    return name
