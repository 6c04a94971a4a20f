"""Renderings of every screen at many screen sizes, scales and languages, checked for fit.

``python -m gin3.gui.gallery OUT_DIR`` renders the main window mid-hand and
at a showdown, and the new-match, settings, statistics and rules windows, at
1024×768, 1440×900, 1920×1080 and 2560×1440, at scale factors 1 and 2,
in every language, as PNG files named ``WxH@S-LANG-SCREEN.png``. Each picture
is the whole screen: the dark border is the part of the screen the windows
leave free, so a window reaching past the screen shows as cut off. Every
rendering is checked with :func:`gin3.gui.windows.fitcheck.fit_problems`, and the table's
with :func:`~gin3.gui.windows.fitcheck.table_problems` (the own cards at least a fifth of the
screen's height, 18% below 900 pixels; no part of the table over another or cut);
the problems are printed, and the exit status is 1 when there are any.

A scale factor needs a process of its own (``QT_SCALE_FACTOR`` is read when
the application starts), so the script starts one child process per screen
size and scale. ``--sizes``, ``--scales``, ``--languages`` and ``--screens``
choose a part of the matrix; ``--no-images`` only checks. ``--looks dark:blue:red``
renders with that theme, felt and card back (issue 20); the files' names end in
``-THEME-FELT-BACK``. ``--hide-panels`` hides the panels beside and below the table, so the
table has the whole window (the files' names end in ``-table``).
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from PySide6.QtGui import QImage
    from PySide6.QtWidgets import QWidget

    from gin3.gui.controller import GameController

SIZES = ("1024x768", "1440x900", "1920x1080", "2560x1440")
SCALES = ("1", "2")
LANGUAGE_CODES = ("en", "tr", "sr", "sr_Latn", "sq", "hu")
SCREENS = ("main", "showdown", "newmatch", "settings", "statistics", "rules")

__all__ = ["LANGUAGE_CODES", "SCALES", "SCREENS", "SIZES", "logical_screen", "main", "render_language"]


def logical_screen(size: str, scale: str) -> tuple[int, int]:
    """The screen ``size`` (in device pixels, ``"WxH"``) in Qt's logical pixels at ``scale``."""
    width, height = (int(part) for part in size.split("x"))
    return int(width / float(scale)), int(height / float(scale))


def _play_until(window: object, done: Callable[[], bool], limit: int = 400) -> None:
    """Play scripted moves for every seat (the computers stand still) until ``done()``."""
    from gin3.session import scripted_move

    session = window.controller.session  # type: ignore[attr-defined]
    for _ in range(limit):
        if done():
            return
        match = session.match
        seat = session.computer_to_act()
        if seat is not None and match is not None:
            session.play_computer(session.generation, seat, scripted_move(match.view(seat)))
            continue
        view = session.hint_view()
        if view is None:
            return
        window.controller.play(scripted_move(view))  # type: ignore[attr-defined]


def _seat_one_plays() -> int:
    """A seed where the person (seat 1) is not the sitter of the first hand: it has moves."""
    from gin3.engine import Match, Role, Seat

    return next(s for s in range(1, 1000) if Match(["P", "A", "B"], seed=s).roles[Seat(0)] is not Role.SITTER)


@contextmanager
def _opened(widget: object) -> Iterator[None]:
    from PySide6.QtWidgets import QApplication

    widget.show()  # type: ignore[attr-defined]
    for _ in range(3):
        QApplication.processEvents()
    try:
        yield
    finally:
        widget.close()  # type: ignore[attr-defined]
        widget.deleteLater()  # type: ignore[attr-defined]
        QApplication.processEvents()


def _read(shown: QWidget | None, controller: GameController) -> QWidget | None:
    """The statistics window once its figures came (they are read on the statistics' thread)."""
    from PySide6.QtWidgets import QApplication

    controller.flush()
    QApplication.processEvents()  # the answer, queued to this thread
    return shown


