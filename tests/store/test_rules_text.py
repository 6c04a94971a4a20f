"""The players' rules shown under F1 ship with the package and cover the whole game."""

from __future__ import annotations

from importlib.resources import files

import pytest

TEXT = (files("gin3.resources") / "rules" / "rules.en.md").read_text(encoding="utf-8")


@pytest.mark.parametrize(
    "topic",
    [
        "in the box",
        "Captain",
        "Sitter",
        "How the roles rotate",
        "The deal",
        "A turn",
        "The first upcard",
        "Knocking",
        "Laying off",
        "Gin",
        "Undercut",
        "Dead hand",
        "Scoring a hand",
        "Winning the match",
        "The sitter's advice",
        "House settings",
        "Gin bonus",
        "Match target",
        "Big gin",
        "Oklahoma",
        "Discard the card just taken",
        "The discard pile is public",
        "Picked-up cards are public",
        "Knocking with any arrangement",
        "Who deals in classic gin",
    ],
)
def test_rules_cover(topic: str) -> None:
    assert topic in TEXT


def test_rules_are_written_for_players_not_as_the_spec() -> None:
    assert TEXT.startswith("# ")
    assert "R1" not in TEXT and "(house default)" not in TEXT
