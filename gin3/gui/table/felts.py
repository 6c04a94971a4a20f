"""The table's felts: a few cloths to choose from, each with a dimmer variant for a dark window.

Every felt is dark enough that the table's light words (``FELT_TEXT``) keep a
contrast of at least 4.5 against its brightest part, the centre; the tests check it.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtGui import QColor

__all__ = ["FELTS", "Felt", "felt"]


@dataclass(frozen=True, slots=True)
class Felt:
    """A felt: the colour in the middle of the table and at its edge (a radial gradient)."""

    centre: str
    edge: str

    def dimmed(self) -> Felt:
        """The same cloth under a dark window: darker, so the table does not glare."""
        return Felt(QColor(self.centre).darker(135).name(), QColor(self.edge).darker(130).name())


FELTS: dict[str, Felt] = {
    "green": Felt("#2e7d4f", "#174a2d"),
    "blue": Felt("#2b5f8e", "#14324f"),
    "burgundy": Felt("#7a2835", "#41131b"),
    "charcoal": Felt("#4a5058", "#23272c"),
    "brown": Felt("#74502f", "#3a2716"),
}
"""The felts by the names :data:`gin3.gui.settings.FELTS` stores."""


def felt(name: str, *, dark: bool = False) -> Felt:
    """The felt called ``name`` (green when there is no such felt), dimmed for a dark window."""
    cloth = FELTS.get(name, FELTS["green"])
    return cloth.dimmed() if dark else cloth
