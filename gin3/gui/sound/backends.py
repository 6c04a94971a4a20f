"""Ways to play a WAV file, one per platform, each with no dependency beyond the standard library.

- Linux: the first of ``pw-play`` (PipeWire), ``paplay`` (PulseAudio) and ``aplay`` (ALSA)
  found on the PATH, in a child process;
- macOS: ``afplay``, which every macOS has, in a child process;
- Windows: the standard library's ``winsound.PlaySound``.

QtMultimedia would do the same in-process, but it lives in PySide6-Addons and would add
about 24 MB (its FFmpeg libraries) to the bundle: see docs/sound.md for the figures.

A backend's :meth:`play` returns at once: the cue is synthesised at the volume (see
:mod:`gin3.gui.sound.synth`), written and played on a short-lived thread, so the GUI thread
never waits for the synthesis, the disk or the sound. A backend that cannot play (no player,
no audio device) fails once, logs it at INFO and is silent from then on: the table says so
only when the player turns the sound on (see :class:`~gin3.gui.sound.player.SoundCues`).
Setting the environment variable ``GIN3_SOUND=off`` (the tests do) makes
:func:`default_backend` silent.
"""

from __future__ import annotations

import atexit
import logging
import os
import shutil
import subprocess
import sys
import tempfile
import threading
from abc import ABC, abstractmethod
from collections.abc import Callable, Sequence
from glob import glob
from pathlib import Path
from typing import Protocol

from gin3.gui.sound.cues import Cue

__all__ = [
    "LINUX_PLAYERS",
    "Backend",
    "CommandBackend",
    "NullBackend",
    "WinsoundBackend",
    "audio_output_found",
    "default_backend",
    "platform_backend",
]

log = logging.getLogger("gin3.sound")

LINUX_PLAYERS = ("pw-play", "paplay", "aplay")
_COMMANDS = {"pw-play": ["pw-play"], "paplay": ["paplay"], "aplay": ["aplay", "-q"], "afplay": ["afplay"]}
MAX_PLAYING = 3  # a brisk computer player cannot pile up more sounds than this at once


class Backend(Protocol):
    """Plays a cue at a volume (0-100) without waiting; never raises."""

    name: str
    failure: str | None  # why it is silent, or None while it can play

    def play(self, cue: Cue, volume: int) -> None: ...


class NullBackend:
    """Silence: no way to play was found (``looked_for`` says what was looked for), or sound
    is off for this run (``GIN3_SOUND=off``)."""

    def __init__(self, failure: str, looked_for: tuple[str, ...] = ()) -> None:
        self.name = "none"
        self.failure: str | None = failure
        self.looked_for = looked_for

    def play(self, cue: Cue, volume: int) -> None:
        pass


class _Threaded(ABC):
    """Writes each distinct WAV once into a private temporary folder and plays it on a thread."""

    def __init__(self, name: str) -> None:
        self.name = name
        self.failure: str | None = None
        self._lock = threading.Lock()
        self._playing = 0
        self._files: dict[tuple[Cue, int], Path] = {}  # each cue at each volume, written once
        self._folder: Path | None = None

    def play(self, cue: Cue, volume: int) -> None:
        with self._lock:
            if self.failure is not None or self._playing >= MAX_PLAYING:
                return
            self._playing += 1
        threading.Thread(target=self._run, args=(cue, volume), name="gin3-sound", daemon=True).start()

    def play_now(self, cue: Cue, volume: int) -> bool:
        """Play and wait until the sound is over (the smoke test); ``True`` if it played."""
        with self._lock:
            self._playing += 1
        self._run(cue, volume)
        return self.failure is None

    def _run(self, cue: Cue, volume: int) -> None:
        from gin3.gui.sound.synth import wav_bytes  # at the first cue, on this thread: not at the app's start

        try:
            error = self._play_file(self._file(cue, volume, wav_bytes))
        except OSError as exc:
            error = str(exc)
        finally:
            with self._lock:
                self._playing -= 1
        if error:
            self._fail(error)

    def _file(self, cue: Cue, volume: int, wav_bytes: Callable[[Cue, int], bytes]) -> Path:
        with self._lock:
            path = self._files.get((cue, volume))
            if path is None:
                if self._folder is None:
                    self._folder = Path(tempfile.mkdtemp(prefix="gin3-sound-"))
                    atexit.register(self.close)
                path = self._folder / f"{cue.name.lower()}-{volume}.wav"
                path.write_bytes(wav_bytes(cue, volume))
                self._files[cue, volume] = path
            return path

    @abstractmethod
    def _play_file(self, path: Path) -> str | None:
        """Play the WAV file at ``path`` to its end; the error in words, or ``None``."""

    def _fail(self, error: str) -> None:
        with self._lock:
            if self.failure is not None:
                return
            self.failure = error
        log.info("no sound from now on: %s could not play (%s)", self.name, error)

    def close(self) -> None:
        """Remove the temporary WAV files (done when Python exits)."""
        if self._folder is not None:
            shutil.rmtree(self._folder, ignore_errors=True)


