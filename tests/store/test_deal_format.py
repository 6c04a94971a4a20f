"""The match file's deal fields (record version 5): old files still open and deal as they did,
new ones keep their keys, damaged keys are a sentence."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from gin3.engine import DealKeys, Match, Mode, SaveFileError, format_cards
from gin3.store import read_match_file, save_match_file
from gin3.store.dealcheck import check_deals_file
from tests.store.test_dealcheck import new_match, play_on

RECORDS = Path(__file__).parent / "records"


def test_a_version_4_save_opens_deals_from_its_seed_and_stays_so(tmp_path: Path) -> None:
    path = tmp_path / "old.gin3.json"
    shutil.copy(RECORDS / "chouette_v4_undo.json", path)
    match = read_match_file(path).match
    assert match.deal is None and match.hand.number == 3 and len(match.undos) == 1
    assert format_cards(match.hand.stock).endswith("4s 4d 5h 4h 3c 4c 2s")  # as gin3 0.2 dealt it
    check = check_deals_file(path)
    assert not check.passed and check.text() == (
        "This match was dealt before verifiable deals: there is nothing to check."
    )
    save_match_file(path, match)
    record = json.loads(path.read_text(encoding="utf-8"))
    assert record["version"] == 5 and "deal" not in record and "dealt" not in record
    assert read_match_file(path).match.snapshot() == match.snapshot()


def test_a_saved_match_keeps_its_keys_and_cut(tmp_path: Path) -> None:
    path = tmp_path / "new.gin3.json"
    match = play_on(new_match_with_cut("kite"), 1)
    save_match_file(path, match)
    again = read_match_file(path).match
    assert isinstance(again.deal, DealKeys) and again.deal == match.deal and again.deal.cut == "kite"
    assert again.snapshot() == match.snapshot()


def new_match_with_cut(cut: str) -> Match:
    return new_match(Mode.CHOUETTE, cut)


@pytest.mark.parametrize(
    ("deal", "words"),
    [
        ("keys", "'deal' is not an object"),
        ({"cut": "", "first": 0}, "no 'key'"),
        ({"key": "zz", "cut": "", "first": 0}, "deal keys are damaged"),
        ({"key": "00" * 32, "cut": 5, "first": 0}, "the cut must be text"),
        ({"key": "00" * 32, "cut": "", "first": -1}, "the first link"),
    ],
)
def test_damaged_deal_keys_are_refused_with_a_sentence(tmp_path: Path, deal: object, words: str) -> None:
    path = tmp_path / "damaged.gin3.json"
    save_match_file(path, play_on(new_match_with_cut(""), 1))
    record = json.loads(path.read_text(encoding="utf-8"))
    record["deal"] = deal
    path.write_text(json.dumps(record), encoding="utf-8")
    with pytest.raises(SaveFileError, match=words):
        read_match_file(path)
