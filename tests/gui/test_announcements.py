"""What a screen reader is told (issue 56): every move as the table shows it, a refusal, the
suggestion, the showdown, whose turn it is and the hot-seat hand-off, once each, in order, in
the current language, and never a card the person at the table may not see.

The window's announcer (``window.status.speech``) sends Qt's announcement event and emits
``said`` with each sentence: the tests listen to ``said``.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from types import ModuleType

from PySide6.QtCore import QCoreApplication
from pytestqt.qtbot import QtBot

from gin3.engine import Card, Phase, Role
from gin3.gui import i18n
from gin3.gui.controller import GameController
from gin3.gui.table.piles import Place
from gin3.gui.text.cards import card_name
from gin3.gui.windows.announce import spoken
from gin3.gui.windows.mainwindow import MainWindow
from gin3.session import SeatSetup, Session, Stage


def _private(session: Session) -> set[Card]:
    """The cards the person at the table may not see now: every hand but their side's (all of
    them behind the hand-off cover), less the cards the whole table has seen."""
    match = session.match
    if match is None or session.stage is not Stage.PLAYING:
        return set()
    hand = match.hand
    side = None if session.covered else session.viewer_side()
    hidden = {c for seat in hand.seats if seat != side for c in hand.cards(seat)}
    for seat in hand.seats:
        hidden -= set(hand.taken_from_pile_by(seat))
    return hidden


class Transcript:
    """Everything the window's announcer says, each sentence checked for hidden cards as it is said."""

    def __init__(self, window: MainWindow) -> None:
        self.session = window.controller.session
        self.scene = window.scene
        self.lines: list[str] = []
        self.leaks: list[str] = []
        self.on_top: dict[int, str] = {}  # the discard pile's top card on the table as line n was said
        window.status.speech.said.connect(self._heard)

    def _heard(self, text: str) -> None:
        top = self.scene.top_item(Place.DISCARD)
        if top is not None and top.card is not None:
            self.on_top[len(self.lines)] = card_name(top.card)
        self.lines.append(text)
        if any(card_name(c) in text or c.symbol_text in text for c in _private(self.session)):
            self.leaks.append(text)

    def index(self, text: str, start: int = 0) -> int:
        return self.lines.index(text, start)


def _log(window: MainWindow) -> list[str]:
    """The moves of the hand as the hand log panel lists them, oldest first, as a reader says
    them (its cards by name: "Ana discarded Seven of hearts.")."""
    model = window.log_panel.model
    return [spoken(str(model.data(model.index(r)))) for r in range(model.rowCount())]


def _window(qtbot: QtBot, seats: tuple[SeatSetup, ...], seed: int) -> MainWindow:
    window = MainWindow(GameController(ai_delay_ms=0), anim_ms=0)
    qtbot.addWidget(window)
    window.show()
    window.start(seats, seed=seed)
    return window


def _in_order(lines: list[str], wanted: list[str]) -> bool:
    """``wanted`` are among ``lines`` in this order (other sentences may come between)."""
    at = 0
    for text in wanted:
        if text not in lines[at:]:
            return False
        at = lines.index(text, at) + 1
    return True


def _play_hand(qtbot: QtBot, h: ModuleType, window: MainWindow, *, advised: bool) -> str:
    """The person plays the hand to its end (waiting for the suggestion first, if ``advised``);
    their first decision is tried wrongly once. Returns that refusal's words."""
    ctrl, session = window.controller, window.controller.session
    refusals: list[str] = []
    ctrl.refused.connect(refusals.append)
    ctrl.begin()  # the draw for the first deal is over
    while True:
        qtbot.waitUntil(
            lambda: session.stage is not Stage.PLAYING or session.covered or session.human_to_act(),
            timeout=20_000,
        )
        if session.stage is not Stage.PLAYING:
            break
        if session.covered:
            ctrl.take_the_table()
            continue
        if advised and session.match.hand.phase is not Phase.LAYOFF:
            qtbot.waitUntil(lambda: session.shown_advice() is not None, timeout=20_000)
        if not refusals:
            assert not ctrl.draw_stock()  # the upcard must be taken or passed first (R12)
        h.play_one_move(ctrl)
    assert len(refusals) == 1
    return refusals[0]


def _check_hand(window: MainWindow, said: Transcript, refusal: str, *, suggested: bool) -> None:
    lines = said.lines
    moves = _log(window)
    hand_title = QCoreApplication.translate("GameLog", "Hand {number}").format(number=1) + "."
    assert lines[0].startswith(hand_title)
    assert _in_order(lines, moves), (moves, lines)  # every move, in the order shown
    for move in set(moves):  # and each once: as often as the log lists it
        assert lines.count(move) == moves.count(move), move
    assert lines.count(refusal) == 1 and lines.index(refusal) < len(lines) - 2
    over = QCoreApplication.translate("Window", "The hand is over: press N or Next hand.")
    assert lines[-1] == over and lines.count(over) == 1
    result = lines[-2]  # the showdown, after the last move
    assert lines.index(moves[-1]) < len(lines) - 2 and window.controller.session.match.name(0) in result
    if suggested:
        suggestion = QCoreApplication.translate("Advice", "Suggested: {move}.\n{reason}").split("{move}")[0]
        # the suggestion came before the person's first decision (tried wrongly first)
        assert any(line.startswith(suggestion) for line in lines[: lines.index(refusal)])
    assert not said.leaks, said.leaks
    assert not [line for line in lines if not line.strip()]


