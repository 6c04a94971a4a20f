"""The exported game log: readable sentences for every hand, from whole templates."""

from __future__ import annotations

import re
import string
import subprocess
import sys

import pytest

from gin3.engine import HandDead, HandScored, Knocked, Outcome, Role, RuleSet, StockDrawn
from gin3.store import LOG_TEMPLATES, MESSAGES, card_text, export_log, roles_by_hand
from tests.store.simulate import play_actions, play_match


def sections(log: str) -> dict[int, str]:
    """The log's text per hand number."""
    parts = re.split(r"^Hand (\d+)$", log, flags=re.MULTILINE)
    return {int(number): text for number, text in zip(parts[1::2], parts[2::2], strict=True)}


@pytest.mark.parametrize("seed", [0, 2, 3])
def test_log_mentions_every_hand_and_its_result(seed: int) -> None:
    match = play_match(seed, RuleSet(big_gin=True, oklahoma=seed == 3))
    log = export_log(match)
    by_hand = sections(log)
    assert sorted(by_hand) == [hand.number for hand in match.hands]
    totals = [0, 0, 0]
    for hand, roles in zip(match.hands, roles_by_hand(match), strict=True):
        text = by_hand[hand.number]
        names = {role: match.players[seat] for seat, role in roles.items()}
        assert f"{names[Role.BOX]} is in the box, {names[Role.CAPTAIN]} is captain" in text
        result = hand.result
        if isinstance(result, HandDead):
            assert "Dead hand" in text
            continue
        assert isinstance(result, HandScored)
        winner = match.players[result.winner]
        verb = {
            Outcome.KNOCK: "wins the hand by knocking",
            Outcome.UNDERCUT: "undercuts",
            Outcome.GIN: "wins the hand with gin",
            Outcome.BIG_GIN: "wins the hand with big gin",
        }[result.outcome]
        assert f"{winner} {verb}" in text
        assert f"{result.points} points" in text
        totals[result.winner] += result.points
        shown = ", ".join(f"{n} {t}" for n, t in zip(match.players, totals, strict=True))
        assert f"Totals: {shown}." in text
        knock = next(e for e in hand.events if isinstance(e, Knocked))
        assert match.players[knock.seat] in text
    assert match.winner is not None
    assert log.rstrip().endswith(
        f"{match.players[match.winner]} wins the match with {max(match.totals)} points."
    )
    assert "Drawing for roles:" in log


def test_every_action_is_a_sentence() -> None:
    match = play_match(2)
    log = export_log(match)
    actions = sum(1 for hand in match.hands for _ in hand.events) - len(match.hands)
    body = [line for line in log.splitlines() if line and not line.startswith(("Hand ", "Totals"))]
    assert len(body) >= actions  # at least one line per event after each deal
    assert "{" not in log and "}" not in log


def test_unfinished_match_and_viewer_hides_the_other_sides_draws() -> None:
    match = play_actions(9, 45)
    box = next(seat for seat, role in match.roles.items() if role is Role.BOX)
    captain = next(seat for seat, role in match.roles.items() if role is Role.CAPTAIN)
    sitter = next(seat for seat, role in match.roles.items() if role is Role.SITTER)
    current = sections(export_log(match))[match.hand.number]
    hidden_by_box = sections(export_log(match, viewer=box))[match.hand.number]
    hidden_by_sitter = sections(export_log(match, viewer=sitter))[match.hand.number]
    draws = [e for e in match.hand.events if isinstance(e, StockDrawn)]
    assert draws
    for draw in draws:
        assert draw.card is not None
        name = match.players[draw.seat]
        seen = f"{name} draws {card_text(draw.card)} from the stock."
        assert seen in current
        if draw.seat == captain:
            assert seen not in hidden_by_box and seen in hidden_by_sitter
        else:
            assert seen in hidden_by_box and seen not in hidden_by_sitter
    assert f"{match.players[captain]} draws from the stock." in hidden_by_box
    assert export_log(match).rstrip().endswith(f"hand {match.hand.number} is being played.")


def test_notes_and_translated_templates() -> None:
    match = play_match(4)
    log = export_log(
        match,
        notes={1: ["Cem followed 3 of 4 suggestions."]},
        templates={"discarded": "{player} jette {card}.", "hand_title": "Donne {number}"},
    )
    assert "Donne 1\n" in log and "Hand 1\n" not in log
    assert re.search(r"^\w+ jette \S+\.$", log, flags=re.MULTILINE)
    assert "Cem followed 3 of 4 suggestions." in log.split("Donne 2")[0]


def test_cards_read_as_people_write_them() -> None:
    from gin3.engine import Card

    assert card_text(Card.parse("Td")) == "10♦"
    assert card_text(Card.parse("As")) == "A♠"


def test_templates_are_whole_sentences_with_known_placeholders() -> None:
    """Each template formats with named fields only, so a translation can reorder them."""
    for table in (LOG_TEMPLATES, MESSAGES):
        for key, template in table.items():
            fields = [f for _, f, _, _ in string.Formatter().parse(template) if f is not None]
            assert all(f.isidentifier() for f in fields), (key, fields)


def test_store_imports_no_qt() -> None:
    code = "import sys, gin3.store; print([m for m in sys.modules if m.startswith(('PySide', 'shiboken'))])"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"
