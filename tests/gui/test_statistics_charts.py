"""The statistics window's pictures: a player's form in figures and charts that match the matches."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QPoint
from PySide6.QtGui import QPalette
from pytestqt.qtbot import QtBot

from gin3.gui.statsreading import StatisticsReader
from gin3.gui.windows.charts import Bar, BarChart
from gin3.gui.windows.statistics import StatisticsWindow
from gin3.store import Statistics
from tests.store.test_stats_history import chouette, levels, own, two_player


@pytest.fixture
def stats(tmp_path: Path) -> Statistics:
    return Statistics(tmp_path / "statistics.sqlite3")


def _window(qtbot: QtBot, stats: Statistics) -> StatisticsWindow:
    window = StatisticsWindow(StatisticsReader(stats))
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    return window


def test_the_form_shows_the_streaks_and_win_rates_of_the_matches_recorded(
    qtbot: QtBot, stats: Statistics
) -> None:
    matches = [chouette(seed, wins) for seed, wins in ((1, True), (2, True), (3, True), (4, False))]
    for match in matches:
        stats.record_match(match, levels(match, Bo="hard", Cem="hard"))
    two = two_player(5, ana_wins=True)
    stats.record_match(two, levels(two, Bo="medium"))
    window = _window(qtbot, stats)
    form = window.form
    assert form.isVisible() and form.choice.currentText() == "Ana"  # the person with most matches
    assert form.streaks.text() == "Matches won in a row: 1 now, best 3"
    assert form.rates.text() == "Matches won — chouette: 3 of 4 (75%); two-player gin: 1 of 1 (100%)"
    bars = {bar.label: bar.value for bar, _ in form.opponents_chart.plotted()}
    assert bars == {"hard": 75.0, "medium": 100.0}
    # points per hand, oldest first, one bar per finished match, highlighted when won
    points = form.points_chart.plotted()
    expected = [own(m, "Ana")[0] / own(m, "Ana")[1] for m in [*matches, two]]
    assert [bar.value for bar, _ in points] == pytest.approx(expected)
    assert [bar.accent for bar, _ in points] == [True, True, True, False, True]

    # the computer players apart, after the people
    entries = [form.choice.itemText(i) for i in range(form.choice.count())]
    computers = ["Bo (computer, hard)", "Bo (computer, medium)", "Cem (computer, hard)"]
    assert [e for e in entries if e] == ["Ana", *computers]  # a separator between
    assert form.choose("Bo", "hard")
    wins = [m.players[m.winner] == "Bo" for m in matches]  # type: ignore[index]
    assert form.streaks.text() == f"Matches won in a row: {_current(wins)} now, best {_best(wins)}"
    assert form.rates.text().startswith(f"Matches won — chouette: {sum(wins)} of 4 (")
    assert form.rates.text().endswith("two-player gin: —")


def _current(wins: list[bool]) -> int:
    return len(wins) - (max(i for i, w in enumerate(wins) if not w) + 1) if False in wins else len(wins)


def _best(wins: list[bool]) -> int:
    return max((len(run) for run in "".join("W" if w else " " for w in wins).split()), default=0)


def test_the_bars_stand_where_their_values_say(qtbot: QtBot) -> None:
    chart = BarChart("Points", "Nothing yet.")
    qtbot.addWidget(chart)
    chart.resize(300, 160)
    chart.set_bars(
        [Bar(2.0, "2.0", accent=True), Bar(4.0, "4.0"), Bar(0.0, "0.0"), Bar(1.0, "1.0", accent=True)]
    )
    chart.show()
    qtbot.waitExposed(chart)
    plotted = chart.plotted()
    heights = [rect.height() for _, rect in plotted]
    assert heights[1] == pytest.approx(2 * heights[0]) == pytest.approx(4 * heights[3])
    assert heights[2] == 0 and heights[1] == pytest.approx(chart.plot_area().height())  # the tallest fills it
    assert len({rect.bottom() for _, rect in plotted}) == 1  # on one base line
    assert [rect.left() for _, rect in plotted] == sorted(rect.left() for _, rect in plotted)
    # and they are painted so: the highlight for an accented bar, the plain colour for the others
    image = chart.grab().toImage()
    ratio = image.devicePixelRatio()

    def colour(x: float, y: float) -> int:
        return image.pixelColor(QPoint(round(x * ratio), round(y * ratio))).rgb()

    palette = chart.palette()
    plain, accent = chart.colours()
    assert accent == palette.color(QPalette.ColorRole.Highlight) and plain != accent
    for bar, rect in plotted:
        if rect.height() > 4:
            assert colour(rect.center().x(), rect.center().y()) == (accent if bar.accent else plain).rgb()
    empty_above = plotted[0][1]
    assert colour(empty_above.center().x(), empty_above.top() - 3 - 20) == palette.color(
        QPalette.ColorRole.Window
    )


def test_an_empty_history_says_so_instead_of_an_empty_chart(qtbot: QtBot, stats: Statistics) -> None:
    chart = BarChart("Points", "No finished match yet.")
    qtbot.addWidget(chart)
    chart.resize(300, 160)
    chart.show()
    qtbot.waitExposed(chart)
    assert chart.plotted() == [] and chart.accessibleDescription() == "No finished match yet."
    image = chart.grab().toImage()
    ground = chart.palette().color(QPalette.ColorRole.Window).rgb()
    below_title = range(image.height() // 3, image.height())
    # the words, where the bars would stand
    assert any(
        image.pixelColor(x, y).rgb() != ground for y in below_title for x in range(0, image.width(), 2)
    )

    # in the window: a player whose only match was abandoned has no chart yet
    from tests.store.simulate import play_actions

    assert stats.record_abandoned(play_actions(7, 60))
    window = _window(qtbot, stats)
    assert window.form.isVisible()
    assert window.form.points_chart.plotted() == [] and window.form.opponents_chart.plotted() == []
    assert window.form.streaks.text() == "Matches won in a row: 0 now, best 0"


def test_no_match_at_all_shows_no_form(qtbot: QtBot, stats: Statistics) -> None:
    window = _window(qtbot, stats)
    assert window.note.text() == "No matches yet." and not window.form.isVisible()
