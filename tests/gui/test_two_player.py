"""Two-player gin (RULES.md C1) at the real table: the new-match dialog, a hand against the
computer played with the mouse, and two people at one screen."""

from __future__ import annotations

from types import ModuleType

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from gin3.ai import LEVELS
from gin3.engine import Card, Discard, Hand, Mode, Phase, Seat
from gin3.gui.controller import GameController
from gin3.gui.settings import AppSettings
from gin3.gui.table.cards import CardItem
from gin3.gui.windows.dialogs import NewMatchDialog
from gin3.gui.windows.mainwindow import MainWindow
from gin3.session import SeatSetup, Stage, scripted_move

CLASSIC = Mode.CLASSIC.value


def _window(qtbot: QtBot, seats: tuple[SeatSetup, ...], seed: int = 3) -> MainWindow:
    window = MainWindow(GameController(ai_delay_ms=0), anim_ms=0)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    window.start(seats, seed=seed)
    return window


def _button(window: MainWindow, key: str) -> None:
    button = window.buttons[key]
    assert button.isVisible() and button.isEnabled(), key
    QTest.mouseClick(button, Qt.MouseButton.LeftButton)


def _public(hand: Hand) -> set[Card]:
    """What both players have seen: the discard pile, cards taken from it, a knocker's melds."""
    shown = set(hand.discard_pile) | {c for s in hand.seats for c in hand.taken_from_pile_by(s)}
    if hand.knocked is not None:
        shown |= set(hand.knocked.arrangement.cards)
    return shown


def _levels(dialog: NewMatchDialog) -> set[object]:
    return {kind.itemData(i) for kind in dialog.kinds for i in range(kind.count())}


def test_computer_random_is_kept_for_sim_but_never_offered(qtbot: QtBot) -> None:
    assert "random" in LEVELS  # gin3 sim and the benchmarks still play it
    dialog = NewMatchDialog(seats=(SeatSetup("Player"), SeatSetup("Ana", "random")))
    qtbot.addWidget(dialog)
    assert "random" not in _levels(dialog)
    assert {None, "simple"} <= _levels(dialog)
    # a seat last played by the random level is offered as a computer of the default level
    assert dialog.seats()[1].level is not None and dialog.seats()[1].level != "random"


