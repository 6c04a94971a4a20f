"""Two-player gin's score sheet (C2-C6): a row per hand with each game's running totals, and
at each game's end its bonuses, as rows that say what they are for, and its result."""

from __future__ import annotations

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from gin3.engine import HandScored, Mode, RuleSet, Seat
from gin3.gui.controller import GameController
from gin3.gui.models.games import LineKind
from gin3.gui.windows.mainwindow import MainWindow
from gin3.session import SeatSetup, Stage, scripted_move
from tests.session.support import play_computers

CLOSING = [LineKind.GAME_BONUS, LineKind.LINE_BONUS, LineKind.FINAL, LineKind.RESULT]


def _play_to_the_end(ctrl: GameController) -> None:
    """Both seats are computers held still: their moves are the scripted ones, made here."""
    play_computers(ctrl.session)


def _window(qtbot: QtBot, rules: RuleSet, seed: int) -> MainWindow:
    ctrl = GameController(ai_delay_ms=0)
    ctrl.computers.pause()
    window = MainWindow(ctrl, anim_ms=0)
    qtbot.addWidget(window)
    window.start((SeatSetup("Ana", "simple"), SeatSetup("Ben", "simple")), seed=seed, rules=rules)
    ctrl.begin()
    return window


def _texts(model: object, row: int) -> list[str]:
    return [model.index(row, c).data() for c in range(model.columnCount())]  # type: ignore[attr-defined]


def test_c2_c5_the_sheet_shows_each_hand_then_the_games_bonuses_and_result(qtbot: QtBot) -> None:
    window = _window(qtbot, RuleSet(target=60), seed=11)
    ctrl = window.controller
    sheet = window.score_sheet
    assert sheet.model() is ctrl.games_model  # two-player gin: the games' sheet, not chouette's
    _play_to_the_end(ctrl)
    match = ctrl.session.match
    assert match is not None and match.mode is Mode.CLASSIC
    game = match.games[0]
    model = ctrl.games_model
    kinds = model.kinds()
    hands = [k for k in kinds if k is LineKind.HAND]
    assert len(hands) == len(match.hands)
    closing = CLOSING[:2] + ([LineKind.SHUTOUT] if game.shutout else []) + CLOSING[2:]
    assert kinds[-len(closing) :] == closing
    # each hand row: its number, its points, and the winner's running total in the game
    totals = [0, 0]
    for row, hand in enumerate(match.hands):
        texts = _texts(model, row)
        assert texts[0] == str(hand.number)
        if isinstance(hand.result, HandScored):
            totals[hand.result.winner] += hand.result.points
            assert texts[2] == str(hand.result.points)
            assert texts[3:5] == [str(totals[0]), str(totals[1])]
    assert tuple(totals) == game.totals
    winner = int(game.winner)  # type: ignore[arg-type]
    first, second = model.game_columns(1)
    bonus_row = kinds.index(LineKind.GAME_BONUS)
    bonus = _texts(model, bonus_row)
    assert "game bonus" in bonus[1] and match.players[winner] in bonus[1]
    assert bonus[(first, second)[winner]] == f"+{game.game_bonus}"
    lines = _texts(model, kinds.index(LineKind.LINE_BONUS))
    assert "line bonus" in lines[1] and "25" in lines[1]
    assert [lines[first], lines[second]] == [f"+{v}" if v else "0" for v in game.line_bonuses]
    final = _texts(model, kinds.index(LineKind.FINAL))
    assert [final[first], final[second]] == [str(v) for v in game.final]
    result = _texts(model, kinds.index(LineKind.RESULT))
    assert f"{match.players[winner]} wins by {game.result}" in result[1]
    assert result[(first, second)[winner]] == f"+{game.result}"
    assert game.result == abs(game.final[0] - game.final[1])


