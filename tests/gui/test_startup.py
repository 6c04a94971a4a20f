"""The app's start: the window's frame first, then the table, the panels and the match."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path
from types import ModuleType

from pytestqt.qtbot import QtBot

from gin3.gui import i18n, settings
from gin3.gui.windows.mainwindow import MainWindow
from gin3.session import SeatSetup, Stage
from gin3.store import Autosave


def _starting_window(qtbot: QtBot) -> tuple[MainWindow, list[tuple[str, bool]]]:
    window = MainWindow(start_after_first_frame=True)
    qtbot.addWidget(window)
    seen: list[tuple[str, bool]] = []
    window.firstFrame.connect(lambda: seen.append(("first frame", window.table_built)))
    window.ready.connect(lambda: seen.append(("ready", window.table_built)))
    return window, seen


def test_the_first_frame_is_the_main_window_and_the_table_follows_it(qtbot: QtBot) -> None:
    window, seen = _starting_window(qtbot)
    assert not window.table_built
    menus = [action.text() for action in window.menuBar().actions()]
    assert menus == ["&Game", "&View", "&Help"]
    assert window.view.accessibleName() == "Card table"
    # until the table exists, the commands that need it are greyed out, not broken
    waiting = {a.text(): a.isEnabled() for a in window.actions()}
    assert waiting["Save match &as…"] is False and waiting["&Hint"] is False
    assert waiting["&Quit"] is True
    with qtbot.waitSignal(window.ready, timeout=10_000):
        window.show()
    assert seen == [("first frame", False), ("ready", True)]
    undo = window.menus.undo  # enabled only when there is a decision to take back
    assert all(a.isEnabled() for a in window.actions() if a is not undo) and not undo.isEnabled()
    assert window.view.scene() is window.scene
    assert window.advice_dock.widget() is window.advice_panel
    assert window.cards_dock.widget() is window.cards_panel
    assert window.controller.session.stage is Stage.ROLE_DRAW  # the new match waits for Deal
    assert window.buttons["deal"].isVisible() and not window.buttons["take"].isVisible()
    assert window.focusWidget() is window.view  # the keys go to the table
    window.close()


def test_an_unfinished_match_is_offered_after_the_first_frame(qtbot: QtBot, h: ModuleType) -> None:
    folder = settings.data_folder()
    ctrl = h.still_controller()
    ctrl.keep_files(Autosave(folder), None, background=False)
    ctrl.new_match([SeatSetup("Player"), SeatSetup("Ana", "simple"), SeatSetup("Ben", "simple")], seed=3)
    ctrl.begin()
    assert ctrl.session.match is not None
    saved = ctrl.session.match.snapshot()
    ctrl.shutdown()

    window, seen = _starting_window(qtbot)
    with qtbot.waitSignal(window.ready, timeout=10_000):
        window.show()
    assert seen == [("first frame", False), ("ready", True)]
    box = window.files.resume_box
    assert box is not None and box.isVisible() and "Resume" in box.text()
    assert window.files.resume_button is not None
    window.files.resume_button.click()
    match = window.controller.session.match
    assert match is not None and match.players == ("Player", "Ana", "Ben")
    assert match.snapshot() == saved  # where it stopped, not a new match
    window.close()


def test_a_damaged_statistics_file_is_kept_aside_and_said_once_the_table_is_ready(qtbot: QtBot) -> None:
    """The statistics open after the table is ready: a damaged file is still moved aside, a fresh
    one made and the player told, and the match on the table is not held up by it."""
    damaged = settings.data_folder() / "statistics.sqlite3"
    damaged.parent.mkdir(parents=True, exist_ok=True)
    damaged.write_bytes(b"this is not a database" * 100)
    window, _ = _starting_window(qtbot)
    with qtbot.waitSignal(window.ready, timeout=10_000):
        window.show()
    assert window.controller.session.stage is Stage.ROLE_DRAW  # the table did not wait for the file
    # opened on the statistics' thread: the notice comes when it is done
    qtbot.waitUntil(lambda: any("statistics file was damaged" in n for n in window.notices), timeout=10_000)
    kept = [p for p in damaged.parent.iterdir() if p.name.startswith("statistics") and p != damaged]
    assert kept and kept[0].read_bytes().startswith(b"this is not a database")  # nothing lost
    window.close()


def test_the_language_chosen_before_the_table_is_built_reaches_the_panels(qtbot: QtBot) -> None:
    window, _ = _starting_window(qtbot)
    try:
        window.set_language("tr")
        with qtbot.waitSignal(window.ready, timeout=10_000):
            window.show()
        assert window.score_dock.windowTitle() != "Score sheet"
        assert window.cards_panel.list.accessibleName() != "Your cards"
    finally:
        window.set_language("en")
        i18n.apply_language("en")
        window.close()


def test_the_first_frame_imports_neither_the_engine_nor_the_computer_players(tmp_path: Path) -> None:
    """What the app has imported when its first frame is painted stays small: the window is
    started as ``gin3`` starts it (its frame first) and lists the modules at the first frame."""
    loaded = set(
        _started_as_gin3_starts(
            tmp_path,
            "import gin3.cli\n",
            "def first_frame():\n"
            "    print(' '.join(sorted(sys.modules)), flush=True)\n"
            "    app.quit()\n"
            "window.firstFrame.connect(first_frame)\n",
        )[0].split()
    )
    assert "gin3.gui.windows.mainwindow" in loaded  # the listing is the window's, at its first frame
    heavy = {
        "gin3.engine",
        "gin3.ai",
        "gin3.session",
        "gin3.store",
        "gin3.gui.controller",
        "gin3.gui.table.scene",
        "sqlite3",
        "importlib.metadata",
        "PySide6.QtSvg",
        "concurrent.futures",
        "json",
    }
    assert loaded & heavy == set()


def test_the_table_imports_neither_the_computer_players_nor_the_sound_synthesis(tmp_path: Path) -> None:
    """The computer players think in their own process: the window, its table and a new match
    need only the level names and the advisor's words (gin3.ai.reasons), and the sounds are
    synthesised at the first cue."""
    code = (
        "import sys; from pathlib import Path\n"
        "from PySide6.QtWidgets import QApplication\n"
        "app = QApplication(['gin3'])\n"
        "from gin3.gui.controller import GameController\n"
        "from gin3.gui.settings import AppSettings\n"
        "from gin3.gui.windows.mainwindow import MainWindow\n"
        f"scratch = Path({str(tmp_path)!r})\n"
        "window = MainWindow(GameController(warm_up=False), settings=AppSettings(scratch / 'settings.ini'),"
        " data=scratch)\n"
        "window.start_default()\n"
        "assert window.controller.session.match is not None\n"
        "window.controller.shutdown()\n"
        "print(' '.join(sorted(sys.modules)))\n"
    )
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", GIN3_SOUND="off")
    loaded = set(
        subprocess.run(
            [sys.executable, "-c", code], capture_output=True, text=True, check=True, cwd=tmp_path, env=env
        ).stdout.split()
    )
    assert {"gin3.engine", "gin3.session", "gin3.ai", "gin3.ai.reasons"} <= loaded
    heavy = {"gin3.ai.advisor", "gin3.ai.brain", "gin3.ai.players", "gin3.ai.simple", "gin3.gui.sound.synth"}
    assert loaded & heavy == set()


def test_the_table_is_ready_before_the_statistics_and_the_computer_players_process(tmp_path: Path) -> None:
    """At ready the app has imported what the table needs and no more (no database, no process
    pipe, no summary, review or log export); right after, the statistics open."""
    out = _started_as_gin3_starts(
        tmp_path,
        "from PySide6.QtCore import QTimer\n",
        "def ready():\n"
        "    print(' '.join(sorted(sys.modules)), flush=True)\n"
        "    print('stats at ready:', window.controller.stats is not None, flush=True)\n"
        "    QTimer.singleShot(50, after)\n"
        "def after():\n"
        "    print('stats after:', window.controller.stats is not None, flush=True)\n"
        "    window.controller.shutdown()\n"
        "    app.quit()\n"
        "window.ready.connect(ready)\n",
    )
    loaded = set(out[0].split())
    assert {"gin3.engine", "gin3.session", "gin3.store.autosave", "gin3.gui.table.scene"} <= loaded
    later = {
        "sqlite3",
        "subprocess",
        "pickle",
        "concurrent.futures",
        "gin3.store.stats",
        "gin3.store.gamelog",
        "gin3.session.summary",
        "gin3.gui.windows.summary",
        "gin3.gui.reviewing",
        "gin3.gui.sound.backends",
    }  # not hashlib: a new match commits to its deals at once (gin3/engine/deals.py)
    assert loaded & later == set()
    assert out[1:] == ["stats at ready: False", "stats after: True"]
    assert (tmp_path / "statistics.sqlite3").exists()


def _started_as_gin3_starts(tmp_path: Path, imports: str, watch: str) -> list[str]:
    """The lines a fresh interpreter prints when it starts the window as ``gin3`` does (its frame
    first, the table after it) in ``tmp_path``, with ``watch`` connected to the window first."""
    code = (
        "import sys; from pathlib import Path\n"
        f"{imports}"
        "from PySide6.QtWidgets import QApplication\n"
        "app = QApplication(['gin3'])\n"
        "from gin3.gui.settings import AppSettings\n"
        "from gin3.gui.windows.mainwindow import MainWindow\n"
        f"scratch = Path({str(tmp_path)!r})\n"
        "window = MainWindow(settings=AppSettings(scratch / 'settings.ini'), data=scratch,"
        " start_after_first_frame=True)\n"
        f"{watch}"
        "window.show()\n"
        "app.exec()\n"
    )
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", GIN3_SOUND="off")
    done = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True, cwd=tmp_path, env=env
    )
    return done.stdout.splitlines()
