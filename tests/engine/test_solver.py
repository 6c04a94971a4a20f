"""The meld solver is exact: gin3's answers against the brute force of brute.py.

The fast tests check a few thousand random and meld-heavy hands; the slow
test (``python -m pytest -m slow tests/engine``) checks well over 100,000.
"""

from __future__ import annotations

import random
import time
from collections import Counter
from collections.abc import Sequence

import pytest

from gin3.engine import (
    Arrangement,
    Card,
    Meld,
    MeldKind,
    arrangements,
    best_arrangement,
    best_defence,
    best_discards,
    cards_mask,
    deadwood_value,
    knock_options,
    mask_deadwood,
    mask_throws,
    parse_cards,
)
from tests.engine import brute


def check_best(cards: Sequence[Card], oracle: brute.Deadwood | None = None) -> int:
    """Every way to ask for the least deadwood agrees with the brute force,
    and the arrangement returned is a real arrangement of exactly these cards."""
    expected = (oracle or brute.Deadwood(cards)).of(cards)
    assert deadwood_value(cards) == expected, cards
    assert mask_deadwood(cards_mask(cards)) == expected, cards
    arrangement = best_arrangement(cards)
    check_arrangement(arrangement, cards)
    assert arrangement.deadwood_value == expected, (cards, arrangement)
    return expected


def check_arrangement(arrangement: Arrangement, cards: Sequence[Card]) -> None:
    """Valid melds, no card in two of them, and melds plus deadwood are exactly the hand."""
    melded = [c for meld in arrangement.melds for c in meld.cards]
    assert all(brute.is_meld(meld.cards) for meld in arrangement.melds), arrangement
    assert all((meld.kind is MeldKind.SET) == brute.is_set(meld.cards) for meld in arrangement.melds), (
        arrangement
    )
    assert len(melded) == len(set(melded)), arrangement
    assert Counter(melded + list(arrangement.deadwood)) == Counter(cards), (cards, arrangement)
    assert arrangement.deadwood_value == sum(brute.value_of(c) for c in arrangement.deadwood)


def check_discards(cards: Sequence[Card]) -> None:
    """best_discards of an eleven-card hand: each discard with the deadwood left, best first."""
    oracle = brute.Deadwood(cards)
    found = best_discards(cards)
    assert sorted(card for card, _ in found) == sorted(cards)
    for card, left in found:
        assert left == oracle.of(c for c in cards if c != card), (cards, card)
    keys = [(left, -brute.value_of(card)) for card, left in found]
    assert keys == sorted(keys), found
    check_best(cards, oracle)
    check_throws(cards, oracle)


def check_throws(cards: Sequence[Card], oracle: brute.Deadwood) -> None:
    """mask_throws: the cards whose throw leaves the least deadwood, and that deadwood,
    among all the cards and among all but the first (a card that must be kept)."""
    hand = cards_mask(cards)
    for allowed in (list(cards), list(cards[1:])):
        left = {card: oracle.of(c for c in cards if c != card) for card in allowed}
        least = min(left.values(), default=999)
        throws = cards_mask(card for card, value in left.items() if value == least)
        assert mask_throws(hand, cards_mask(allowed)) == (throws, least), (cards, allowed)


def layout_of(arrangement: Arrangement) -> brute.Layout:
    return frozenset(frozenset(m.cards) for m in arrangement.melds), frozenset(arrangement.deadwood)


def check_arrangements(cards: Sequence[Card], limit: int) -> int:
    """arrangements() lists every arrangement within ``limit``, once, adjacent runs joined."""
    found = arrangements(cards, limit)
    layouts = [layout_of(a) for a in found]
    assert len(set(layouts)) == len(layouts), f"duplicates in arrangements({cards}, {limit})"
    for arrangement, layout in zip(found, layouts, strict=True):
        check_arrangement(arrangement, cards)
        assert arrangement.deadwood_value <= limit
        assert brute.merge_adjacent_runs(layout) == layout, f"{arrangement} has runs that touch"
    expected = {brute.merge_adjacent_runs(layout) for layout in brute.all_arrangements(cards, limit)}
    assert set(layouts) == expected, (cards, limit)
    return len(found)


