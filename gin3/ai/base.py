"""The player protocol and the registry of levels.

A player is any object with ``choose(view, advice=None) -> action``. It sees
only the :class:`~gin3.engine.View` of its seat and is deterministic for the
seed it was made with.

``advice`` is the sitter's suggestion (R20) when a human sits out beside an
AI captain. A player that can weigh advice follows it when the suggested
action is legal and its own estimate of it is close to its best choice
(within :data:`ADVICE_TOLERANCE` points on the advisor's value scale);
otherwise it plays its own move. Players that cannot weigh advice ignore it.

Levels and their time budget per decision on one core of a 2-core machine
(figures from ``python -m gin3 sim``):

======== ============================================================ ==========
level    how it plays                                                 budget
======== ============================================================ ==========
random   any legal action                                             < 1 ms
easy     like ``simple`` but careless: sometimes throws a wrong card,  < 5 ms
         waits too long to knock, takes pile cards it cannot use
simple   the research baseline: pile card only if it makes a meld,     < 5 ms
         least-deadwood discard, knocks as soon as it may
medium   ``simple`` played carefully: among least-deadwood discards < 5 ms
         it keeps cards with partners, throws the loneliest
fast-    ``medium`` that takes every face-up card that helps and       < 5 ms
knocker  knocks at the first chance
cautious ``medium`` that throws safe cards and knocks with 5 or less   < 5 ms
         until the stock runs low
gin-     ``medium`` that knocks only in its first three turns, then    < 5 ms
hunter   waits for gin (and undercuts those who knock)
hard     samples the hidden cards from what the opponent took, passed  < 250 ms
         and threw; avoids feeding melds, knocks by undercut risk,     (never 1 s)
         lays down the melds that leave least to lay off
======== ============================================================ ==========
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from dataclasses import fields
from typing import Any, Protocol

from gin3.engine import Action, View

__all__ = [
    "ADVICE_TOLERANCE",
    "LEVELS",
    "MEASURING",
    "TIME_BUDGET_MS",
    "Player",
    "compiled",
    "make_player",
    "rebuilt_by_init",
    "register",
]

ADVICE_TOLERANCE = 1.0
"""How far (in the advisor's value units, about one point) a suggestion may
fall below a player's own best move and still be followed."""

TIME_BUDGET_MS: dict[str, float] = {
    "random": 1,
    "easy": 5,
    "simple": 5,
    "medium": 5,
    "fast-knocker": 5,
    "cautious": 5,
    "gin-hunter": 5,
    "hard": 250,
}
"""The documented per-decision time budget of each level, in milliseconds."""


class Player(Protocol):
    """A computer player: deterministic for a given seed and sequence of views."""

    level: str

    def choose(self, view: View, advice: Action | None = None) -> Action:
        """The action to take; ``view.legal_actions`` is never empty when asked.

        ``advice`` is an optional suggestion from the sitter (R20); see the
        module docstring for how players weigh it.
        """
        ...


_ORDER = ("random", "easy", "simple", "medium", "fast-knocker", "cautious", "gin-hunter", "hard")
_BUILT_IN = ("gin3.ai.random_player", "gin3.ai.simple", "gin3.ai.players", "gin3.ai.styles")
"""The modules that register the levels of ``_ORDER``: :func:`make_player` imports them on first use."""
MEASURING = ("hard-read", "hard-plain")
"""Variants of ``hard`` for ``gin3 sim`` to measure its read of the opponent (with it,
without it); :func:`make_player` builds them, players are never offered them."""
_FACTORIES: dict[str, Callable[[int], Player]] = {}
LEVELS: list[str] = list(_ORDER)
"""Level names in the order players are offered them. The built-in levels are known without
importing their players (the app's window needs their names, its computer players' process
the players), and any level registered later joins them."""


def register(level: str, factory: Callable[[int], Player], *, listed: bool = True) -> None:
    """Make ``level`` available to :func:`make_player`; unless ``listed`` is false (a
    variant for measuring, ``gin3 sim``), also in :data:`LEVELS`."""
    _FACTORIES[level] = factory
    if listed and level not in LEVELS:
        LEVELS.append(level)
        LEVELS.sort(key=lambda name: _ORDER.index(name) if name in _ORDER else len(_ORDER))


def make_player(level: str, seed: int = 0) -> Player:
    """A new player of ``level`` whose random choices follow ``seed``."""
    if level not in _FACTORIES:
        for module in _BUILT_IN:
            importlib.import_module(module)
    try:
        factory = _FACTORIES[level]
    except KeyError:
        raise ValueError(f"unknown player level {level!r}: choose one of {', '.join(LEVELS)}") from None
    return factory(seed)


def compiled() -> bool:
    """Whether ``hard``'s playouts run compiled (mypyc, setup.py) rather than as pure Python.

    The moves are the same either way; compiled, a decision takes about half the time.
    Looked up without importing the playouts.
    """
    from importlib.machinery import EXTENSION_SUFFIXES
    from importlib.util import find_spec  # not at import: the app's start does without it

    spec = find_spec("gin3.ai.playout")
    origin = spec.origin if spec is not None else None
    return origin is not None and origin.endswith(tuple(EXTENSION_SUFFIXES))


def rebuilt_by_init(record: Any) -> tuple[type, tuple[Any, ...]]:
    """What ``__reduce__`` of a frozen record of a module mypyc compiles returns: pickle and
    copy make the record again through its ``__init__``.

    Compiled, a record is a native class whose default pickling assigns the fields one by
    one, which the frozen dataclass's ``__setattr__`` refuses; pure Python, the dataclass's
    own ``__getstate__`` would do, and this does the same. The records' fields are all
    ``__init__`` arguments.
    """
    return type(record), tuple(getattr(record, f.name) for f in fields(record))
