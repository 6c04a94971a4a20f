"""The item models change row by row as the events report, never by rebuilding everything."""

from __future__ import annotations

from pathlib import Path
from types import ModuleType

from PySide6.QtCore import QAbstractItemModel
from PySide6.QtTest import QAbstractItemModelTester
from pytestqt.qtbot import QtBot

from gin3.engine import Discard, DrawStock, Mode, Phase, Role, RuleSet, Seat, StockDrawn
from gin3.gui.controller import GameController
from gin3.gui.windows.mainwindow import MainWindow
from gin3.gui.windows.statistics import StatisticsWindow
from gin3.session import SeatSetup, Stage
from gin3.store import Statistics


def test_the_score_sheet_inserts_one_row_per_finished_hand(qtbot: QtBot, h: ModuleType) -> None:
    ctrl = GameController(ai_delay_ms=0, auto_continue=True)
    model = ctrl.score_model
    inserted: list[int] = []
    resets: list[int] = []
    model.rowsInserted.connect(lambda _parent, first, last: inserted.append(last - first + 1))
    model.modelReset.connect(lambda: resets.append(1))
    ctrl.new_match([SeatSetup(n, h.AI) for n in h.NAMES], seed=7, rules=RuleSet(target=40))
    assert resets == [1] and model.rowCount() == 0  # the new match's empty sheet
    qtbot.waitUntil(lambda: ctrl.session.stage is Stage.MATCH_OVER, timeout=60000)
    match = ctrl.session.match
    assert inserted == [1] * len(match.hands) and resets == [1]
    assert model.rowCount() == len(match.hands)
    for seat in match.seats:
        assert model.data(model.index(model.rowCount() - 1, 6 + seat)) == str(match.totals[seat])
    ctrl.shutdown()


def test_the_hand_log_adds_a_row_per_move_and_names_no_hidden_card(qtbot: QtBot, h: ModuleType) -> None:
    window = h.open_window(qtbot, role=Role.CAPTAIN)
    ctrl = window.controller
    log = ctrl.log_model
    ctrl.begin()
    assert log.rowCount() == 0
    moves = 0
    while ctrl.session.stage is Stage.PLAYING and moves < 12:
        qtbot.waitUntil(
            lambda: ctrl.session.human_to_act() or ctrl.session.stage is not Stage.PLAYING, timeout=20000
        )
        if ctrl.session.stage is not Stage.PLAYING:
            break
        h.play_one_move(ctrl)
        moves += 1
    match = ctrl.session.match
    played = [e for e in match.hand.events if e.__class__.__name__ != "HandDealt"]
    rows = [log.data(log.index(r)) for r in range(log.rowCount())]
    assert len(rows) == len(
        [
            e
            for e in played
            if e.__class__.__name__
            in {"Discarded", "StockDrawn", "DiscardDrawn", "UpcardTaken", "UpcardPassed", "Knocked"}
        ]
    )
    drawn = {e.card for e in match.hand.events if isinstance(e, StockDrawn) and e.card is not None}
    for card in drawn:
        assert not any(card.symbol_text in r for r in rows if "drew" in r)


def test_your_cards_lose_the_discard_and_gain_the_draw_row_by_row(qtbot: QtBot, h: ModuleType) -> None:
    window = h.open_window(qtbot, role=Role.CAPTAIN)
    ctrl = window.controller
    model = ctrl.hand_model
    ctrl.begin()
    assert ctrl.pass_upcard()
    qtbot.waitUntil(
        lambda: ctrl.session.human_to_act() and ctrl.session.match.hand.phase is Phase.DRAW, timeout=20000
    )
    changes: list[str] = []
    model.rowsInserted.connect(lambda *_: changes.append("in"))
    model.rowsRemoved.connect(lambda *_: changes.append("out"))
    model.modelReset.connect(lambda: changes.append("reset"))
    assert ctrl.play(DrawStock())
    assert changes == ["in"] and model.rowCount() == 11
    card = model.cards[0]
    assert ctrl.play(Discard(card)) or ctrl.play(Discard(model.cards[1]))
    assert changes[-1] == "out" and "reset" not in changes and model.rowCount() == 10


# Every model of the table and of the statistics window keeps Qt's item-model contract (row counts,
# parents, indexes, begin/end signals around each change) through a whole match: Qt's own model
# tester rechecks the model after every change it signals and warns of each breach ("FAIL! ...").


def _testers(models: list[QAbstractItemModel]) -> list[QAbstractItemModelTester]:
    mode = QAbstractItemModelTester.FailureReportingMode.Warning
    return [QAbstractItemModelTester(model, mode) for model in models]


