"""The session deals the app's matches verifiably: fresh keys for each match, the same chain
for the next game of a session, the seed's deals for a match started from a given seed."""

from __future__ import annotations

from gin3.engine import DealKeys, Mode
from gin3.session import SeatSetup, Session

SEATS = [SeatSetup("Ana"), SeatSetup("Ben", "simple"), SeatSetup("Cem", "simple")]


def test_a_match_started_without_a_seed_gets_fresh_deal_keys() -> None:
    first, second = Session(), Session()
    first.new_match(SEATS)
    second.new_match(SEATS)
    assert first.match is not None and second.match is not None
    keys, other = first.match.deal, second.match.deal
    assert isinstance(keys, DealKeys) and isinstance(other, DealKeys)
    assert keys.commitment != other.commitment and keys.cut == ""


def test_the_keys_shown_before_the_cut_deal_the_match() -> None:
    session = Session()
    shown = DealKeys.new()
    session.new_match(SEATS[:2], mode=Mode.CLASSIC, deal=shown.with_cut("moth"))
    assert session.match is not None and session.match.deal == shown.with_cut("moth")
    assert list(session.match.deck_of(1)) != list(shown.deck(1))  # the cut is in the shuffle


def test_a_match_started_from_a_seed_deals_from_it() -> None:
    session = Session()
    session.new_match(SEATS, seed=12)
    assert session.match is not None and session.match.deal is None
