"""The exported log tells each deal's commitment before it and its secret once the hand is over."""

from __future__ import annotations

from gin3.engine import DealKeys, Match, Mode
from gin3.store import export_log
from tests.store.test_dealcheck import new_match, play_on


def test_the_log_shows_commitments_and_reveals_only_finished_hands_secrets() -> None:
    match = play_on(new_match(Mode.CHOUETTE), 2)
    deal = match.deal
    assert isinstance(deal, DealKeys)
    lines = export_log(match).splitlines()
    assert f"The deals were committed before the cut: {deal.commitment.hex()}." in lines
    assert "The cut typed for this match: otter." in lines
    for number in (1, 2, 3):
        title = lines.index(f"Hand {number}")
        assert lines[title + 2] == f"Commitment before the deal: {deal.hand_commitment(number).hex()}."
    for number in (1, 2):
        assert f"The deal's secret, revealed: {deal.secret(number).hex()}." in lines
    assert deal.secret(3).hex() not in "\n".join(lines)  # the hand in play keeps its secret


def test_a_match_dealt_from_its_seed_logs_no_commitments() -> None:
    assert "commit" not in export_log(Match(["Ana", "Bo"], seed=3, mode=Mode.CLASSIC))
