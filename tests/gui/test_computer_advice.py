"""The computer's advice in two-player gin (issue 19), through the real widgets: switched on,
the advice dock shows the advisor's suggestions for the person's own moves, rated from the
person's own view; Accept and Enter play them; switched off (the default), the dock stays
put away and H gives a hint; the new-match dialog remembers the choice."""

from __future__ import annotations

from concurrent.futures import Future
from types import ModuleType

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from gin3.ai import Suggestion
from gin3.engine import Discard, DrawDiscard, DrawStock, Knock, Mode, Phase, Seat, TakeUpcard, View
from gin3.gui.controller import GameController
from gin3.gui.settings import AppSettings
from gin3.gui.windows.dialogs import NewMatchDialog
from gin3.gui.windows.mainwindow import MainWindow
from gin3.session import SeatSetup, Session, Stage, Thinker

PERSON = Seat(0)


class _Spy(Thinker):
    """A thinker that records each view the advisor is asked about, and whether it was the
    person's own view of the table at that moment."""

    def __init__(self) -> None:
        super().__init__(in_process=True)
        self.session: Session | None = None
        self.asked: list[tuple[View, bool]] = []

    def suggest(self, view: View) -> Future[list[Suggestion]]:
        session = self.session
        assert session is not None and session.match is not None
        self.asked.append((view, view == session.match.view(PERSON)))
        return super().suggest(view)


def _window(qtbot: QtBot, thinker: Thinker | None = None, seed: int = 3) -> MainWindow:
    window = MainWindow(GameController(ai_delay_ms=0, thinker=thinker), anim_ms=0)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    if isinstance(thinker, _Spy):
        thinker.session = window.controller.session
    window.start((SeatSetup("Player"), SeatSetup("Ana", "simple")), seed=seed)
    return window


def _person_or_over(qtbot: QtBot, session: Session) -> None:
    qtbot.waitUntil(lambda: session.stage is not Stage.PLAYING or session.human_to_act(), timeout=20000)


def test_switched_on_the_computer_advises_the_person_and_accept_or_enter_plays_it(
    qtbot: QtBot, h: ModuleType
) -> None:
    spy = _Spy()
    window = _window(qtbot, spy)
    ctrl, session, panel, scene = (
        window.controller,
        window.controller.session,
        window.advice_panel,
        window.scene,
    )
    assert window.advice_dock.isHidden()  # off by default: the dock is put away
    switch = window.menus.advice
    assert switch.isEnabled() and not switch.isChecked()
    switch.trigger()  # View > Show the computer's advice on my moves
    assert session.computer_advice and AppSettings().computer_advice
    assert window.advice_dock.windowTitle() == "The computer's advice"
    assert window.advice_dock.toggleViewAction().text() == "The computer's advice"
    ctrl.begin()
    assert not window.advice_dock.isHidden()  # the hand has advice for the person: the dock comes out
    accepted = entered = 0
    while session.stage is Stage.PLAYING:
        _person_or_over(qtbot, session)
        if session.stage is not Stage.PLAYING:
            break
        if session.match.hand.phase is Phase.LAYOFF:  # the defender lays down, as in chouette
            assert session.shown_advice() is None
            window.buttons["laydown"].click()
            continue
        qtbot.waitUntil(lambda: session.shown_advice() is not None, timeout=20000)
        advice = session.shown_advice()
        assert advice.captain == PERSON and not advice.by_sitter
        rows = [panel.model.data(panel.model.index(r)) for r in range(panel.model.rowCount())]
        assert rows[0].startswith("Suggested:") and all(r.startswith("Also possible:") for r in rows[1:])
        assert panel.status.text() == "The computer suggests this move to Player:"
        assert panel.accept.isVisible() and panel.accept.isEnabled()
        assert not panel.suggest.isVisible() and not panel.skip.isVisible()
        # the suggested move is marked on the table, as the sitter's is
        if isinstance(advice.action, Discard):
            assert scene.cards[advice.action.card].hinted
        elif isinstance(advice.action, Knock) and advice.action.discard is not None:
            assert scene.cards[advice.action.discard].hinted
        elif isinstance(advice.action, (DrawStock, DrawDiscard, TakeUpcard)):
            assert scene.decor.advice_caption.isVisible()
            assert scene.decor.advice_caption.text() == "Suggested"
        before = len(session.match.actions)
        if (accepted + entered) % 2 == 0:
            QTest.mouseClick(panel.accept, Qt.MouseButton.LeftButton)
            accepted += 1
        else:
            window.view.setFocus()
            QTest.keyClick(window.view, Qt.Key.Key_Return)
            entered += 1
        assert len(session.match.actions) == before + 1 and session.match.actions[before] == advice.action
    assert accepted >= 2 and entered >= 2
    # the advisor was asked only about the person's own decisions, from the person's own view
    assert spy.asked and all(own and view.seat == view.player == PERSON for view, own in spy.asked)
    # Enter never passes a showdown: the result stays on the table
    if session.stage is Stage.HAND_OVER:
        number = session.match.hand.number
        window.view.setFocus()
        QTest.keyClick(window.view, Qt.Key.Key_Return)
        assert session.stage is Stage.HAND_OVER and session.match.hand.number == number
    assert session.desk.tallies == {}  # the computer's advice is not the sitter's: nothing tallied