def test_c6_hollywood_shows_three_games_side_by_side_each_closing_on_its_own(qtbot: QtBot) -> None:
    window = _window(qtbot, RuleSet(target=40, hollywood=True), seed=5)
    ctrl = window.controller
    model = ctrl.games_model
    assert model.columnCount() == 3 + 2 * 3
    assert model.headerData(3, Qt.Orientation.Horizontal) == "Game 1\nAna"
    _play_to_the_end(ctrl)
    match = ctrl.session.match
    assert match is not None and all(g.over for g in match.games)
    kinds = model.kinds()
    assert kinds.count(LineKind.RESULT) == 3  # every game closes with its own rows
    assert kinds.count(LineKind.HAND) == len(match.hands)
    # a hand's points show in every game they count in (C6): compare the last hand row of
    # each game with the game's totals
    for number, game in enumerate(match.games, start=1):
        columns = model.game_columns(number)
        shown = [
            [model.index(r, c).data() for c in columns]
            for r, kind in enumerate(kinds)
            if kind is LineKind.HAND and model.index(r, columns[0]).data()
        ]
        assert shown[-1] == [str(t) for t in game.totals]
        assert len(shown) == sum(game.hands_won)
    # each game's closing rows name that game
    labels = [_texts(model, r)[1] for r, kind in enumerate(kinds) if kind is LineKind.RESULT]
    assert sorted(label.split(":")[0] for label in labels) == ["Game 1", "Game 2", "Game 3"]


def test_the_sheet_of_the_next_game_carries_the_running_result(qtbot: QtBot) -> None:
    window = _window(qtbot, RuleSet(target=30), seed=2)
    ctrl = window.controller
    _play_to_the_end(ctrl)
    first = ctrl.session.match
    assert first is not None
    assert ctrl.session.next_game(seed=3)
    assert ctrl.session.stage is Stage.PLAYING  # no draw: the deal alternates (C1)
    _play_to_the_end(ctrl)
    second = ctrl.session.match
    assert second is not None and second.games_before == 1
    model = ctrl.games_model
    kinds = model.kinds()
    assert kinds[-1] is LineKind.SESSION and kinds.count(LineKind.HAND) == len(second.hands)
    last = _texts(model, len(kinds) - 1)
    assert "Running result after 2 game" in last[1]
    signed = [f"+{v}" if v > 0 else f"−{-v}" if v < 0 else "0" for v in second.session_result]
    assert last[3:5] == signed
    assert "Game 2:" in _texts(model, kinds.index(LineKind.RESULT))[1]
    assert second.session_result[Seat(0)] == -second.session_result[Seat(1)]


def test_the_sheet_shows_whole_words_after_each_hand(qtbot: QtBot) -> None:
    """The result column is as wide as its words once a hand's row is in ("Knock: Ana wins",
    not "Kno…"), also when the games' sheet follows a chouette sheet in the same window."""
    ctrl = GameController(ai_delay_ms=0)
    ctrl.computers.pause()
    window = MainWindow(ctrl, anim_ms=0)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    window.start((SeatSetup("Ana", "simple"), SeatSetup("Ben", "simple"), SeatSetup("Cy", "simple")), seed=11)
    window.start((SeatSetup("Ana", "simple"), SeatSetup("Ben", "simple")), seed=11, rules=RuleSet(target=60))
    ctrl.begin()
    sheet = window.score_sheet
    session = ctrl.session
    while session.stage is Stage.PLAYING:
        match = session.match
        assert match is not None
        seat = session.computer_to_act()
        assert seat is not None
        session.play_computer(session.generation, seat, scripted_move(match.view(seat)))
    assert ctrl.games_model.rowCount() == 1

    def fits() -> bool:
        return all(sheet.columnWidth(c) >= sheet.sizeHintForColumn(c) for c in range(3))

    qtbot.wait(50)  # the view takes in the new row
    assert fits(), [(sheet.columnWidth(c), sheet.sizeHintForColumn(c)) for c in range(3)]
