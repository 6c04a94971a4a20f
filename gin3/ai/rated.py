"""A move with the value the brain gave it: what :class:`~gin3.ai.brain.Brain`
returns for every move it considers, and what the advisor explains."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from gin3.ai.base import rebuilt_by_init
from gin3.engine import Action

__all__ = ["Rated"]


@dataclass(frozen=True, slots=True)
class Rated:
    """A move with its value and the figures behind it (for the advisor's reasons)."""

    action: Action
    value: float
    expected_deadwood: float = 0.0
    feed_chance: float = 0.0
    undercut_chance: float = 0.0
    layoff_cards: int = 0

    def __reduce__(self) -> tuple[type, tuple[Any, ...]]:
        return rebuilt_by_init(self)  # compiled, pickling would assign the frozen fields
