"""Names a package gives on first use: the package imports the module that has a name only when
the name is first asked for (``from gin3.store import Statistics``), so importing the package
costs what its eager names cost.

A package lists its lazy names for type checkers under ``if TYPE_CHECKING:`` and in
``__all__``, and says where each lives::

    __getattr__ = lazy_names(__name__, {"Statistics": "gin3.store.stats"})
"""

from __future__ import annotations

import importlib
import sys
from collections.abc import Callable, Mapping

__all__ = ["lazy_names"]


def lazy_names(package: str, modules: Mapping[str, str]) -> Callable[[str], object]:
    """The module ``__getattr__`` (PEP 562) of ``package`` that imports each name of ``modules``
    from the module it names the first time it is asked for, and keeps it."""

    def __getattr__(name: str) -> object:
        module = modules.get(name)
        if module is None:
            raise AttributeError(f"module {package!r} has no attribute {name!r}")
        value = getattr(importlib.import_module(module), name)
        setattr(sys.modules[package], name, value)  # asked once: the next time it is a plain name
        return value

    return __getattr__
