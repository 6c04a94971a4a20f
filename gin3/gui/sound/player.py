"""The table's sounds: :class:`SoundPlayer` plays cues at the settings' volume, and
:class:`SoundCues` listens to the game controller and plays the cue of each move."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject

from gin3.gui.sound.cues import Cue, cue_for
from gin3.session import Played, Stage

if TYPE_CHECKING:
    from gin3.gui.controller import GameController
    from gin3.gui.settings import AppSettings
    from gin3.gui.sound.backends import Backend

__all__ = ["SoundCues", "SoundPlayer"]


class SoundPlayer:
    """Plays a cue through :attr:`backend` unless the settings mute the sound.

    The volume and the mute are read from the settings at every cue, so the settings
    dialog and the menu need not tell the player anything. Swap :attr:`backend` to
    record the cues instead (the tests do)."""

    def __init__(self, settings: AppSettings, backend: Backend | None = None) -> None:
        self.settings = settings
        self._backend = backend

    @property
    def backend(self) -> Backend:
        """How the cues play: the system's player, found at the first cue (looking for it, a
        process and the temporary files are nothing the table needs at its start)."""
        if self._backend is None:
            from gin3.gui.sound.backends import default_backend

            self._backend = default_backend()
        return self._backend

    @backend.setter
    def backend(self, backend: Backend) -> None:
        self._backend = backend

    def play(self, cue: Cue) -> None:
        volume = self.settings.volume
        if not self.settings.muted and volume > 0:
            self.backend.play(cue, volume)


class SoundCues(QObject):
    """Plays the cue of each move the controller reports: a deal, a draw, a discard, a
    knock, a gin, the match won (see :func:`~gin3.gui.sound.cues.cue_for`)."""

    def __init__(
        self,
        controller: GameController,
        settings: AppSettings,
        parent: QObject | None = None,
        *,
        backend: Backend | None = None,
    ) -> None:
        super().__init__(parent)
        self.controller = controller
        self.player = SoundPlayer(settings, backend)
        self._stage = controller.session.stage
        self._said_silent = False
        controller.played.connect(self._played)
        controller.matchStarted.connect(self._follow_stage)
        controller.tableChanged.connect(self._table_changed)

    def _follow_stage(self) -> None:
        self._stage = self.controller.session.stage

    def _played(self, notice: Played) -> None:
        cue = cue_for(notice.events)
        if cue is not None:
            self.player.play(cue)
        self._follow_stage()

    def _table_changed(self) -> None:
        # The first hand is dealt with the match; it comes on the table when the draw for
        # roles ends (a resumed match is already on the table: no deal to hear).
        if self._stage is Stage.ROLE_DRAW and self.controller.session.stage is Stage.PLAYING:
            self.player.play(Cue.DEAL)
        self._follow_stage()

    def set_muted(self, muted: bool) -> str:
        """Mute or unmute (remembered); returns the status line that says so.

        Turning the sound on where it cannot play says why, once a run; otherwise a
        silent backend stays quiet (it has logged its reason)."""
        settings = self.player.settings
        settings.muted = muted
        settings.sync()
        if muted:
            return QCoreApplication.translate("Sound", "Sound off.")
        failure = self._why_silent()
        if failure is None or self._said_silent:
            return QCoreApplication.translate("Sound", "Sound on.")
        self._said_silent = True
        return failure

    def _why_silent(self) -> str | None:
        from gin3.gui.sound.backends import NullBackend

        backend = self.player.backend
        if backend.failure is None:
            return None
        if isinstance(backend, NullBackend) and backend.looked_for:
            return QCoreApplication.translate(
                "Sound", "No sound: no audio player was found (looked for {players})."
            ).format(players=", ".join(backend.looked_for))
        if isinstance(backend, NullBackend):
            return QCoreApplication.translate("Sound", "No sound: GIN3_SOUND=off turns it off for this run.")
        return QCoreApplication.translate("Sound", "No sound: {player} could not play ({error}).").format(
            player=backend.name, error=backend.failure
        )
