"""The guided first hand on the real table: Help > Learn to play chouette / two-player gin."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QTranslator
from PySide6.QtWidgets import QApplication, QMessageBox
from pytestqt.qtbot import QtBot

from gin3.engine import Role
from gin3.gui.controller import GameController
from gin3.gui.settings import AppSettings
from gin3.gui.windows.mainwindow import MainWindow
from gin3.gui.windows.tutorial import LessonPanel, Tutor, offer_first_lesson, play_step
from gin3.session import scripted_move
from gin3.session.tutorial import PERSON, Topic

from .conftest import open_window


def _lesson_step(qtbot: QtBot, tutor: Tutor) -> Topic:
    """Wait until the lesson shows a step (the other seats move meanwhile); its topic."""
    qtbot.waitUntil(lambda: tutor.lesson.current() is not None, timeout=5000)
    step = tutor.lesson.current()
    assert step is not None
    return step.topic


def _play_to_the_end(qtbot: QtBot, window: MainWindow, tutor: Tutor) -> list[Topic]:
    """Read and play every step as the lesson asks, through the panel and the controller."""
    seen: list[Topic] = []
    left: list[bool] = []
    tutor.left.connect(lambda: left.append(True))
    for _ in range(40):
        if left:
            break
        topic = _lesson_step(qtbot, tutor)
        seen.append(topic)
        step = tutor.lesson.current()
        assert step is not None
        if step.move is None:
            tutor.panel.next.click()
        else:
            if topic is Topic.ADVICE:
                qtbot.waitUntil(lambda: window.controller.session.current_advice() is not None)
            assert play_step(window.controller, tutor.lesson)
    assert left
    return seen


def _a_match_with_moves(qtbot: QtBot) -> MainWindow:
    window = open_window(qtbot, role=Role.CAPTAIN)
    controller = window.controller
    controller.begin()
    view = controller.session.hint_view()
    assert view is not None
    assert controller.play(scripted_move(view))
    assert controller.flush()
    return window


def test_a_wrong_move_is_refused_with_its_reason_and_the_right_one_played(qtbot: QtBot) -> None:
    window = _a_match_with_moves(qtbot)
    tutor = window.learn()
    tutor.panel.next.click()
    assert _lesson_step(qtbot, tutor) is Topic.ROLES
    match = window.controller.session.match
    assert match is not None and match.roles[PERSON] is Role.CAPTAIN
    box, sitter = (match.name(match.seat_with(role)) for role in (Role.BOX, Role.SITTER))
    assert f"{box} plays alone" in tutor.panel.text.text()
    assert f"The sitter, {sitter}, gets no cards" in tutor.panel.text.text()
    tutor.panel.next.click()
    said: list[str] = []
    window.controller.refused.connect(said.append)
    assert not window.controller.take_upcard()  # the lesson wants a pass
    assert said == ["The lesson asks for another move now: read the lesson's panel."]
    wrong = tutor.panel.wrong
    assert wrong.isVisible() and "makes no meld with your cards" in wrong.text()
    assert window.controller.pass_upcard()
    assert _lesson_step(qtbot, tutor) is Topic.DRAW
    assert not tutor.panel.wrong.isVisible()


def test_the_chouette_lesson_plays_to_the_end_and_gives_the_match_back(qtbot: QtBot) -> None:
    window = _a_match_with_moves(qtbot)
    controller = window.controller
    own = controller.session.match
    assert own is not None
    played = list(own.actions)
    autosave = window.controller.autosave
    assert autosave is not None
    saved = autosave.path.read_bytes()
    tutor = window.learn()
    assert window.findChild(LessonPanel) is tutor.panel and tutor.panel.isVisible()
    seen = _play_to_the_end(qtbot, window, tutor)
    assert seen[:2] == [Topic.WELCOME, Topic.ROLES]
    assert {Topic.UPCARD, Topic.DRAW, Topic.MELDS, Topic.ADVICE, Topic.TAKE, Topic.KNOCK} <= set(seen)
    assert seen[-2:] == [Topic.LAYOFF, Topic.SHOWDOWN]
    assert controller.session.match is own and own.actions[: len(played)] == played  # the match is back
    assert window.findChild(LessonPanel) is None
    assert controller.flush()
    assert autosave.path.read_bytes() == saved  # nothing of the lesson was written


def test_the_two_player_lesson_is_shorter_and_plays_to_the_end(qtbot: QtBot) -> None:
    window = _a_match_with_moves(qtbot)
    tutor = window.learn(two_player=True)
    seen = _play_to_the_end(qtbot, window, tutor)
    assert Topic.ROLES not in seen and Topic.ADVICE not in seen
    assert Topic.DISCARD in seen and seen[-1] is Topic.SHOWDOWN


def test_leaving_the_lesson_at_once_leaves_the_saved_match_intact(qtbot: QtBot) -> None:
    window = _a_match_with_moves(qtbot)
    autosave = window.controller.autosave
    assert autosave is not None
    saved = autosave.path.read_bytes()
    own = window.controller.session.match
    tutor = window.learn()
    assert play_step(window.controller, tutor.lesson) is False  # the welcome is read first
    tutor.panel.next.click()
    tutor.panel.leave.click()
    assert window.controller.session.match is own
    assert window.controller.flush()
    assert autosave.path.read_bytes() == saved


def test_a_new_match_asked_for_in_the_lesson_is_asked_about_the_persons_own_match(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = _a_match_with_moves(qtbot)
    own = window.controller.session.match
    on_the_table: list[object] = []
    monkeypatch.setattr(
        window.starter, "ask_new_match", lambda: on_the_table.append(window.controller.session.match)
    )
    window.learn()
    window.new_match()
    assert on_the_table == [own]  # the lesson was left first: the question is about this match
    assert window.findChild(LessonPanel) is None


def test_a_hand_review_made_in_the_lesson_is_not_saved(qtbot: QtBot) -> None:
    window = _a_match_with_moves(qtbot)
    autosave = window.controller.autosave
    assert autosave is not None
    saved = autosave.path.read_bytes()
    window.learn()
    window.controller.reviews_changed()  # what a hand review made now asks for
    assert window.controller.flush()
    assert autosave.path.read_bytes() == saved


def _app_start(qtbot: QtBot, settings: AppSettings, folder: Path) -> MainWindow:
    window = MainWindow(
        GameController(ai_delay_ms=0), settings=settings, data=folder, start_after_first_frame=True,
        ask_name=True,
    )  # fmt: skip
    qtbot.addWidget(window)
    with qtbot.waitSignal(window.ready, timeout=10000):
        window.show()
    return window


def _offer(window: MainWindow) -> QMessageBox | None:
    box = window.findChild(QMessageBox, "lesson-offer")
    return box if box is not None and box.isVisible() else None


def test_the_apps_first_start_offers_the_lesson_after_the_name_and_never_again(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from gin3.gui.windows import welcome

    def ask_player_name(_parent: object, settings: AppSettings) -> str:  # the dialog, answered
        settings.player_name = "Zoë"
        return "Zoë"

    monkeypatch.setattr(welcome, "ask_player_name", ask_player_name)
    settings = AppSettings(tmp_path / "settings.ini")
    window = _app_start(qtbot, settings, tmp_path)
    qtbot.waitUntil(lambda: _offer(window) is not None)
    box = _offer(window)
    assert box is not None
    start = next(b for b in box.buttons() if "Start the lesson" in b.text())
    start.click()
    qtbot.waitUntil(lambda: window.findChild(LessonPanel) is not None)
    panel = window.findChild(LessonPanel)
    assert panel is not None and panel.title.text() == "Learn to play chouette"
    window.close()
    again = _app_start(qtbot, AppSettings(tmp_path / "settings.ini"), tmp_path)
    qtbot.wait(50)
    assert _offer(again) is None and again.findChild(LessonPanel) is None


def test_the_first_start_offers_the_lesson_once(qtbot: QtBot) -> None:
    window = open_window(qtbot)
    settings = AppSettings()
    learnt: list[bool] = []
    box = offer_first_lesson(window, settings, lambda: learnt.append(True))
    assert box is not None and box.isVisible()
    box.reject()
    assert not learnt  # "Not now"
    assert settings.lesson_offered and AppSettings().lesson_offered
    assert offer_first_lesson(window, settings, lambda: learnt.append(True)) is None


def _run(*args: str) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    command = [sys.executable, "-m", "gin3", *args]
    return subprocess.run(command, capture_output=True, text=True, env=env, timeout=180, check=False)


def test_the_self_test_plays_the_lesson_with_a_wrong_move_refused(tmp_path: Path) -> None:
    shot = tmp_path / "lesson.png"
    result = _run("--self-test", "--tutorial", "--screenshot", str(shot))
    assert result.returncode == 0, result.stdout + result.stderr
    assert result.stdout.startswith("self-test ok: the guided chouette lesson"), result.stdout
    assert "1 wrong move refused: 'Not this move:" in result.stdout
    assert shot.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


def test_the_tutorial_flag_belongs_to_the_self_test() -> None:
    result = _run("--tutorial")
    assert result.returncode == 2
    assert "--tutorial only works together with --self-test" in result.stderr
    assert "[--tutorial]" in result.stderr


class _Shouting(QTranslator):
    """A language of its own: the lesson's sentences in capitals."""

    def translate(self, context: str, source: str, disambiguation: str | None = None, n: int = -1) -> str:
        return source.upper() if context == "Tutorial" else ""


def test_the_lesson_speaks_the_language_just_chosen(qtbot: QtBot) -> None:
    window = _a_match_with_moves(qtbot)
    tutor = window.learn()
    assert tutor.panel.title.text() == "Learn to play chouette"
    shouting = _Shouting()
    app = QApplication.instance()
    assert app is not None
    app.installTranslator(shouting)
    try:
        qtbot.waitUntil(lambda: tutor.panel.title.text() == "LEARN TO PLAY CHOUETTE")
        assert tutor.panel.text.text().startswith("THIS LESSON PLAYS ONE HAND")
    finally:
        app.removeTranslator(shouting)


def test_the_computers_are_left_as_they_were_before_the_lesson(qtbot: QtBot) -> None:
    window = _a_match_with_moves(qtbot)
    computers = window.controller.computers
    for held in (False, True):
        if held:
            computers.pause()
        tutor = window.learn()
        assert computers.paused  # the lesson plays the other seats itself
        tutor.panel.leave.click()
        assert computers.paused is held
