"""Never lose a game: autosave after every action, resume after a kill, damaged saves kept aside."""

from __future__ import annotations

import errno
import hashlib
import json
import os
import signal
import subprocess
import sys
import textwrap
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest
from pytestqt.qtbot import QtBot

from gin3.engine import Match, RuleSet
from gin3.gui.controller import GameController
from gin3.gui.windows.mainwindow import MainWindow
from gin3.session import SeatSetup, Stage, scripted_move
from gin3.store import MAX_SAVE_BYTES, Autosave, saves
from gin3.store import autosave as autosave_file

CHILD = textwrap.dedent(
    """
    import hashlib, json, os, sys
    os.environ["QT_QPA_PLATFORM"] = "offscreen"
    from PySide6.QtWidgets import QApplication
    app = QApplication([])
    from gin3.engine import RuleSet
    from gin3.gui.controller import GameController
    from gin3.session import SeatSetup
    from gin3.store import Autosave

    ctrl = GameController(ai_delay_ms=2, auto_continue=True)
    ctrl.keep_files(Autosave(sys.argv[1]), None)  # written on the background thread, as in the app

    def saved(played):
        ctrl.flush()  # the save of this action is on disk now
        m = ctrl.session.match
        text = json.dumps(m.snapshot(), sort_keys=True)
        print(len(m.actions), hashlib.sha256(text.encode()).hexdigest(), flush=True)

    ctrl.played.connect(saved)
    seats = [SeatSetup(n, "random") for n in ("Ana", "Ben", "Cy")]
    ctrl.new_match(seats, seed=11, rules=RuleSet(target=1000))
    app.exec()
    """
)


def _digest(match: Match) -> str:
    return hashlib.sha256(json.dumps(match.snapshot(), sort_keys=True).encode()).hexdigest()


def test_a_killed_match_resumes_exactly_where_it_stopped(qtbot: QtBot, tmp_path: Path, h: ModuleType) -> None:
    folder = tmp_path / "data"
    child = subprocess.Popen(
        [sys.executable, "-c", CHILD, str(folder)],
        stdout=subprocess.PIPE,
        text=True,
        env={**os.environ, "QT_QPA_PLATFORM": "offscreen"},
    )
    assert child.stdout is not None
    seen: dict[int, str] = {}
    for line in child.stdout:
        count, digest = line.split()
        seen[int(count)] = digest
        if len(seen) >= 40:
            break
    child.send_signal(signal.SIGKILL)  # mid-match, maybe mid-write
    rest = child.communicate(timeout=30)[0]
    for line in rest.splitlines():
        count, digest = line.split()
        seen[int(count)] = digest
    assert child.returncode == -signal.SIGKILL

    window = MainWindow(h.still_controller(), anim_ms=0, data=folder)
    qtbot.addWidget(window)
    window.show()
    window.startup()
    box = window.files.resume_box
    assert box is not None and box.isVisible() and "Resume" in box.text()
    box.show()
    window.files.resume_button.click()  # type: ignore[union-attr]
    match = window.controller.session.match
    assert match is not None and match.players == ("Ana", "Ben", "Cy")
    resumed = len(match.actions)
    last = max(seen)
    assert resumed in (last, last + 1)  # the child may have died between saving and saying so
    if resumed in seen:
        assert _digest(match) == seen[resumed]
    replay = Match(["Ana", "Ben", "Cy"], seed=11, rules=RuleSet(target=1000))
    for action in match.actions:
        replay.apply(action)
    assert replay.snapshot() == match.snapshot()
    assert window.controller.session.stage is Stage.PLAYING
    assert [s.level for s in window.controller.session.seats] == ["random"] * 3  # the seats came back too


def _valid_save(folder: Path, h: ModuleType) -> str:
    ctrl = h.still_controller()
    ctrl.keep_files(Autosave(folder), None, background=False)
    ctrl.new_match([SeatSetup("Player"), SeatSetup("Ana", "simple"), SeatSetup("Ben", "simple")], seed=3)
    ctrl.begin()
    text = (folder / "autosave.json").read_text(encoding="utf-8")
    ctrl.shutdown()
    return text


