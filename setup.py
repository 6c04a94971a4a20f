"""Build gin3, with the computer player's inner loop compiled where a C compiler is at hand.

The modules in ``COMPILED`` (the playouts, the guesses, the meld solver and
what they call on every card) are compiled to C extensions with mypyc, from
the same Python source: the same moves, about twice as fast
(docs/performance.md, "The solver and the engine"). Everything else of the project is in pyproject.toml.

The compiled modules are an acceleration, never a requirement: a build with
no C compiler or no Python headers, ``GIN3_PURE_PYTHON=1``, or an editable
install (``pip install -e``, where compiled modules would hide every edit of
their source) installs the pure-Python modules, which play the same moves
more slowly. Either all of them are compiled or none: mypyc's modules share
one library, and a half-built set would not import.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

from setuptools import Distribution, setup
from setuptools.command.build_ext import build_ext

COMPILED = [
    "gin3/engine/bits.py",
    "gin3/engine/solver.py",
    "gin3/ai/masks.py",
    "gin3/ai/knowledge.py",
    "gin3/ai/rated.py",
    "gin3/ai/lookahead.py",
    "gin3/ai/guesses.py",
    "gin3/ai/knocks.py",
    "gin3/ai/nextturn.py",
    "gin3/ai/playout.py",
    "gin3/ai/rollouts.py",
    "gin3/ai/brain.py",
]
"""The modules mypyc compiles: where ``hard`` spends its time (py-spy; ``git log -p -- docs/ai.md``)."""


class CompiledDistribution(Distribution):
    """A distribution with extension modules, so that its wheel is tagged for the platform."""

    def has_ext_modules(self) -> bool:
        return True


class OptionalMypycBuild(build_ext):
    """Compile ``COMPILED`` with mypyc, or leave the pure-Python modules if that cannot be done."""

    def finalize_options(self) -> None:
        editable = self.editable_mode or "editable_wheel" in self.distribution.commands
        if editable or os.environ.get("GIN3_PURE_PYTHON"):
            self.distribution.ext_modules = []
            _say("gin3: pure-Python build (an editable install, or GIN3_PURE_PYTHON is set)")
        else:
            try:
                from mypyc.build import mypycify

                self.distribution.ext_modules = mypycify(COMPILED, opt_level="3", group_name="gin3")
            except (Exception, SystemExit) as exc:  # no mypy, or it finds an error (it exits): pure
                _say(f"gin3: the computer player is not compiled ({exc}); it plays the same, more slowly")
        super().finalize_options()

    def run(self) -> None:
        if not self.extensions:
            return
        try:
            super().run()
        except Exception as exc:  # no compiler or no Python headers: the pure modules stay
            for output in self.get_outputs():  # a part of the set alone would not import
                Path(output).unlink(missing_ok=True)
            _say(f"gin3: the computer player is not compiled ({exc}); it plays the same, more slowly")
        else:
            _say(f"gin3: compiled {len(COMPILED)} modules of the computer player with mypyc")


def _say(message: str) -> None:
    print(message, file=sys.stderr)


setup(distclass=CompiledDistribution, cmdclass={"build_ext": OptionalMypycBuild})
