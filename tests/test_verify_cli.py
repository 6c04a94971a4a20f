"""``gin3 verify MATCH_FILE``: a played match verifies; one card changed in the file does not."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from gin3.engine import Mode
from gin3.store import save_match_file
from tests.store.test_dealcheck import new_match, play_on


def verify(path: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "gin3", "verify", str(path)], capture_output=True, text=True, timeout=60
    )


def test_a_saved_match_verifies_and_a_changed_card_is_named_with_its_hand(tmp_path: Path) -> None:
    path = tmp_path / "played.gin3"
    save_match_file(path, play_on(new_match(Mode.CHOUETTE), 3))
    done = verify(path)
    assert done.returncode == 0, done.stderr
    assert done.stdout == "gin3 verify: All 3 deals are as committed.\n"

    record = json.loads(path.read_text(encoding="utf-8"))
    deck = record["dealt"][2]["deck"].split()
    deck[0] = next(card for card in ("Ks", "Qs", "Js") if card != deck[0])  # one card changed
    record["dealt"][2]["deck"] = " ".join(deck)
    path.write_text(json.dumps(record), encoding="utf-8")
    done = verify(path)
    assert done.returncode == 1 and done.stdout == ""
    assert done.stderr.startswith("gin3 verify: Hand 3 is not as committed")
    assert "Traceback" not in done.stderr


def test_a_file_that_is_not_a_match_gets_a_message_and_exit_1(tmp_path: Path) -> None:
    path = tmp_path / "junk.gin3"
    path.write_bytes(b"\x00\xff not json")
    done = verify(path)
    assert done.returncode == 1 and "cannot be checked" in done.stderr and "Traceback" not in done.stderr
    missing = verify(tmp_path / "nowhere.gin3")
    assert missing.returncode == 1 and "cannot be checked" in missing.stderr
