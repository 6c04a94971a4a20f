"""Every screen (issue 18): the window opens inside the screen, remembers where it was, and
no dialog, label or button is cut off at the screen sizes, scales and languages of the gallery.

A scale factor divides the screen's pixels into Qt's logical pixels, so the
tests pretend a screen of the logical size (``gin3.gui.windows.geometry.
pretend_screen``); the gallery (marked slow here) starts a real process per scale.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from types import ModuleType

import pytest
from PySide6.QtCore import QPoint, QRect, QSize, Qt
from PySide6.QtWidgets import QDialogButtonBox, QTabBar

from gin3.gui.gallery import logical_screen, main, render_language
from gin3.gui.settings import AppSettings
from gin3.gui.windows.fitcheck import fit_problems
from gin3.gui.windows.geometry import available, pretend_screen
from gin3.gui.windows.mainwindow import MainWindow


@pytest.fixture
def screen() -> Iterator[object]:
    """``screen(w, h)`` pretends the available screen is ``w``×``h``; the real one afterwards."""

    def pretend(width: int, height: int) -> QRect:
        rect = QRect(0, 0, width, height)
        pretend_screen(rect)
        return rect

    yield pretend
    pretend_screen(None)


@pytest.mark.parametrize(("size", "scale"), [("1024x768", "1"), ("1920x1080", "2"), ("1366x768", "1.5")])
def test_the_window_opens_inside_the_screen(
    qtbot: object, h: ModuleType, screen: object, size: str, scale: str
) -> None:
    area = screen(*logical_screen(size, scale))  # type: ignore[operator]
    window = h.open_window(qtbot)
    assert area.contains(window.frameGeometry()), (window.frameGeometry(), area)
    # the table keeps the largest part of the window (menus, bar and status line take their rows)
    assert window.view.width() * window.view.height() >= 0.4 * window.width() * window.height()


def test_a_large_screen_gets_a_window_that_grows_with_it(qtbot: object, h: ModuleType, screen: object) -> None:
    """1440x900 is the least: on a larger screen the window takes four fifths of it, since the
    cards are sized to the window."""
    screen(1600, 1000)  # type: ignore[operator]
    assert h.open_window(qtbot).size() == QSize(1440, 900)
    screen(2560, 1400)  # type: ignore[operator]
    assert h.open_window(qtbot).size() == QSize(2048, 1120)


def _window(qtbot: object, settings: AppSettings) -> MainWindow:
    window = MainWindow(settings=settings, anim_ms=0)
    qtbot.addWidget(window)  # type: ignore[attr-defined]
    window.show()
    qtbot.waitExposed(window)  # type: ignore[attr-defined]
    return window


def test_geometry_and_docks_are_remembered(qtbot: object, tmp_path: Path, screen: object) -> None:
    screen(790, 590)  # type: ignore[operator]  # Qt itself keeps a restored geometry on the real (offscreen, 800×600) screen
    settings = AppSettings(tmp_path / "settings.ini")
    first = _window(qtbot, settings)
    first.setGeometry(40, 40, 700, 500)
    assert not first.log_dock.isVisible() and not first.score_dock.isVisible()  # the table has the room
    first.log_dock.toggleViewAction().trigger()  # View > Moves
    first.close()
    again = _window(qtbot, AppSettings(tmp_path / "settings.ini"))
    assert again.geometry() == QRect(40, 40, 700, 500)
    assert again.log_dock.isVisible()
    assert not again.score_dock.isVisible()
    again.close()


def test_a_remembered_geometry_that_does_not_fit_is_not_taken(
    qtbot: object, tmp_path: Path, screen: object
) -> None:
    screen(2560, 1400)  # type: ignore[operator]
    settings = AppSettings(tmp_path / "settings.ini")
    first = _window(qtbot, settings)
    first.setGeometry(900, 300, 1500, 1000)
    first.close()
    area = screen(1024, 768)  # type: ignore[operator]
    again = _window(qtbot, AppSettings(tmp_path / "settings.ini"))
    assert area.contains(again.frameGeometry())
    again.close()


def test_the_rules_window_shows_its_close_button_on_a_768_pixel_screen(
    qtbot: object, h: ModuleType, screen: object
) -> None:
    area = screen(1024, 728)  # type: ignore[operator]  # 768 less a panel
    window = h.open_window(qtbot)
    rules = window.show_rules()
    qtbot.waitExposed(rules)  # type: ignore[attr-defined]
    close = rules.findChild(QDialogButtonBox).buttons()[0]
    assert area.contains(rules.frameGeometry())
    assert fit_problems(rules, area) == []
    assert close.isVisible()
    rules.close()


def test_on_a_narrow_screen_the_sorts_fold_into_one_button(
    qtbot: object, h: ModuleType, screen: object
) -> None:
    """512×384 logical pixels (1024×768 at 200 %): the move buttons keep their words, and the
    three sorts become one button whose menu still sorts the hand (R10)."""
    area = screen(*logical_screen("1024x768", "2"))  # type: ignore[operator]
    window = h.open_window(qtbot)
    window.controller.begin()
    qtbot.waitUntil(window.controller.session.human_to_act)  # type: ignore[attr-defined]
    bar = window.bar
    assert bar.sort_menu.isVisible()
    assert not any(bar.buttons[f"sort-{key}"].isVisible() for key in ("suit", "rank", "melds"))
    assert window.buttons["take"].isVisible() and window.buttons["take"].text() == "&Take the upcard"
    # once the status bar is laid out (its size grip starts at a default size), all fits
    qtbot.waitUntil(lambda: fit_problems(window, area) == [])  # type: ignore[attr-defined]
    by_rank = next(a for a in bar.sort_menu.menu().actions() if a.text() == "by &rank")
    by_rank.trigger()
    hand = window.scene.own_cards
    assert [int(c.rank) for c in hand] == sorted(int(c.rank) for c in hand)
    assert window.bar.width() <= area.width()
    # with room again, the three buttons come back
    screen(1366, 768)  # type: ignore[operator]
    window.resize(1300, 700)
    qtbot.waitUntil(lambda: bar.buttons["sort-suit"].isVisible())  # type: ignore[attr-defined]
    assert not bar.sort_menu.isVisible()


def test_on_a_low_screen_the_panels_share_one_row_of_whole_tabs(
    qtbot: object, h: ModuleType, screen: object
) -> None:
    """910×512 logical pixels (1366×768 at 150 %): the four panels, opened from the View menu,
    are tabs of one column, each tab with its whole title (they scroll), and no tab bar of
    another layout stands anywhere."""
    screen(*logical_screen("1366x768", "1.5"))  # type: ignore[operator]
    window = h.open_window(qtbot)
    for dock in window.docks_list():
        if not dock.isVisible():
            dock.toggleViewAction().trigger()
    inside = window.rect()
    bars = [
        bar
        for bar in window.findChildren(QTabBar)
        if bar.isVisible() and QRect(bar.mapTo(window, QPoint(0, 0)), bar.size()).intersects(inside)
    ]
    assert len(bars) == 1
    (bar,) = bars
    titles = [bar.tabText(i) for i in range(bar.count())]
    assert sorted(titles) == sorted(dock.windowTitle() for dock in window.docks_list())
    assert bar.elideMode() == Qt.TextElideMode.ElideNone and bar.usesScrollButtons()


FAST = [("1024x768", "1"), ("1366x768", "1"), ("1366x768", "1.5"), ("1920x1080", "2")]


@pytest.mark.parametrize("language", ["en", "hu", "sr", "sq", "tr", "sr_Latn"])
@pytest.mark.parametrize(("size", "scale"), FAST)
def test_nothing_is_cut_off(qtbot: object, screen: object, language: str, size: str, scale: str) -> None:
    """The main window mid-hand and at the showdown and every dialog: no text clipped,
    nothing outside the screen."""
    screen(*logical_screen(size, scale))  # type: ignore[operator]
    screens = ("main", "showdown", "newmatch", "settings", "statistics", "rules")
    found = render_language(language, screens, Path(), None)
    assert {name: problems for name, problems in found.items() if problems} == {}
    assert len(found) == 6
    assert available() == QRect(0, 0, *logical_screen(size, scale))


@pytest.mark.slow
def test_the_whole_gallery_fits(tmp_path: Path) -> None:
    """Every size, scale, language and screen, in a process per scale (a few minutes)."""
    assert main([str(tmp_path), "--no-images"]) == 0