def test_switched_off_the_dock_stays_away_and_h_gives_a_hint(qtbot: QtBot, h: ModuleType) -> None:
    spy = _Spy()
    window = _window(qtbot, spy)
    ctrl, session, panel = window.controller, window.controller.session, window.advice_panel
    ctrl.begin()
    assert not session.computer_advice and window.advice_dock.isHidden()
    for _ in range(3):
        _person_or_over(qtbot, session)
        if session.stage is not Stage.PLAYING:
            break
        assert session.shown_advice() is None and panel.model.rowCount() == 0
        assert not panel.accept.isVisible()
        assert "press H for a hint" in panel.status.text()
        h.play_one_move(ctrl)
    assert spy.asked == []  # nobody asked the advisor without H
    _person_or_over(qtbot, session)
    if session.stage is Stage.PLAYING:
        window.view.setFocus()
        QTest.keyClick(window.view, Qt.Key.Key_H)
        qtbot.waitUntil(lambda: window.statusBar().currentMessage().startswith("Hint:"), timeout=20000)
        assert len(spy.asked) == 1 and spy.asked[0][1]  # the hint, from the person's own view
        assert session.shown_advice() is None and window.advice_dock.isHidden()


class _AtOnce(Thinker):
    """A thinker whose hints are ready before the table attaches to them (a quick answer)."""

    def __init__(self) -> None:
        super().__init__(in_process=True)

    def suggest(self, view: View) -> Future[list[Suggestion]]:
        future: Future[list[Suggestion]] = super().suggest(view)
        future.result(timeout=20)
        return future


def test_a_hint_that_comes_back_at_once_stays_on_the_status_line(qtbot: QtBot) -> None:
    window = _window(qtbot, _AtOnce())
    session = window.controller.session
    window.controller.begin()
    _person_or_over(qtbot, session)
    assert session.stage is Stage.PLAYING
    window.view.setFocus()
    QTest.keyClick(window.view, Qt.Key.Key_H)
    qtbot.waitUntil(lambda: window.statusBar().currentMessage().startswith("Hint:"), timeout=20000)
    qtbot.wait(50)  # nothing arrives later to hide it
    assert window.statusBar().currentMessage().startswith("Hint:")


def test_switching_off_during_a_match_puts_the_advice_away(qtbot: QtBot) -> None:
    window = _window(qtbot, Thinker(in_process=True))
    session = window.controller.session
    window.menus.advice.trigger()
    window.controller.begin()
    _person_or_over(qtbot, session)
    qtbot.waitUntil(lambda: session.shown_advice() is not None, timeout=20000)
    assert window.advice_panel.model.rowCount() >= 1
    window.menus.advice.trigger()  # off again
    assert not session.computer_advice and not AppSettings().computer_advice
    assert session.shown_advice() is None and window.advice_panel.model.rowCount() == 0
    assert window.advice_dock.isHidden()
    before = len(session.match.actions)
    assert not window.advice_panel.accept.isVisible()
    assert not window.controller.accept_advice()  # nothing to accept
    assert window.statusBar().currentMessage() == "There is no suggestion to accept now."
    assert len(session.match.actions) == before


