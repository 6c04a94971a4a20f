"""Issue 18: no match is thrown away silently, nothing of one match shows in the next, and only
the New match dialog changes what Ctrl+N offers."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from types import ModuleType

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QFileDialog, QMessageBox
from pytestqt.qtbot import QtBot

from gin3.engine import Card, Role, RuleSet, Seat
from gin3.gui import settings
from gin3.gui.models.hand import HandOrder, SortMode
from gin3.gui.settings import AppSettings
from gin3.gui.windows.dialogs import NewMatchDialog
from gin3.gui.windows.mainwindow import MainWindow
from gin3.session import SeatSetup, Stage
from gin3.store import Autosave, read_match_file
from tests.store.simulate import play_actions

ROLES = {
    "save": QMessageBox.ButtonRole.AcceptRole,
    "discard": QMessageBox.ButtonRole.DestructiveRole,
    "cancel": QMessageBox.ButtonRole.RejectRole,
}


def answer_leave(window: MainWindow, choice: str, asked: list[str]) -> None:
    """Answer the Save / Discard / Cancel question once it is open (Esc for "escape")."""

    tries = [200]

    def click() -> None:
        box = window.files.leave_box
        if box is None:  # not asked (yet): look again, for two seconds at most
            tries[0] -= 1
            if tries[0]:
                QTimer.singleShot(10, click)
            return
        asked.append(box.text())
        if choice == "escape":
            QTest.keyClick(box, Qt.Key.Key_Escape)
            return
        (button,) = [b for b in box.buttons() if box.buttonRole(b) is ROLES[choice]]
        button.click()

    QTimer.singleShot(0, click)


def played_window(qtbot: QtBot, h: ModuleType, moves: int = 1) -> MainWindow:
    window = MainWindow(h.still_controller(), anim_ms=0)
    qtbot.addWidget(window)
    window.show()
    window.start(
        (SeatSetup(h.NAMES[0]), SeatSetup(h.NAMES[1], h.AI), SeatSetup(h.NAMES[2], h.AI)),
        seed=h.seed_where(Role.CAPTAIN),
    )
    window.controller.begin()
    for _ in range(moves):
        h.play_one_move(window.controller)
    return window


@pytest.fixture
def dialogs(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The New match dialog is accepted with what it offers; each opening is noted."""
    opened: list[str] = []

    def accept(self: NewMatchDialog) -> int:
        opened.append("new match")
        return NewMatchDialog.DialogCode.Accepted

    monkeypatch.setattr(NewMatchDialog, "exec", accept)
    return opened


