"""``gin3 --self-test --tutorial``: the guided lesson played through the real window and controller.

It opens the window on scratch files, starts a match, opens the lesson
(Help > Learn to play chouette, or two-player gin with ``--game
two-player``), tries one wrong move (taking the first upcard) and checks
that it is refused with the lesson's explanation, then reads and plays every
step to the end and checks that the match set aside is back on the table.
"""

from __future__ import annotations

import os
import shutil
import tempfile
import traceback
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QTimer
from PySide6.QtWidgets import QApplication

from gin3.gui.windows.mainwindow import MainWindow

__all__ = ["lesson_self_test"]

SECONDS = 60


def lesson_self_test(app: QApplication, screenshot: Path | None = None, *, two_player: bool = False) -> int:
    """Play the lesson and report on one line; 0 when it went as it should. ``screenshot``: the
    window at the step where the person throws a card (the sitter's suggestion in chouette)."""
    from gin3.gui.controller import GameController
    from gin3.gui.settings import AppSettings
    from gin3.gui.text.lesson import wrong_text
    from gin3.gui.windows.tutorial import Tutor, play_step
    from gin3.session.tutorial import Topic

    os.environ.setdefault("GIN3_SOUND", "off")
    scratch = Path(tempfile.mkdtemp(prefix="gin3-self-test-"))  # never the player's own files
    controller = GameController(ai_delay_ms=0)
    window = MainWindow(controller, anim_ms=0, settings=AppSettings(scratch / "settings.ini"), data=scratch)
    window.show()
    window.start_default(seed=1)
    controller.begin()
    own = controller.session.match
    outcome: dict[str, str] = {}
    shots: list[bool] = []
    refused: list[str] = []
    steps: list[Topic] = []
    tutor: Tutor = window.learn(two_player)
    controller.refused.connect(refused.append)
    tutor.left.connect(lambda: finish())

    def finish(problem: str = "") -> None:
        if "done" not in outcome:
            outcome["done"] = problem
            QTimer.singleShot(0, app.quit)

    def wrong_move() -> str:
        """Take the upcard the lesson wants passed: refused, with the step's explanation."""
        step = tutor.lesson.current()
        assert step is not None
        if controller.take_upcard():
            return "the lesson let the upcard be taken"
        explained = tutor.panel.wrong.text()
        if explained != wrong_text(tutor.lesson, step) or not refused:
            return "the wrong move was refused without the lesson's explanation"
        refused.append(explained)
        return ""

    def shoot(path: Path) -> bool:
        QCoreApplication.processEvents()
        path.parent.mkdir(parents=True, exist_ok=True)
        return window.grab().save(str(path))

    def waited_for(topic: Topic) -> bool:  # the sitter's suggestion comes before it is accepted
        return topic is not Topic.ADVICE or controller.session.current_advice() is not None

    def step() -> None:
        try:
            lesson = tutor.lesson
            shown = lesson.current()
            if shown is not None:
                steps.append(shown.topic)
                if shown.move is None:
                    tutor.panel.next.click()
                elif shown.topic is Topic.UPCARD and not refused and (problem := wrong_move()):
                    finish(problem)
                    return
                elif not waited_for(shown.topic):
                    pass
                elif screenshot is not None and not shots and shown.topic in (Topic.ADVICE, Topic.DISCARD):
                    shots.append(shoot(screenshot))  # the step as the person sees it, then its move
                elif not play_step(controller, lesson):
                    finish(f"the lesson refused its own move at {shown.topic.value}")
                    return
            if "done" not in outcome:
                QTimer.singleShot(5, step)
        except Exception:
            finish("the lesson raised:\n" + traceback.format_exc())

    QTimer.singleShot(0, step)
    QTimer.singleShot(SECONDS * 1000, lambda: finish(f"the lesson did not end within {SECONDS} seconds"))
    app.exec()
    problem = outcome.get("done", "the event loop stopped early")
    if not problem and controller.session.match is not own:
        problem = "the match set aside for the lesson did not come back"
    if not problem and screenshot is not None and shots != [True]:
        problem = f"could not save the screenshot to {screenshot}"
    controller.shutdown()
    window.close()
    shutil.rmtree(scratch, ignore_errors=True)
    if problem:
        print(f"self-test FAILED: {problem}")
        return 1
    game = "two-player gin" if two_player else "chouette"
    read = len(dict.fromkeys(steps))
    shot = f", screenshot {screenshot}" if screenshot is not None else ""
    print(
        f"self-test ok: the guided {game} lesson played through the controller "
        f"({read} steps, 1 wrong move refused: {refused[-1]!r}; the match set aside came back{shot})"
    )
    return 0
