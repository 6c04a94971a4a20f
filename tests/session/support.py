"""Helpers of the session tests: seeds that give the seats the roles a test needs."""

from __future__ import annotations

from collections.abc import Callable

from gin3.engine import Match, Role, Seat

NAMES = ("Ana", "Ben", "Cem")

SeedFor = Callable[..., int]


def seed_for(**roles: Role) -> int:
    """The first seed where each named seat (``s1``, ``s2``, ``s3``) draws its role for hand 1 (R7)."""
    wanted = {Seat(int(key[1:]) - 1): role for key, role in roles.items()}
    return next(
        seed
        for seed in range(1, 3000)
        if all(Match(list(NAMES), seed=seed).roles[seat] is role for seat, role in wanted.items())
    )
