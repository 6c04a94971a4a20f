"""Starting the app: ``gin3 [--self-test [--game chouette|two-player] [--tutorial] [--screenshot PATH]]``.

Only what the first frame needs is imported up front; the window builds the
table, the panels and the match right after its first frame (see
the main window), and the self-test imports its own tools.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QTimer
from PySide6.QtWidgets import QApplication

from gin3.gui.resources import app_icon, load_fonts
from gin3.gui.windows.mainwindow import MainWindow

if TYPE_CHECKING:
    pass

__all__ = ["run", "self_test"]

USAGE = (
    "usage: gin3 [--self-test [--game chouette|two-player] [--tutorial] [--screenshot PATH]]  |  gin3 sim ..."
)
GAMES = ("chouette", "two-player")
SELF_TEST_SECONDS = 90
SELF_TEST_MOVES = 80


class _Args:
    """What the command line asks for."""

    def __init__(self) -> None:
        self.self_test = False
        self.screenshot: Path | None = None
        self.game = "chouette"
        self.tutorial = False  # the self-test plays the guided lesson instead of a hand


def _value(arg: str, args: list[str]) -> str:
    return arg.partition("=")[2] if "=" in arg else (args.pop(0) if args else "")


def _parse(argv: Sequence[str]) -> _Args | str:
    found = _Args()
    game_given = False
    args = list(argv)
    while args:
        arg = args.pop(0)
        if arg == "--self-test":
            found.self_test = True
        elif arg == "--tutorial":
            found.tutorial = True
        elif arg == "--screenshot" or arg.startswith("--screenshot="):
            value = _value(arg, args)
            if not value:
                return "--screenshot needs a file name, like --screenshot table.png"
            found.screenshot = Path(value)
        elif arg == "--game" or arg.startswith("--game="):
            found.game, game_given = _value(arg, args), True
            if found.game not in GAMES:
                return f"--game needs one of {', '.join(GAMES)}, not {found.game!r}"
        else:
            return f"unknown argument {arg!r}"
    if found.screenshot is not None and not found.self_test:
        return "--screenshot only works together with --self-test"
    if game_given and not found.self_test:
        return "--game only works together with --self-test"
    if found.tutorial and not found.self_test:
        return "--tutorial only works together with --self-test"
    return found


def _application() -> QApplication:
    app = QApplication.instance()
    if not isinstance(app, QApplication):
        app = QApplication([sys.argv[0] if sys.argv else "gin3"])
    app.setApplicationName("gin3")
    app.setOrganizationName("gin3")
    app.setApplicationDisplayName("gin3")
    app.setDesktopFileName("io.github.gin3.Gin3")  # matches resources/desktop/*.desktop
    load_fonts()
    return app


def _finish_application(app: QApplication) -> None:
    """What the table can do without: the version (read from the installed
    metadata) and the icon (rendered from SVG)."""
    from gin3 import __version__

    app.setApplicationVersion(__version__)
    app.setWindowIcon(app_icon())


def run(argv: list[str]) -> int:
    """Start the app; returns the exit status."""
    parsed = _parse(argv)
    if isinstance(parsed, str):
        print(f"gin3: {parsed}\n{USAGE}", file=sys.stderr)
        return 2
    app = _application()
    if parsed.self_test:
        _finish_application(app)
        if parsed.tutorial:
            from gin3.gui.lessontest import lesson_self_test

            return lesson_self_test(app, parsed.screenshot, two_player=parsed.game == "two-player")
        return self_test(app, parsed.screenshot, two_player=parsed.game == "two-player")
    from gin3.gui.startup_probe import watch_startup

    # The frame first; right after it is painted the window builds the table and
    # the panels and resumes an unfinished match or starts a new one.
    window = MainWindow(start_after_first_frame=True, ask_name=True)  # a first start asks the name
    watch_startup(window)  # connected first, so the figures include none of the work that follows
    # The version and the window icon once the table is ready for input: a player needs neither.
    window.ready.connect(lambda: QTimer.singleShot(0, lambda: _finish_application(app)))
    app.aboutToQuit.connect(window.shutdown)  # no AI thread outlives the window
    window.show()
    return app.exec()


def _self_test_seed() -> int:
    """The first seed where the person (seat 1) plays the first hand, so the test plays moves."""
    from gin3.engine import Match, Role, Seat

    for seed in range(1, 1000):
        if Match(["Player", "Ana", "Ben"], seed=seed).roles[Seat(0)] is not Role.SITTER:
            return seed
    return 1


def self_test(app: QApplication, screenshot: Path | None = None, *, two_player: bool = False) -> int:
    """Open the real window, play one hand through the real controller, report on one line:
    of chouette (one person, two computers), or of two-player gin (one person, one computer)."""
    import shutil
    import tempfile
    import traceback

    from gin3.ai import LEVELS
    from gin3.engine import HandDead, HandScored
    from gin3.gui.controller import GameController
    from gin3.gui.settings import AppSettings
    from gin3.session import SeatSetup, Stage, scripted_move

    level = "simple" if "simple" in LEVELS else LEVELS[0]
    os.environ.setdefault("GIN3_SOUND", "off")  # a check, not a game: it plays no sounds

    # the self-test never touches the player's settings, autosave or statistics
    scratch = Path(tempfile.mkdtemp(prefix="gin3-self-test-"))
    controller = GameController(ai_delay_ms=0)
    window = MainWindow(controller, anim_ms=0, settings=AppSettings(scratch / "settings.ini"), data=scratch)
    window.show()
    session = controller.session
    outcome: dict[str, str] = {}
    moves = 0

    def finish(problem: str = "") -> None:
        if "done" not in outcome:
            outcome["done"] = problem
            QTimer.singleShot(0, app.quit)

    def step() -> None:
        nonlocal moves
        try:
            if session.stage in (Stage.HAND_OVER, Stage.MATCH_OVER) or moves >= SELF_TEST_MOVES:
                finish()
                return
            view = session.hint_view()
            if view is not None:
                moves += 1
                controller.play(scripted_move(view))
            QTimer.singleShot(5, step)
        except Exception:
            finish("the scripted hand raised:\n" + traceback.format_exc())

    def refused(reason: str) -> None:
        if session.human_to_act():
            finish(f"the controller refused a scripted move: {reason}")

    def timeout() -> None:
        finish(f"the hand did not finish within {SELF_TEST_SECONDS} seconds")

    controller.refused.connect(refused)
    if two_player:  # both players play every hand of two-player gin: any seed has moves
        window.start((SeatSetup("Player"), SeatSetup("Ana", level)), seed=1)
    else:
        window.start(
            (SeatSetup("Player"), SeatSetup("Ana", level), SeatSetup("Ben", level)), seed=_self_test_seed()
        )
    controller.begin()
    QTimer.singleShot(0, step)
    QTimer.singleShot(SELF_TEST_SECONDS * 1000, timeout)
    app.exec()
    problem = outcome.get("done", "the event loop stopped early")
    match = session.match
    if not problem and match is not None and screenshot is not None:
        QCoreApplication.processEvents()
        screenshot.parent.mkdir(parents=True, exist_ok=True)
        if not window.grab().save(str(screenshot)):
            problem = f"could not save the screenshot to {screenshot}"
    controller.shutdown()
    window.close()
    shutil.rmtree(scratch, ignore_errors=True)
    if problem or match is None:
        print(f"self-test FAILED: {problem}")
        return 1
    result = match.hand.result
    if isinstance(result, HandScored):
        how = f"{result.outcome.value}, {match.name(result.winner)} scored {result.points}"
    elif isinstance(result, HandDead):
        how = "dead hand"
    else:
        how = f"stopped after {moves} moves"
    shot = f", screenshot {screenshot}" if screenshot is not None else ""
    game = "two-player gin" if two_player else "chouette"
    played = f"({how}; {moves} moves by the person)"
    print(f"self-test ok: hand 1 of {game} played through the controller {played}{shot}")
    return 0
