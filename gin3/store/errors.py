"""The store's own error (save files raise :class:`~gin3.engine.SaveFileError`)."""

from __future__ import annotations

__all__ = ["StatsError"]


class StatsError(Exception):
    """The statistics could not be read or written (locked, read-only, disk full);
    the message is a sentence for the player. Games go on without statistics."""
