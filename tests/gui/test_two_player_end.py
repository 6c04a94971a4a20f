"""Two-player gin after a hand (issue 19): the showdown works a game's end out, the match-end
summary shows the games and starts the next one, and the statistics keep two-player gin apart."""

from __future__ import annotations

from types import ModuleType

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from gin3.engine import Discard, GameScore, HandScored, Match, NextHand, Phase, RuleSet, Seat
from gin3.gui.controller import GameController
from gin3.gui.models.games import LineKind
from gin3.gui.windows.dialogs import NewMatchDialog
from gin3.gui.windows.mainwindow import MainWindow
from gin3.session import SeatSetup, Stage, scripted_move
from tests.gui.test_results import _hammer_enter


def _signed(value: int) -> str:
    return f"+{value:,}" if value > 0 else f"−{-value:,}" if value < 0 else "0"  # the tests speak en_US


def _game_end(match: Match, game: GameScore, number: int) -> str:
    """The sentence the showdown must say for ``game``, worked out here from the engine's figures."""
    assert game.winner is not None and game.loser is not None
    w, lo = game.winner, game.loser
    name, other = match.name(w), match.name(lo)
    start = (
        f"{name} wins game {number}, {game.totals[w]:,}–{game.totals[lo]:,}: game bonus {game.game_bonus}, "
    )
    hands, line = game.hands_won, match.rules.line_bonus
    if game.shutout:
        middle = f"line bonus {hands[w]} × {line} for {name} and none for {other}; "
        middle += f"shutout: {name}'s total doubled; "
    else:
        middle = f"line bonus {hands[w]} × {line} for {name} and {hands[lo]} × {line} for {other}; "
    return start + middle + f"final {game.final[w]:,}–{game.final[lo]:,}, result {_signed(game.result)}."


def _click(window: MainWindow, key: str) -> None:
    button = window.buttons[key]
    assert button.isVisible() and button.isEnabled(), key
    QTest.mouseClick(button, Qt.MouseButton.LeftButton)


def _move_with_the_mouse(window: MainWindow, h: ModuleType) -> None:
    """The person's move at the real table: drags for cards, the buttons for the rest."""
    session, scene = window.controller.session, window.scene
    hand = session.match.hand
    if hand.phase is Phase.OFFER:
        _click(window, "pass")
    elif hand.phase is Phase.DRAW:
        h.drag(window, h.grip(window, "stock"), h.hand_point(window))
    elif hand.phase is Phase.DISCARD and session.can_knock():
        h.drag(window, h.grip(window, session.knock_action().discard), h.centre(scene.knock_mark))
    elif hand.phase is Phase.DISCARD:
        move = scripted_move(session.hint_view())
        assert isinstance(move, Discard)
        h.drag(window, h.grip(window, move.card), h.centre(scene.discard_mark))
    else:
        _click(window, "laydown")


def _play_the_game_with_the_mouse(qtbot: QtBot, window: MainWindow, h: ModuleType) -> int:
    """Play against the computer with drags and clicks until the match is over; the drags made."""
    session = window.controller.session
    drags = 0
    while session.stage is not Stage.MATCH_OVER:
        qtbot.waitUntil(
            lambda: session.human_to_act() or session.stage in (Stage.HAND_OVER, Stage.MATCH_OVER),
            timeout=20000,
        )
        if session.stage is Stage.HAND_OVER:
            _click(window, "next")
        elif session.stage is Stage.PLAYING:
            before = len(session.match.actions)
            drags += session.match.hand.phase in (Phase.DRAW, Phase.DISCARD)
            _move_with_the_mouse(window, h)
            assert len(session.match.actions) == before + 1, window.statusBar().currentMessage()
    return drags


def _cells(table: object, row: int) -> list[str]:
    return [table.item(row, c).text() for c in range(table.columnCount())]  # type: ignore[attr-defined]