def render_language(
    language: str,
    screens: tuple[str, ...],
    folder: Path,
    prefix: str | None,
    looks: str = "",
    hide_panels: bool = False,
) -> dict[str, list[str]]:
    """Open the window in ``language`` on the (pretended) screen and render and check each of
    ``screens``; saves ``prefix-LANG-SCREEN.png`` into ``folder`` unless ``prefix`` is ``None``.
    Returns each screen's problems."""
    from gin3.gui import i18n

    results: dict[str, list[str]] = {}
    spoken = i18n.current_language()
    try:
        _render(language, screens, folder, prefix, results, looks, hide_panels)
    finally:
        i18n.apply_language(spoken)  # the window switched the whole application's language
    return results


def _render(
    language: str,
    screens: tuple[str, ...],
    folder: Path,
    prefix: str | None,
    results: dict[str, list[str]],
    looks: str = "",
    hide_panels: bool = False,
) -> None:
    from PySide6.QtCore import QCoreApplication
    from PySide6.QtWidgets import QApplication, QDockWidget

    from gin3.gui.controller import GameController
    from gin3.gui.settings import AppSettings
    from gin3.gui.windows.dialogs import NewMatchDialog
    from gin3.gui.windows.fitcheck import fit_problems, table_problems
    from gin3.gui.windows.geometry import available
    from gin3.gui.windows.mainwindow import MainWindow
    from gin3.gui.windows.settingsdialog import SettingsDialog
    from gin3.session import SeatSetup, Stage

    with tempfile.TemporaryDirectory(prefix="gin3-gallery-") as scratch:
        settings = AppSettings(Path(scratch) / "settings.ini")
        settings.language = language
        if looks:  # theme:felt:back
            settings.theme, settings.felt, settings.card_back = [*looks.split(":"), "", "", ""][:3]
        suffix = ("-" + looks.replace(":", "-") if looks else "") + ("-table" if hide_panels else "")
        controller = GameController(ai_delay_ms=0)
        controller.computers.pause()
        window = MainWindow(controller, anim_ms=0, settings=settings, data=Path(scratch))
        window.show()
        QApplication.processEvents()
        if hide_panels:
            for dock in window.findChildren(QDockWidget):
                dock.hide()
        person = QCoreApplication.translate("Window", "Player")
        seats = (SeatSetup(person), SeatSetup("Ana", "simple"), SeatSetup("Ben", "simple"))
        window.start(seats, seed=_seat_one_plays())
        controller.begin()
        session = controller.session

        def shot(name: str, top: QWidget) -> None:
            for _ in range(3):
                QApplication.processEvents()
            results[name] = fit_problems(top, available(top))
            if top is window:
                results[name] += table_problems(window, available(window))
            if prefix is not None:
                _screen_picture(window, top).save(str(folder / f"{prefix}-{language}-{name}{suffix}.png"))

        if "main" in screens:
            moves = len(session.match.actions) if session.match is not None else 0
            _play_until(
                window,
                lambda: (
                    session.stage is not Stage.PLAYING
                    or (
                        session.match is not None
                        and len(session.match.actions) >= moves + 4
                        and session.human_to_act()
                    )
                ),
            )
            shot("main", window)
        if "showdown" in screens:
            _play_until(window, lambda: session.stage in (Stage.HAND_OVER, Stage.MATCH_OVER))
            shot("showdown", window)
        dialogs: dict[str, Callable[[], QWidget | None]] = {
            "newmatch": lambda: NewMatchDialog(window, window.last_seats, rules=window.last_rules),
            "settings": lambda: SettingsDialog(settings, window),
            "statistics": lambda: _read(window.show_statistics(), controller),
            "rules": window.show_rules,
        }
        for name, make in dialogs.items():
            if name in screens:
                dialog = make()
                if dialog is not None:
                    with _opened(dialog):
                        shot(name, dialog)
        controller.shutdown()
        window.close()
        window.deleteLater()
        QApplication.processEvents()