def test_the_dialog_chooses_two_player_gin_and_ctrl_n_offers_it_again(
    qtbot: QtBot, h: ModuleType, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = MainWindow(h.still_controller(), anim_ms=0)
    qtbot.addWidget(window)
    window.show()
    seen: list[tuple[str, list[str], list[bool], str]] = []

    def choose_two_player(self: NewMatchDialog) -> int:
        seen.append(
            (
                str(self.game_choice.currentData()),
                [n.text() for n in self.names],
                [n.isVisibleTo(self) for n in self.names],
                self.about.text(),
            )
        )
        self.game_choice.setCurrentIndex(self.game_choice.findData(CLASSIC))
        self.names[0].setText("Zoe")
        self.names[1].setText("Ana")
        self.kinds[1].setCurrentIndex(self.kinds[1].findData("simple"))
        self.rules_form.target.setValue(150)
        return NewMatchDialog.DialogCode.Accepted

    monkeypatch.setattr(NewMatchDialog, "exec", choose_two_player)
    window.new_match()
    game, names, visible, about = seen[0]
    assert game == Mode.CHOUETTE.value and visible == [True, True, True] and "box" in about
    match = window.controller.session.match
    assert match is not None and match.mode is Mode.CLASSIC
    assert match.players == ("Zoe", "Ana") and match.rules.target == 150
    stored = AppSettings()
    assert stored.game is Mode.CLASSIC
    assert stored.seats == (SeatSetup("Zoe"), SeatSetup("Ana", "simple"))

    # Ctrl+N, in a window opened after a restart: two-player gin is offered first, as last chosen
    again = MainWindow(h.still_controller(), anim_ms=0)
    qtbot.addWidget(again)
    again.show()
    with qtbot.waitActive(again):
        again.activateWindow()
    QTest.keyClick(again.windowHandle(), Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    game, names, visible, about = seen[1]
    assert game == CLASSIC and names[:2] == ["Zoe", "Ana"]
    assert visible == [True, True, False]  # two seats only
    assert "box" not in about and "captain" not in about
    assert again.controller.session.match.players == ("Zoe", "Ana")


def test_the_two_player_dialog_has_two_seats_and_its_own_rules(qtbot: QtBot) -> None:
    dialog = NewMatchDialog(game=Mode.CLASSIC)
    qtbot.addWidget(dialog)
    assert dialog.game() is Mode.CLASSIC and len(dialog.seats()) == 2
    dialog.names[1].setText(dialog.names[0].text().lower())
    assert dialog.problem() == "The two names must differ."
    dialog.game_choice.setCurrentIndex(dialog.game_choice.findData(Mode.CHOUETTE.value))
    assert len(dialog.seats()) == 3 and dialog.problem() == "The three names must differ."
    dialog.rules_form.target.setValue(250)  # each game keeps its own house rules in the dialog
    dialog.game_choice.setCurrentIndex(dialog.game_choice.findData(CLASSIC))
    assert dialog.rules().target == 100


def test_a_two_player_hand_against_the_computer_with_the_mouse(qtbot: QtBot, h: ModuleType) -> None:
    window = _window(qtbot, (SeatSetup("Player"), SeatSetup("Ana", h.AI)))
    scene, session = window.scene, window.controller.session
    assert "deals" in scene.panel.toPlainText() and "box" not in scene.panel.toPlainText()
    _button(window, "deal")
    assert window.advice_dock.isHidden()  # no sitter: the hint (H) is the advice
    sheet = window.score_sheet  # the games' sheet, with no box, captain or sitter columns
    scores = sheet.model()
    assert scores is window.controller.games_model
    heads = [scores.headerData(c, Qt.Orientation.Horizontal) for c in range(scores.columnCount())]
    shown = [head for c, head in enumerate(heads) if not sheet.isColumnHidden(c)]
    assert shown == ["Hand", "Result", "Points", "Player", "Ana"]
    drags = 0
    qtbot.waitUntil(session.human_to_act, timeout=20000)
    window.view.setFocus()
    QTest.keyClick(window.view, Qt.Key.Key_H)  # the advice of two-player gin: a hint on request
    qtbot.waitUntil(lambda: window.statusBar().currentMessage().startswith("Hint:"), timeout=20000)
    while session.stage is Stage.PLAYING:
        qtbot.waitUntil(lambda: session.stage is not Stage.PLAYING or session.human_to_act(), timeout=20000)
        if session.stage is not Stage.PLAYING:
            break
        # the two seats: the person at the bottom, the computer's hand face down at the top
        state = session.table()
        assert (state.bottom, state.top, state.sitter) == (Seat(0), Seat(1), None)
        plates = scene.decor.plates
        assert not plates["sitter"].isVisible()
        assert [plates[p].name for p in ("bottom", "top")] == ["Player", "Ana"]
        assert plates["top"].role_text == "" and plates["bottom"].role_text == ""
        anas = set(session.match.hand.cards(Seat(1))) - set(session.match.hand.taken_from_pile_by(Seat(1)))
        assert not anas & h.face_up(window), "the computer's hidden cards lie face up"
        hand = session.match.hand
        before = len(session.match.actions)
        if hand.phase is Phase.OFFER:
            _button(window, "pass")
        elif hand.phase is Phase.DRAW:
            h.drag(window, h.grip(window, "stock"), h.hand_point(window))
            drags += 1
        elif hand.phase is Phase.DISCARD and session.can_knock():
            h.drag(window, h.grip(window, session.knock_action().discard), h.centre(scene.knock_mark))
        elif hand.phase is Phase.DISCARD:
            move = scripted_move(session.hint_view())
            assert isinstance(move, Discard)
            h.drag(window, h.grip(window, move.card), h.centre(scene.discard_mark))
            drags += 1
        else:
            _button(window, "laydown")
        assert len(session.match.actions) == before + 1, window.statusBar().currentMessage()
    assert session.stage in (Stage.HAND_OVER, Stage.MATCH_OVER) and drags >= 2
    result = session.match.hand.result
    assert result is not None
    assert "Next hand" in scene.panel.toPlainText() or session.stage is Stage.MATCH_OVER
    assert session.match.totals[0] + session.match.totals[1] == getattr(result, "points", 0)


def test_two_people_at_one_screen_take_turns_behind_the_cover(qtbot: QtBot, h: ModuleType) -> None:
    window = _window(qtbot, (SeatSetup("Zoe"), SeatSetup("Max")), seed=5)
    ctrl, session = window.controller, window.controller.session
    ctrl.begin()
    handoffs = 0
    while session.stage is Stage.PLAYING:
        hand = session.match.hand
        if session.covered:
            handoffs += 1
            waiting = session.handoff
            assert window.pages.currentWidget() is window.cover
            assert session.match.name(waiting) in window.cover.heading.text()
            public = _public(hand)
            items = window.scene.items()
            up = {i.card for i in items if isinstance(i, CardItem) and i.face_up and i.isVisible()}
            assert not up - public, "a private card lies face up behind the hand-off cover"
            assert window.cards_panel.model.rowCount() == 0 and window.deadwood.text() == ""
            QTest.keyClick(window.cover, Qt.Key.Key_Return)  # "I am here"
            assert session.viewer == waiting and window.pages.currentIndex() == 0
            other = set(hand.cards(hand.opponent_of(waiting))) - public
            assert set(window.scene.own_cards) == set(hand.cards(waiting))
            assert not other & h.face_up(window), "the other player's cards show to the wrong person"
            continue
        assert session.human_to_act()
        h.play_one_move(ctrl)
    assert handoffs >= 4  # the table is covered before every turn of the other player
    assert session.stage in (Stage.HAND_OVER, Stage.MATCH_OVER)


def test_the_window_title_names_the_game_being_played(qtbot: QtBot) -> None:
    """Two-player gin is not "three-handed": the title follows the match's game."""
    window = MainWindow(GameController(ai_delay_ms=0), anim_ms=0)
    qtbot.addWidget(window)
    window.start((SeatSetup("Player"), SeatSetup("Ana", "simple")), seed=3)
    assert window.windowTitle() == "Two-player gin"
    window.start((SeatSetup("Player"), SeatSetup("Ana", "simple"), SeatSetup("Ben", "simple")), seed=3)
    assert window.windowTitle() == "Three-handed gin rummy"


def test_c3_c6_two_player_gin_offers_its_line_bonus_and_hollywood(qtbot: QtBot, h: ModuleType) -> None:
    """The two-player form has the line bonus (25 or 20) and Hollywood; chouette's has neither;
    the match is played by what was chosen, and the rules window and caption say so."""
    dialog = NewMatchDialog(game=Mode.CLASSIC)
    qtbot.addWidget(dialog)
    form = dialog.rules_form
    assert form.line_bonus is not None and form.hollywood is not None
    assert form.line_bonus.isVisibleTo(dialog) and form.hollywood.isVisibleTo(dialog)
    assert dialog.rules().line_bonus == 25 and not dialog.rules().hollywood
    form.line_bonus.setCurrentIndex(form.line_bonus.findData(20))
    form.hollywood.setChecked(True)
    chosen = dialog.rules()
    assert chosen.line_bonus == 20 and chosen.hollywood
    dialog.game_choice.setCurrentIndex(dialog.game_choice.findData(Mode.CHOUETTE.value))
    assert dialog.rules_form.line_bonus is None and dialog.rules_form.hollywood is None

    window = MainWindow(h.still_controller(), anim_ms=0)
    qtbot.addWidget(window)
    window.start((SeatSetup("Player"), SeatSetup("Ana", h.AI)), seed=4, rules=chosen)
    match = window.controller.session.match
    assert match is not None and len(match.games) == 3 and match.rules.line_bonus == 20
    assert "line 20 · Hollywood" in window.rules_caption.text()
    caption = window.rules_caption.toolTip()
    assert "line bonus of 20" in caption and "Hollywood" in caption and "game bonus of 100" in caption
    rules_window = window.show_rules()
    assert "Hollywood: three games" in rules_window.browser.toPlainText()
    rules_window.close()
