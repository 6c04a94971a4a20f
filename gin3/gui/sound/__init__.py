"""Short sounds for the moves at the table (issue 20): synthesised cues, a backend per
platform that needs nothing beyond the standard library, and the wiring to the controller.
See docs/sound.md."""

from gin3.gui.sound.backends import Backend, CommandBackend, NullBackend, WinsoundBackend, default_backend
from gin3.gui.sound.cues import Cue, cue_for
from gin3.gui.sound.player import SoundCues, SoundPlayer

__all__ = [
    "Backend",
    "CommandBackend",
    "Cue",
    "NullBackend",
    "SoundCues",
    "SoundPlayer",
    "WinsoundBackend",
    "cue_for",
    "default_backend",
]
