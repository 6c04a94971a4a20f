"""The player's settings (QSettings) and the folders gin3 keeps its files in.

Tests point :func:`settings_path` and :func:`data_folder` at a temporary
folder, so they never touch the real user's files. The window reads the look
and the language before its first frame; the rules and seats (which need the
engine) are imported only when the last match's choices are read.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Container
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QByteArray, QSettings, QStandardPaths

if TYPE_CHECKING:
    from gin3.engine import Mode, RuleSet
    from gin3.session import SeatSetup

__all__ = [
    "ANIMATION_MS",
    "CARD_BACKS",
    "CARD_SIZES",
    "FELTS",
    "THEMES",
    "AppSettings",
    "data_folder",
    "settings_path",
]

ANIMATION_MS = {"instant": 0, "fast": 120, "normal": 260, "slow": 420}
CARD_SIZES = {"fit": 1.0, "smaller": 0.8}
"""The card size: the share of the largest card that fits the table (the table works it out)."""
_OLD_CARD_SIZES = {"small": "smaller", "medium": "fit", "large": "fit"}
"""The fixed sizes of earlier versions, in settings files written by them."""
_REFERENCE_WIDTH = 128.0
"""The table's reference card width (gin3.gui.table.layout.CARD_W): see ``card_width``."""
THEMES = ("system", "light", "dark")
"""The window's colours: the system's colour scheme, or always light or dark."""
FELTS = ("green", "blue", "burgundy", "charcoal", "brown")
"""The table's felts (drawn by gin3.gui.table.felts), the first the default."""
CARD_BACKS = ("blue", "red", "green", "black")
"""The cards' backs (drawn by gin3.gui.table.backs), the first the default."""


def data_folder() -> Path:
    """Where the autosave and the statistics live (AppDataLocation)."""
    return Path(QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation))


def settings_path() -> Path:
    """The settings file (AppConfigLocation/settings.ini)."""
    folder = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppConfigLocation)
    return Path(folder) / "settings.ini"


