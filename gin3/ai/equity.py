"""What a hand's points are worth at the score: the chance of winning the match.

Early in a match a point is a point. Near the end it is not: when I need
eight points to win, a knock for eight is as good as a gin, and when the
opponent needs five, losing five is as bad as losing fifty. ``hard`` weighs
the results of its knocks and playouts by the chance of winning the match
from the new totals (R18, R19), then turns that chance back into points at
the present score, so its values stay on the advisor's points scale.

The chances come from a table computed once per match target: both players
win a hand half the time, with points drawn from :data:`HAND_POINTS`, and a
dead hand changes nothing. In chouette the two players of the hand are
weighed as if heads-up: the sitter scores nothing this hand (R18), and its
total is left out.
"""

from __future__ import annotations

from functools import cache

__all__ = ["HAND_POINTS", "MAX_TARGET", "ScoreWeights", "match_chance"]

HAND_POINTS: tuple[tuple[int, int], ...] = (
    (1, 465), (2, 713), (3, 775), (4, 893), (5, 969), (6, 984), (7, 926), (8, 935),
    (9, 920), (10, 1119), (11, 1029), (12, 909), (13, 782), (14, 645), (15, 600),
    (16, 553), (17, 499), (18, 452), (19, 378), (20, 407), (21, 366), (22, 360),
    (23, 241), (24, 325), (25, 247), (26, 249), (27, 207), (28, 206), (29, 182),
    (30, 170), (32, 406), (35, 415), (38, 434), (42, 457), (47, 299), (52, 183),
    (57, 112), (62, 85), (67, 37), (75, 22), (90, 10),
)  # fmt: skip
"""How many of 20,000 hands of ``simple`` against ``simple`` were won by
how many points (the winner's points; past 30, buckets 31-33, 34-36,
37-39, 40-44, 45-49, ... 70-79, 80 and more, at their middle). Measured with
``play_deal(["simple", "simple"], seed)`` for seeds 0-19,999; 34 dead hands
are left out."""

MAX_TARGET = 200
"""Above this match target the score is not weighed: far from the end a
point is a point, and the table would grow with the square of the target."""


@cache
def _table(target: int) -> tuple[tuple[float, ...], ...]:
    """``table[a][b]``: my chance to win the match when I need ``a`` more
    points and the opponent ``b`` (0: reached)."""
    total = sum(count for _, count in HAND_POINTS)
    outcomes = [(points, count / total / 2) for points, count in HAND_POINTS]
    rows: list[list[float]] = [[0.0] + [1.0] * target]
    for a in range(1, target + 1):
        row = [0.0] * (target + 1)
        for b in range(1, target + 1):
            chance = 0.0
            for points, p in outcomes:
                chance += p * (rows[a - points][b] if points < a else 1.0)
                chance += p * (row[b - points] if points < b else 0.0)
            row[b] = chance
        rows.append(row)
    return tuple(tuple(row) for row in rows)


def match_chance(target: int, mine: int, theirs: int) -> float:
    """My chance to win a heads-up match to ``target`` from totals ``mine`` and
    ``theirs`` (needs above :data:`MAX_TARGET` count as that much)."""
    if mine >= target:
        return 1.0
    if theirs >= target:
        return 0.0
    table = _table(min(target, MAX_TARGET))
    return table[min(target - mine, MAX_TARGET)][min(target - theirs, MAX_TARGET)]


class ScoreWeights:
    """Points of a hand, weighed by the score: ``value(p)`` is what scoring
    ``p`` (negative: the opponent scores ``-p``) is worth, in points of the
    present score.

    The match chance gained or lost is divided by the chance one point is
    worth here (the average of winning and losing ten), so early in a match
    ``value(p)`` is close to ``p``; near the end it saturates: a result that
    wins the match is worth no more than one that just reaches the target.
    """

    __slots__ = ("_cache", "_mine", "_now", "_scale", "_target", "_theirs")

    def __init__(self, target: int, mine: int, theirs: int) -> None:
        self._target, self._mine, self._theirs = target, mine, theirs
        self._now = match_chance(target, mine, theirs)
        swing = match_chance(target, mine + 10, theirs) - match_chance(target, mine, theirs + 10)
        self._scale = swing / 20 if swing > 1e-9 else 0.0
        self._cache: dict[int, float] = {}

    @classmethod
    def at(cls, target: int, totals: tuple[int, int] | None) -> ScoreWeights | None:
        """The weights at ``totals`` (mine, theirs), or ``None`` where points are points."""
        if totals is None or target > MAX_TARGET or max(totals) >= target:
            return None
        weights = cls(target, *totals)
        return weights if weights._scale else None

    def value(self, points: float) -> float:
        """``points`` to me (negative: to the opponent), in points at the present score."""
        whole = round(points)
        found = self._cache.get(whole)
        if found is None:
            if whole >= 0:
                after = match_chance(self._target, self._mine + whole, self._theirs)
            else:
                after = match_chance(self._target, self._mine, self._theirs - whole)
            found = self._cache[whole] = (after - self._now) / self._scale
        return found
