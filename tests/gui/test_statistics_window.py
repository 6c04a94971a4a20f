"""The statistics window: people and computer players apart, and the window the size of its tables."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QRect
from PySide6.QtWidgets import QApplication, QTableView
from pytestqt.qtbot import QtBot

from gin3.ai import make_player
from gin3.engine import Match, Mode, NextHand
from gin3.gui.statsreading import StatisticsReader
from gin3.gui.windows.geometry import DECORATION, pretend_screen
from gin3.gui.windows.statistics import StatisticsWindow
from gin3.store import Statistics
from tests.store.simulate import play_match


def _two_player(seed: int) -> Match:
    match = Match(["Ana", "Bo"], seed=seed, mode=Mode.CLASSIC)
    players = [make_player("simple", seed + i) for i in range(2)]
    while not match.is_over:
        seat = match.hand.turn
        match.apply(NextHand() if match.between_hands else players[seat].choose(match.view(seat)))
    return match


@pytest.fixture
def stats(tmp_path: Path) -> Statistics:
    stats = Statistics(tmp_path / "statistics.sqlite3")
    stats.record_match(play_match(1))  # Ana, Bo and Cem: people
    stats.record_match(play_match(2), ("hard", "hard", "easy"))  # the same names: computer players
    stats.record_match(_two_player(3), (None, "medium"))
    return stats


def _names(table: QTableView) -> list[str]:
    model = table.model()
    return [model.data(model.index(row, 0)) for row in range(model.rowCount())]


def test_a_person_and_a_computer_player_of_one_name_have_a_row_each(qtbot: QtBot, stats: Statistics) -> None:
    window = StatisticsWindow(StatisticsReader(stats))
    qtbot.addWidget(window)
    assert sorted(_names(window.table)) == ["Ana", "Ana (hard)", "Bo", "Bo (hard)", "Cem", "Cem (easy)"]
    assert sorted(_names(window.games_table)) == ["Ana", "Bo (medium)"]


def _shown(qtbot: QtBot, stats: Statistics, width: int, height: int) -> StatisticsWindow:
    pretend_screen(QRect(0, 0, width, height - 40))  # a panel at the bottom
    window = StatisticsWindow(StatisticsReader(stats))
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    QApplication.processEvents()
    return window


@pytest.mark.parametrize("screen", [(1024, 768), (1440, 900)])
def test_every_column_shows_and_no_empty_band_is_left(
    qtbot: QtBot, stats: Statistics, screen: tuple[int, int]
) -> None:
    width, height = screen
    try:
        window = _shown(qtbot, stats, width, height)
        assert window.width() <= width - DECORATION.width()
        assert window.height() <= height - 40 - DECORATION.height()
        for table in (window.table, window.games_table):
            header, rows = table.horizontalHeader(), table.verticalHeader()
            assert not table.horizontalScrollBar().isVisible()  # no column cut behind a scroll bar
            assert header.length() <= table.viewport().width()
            assert not table.verticalScrollBar().isVisible()  # every row shows
            # and nothing empty: no band below the rows nor beside the columns
            assert table.viewport().height() - rows.length() < rows.defaultSectionSize()
            assert table.viewport().width() - header.length() < 40
    finally:
        pretend_screen(None)