def test_a_two_player_game_to_its_end_with_the_mouse_then_the_next_game(
    qtbot: QtBot, h: ModuleType, monkeypatch: pytest.MonkeyPatch
) -> None:
    asked: list[object] = []
    monkeypatch.setattr(NewMatchDialog, "exec", lambda self: asked.append(self) or 0)
    window = MainWindow(GameController(ai_delay_ms=0), anim_ms=0)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    window.start((SeatSetup("Player"), SeatSetup("Ana", h.AI)), seed=4, rules=RuleSet(target=30))
    _click(window, "deal")
    session = window.controller.session
    assert _play_the_game_with_the_mouse(qtbot, window, h) >= 2
    first = session.match
    assert first is not None and first.is_over and len(first.games) == 1
    game = first.games[0]
    assert game.winner is not None

    # the showdown: the hand, then the game's end worked out (C2-C5)
    panel = window.scene.panel.toPlainText()
    assert f"{first.name(game.winner)} wins game 1!" in panel
    assert _game_end(first, game, 1) in " ".join(panel.split())
    assert "Running result" not in panel  # the first game of the evening

    # the summary: the players' figures and the game's, as the engine counted them
    dialog = window.match_end.dialog
    assert dialog is not None and dialog.isVisible() and dialog.next_game is not None
    assert dialog.heading.text() == f"{first.name(game.winner)} wins game 1."
    assert window.statusBar().currentMessage() == dialog.heading.text()  # the game, not "the match"
    assert dialog.hands.text() == f"Hands played: {len(first.hands)}. Target: 30 points."
    table = dialog.table
    headings = [table.horizontalHeaderItem(c).text() for c in range(table.columnCount())]
    assert headings == ["Player", "Hands won", "Gins", "Undercuts dealt", "Shutouts won", "Result"]
    for seat in first.seats:
        row = _cells(table, seat)
        assert row[0] == first.name(seat) and row[1] == str(game.hands_won[seat])
        assert row[4] == str(int(game.shutout and game.winner == seat))
        assert row[5] == _signed(game.signed_result(seat))
    assert dialog.games is not None and dialog.games.rowCount() == 1
    w, lo = game.winner, 1 - game.winner
    assert _cells(dialog.games, 0) == [
        "1",
        first.name(w),
        f"{game.totals[0]}–{game.totals[1]}",
        f"+{game.game_bonus}",
        f"{game.line_bonuses[0]}–{game.line_bonuses[1]}",
        "× 2" if game.shutout else "—",
        f"{game.final[0]:,}–{game.final[1]:,}",
        _signed(game.result),
    ]
    assert game.result == game.final[w] - game.final[lo]
    assert dialog.running is None  # no game before this one

    # Enter, pressed and held, starts nothing: Next game is pressed on purpose only
    assert not any(b.isDefault() or b.autoDefault() for b in (dialog.next_game, dialog.rematch))
    for target in (window.view, dialog, QApplication.focusWidget() or dialog):
        _hammer_enter(qtbot, target)
    assert session.match is first and session.stage is Stage.MATCH_OVER and asked == []

    # Next game: the same seats, the result carried, the deal alternating (C1, C5), no draw
    QTest.mouseClick(dialog.next_game, Qt.MouseButton.LeftButton)
    second = session.match
    assert second is not first and second is not None
    assert window.match_end.dialog is None
    assert second.players == first.players and second.rules == first.rules
    assert second.carried == first.session_result and second.games_before == 1
    assert second.hand.dealer == first.hand.non_dealer
    assert session.stage is Stage.PLAYING
    sheet = window.controller.games_model
    assert window.score_sheet.model() is sheet and sheet.rowCount() == 0
    _play_the_game_with_the_mouse(qtbot, window, h)
    assert second.is_over
    assert sheet.kinds()[-1] is LineKind.SESSION
    last = [sheet.index(sheet.rowCount() - 1, c).data() for c in range(sheet.columnCount())]
    assert last[1].startswith("Running result after 2 game")
    assert last[3:5] == [_signed(v) for v in second.session_result]
    again = window.match_end.dialog
    assert again is not None and again.heading.text().endswith("wins game 2.")
    assert again.games is not None and _cells(again.games, 0)[0] == "2"
    assert again.running is not None
    assert all(
        f"{name} {_signed(v)}" in again.running.text()
        for name, v in zip(second.players, second.session_result, strict=True)
    )

    # the statistics keep two-player gin apart from chouette
    stats = window.controller.stats
    assert stats is not None
    chouette = Match(["Ana", "Ben", "Cy"], seed=2, rules=RuleSet(target=1))
    while not chouette.is_over:
        turn = chouette.hand.turn
        chouette.apply(NextHand() if chouette.between_hands else scripted_move(chouette.view(turn)))
    assert stats.record_match(chouette)
    shown = window.show_statistics()
    assert shown is not None
    qtbot.waitUntil(lambda: shown.read)  # read on the statistics' thread
    assert shown.chouette_heading.isVisible() and shown.games_heading.isVisible()
    assert {shown.model.data(shown.model.index(r, 0)) for r in range(shown.model.rowCount())} == {
        "Ana",
        "Ben",
        "Cy",
    }
    games = shown.games_model
    # each heading on up to two lines (the statistics window fits its columns to the screen)
    heads = [
        str(games.headerData(c, Qt.Orientation.Horizontal)).replace("\n", " ")
        for c in range(games.columnCount())
    ]
    assert heads == [
        "Player",
        "Games finished",
        "Games won",
        "Result (sum of the games)",
        "Gins",
        "Undercuts dealt",
        "Shutouts won",
    ]
    rows = {  # a computer player's row names its level: "Ana (simple)"
        str(games.data(games.index(r, 0))).removesuffix(f" ({h.AI})"): [
            games.data(games.index(r, c)) for c in range(1, 7)
        ]
        for r in range(2)
    }
    played = (first, second)
    for seat, name in enumerate(first.players):
        won = sum(1 for m in played if m.games[0].winner == seat)
        shutouts = sum(1 for m in played if m.games[0].shutout and m.games[0].winner == seat)
        assert rows[name][:3] == ["2", str(won), _signed(second.session_result[seat])]
        assert rows[name][5] == str(shutouts)
    shown.close()


