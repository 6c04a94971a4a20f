"""The cues' sounds, synthesised with the standard library: no sound files, nothing to credit.

Each cue is made on first use, in memory (all six together take a few tens of
milliseconds; ``python -m gin3.gui.sound.synth`` prints the figure), from a
fixed random seed, so every run and every machine plays the same samples:

- draw and discard: a card's soft *flick*, band-limited noise with a fast decay
  (the discard lands with a faint low tap);
- deal: a *riffle*, a dozen flicks in quick, slightly uneven succession;
- knock: two short low *thuds*, a knuckle on the table;
- gin: a small rising arpeggio (C, E, G, C);
- match won: a short fanfare (G, C, E, then a held C major chord).

Samples are floats in [-1, 1] peak-normalised; :func:`wav_bytes` scales them to
the volume and writes 16-bit mono WAV at 22,050 Hz, peaking at half of full
scale (-6 dBFS) at volume 100, so a cue is never clipped and never loud.
"""

from __future__ import annotations

import io
import math
import random
import wave
from array import array
from functools import cache
from itertools import accumulate, repeat
from operator import add, mul, sub

from gin3.gui.sound.cues import Cue

__all__ = ["PEAK", "RATE", "samples", "wav_bytes"]

RATE = 22050
PEAK = 0.5  # of full scale, at volume 100

Samples = list[float]


def _silence(seconds: float) -> Samples:
    return [0.0] * round(seconds * RATE)


def _mix(into: Samples, sound: Samples, at: float, gain: float = 1.0) -> None:
    start = round(at * RATE)
    end = start + len(sound)
    into[start:end] = map(add, into[start:end], map(gain.__mul__, sound))


def _decay(n: int, seconds: float, attack: float = 0.0, release: float = 0.0) -> Samples:
    """An envelope: falls by e every ``seconds``, rises over ``attack`` and ends over ``release``.

    (Python's loops are slow, so the samples are made with map and accumulate wherever a
    sample does not depend on the one before: all six cues take a few tens of milliseconds.)"""
    shape = list(accumulate(repeat(math.exp(-1.0 / (seconds * RATE)), n - 1), mul, initial=1.0))
    rise, end = min(n, round(attack * RATE)), min(n, round(release * RATE))
    shape[:rise] = [x * i / rise for i, x in enumerate(shape[:rise])]
    if end:
        shape[n - end :] = [x * (end - i) / end for i, x in enumerate(shape[n - end :])]
    return shape


def _noise(rng: random.Random, n: int, smoothing: float) -> Samples:
    """White noise through a one-pole low-pass (``smoothing`` near 1 lets everything through)."""
    out, y = [], 0.0
    for x in (rng.random() * 2.0 - 1.0 for _ in range(n)):
        y += smoothing * (x - y)
        out.append(y)
    return out


def _flick(rng: random.Random, seconds: float, brightness: float, decay: float) -> Samples:
    """A card's flick: low-passed noise minus its own slow average (a soft band-pass), decaying fast."""
    n = round(seconds * RATE)
    fast = _noise(rng, n, brightness)
    slow = list(accumulate(fast, lambda y, x: y + 0.02 * (x - y), initial=0.0))[1:]
    return list(map(mul, map(sub, fast, slow), _decay(n, decay, attack=0.0015)))


def _thud(rng: random.Random, seconds: float, pitch: float) -> Samples:
    """A low sine whose pitch falls quickly at first, with a little muffled noise at the strike."""
    n = round(seconds * RATE)
    step, bend = 2 * math.pi * pitch / RATE, math.exp(-1.0 / (0.012 * RATE))
    # the phase of a pitch that starts 60% high and falls back exponentially, in closed form
    phase = [step * (i + 0.6 * (1 - bend ** (i + 1)) / (1 - bend)) for i in range(n)]
    body = map(mul, map(math.sin, phase), _decay(n, 0.045, attack=0.001))
    grit = map(mul, _noise(rng, n, 0.15), _decay(n, 0.006, attack=0.001))
    return [b + 0.5 * g for b, g in zip(body, grit, strict=True)]


_TABLE_SIZE = 2048
# One period of a soft bell-like note: a sine with two quiet overtones. Notes read it at
# their own pace (a wavetable), which is far cheaper in Python than calling sin per sample.
_BELL = [
    math.sin(a) + 0.25 * math.sin(2 * a) + 0.08 * math.sin(3 * a)
    for a in (2 * math.pi * i / _TABLE_SIZE for i in range(_TABLE_SIZE))
]


