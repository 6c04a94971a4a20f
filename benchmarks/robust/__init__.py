"""Long robustness runs that print figures: ``python -m benchmarks fuzz|saves|resume``.

- :func:`bench_fuzz`: random legal and illegal actions through the engine,
  over chouette and two-player matches under every house-rule combination,
  checking the engine's invariants after each one.
- :func:`bench_saves`: damaged save files (cut short, random bytes, flipped
  bits, mutated JSON of a real record) must each load or give a
  :class:`~gin3.engine.SaveFileError`, never anything else.
- :func:`bench_resume`: a child process plays computer matches with the
  autosave on and is killed (SIGKILL) at random moments, then resumed from
  the autosave; no action it reported as saved may be lost.

Each runs for ``seconds`` or until ``count`` is reached and returns its
figures; a figure named ``*violations``, ``other_errors`` or ``lost_actions``
must be 0. The test suite runs each for a few seconds.
"""

from typing import Any

from benchmarks.robust.fuzz import RULE_SETS, bench_fuzz
from benchmarks.robust.resume import bench_resume
from benchmarks.robust.saves import bench_saves

__all__ = ["MUST_BE_ZERO", "RULE_SETS", "bench_fuzz", "bench_resume", "bench_saves", "passed"]

MUST_BE_ZERO = ("invariant_violations", "other_errors", "lost_actions", "differing_actions")
"""The figures that count failures."""


def passed(figures: dict[str, Any]) -> bool:
    """Whether a run found nothing wrong (every :data:`MUST_BE_ZERO` figure it has is 0)."""
    return all(figures.get(name, 0) == 0 for name in MUST_BE_ZERO)
