"""The item models change row by row as the events report, never by rebuilding everything."""

from __future__ import annotations

from types import ModuleType

from pytestqt.qtbot import QtBot

from gin3.engine import Discard, DrawStock, Phase, Role, RuleSet, StockDrawn
from gin3.gui.controller import GameController
from gin3.session import SeatSetup, Stage


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