def _tone(frequencies: tuple[float, ...], seconds: float, decay: float) -> Samples:
    """Bell-like notes sounding together, with a quick attack, a decay and a click-free end."""
    n = round(seconds * RATE)
    out = [0.0] * n
    for frequency in frequencies:
        step, mask = frequency * _TABLE_SIZE / RATE, _TABLE_SIZE - 1
        out = list(map(add, out, [_BELL[int(i * step) & mask] for i in range(n)]))
    return list(map(mul, out, _decay(n, decay, attack=0.006, release=0.02)))


def _note(name: str) -> float:
    """Equal temperament from A4 = 440 Hz; ``name`` like "C5" or "G4"."""
    steps = {"C": -9, "D": -7, "E": -5, "F": -4, "G": -2, "A": 0, "B": 2}[name[0]]
    return 440.0 * 2 ** ((steps + 12 * (int(name[1:]) - 4)) / 12)


def _draw(rng: random.Random) -> Samples:
    return _flick(rng, 0.09, 0.55, 0.018)


def _discard(rng: random.Random) -> Samples:
    out = _silence(0.14)
    _mix(out, _flick(rng, 0.08, 0.45, 0.016), 0.0)
    _mix(out, _thud(rng, 0.08, 190.0), 0.045, 0.35)
    return out


def _deal(rng: random.Random) -> Samples:
    out = _silence(0.5)
    at = 0.0
    for _ in range(12):
        _mix(out, _flick(rng, 0.05, rng.uniform(0.4, 0.6), 0.01), at, rng.uniform(0.7, 1.0))
        at += rng.uniform(0.028, 0.036)
    return out


def _knock(rng: random.Random) -> Samples:
    out = _silence(0.34)
    _mix(out, _thud(rng, 0.16, 105.0), 0.0)
    _mix(out, _thud(rng, 0.16, 100.0), 0.17, 0.9)
    return out


def _gin(rng: random.Random) -> Samples:
    out = _silence(0.75)
    for i, name in enumerate(("C5", "E5", "G5", "C6")):
        _mix(out, _tone((_note(name),), 0.7 - 0.1 * i, 0.16 + 0.05 * i), 0.1 * i, 0.8 + 0.05 * i)
    return out


def _match_won(rng: random.Random) -> Samples:
    out = _silence(1.0)
    for at, name in ((0.0, "G4"), (0.11, "C5"), (0.22, "E5")):
        _mix(out, _tone((_note(name),), 0.12, 0.08), at, 0.8)
    _mix(out, _tone(tuple(map(_note, ("C5", "E5", "G5", "C6"))), 0.66, 0.3), 0.33, 0.5)
    return out


_MAKERS = {
    Cue.DRAW: _draw,
    Cue.DISCARD: _discard,
    Cue.DEAL: _deal,
    Cue.KNOCK: _knock,
    Cue.GIN: _gin,
    Cue.MATCH_WON: _match_won,
}


@cache
def samples(cue: Cue) -> tuple[float, ...]:
    """The cue's samples at :data:`RATE`, peak-normalised to 1 (made once, then kept)."""
    raw = _MAKERS[cue](random.Random(f"gin3 {cue.value}"))
    peak = max(map(abs, raw)) or 1.0
    return tuple(map((1.0 / peak).__mul__, raw))


@cache
def wav_bytes(cue: Cue, volume: int) -> bytes:
    """The cue as a 16-bit mono WAV file at ``volume`` (0-100): the samples are scaled, so
    every way of playing it (a child process, ``winsound``) sounds as loud."""
    scale = PEAK * 32767 * max(0, min(100, volume)) / 100
    pcm = array("h", map(round, map(scale.__mul__, samples(cue))))
    buffer = io.BytesIO()
    with wave.open(buffer, "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(pcm.tobytes())
    return buffer.getvalue()


if __name__ == "__main__":  # the figure the module docstring quotes
    import time

    began = time.process_time()  # the processor's time: a busy machine does not inflate it
    for each in Cue:
        wav_bytes(each, 70)
    took = (time.process_time() - began) * 1000
    print(f"all {len(Cue)} cues synthesised and written as WAV in {took:.0f} ms")
