"""The table is the game (issue 54): the cards get the window, the panels are one click away,
the score pad shows the running totals, and the rough edges around them are gone."""

from __future__ import annotations

from pathlib import Path
from types import ModuleType
from unittest.mock import patch

import pytest
from PySide6.QtCore import QRect, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from gin3.engine import Phase, Role, RuleSet
from gin3.gui.controller import GameController
from gin3.gui.settings import AppSettings
from gin3.gui.windows.geometry import pretend_screen
from gin3.gui.windows.mainwindow import MainWindow
from gin3.gui.windows.scorepad import PAD_ROWS
from gin3.gui.windows.settingsdialog import SettingsDialog
from gin3.session import SeatSetup, Stage

NAMES = ("Player", "Ana", "Ben")


@pytest.fixture
def screen_1440() -> object:
    pretend_screen(QRect(0, 0, 1440, 900))
    yield
    pretend_screen(None)


def _window(qtbot: QtBot, settings: AppSettings | None = None) -> MainWindow:
    window = MainWindow(GameController(ai_delay_ms=0), anim_ms=0, settings=settings)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    return window


def _until_the_person_or_a_result(qtbot: QtBot, window: MainWindow) -> None:
    session = window.controller.session
    qtbot.waitUntil(
        lambda: session.human_to_act() or session.stage in (Stage.HAND_OVER, Stage.MATCH_OVER), timeout=20000
    )


def _play_hands(qtbot: QtBot, window: MainWindow, h: ModuleType, hands: int) -> None:
    """Play ``hands`` hands (or to the match's end) with the scripted moves."""
    ctrl, session = window.controller, window.controller.session
    ctrl.begin()
    played = 0
    while played < hands and session.stage is not Stage.MATCH_OVER:
        _until_the_person_or_a_result(qtbot, window)
        if session.stage is Stage.HAND_OVER:
            played += 1
            if played < hands:
                ctrl.next_hand()
        elif session.stage is Stage.PLAYING:
            h.play_one_move(ctrl)


# -- the cards get the room -------------------------------------------------------------


def test_the_table_takes_the_whole_width_and_the_panels_wait_in_the_view_menu(
    qtbot: QtBot, h: ModuleType, screen_1440: object
) -> None:
    window = _window(qtbot)
    window.start((SeatSetup("Player"), SeatSetup("Ana", h.AI)), seed=4)  # two-player: no sitter
    window.controller.begin()
    QApplication.processEvents()
    assert not any(dock.isVisible() for dock in window.docks_list())
    assert window.view.width() == window.width()
    view_menu = next(a.menu() for a in window.menuBar().actions() if a.text() == "&View")
    toggles = {a.text(): a for a in view_menu.actions()}
    # a screen reader's user finds the cards list where it was: one command away
    toggles["Your cards"].trigger()
    assert window.cards_dock.isVisible() and window.cards_panel.list.isVisible()
    assert window.cards_panel.model.rowCount() == 10
    toggles["Score &pad: the last hands"].trigger()  # the score pad opens from the menu too
    assert window.docks.score_pad.sheet.isVisible() and window.docks.score_pad.toggle.isChecked()


def test_the_advice_comes_out_for_the_captain_and_goes_for_the_box(qtbot: QtBot, h: ModuleType) -> None:
    window = h.open_window(qtbot, role=Role.CAPTAIN)
    assert window.advice_dock.isHidden()  # before the deal: nothing to advise
    window.controller.begin()
    assert not window.advice_dock.isHidden()
    box = h.open_window(qtbot, role=Role.BOX)
    box.controller.begin()
    assert box.advice_dock.isHidden()  # the box plays alone (R20): the cards keep the room


def test_an_old_crowded_dock_layout_is_not_brought_back(
    qtbot: QtBot, tmp_path: Path, screen_1440: object
) -> None:
    settings = AppSettings(tmp_path / "settings.ini")
    first = _window(qtbot, settings)  # the layout of before: every dock open
    for dock in first.docks_list():
        dock.show()
    settings.window_geometry = first.saveGeometry()
    settings.window_state = first.saveState()  # version 0, as the app before this one wrote it
    first.hide()
    again = _window(qtbot, AppSettings(tmp_path / "settings.ini"))
    assert not any(dock.isVisible() for dock in again.docks_list())