class AppSettings:
    """Typed access to the settings file; every value has a default and survives a bad file."""

    def __init__(self, path: Path | None = None) -> None:
        self.q = QSettings(str(path or settings_path()), QSettings.Format.IniFormat)

    def _text(self, key: str, default: str, allowed: Container[str]) -> str:
        value = self.q.value(key, default)
        return value if isinstance(value, str) and value in allowed else default

    def _flag(self, key: str, default: bool) -> bool:
        value = self.q.value(key, default)
        if isinstance(value, str):
            return value.lower() in ("true", "1", "yes")
        return bool(value)

    # -- look and feel ---------------------------------------------------------

    @property
    def animation(self) -> str:
        return self._text("table/animation", "normal", ANIMATION_MS)

    @animation.setter
    def animation(self, value: str) -> None:
        self.q.setValue("table/animation", value)

    @property
    def animation_ms(self) -> int:
        return ANIMATION_MS[self.animation]

    @property
    def card_size(self) -> str:
        """``fit`` (as large as fits) or ``smaller``; an earlier version's size maps to one of them."""
        value = self.q.value("table/card_size", "fit")
        value = _OLD_CARD_SIZES.get(value, value) if isinstance(value, str) else value
        return value if isinstance(value, str) and value in CARD_SIZES else "fit"

    @card_size.setter
    def card_size(self, value: str) -> None:
        self.q.setValue("table/card_size", value)

    @property
    def card_share(self) -> float:
        """The card size as a share of the largest card that fits the table."""
        return CARD_SIZES[self.card_size]

    @property
    def card_width(self) -> float:
        """The width of the deck handed to a new table: the table reads the card size from it
        against its reference width (``TableScene``), then sizes the cards to its room."""
        return _REFERENCE_WIDTH * self.card_share

    @property
    def four_colour(self) -> bool:
        return self._flag("table/four_colour", False)

    @four_colour.setter
    def four_colour(self, value: bool) -> None:
        self.q.setValue("table/four_colour", value)

    @property
    def theme(self) -> str:
        """One of :data:`THEMES`; an unknown value in the file reads as "system"."""
        return self._text("view/theme", THEMES[0], THEMES)

    @theme.setter
    def theme(self, value: str) -> None:
        self.q.setValue("view/theme", value)

    @property
    def felt(self) -> str:
        """One of :data:`FELTS`; an unknown value in the file reads as the green felt."""
        return self._text("table/felt", FELTS[0], FELTS)

    @felt.setter
    def felt(self, value: str) -> None:
        self.q.setValue("table/felt", value)

    @property
    def card_back(self) -> str:
        """One of :data:`CARD_BACKS`; an unknown value in the file reads as the blue back."""
        return self._text("table/card_back", CARD_BACKS[0], CARD_BACKS)

    @card_back.setter
    def card_back(self, value: str) -> None:
        self.q.setValue("table/card_back", value)

    @property
    def confirm_knock(self) -> bool:
        return self._flag("play/confirm_knock", False)

    @confirm_knock.setter
    def confirm_knock(self, value: bool) -> None:
        self.q.setValue("play/confirm_knock", value)

    @property
    def hints(self) -> bool:
        return self._flag("play/hints", True)

    @hints.setter
    def hints(self, value: bool) -> None:
        self.q.setValue("play/hints", value)

    @property
    def volume(self) -> int:
        """The sounds' volume, 0-100."""
        try:
            return max(0, min(100, int(str(self.q.value("sound/volume", 70)))))
        except ValueError:
            return 70

    @volume.setter
    def volume(self, value: int) -> None:
        self.q.setValue("sound/volume", value)

    @property
    def muted(self) -> bool:
        return self._flag("sound/muted", False)

    @muted.setter
    def muted(self, value: bool) -> None:
        self.q.setValue("sound/muted", value)

    @property
    def language(self) -> str:
        """ "system" (follow the system's locale) or a language code of gin3.gui.i18n."""
        value = str(self.q.value("view/language", "system"))
        return value if value.replace("_", "").isalnum() else "system"

    @language.setter
    def language(self, value: str) -> None:
        self.q.setValue("view/language", value)

    # -- the last match's choices ------------------------------------------------

    @property
    def rules(self) -> RuleSet:
        """The house rules the new-match dialog offers first (each match keeps its own)."""
        from gin3.engine import RuleSet, RuleSetError

        try:
            return RuleSet(
                gin_bonus=int(str(self.q.value("rules/gin_bonus", 25))),
                target=int(str(self.q.value("rules/target", 100))),
                big_gin=self._flag("rules/big_gin", False),
                oklahoma=self._flag("rules/oklahoma", False),
                discard_taken_card=self._flag("rules/discard_taken_card", False),
            )
        except (ValueError, RuleSetError):
            return RuleSet()

    @rules.setter
    def rules(self, rules: RuleSet) -> None:
        self.q.setValue("rules/gin_bonus", rules.gin_bonus)
        self.q.setValue("rules/target", rules.target)
        self.q.setValue("rules/big_gin", rules.big_gin)
        self.q.setValue("rules/oklahoma", rules.oklahoma)
        self.q.setValue("rules/discard_taken_card", rules.discard_taken_card)

    @property
    def game(self) -> Mode:
        """The game the new-match dialog offers first: chouette, or two-player gin."""
        from gin3.engine import Mode

        value = self.q.value("match/game", Mode.CHOUETTE.value)
        return Mode.CLASSIC if value == Mode.CLASSIC.value else Mode.CHOUETTE

    @game.setter
    def game(self, game: Mode) -> None:
        self.q.setValue("match/game", game.value)

    @property
    def seats(self) -> tuple[SeatSetup, ...]:
        """The last match's seats (two or three), or none when they were never saved whole."""
        from gin3.session import SeatSetup

        found: list[SeatSetup] = []
        for i in range(3):
            name = self.q.value(f"seats/{i}/name", "")
            level = self.q.value(f"seats/{i}/level", "")
            if not isinstance(name, str) or not name:
                break
            found.append(SeatSetup(name, level if isinstance(level, str) and level else None))
        return tuple(found) if len(found) >= 2 else ()

    @seats.setter
    def seats(self, seats: tuple[SeatSetup, ...]) -> None:
        for i, seat in enumerate(seats):
            self.q.setValue(f"seats/{i}/name", seat.name)
            self.q.setValue(f"seats/{i}/level", seat.level or "")
        for i in range(len(seats), 3):
            self.q.remove(f"seats/{i}")

    @property
    def computer_advice(self) -> bool:
        """Two-player gin: the computer's advice on the person's own moves (off unless chosen)."""
        return self._flag("match/computer_advice", False)

    @computer_advice.setter
    def computer_advice(self, on: bool) -> None:
        self.q.setValue("match/computer_advice", on)

    # -- the player ------------------------------------------------------------------

    @property
    def player_name(self) -> str:
        """The name the player gave at the first start (empty until asked): text the engine
        takes as a name, whatever a damaged file holds (control characters left out, cut
        to the longest name)."""
        from gin3.engine import MAX_NAME_LENGTH

        value = self.q.value("player/name", "")
        if not isinstance(value, str):
            return ""
        kept = "".join(c for c in value if unicodedata.category(c) not in ("Cc", "Cs")).strip()
        return kept[:MAX_NAME_LENGTH].strip()

    @player_name.setter
    def player_name(self, name: str) -> None:
        self.q.setValue("player/name", name)

    @property
    def lesson_offered(self) -> bool:
        """The first start has offered the lesson (Help > Learn to play chouette): it is offered once."""
        return self._flag("player/lesson_offered", False)

    @lesson_offered.setter
    def lesson_offered(self, offered: bool) -> None:
        self.q.setValue("player/lesson_offered", offered)

    # -- the window ------------------------------------------------------------------

    def _bytes(self, key: str) -> QByteArray | None:
        value = self.q.value(key)
        return value if isinstance(value, QByteArray) and not value.isEmpty() else None

    @property
    def window_geometry(self) -> QByteArray | None:
        """The main window's last ``saveGeometry()``, or ``None``."""
        return self._bytes("window/geometry")

    @window_geometry.setter
    def window_geometry(self, value: QByteArray) -> None:
        self.q.setValue("window/geometry", value)

    @property
    def window_state(self) -> QByteArray | None:
        """The main window's last ``saveState()`` (where the docks were), or ``None``."""
        return self._bytes("window/state")

    @window_state.setter
    def window_state(self, value: QByteArray) -> None:
        self.q.setValue("window/state", value)

    def sync(self) -> None:
        self.q.sync()
