"""The fast playouts ``hard`` values its moves with play the rules exactly.

A playout on bit masks must end every hand the way the engine would: same
winner, same points, same dead hands. Both are driven by the same greedy
strategy here (take a pile card that melds, throw the card leaving least
deadwood, the highest on ties, knock when allowed).
"""

from __future__ import annotations

import random
from collections import Counter

import pytest

from gin3.ai.playout import World, playout
from gin3.engine import (
    FULL_DECK,
    Hand,
    HandDead,
    HandScored,
    Seat,
    best_arrangement,
    cards_mask,
    mask_melds,
    parse_cards,
)
from gin3.engine.view import hand_view
from tests.ai.greedy import SCORING, first_draw, greedy


def _points_for(hand: Hand, seat: Seat) -> int:
    while True:
        for event in hand.apply(greedy(hand_view(hand, hand.turn))):
            if isinstance(event, HandScored):
                return event.points if event.winner == seat else -event.points
            if isinstance(event, HandDead):
                return 0


@pytest.mark.parametrize("seed", range(150))
def test_a_playout_ends_the_hand_as_the_engine_does(seed: int) -> None:
    hand = first_draw(seed)
    me = hand.turn
    world = World(cards_mask(hand.cards(hand.opponent_of(me))), tuple(c.bit for c in hand.stock), None)
    top = hand_view(hand, me).discard_pile[-1].bit
    assert playout(cards_mask(hand.cards(me)), world, top, True, SCORING) == _points_for(hand, me)


def test_the_melds_of_a_mask_are_the_best_arrangements() -> None:
    rng = random.Random(7)
    for _ in range(500):
        cards = rng.sample(FULL_DECK, rng.choice((10, 11)))
        melds = sorted(mask for mask, _ in mask_melds(cards_mask(cards)))
        assert melds == sorted(cards_mask(m.cards) for m in best_arrangement(cards).melds)


def _mask(text: str) -> int:
    return cards_mask(parse_cards(text))


def test_gin_scores_the_bonus_and_all_their_deadwood() -> None:
    mine = _mask("AS 2S 3S 5H 6H 7H 8D 9D TD KC")
    theirs = _mask("2C 3C 4C 5C 9H 9C JC QD KD KH")  # deadwood 9+9+10+10+10+10 = 58
    world = World(theirs, (_mask("4S"), _mask("2H"), _mask("3H"), _mask("4H"), _mask("5D")), None)
    # the QH on the pile melds with nothing; the 4S from the stock makes gin (the KC is thrown): 25 + 58
    assert playout(mine, world, _mask("QH"), True, SCORING) == 25 + 58


def test_the_defender_lays_off_on_the_knockers_melds() -> None:
    mine = _mask("AS 2S 3S 5H 6H 7H 8D 9D TD 9C")  # knocks with the 9C: 9 deadwood
    stock = (_mask("KH"), _mask("2C"), _mask("5D"), _mask("6D"), _mask("QS"))
    theirs = _mask("4S 4H 8H 5C 6C 7C JC QH KC KS")  # 4 + 4 + 8 + 40 deadwood
    # I draw the KH, throw it and knock with 9; their 4S goes on my spades, the 4H and 8H on my
    # hearts: 40 - 9 to me
    assert playout(mine, World(theirs, stock, None), _mask("8C"), True, SCORING) == 40 - 9
    # the same with nothing to lay off: 3 + 4 + 8 + 40 - 9
    other = _mask("3D 4D 8S 5C 6C 7C JC QH KC KS")
    assert playout(mine, World(other, stock, None), _mask("8C"), True, SCORING) == 55 - 9


def test_an_equal_count_undercuts_the_knocker() -> None:
    mine = _mask("AS 2S 3S 5H 6H 7H 8D 9D TD 9C")  # knocks with the 9C: 9 deadwood
    theirs = _mask("2C 3C 4C 5C JH QH KH 3D 4D 2H")  # 3+4+2 = 9, nothing to lay off
    world = World(theirs, (_mask("KC"), _mask("4H"), _mask("5D"), _mask("6D"), _mask("QS")), None)
    # I draw the KC, throw it and knock with 9; they hold 9 too: undercut, 10 + 0 to them
    assert playout(mine, world, _mask("8C"), True, SCORING) == -10