class CommandBackend(_Threaded):
    """A command-line player (pw-play, paplay, aplay, afplay) in a child process."""

    def __init__(self, command: Sequence[str]) -> None:
        super().__init__(Path(command[0]).name)
        self.command = list(command)

    def _play_file(self, path: Path) -> str | None:
        done = subprocess.run(
            [*self.command, str(path)],
            stdin=subprocess.DEVNULL,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.PIPE,
            check=False,
            timeout=10,
        )
        if done.returncode == 0:
            return None
        said = done.stderr.decode(errors="replace").strip().splitlines()
        return said[-1] if said else f"exit status {done.returncode}"


class WinsoundBackend(_Threaded):
    """Windows' own PlaySound, from the standard library's winsound."""

    def __init__(self) -> None:
        super().__init__("winsound")

    def _play_file(self, path: Path) -> str | None:
        if sys.platform != "win32":
            return "winsound exists only on Windows"
        import winsound

        try:  # synchronous on this thread: returns when the sound is over
            winsound.PlaySound(str(path), winsound.SND_FILENAME | winsound.SND_NODEFAULT)
        except RuntimeError as exc:  # no audio device, or the file could not be played
            return str(exc)
        return None


def platform_backend() -> Backend:
    """This platform's way to play, or a :class:`NullBackend` that says what was looked for."""
    if sys.platform == "win32":
        return WinsoundBackend()
    names = ("afplay",) if sys.platform == "darwin" else LINUX_PLAYERS
    for name in names:
        found = shutil.which(name)
        if found is not None:
            return CommandBackend([found, *_COMMANDS[name][1:]])
    return NullBackend(f"no audio player was found (looked for {', '.join(names)})", names)


def default_backend() -> Backend:
    """:func:`platform_backend`, unless ``GIN3_SOUND=off`` says this run is silent."""
    if os.environ.get("GIN3_SOUND", "").lower() in ("off", "0", "no", "none"):
        return NullBackend("GIN3_SOUND=off")
    return platform_backend()


def audio_output_found() -> str | None:
    """``None`` if this machine seems to have an audio output, else what was looked for.

    On Linux: a PipeWire or PulseAudio server's socket, or an ALSA playback device. On
    Windows and macOS the system's player decides, so an output is assumed."""
    if not sys.platform.startswith("linux"):
        return None
    runtime = os.environ.get("XDG_RUNTIME_DIR", "")
    sockets = [Path(runtime, "pipewire-0"), Path(runtime, "pulse", "native")] if runtime else []
    if os.environ.get("PULSE_SERVER") or any(p.exists() for p in sockets) or glob("/dev/snd/pcmC*D*p"):
        return None
    return (
        "no audio output: no PipeWire or PulseAudio socket in $XDG_RUNTIME_DIR, "
        "no $PULSE_SERVER and no ALSA playback device /dev/snd/pcmC*D*p"
    )
