"""gin3's computer players and the sitter's advisor.

A player is any object with ``choose(view) -> action``; it sees only the
:class:`~gin3.engine.View` of its seat, never the engine's full state.
:func:`make_player` builds one by level name; :data:`LEVELS` lists them.
"""

from gin3.ai.base import LEVELS, Player, make_player
from gin3.ai.random_player import RandomPlayer

__all__ = ["LEVELS", "Player", "RandomPlayer", "make_player"]
