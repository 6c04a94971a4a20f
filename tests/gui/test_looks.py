"""Looks (issue 20): a light or dark theme, the table's felt and the cards' backs, chosen in the
settings dialog and applied at once; a damaged settings file falls back to the defaults."""

from __future__ import annotations

from collections.abc import Iterator
from types import ModuleType

import pytest
from PySide6.QtCore import QPointF
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QCheckBox,
    QDialog,
    QGroupBox,
    QLabel,
    QPushButton,
    QWidget,
)
from pytestqt.qtbot import QtBot

from gin3.gui import settings as settings_module
from gin3.gui.settings import CARD_BACKS, FELTS, AppSettings
from gin3.gui.table.backs import BACKS
from gin3.gui.table.felts import FELTS as FELT_COLOURS
from gin3.gui.table.items import FELT_TEXT
from gin3.gui.table.piles import Place
from gin3.gui.theme import contrast, theme
from gin3.gui.windows.dialogs import NewMatchDialog
from gin3.gui.windows.mainwindow import MainWindow
from gin3.gui.windows.settingsdialog import SettingsDialog
from gin3.gui.windows.summary import MatchSummaryDialog
from gin3.session import match_summary

Role = QPalette.ColorRole
Group = QPalette.ColorGroup


@pytest.fixture(autouse=True)
def _system_theme_afterwards() -> Iterator[None]:
    """The theme belongs to the whole application: the next test starts as the system says."""
    yield
    theme().apply("system")


def _window(qtbot: QtBot, h: ModuleType) -> MainWindow:
    window = MainWindow(h.still_controller(), anim_ms=0)
    qtbot.addWidget(window)
    window.resize(1280, 860)
    window.show()
    qtbot.waitExposed(window)
    window.start_default(seed=h.seed_where(h.Role.CAPTAIN))
    window.controller.begin()
    QApplication.processEvents()  # a new palette reaches the widgets by posted events
    return window


def _choose(qtbot: QtBot, window: MainWindow, **choices: str) -> None:
    """Pick ``theme``, ``felt`` and ``back`` in the real settings dialog (Game > Settings…) and press OK."""
    from unittest.mock import patch

    def pick(dialog: SettingsDialog) -> int:
        for name, key in choices.items():
            box = getattr(dialog.looks, name)
            index = box.findData(key)
            assert index >= 0, f"no {name} {key!r} in the dialog"
            box.setCurrentIndex(index)
        dialog.accept()
        return SettingsDialog.DialogCode.Accepted

    with patch.object(SettingsDialog, "exec", pick):
        window.show_settings()
    QApplication.processEvents()


def _pixel(window: MainWindow, point: QPointF) -> QColor:
    image = window.view.grab().toImage()
    return image.pixelColor(window.view.mapFromScene(point))


def _felt_point(window: MainWindow) -> QPointF:
    """A point of bare felt: in the middle row, right of the knock spot."""
    g = window.scene.geo
    return QPointF(g.knock_x + g.card_w + 60, g.middle_y + g.card_h - 4)


def _back_point(window: MainWindow) -> QPointF:
    """A point of the pattern of the stock's top card (face down), clear of its medallion."""
    item = window.scene.top_item(Place.STOCK)
    assert item is not None
    return item.pos() + QPointF(item.deck.width * 0.22, item.deck.height * 0.2)


def test_forcing_dark_or_light_changes_the_window_at_once(qtbot: QtBot, h: ModuleType) -> None:
    window = _window(qtbot, h)
    _choose(qtbot, window, theme="dark")
    palette = window.palette()
    assert palette.color(Role.Window).lightness() < 70
    assert palette.color(Role.WindowText).lightness() > 200
    assert window.score_sheet.palette().color(Role.Base).lightness() < 70  # the panels follow
    assert AppSettings().theme == "dark"
    _choose(qtbot, window, theme="light")
    palette = window.palette()
    assert palette.color(Role.Window).lightness() > 200
    assert palette.color(Role.WindowText).lightness() < 60
    assert window.score_sheet.palette().color(Role.Base).lightness() > 230


