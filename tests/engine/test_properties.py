"""Properties of random legal play (hypothesis): whatever the players do, the
cards, the legality checks, the replays, the scores and the roles stay right."""

from __future__ import annotations

import random
from collections.abc import Iterator

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from gin3.engine import (
    FULL_DECK,
    Action,
    Arrangement,
    Card,
    Discard,
    DrawDiscard,
    DrawStock,
    Hand,
    HandScored,
    IllegalActionError,
    Knock,
    LaidOffCard,
    LayOff,
    Match,
    Meld,
    PassUpcard,
    Phase,
    Role,
    RuleSet,
    TakeUpcard,
    match_from_json,
    match_from_record,
    match_to_json,
    match_to_record,
)
from tests.engine import brute
from tests.engine.support import advance, mixed_chooser

FAST = settings(max_examples=50, deadline=None, suppress_health_check=[HealthCheck.too_slow])

RULES = [
    RuleSet(target=60),
    RuleSet(target=40, gin_bonus=20, big_gin=True),
    RuleSet(target=50, oklahoma=True),
    RuleSet(target=50, discard_taken_card=True),
]

matches = st.builds(
    lambda seed, players, rules, greedy: (seed, players, rules, greedy),
    st.integers(0, 2**32),
    st.sampled_from([("Ana", "Bo", "Cem"), ("Ana", "Bo")]),
    st.sampled_from(RULES),
    st.sampled_from([0.3, 0.7, 0.9]),
)
"""A match to play: seed, players, settings, and how often the players play greedily."""


def play(
    seed: int, players: tuple[str, ...], rules: RuleSet, greedy: float, limit: int = 600
) -> Iterator[Match]:
    """Yield the match before every action of a random legal game, and once at the end."""
    match = Match(players, seed=seed, rules=rules)
    choose = mixed_chooser(random.Random(seed), greedy_share=greedy, knock_bias=0.7)
    for _ in range(limit):
        yield match
        if match.is_over:
            return
        advance(match, choose)
    yield match


def all_cards(hand: Hand) -> list[Card]:
    # Laid-down cards stay in their holder's hand in the engine, so this is everything.
    return [*hand.cards(hand.non_dealer), *hand.cards(hand.dealer), *hand.stock, *hand.discard_pile]


@FAST
@given(matches)
def test_property_all_52_cards_are_always_accounted_for(game: tuple) -> None:  # type: ignore[type-arg]
    for match in play(*game):
        assert sorted(all_cards(match.hand)) == list(FULL_DECK)
        held = {len(match.hand.cards(s)) for s in match.hand.seats}
        assert held <= {10, 11}


# -- only legal actions are accepted ------------------------------------------------------


def random_candidates(hand: Hand, rng: random.Random) -> list[Action]:
    """Actions of every kind, most of them illegal now."""
    held = list(hand.cards(hand.turn))
    some_card = rng.choice(FULL_DECK)
    own_card = rng.choice(held)
    melds = [Meld.of(m) for m in brute.all_melds(held)]
    found: list[Action] = [
        TakeUpcard(),
        PassUpcard(),
        DrawStock(),
        DrawDiscard(),
        Discard(some_card),
        Discard(own_card),
    ]
    if hand.taken_from_pile is not None:
        found.append(Discard(hand.taken_from_pile))
    for _ in range(3):
        chosen = tuple(rng.sample(melds, rng.randint(0, min(3, len(melds)))))
        found.append(Knock(rng.choice([own_card, some_card, None, *held]), chosen))
        laid = tuple(
            LaidOffCard(card, rng.randrange(4))
            for card in rng.sample(held, rng.randint(0, min(3, len(held))))
        )
        found.append(LayOff(chosen, laid))
    return found


