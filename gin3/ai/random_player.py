"""A player that picks uniformly among the legal actions: a test opponent."""

from __future__ import annotations

import random

from gin3.ai.base import register
from gin3.engine import Action, View

__all__ = ["RandomPlayer"]


class RandomPlayer:
    """Chooses a legal action at random; useful for testing the rules."""

    level = "random"

    def __init__(self, seed: int = 0) -> None:
        self._rng = random.Random(seed)

    def choose(self, view: View, advice: Action | None = None) -> Action:
        """Any legal action; advice is ignored."""
        return self._rng.choice(view.legal_actions)


register("random", RandomPlayer)
