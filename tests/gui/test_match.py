"""Whole matches through the controller: AI seats think off the UI thread."""

from __future__ import annotations

import threading
from concurrent.futures import Future
from types import ModuleType

from PySide6.QtCore import QTimer
from pytestqt.qtbot import QtBot

from gin3.engine import Action, HandScored, Role, RuleSet, View
from gin3.gui.controller import GameController
from gin3.session import PlayerKey, SeatSetup, Stage, Thinker


def test_whole_match_of_computer_players(qtbot: QtBot, h: ModuleType) -> None:
    ctrl = GameController(ai_delay_ms=0, auto_continue=True)
    seats = tuple(SeatSetup(name, h.AI) for name in h.NAMES)
    ctrl.new_match(seats, seed=7, rules=RuleSet(target=40))
    qtbot.waitUntil(lambda: ctrl.session.stage is Stage.MATCH_OVER, timeout=60000)
    match = ctrl.session.match
    assert match.winner is not None and match.totals[match.winner] >= 40  # R19
    assert all(match.roles_of(hand.number) for hand in match.hands)  # R8: every hand had its roles
    ctrl.shutdown()


def test_person_and_two_computers_play_a_match_in_the_window(qtbot: QtBot, h: ModuleType) -> None:
    window = h.open_window(qtbot, role=Role.BOX, target=30)
    ctrl = window.controller
    ctrl.begin()
    while ctrl.session.stage is not Stage.MATCH_OVER:
        qtbot.waitUntil(
            lambda: ctrl.session.human_to_act() or ctrl.session.stage in (Stage.HAND_OVER, Stage.MATCH_OVER),
            timeout=20000,
        )
        if ctrl.session.stage is Stage.HAND_OVER:
            assert window.buttons["next"].isVisible()
            window.buttons["next"].click()
            continue
        if ctrl.session.stage is Stage.MATCH_OVER:
            break
        h.play_one_move(ctrl)
    match = ctrl.session.match
    assert window.buttons["newmatch"].isVisible()
    model = window.score_model
    assert model.rowCount() == len(match.hands)
    last = model.rowCount() - 1
    for seat in match.seats:
        assert model.data(model.index(last, 6 + seat)) == str(match.totals[seat])
    scored = [hd for hd in match.hands if isinstance(hd.result, HandScored)]
    assert sum(hd.result.points for hd in scored) == sum(match.totals)  # R18: the sitter never scores


def test_people_cannot_act_for_the_computer(qtbot: QtBot, h: ModuleType) -> None:
    window = h.open_window(qtbot, role=Role.SITTER)
    ctrl = window.controller
    ctrl.computers.pause()  # the computer holds still, so it is surely not the person's turn
    ctrl.begin()
    assert not ctrl.draw_stock()
    assert "wait" in window.statusBar().currentMessage().lower()


def test_a_failing_computer_player_still_moves(qtbot: QtBot, h: ModuleType) -> None:
    class Broken(Thinker):
        """A thinker whose every computer player fails."""

        def choose(self, *args: object, **kwargs: object) -> Future[Action]:
            failed: Future[Action] = Future()
            failed.set_exception(RuntimeError("no idea"))
            return failed

    ctrl = GameController(ai_delay_ms=0, auto_continue=True, thinker=Broken(in_process=True))
    messages: list[str] = []
    ctrl.refused.connect(messages.append)
    seats = tuple(SeatSetup(name, h.AI) for name in h.NAMES)
    ctrl.new_match(seats, seed=3, rules=RuleSet(target=10))
    qtbot.waitUntil(lambda: len(ctrl.session.match.actions) >= 4, timeout=20000)
    assert any("no idea" in m for m in messages)
    ctrl.shutdown()


def test_a_hand_with_animations_and_paced_computer_players(qtbot: QtBot, h: ModuleType) -> None:
    from gin3.gui.windows.mainwindow import MainWindow

    ctrl = GameController(ai_delay_ms=5)
    window = MainWindow(ctrl, anim_ms=20)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    window.start(
        (SeatSetup("Player"), SeatSetup("Ana", h.AI), SeatSetup("Ben", h.AI)), seed=h.seed_where(Role.BOX)
    )
    ctrl.begin()
    while ctrl.session.stage is Stage.PLAYING:
        qtbot.waitUntil(
            lambda: ctrl.session.human_to_act() or ctrl.session.stage is not Stage.PLAYING, timeout=20000
        )
        if ctrl.session.stage is not Stage.PLAYING:
            break
        h.play_one_move(ctrl)
    # every card comes to rest where the table says
    shown = [item for item in (*window.scene.cards.values(), *window.scene.backs) if item.isVisible()]
    qtbot.waitUntil(lambda: all(item.pos() == item.home for item in shown), timeout=10000)


def test_each_computer_decision_is_asked_once_even_when_a_new_match_starts_meanwhile(
    qtbot: QtBot, h: ModuleType
) -> None:
    class Slow(Thinker):
        """The real players, in this process, answering after 50 ms; it counts the questions, and
        something else happens at the table (a notice) while each answer is on its way."""

        def __init__(self) -> None:
            super().__init__(in_process=True)
            self.asked: list[tuple[int, int, int]] = []

        def choose(
            self, key: PlayerKey, level: str, seed: int, view: View, advice: Action | None = None
        ) -> Future[Action]:
            self.asked.append((key[0], view.hand_number, len(view.history)))
            answer = super().choose(key, level, seed, view, advice)
            later: Future[Action] = Future()
            threading.Timer(0.05, lambda: later.set_result(answer.result())).start()
            QTimer.singleShot(5, lambda: ctrl.set_suggest_mode(False))  # a notice meanwhile
            return later

    thinker = Slow()
    ctrl = GameController(ai_delay_ms=0, auto_continue=True, thinker=thinker)
    problems: list[str] = []
    ctrl.refused.connect(problems.append)
    seats = tuple(SeatSetup(name, h.AI) for name in h.NAMES)
    for seed in (3, 4, 5):  # two matches abandoned at once, while their first question is pending
        ctrl.new_match(seats, seed=seed, rules=RuleSet(target=10))
    qtbot.waitUntil(lambda: len(ctrl.session.match.actions) >= 12, timeout=20000)
    ctrl.computers.pause()
    assert not problems
    assert len(thinker.asked) == len(set(thinker.asked))  # no decision was asked twice


def test_no_card_is_listed_before_the_first_deal_is_shown(qtbot: QtBot, h: ModuleType) -> None:
    """During the draw for roles the table shows no hand, and neither does the cards panel."""
    window = h.open_window(qtbot)
    ctrl = window.controller
    assert ctrl.session.stage is Stage.ROLE_DRAW
    assert ctrl.hand_model.cards == [] and "10 cards" not in window.cards_panel.title.text()
    ctrl.begin()
    assert len(ctrl.hand_model.cards) in (10, 11)