def near_misses(hand: Hand, legal: tuple[Action, ...], rng: random.Random) -> list[Action]:
    """Knocks and lay-downs close to legal ones: some still legal, some not."""
    held = list(hand.cards(hand.turn))
    found: list[Action] = []
    knocks = [a for a in legal if isinstance(a, Knock)]
    for knock in rng.sample(knocks, min(3, len(knocks))):
        melds = list(knock.melds)
        found.append(Knock(knock.discard, tuple(reversed(melds))))  # same melds, other order
        found.append(Knock(rng.choice(held), knock.melds))  # another discard
        found.append(Knock(hand.taken_from_pile, knock.melds))  # the card just taken (R11)
        if melds:
            found.append(Knock(knock.discard, tuple(melds[1:])))  # a meld left as deadwood
        runs = [m for m in melds if len(m) >= 6]
        if runs:  # one long run declared as two that touch
            run = runs[0]
            halves = (Meld.of(run.cards[:3]), Meld.of(run.cards[3:]))
            found.append(Knock(knock.discard, (*[m for m in melds if m != run], *halves)))
    lay_offs = [a for a in legal if isinstance(a, LayOff)]
    for lay_off in rng.sample(lay_offs, min(3, len(lay_offs))):
        found.append(LayOff(lay_off.melds, tuple(reversed(lay_off.layoffs))))  # any order (R13)
        if lay_off.layoffs:
            first = lay_off.layoffs[0]
            moved = LaidOffCard(first.card, (first.meld_index + 1) % 4)
            found.append(LayOff(lay_off.melds, (moved, *lay_off.layoffs[1:])))
            found.append(LayOff(lay_off.melds, lay_off.layoffs[1:]))
        found.append(
            LayOff(lay_off.melds, (*lay_off.layoffs, LaidOffCard(rng.choice(held), rng.randrange(3))))
        )
        found.append(LayOff(lay_off.melds[1:], lay_off.layoffs))
    return found


def melds_fit(melds: tuple[Meld, ...], cards: list[Card]) -> bool:
    used = [c for m in melds for c in m.cards]
    return (
        len(used) == len(set(used)) and set(used) <= set(cards) and all(brute.is_meld(m.cards) for m in melds)
    )


def knock_is_legal(hand: Hand, knock: Knock) -> bool:
    """R11, R13 and the settings, worked out afresh."""
    held = list(hand.cards(hand.turn))
    if hand.phase is not Phase.DISCARD:
        return False
    if knock.discard is None:
        if not hand.rules.big_gin:
            return False
        rest = held
    else:
        if knock.discard not in held:
            return False
        if knock.discard == hand.taken_from_pile and not hand.rules.discard_taken_card:
            return False
        rest = [c for c in held if c != knock.discard]
    if not melds_fit(knock.melds, rest):
        return False
    melded = {c for m in knock.melds for c in m.cards}
    deadwood = sum(brute.value_of(c) for c in rest if c not in melded)
    if knock.discard is None:
        return deadwood == 0
    return deadwood <= hand.knock_limit


def lay_off_is_legal(hand: Hand, lay_off: LayOff) -> bool:
    """R13 and R16, worked out afresh: lay-offs in any order."""
    if hand.phase is not Phase.LAYOFF or hand.knocked is None:
        return False
    held = list(hand.cards(hand.turn))
    laid = [lo.card for lo in lay_off.layoffs]
    if hand.knocked.gin and laid:
        return False
    if len(set(laid)) != len(laid) or not set(laid) <= set(held):
        return False
    if not melds_fit(lay_off.melds, [c for c in held if c not in laid]):
        return False
    targets = [frozenset(m.cards) for m in hand.knocked.arrangement.melds]
    pending = list(lay_off.layoffs)
    if any(not 0 <= lo.meld_index < len(targets) for lo in pending):
        return False
    while pending:
        fit = next((lo for lo in pending if brute.fits(lo.card, targets[lo.meld_index])), None)
        if fit is None:
            return False
        targets[fit.meld_index] |= {fit.card}
        pending.remove(fit)
    return True


def no_touching_runs(melds: tuple[Meld, ...]) -> bool:
    layout = (frozenset(frozenset(m.cards) for m in melds), frozenset[Card]())
    return brute.merge_adjacent_runs(layout) == layout