def _advice_rows(ctrl: GameController) -> list[int]:
    """The advice panel's row count after each change: the advice model is watched with rows in it."""
    rows: list[int] = []
    ctrl.advice_model.modelReset.connect(lambda: rows.append(ctrl.advice_model.rowCount()))
    return rows


def _breaches(qtlog: object) -> list[str]:
    return [r.message for r in qtlog.records if "FAIL!" in r.message]  # type: ignore[attr-defined]


def _play_the_person_to_the_end(qtbot: QtBot, h: ModuleType, ctrl: GameController, hands: int = 0) -> None:
    """The person's scripted moves, their advice accepted every other decision, until the match
    ends (or, with ``hands``, until that many hands are over)."""
    decisions = 0
    while ctrl.session.stage is not Stage.MATCH_OVER:
        qtbot.waitUntil(
            lambda: ctrl.session.stage is not Stage.PLAYING or ctrl.session.human_to_act(), timeout=20000
        )
        if ctrl.session.stage is Stage.HAND_OVER:
            if hands and len(ctrl.session.match.hands) >= hands:
                return
            assert ctrl.next_hand()
        elif ctrl.session.stage is Stage.PLAYING:
            decisions += 1
            if decisions % 2 and _advised(ctrl):  # the advice comes from the worker: wait for it
                qtbot.waitUntil(lambda: ctrl.session.shown_advice() is not None, timeout=20000)
                assert ctrl.accept_advice()
            else:
                h.play_one_move(ctrl)


def _advised(ctrl: GameController) -> bool:
    """Whether the person is shown advice on this move: the sitter's to the captain in chouette,
    the computer's in two-player gin when it is switched on; never on laying off."""
    session = ctrl.session
    if session.match.hand.phase is Phase.LAYOFF:
        return False
    if session.match.mode is Mode.CLASSIC:
        return session.computer_advice
    return session.match.roles[Seat(0)] is Role.CAPTAIN


def test_every_table_model_keeps_the_item_model_contract_through_a_chouette_match(
    qtbot: QtBot, h: ModuleType, qtlog: object, tmp_path: Path
) -> None:
    window = h.open_window(qtbot, role=Role.CAPTAIN, target=25)
    ctrl = window.controller
    stats = Statistics(tmp_path / "statistics.sqlite3")
    ctrl.keep_statistics(stats)
    assert ctrl.statistics is not None
    statistics = StatisticsWindow(ctrl.statistics)
    qtbot.addWidget(statistics)
    models = [ctrl.hand_model, ctrl.score_model, ctrl.games_model, ctrl.log_model, ctrl.advice_model]
    testers = _testers([*models, statistics.model, statistics.games_model])
    advice = _advice_rows(ctrl)
    ctrl.begin()
    _play_the_person_to_the_end(qtbot, h, ctrl)
    assert ctrl.flush()
    statistics.refresh()
    assert ctrl.score_model.rowCount() == len(ctrl.session.match.hands) > 1
    # the finished match counted, its players listed (read on the statistics' thread)
    qtbot.waitUntil(lambda: statistics.model.rowCount() == 3)
    assert max(advice) > 1  # the sitter's suggestion and runner-ups were shown
    ctrl.new_match([SeatSetup(n, h.AI) for n in h.NAMES], seed=3, rules=RuleSet(target=25))  # all reset
    assert ctrl.score_model.rowCount() == 0
    assert len(testers) == 7 and _breaches(qtlog) == []


def test_the_two_player_sheet_and_advice_keep_the_item_model_contract(
    qtbot: QtBot, h: ModuleType, qtlog: object
) -> None:
    ctrl = GameController(ai_delay_ms=0)
    window = MainWindow(ctrl, anim_ms=0)
    qtbot.addWidget(window)
    testers = _testers([ctrl.hand_model, ctrl.games_model, ctrl.log_model, ctrl.advice_model])
    advice = _advice_rows(ctrl)
    window.start((SeatSetup(h.NAMES[0]), SeatSetup(h.NAMES[1], h.AI)), seed=5, rules=RuleSet(target=25))
    ctrl.set_computer_advice(True)  # the computer's advice on the person's moves of the first hand
    ctrl.begin()
    _play_the_person_to_the_end(qtbot, h, ctrl, hands=1)
    ctrl.set_computer_advice(False)  # and none after it: hard's brain thinks long on each move
    _play_the_person_to_the_end(qtbot, h, ctrl)
    match = ctrl.session.match
    assert match.mode is Mode.CLASSIC and ctrl.games_model.rowCount() > len(match.hands)
    assert max(advice) > 1 and advice[-1] == 0  # the computer's advice shown, then no more
    assert len(testers) == 4 and _breaches(qtlog) == []