def test_the_dialog_offers_the_switch_for_two_player_gin_and_ctrl_n_remembers_it(
    qtbot: QtBot, h: ModuleType, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = MainWindow(h.still_controller(), anim_ms=0)
    qtbot.addWidget(window)
    window.show()
    window.start_default(seed=3)  # chouette: the switch means nothing there
    assert window.advice_dock.windowTitle() == "The sitter's advice"
    assert not window.menus.advice.isEnabled()
    seen: list[tuple[bool, bool]] = []

    def choose_two_player(self: NewMatchDialog) -> int:
        seen.append((self.advice_box.isVisibleTo(self), self.advice_box.isChecked()))
        self.game_choice.setCurrentIndex(self.game_choice.findData(Mode.CLASSIC.value))
        assert self.advice_box.isVisibleTo(self)  # offered for two-player gin only
        self.advice_box.setChecked(True)
        self.names[1].setText("Ana")
        self.kinds[1].setCurrentIndex(self.kinds[1].findData("simple"))
        return NewMatchDialog.DialogCode.Accepted

    monkeypatch.setattr(NewMatchDialog, "exec", choose_two_player)
    window.new_match()
    assert seen[0] == (False, False)  # chouette offered first; the box is off by default
    session = window.controller.session
    assert session.match.mode is Mode.CLASSIC and session.computer_advice
    assert AppSettings().computer_advice
    assert window.advice_dock.windowTitle() == "The computer's advice"
    assert window.menus.advice.isEnabled()
    window.controller.begin()
    assert not window.advice_dock.isHidden()  # dealt: the computer's advice comes out

    # Ctrl+N after a restart: two-player gin with the computer's advice is offered again
    again = MainWindow(h.still_controller(), anim_ms=0)
    qtbot.addWidget(again)
    again.show()
    assert again.controller.session.computer_advice  # the remembered switch, from the start
    with qtbot.waitActive(again):
        again.activateWindow()
    QTest.keyClick(again.windowHandle(), Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    assert seen[1] == (True, True)
    assert again.menus.advice.isChecked()

    # back to chouette: the sitter's advice as ever, whatever the switch says
    again.start((SeatSetup("Player"), SeatSetup("Ana", "simple"), SeatSetup("Ben", "simple")), seed=3)
    assert again.advice_dock.windowTitle() == "The sitter's advice"
    assert not again.menus.advice.isEnabled()


def test_hot_seat_each_person_is_advised_on_their_own_moves_never_behind_the_cover(qtbot: QtBot) -> None:
    window = MainWindow(GameController(ai_delay_ms=0, thinker=Thinker(in_process=True)), anim_ms=0)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    window.start((SeatSetup("Zoe"), SeatSetup("Max")), seed=5)
    session, panel = window.controller.session, window.advice_panel
    window.menus.advice.trigger()
    window.controller.begin()
    advised: set[Seat] = set()
    handoffs = 0
    while len(advised) < 2 or handoffs < 2:
        assert session.stage is Stage.PLAYING
        if session.covered:
            handoffs += 1
            assert panel.model.rowCount() == 0 and panel.status.text() == "The table is being handed over."
            QTest.keyClick(window.cover, Qt.Key.Key_Return)  # "I am here"
            continue
        assert session.match.hand.phase is not Phase.LAYOFF
        qtbot.waitUntil(lambda: session.shown_advice() is not None, timeout=20000)
        advice = session.shown_advice()
        assert advice.captain == session.viewer == session.match.hand.turn  # only their own move
        assert panel.status.text() == f"The computer suggests this move to {session.name(advice.captain)}:"
        advised.add(advice.captain)
        QTest.mouseClick(panel.accept, Qt.MouseButton.LeftButton)
    assert advised == {Seat(0), Seat(1)}
