"""F1: the rules window opens at the game being played."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from gin3.engine import Mode, RuleSet
from gin3.gui.windows.rules import RulesWindow


def _opening(window: RulesWindow) -> str:
    """The text a player sees first: the window's top, unscrolled."""
    assert window.browser.verticalScrollBar().value() == 0
    return window.browser.toPlainText()


def test_two_player_gin_opens_at_its_own_rules(qtbot: QtBot) -> None:
    window = RulesWindow(RuleSet(), None, Mode.CLASSIC)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    assert "two-player gin" in window.windowTitle().casefold()
    assert "three-handed" not in window.windowTitle()
    text = _opening(window)
    # this match's house settings, then two-player gin's own rules, then the rules both share
    assert text.index("Two-player gin") < text.index("How to play chouette gin")
    assert text.index("game bonus") < text.index("The cards")


def test_chouette_opens_at_chouette(qtbot: QtBot) -> None:
    window = RulesWindow(RuleSet(), None, Mode.CHOUETTE)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    assert "three-handed" in window.windowTitle()
    text = _opening(window)
    assert text.index("How to play chouette gin") < text.index("Two-player gin")