@pytest.mark.parametrize("forced", ["light", "dark"])
def test_every_palette_role_that_carries_words_is_readable(qtbot: QtBot, forced: str) -> None:
    theme().apply(forced)
    palette = QApplication.palette()
    pairs = {
        "text on the window": (Role.WindowText, Role.Window),
        "text in a list": (Role.Text, Role.Base),
        "text in alternate rows": (Role.Text, Role.AlternateBase),
        "a button's text": (Role.ButtonText, Role.Button),
        "a tooltip": (Role.ToolTipText, Role.ToolTipBase),
        "selected text": (Role.HighlightedText, Role.Highlight),
        "a link": (Role.Link, Role.Base),
        "a visited link": (Role.LinkVisited, Role.Base),
    }
    for what, (fore, back) in pairs.items():
        ratio = contrast(palette.color(fore), palette.color(back))
        assert ratio >= 4.5, f"{forced}: {what} has a contrast of {ratio:.2f}"
    # disabled words are meant to look faint, but still be read (3:1, WCAG's large-text level)
    for fore, back in (
        (Role.WindowText, Role.Window),
        (Role.Text, Role.Base),
        (Role.ButtonText, Role.Button),
    ):
        ratio = contrast(palette.color(Group.Disabled, fore), palette.color(Group.Disabled, back))
        assert ratio >= 3.0, f"{forced}: disabled {fore.name} has a contrast of {ratio:.2f}"


def _words_and_grounds(dialog: QWidget) -> Iterator[tuple[str, QColor, QColor]]:
    """Each visible label, box and button of ``dialog``: its words' colour and what is behind them."""
    ground = dialog.palette().color(Role.Window)
    for widget in dialog.findChildren(QWidget):
        if not widget.isVisibleTo(dialog):
            continue
        widget.ensurePolished()
        palette = widget.palette()
        if isinstance(widget, QPushButton):
            yield widget.text(), palette.color(Role.ButtonText), palette.color(Role.Button)
        elif isinstance(widget, QLabel | QCheckBox | QGroupBox) or (
            isinstance(widget, QAbstractButton) and not isinstance(widget, QPushButton)
        ):
            name = widget.title() if isinstance(widget, QGroupBox) else widget.text()
            yield name, palette.color(widget.foregroundRole()), ground


@pytest.mark.parametrize("forced", ["light", "dark"])
def test_every_dialog_keeps_its_words_readable(qtbot: QtBot, h: ModuleType, forced: str) -> None:
    window = _window(qtbot, h)
    _choose(qtbot, window, theme=forced)
    match = window.controller.session.match
    assert match is not None
    stats = window.show_statistics()
    assert stats is not None
    dialogs: list[QDialog] = [
        SettingsDialog(window.settings, window),
        NewMatchDialog(window, window.last_seats, rules=window.last_rules),
        stats,
        window.show_rules(),
        MatchSummaryDialog(match_summary(match, {}), window),
    ]
    for dialog in dialogs:
        qtbot.addWidget(dialog)
        dialog.show()
        assert (
            dialog.palette().color(Role.Window).lightness() == window.palette().color(Role.Window).lightness()
        )
        seen = 0
        for text, words, ground in _words_and_grounds(dialog):
            seen += 1
            ratio = contrast(words, ground)
            assert ratio >= 4.5, f"{forced}: {type(dialog).__name__} {text!r} has a contrast of {ratio:.2f}"
        assert seen > 0
    browser = window.rules_window.browser.palette()
    assert contrast(browser.color(Role.Text), browser.color(Role.Base)) >= 4.5
    assert contrast(browser.color(Role.Link), browser.color(Role.Base)) >= 4.5
    # the new-match dialog's error line (a red of the theme) on the dialog
    dialogs[1].error.setText("An error")  # type: ignore[attr-defined]
    error = dialogs[1].error  # type: ignore[attr-defined]
    error.ensurePolished()
    assert (
        contrast(error.palette().color(error.foregroundRole()), dialogs[1].palette().color(Role.Window))
        >= 4.5
    )


@pytest.mark.parametrize("forced", ["light", "dark"])
def test_the_handoff_cover_stays_a_felt_with_light_words(qtbot: QtBot, h: ModuleType, forced: str) -> None:
    window = _window(qtbot, h)
    _choose(qtbot, window, theme=forced, felt="burgundy")
    cover = window.cover
    cover.resize(800, 600)
    image = cover.grab().toImage()
    ground = image.pixelColor(5, 5)
    assert ground.red() > ground.green() and ground.lightness() < 80  # a dark shade of the burgundy
    for label in (cover.heading, cover.who, cover.task, cover.note):
        label.ensurePolished()
        assert contrast(label.palette().color(label.foregroundRole()), ground) >= 4.5