def check_defence(defender: Sequence[Card], knocker_melds: Sequence[Meld]) -> int:
    """best_defence: the least deadwood with lay-offs (chains too), and a defence that can be played."""
    defence = best_defence(defender, knocker_melds)
    expected = brute.best_defence_value(defender, (m.cards for m in knocker_melds))
    assert defence.deadwood_value == expected, (defender, knocker_melds, defence)
    grown = [frozenset(m.cards) for m in knocker_melds]
    for laid in defence.layoffs:
        assert laid.card in defender
        assert brute.fits(laid.card, grown[laid.meld_index]), (defender, knocker_melds, defence)
        grown[laid.meld_index] |= {laid.card}
    kept = [c for c in defender if c not in {lo.card for lo in defence.layoffs}]
    check_arrangement(defence.arrangement, kept)
    no_layoffs = best_defence(defender, knocker_melds, may_lay_off=False)
    assert no_layoffs.layoffs == () and no_layoffs.deadwood_value == brute.min_deadwood(defender)
    return len(defence.layoffs)


def deal_for_defence(rng: random.Random, pool: Sequence[Card]) -> tuple[list[Card], tuple[Meld, ...]]:
    """A knocker's melds and a defender's ten cards, both from ``pool`` (and the rest of the deck)."""
    cards = list(pool) if len(pool) >= 20 else [*pool, *(c for c in brute.FULL_DECK if c not in pool)]
    knocker = rng.sample(cards, 10)
    options = arrangements(knocker, 40) or (best_arrangement(knocker),)
    melds = rng.choice(options).melds
    rest = [c for c in brute.FULL_DECK if c not in knocker]
    near = [c for c in rest if c in pool]
    defender = rng.sample(near, min(10, len(near)))
    defender += rng.sample([c for c in rest if c not in defender], 10 - len(defender))
    return defender, melds


# -- named cases ---------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "deadwood"),
    [
        ("", 0),
        ("Kd", 10),
        ("As 2s 3s", 0),
        ("Qs Ks As", 21),
        ("7h 7d 7c 8h 9h", 14),
        ("4s 5s 6s 7s 7h 7d", 0),
        ("3h 4h 5h 6h 7h 8h 3c 3d", 0),
        ("5c 5d 5h 6c 7c 6d 7d 6h 7h", 0),
        ("5c 5d 5h 5s 6c 7c 6d 7d", 10),
        ("Ac 2c 3c 4c 5c 6c 7c 8c 9c Tc Jc", 0),
        ("As Ad Ah 2s 2d 2h 3s 3d 3h Kc Kd", 20),
    ],
)
def test_r5_solver_named_hands(text: str, deadwood: int) -> None:
    cards = parse_cards(text)
    assert check_best(cards) == deadwood


def test_r13_best_defence_chains_and_picks_the_better_meld() -> None:
    knocker = (Meld.parse("5h 6h 7h"), Meld.parse("7c 7d 7s"))
    # 7h is the knocker's; 8h 9h Th chain on the run, 4h 3h below it.
    defence = best_defence(parse_cards("8h 9h Th 4h 3h Kc Qc 2s 2d 9c"), knocker)
    assert {lo.card for lo in defence.layoffs} >= set(parse_cards("4h 3h"))
    assert defence.deadwood_value == 10 + 10 + 2 + 2 + 9
    check_defence(parse_cards("8h 9h Th 4h 3h Kc Qc 2s 2d 9c"), knocker)
    # 7s fits the set of sevens and the 4-5-6s; only on the run does the 8s follow it.
    defender = parse_cards("7s 8s 4c 4d 4h 2c Jd Qd Kd Th")
    two = (Meld.parse("4s 5s 6s"), Meld.parse("7c 7d 7h"))
    defence = best_defence(defender, two)
    assert {(lo.card, lo.meld_index) for lo in defence.layoffs} == {
        (Card.parse("7s"), 0),
        (Card.parse("8s"), 0),
    }
    check_defence(defender, two)


