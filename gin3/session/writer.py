"""Work that must not hold up the table (writing files), done in order on one background thread."""

from __future__ import annotations

import queue
import threading
from collections.abc import Callable

__all__ = ["BackgroundWriter", "InlineWriter", "Job", "Writer"]

Job = Callable[[], None]
ErrorHandler = Callable[[Exception], None]


class InlineWriter:
    """Runs each job at once on the caller's thread (tools and tests without a UI to keep fluid)."""

    def __init__(self, on_error: ErrorHandler | None = None) -> None:
        self.on_error = on_error

    def submit(self, job: Job) -> None:
        """Run ``job`` now; an exception goes to ``on_error`` (or is raised without one)."""
        try:
            job()
        except Exception as exc:
            if self.on_error is None:
                raise
            self.on_error(exc)

    def flush(self, timeout: float | None = None) -> bool:
        """Nothing is ever pending."""
        return True

    def close(self) -> None:
        """Nothing to stop."""


class BackgroundWriter:
    """One daemon thread that runs submitted jobs in order.

    A job's exception goes to ``on_error`` on the writer's thread (a GUI
    passes it on to its own thread); the next job runs regardless.
    """

    def __init__(self, on_error: ErrorHandler | None = None, name: str = "gin3-writer") -> None:
        self.on_error = on_error
        self._jobs: queue.Queue[Job | None] = queue.Queue()
        self._thread = threading.Thread(target=self._run, name=name, daemon=True)
        self._thread.start()

    def submit(self, job: Job) -> None:
        """Run ``job`` after the jobs submitted before it."""
        self._jobs.put(job)

    def flush(self, timeout: float | None = None) -> bool:
        """Wait until every job submitted so far has run; ``False`` if ``timeout`` passed first."""
        done = threading.Event()
        self._jobs.put(done.set)
        return done.wait(timeout)

    def close(self, timeout: float = 10.0) -> None:
        """Finish the pending jobs and stop the thread (the app is closing)."""
        if self._thread.is_alive():
            self._jobs.put(None)
            self._thread.join(timeout)

    def _run(self) -> None:
        while True:
            job = self._jobs.get()
            if job is None:
                return
            try:
                job()
            except Exception as exc:
                if self.on_error is not None:
                    self.on_error(exc)


Writer = InlineWriter | BackgroundWriter