# -- the score pad -----------------------------------------------------------------------


def test_the_score_pad_shows_the_totals_the_rules_in_a_line_and_eight_hands(
    qtbot: QtBot, h: ModuleType, screen_1440: object
) -> None:
    window = _window(qtbot)
    window.resize(1440, 900)
    seats = (SeatSetup("Player"), SeatSetup("Ana", h.AI), SeatSetup("Ben", h.AI))
    window.start(seats, seed=11, rules=RuleSet(target=10_000, gin_bonus=20, big_gin=True))
    pad = window.docks.score_pad
    assert pad.isVisible() and not pad.sheet.isVisible()  # one line until asked
    assert "gin 20" in pad.rules.text() and "big gin" in pad.rules.text()
    assert "Big gin is played" in pad.rules.toolTip()  # the whole text on demand
    _play_hands(qtbot, window, h, 9)
    match = window.controller.session.match
    assert pad.totals.text() == " · ".join(
        f"{n} {t}" for n, t in zip(match.players, match.totals, strict=True)
    )
    QTest.mouseClick(pad.toggle, Qt.MouseButton.LeftButton)
    QApplication.processEvents()
    sheet = pad.sheet
    assert sheet.isVisible() and sheet.model().rowCount() == 9
    shown = [
        r
        for r in range(sheet.model().rowCount())
        if sheet.viewport().rect().contains(sheet.visualRect(sheet.model().index(r, 0)))
    ]
    assert len(shown) >= 8 and PAD_ROWS >= 8
    assert window.view.height() > 300  # the table keeps most of the height


def test_after_next_game_the_pad_shows_the_evenings_result(qtbot: QtBot, h: ModuleType) -> None:
    window = _window(qtbot)
    window.start((SeatSetup("Player"), SeatSetup("Ana", h.AI)), seed=4, rules=RuleSet(target=10))
    assert "This evening" not in window.docks.score_pad.totals.text()  # no game played yet
    _play_hands(qtbot, window, h, 100)
    first = window.controller.session.match
    assert first.is_over
    window.match_end.next_game()
    second = window.controller.session.match
    assert second is not first and second.games_before == 1
    result = second.session_result[0]
    text = window.docks.score_pad.totals.text()
    sign = "+" if result > 0 else "−" if result < 0 else ""
    assert f"This evening: Player {sign}{abs(result)}" in text


# -- rough edges ---------------------------------------------------------------------------


def test_the_match_end_says_what_enter_does(
    qtbot: QtBot, h: ModuleType, monkeypatch: pytest.MonkeyPatch
) -> None:
    from gin3.gui.windows.dialogs import NewMatchDialog

    asked: list[object] = []
    monkeypatch.setattr(NewMatchDialog, "exec", lambda self: asked.append(self) or 0)
    window = h.open_window(qtbot, role=Role.CAPTAIN, target=1)
    _play_hands(qtbot, window, h, 100)
    session = window.controller.session
    assert session.stage is Stage.MATCH_OVER
    words = " ".join(window.scene.panel.toPlainText().split())
    assert "(Enter)" not in words and "Enter shows the summary" in words
    window.match_end.dialog.close()
    window.view.setFocus()
    QTest.keyClick(window.view, Qt.Key.Key_Return)
    assert window.match_end.dialog is not None and window.match_end.dialog.isVisible()  # as said
    assert asked == []


