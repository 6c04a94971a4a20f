"""The sitter's advice (R20): shown on the table and in the panel, accepted or overridden,
and a human sitter's suggestion reaches an AI captain."""

from __future__ import annotations

from concurrent.futures import Future
from types import ModuleType

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from gin3.engine import Action, Discard, DrawDiscard, DrawStock, Knock, PassUpcard, Role, TakeUpcard, View
from gin3.gui.text.templates import reason_text
from gin3.session import PlayerKey, Stage, Thinker


def _wait_for_advice(qtbot: QtBot, ctrl: object) -> None:
    qtbot.waitUntil(
        lambda: (
            ctrl.session.stage is not Stage.PLAYING  # type: ignore[attr-defined]
            or (ctrl.session.human_to_act() and ctrl.session.shown_advice() is not None)
        ),  # type: ignore[attr-defined]
        timeout=20000,
    )


def _other_move(ctrl: object, advised: Action) -> Action:
    """Any legal move of the captain but the suggested one."""
    match = ctrl.session.match  # type: ignore[attr-defined]
    for action in match.legal_actions():
        if action != advised and not (isinstance(action, Knock) and isinstance(advised, Knock)):
            return action  # type: ignore[no-any-return]
    raise AssertionError("only one legal move")


def test_r20_advice_is_shown_accepted_and_overridden(qtbot: QtBot, h: ModuleType) -> None:
    window = h.open_window(qtbot, role=Role.CAPTAIN)
    ctrl, scene = window.controller, window.scene
    ctrl.begin()
    _wait_for_advice(qtbot, ctrl)
    advice = ctrl.session.shown_advice()
    assert advice is not None and not advice.by_person
    panel = window.advice_panel
    rows = [panel.model.data(panel.model.index(r)) for r in range(panel.model.rowCount())]
    assert rows[0].startswith("Suggested:") and advice.choices[0][1] is not None
    assert reason_text(advice.choices[0][1]) in rows[0]
    assert len(rows) == min(len(advice.choices), 4) and all(r.startswith("Also possible:") for r in rows[1:])
    if isinstance(advice.action, (PassUpcard, TakeUpcard)):  # the suggestion is on its button
        key = "pass" if isinstance(advice.action, PassUpcard) else "take"
        assert "suggested" in window.buttons[key].text()

    # one click accepts
    before = len(ctrl.session.match.actions)
    panel.accept.click()
    assert len(ctrl.session.match.actions) == before + 1 and ctrl.session.match.actions[-1] == advice.action
    tally = ctrl.session.desk.tallies[ctrl.session.match.hand.number]
    assert (tally.offered, tally.followed) == (1, 1)

    # the next decision: a lifted, outlined card or a marked pile; then any other move overrides
    while True:
        _wait_for_advice(qtbot, ctrl)
        assert ctrl.session.stage is Stage.PLAYING
        advice = ctrl.session.shown_advice()
        if not isinstance(advice.action, PassUpcard) and len(ctrl.session.match.legal_actions()) > 1:
            break
        panel.accept.click()
    if isinstance(advice.action, Discard):
        item = scene.cards[advice.action.card]
        assert item.hinted and item.home.y() == scene.geo.bottom_y - scene.geo.lift
    elif isinstance(advice.action, (DrawStock, DrawDiscard, TakeUpcard)):
        assert scene.decor.advice_caption.isVisible() and scene.decor.advice_caption.text() == "Suggested"
    other = _other_move(ctrl, advice.action)
    offered = tally.offered
    assert ctrl.play(other)
    assert (tally.offered, tally.followed) == (offered + 1, offered)

    # Enter accepts the next suggestion
    _wait_for_advice(qtbot, ctrl)
    if ctrl.session.stage is Stage.PLAYING:
        advice = ctrl.session.shown_advice()
        window.view.setFocus()
        QTest.keyClick(window.view, Qt.Key.Key_Return)
        assert ctrl.session.match.actions[-1] == advice.action or ctrl.session.stage is not Stage.PLAYING


def test_r20_the_hand_summary_says_how_often_the_captain_followed(qtbot: QtBot, h: ModuleType) -> None:
    window = h.open_window(qtbot, role=Role.CAPTAIN)
    ctrl = window.controller
    ctrl.begin()
    number = ctrl.session.match.hand.number
    while ctrl.session.stage is Stage.PLAYING:
        qtbot.waitUntil(
            lambda: ctrl.session.stage is not Stage.PLAYING or ctrl.session.human_to_act(), timeout=20000
        )
        if ctrl.session.stage is not Stage.PLAYING:
            break
        hand = ctrl.session.match.hand
        if hand.turn == hand.non_dealer and hand.phase.name != "LAYOFF":
            _wait_for_advice(qtbot, ctrl)
            if ctrl.session.stage is not Stage.PLAYING:
                break
            advice = ctrl.session.shown_advice()
            # follow every other suggestion
            several = len(ctrl.session.match.legal_actions()) > 1
            if (
                several
                and ctrl.session.desk.tallies.get(number)
                and ctrl.session.desk.tallies[number].offered % 2
            ):
                assert ctrl.play(_other_move(ctrl, advice.action))
            else:
                assert ctrl.accept_advice()
        else:
            assert (
                ctrl.lay_down()
                if hand.phase.name == "LAYOFF"
                else ctrl.play(ctrl.session.match.legal_actions()[0])
            )
    tally = ctrl.session.desk.tallies[number]
    assert tally.offered >= 2 and 0 < tally.followed < tally.offered
    text = window.scene.panel.toPlainText()
    assert f"followed {tally.followed} of {tally.offered}" in text
    assert "estimate" in text or "cannot be told" in text
    # the hand's account first, what happens next last
    assert text.index(f"followed {tally.followed} of") < text.index("Press N or Next hand")


