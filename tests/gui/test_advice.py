"""The sitter's advice (R20): shown on the table and in the panel, accepted or overridden,
and a human sitter's suggestion reaches an AI captain."""

from __future__ import annotations

from types import ModuleType

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from gin3.engine import Action, Discard, DrawDiscard, DrawStock, Knock, PassUpcard, Role, TakeUpcard, View
from gin3.gui.controller import Stage


def _wait_for_advice(qtbot: QtBot, ctrl: object) -> None:
    qtbot.waitUntil(
        lambda: (
            ctrl.stage is not Stage.PLAYING  # type: ignore[attr-defined]
            or (ctrl.human_to_act() and ctrl.shown_advice() is not None)
        ),  # type: ignore[attr-defined]
        timeout=20000,
    )


def _other_move(ctrl: object, advised: Action) -> Action:
    """Any legal move of the captain but the suggested one."""
    match = ctrl.match  # type: ignore[attr-defined]
    for action in match.legal_actions():
        if action != advised and not (isinstance(action, Knock) and isinstance(advised, Knock)):
            return action  # type: ignore[no-any-return]
    raise AssertionError("only one legal move")


def test_r20_advice_is_shown_accepted_and_overridden(qtbot: QtBot, h: ModuleType) -> None:
    window = h.open_window(qtbot, role=Role.CAPTAIN)
    ctrl, scene = window.controller, window.scene
    ctrl.begin()
    _wait_for_advice(qtbot, ctrl)
    advice = ctrl.shown_advice()
    assert advice is not None and not advice.by_person
    panel = window.advice_panel
    rows = [panel.model.data(panel.model.index(r)) for r in range(panel.model.rowCount())]
    assert rows[0].startswith("Suggested:") and advice.reason in rows[0]
    assert len(rows) == min(len(advice.choices), 4) and all(r.startswith("Also possible:") for r in rows[1:])
    if isinstance(advice.action, (PassUpcard, TakeUpcard)):  # the suggestion is on its button
        key = "pass" if isinstance(advice.action, PassUpcard) else "take"
        assert "suggested" in window.buttons[key].text()

    # one click accepts
    before = len(ctrl.match.actions)
    panel.accept.click()
    assert len(ctrl.match.actions) == before + 1 and ctrl.match.actions[-1] == advice.action
    tally = ctrl.tallies[ctrl.match.hand.number]
    assert (tally.offered, tally.followed) == (1, 1)

    # the next decision: a lifted, outlined card or a marked pile; then any other move overrides
    while True:
        _wait_for_advice(qtbot, ctrl)
        assert ctrl.stage is Stage.PLAYING
        advice = ctrl.shown_advice()
        if not isinstance(advice.action, PassUpcard) and len(ctrl.match.legal_actions()) > 1:
            break
        panel.accept.click()
    if isinstance(advice.action, Discard):
        item = scene.cards[advice.action.card]
        assert item.hinted and item.home.y() == scene.geo.bottom_y - scene.geo.lift
    elif isinstance(advice.action, (DrawStock, DrawDiscard, TakeUpcard)):
        assert scene.advice_caption.isVisible() and scene.advice_caption.text() == "Suggested"
    other = _other_move(ctrl, advice.action)
    offered = tally.offered
    assert ctrl.play(other)
    assert (tally.offered, tally.followed) == (offered + 1, offered)

    # Enter accepts the next suggestion
    _wait_for_advice(qtbot, ctrl)
    if ctrl.stage is Stage.PLAYING:
        advice = ctrl.shown_advice()
        window.view.setFocus()
        QTest.keyClick(window.view, Qt.Key.Key_Return)
        assert ctrl.match.actions[-1] == advice.action or ctrl.stage is not Stage.PLAYING