def test_undo_says_how_many_moves_were_taken_back(qtbot: QtBot, h: ModuleType) -> None:
    window = h.open_window(qtbot, role=Role.CAPTAIN, target=10_000)
    ctrl, session = window.controller, window.controller.session
    ctrl.begin()
    assert ctrl.pass_upcard()
    _until_the_person_or_a_result(qtbot, window)
    assert session.match.hand.phase is Phase.DRAW
    assert ctrl.draw_stock()
    h.play_one_move(ctrl)  # the discard; the computer moves after it
    _until_the_person_or_a_result(qtbot, window)
    last_move = window.announcer.text()
    assert last_move
    with qtbot.waitActive(window):
        window.activateWindow()
    QTest.keyClick(window.windowHandle(), Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    said = window.statusBar().currentMessage()
    assert said.startswith("Took back ") and last_move not in said
    assert window.announcer.text() == said  # the undone move is no longer "the last move"


def test_the_looks_show_while_the_settings_are_open_and_cancel_puts_them_back(
    qtbot: QtBot, h: ModuleType
) -> None:
    window = h.open_window(qtbot)
    felt_before, back_before = window.scene.felt, window.deck.art.back
    seen: list[object] = []

    def try_then_cancel(dialog: SettingsDialog) -> int:
        dialog.looks.felt.setCurrentIndex(dialog.looks.felt.findData("burgundy"))
        dialog.looks.back.setCurrentIndex(dialog.looks.back.findData("red"))
        seen.append((window.scene.felt, window.deck.art.back))
        dialog.reject()
        return SettingsDialog.DialogCode.Rejected

    with patch.object(SettingsDialog, "exec", try_then_cancel):
        window.show_settings()
    assert seen[0][0] != felt_before and seen[0][1] == "red"  # shown at once, dialog still open
    assert (window.scene.felt, window.deck.art.back) == (felt_before, back_before)
    assert (window.settings.felt, window.settings.card_back) == ("green", "blue")


def test_the_settings_set_the_computer_players_speed(qtbot: QtBot, h: ModuleType) -> None:
    window = h.open_window(qtbot)

    def fast(dialog: SettingsDialog) -> int:
        dialog.fast_computers.setChecked(True)
        dialog.accept()
        return SettingsDialog.DialogCode.Accepted

    with patch.object(SettingsDialog, "exec", fast):
        window.show_settings()
    assert window.controller.computers.delay_ms == 150 and window.menus.fast.isChecked()


def test_the_deadwood_line_says_what_it_counts_beside_the_advice(qtbot: QtBot, h: ModuleType) -> None:
    window = h.open_window(qtbot, role=Role.CAPTAIN, target=10_000)
    ctrl = window.controller
    ctrl.begin()
    assert ctrl.pass_upcard()
    _until_the_person_or_a_result(qtbot, window)
    assert ctrl.draw_stock() and len(ctrl.hand_model.cards) == 11
    assert "after discarding" in window.deadwood.text()
    tip = window.deadwood.toolTip()
    assert "least deadwood now" in tip and "best expected result" in tip


def test_the_default_match_seats_the_remembered_name(qtbot: QtBot, tmp_path: Path) -> None:
    settings = AppSettings(tmp_path / "settings.ini")
    settings.player_name = "Zoë"
    window = MainWindow(GameController(ai_delay_ms=0), anim_ms=0, settings=settings)
    qtbot.addWidget(window)
    window.start_default(seed=3)
    assert window.controller.session.match.players[0] == "Zoë"


def test_no_part_of_the_gui_but_mainwindow_names_the_main_window() -> None:
    """The parts (table/, windows/, models/, text/, sound/) are handed what they need; only
    mainwindow.py assembles them (the app and its tools, beside the parts, make the window)."""
    import re

    root = Path(__file__).resolve().parents[2] / "gin3" / "gui"
    for path in root.glob("*/*.py"):
        if path.name != "mainwindow.py":
            assert not re.search(r"\bMainWindow\b", path.read_text()), path.name


@pytest.mark.parametrize(
    ("ask_name", "remembered", "asked"), [(True, "", 1), (True, "Zoë", 0), (False, "", 0)]
)
def test_the_apps_first_start_asks_the_name_once(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, ask_name: bool, remembered: str, asked: int
) -> None:
    """Only the app asks (``ask_name``), and only while no name was given; tests never wait on it."""
    from gin3.gui.windows import welcome

    calls: list[object] = []

    def ask_player_name(parent: object, settings: AppSettings) -> str:  # the dialog, answered
        calls.append(parent)
        settings.player_name = "Zoë"
        return "Zoë"

    monkeypatch.setattr(welcome, "ask_player_name", ask_player_name)
    settings = AppSettings(tmp_path / "settings.ini")
    settings.player_name = remembered
    window = MainWindow(
        GameController(ai_delay_ms=0), settings=settings, data=tmp_path, start_after_first_frame=True,
        ask_name=ask_name,
    )  # fmt: skip
    qtbot.addWidget(window)
    with qtbot.waitSignal(window.ready, timeout=10000):
        window.show()
    assert len(calls) == asked
    if asked:
        assert window.controller.session.match.players[0] == "Zoë"  # the default match seats the name