@pytest.mark.parametrize("kind", ["truncated", "random bytes", "wrong version", "huge"])
def test_a_damaged_autosave_is_kept_aside_with_a_message(
    qtbot: QtBot, tmp_path: Path, kind: str, h: ModuleType
) -> None:
    folder = tmp_path / "data"
    folder.mkdir()
    good = _valid_save(folder, h)
    if kind == "truncated":
        data = good.encode()[: len(good) // 2]
    elif kind == "random bytes":
        data = bytes(range(256)) * 40
    elif kind == "wrong version":
        record = json.loads(good)
        record["version"] = 999
        data = json.dumps(record).encode()
    else:
        data = b" " * (MAX_SAVE_BYTES + 10)
    (folder / "autosave.json").write_bytes(data)

    window = MainWindow(h.still_controller(), anim_ms=0, data=folder)
    qtbot.addWidget(window)
    window.show()
    window.startup()
    assert window.notices, "the player is told"
    assert window.files.notice_box is not None and window.files.notice_box.isVisible()
    kept = list(folder.glob("autosave.damaged-*"))
    assert len(kept) == 1 and kept[0].read_bytes() == data  # kept aside, byte for byte
    assert window.controller.session.match is not None  # the app carries on with a new match
    assert window.controller.session.stage is Stage.ROLE_DRAW
    window.files.notice_box.accept()


def test_every_action_is_autosaved_and_a_bad_open_changes_nothing(qtbot: QtBot, tmp_path: Path) -> None:
    folder = tmp_path / "data"
    window = MainWindow(GameController(ai_delay_ms=0), anim_ms=0, data=folder)
    qtbot.addWidget(window)
    window.show()
    window.start((SeatSetup("Player"), SeatSetup("Ana", "simple"), SeatSetup("Ben", "simple")), seed=5)
    ctrl = window.controller
    ctrl.begin()
    qtbot.waitUntil(lambda: ctrl.session.human_to_act(), timeout=10000)
    assert ctrl.flush()
    assert Autosave(folder).load().snapshot() == ctrl.session.match.snapshot()
    saved = tmp_path / "mine.gin3.json"
    assert window.files.save_to(saved)
    bad = tmp_path / "bad.json"
    bad.write_text("{not json", encoding="utf-8")
    before = ctrl.session.match
    assert not window.files.open_from(bad)
    assert ctrl.session.match is before and window.notices
    assert window.files.open_from(saved)
    assert ctrl.session.match.snapshot() == before.snapshot()
    log = tmp_path / "log.txt"
    assert window.files.export_to(log)
    text = log.read_text(encoding="utf-8")
    hidden = [c for c in ctrl.session.match.hand.cards(ctrl.session.match.hand.dealer)]
    assert ctrl.session.viewer is not None
    if (
        ctrl.session.viewer_side() != ctrl.session.match.hand.dealer
    ):  # the other side's cards stay out of the log
        from gin3.store import card_text

        assert not all(card_text(c) in text for c in hidden)


def _computer_moves(ctrl: GameController, count: int) -> None:
    """Play ``count`` scripted moves: the person's through the controller, the computers' (which
    hold still) through the session."""
    session = ctrl.session
    for _ in range(count):
        if session.stage is Stage.HAND_OVER:
            session.next_hand()
            continue
        if session.human_to_act():
            view = session.hint_view()
            assert view is not None and ctrl.play(scripted_move(view))
            continue
        seat = session.computer_to_act()
        assert seat is not None
        match = session.match
        assert match is not None
        session.play_computer(session.generation, seat, scripted_move(match.view(seat)))


def test_a_full_disk_is_said_once_and_the_autosave_catches_up(
    qtbot: QtBot, tmp_path: Path, h: ModuleType, monkeypatch: pytest.MonkeyPatch
) -> None:
    folder = tmp_path / "data"
    window = MainWindow(h.still_controller(), anim_ms=0, data=folder)
    qtbot.addWidget(window)
    window.show()
    window.start((SeatSetup("Ana", "simple"), SeatSetup("Ben", "simple"), SeatSetup("Cy", "simple")), seed=5)
    ctrl = window.controller
    ctrl.begin()
    _computer_moves(ctrl, 3)
    assert ctrl.flush()

    def full(path: object, text: str) -> None:
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC), str(path))

    working = autosave_file.write_atomic
    monkeypatch.setattr(autosave_file, "write_atomic", full)
    _computer_moves(ctrl, 12)  # every one of these saves fails, on the writer's thread
    assert ctrl.flush()
    qtbot.waitUntil(lambda: len(window.notices) >= 1, timeout=5000)
    qtbot.wait(200)  # any further notice would have arrived by now
    assert len(window.notices) == 1, window.notices
    assert os.strerror(errno.ENOSPC) in window.notices[0] and "The game goes on" in window.notices[0]
    assert window.files.notice_box is not None and window.files.notice_box.isVisible()
    assert len(ctrl.session.match.actions) >= 12  # type: ignore[union-attr]  # the game went on
    assert len(Autosave(folder).load().actions) < len(ctrl.session.match.actions)  # type: ignore[union-attr]

    monkeypatch.setattr(autosave_file, "write_atomic", working)  # room on the disk again
    _computer_moves(ctrl, 2)
    assert ctrl.flush()
    qtbot.waitUntil(lambda: len(window.notices) >= 2, timeout=5000)
    _computer_moves(ctrl, 2)
    assert ctrl.flush()
    qtbot.wait(200)
    assert window.notices[1:] == ["The match is being saved again."]
    assert Autosave(folder).load().snapshot() == ctrl.session.match.snapshot()  # type: ignore[union-attr]


def test_an_unreadable_autosave_is_said_and_the_new_match_leaves_it_alone(
    qtbot: QtBot, tmp_path: Path, h: ModuleType, monkeypatch: pytest.MonkeyPatch
) -> None:
    folder = tmp_path / "data"
    folder.mkdir()
    good = _valid_save(folder, h).encode()
    target = folder / "autosave.json"

    def refused(path: Any, *args: Any, **kwargs: Any) -> Any:
        # As root chmod 000 stops no read: the refusal is simulated for the autosave alone.
        if Path(path) == target:
            raise PermissionError(errno.EACCES, os.strerror(errno.EACCES), str(path))
        return open(path, *args, **kwargs)

    monkeypatch.setattr(saves, "open", refused, raising=False)
    window = MainWindow(h.still_controller(), anim_ms=0, data=folder)
    qtbot.addWidget(window)
    window.show()
    window.startup()
    assert len(window.notices) == 1 and "could not be read" in window.notices[0]
    assert window.files.resume_box is None  # nothing to resume: it could not be read
    ctrl = window.controller
    assert ctrl.session.stage is Stage.ROLE_DRAW  # a new match, as with no autosave
    ctrl.begin()
    _computer_moves(ctrl, 6)
    assert ctrl.flush()
    qtbot.wait(100)
    assert len(window.notices) == 1  # the start-up message said it all
    assert target.read_bytes() == good  # untouched, and nothing moved aside
    assert sorted(p.name for p in folder.iterdir() if p.name.startswith("autosave")) == ["autosave.json"]
