"""gin3's computer players and the sitter's advisor.

A player is any object with ``choose(view, advice=None) -> action``; it sees
only the :class:`~gin3.engine.View` of its seat, never the engine's full
state. :func:`make_player` builds one by level name; :data:`LEVELS` lists
them, weakest first after ``random``. :class:`Advisor` rates the captain's
moves and says why, for the sitter (R20).

The players and the advisor are imported on first use: the app's window
needs only the level names and the advisor's words (:class:`Suggestion`,
:class:`Reason`), the computer players' process the rest.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from gin3.ai.base import ADVICE_TOLERANCE, LEVELS, TIME_BUDGET_MS, Player, make_player
from gin3.ai.reasons import Reason, Suggestion
from gin3.lazy import lazy_names

if TYPE_CHECKING:
    from gin3.ai.advisor import Advisor
    from gin3.ai.players import BrainPlayer, EasyPlayer
    from gin3.ai.random_player import RandomPlayer
    from gin3.ai.simple import SimplePlayer

__all__ = [
    "ADVICE_TOLERANCE",
    "LEVELS",
    "TIME_BUDGET_MS",
    "Advisor",
    "BrainPlayer",
    "EasyPlayer",
    "Player",
    "RandomPlayer",
    "Reason",
    "SimplePlayer",
    "Suggestion",
    "make_player",
]

_LAZY = {
    "Advisor": "gin3.ai.advisor",
    "BrainPlayer": "gin3.ai.players",
    "EasyPlayer": "gin3.ai.players",
    "RandomPlayer": "gin3.ai.random_player",
    "SimplePlayer": "gin3.ai.simple",
}

__getattr__ = lazy_names(__name__, _LAZY)