def test_solver_arrangements_merge_adjacent_runs() -> None:
    found = arrangements(parse_cards("3h 4h 5h 6h 7h 8h Kc Kd Ks 2c"), 2)
    runs = {m for a in found for m in a.melds if m.kind is MeldKind.RUN}
    assert Meld.parse("3h 4h 5h 6h 7h 8h") in runs
    assert Meld.parse("3h 4h 5h") not in {m for a in found if len(a.melds) > 2 for m in a.melds}
    check_arrangements(parse_cards("3h 4h 5h 6h 7h 8h Kc Kd Ks 2c"), 10)


def test_solver_knock_options_cover_every_discard_within_the_limit() -> None:
    cards = parse_cards("As 2s 3s 4s 7h 7d 7c 7s 4c 5c 6c")
    options = knock_options(cards, 10, exclude=Card.parse("7s"))
    may_shed = {c for c in cards if c != Card.parse("7s") and brute.min_deadwood(set(cards) - {c}) <= 10}
    assert {o.discard for o in options} == may_shed
    assert len(may_shed) == 10, "even 4c: 5-6-7c and the other sevens meld the rest"
    for option in options:
        assert option.discard is not None
        check_arrangement(option.arrangement, [c for c in cards if c != option.discard])
        assert option.deadwood_value <= 10
    for card in may_shed:
        rest = [c for c in cards if c != card]
        assert len([o for o in options if o.discard == card]) == check_arrangements(rest, 10)


# -- random and meld-heavy hands -------------------------------------------------------------


def run_checks(seed: int, random_hands: int, heavy_hands: int, *, extras: int) -> Counter[str]:
    """Check ``random_hands`` + ``heavy_hands`` hands of 10 and 11 cards (and 0-9 now and then);
    the slower checks (arrangements, best_defence) run on ``extras`` hands of each kind."""
    rng = random.Random(seed)
    done: Counter[str] = Counter()
    for kind, count in (("random", random_hands), ("meld-heavy", heavy_hands)):
        for i in range(count):
            pool = brute.meld_heavy_pool(rng) if kind == "meld-heavy" else list(brute.FULL_DECK)
            size = rng.choice((10, 10, 11, 11, rng.randint(0, 9)))
            cards = rng.sample(pool, size)
            if size == 11:
                check_discards(cards)
            else:
                check_best(cards)
                check_throws(cards, brute.Deadwood(cards))
            done[f"{kind} hands"] += 1
            if i < extras:
                # Limits from the hand's own best upwards, so that there is something to list.
                hand = rng.sample(pool, rng.choice((10, 10, 10, 11)))
                limit = deadwood_value(hand) + rng.choice((0, 0, 5, 10, 20))
                done["arrangements listed"] += check_arrangements(hand, limit)
                defender, melds = deal_for_defence(rng, pool)
                laid = check_defence(defender, melds)
                done["defences"] += 1
                done["defences laying off"] += laid > 0
                done["defences laying off 2+"] += laid > 1
    return done


def test_solver_is_exact_on_random_and_meld_heavy_hands() -> None:
    done = run_checks(seed=2026, random_hands=2000, heavy_hands=2000, extras=300)
    assert done["random hands"] == 2000 and done["meld-heavy hands"] == 2000
    assert done["arrangements listed"] > 500 and done["defences laying off 2+"] > 20, done


@pytest.mark.slow
def test_solver_is_exact_on_100000_hands() -> None:
    start = time.perf_counter()
    done = run_checks(seed=100_000, random_hands=50_000, heavy_hands=60_000, extras=5_000)
    seconds = time.perf_counter() - start
    print(f"\nsolver checked against brute force: {dict(done)} in {seconds:.1f} s")
    assert done["random hands"] + done["meld-heavy hands"] >= 100_000
