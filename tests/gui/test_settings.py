"""Settings persist across restarts; the rules are fixed per match and shown; statistics and their reset."""

from __future__ import annotations

from itertools import pairwise
from pathlib import Path
from types import ModuleType

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMessageBox
from pytestqt.qtbot import QtBot

from gin3.engine import Knock, Match, NextHand, PassUpcard, Role, RuleSet, Seat
from gin3.gui import settings as settings_module
from gin3.gui.controller import GameController
from gin3.gui.settings import AppSettings
from gin3.gui.table.piles import Place
from gin3.gui.windows.dialogs import NewMatchDialog
from gin3.gui.windows.mainwindow import MainWindow
from gin3.gui.windows.settingsdialog import SettingsDialog
from gin3.gui.windows.statistics import StatisticsWindow
from gin3.session import SeatSetup, Stage
from gin3.store import Statistics


def test_settings_survive_a_restart(qtbot: QtBot) -> None:
    path = settings_module.settings_path()
    dialog = SettingsDialog(AppSettings())
    qtbot.addWidget(dialog)
    dialog.animation.setCurrentIndex(dialog.animation.findData("instant"))
    dialog.card_size.setCurrentIndex(dialog.card_size.findData("smaller"))
    dialog.four_colour.setChecked(True)
    dialog.confirm_knock.setChecked(True)
    dialog.hints.setChecked(False)
    dialog.accept()
    again = AppSettings()  # a new QSettings object reads the file back
    assert again.q.fileName() == str(path)
    assert (again.animation, again.animation_ms, again.card_size) == ("instant", 0, "smaller")
    assert again.four_colour and again.confirm_knock and not again.hints
    window = MainWindow(GameController(ai_delay_ms=0), settings=again)
    qtbot.addWidget(window)
    assert window.scene.anim_ms == 0 and window.deck.art.four_colour
    assert window.scene.share == again.card_share == 0.8 and not window.controller.hints_allowed


def test_the_new_match_rules_are_fixed_per_match_and_on_the_score_sheet(qtbot: QtBot, h: ModuleType) -> None:
    window = MainWindow(h.still_controller(), anim_ms=0)
    qtbot.addWidget(window)
    dialog = NewMatchDialog(window, rules=RuleSet())
    qtbot.addWidget(dialog)
    form = dialog.rules_form
    form.gin_bonus.setCurrentIndex(form.gin_bonus.findData(20))
    form.target.setValue(150)
    form.big_gin.setChecked(True)
    form.oklahoma.setChecked(True)
    form.discard_taken.setChecked(True)
    rules = dialog.rules()
    assert (rules.gin_bonus, rules.target, rules.big_gin, rules.oklahoma, rules.discard_taken_card) == (
        20,
        150,
        True,
        True,
        True,
    )
    window.start(dialog.seats(), seed=4, rules=rules)
    assert window.controller.session.match.rules == rules
    caption = window.rules_caption.toolTip()  # the line says "150 points · gin 20 · …"; the tip all
    assert "150" in window.rules_caption.text() and "gin 20" in window.rules_caption.text()
    assert "150" in caption and "20" in caption and "Big gin is played" in caption and "Oklahoma" in caption
    assert AppSettings().rules == rules  # offered first next time, after a restart


def test_big_gin_knocks_with_all_eleven_cards(qtbot: QtBot, h: ModuleType) -> None:
    from gin3.engine import Card, Hand

    ctrl = h.still_controller()
    seats = [SeatSetup("Player"), SeatSetup("Ana", "simple"), SeatSetup("Ben", "simple")]
    seed = next(
        s for s in range(1, 500) if Match(["Player", "Ana", "Ben"], seed=s).roles[Seat(0)] is Role.CAPTAIN
    )
    ctrl.new_match(seats, seed=seed, rules=RuleSet(big_gin=True))
    ctrl.begin()
    hand = ctrl.session.match.hand
    eleven = [Card.parse(t) for t in ("As", "2s", "3s", "4s", "5h", "6h", "7h", "8h", "9c", "9d", "9h")]
    rest = [c for c in hand.stock + hand.discard_pile + hand.cards(hand.dealer) + hand.cards(hand.non_dealer)]
    deck = [c for c in rest if c not in eleven]
    # a deal where the captain holds ten of these and the stock's top card is the eleventh
    order: list[Card] = []
    captain, box = eleven[:10], deck[:10]
    for a, b in zip(captain, box, strict=True):
        order += [a, b]
    order += [deck[10], eleven[10], *deck[11:]]
    ctrl.session.match.hand = Hand(order, hand.dealer, hand.non_dealer, ctrl.session.match.rules, number=1)
    assert ctrl.session.match.hand.cards(hand.non_dealer) == tuple(captain)
    ctrl.session.match.hand.apply(PassUpcard())  # the captain passes the upcard (R12)
    ctrl.session.match.hand.apply(PassUpcard())  # so does the box
    assert ctrl.session.turn == hand.non_dealer
    assert ctrl.draw_stock()
    action = ctrl.session.knock_action()
    assert isinstance(action, Knock) and action.discard is None
    assert ctrl.knock()
    assert ctrl.session.match.actions[-1] == action and ctrl.session.match.hand.knocked.gin
    ctrl.shutdown()


