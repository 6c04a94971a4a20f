"""Issue 20's sounds at the table: the right cue for each move of real hands, mute (Ctrl+M
and the settings), the volume, and silence where nothing can play."""

from __future__ import annotations

from types import ModuleType

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from gin3.engine import (
    DiscardDrawn,
    Discarded,
    HandDead,
    HandDealt,
    HandScored,
    Knocked,
    MatchWon,
    Role,
    StockDrawn,
    UpcardTaken,
)
from gin3.gui.settings import AppSettings
from gin3.gui.sound.backends import NullBackend
from gin3.gui.sound.cues import Cue
from gin3.gui.windows.mainwindow import MainWindow
from gin3.gui.windows.settingsdialog import SettingsDialog
from gin3.session import Played, Stage


class Recorder:
    """A backend that records what it is asked to play."""

    name = "recorder"
    failure: str | None = None

    def __init__(self) -> None:
        self.played: list[tuple[Cue, int]] = []

    def play(self, cue: Cue, volume: int) -> None:
        self.played.append((cue, volume))

    @property
    def cues(self) -> list[Cue]:
        return [cue for cue, _ in self.played]


def _expected(played: Played) -> Cue | None:
    """What the issue asks to hear for one move: the match won above a gin above a knock."""
    kinds = {type(e) for e in played.events}
    knocks = [e for e in played.events if isinstance(e, Knocked)]
    if MatchWon in kinds:
        return Cue.MATCH_WON
    if knocks:
        return Cue.GIN if knocks[0].gin else Cue.KNOCK
    if HandDealt in kinds:
        return Cue.DEAL
    if Discarded in kinds:
        return Cue.DISCARD
    if kinds & {StockDrawn, DiscardDrawn, UpcardTaken}:
        return Cue.DRAW
    return None


def _window(qtbot: QtBot, h: ModuleType, target: int = 30) -> tuple[MainWindow, Recorder]:
    window = h.open_window(qtbot, role=Role.CAPTAIN, target=target)
    recorder = Recorder()
    window.sound.player.backend = recorder
    return window, recorder


def _play_until(qtbot: QtBot, h: ModuleType, window: MainWindow, done: object) -> None:
    """The person plays the scripted moves (the computers play theirs) until ``done()``."""
    ctrl = window.controller
    while not done():  # type: ignore[operator]
        qtbot.waitUntil(
            lambda: ctrl.session.stage is not Stage.PLAYING or ctrl.session.human_to_act(), timeout=20000
        )
        if done():  # type: ignore[operator]
            return
        if ctrl.session.stage is Stage.HAND_OVER:
            QTest.mouseClick(window.buttons["next"], Qt.MouseButton.LeftButton)
        elif ctrl.session.stage is Stage.PLAYING:
            h.play_one_move(ctrl)


def test_every_move_of_a_whole_match_plays_its_cue(qtbot: QtBot, h: ModuleType) -> None:
    window, recorder = _window(qtbot, h)
    ctrl = window.controller
    expected: list[Cue] = []
    hands_ended: list[object] = []

    def heard(played: Played) -> None:  # connected after the sound: the move's cue is already played
        expected.extend(c for c in [_expected(played)] if c is not None)
        hands_ended.extend(e for e in played.events if isinstance(e, HandScored | HandDead))

    ctrl.played.connect(heard)
    assert window.sound.player.settings.volume == 70  # the default
    QTest.mouseClick(window.buttons["deal"], Qt.MouseButton.LeftButton)
    assert recorder.played == [(Cue.DEAL, 70)]  # the first hand comes on the table
    _play_until(qtbot, h, window, lambda: ctrl.session.stage is Stage.MATCH_OVER)
    assert recorder.cues == [Cue.DEAL, *expected]
    assert {Cue.DEAL, Cue.DRAW, Cue.DISCARD, Cue.KNOCK} <= set(recorder.cues)
    assert recorder.cues[-1] is Cue.MATCH_WON and recorder.cues.count(Cue.MATCH_WON) == 1
    assert recorder.cues.count(Cue.DEAL) == len(hands_ended)  # one deal per hand
    assert {volume for _, volume in recorder.played} == {70}


def test_ctrl_m_mutes_and_unmutes_and_is_remembered(qtbot: QtBot, h: ModuleType) -> None:
    window, recorder = _window(qtbot, h)
    ctrl = window.controller
    with qtbot.waitActive(window):
        window.activateWindow()
    ctrl.begin()
    assert recorder.cues == [Cue.DEAL]
    recorder.played.clear()
    QTest.keyClick(window.windowHandle(), Qt.Key.Key_M, Qt.KeyboardModifier.ControlModifier)
    assert window.statusBar().currentMessage() == "Sound off."
    assert window.menus.mute.isChecked() and AppSettings().muted  # remembered
    moves = len(ctrl.session.match.actions)
    _play_until(qtbot, h, window, lambda: len(ctrl.session.match.actions) >= moves + 6)
    assert recorder.played == []
    QTest.keyClick(window.windowHandle(), Qt.Key.Key_M, Qt.KeyboardModifier.ControlModifier)
    assert window.statusBar().currentMessage() == "Sound on."
    assert not window.menus.mute.isChecked() and not AppSettings().muted
    _play_until(qtbot, h, window, lambda: len(recorder.played) >= 2)


def test_the_settings_dialog_sets_the_volume_and_the_mute(qtbot: QtBot, h: ModuleType) -> None:
    window, recorder = _window(qtbot, h)
    ctrl = window.controller
    ctrl.begin()
    recorder.played.clear()
    dialog = SettingsDialog(window.settings, window)
    qtbot.addWidget(dialog)
    assert (dialog.volume.value(), dialog.muted.isChecked()) == (70, False)
    dialog.volume.setValue(35)
    dialog.accept()
    _play_until(qtbot, h, window, lambda: len(recorder.played) >= 3)
    assert {volume for _, volume in recorder.played} == {35}
    assert AppSettings().volume == 35  # remembered

    dialog = SettingsDialog(window.settings, window)
    qtbot.addWidget(dialog)
    dialog.muted.setChecked(True)
    dialog.accept()
    recorder.played.clear()
    moves = len(ctrl.session.match.actions)
    _play_until(qtbot, h, window, lambda: len(ctrl.session.match.actions) >= moves + 4)
    assert recorder.played == []
    view_menu = window.menus.mute.associatedObjects()[0]
    view_menu.aboutToShow.emit()  # the View menu opens: its check mark follows the dialog
    assert window.menus.mute.isChecked()
    window.menus.mute.trigger()  # one press unmutes, whatever the mark said before
    assert not window.settings.muted


def test_a_volume_of_zero_plays_nothing(qtbot: QtBot, h: ModuleType) -> None:
    window, recorder = _window(qtbot, h)
    window.settings.volume = 0
    window.controller.begin()
    assert recorder.played == []


def test_turning_sound_on_where_none_can_play_says_why_once(qtbot: QtBot, h: ModuleType) -> None:
    window = h.open_window(qtbot)
    assert isinstance(window.sound.player.backend, NullBackend)  # GIN3_SOUND=off in the tests
    window.sound.player.backend = NullBackend("not found", ("pw-play", "paplay", "aplay"))
    window.menus.mute.trigger()
    assert window.statusBar().currentMessage() == "Sound off."
    window.menus.mute.trigger()
    assert window.statusBar().currentMessage() == (
        "No sound: no audio player was found (looked for pw-play, paplay, aplay)."
    )
    window.menus.mute.trigger()
    window.menus.mute.trigger()
    assert window.statusBar().currentMessage() == "Sound on."  # said once a run, not every time