def _scripted_to(ctrl: GameController, stop: object) -> None:
    """Both seats are computers held still: their moves are the scripted ones, made here."""
    session = ctrl.session
    while not stop():  # type: ignore[operator]
        if session.stage is Stage.HAND_OVER:
            assert session.next_hand()
            continue
        seat = session.computer_to_act()
        assert seat is not None
        session.play_computer(session.generation, seat, scripted_move(session.match.view(seat)))


def test_c6_the_showdown_names_each_game_a_hollywood_hand_closes_and_the_games_still_open(
    qtbot: QtBot,
) -> None:
    ctrl = GameController(ai_delay_ms=0)
    ctrl.computers.pause()
    window = MainWindow(ctrl, anim_ms=0)
    qtbot.addWidget(window)
    window.start(
        (SeatSetup("Ana", "simple"), SeatSetup("Ben", "simple")),
        seed=5,
        rules=RuleSet(target=40, hollywood=True),
    )
    ctrl.begin()
    session = ctrl.session
    said = 0
    while session.stage is not Stage.MATCH_OVER:
        before = [g.over for g in session.match.games]
        _scripted_to(ctrl, lambda: session.stage in (Stage.HAND_OVER, Stage.MATCH_OVER))
        match = session.match
        closed = [g for g, was in zip(match.games, before, strict=True) if g.over and not was]
        panel = " ".join(window.scene.panel.toPlainText().split())
        for game in closed:
            assert _game_end(match, game, game.number) in panel
            said += 1
        still = [g for g in match.games if not g.over]
        if still and isinstance(match.hand.result, HandScored):
            # after every won hand, each open game's points: a hand counts in several games,
            # so no one total of the winner's is right
            listed = "; ".join(f"game {g.number} (Ana {g.totals[0]}, Ben {g.totals[1]})" for g in still)
            assert f"Still open: {listed}." in panel
            assert "now has" not in panel
        if not closed:
            assert "wins game" not in panel
        # the plates show the points of the first game still open, the one a won hand counts in first
        shown = next((g for g in match.games if not g.over), match.games[-1])
        plates = {p.name: p.total_text for p in window.scene.decor.plates.values() if p.isVisible()}
        assert plates == {"Ana": f"{shown.totals[0]} pts", "Ben": f"{shown.totals[1]} pts"}
        if session.stage is Stage.HAND_OVER:
            assert session.next_hand()
    assert said == 3  # each game's end said once, by the hand that closed it
    match = session.match
    assert match.winner is not None
    panel = " ".join(window.scene.panel.toPlainText().split())
    result = match.results[match.winner]
    assert f"{match.name(match.winner)} wins the three Hollywood games, result {_signed(result)}!" in panel
    dialog = window.match_end.dialog
    assert dialog is not None and dialog.games is not None and dialog.games.rowCount() == 3
    assert [_cells(dialog.games, r)[-1] for r in range(3)] == [_signed(g.result) for g in match.games]
    headings = [dialog.table.horizontalHeaderItem(c).text() for c in range(dialog.table.columnCount())]
    assert "Games won" in headings
    column = headings.index("Games won")
    assert [int(_cells(dialog.table, s)[column]) for s in (0, 1)] == [
        sum(1 for g in match.games if g.winner == Seat(s)) for s in (0, 1)
    ]


def test_chouette_keeps_its_showdown_and_summary(qtbot: QtBot, h: ModuleType) -> None:
    window = h.open_window(qtbot, target=1)
    ctrl = window.controller
    ctrl.computers.pause()
    ctrl.begin()
    session = ctrl.session
    while session.stage is not Stage.MATCH_OVER:
        if session.stage is Stage.HAND_OVER:
            assert session.next_hand()
            continue
        seat = session.computer_to_act()
        if seat is None:
            h.play_one_move(ctrl)
        else:
            session.play_computer(session.generation, seat, scripted_move(session.match.view(seat)))
    panel = window.scene.panel.toPlainText()
    assert "wins the match with" in panel and "wins game" not in panel and "Running result" not in panel
    dialog = window.match_end.dialog
    assert dialog is not None and dialog.next_game is None and dialog.games is None