@FAST
@given(matches, st.integers(0, 2**32))
def test_property_only_legal_actions_are_accepted(game: tuple, seed: int) -> None:  # type: ignore[type-arg]
    rng = random.Random(seed)
    for step, match in enumerate(play(*game, limit=150)):
        deciding = match.phase is Phase.LAYOFF or any(isinstance(a, Knock) for a in match.legal_actions())
        if match.is_over or (step % 4 and not deciding):
            continue
        hand = match.hand
        before = match.snapshot()
        legal = match.legal_actions()
        assert legal and all(match.can(a) for a in legal)
        assert len(set(legal)) == len(legal)
        for action in random_candidates(hand, rng) + near_misses(hand, legal, rng):
            allowed = match.can(action)
            if isinstance(action, Knock):
                assert allowed == knock_is_legal(hand, action), action
                if allowed and no_touching_runs(action.melds):
                    canonical = Knock(action.discard, Arrangement(action.melds, ()).melds)
                    assert canonical in legal, action
            elif isinstance(action, LayOff):
                assert allowed == lay_off_is_legal(hand, action), action
            else:
                assert allowed == (action in legal), action
            if not allowed:
                try:
                    match.apply(action)
                except IllegalActionError as exc:
                    assert hand.phase.value in str(exc) and str(action) in str(exc)
                else:
                    raise AssertionError(f"{action} was applied although can() said no")
        assert match.snapshot() == before, "a refused action changed nothing"


# -- replays --------------------------------------------------------------------------------


@FAST
@given(matches, st.integers(1, 400))
def test_property_every_replay_reproduces_the_same_state(game: tuple, stop: int) -> None:  # type: ignore[type-arg]
    for step, match in enumerate(play(*game)):
        if step == stop or match.is_over:
            break
    assert match_from_record(match_to_record(match)).snapshot() == match.snapshot()
    assert match_from_json(match_to_json(match)).snapshot() == match.snapshot()
    # Two matches fed the same actions are the same match.
    twin = Match(match.players, seed=match.seed, rules=match.rules)
    for action in match.actions:
        twin.apply(action)
    assert twin.snapshot() == match.snapshot()


# -- scores and roles -----------------------------------------------------------------------


@FAST
@given(matches)
def test_property_scoring_and_rotation(game: tuple) -> None:  # type: ignore[type-arg]
    seed, players, rules, greedy = game
    chouette = len(players) == 3
    roles_of_hand = []
    last = None
    for match in play(seed, players, rules, greedy, limit=1500):
        if match.hand is not last:
            roles_of_hand.append(dict(match.roles))
            last = match.hand
    if not match.is_over and not match.between_hands:  # stopped early: the hand in play has no result yet
        roles_of_hand.pop()
    points = [0] * len(players)
    for hand, roles, next_roles in zip(match.hands, roles_of_hand, [*roles_of_hand[1:], None], strict=True):
        results = [e for e in hand.events if isinstance(e, HandScored)]
        if hand.phase is Phase.DEAD:
            assert results == []
            if next_roles is not None:
                assert next_roles == roles, "R8/R17: a dead hand changes no roles"
            continue
        assert len(results) == 1, "exactly one scorer per hand"
        (result,) = results
        assert result is hand.result and result.points > 0
        assert {result.winner, result.loser} == set(hand.seats)
        points[result.winner] += result.points
        if not chouette:
            continue
        box = next(s for s, r in roles.items() if r is Role.BOX)
        captain = next(s for s, r in roles.items() if r is Role.CAPTAIN)
        sitter = next(s for s, r in roles.items() if r is Role.SITTER)
        assert sitter not in (result.winner, result.loser), "R18: the sitter never scores"
        assert (hand.dealer, hand.non_dealer) == (box, captain)
        if next_roles is None:
            continue
        if result.winner == box:
            assert next_roles == {box: Role.BOX, captain: Role.SITTER, sitter: Role.CAPTAIN}
        else:
            assert next_roles == {captain: Role.BOX, sitter: Role.CAPTAIN, box: Role.SITTER}
    assert match.totals == points, "totals are the sum of the hands' points"
    if match.is_over:
        assert match.winner is not None and match.totals[match.winner] >= rules.target
        assert sum(t >= rules.target for t in match.totals) == 1
    else:
        assert max(match.totals) < rules.target