def test_new_match_asks_about_an_unfinished_match_and_cancel_keeps_playing(
    qtbot: QtBot, h: ModuleType, dialogs: list[str]
) -> None:
    window = played_window(qtbot, h)
    match = window.controller.session.match
    for choice in ("cancel", "escape"):
        asked: list[str] = []
        answer_leave(window, choice, asked)
        window.new_match()
        assert asked and "not finished" in asked[0]
        assert window.controller.session.match is match and dialogs == []  # still playing

    asked = []
    answer_leave(window, "discard", asked)
    with qtbot.waitActive(window):
        window.activateWindow()
    QTest.keyClick(window.windowHandle(), Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    assert asked and dialogs == ["new match"]
    assert window.controller.session.match is not match
    assert window.controller.session.stage is Stage.ROLE_DRAW


def test_save_opens_save_as_and_the_new_match_waits_for_the_file(
    qtbot: QtBot, h: ModuleType, dialogs: list[str], monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    window = played_window(qtbot, h)
    match = window.controller.session.match
    assert match is not None
    chosen = [""]  # the player closes the file dialog: the match goes on
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *args, **kw: (chosen[0], ""))
    answer_leave(window, "save", [])
    window.buttons["newmatch"].click()
    assert window.controller.session.match is match and dialogs == []

    chosen[0] = str(tmp_path / "kept.gin3.json")
    answer_leave(window, "save", [])
    window.new_match()
    assert dialogs == ["new match"] and window.controller.session.match is not match
    kept = read_match_file(chosen[0]).match
    assert kept.snapshot() == match.snapshot() and len(kept.actions) == 1


def test_open_match_asks_first_and_cancel_opens_nothing(
    qtbot: QtBot, h: ModuleType, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = played_window(qtbot, h)
    match = window.controller.session.match
    opened: list[str] = []

    def choose(*args: object, **kw: object) -> tuple[str, str]:
        opened.append("open")
        return "", ""  # the player closes the file dialog

    monkeypatch.setattr(QFileDialog, "getOpenFileName", choose)
    answer_leave(window, "cancel", [])
    window.files.open_match()
    assert opened == [] and window.controller.session.match is match
    answer_leave(window, "discard", [])
    window.files.open_match()
    assert opened == ["open"]


def test_nothing_is_asked_without_an_unfinished_match_with_a_move(
    qtbot: QtBot, h: ModuleType, dialogs: list[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    def never(self: QMessageBox) -> int:
        raise AssertionError(f"asked: {self.text()}")

    monkeypatch.setattr(QMessageBox, "exec", never)
    window = played_window(qtbot, h, moves=0)  # dealt, nothing played yet
    window.new_match()
    assert dialogs == ["new match"]
    finished = h.open_window(qtbot, target=10)  # played out against the computers
    play_until(qtbot, h, finished, lambda: finished.controller.session.stage is Stage.MATCH_OVER)
    finished.new_match()
    assert dialogs == ["new match", "new match"]


def play_until(qtbot: QtBot, h: ModuleType, window: MainWindow, done: Callable[[], bool]) -> None:
    """The person plays the scripted moves, the computers their own, until ``done()``."""
    ctrl = window.controller
    session = ctrl.session
    ctrl.begin()
    for _ in range(2000):
        qtbot.waitUntil(
            lambda: done() or session.human_to_act() or session.stage is not Stage.PLAYING, timeout=20_000
        )
        if done():
            return
        assert session.stage is not Stage.MATCH_OVER, "the match ended first"
        if session.stage is Stage.HAND_OVER:
            ctrl.next_hand()
        elif session.stage is Stage.ROLE_DRAW:
            ctrl.begin()
        elif session.human_to_act():
            h.play_one_move(ctrl)
    raise AssertionError(f"not done after 2000 turns: {session.stage}")


def _saved_match(folder: Path, actions: int) -> int:
    """An unfinished match of ``actions`` actions in the autosave; its size in bytes."""
    match = play_actions(1, actions)
    assert not match.is_over and len(match.actions) == actions
    Autosave(folder).save(match)
    return len(Autosave(folder).load().actions)


@pytest.mark.parametrize("how", ["escape", "close"])
def test_esc_on_the_resume_question_never_replaces_the_saved_match(
    qtbot: QtBot, h: ModuleType, how: str
) -> None:
    folder = settings.data_folder()
    assert _saved_match(folder, 40) == 40
    window = MainWindow(h.still_controller(), anim_ms=0)
    qtbot.addWidget(window)
    window.show()
    window.startup()
    box = window.files.resume_box
    assert box is not None and box.isVisible()
    if how == "escape":
        QTest.keyClick(box, Qt.Key.Key_Escape)
    else:
        box.close()
    ctrl = window.controller
    assert ctrl.flush()
    match = ctrl.session.match
    assert match is not None and len(match.actions) == 40  # resumed: "not now" loses nothing
    assert len(Autosave(folder).load().actions) == 40  # never a 0-action match in its place


def test_closing_the_window_at_the_resume_question_keeps_the_autosave(qtbot: QtBot, h: ModuleType) -> None:
    folder = settings.data_folder()
    _saved_match(folder, 40)
    before = (folder / "autosave.json").read_bytes()
    window = MainWindow(h.still_controller(), anim_ms=0)
    qtbot.addWidget(window)
    window.show()
    window.startup()
    window.close()
    assert (folder / "autosave.json").read_bytes() == before


def test_only_the_new_match_dialog_changes_what_ctrl_n_offers(
    qtbot: QtBot, h: ModuleType, monkeypatch: pytest.MonkeyPatch
) -> None:
    chosen = RuleSet(target=250, gin_bonus=20, big_gin=True)
    seats = (SeatSetup("Dee"), SeatSetup("Eli"), SeatSetup("Fay", h.AI))
    offered: list[tuple[tuple[SeatSetup, ...], RuleSet]] = []

    def accept(self: NewMatchDialog) -> int:
        offered.append((self.seats(), self.rules()))
        return NewMatchDialog.DialogCode.Accepted

    monkeypatch.setattr(NewMatchDialog, "exec", accept)
    monkeypatch.setattr(NewMatchDialog, "seats", lambda self: seats)
    monkeypatch.setattr(NewMatchDialog, "rules", lambda self: chosen)
    window = MainWindow(h.still_controller(), anim_ms=0)
    qtbot.addWidget(window)
    window.new_match()  # the player sets up a match in the dialog
    assert window.controller.session.match.rules == chosen
    assert (AppSettings().seats, AppSettings().rules) == (seats, chosen)
    window.close()
    Autosave(settings.data_folder()).clear()  # no match to resume: the next start plays the default

    again = MainWindow(h.still_controller(), anim_ms=0)  # the next start: the default match
    qtbot.addWidget(again)
    again.startup()
    assert again.controller.session.match.rules == RuleSet()
    assert (AppSettings().seats, AppSettings().rules) == (seats, chosen)  # not the default's
    assert (again.last_seats, again.last_rules) == (seats, chosen)
    monkeypatch.undo()
    dialog = NewMatchDialog(again, again.last_seats, rules=again.last_rules)  # what Ctrl+N offers
    qtbot.addWidget(dialog)
    assert dialog.rules() == chosen and [s.name for s in dialog.seats()] == ["Dee", "Eli", "Fay"]


def test_nothing_of_one_match_shows_in_the_next(qtbot: QtBot, h: ModuleType, dialogs: list[str]) -> None:
    """Half a match against the computers, with a hint asked and the sitter's advice shown;
    then a new match: every panel, the status bar and the table start afresh."""
    window = h.open_window(qtbot, role=Role.CAPTAIN, target=250)
    ctrl, scene = window.controller, window.scene
    session = ctrl.session
    play_until(
        qtbot,
        h,
        window,
        lambda: (
            window.score_model.rowCount() >= 1
            and session.stage is Stage.PLAYING
            and session.human_to_act()
            and session.match.roles[Seat(0)] is Role.CAPTAIN
            and window.log_panel.model.rowCount() > 0
        ),
    )
    qtbot.waitUntil(lambda: session.shown_advice() is not None, timeout=20_000)  # the sitter advises
    assert window.advice_panel.model.rowCount() > 0 and window.cards_panel.model.rowCount() > 0
    assert window.log_panel.model.rowCount() > 0 and window.announcer.text()
    with qtbot.waitSignal(ctrl.hintReady, timeout=20_000, check_params_cb=lambda t: "…" not in t):
        window.hint()
    ctrl.computers.pause()  # the table holds still while it is looked at
    hint = window.statusBar().currentMessage()
    assert hint and session.hint is not None
    assert any(item.hinted for item in (*scene.cards.values(), *scene.backs))
    scene.selected = window.cards_panel.model.cards[0]
    scene.sync()
    assert any(p.isVisible() and p.total_text != "0 pts" for p in scene.decor.plates.values())

    answer_leave(window, "discard", [])
    window.new_match()
    ctrl.computers.resume()
    assert dialogs == ["new match"] and session.stage is Stage.ROLE_DRAW
    for panel in (window.advice_panel, window.log_panel):
        assert panel.model.rowCount() == 0, panel
    new_hand = session.table().view.hand  # "your cards": the new match's, in a fresh order
    assert window.cards_panel.model.cards == sorted_like_new(new_hand, window.cards_panel.model.mode)
    assert window.score_model.rowCount() == 0
    assert window.statusBar().currentMessage() != hint and not window.announcer.text()
    assert session.hint is None and scene.selected is None
    assert not any(item.hinted or item.selected for item in (*scene.cards.values(), *scene.backs))
    decor = scene.decor
    assert decor.stock_caption.text() == "" and decor.discard_caption.text() == ""
    assert not decor.advice_caption.isVisible()
    for plate in decor.plates.values():
        assert not plate.isVisible() or plate.total_text == "0 pts"
    assert "Deadwood" not in window.cards_panel.title.text()


def sorted_like_new(cards: tuple[Card, ...], mode: SortMode) -> list[Card]:
    """The order a hand seen for the first time is shown in."""
    order = HandOrder(mode)
    order.reset(cards)
    return order.cards


def test_a_discarded_match_is_counted_as_abandoned_for_every_player(
    qtbot: QtBot, h: ModuleType, dialogs: list[str]
) -> None:
    window = played_window(qtbot, h)
    answer_leave(window, "discard", [])
    window.new_match()
    assert window.controller.flush()
    stats = window.show_statistics()
    assert stats is not None
    qtbot.waitUntil(lambda: stats.read)  # read on the statistics' thread
    model = stats.model
    # each heading on up to two lines; a computer player's row names its level ("Ana (simple)")
    headers = [str(model.headerData(c, Qt.Orientation.Horizontal)).replace("\n", " ") for c in range(4)]
    assert headers[1:4] == ["Finished matches", "Matches won", "Abandoned matches"]
    rows = {
        str(model.data(model.index(r, 0))).removesuffix(f" ({h.AI})"): [
            model.data(model.index(r, c)) for c in (1, 2, 3)
        ]
        for r in range(model.rowCount())
    }
    assert rows == {name: ["0", "0", "1"] for name in h.NAMES}  # every player of the match
    assert "abandoned" in stats.note.text()
    stats.close()
