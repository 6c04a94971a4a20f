"""Hot-seat privacy (R6): the table is covered whenever it passes to the other side,
and no frame ever holds the other side's cards face up for the wrong person."""

from __future__ import annotations

from types import ModuleType

from pytestqt.qtbot import QtBot

from gin3.engine import Hand, Match, Role, Seat
from gin3.gui.controller import GameController
from gin3.gui.table.cards import CardItem
from gin3.gui.windows.mainwindow import MainWindow
from gin3.session import SeatSetup, Stage

NAMES = ("Player", "Ana", "Ben")


def _seed(roles: dict[int, Role]) -> int:
    return next(
        s
        for s in range(1, 2000)
        if all(Match(list(NAMES), seed=s).roles[Seat(i)] is r for i, r in roles.items())
    )


def _public(hand: Hand) -> set[object]:
    shown = set(hand.discard_pile)
    for seat in hand.seats:
        shown |= set(hand.taken_from_pile_by(seat))
    if hand.knocked is not None:
        shown |= set(hand.knocked.arrangement.cards)
    if hand.laid_down is not None:
        shown |= set(hand.laid_down.arrangement.cards) | {lo.card for lo in hand.laid_down.layoffs}
    return shown


def _face_up_private(window: MainWindow) -> set[object]:
    """Cards the scene really holds face up that are neither public nor the viewer's side's own."""
    ctrl = window.controller
    hand = ctrl.session.match.hand if ctrl.session.match is not None else None
    if hand is None or ctrl.session.stage is not Stage.PLAYING:
        return set()
    side = ctrl.session.viewer_side()
    allowed = _public(hand) | (set(hand.cards(side)) if side is not None else set())
    up = {i.card for i in window.scene.items() if isinstance(i, CardItem) and i.face_up and i.isVisible()}
    return up - allowed


def _window(qtbot: QtBot, seats: tuple[SeatSetup, ...], seed: int) -> MainWindow:
    window = MainWindow(GameController(ai_delay_ms=0), anim_ms=0)
    qtbot.addWidget(window)
    window.show()
    window.start(seats, seed=seed)
    return window


def test_r6_two_people_on_opposite_sides_never_see_each_others_cards(qtbot: QtBot, h: ModuleType) -> None:
    seed = _seed({0: Role.BOX, 1: Role.CAPTAIN})
    window = _window(qtbot, (SeatSetup("Player"), SeatSetup("Ana"), SeatSetup("Ben", "simple")), seed)
    ctrl = window.controller
    leaks: list[tuple[str, set[object]]] = []
    # every frame: the scene after each change of state (the scene syncs first)
    for signal in (ctrl.played, ctrl.tableChanged, ctrl.adviceChanged):
        signal.connect(lambda *_: leaks.append(("frame", _face_up_private(window))))
    ctrl.begin()
    handoffs = 0
    while ctrl.session.stage is Stage.PLAYING:
        if ctrl.session.covered:
            handoffs += 1
            waiting = ctrl.session.handoff
            assert window.pages.currentWidget() is window.cover
            assert ctrl.session.match.name(waiting) in window.cover.heading.text()
            # behind the cover: no hand at all is face up, not even the last viewer's
            hand = ctrl.session.match.hand
            up = {
                i.card
                for i in window.scene.items()
                if isinstance(i, CardItem) and i.face_up and i.isVisible()
            }
            assert not up - _public(hand), "a private card lies face up behind the hand-off cover"
            assert not [
                window.cards_panel.model.data(window.cards_panel.model.index(r))
                for r in range(window.cards_panel.model.rowCount())
            ]
            assert window.deadwood.text() == ""
            if handoffs % 2:
                ctrl.take_the_table()
            else:
                window.cover.button.click()  # a click on the cover's button
            assert ctrl.session.viewer == waiting and window.pages.currentIndex() == 0
            side = ctrl.session.viewer_side()
            assert set(window.scene.own_cards) == set(ctrl.session.match.hand.cards(side))
            assert not _face_up_private(window)
            continue
        assert ctrl.session.human_to_act()
        h.play_one_move(ctrl)
    assert handoffs >= 4  # box and captain alternate: a hand-off before every turn
    assert all(not bad for _, bad in leaks), [bad for _, bad in leaks if bad]


def test_the_box_never_sees_the_teams_advice_in_hot_seat(qtbot: QtBot) -> None:
    seed = _seed({0: Role.BOX, 1: Role.CAPTAIN})
    window = _window(qtbot, (SeatSetup("Player"), SeatSetup("Ana"), SeatSetup("Ben", "simple")), seed)
    ctrl = window.controller
    ctrl.begin()
    ctrl.take_the_table()  # Ana, the captain: Ben (AI sitter) advises her
    qtbot.waitUntil(lambda: ctrl.session.shown_advice() is not None, timeout=10000)
    assert window.advice_panel.model.rowCount() >= 1
    assert ctrl.pass_upcard()
    # the box player's turn: covered, then no advice anywhere
    assert ctrl.session.covered
    ctrl.take_the_table()
    assert ctrl.session.viewer == Seat(0)
    assert ctrl.session.shown_advice() is None and window.advice_panel.model.rowCount() == 0
    assert "never sees" in window.advice_panel.status.text()


def test_people_on_one_side_share_the_table_without_hand_offs(qtbot: QtBot, h: ModuleType) -> None:
    seed = _seed({0: Role.CAPTAIN, 1: Role.SITTER})
    window = _window(qtbot, (SeatSetup("Player"), SeatSetup("Ana"), SeatSetup("Ben", "simple")), seed)
    ctrl = window.controller
    ctrl.begin()
    while ctrl.session.stage is Stage.PLAYING:
        qtbot.waitUntil(
            lambda: ctrl.session.stage is not Stage.PLAYING or ctrl.session.human_to_act(), timeout=10000
        )
        assert not ctrl.session.covered
        if ctrl.session.stage is not Stage.PLAYING:
            break
        assert (
            ctrl.session.viewer_side() == ctrl.session.match.hand.non_dealer
        )  # both see the captain's cards
        h.play_one_move(ctrl)


def test_export_log_is_greyed_out_while_the_table_is_covered(qtbot: QtBot) -> None:
    """Issue 18: the command is unavailable behind the cover, rather than asking for a file
    name and then refusing."""
    seed = _seed({0: Role.BOX, 1: Role.CAPTAIN})
    window = _window(qtbot, (SeatSetup("Player"), SeatSetup("Ana"), SeatSetup("Ben", "simple")), seed)
    ctrl = window.controller
    ctrl.begin()
    export = window.menus.export
    assert ctrl.session.covered and not export.isEnabled()
    ctrl.take_the_table()
    assert not ctrl.session.covered and export.isEnabled()
    assert ctrl.pass_upcard()  # the box player's turn: covered again
    assert ctrl.session.covered and not export.isEnabled()
