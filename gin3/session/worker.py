"""The computer players' process: ``python -m gin3.session.worker`` (see :mod:`gin3.session.thinking`).

It reads questions from its standard input, one framed pickle each
(number, what, arguments), and writes each answer to its standard output
(number, ok, result or exception). It keeps each seat's player between
questions and stops when its input closes.
"""

from __future__ import annotations

import pickle
import sys
from typing import IO

from gin3.ai import Advisor, Player, make_player
from gin3.engine import Action, View
from gin3.session.frames import read_frame, write_frame
from gin3.session.review import rate_decision, review_advisor

__all__ = ["answer", "main"]

_players: dict[tuple[int, int], Player] = {}
_advisor: list[Advisor] = []
_reviewer: list[Advisor] = []
_KEPT_PLAYERS = 48


def _choose(key: tuple[int, int], level: str, seed: int, view: View, advice: Action | None) -> Action:
    player = _players.get(key)
    if player is None:
        if len(_players) >= _KEPT_PLAYERS:  # the players of tables long gone
            _players.clear()
        player = _players[key] = make_player(level, seed)
    return player.choose(view, advice=advice)


def answer(what: str, args: tuple[object, ...]) -> object:
    """The answer to one question (also used in-process by ``Thinker(in_process=True)``)."""
    if what == "choose":
        return _choose(*args)  # type: ignore[arg-type]
    if what == "suggest":
        if not _advisor:
            _advisor.append(Advisor())
        (view,) = args
        return _advisor[0].suggest(view)  # type: ignore[arg-type]
    if what == "review":
        if not _reviewer:
            _reviewer.append(review_advisor())
        return rate_decision(_reviewer[0], *args)  # type: ignore[arg-type]
    if what == "ready":
        return True
    raise ValueError(f"unknown question {what!r}")


def serve(questions: IO[bytes], answers: IO[bytes]) -> None:
    """Answer questions until the input ends."""
    while True:
        try:
            question = read_frame(questions)
        except EOFError:
            return
        assert isinstance(question, tuple)
        number, what, args = question
        try:
            reply = (number, True, answer(what, args))
        except Exception as exc:
            reply = (number, False, exc)
        try:
            write_frame(answers, reply)
        except (pickle.PicklingError, TypeError, AttributeError):  # an answer that cannot travel
            write_frame(answers, (number, False, RuntimeError(f"unsendable answer: {reply[2]!r:.200}")))


def main() -> int:
    """Serve on this process's standard input and output."""
    answers = sys.stdout.buffer
    sys.stdout = sys.stderr  # a stray print must not corrupt the answers
    serve(sys.stdin.buffer, answers)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