def test_a_chouette_hand_is_announced_once_each_in_order(qtbot: QtBot, h: ModuleType) -> None:
    window = h.open_window(qtbot, role=Role.CAPTAIN)  # Ana (computer) in the box, Ben advises
    said = Transcript(window)
    refusal = _play_hand(qtbot, h, window, advised=True)
    _check_hand(window, said, refusal, suggested=True)
    assert any("Ana" in line for line in said.lines if line in _log(window))  # the computer's moves too
    # a discard is said when the table shows it: the card is on top of the pile by then
    discards = [n for n, line in enumerate(said.lines) if line in _log(window) and " discarded " in line]
    assert discards and all(said.on_top.get(n, "?") in said.lines[n] for n in discards)
    assert QCoreApplication.translate("Window", "Your turn.") in said.lines


def test_a_two_player_hand_with_the_computers_advice(qtbot: QtBot, h: ModuleType) -> None:
    window = _window(qtbot, (SeatSetup("Player"), SeatSetup("Ana", h.AI)), seed=3)
    said = Transcript(window)
    window.controller.set_computer_advice(True)
    refusal = _play_hand(qtbot, h, window, advised=True)
    _check_hand(window, said, refusal, suggested=True)


def test_the_hot_seat_hand_off_is_said_and_never_the_next_hand(qtbot: QtBot, h: ModuleType) -> None:
    window = _window(qtbot, (SeatSetup("Zoe"), SeatSetup("Max")), seed=5)
    said = Transcript(window)
    session = window.controller.session
    handoffs: list[str] = []  # the cover's heading each time it comes up

    def covered() -> None:
        if session.covered and window.cover.isVisible() and handoffs[-1:] != ["up"]:
            handoffs.extend([window.cover.heading.text(), "up"])
        elif not session.covered and handoffs[-1:] == ["up"]:
            handoffs.pop()

    for signal in (window.controller.played, window.controller.tableChanged):
        signal.connect(covered)
    refusal = _play_hand(qtbot, h, window, advised=False)
    _check_hand(window, said, refusal, suggested=False)
    assert handoffs
    handoffs = [heading for heading in handoffs if heading != "up"]
    for heading in set(handoffs):  # "Pass to Max. Max plays next. ...", once per hand-off
        told = [line for line in said.lines if line.startswith(heading + ".")]
        assert len(told) == handoffs.count(heading), (heading, said.lines)
    assert not said.leaks


def test_the_draw_for_roles_is_said_when_a_match_starts(qtbot: QtBot, h: ModuleType) -> None:
    window = MainWindow(GameController(ai_delay_ms=0), anim_ms=0)
    qtbot.addWidget(window)
    said = Transcript(window)
    window.start((SeatSetup("Player"), SeatSetup("Ana", h.AI), SeatSetup("Ben", h.AI)), seed=4)
    match = window.controller.session.match
    roles = QCoreApplication.translate("Showdown", "Drawing for roles")
    assert len(said.lines) == 1 and said.lines[0].startswith(roles + ".")
    assert all(name in said.lines[0] for name in match.players)
    window.controller.begin()
    assert said.lines[1].startswith("Hand 1. ")


def test_undo_is_said_once_and_the_moves_are_not_said_again(qtbot: QtBot, h: ModuleType) -> None:
    window = h.open_window(qtbot, role=Role.CAPTAIN)
    ctrl, session = window.controller, window.controller.session
    said = Transcript(window)
    ctrl.begin()
    qtbot.waitUntil(session.human_to_act, timeout=20_000)
    assert ctrl.pass_upcard()
    qtbot.waitUntil(lambda: session.human_to_act() or session.stage is not Stage.PLAYING, timeout=20_000)
    before = list(said.lines)
    assert ctrl.undo()
    took_back = [line for line in said.lines[len(before) :] if line.startswith("Took back ")]
    assert len(took_back) == 1 and window.announcer.text() == took_back[0]
    assert not set(said.lines[len(before) :]) & set(_log(window))  # no move said again


@contextmanager
def _language(window: MainWindow, code: str) -> Iterator[None]:
    try:
        window.set_language(code)
        yield
    finally:
        window.set_language("en")


def test_the_announcements_speak_the_language_chosen(qtbot: QtBot, h: ModuleType) -> None:
    window = _window(qtbot, (SeatSetup("Player"), SeatSetup("Ana", h.AI)), seed=3)
    said = Transcript(window)
    with _language(window, "hu"):
        assert i18n.current_language() == "hu"
        refusal = _play_hand(qtbot, h, window, advised=False)
        _check_hand(window, said, refusal, suggested=False)
        english = ("passed the upcard", "drew from the stock", "discarded", "Your turn", "Hand 1")
        assert not [line for line in said.lines if any(word in line for word in english)], said.lines