def test_every_felt_keeps_the_table_words_readable() -> None:
    assert set(FELT_COLOURS) == set(FELTS) and set(BACKS) == set(CARD_BACKS)
    for name, cloth in FELT_COLOURS.items():
        for shade in (cloth, cloth.dimmed()):
            ratio = contrast(FELT_TEXT, QColor(shade.centre))
            assert ratio >= 4.5, f"the words on the {name} felt have a contrast of {ratio:.2f}"


def test_the_felt_and_the_back_chosen_change_the_table_at_once(qtbot: QtBot, h: ModuleType) -> None:
    window = _window(qtbot, h)
    _choose(qtbot, window, theme="light")
    felt, back = _pixel(window, _felt_point(window)), _pixel(window, _back_point(window))
    assert felt.green() > felt.red() + 20 and felt.green() > felt.blue() + 20  # green felt
    assert back.blue() > back.red() + 40  # the blue lattice
    _choose(qtbot, window, felt="blue", back="red")
    felt, back = _pixel(window, _felt_point(window)), _pixel(window, _back_point(window))
    assert felt.blue() > felt.green() + 20 and felt.blue() > felt.red() + 40
    assert back.red() > back.blue() + 40  # every back on the table was painted again
    assert all(
        _pixel(window, item.pos() + QPointF(item.deck.width * 0.22, item.deck.height * 0.2)).red() > 120
        for item in window.scene.backs
        if item.isVisible() and item.zValue() == max(i.zValue() for i in window.scene.backs if i.isVisible())
    )
    lit = _pixel(window, _felt_point(window))
    _choose(qtbot, window, theme="dark")  # the same felt, dimmer under a dark window
    dimmed = _pixel(window, _felt_point(window))
    assert dimmed.lightness() < lit.lightness() and dimmed.blue() > dimmed.red()
    again = AppSettings()
    assert (again.theme, again.felt, again.card_back) == ("dark", "blue", "red")


def test_a_new_window_opens_with_the_looks_chosen(qtbot: QtBot, h: ModuleType) -> None:
    chosen = AppSettings()
    chosen.theme, chosen.felt, chosen.card_back = "dark", "charcoal", "black"
    chosen.sync()
    window = _window(qtbot, h)
    assert window.palette().color(Role.Window).lightness() < 70
    assert window.deck.art.back == "black" and window.scene.felt == FELT_COLOURS["charcoal"].dimmed()
    felt = _pixel(window, _felt_point(window))
    assert abs(felt.red() - felt.blue()) < 25 and felt.lightness() < 90  # grey, not green


def test_a_damaged_looks_setting_falls_back_to_the_default(qtbot: QtBot, h: ModuleType) -> None:
    path = settings_module.settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("[view]\ntheme=purple\n[table]\nfelt=tartan\ncard_back=42\n", encoding="utf-8")
    settings = AppSettings()
    assert (settings.theme, settings.felt, settings.card_back) == ("system", "green", "blue")
    window = _window(qtbot, h)
    assert window.deck.art.back == "blue" and window.scene.felt == FELT_COLOURS["green"]
    dialog = SettingsDialog(window.settings, window)
    qtbot.addWidget(dialog)
    looks = dialog.looks
    assert (looks.theme.currentData(), looks.felt.currentData(), looks.back.currentData()) == (
        "system",
        "green",
        "blue",
    )


def test_the_four_colour_deck_reaches_the_cards_on_the_table_at_once(qtbot: QtBot, h: ModuleType) -> None:
    """Settings > Four-colour deck: the cards already on the table are drawn with it."""
    from unittest.mock import patch

    window = h.open_window(qtbot)
    window.controller.begin()

    def tick(dialog: SettingsDialog) -> int:
        dialog.four_colour.setChecked(True)
        dialog.accept()
        return SettingsDialog.DialogCode.Accepted

    with patch.object(SettingsDialog, "exec", tick):
        window.show_settings()
    QApplication.processEvents()
    shown = [item for item in window.scene.cards.values() if item.isVisible()]
    assert shown and all(item.deck.art.four_colour for item in shown)
