"""When a robustness run stops."""

from __future__ import annotations

import time

__all__ = ["Clock"]


class Clock:
    """Stops after ``seconds`` or when ``count`` is reached (whichever is given; both: first)."""

    def __init__(self, seconds: float | None, count: int | None) -> None:
        if seconds is None and count is None:
            seconds = 10.0
        self.end = None if seconds is None else time.monotonic() + seconds
        self.count = count
        self.start = time.monotonic()

    def running(self, done: int) -> bool:
        if self.count is not None and done >= self.count:
            return False
        return self.end is None or time.monotonic() < self.end

    def elapsed(self) -> float:
        return round(time.monotonic() - self.start, 2)