def test_a_dead_hand_scores_nothing() -> None:
    mine = _mask("AS 3S 5S 7H 9H JH KD 2C 4C 6C")
    theirs = _mask("2S 4S 6S 8H TH QH AD 3D 5D 7D")
    stock = (_mask("KC"), _mask("QC"), _mask("JS"), _mask("TS"))
    # I draw the KC and throw, they draw the QC and throw: two cards are left, the hand is dead (R17)
    assert playout(mine, World(theirs, stock, None), _mask("9C"), True, SCORING) == 0
    # with two cards left already, the discard before this turn had ended it
    assert playout(mine, World(theirs, stock[2:], None), _mask("9C"), True, SCORING) == 0


@pytest.mark.parametrize("seed", range(3))
def test_the_greedy_throw_is_the_same_from_its_cache(seed: int) -> None:
    """``greedy_discard`` caches its answers: a hand met again gets the same
    throw, the least-deadwood card (the highest on ties, or the generator's
    pick among all the tied cards in card order)."""
    from gin3.ai import masks
    from gin3.ai.knowledge import bit_value, bits_of
    from gin3.engine import mask_deadwood

    rng = random.Random(seed)
    hands = [cards_mask(rng.sample(FULL_DECK, 11)) for _ in range(200)]

    def expected(hand: int, keep: int, index: int) -> tuple[tuple[int, int], tuple[int, int]]:
        throws = [b for b in bits_of(hand) if b != keep]
        least = min(mask_deadwood(hand ^ b) for b in throws)
        tied = [b for b in throws if mask_deadwood(hand ^ b) == least]
        highest = max(tied, key=lambda b: (bit_value(b), -b))
        pick = random.Random(index).choice(tied) if len(tied) > 1 else tied[0]
        return (highest, least), (pick, least)

    masks._GREEDY_CACHE.clear()
    for warm in (False, True):
        for index, hand in enumerate(hands):
            # the card it would throw may be the one it must keep (just taken)
            for keep in (0, expected(hand, 0, index)[0][0]):
                plain, picked = expected(hand, keep, index)
                assert masks.greedy_discard(hand, keep) == plain, warm
                assert masks.greedy_discard(hand, keep, rng=random.Random(index)) == picked, warm


def test_the_playouts_tie_breaks_pick_each_tied_card_as_often() -> None:
    """The opponent's random tie-breaks in a playout (a generator seeded by
    the world) pick each of two, three or four tied cards about equally
    often, first picks and later ones alike, and a world's seed gives the
    same picks again."""
    from gin3.ai.masks import TieBreaks

    seeds = random.Random(11)
    for n in (2, 3, 4):
        tied = tuple(range(n))
        first: Counter[int] = Counter()
        later: Counter[int] = Counter()
        for _ in range(6000):
            seed = seeds.getrandbits(32)
            breaks = TieBreaks(seed)
            picks = [breaks.choice(tied) for _ in range(4)]
            first[picks[0]] += 1
            later.update(picks[1:])
            again = TieBreaks(seed)
            assert [again.choice(tied) for _ in range(4)] == picks
        for counts, total in ((first, 6000), (later, 18000)):
            assert set(counts) == set(tied)
            for card in tied:
                assert abs(counts[card] - total / n) < 0.08 * total / n, (n, counts)


def test_a_drawn_card_is_thrown_or_kept_as_the_greedy_throw_would() -> None:
    """The playouts' shortcut for a drawn card that melds with nothing (no
    meld maker of the hand, given or worked out) gives the same throw as the
    full search, ties and random picks included."""
    from gin3.ai import masks
    from gin3.engine import mask_deadwood

    rng = random.Random(7)
    branches = {"melds": 0, "thrown": 0, "tied": 0, "kept": 0}
    for index in range(3000):
        cards = rng.sample(FULL_DECK, 11)
        hand, card = cards_mask(cards[:10]), cards[10].bit
        deadwood = mask_deadwood(hand)
        fixed = cards_mask(cards[: index % 3])  # cards that may not be thrown (taken from the pile)
        for pick in (None, random.Random(index)):
            seeded = None if pick is None else random.Random(index)
            same = masks.greedy_discard(hand | card, 0, fixed, seeded)
            assert masks.greedy_after_draw(hand, deadwood, card, pick, fixed) == same
            seeded = None if pick is None else random.Random(index)
            makers = masks.meld_makers(hand)
            assert masks.greedy_after_draw(hand, deadwood, card, seeded, fixed, makers=makers) == same
        if card & masks.meld_makers(hand):
            branches["melds"] += 1
        else:
            kept = masks._throws(hand, 0, fixed)[1] + masks.VALUES[card.bit_length() - 1]
            branches["thrown" if deadwood < kept else "tied" if deadwood == kept else "kept"] += 1
    assert all(branches.values()), branches
