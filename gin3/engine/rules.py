"""The rule settings of RULES.md ("Settings beyond the default game")."""

from __future__ import annotations

from dataclasses import asdict, dataclass, fields
from typing import Any

from gin3.engine.errors import RuleSetError

__all__ = ["RuleSet"]


@dataclass(frozen=True, slots=True)
class RuleSet:
    """The house settings of a match; the defaults are the rules as written.

    - ``gin_bonus``: 25, or 20 as many play it (R16).
    - ``undercut_bonus``: 10 (R15).
    - ``target``: the total that wins the match (R19).
    - ``big_gin``: gin with all eleven cards, no discard, scores the gin bonus
      plus ``big_gin_extra`` more.
    - ``oklahoma``: the first upcard's value sets the knock limit; an ace
      means gin only.
    - ``discard_taken_card``: a card just taken from the discard pile may be
      discarded in the same turn (off by default, R11).

    Two-player gin only (:attr:`Mode.CLASSIC <gin3.engine.Mode>`; chouette
    ignores them, its match ends at ``target`` with no bonuses):

    - ``game_bonus``: the game's winner gets 100 (C2); 0-1000.
    - ``line_bonus``: 25 for every hand won in the game (C3), or 20.
    - ``shutout``: the winner's game total is doubled when the loser won no
      hand in the game (C4).
    - ``hollywood``: three games are scored at once (C6).
    """

    gin_bonus: int = 25
    undercut_bonus: int = 10
    target: int = 100
    big_gin: bool = False
    big_gin_extra: int = 6
    oklahoma: bool = False
    discard_taken_card: bool = False
    knock_limit: int = 10
    game_bonus: int = 100
    line_bonus: int = 25
    shutout: bool = True
    hollywood: bool = False

    def __post_init__(self) -> None:
        # The whole-number check comes first: 25.0 == 25 would pass the gin bonus
        # check and then turn every total into a float.
        for name in (
            "gin_bonus",
            "target",
            "undercut_bonus",
            "big_gin_extra",
            "knock_limit",
            "game_bonus",
            "line_bonus",
        ):
            value = getattr(self, name)
            if isinstance(value, bool) or not isinstance(value, int):
                raise RuleSetError(f"{name} must be a whole number, not {value!r}")
        if self.gin_bonus not in (20, 25):
            raise RuleSetError(f"gin bonus {self.gin_bonus!r} is not allowed: choose 20 or 25")
        if not 1 <= self.target <= 10_000:
            raise RuleSetError(f"match target {self.target} is out of range: choose 1-10000")
        for name in ("undercut_bonus", "big_gin_extra"):
            if not 0 <= getattr(self, name) <= 100:
                raise RuleSetError(f"{name} {getattr(self, name)} is out of range: choose 0-100")
        if self.line_bonus not in (20, 25):
            raise RuleSetError(f"line bonus {self.line_bonus!r} is not allowed: choose 20 or 25")
        if not 0 <= self.game_bonus <= 1000:
            raise RuleSetError(f"game bonus {self.game_bonus} is out of range: choose 0-1000")
        if not 0 <= self.knock_limit <= 10:
            raise RuleSetError(f"knock limit {self.knock_limit} is out of range: choose 0-10")
        for name in ("big_gin", "oklahoma", "discard_taken_card", "shutout", "hollywood"):
            if not isinstance(getattr(self, name), bool):
                raise RuleSetError(f"{name} must be true or false, not {getattr(self, name)!r}")

    def knock_limit_for(self, upcard_value: int) -> int:
        """The knock limit of a hand whose first upcard has this value (Oklahoma)."""
        if not self.oklahoma:
            return self.knock_limit
        return 0 if upcard_value == 1 else min(upcard_value, self.knock_limit)

    def to_json(self) -> dict[str, Any]:
        """The settings as a JSON-compatible dict."""
        return asdict(self)

    @classmethod
    def from_json(cls, data: object) -> RuleSet:
        """Settings from :meth:`to_json`; unknown or bad keys raise :class:`RuleSetError`."""
        if not isinstance(data, dict):
            raise RuleSetError(f"rule settings must be an object, not {type(data).__name__}")
        known = {f.name for f in fields(cls)}
        unknown = sorted(set(data) - known)
        if unknown:
            raise RuleSetError(f"unknown rule settings: {', '.join(map(str, unknown))}")
        return cls(**data)