def test_r20_the_hand_summary_says_how_often_the_captain_followed(qtbot: QtBot, h: ModuleType) -> None:
    window = h.open_window(qtbot, role=Role.CAPTAIN)
    ctrl = window.controller
    ctrl.begin()
    number = ctrl.match.hand.number
    while ctrl.stage is Stage.PLAYING:
        qtbot.waitUntil(lambda: ctrl.stage is not Stage.PLAYING or ctrl.human_to_act(), timeout=20000)
        if ctrl.stage is not Stage.PLAYING:
            break
        hand = ctrl.match.hand
        if hand.turn == hand.non_dealer and hand.phase.name != "LAYOFF":
            _wait_for_advice(qtbot, ctrl)
            if ctrl.stage is not Stage.PLAYING:
                break
            advice = ctrl.shown_advice()
            # follow every other suggestion
            several = len(ctrl.match.legal_actions()) > 1
            if several and ctrl.tallies.get(number) and ctrl.tallies[number].offered % 2:
                assert ctrl.play(_other_move(ctrl, advice.action))
            else:
                assert ctrl.accept_advice()
        else:
            assert (
                ctrl.lay_down() if hand.phase.name == "LAYOFF" else ctrl.play(ctrl.match.legal_actions()[0])
            )
    tally = ctrl.tallies[number]
    assert tally.offered >= 2 and 0 < tally.followed < tally.offered
    text = window.scene.panel.toPlainText()
    assert f"followed {tally.followed} of {tally.offered}" in text
    assert "estimate" in text or "cannot be told" in text


class _Spy:
    """An AI captain that records the advice it is given."""

    def __init__(self, inner: object) -> None:
        self.inner = inner
        self.level = "spy"
        self.advice: list[Action | None] = []

    def choose(self, view: View, advice: Action | None = None) -> Action:
        self.advice.append(advice)
        return self.inner.choose(view, advice=advice)  # type: ignore[attr-defined, no-any-return]


def test_r20_a_human_sitters_suggestion_reaches_the_ai_captain(qtbot: QtBot, h: ModuleType) -> None:
    window = h.open_window(qtbot, role=Role.SITTER)
    ctrl = window.controller
    ctrl.begin()
    captain = ctrl.match.hand.non_dealer
    spy = _Spy(ctrl._players[captain])
    ctrl._players[captain] = spy  # type: ignore[assignment]
    panel = window.advice_panel
    assert panel.suggest.isVisible() and "Advise" in panel.suggest.text()
    panel.suggest.click()  # "Advise the captain's moves": the AI captain now waits for me
    assert ctrl.advise_ai_captain
    qtbot.waitUntil(lambda: ctrl.suggesting(), timeout=10000)
    hand = ctrl.match.hand
    assert hand.turn == captain and hand.phase.name == "OFFER"
    assert window.buttons["pass"].isVisible()
    before = len(ctrl.match.actions)
    window.buttons["take"].click()  # the same gesture as playing: here it is a suggestion
    assert len(ctrl.match.actions) == before  # nothing was played for the captain
    assert ctrl.advice is not None and ctrl.advice.by_person and ctrl.advice.action == TakeUpcard()
    qtbot.waitUntil(lambda: len(ctrl.match.actions) > before, timeout=10000)
    assert spy.advice == [TakeUpcard()]
    # the AI weighed it: the move is its own choice, and the tally counts it either way
    assert ctrl.tallies[hand.number].offered == 1

    # a draw suggested by dragging the stock onto the hand
    while ctrl.stage is Stage.PLAYING and not (ctrl.suggesting() and ctrl.match.hand.phase.name == "DRAW"):
        qtbot.waitUntil(lambda: ctrl.stage is not Stage.PLAYING or ctrl.human_to_act(), timeout=10000)
        if ctrl.suggesting() and ctrl.match.hand.phase.name == "DRAW":
            break
        if ctrl.suggesting():
            ctrl.skip_suggestion()  # "Let the captain decide"
        elif ctrl.stage is Stage.PLAYING:
            ctrl.play(ctrl.match.legal_actions()[0])
    if ctrl.stage is Stage.PLAYING:
        count = len(spy.advice)
        stock = ctrl.match.hand.stock[0]
        h.drag(window, h.grip(window, stock), h.hand_point(window))
        assert ctrl.advice is not None and ctrl.advice.action == DrawStock()
        qtbot.waitUntil(lambda: len(spy.advice) > count, timeout=10000)
        assert spy.advice[-1] == DrawStock()
