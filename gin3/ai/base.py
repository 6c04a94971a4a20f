"""The player protocol and the registry of levels."""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from gin3.engine import Action, View

__all__ = ["LEVELS", "Player", "make_player", "register"]


class Player(Protocol):
    """A computer player: deterministic for a given seed and sequence of views."""

    level: str

    def choose(self, view: View) -> Action:
        """The action to take; ``view.legal_actions`` is never empty when asked."""
        ...


_FACTORIES: dict[str, Callable[[int], Player]] = {}
LEVELS: list[str] = []
"""Level names in the order players are offered them."""


def register(level: str, factory: Callable[[int], Player]) -> None:
    """Make ``level`` available to :func:`make_player`."""
    _FACTORIES[level] = factory
    if level not in LEVELS:
        LEVELS.append(level)


def make_player(level: str, seed: int = 0) -> Player:
    """A new player of ``level`` whose random choices follow ``seed``."""
    try:
        factory = _FACTORIES[level]
    except KeyError:
        raise ValueError(f"unknown player level {level!r}: choose one of {', '.join(LEVELS)}") from None
    return factory(seed)