def _screen_picture(window: QWidget, top: QWidget) -> QImage:
    """The whole (pretended) screen in device pixels: the main window, and ``top`` over it."""
    from PySide6.QtCore import QPoint
    from PySide6.QtGui import QColor, QImage, QPainter

    from gin3.gui.windows.geometry import available

    area = available(window)
    ratio = window.devicePixelRatioF()
    image = QImage(round(area.width() * ratio), round(area.height() * ratio), QImage.Format.Format_RGB32)
    image.setDevicePixelRatio(ratio)
    image.fill(QColor("#202020"))
    painter = QPainter(image)
    for widget in (window, top) if top is not window else (window,):
        offset = widget.mapToGlobal(QPoint(0, 0)) - area.topLeft()
        painter.drawPixmap(offset, widget.grab())
    painter.end()
    return image


def _child(args: argparse.Namespace) -> int:
    """One size and scale: every language, printed as one JSON line per rendering."""
    from PySide6.QtCore import QRect, QStandardPaths
    from PySide6.QtWidgets import QApplication

    from gin3.gui.windows.geometry import pretend_screen

    QStandardPaths.setTestModeEnabled(True)  # never the real user's settings or statistics
    app = QApplication.instance() or QApplication(["gin3-gallery"])
    size, scale = args.child
    width, height = logical_screen(size, scale)
    pretend_screen(QRect(0, 0, width, height))
    folder = Path(args.out)
    prefix = None if args.no_images else f"{size}@{scale}"
    for language in args.languages.split(","):
        screens = tuple(args.screens.split(","))
        found = render_language(language, screens, folder, prefix, args.looks, args.hide_panels)
        for screen, problems in found.items():
            line = {"size": size, "scale": scale, "language": language, "screen": screen}
            print(json.dumps({**line, "problems": problems}), flush=True)
    del app
    return 0


def main(argv: list[str] | None = None) -> int:
    """Render and check the chosen part of the matrix; 1 when any rendering has a problem."""
    parser = argparse.ArgumentParser(prog="python -m gin3.gui.gallery", description=__doc__.split("\n")[0])
    parser.add_argument("out", help="the folder for the PNG files")
    parser.add_argument("--sizes", default=",".join(SIZES))
    parser.add_argument("--scales", default=",".join(SCALES))
    parser.add_argument("--languages", default=",".join(LANGUAGE_CODES))
    parser.add_argument("--screens", default=",".join(SCREENS))
    parser.add_argument("--no-images", action="store_true", help="check only")
    parser.add_argument("--looks", default="", help="THEME:FELT:BACK, e.g. dark:blue:red")
    parser.add_argument("--hide-panels", action="store_true", help="the table has the whole window")
    parser.add_argument("--child", nargs=2, metavar=("SIZE", "SCALE"), help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    Path(args.out).mkdir(parents=True, exist_ok=True)
    if args.child:
        return _child(args)
    passed = failed = 0
    for size in args.sizes.split(","):
        for scale in args.scales.split(","):
            env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "QT_SCALE_FACTOR": scale}
            command = [sys.executable, "-m", "gin3.gui.gallery", args.out, "--child", size, scale]
            command += ["--languages", args.languages, "--screens", args.screens, "--looks", args.looks]
            command += ["--no-images"] if args.no_images else []
            command += ["--hide-panels"] if args.hide_panels else []
            run = subprocess.run(command, env=env, capture_output=True, text=True, check=False)
            lines = [line for line in run.stdout.splitlines() if line.startswith("{")]
            if run.returncode != 0 or not lines:
                failed += 1
                print(f"{size}@{scale}: the renderer failed\n{run.stderr[-2000:]}")
            for line in lines:
                result = json.loads(line)
                name = f"{result['size']}@{result['scale']} {result['language']} {result['screen']}"
                if result["problems"]:
                    failed += 1
                    print(f"FAIL {name}:\n  " + "\n  ".join(result["problems"]))
                else:
                    passed += 1
    print(f"{passed} renderings fit, {failed} do not")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