def test_statistics_window_records_and_resets_only_when_asked(qtbot: QtBot, tmp_path: Path) -> None:
    stats = Statistics(tmp_path / "stats.sqlite3")
    from gin3.ai import make_player
    from gin3.gui.statsreading import StatisticsReader

    match = Match(["Ana", "Ben", "Cy"], seed=2, rules=RuleSet(target=1))
    player = make_player("simple", 1)
    while not match.is_over:
        match.apply(NextHand() if match.between_hands else player.choose(match.view(match.hand.turn)))
    assert stats.record_match(match)
    stats.record_advice("Ana", True)
    window = StatisticsWindow(StatisticsReader(stats))
    qtbot.addWidget(window)
    assert window.model.rowCount() == 3
    assert {window.model.data(window.model.index(r, 0)) for r in range(3)} == {"Ana", "Ben", "Cy"}
    window.reset_button.click()
    assert window.confirm is not None and window.confirm.isVisible()
    window.confirm.button(QMessageBox.StandardButton.No).click()
    assert window.model.rowCount() == 3  # asked first: No keeps everything
    window.reset_button.click()
    window.confirm.button(QMessageBox.StandardButton.Yes).click()
    assert window.model.rowCount() == 0 and stats.summary() == []


def test_a_finished_match_reaches_the_statistics(qtbot: QtBot) -> None:
    window = MainWindow(GameController(ai_delay_ms=0, auto_continue=True), anim_ms=0)
    qtbot.addWidget(window)
    seats = tuple(SeatSetup(n, "simple") for n in ("Ana", "Ben", "Cy"))
    window.start(seats, seed=9, rules=RuleSet(target=10))
    qtbot.waitUntil(lambda: window.controller.session.stage is Stage.MATCH_OVER, timeout=30000)
    assert window.controller.flush()
    summary = window.controller.stats.summary()
    assert sum(s.matches_won for s in summary) == 1 and all(s.matches_played == 1 for s in summary)
    assert window.controller.autosave.pending() is None  # a finished match leaves no autosave


def test_a_new_card_size_applies_at_once(qtbot: QtBot, h: ModuleType) -> None:
    window = h.open_window(qtbot, role=Role.CAPTAIN)
    window.controller.begin()
    qtbot.waitUntil(window.controller.session.human_to_act)
    scene = window.scene
    card = scene.own_cards[0]
    item = scene.cards[card]

    def on_screen() -> float:
        card = item.mapRectToScene(item.card_rect())
        return float(window.view.mapFromScene(card).boundingRect().width())

    fits = on_screen()
    chosen: list[str] = []

    def choose_smaller() -> None:
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, SettingsDialog)
        assert dialog.card_size.currentData() == "fit"  # the default: as large as fits
        dialog.card_size.setCurrentIndex(dialog.card_size.findData("smaller"))
        chosen.append(dialog.card_size.currentText())
        dialog.accept()

    QTimer.singleShot(0, choose_smaller)
    window.show_settings()
    assert chosen == ["Smaller"]
    assert on_screen() == pytest.approx(fits * 0.8, abs=2)  # the card on the screen shrank with it
    # the piles and the hand take the new size: the marks take the piles' cards' size, and the
    # hand's cards still lie on the table, apart from each other
    top = scene.top_item(Place.DISCARD)
    assert top is not None and scene.discard_mark.rect.width() == pytest.approx(
        top.sceneBoundingRect().width() - 12 * top.scale(), abs=1
    )
    assert top.pos() == scene.discard_mark.pos()
    hand = [scene.cards[c].mapRectToScene(scene.cards[c].card_rect()) for c in scene.own_cards]
    assert all(scene.sceneRect().contains(rect) for rect in hand)
    assert all(b.left() > a.left() for a, b in pairwise(hand))


@pytest.mark.parametrize(
    ("stored", "size"), [("small", "smaller"), ("medium", "fit"), ("large", "fit"), ("huge", "fit")]
)
def test_an_earlier_versions_card_size_still_reads(tmp_path: Path, stored: str, size: str) -> None:
    path = tmp_path / "settings.ini"
    path.write_text(f"[table]\ncard_size={stored}\n")
    assert AppSettings(path).card_size == size
