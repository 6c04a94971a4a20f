"""Seeded, repeatable play for the store tests, and a child process that autosaves.

``choose`` is a deterministic function of the match and a seeded generator,
so replaying the same seed gives the same actions: the kill-and-resume test
replays in the test what the killed child played.

Run as a script (``python simulate.py FOLDER SEED``) it plays a match with a
target nobody reaches, autosaving after every action and printing the number
of actions saved, until it is killed.
"""

from __future__ import annotations

import random
import sys
import time

from gin3.engine import (
    Action,
    Discard,
    DrawDiscard,
    DrawStock,
    Knock,
    LayOff,
    Match,
    NextHand,
    RuleSet,
    best_discards,
)
from gin3.store import Autosave

PLAYERS = ("Ana", "Bo", "Cem")
ENDLESS = RuleSet(target=10_000)


def choose(match: Match, rng: random.Random) -> Action:
    """A fair but imperfect player: knocks often (so undercuts happen), sheds deadwood,
    and deals the next hand between hands."""
    if match.between_hands:
        return NextHand()
    legal = match.legal_actions()
    if isinstance(legal[0], LayOff):
        return legal[0]  # the engine lists the best lay-down first
    knocks = [a for a in legal if isinstance(a, Knock)]
    gins = [k for k in knocks if _is_gin(match, k)]
    if gins:
        return gins[0]
    if knocks and rng.random() < 0.5:
        return rng.choice(knocks)
    if DrawStock() in legal:
        if DrawDiscard() in legal and rng.random() < 0.25:
            return DrawDiscard()
        return DrawStock()
    discards = [a for a in legal if isinstance(a, Discard)]
    if not discards:
        return rng.choice(legal)  # the first-upcard offer
    if rng.random() < 0.2:
        return rng.choice(discards)
    allowed = {a.card for a in discards}
    best = next(card for card, _ in best_discards(match.hand.cards(match.hand.turn)) if card in allowed)
    return Discard(best)


def _is_gin(match: Match, knock: Knock) -> bool:
    melded = sum(len(m) for m in knock.melds)
    return melded == len(match.hand.cards(match.hand.turn)) - (knock.discard is not None)


def new_match(
    seed: int, rules: RuleSet | None = None, players: tuple[str, ...] = PLAYERS
) -> tuple[Match, random.Random]:
    """A match between Ana, Bo and Cem (or ``players``) and the generator that plays it."""
    return Match(players, seed=seed, rules=rules), random.Random(seed)


def play_match(seed: int, rules: RuleSet | None = None, players: tuple[str, ...] = PLAYERS) -> Match:
    """A whole match played by :func:`choose`."""
    match, rng = new_match(seed, rules, players)
    while not match.is_over:
        match.apply(choose(match, rng))
    return match


def play_actions(seed: int, count: int, rules: RuleSet | None = None) -> Match:
    """The first ``count`` actions of the match of ``seed`` (by default one nobody wins)."""
    rules = rules or ENDLESS
    match, rng = new_match(seed, rules)
    for _ in range(count):
        match.apply(choose(match, rng))
    return match


def main(folder: str, seed: int) -> None:
    autosave = Autosave(folder)
    match, rng = new_match(seed, ENDLESS)
    while not match.is_over:
        match.apply(choose(match, rng))
        autosave.save(match, {"seed": seed})
        print(len(match.actions), flush=True)
    time.sleep(3600)


if __name__ == "__main__":
    main(sys.argv[1], int(sys.argv[2]))
