"""The sound layer without a window: which cue a move makes, the synthesised WAVs, the
backends (a real child process, failures that go silent) and the smoke test that plays."""

from __future__ import annotations

import io
import os
import subprocess
import sys
import threading
import wave
from array import array
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from gin3.engine import (
    Card,
    Discarded,
    HandDealt,
    HandScored,
    Knocked,
    LaidDown,
    MatchWon,
    Outcome,
    Seat,
    StockDrawn,
    UpcardPassed,
    UpcardTaken,
    parse_cards,
)
from gin3.engine.solver import best_arrangement
from gin3.gui.sound.backends import (
    CommandBackend,
    NullBackend,
    audio_output_found,
    default_backend,
    platform_backend,
)
from gin3.gui.sound.cues import Cue, cue_for
from gin3.gui.sound.synth import PEAK, RATE, wav_bytes

S0, S1 = Seat(0), Seat(1)


def _knocked(gin: bool) -> Knocked:
    hand = "As 2s 3s 4h 5h 6h 7c 7d 7s Kc" if gin else "As 2s 3s 4h 5h 6h 7c 7d 7s 2c"
    return Knocked(S0, Card.parse("Qd"), best_arrangement(parse_cards(hand)), gin)


def _scored(outcome: Outcome) -> HandScored:
    return HandScored(S0, S1, 25, outcome, S0, 0, 10)


def test_each_move_has_its_cue_and_the_weightiest_wins() -> None:
    c = Card.parse
    assert cue_for([HandDealt(2, S0, S1, c("5h"), 10)]) is Cue.DEAL
    assert cue_for([StockDrawn(S0, None, 20)]) is Cue.DRAW
    assert cue_for([UpcardTaken(S0, c("5h"))]) is Cue.DRAW
    assert cue_for([Discarded(S0, c("5h"))]) is Cue.DISCARD
    assert cue_for([_knocked(gin=False)]) is Cue.KNOCK
    assert cue_for([_knocked(gin=True), _scored(Outcome.GIN)]) is Cue.GIN
    assert cue_for([_scored(Outcome.BIG_GIN)]) is Cue.GIN
    assert cue_for([_knocked(gin=True), _scored(Outcome.GIN), MatchWon(S0, (100, 20, 0))]) is Cue.MATCH_WON
    assert cue_for([UpcardPassed(S0, c("5h"))]) is None  # a pass is silent
    laid = LaidDown(S1, best_arrangement(parse_cards("As 2s 3s 4h 5h 6h 7c 7d 7s 2c")), ())
    assert cue_for([laid, _scored(Outcome.KNOCK)]) is None


def _read(data: bytes) -> tuple[tuple[int, int, int], array[int]]:
    """(channels, bytes per sample, rate) and the samples of a WAV file."""
    with wave.open(io.BytesIO(data), "rb") as reader:
        form = (reader.getnchannels(), reader.getsampwidth(), reader.getframerate())
        return form, array("h", reader.readframes(reader.getnframes()))


@pytest.mark.parametrize("cue", list(Cue))
def test_the_cues_are_short_mono_wavs_at_a_moderate_level(cue: Cue) -> None:
    form, pcm = _read(wav_bytes(cue, 100))
    assert form == (1, 2, RATE)  # 16-bit mono
    assert 0.08 <= len(pcm) / RATE <= 1.0
    peak = max(map(abs, pcm))
    assert abs(peak - PEAK * 32767) <= 1  # peak-normalised to half scale: never clipped, never loud
    assert pcm[-1] == 0 or abs(pcm[-1]) < peak / 20  # it fades out, no click at the end
    _, quiet = _read(wav_bytes(cue, 35))
    assert abs(max(map(abs, quiet)) - PEAK * 32767 * 0.35) <= 1  # the volume scales the samples
    _, silent = _read(wav_bytes(cue, 0))
    assert not any(silent)


def test_the_cues_are_the_same_in_every_run() -> None:
    """The samples come from fixed seeds: another process synthesises the very same bytes."""
    code = "import sys; from gin3.gui.sound.synth import wav_bytes; from gin3.gui.sound.cues import Cue; "
    code += "sys.stdout.buffer.write(b''.join(wav_bytes(c, 70) for c in Cue))"
    other = subprocess.run([sys.executable, "-c", code], capture_output=True, check=True).stdout
    assert other == b"".join(wav_bytes(cue, 70) for cue in Cue)


def test_gin3_sound_off_makes_the_default_backend_silent(monkeypatch: pytest.MonkeyPatch) -> None:
    assert os.environ["GIN3_SOUND"] == "off"  # the tests' conftest: no test plays a real sound
    backend = default_backend()
    assert isinstance(backend, NullBackend) and backend.failure == "GIN3_SOUND=off"
    monkeypatch.setenv("PATH", "")
    monkeypatch.setenv("GIN3_SOUND", "on")
    if sys.platform.startswith("linux"):
        nothing = default_backend()
        assert isinstance(nothing, NullBackend) and nothing.looked_for == ("pw-play", "paplay", "aplay")


FAKE_PLAYER = """
import shutil, sys
if sys.argv[1] == "fail":
    sys.exit("ALSA lib confmisc.c: no soundcards found")
shutil.copy(sys.argv[2], sys.argv[1])  # fakeplay.py MODE WAV: MODE is where to copy it
"""


def _fake_player(tmp_path: Path, mode: str) -> list[str]:
    script = tmp_path / "fakeplay.py"
    script.write_text(FAKE_PLAYER)
    return [sys.executable, str(script), mode]


def test_a_command_player_gets_the_wav_in_a_child_process(qtbot: QtBot, tmp_path: Path) -> None:
    heard = tmp_path / "heard.wav"
    backend = CommandBackend(_fake_player(tmp_path, str(heard)))
    backend.play(Cue.KNOCK, 50)  # returns at once: the child runs on a thread
    qtbot.waitUntil(lambda: heard.exists() and heard.stat().st_size > 0, timeout=20000)
    qtbot.waitUntil(lambda: heard.read_bytes() == wav_bytes(Cue.KNOCK, 50), timeout=20000)
    assert backend.failure is None


def test_a_player_that_fails_goes_silent_once(qtbot: QtBot, tmp_path: Path) -> None:
    backend = CommandBackend(_fake_player(tmp_path, "fail"))
    backend.play(Cue.DRAW, 70)
    qtbot.waitUntil(lambda: backend.failure is not None, timeout=20000)
    assert backend.failure == "ALSA lib confmisc.c: no soundcards found"  # what the player said
    before = threading.active_count()
    backend.play(Cue.DRAW, 70)
    assert threading.active_count() <= before  # silent from then on: no thread, no child process


def test_a_real_sound_plays_where_there_is_an_audio_output() -> None:
    backend, missing = platform_backend(), audio_output_found()
    if isinstance(backend, NullBackend) or missing is not None:
        found = backend.failure if isinstance(backend, NullBackend) else f"{backend.name} found"
        pytest.skip(f"no sound here: {found}; {missing or 'an audio output found'}")
    assert backend.play_now(Cue.GIN, 40), backend.failure  # type: ignore[attr-defined]
