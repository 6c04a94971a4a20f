"""Random legal and illegal actions through the engine, checking its invariants after each one."""

from __future__ import annotations

import itertools
import random
from collections.abc import Callable
from typing import Any

from benchmarks.robust.clock import Clock
from gin3.engine import (
    FULL_DECK,
    Action,
    Discard,
    DrawDiscard,
    DrawStock,
    IllegalActionError,
    Knock,
    LaidOffCard,
    LayOff,
    Match,
    Meld,
    Mode,
    NextHand,
    PassUpcard,
    RefusalCode,
    RuleSet,
    SaveFileError,
    TakeUpcard,
    match_from_record,
    match_to_record,
)

__all__ = ["RULE_SETS", "bench_fuzz"]

RULE_SETS: tuple[RuleSet, ...] = tuple(
    RuleSet(gin_bonus=g, big_gin=b, oklahoma=o, discard_taken_card=d, knock_limit=k, target=60)
    for g, b, o, d, k in itertools.product((20, 25), (False, True), (False, True), (False, True), (10, 4))
)
"""Every combination of the house rules (gin bonus, big gin, Oklahoma, taking and discarding, knock limit)."""


def _random_meld(rng: random.Random) -> tuple[Meld, ...]:
    start = rng.randrange(0, 11)
    suit = rng.randrange(4)
    run = [c for c in FULL_DECK if c.suit.index == suit][start : start + 3]
    return (Meld.of(run),)


def _random_action(match: Match, rng: random.Random) -> Action:
    """Any action at all, mostly illegal: the wrong kind, a card not held, melds made up."""
    card = rng.choice(FULL_DECK)
    kinds: list[Action] = [
        TakeUpcard(),
        PassUpcard(),
        DrawStock(),
        DrawDiscard(),
        NextHand(),
        Discard(card),
        Knock(card, ()),
        Knock(rng.choice((card, None)), _random_meld(rng)),
        LayOff(()),
        LayOff(_random_meld(rng), (LaidOffCard(card, rng.randrange(-1, 3)),)),
    ]
    return rng.choice(kinds)


def _cards_conserved(match: Match) -> bool:
    hand = match.hand
    cards = [*hand.cards(hand.non_dealer), *hand.cards(hand.dealer), *hand.stock, *hand.discard_pile]
    return len(cards) == 52 and set(cards) == set(FULL_DECK)


def _try_illegal(
    match: Match, action: Action, figures: dict[str, int], violation: Callable[[str], None]
) -> None:
    """``action`` is not allowed: applying it must raise with a refusal code and change nothing."""
    before = _state(match)
    figures["illegal_tried"] += 1
    try:
        match.apply(action)
    except IllegalActionError as exc:
        if not isinstance(getattr(exc.refusal, "code", None), RefusalCode):
            violation("refusal_without_code")
    except Exception as exc:
        violation(f"illegal_action_raised_{type(exc).__name__}")
    else:
        violation("illegal_action_accepted")
        return
    if _state(match) != before:
        violation("illegal_action_changed_the_match")


def _state(match: Match) -> tuple[object, ...]:
    """What :meth:`Match.snapshot` holds, without the whole match's event log (only its length)."""
    return (
        match.hand.snapshot(),
        tuple(match.totals),
        tuple(sorted(match.roles.items())),
        match.winner,
        len(match.actions),
        len(match.events),
        len(match.hands),
    )


def _fuzz_match(
    match: Match, rng: random.Random, figures: dict[str, int], budget: int, clock: Clock | None = None
) -> None:
    """Play ``match`` with random legal actions and random tries at illegal ones; count and check."""

    def violation(kind: str) -> None:
        figures["invariant_violations"] += 1
        figures[f"violation_{kind}"] = figures.get(f"violation_{kind}", 0) + 1

    totals = list(match.totals)
    for step in range(budget):
        if clock is not None and step % 64 == 0 and not clock.running(figures["actions"]):
            break
        legal = match.legal_actions()
        if match.is_over:
            if legal:
                violation("actions_after_the_end")
            break
        if rng.random() < 0.4:
            action = _random_action(match, rng)
            try:
                allowed = match.can(action)
            except Exception as exc:  # can() must answer, not raise
                violation(f"can_raised_{type(exc).__name__}")
                continue
            if not allowed:
                _try_illegal(match, action, figures, violation)
                continue
        else:
            knocks = [a for a in legal if isinstance(a, Knock)]
            # Knock when it may, mostly: random play that never knocks would never end a match.
            action = rng.choice(knocks if knocks and rng.random() < 0.8 else legal)
            if not match.can(action):
                violation("legal_action_refused")
                continue
        try:
            match.apply(action)
        except Exception as exc:
            violation(f"legal_action_raised_{type(exc).__name__}")
            break
        figures["actions"] += 1
        if not _cards_conserved(match):
            violation("cards_not_conserved")
        if any(now < was for now, was in zip(match.totals, totals, strict=True)):
            violation("totals_went_down")
        totals = list(match.totals)
    figures["matches_finished" if match.is_over else "matches_cut_short"] += 1
    try:
        replays = match_from_record(match_to_record(match)).snapshot() == match.snapshot()
    except SaveFileError:
        replays = False
    if not replays:
        violation("record_does_not_replay")


def bench_fuzz(seconds: float | None = None, count: int | None = None, seed: int = 1) -> dict[str, Any]:
    """Random actions over every mode and house-rule combination; ``count`` is a number of actions."""
    rng = random.Random(seed)
    clock = Clock(seconds, count)
    figures = {
        "actions": 0,
        "illegal_tried": 0,
        "invariant_violations": 0,
        "matches_finished": 0,
        "matches_cut_short": 0,
    }
    configurations = itertools.cycle(itertools.product(RULE_SETS, (Mode.CHOUETTE, Mode.CLASSIC)))
    while clock.running(figures["actions"]):
        rules, mode = next(configurations)
        names = ["Ana", "Ben", "Cem"] if mode is Mode.CHOUETTE else ["Ana", "Ben"]
        match = Match(names, seed=rng.randrange(2**31), rules=rules, mode=mode)
        budget = 8000 if count is None else max(1, min(8000, count - figures["actions"]))
        _fuzz_match(match, rng, figures, budget, clock)
    figures["rule_sets"] = len(RULE_SETS)
    return {**figures, "fuzz_seconds": clock.elapsed()}
