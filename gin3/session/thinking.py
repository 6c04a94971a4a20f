"""Computer players and the advisor think in a process of their own.

A thread is not enough: the AI is pure Python, and while it holds the
interpreter lock the table's thread cannot draw (a ``hard`` decision stalled
the table for up to 300 ms). :class:`Thinker` sends each question (a seat's
:class:`~gin3.engine.View`, which is all a computer player may know) to one
worker process, ``python -m gin3.session.worker`` (the frozen app runs
itself as ``gin3 think``), and returns a :class:`~concurrent.futures.Future`.
The worker keeps each seat's player between decisions, so a player's own
random choices go on as they would in one process. It reads its questions
from its standard input and stops when that closes, so it never outlives
the app, even one that was killed.
"""

from __future__ import annotations

import itertools
import os
import sys
import threading
from typing import TYPE_CHECKING, Any

# The pipe to the worker (a process, its queue, pickles and futures) is set up at the first
# question, which the app asks once its table is ready for input: importing it costs the
# start several milliseconds the table does not need.
if TYPE_CHECKING:
    import queue
    import subprocess
    from concurrent.futures import Future

    from gin3.ai import Suggestion
    from gin3.engine import Action, View
    from gin3.session.review import DecisionReview

__all__ = ["PlayerKey", "Thinker", "ThinkerError", "new_table", "shared_thinker"]

PlayerKey = tuple[int, int]
"""(table, seat): the player of one seat at one table (see :func:`new_table`)."""

_tables = itertools.count(1)


def new_table() -> int:
    """A number no other table of this process has: the first half of a :data:`PlayerKey`."""
    return next(_tables)


class ThinkerError(RuntimeError):
    """The worker process stopped before it answered."""


def worker_command() -> list[str]:
    """How to start the worker: this interpreter with the module, or the frozen app itself."""
    if getattr(sys, "frozen", False):
        return [sys.executable, "think"]
    return [sys.executable, "-m", "gin3.session.worker"]


class Thinker:
    """One worker process for every computer player and the advisor.

    Questions are answered one at a time, in the order asked. If the worker
    dies, the questions it had are answered with :class:`ThinkerError` and
    the next question starts a new worker (whose players start anew).
    ``in_process`` answers on a thread of this process instead (for tests
    that replace what a player thinks).
    """

    def __init__(self, *, in_process: bool = False) -> None:
        self.in_process = in_process
        self._lock = threading.Lock()
        self._ids = itertools.count()
        self._pending: dict[int, Future[Any]] = {}
        self._outbox: queue.Queue[tuple[int, str, tuple[object, ...]] | None] | None = None
        self._process: subprocess.Popen[bytes] | None = None
        self._threads: list[threading.Thread] = []

    # -- asking ----------------------------------------------------------------------

    def warm_up(self) -> Future[bool]:
        """Start the worker now, so the first computer move does not wait for it."""
        return self._ask("ready", ())

    def choose(
        self, key: PlayerKey, level: str, seed: int, view: View, advice: Action | None = None
    ) -> Future[Action]:
        """The move of the ``level`` player of ``key`` (made with ``seed`` when first asked)."""
        return self._ask("choose", (key, level, seed, view, advice))

    def suggest(self, view: View) -> Future[list[Suggestion]]:
        """The advisor's ranked moves for the decision of ``view``."""
        return self._ask("suggest", (view,))

    def review(self, step: int, view: View, played: Action) -> Future[DecisionReview]:
        """The hand review's rating of the move ``played`` at ``view``, the decision at ``step``
        of a finished hand (:func:`gin3.session.review.rate_decision`)."""
        return self._ask("review", (step, view, played))

    def _ask(self, what: str, args: tuple[object, ...]) -> Future[Any]:
        from concurrent.futures import Future

        future: Future[Any] = Future()
        if self.in_process:
            from gin3.session.worker import answer

            thread = threading.Thread(target=lambda: _settle(future, lambda: answer(what, args)), daemon=True)
            with self._lock:  # one at a time, in order, as the worker would
                self._threads = [t for t in self._threads if t.is_alive()]
                previous = self._threads[-1] if self._threads else None
                self._threads.append(thread)
            if previous is not None:
                previous.join()
            thread.start()
            return future
        with self._lock:
            outbox = self._start()
            number = next(self._ids)
            self._pending[number] = future
        outbox.put((number, what, args))
        return future

    # -- the worker --------------------------------------------------------------------

    def _start(self) -> queue.Queue[tuple[int, str, tuple[object, ...]] | None]:
        """The running worker's outbox; a new worker (and outbox) if there is none."""
        if self._process is not None and self._process.poll() is None and self._outbox is not None:
            return self._outbox
        import queue
        import subprocess

        outbox: queue.Queue[tuple[int, str, tuple[object, ...]] | None] = queue.Queue()
        self._outbox = outbox
        process = subprocess.Popen(
            worker_command(),
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            env={**os.environ, "PYTHONUNBUFFERED": "1"},
        )
        self._process = process
        threading.Thread(
            target=self._send, args=(process, outbox), name="gin3-thinker-send", daemon=True
        ).start()
        threading.Thread(
            target=self._receive, args=(process,), name="gin3-thinker-receive", daemon=True
        ).start()
        return outbox

    def _send(self, process: subprocess.Popen[bytes], outbox: queue.Queue[Any]) -> None:
        from gin3.session.frames import write_frame

        assert process.stdin is not None
        while (item := outbox.get()) is not None:
            try:
                write_frame(process.stdin, item)
            except (OSError, ValueError):
                return  # the worker is gone; _receive fails what is pending

    def _receive(self, process: subprocess.Popen[bytes]) -> None:
        import pickle

        from gin3.session.frames import read_frame

        assert process.stdout is not None
        try:
            while True:
                reply = read_frame(process.stdout)
                assert isinstance(reply, tuple)
                number, ok, result = reply
                with self._lock:
                    future = self._pending.pop(number, None)
                if future is None:
                    continue
                if ok:
                    future.set_result(result)
                else:
                    future.set_exception(result)
        except (EOFError, OSError, pickle.UnpicklingError):
            pass
        with self._lock:
            if self._process is process:
                self._process = None
            lost, self._pending = self._pending, {}
        for future in lost.values():
            future.set_exception(ThinkerError("the computer players' process stopped"))

    def close(self) -> None:
        """Stop the worker; questions still open are answered with :class:`ThinkerError`."""
        with self._lock:
            process, self._process = self._process, None
            if self._outbox is not None:
                self._outbox.put(None)
        if process is not None:
            import subprocess

            if process.stdin is not None:
                process.stdin.close()
            try:
                process.wait(timeout=5)
            except subprocess.TimeoutExpired:
                process.kill()


def _settle(future: Future[Any], work: Any) -> None:
    try:
        future.set_result(work())
    except Exception as exc:  # answered, never lost on the thread
        future.set_exception(exc)


_shared: Thinker | None = None


def shared_thinker() -> Thinker:
    """The process's one :class:`Thinker` (started on first use, stopped at exit)."""
    global _shared
    if _shared is None:
        import atexit

        _shared = Thinker()
        atexit.register(_shared.close)
    return _shared