class _Spy(Thinker):
    """A thinker that records the advice each computer player is given with its view."""

    def __init__(self) -> None:
        super().__init__(in_process=True)
        self.advice: list[Action | None] = []

    def choose(
        self, key: PlayerKey, level: str, seed: int, view: View, advice: Action | None = None
    ) -> Future[Action]:
        if view.player == view.seat and view.role is Role.CAPTAIN:
            self.advice.append(advice)
        return super().choose(key, level, seed, view, advice)


def test_r20_a_human_sitters_suggestion_reaches_the_ai_captain(qtbot: QtBot, h: ModuleType) -> None:
    spy = _Spy()
    window = h.open_window(qtbot, role=Role.SITTER, thinker=spy)
    ctrl = window.controller
    ctrl.begin()
    captain = ctrl.session.match.hand.non_dealer
    panel = window.advice_panel
    assert panel.suggest.isVisible() and "Advise" in panel.suggest.text()
    panel.suggest.click()  # "Advise the captain's moves": the AI captain now waits for me
    assert ctrl.session.desk.advise_computer_captain
    qtbot.waitUntil(lambda: ctrl.session.suggesting(), timeout=10000)
    hand = ctrl.session.match.hand
    assert hand.turn == captain and hand.phase.name == "OFFER"
    assert window.buttons["pass"].isVisible()
    before = len(ctrl.session.match.actions)
    window.buttons["take"].click()  # the same gesture as playing: here it is a suggestion
    assert len(ctrl.session.match.actions) == before  # nothing was played for the captain
    assert (
        ctrl.session.desk.advice is not None
        and ctrl.session.desk.advice.by_person
        and ctrl.session.desk.advice.action == TakeUpcard()
    )
    qtbot.waitUntil(lambda: len(ctrl.session.match.actions) > before, timeout=10000)
    assert spy.advice == [TakeUpcard()]
    # the AI weighed it: the move is its own choice, and the tally counts it either way
    assert ctrl.session.desk.tallies[hand.number].offered == 1

    # a draw suggested by dragging the stock onto the hand
    while ctrl.session.stage is Stage.PLAYING and not (
        ctrl.session.suggesting() and ctrl.session.match.hand.phase.name == "DRAW"
    ):
        qtbot.waitUntil(
            lambda: ctrl.session.stage is not Stage.PLAYING or ctrl.session.human_to_act(), timeout=10000
        )
        if ctrl.session.suggesting() and ctrl.session.match.hand.phase.name == "DRAW":
            break
        if ctrl.session.suggesting():
            ctrl.skip_suggestion()  # "Let the captain decide"
        elif ctrl.session.stage is Stage.PLAYING:
            ctrl.play(ctrl.session.match.legal_actions()[0])
    if ctrl.session.stage is Stage.PLAYING:
        count = len(spy.advice)
        h.drag(window, h.grip(window, "stock"), h.hand_point(window))
        assert ctrl.session.desk.advice is not None and ctrl.session.desk.advice.action == DrawStock()
        qtbot.waitUntil(lambda: len(spy.advice) > count, timeout=10000)
        assert spy.advice[-1] == DrawStock()


def test_after_an_advice_button_the_keys_work_on_the_table(qtbot: QtBot, h: ModuleType) -> None:
    """Issue 18: after "Advise the captain's moves" the keyboard is back on the table, so T
    suggests taking the upcard at once (the focus used to stay on the button)."""
    window = h.open_window(qtbot, role=Role.SITTER, thinker=_Spy())
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    ctrl = window.controller
    ctrl.begin()
    panel = window.advice_panel
    QTest.mouseClick(panel.suggest, Qt.MouseButton.LeftButton)
    assert ctrl.session.desk.advise_computer_captain
    qtbot.waitUntil(lambda: ctrl.session.suggesting(), timeout=10000)
    focused = QApplication.focusWidget()
    assert focused is not None and focused is not panel.suggest
    QTest.keyClick(focused, Qt.Key.Key_T)
    advice = ctrl.session.desk.advice
    assert advice is not None and advice.by_person and advice.action == TakeUpcard()


def test_no_line_of_the_advice_is_cut_at_any_width_of_the_panel(qtbot: QtBot, h: ModuleType) -> None:
    """The suggestion (bold) and the runner-ups wrap in a narrow panel: at every width each
    row lies within the panel and is as high as its text needs where the style paints it (a
    line that fits the row but not the narrower painting area would end in an ellipsis)."""
    from PySide6.QtCore import QRect
    from PySide6.QtGui import QFontMetrics
    from PySide6.QtWidgets import QStyle, QStyleOptionViewItem

    window = h.open_window(qtbot, role=Role.CAPTAIN)
    ctrl = window.controller
    ctrl.begin()
    _wait_for_advice(qtbot, ctrl)
    view = window.docks.advice_panel.list
    rows = view.model().rowCount()
    assert rows >= 2
    cut = []
    for width in range(180, 460, 3):  # narrower, a word of the suggestion alone is wider
        view.resize(width, 600)
        QApplication.processEvents()
        for row in range(rows):
            index = view.model().index(row, 0)
            option = QStyleOptionViewItem()
            option.initFrom(view)
            option.rect = view.visualRect(index)
            view.itemDelegate().initStyleOption(option, index)
            area = view.style().subElementRect(QStyle.SubElement.SE_ItemViewItemText, option, view)
            need = QFontMetrics(option.font).boundingRect(
                QRect(0, 0, area.width(), 10000), int(Qt.TextFlag.TextWordWrap), option.text
            )
            if need.height() > area.height() or area.right() > view.viewport().width():
                cut.append((width, row))
    assert cut == []
