"""Helpers of the session tests: seeds that give the seats the roles a test needs."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from gin3.ai import Advisor
from gin3.ai.players import HARD
from gin3.engine import Match, Role, Seat
from gin3.session import Session, Stage, scripted_move

NAMES = ("Ana", "Ben", "Cem")

SeedFor = Callable[..., int]


def quick_advisor() -> Advisor:
    """The advisor with hard's kind of rating on a few guessed hands and worlds (milliseconds a
    decision, not hundreds as pure Python): these tests check what the session does with the
    advice; what the advice is worth is tests/ai's to check."""
    return Advisor(replace(HARD, samples=20, rollout_worlds=20, rollout_final=20))


def seed_for(**roles: Role) -> int:
    """The first seed where each named seat (``s1``, ``s2``, ``s3``) draws its role for hand 1 (R7)."""
    wanted = {Seat(int(key[1:]) - 1): role for key, role in roles.items()}
    return next(
        seed
        for seed in range(1, 3000)
        if all(Match(list(NAMES), seed=seed).roles[seat] is role for seat, role in wanted.items())
    )


def play_computers(session: Session, *, until_actions: int | None = None) -> None:
    """Play the match's computer seats with the scripted moves (and deal the next hands), to the
    match's end or until it holds ``until_actions`` actions."""
    while session.stage is not Stage.MATCH_OVER:
        match = session.match
        assert match is not None
        if until_actions is not None and len(match.actions) >= until_actions:
            return
        if session.stage is Stage.HAND_OVER:
            session.next_hand()
            continue
        seat = session.computer_to_act()
        assert seat is not None
        session.play_computer(session.generation, seat, scripted_move(match.view(seat)))
