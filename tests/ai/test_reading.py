"""``hard``'s read of the opponent's style: built from the seat's views, and used."""

from __future__ import annotations

from collections.abc import Callable

from gin3.ai import make_player
from gin3.ai.brain import Brain
from gin3.ai.players import HARD
from gin3.ai.playout import Scoring, World, playout
from gin3.ai.reading import PRIOR, WAITS_AT, StyleRead
from gin3.engine import (
    Card,
    Discard,
    DrawStock,
    Knock,
    Match,
    NextHand,
    PassUpcard,
    Seat,
    cards_mask,
    parse_cards,
)
from gin3.engine.hand import Hand
from gin3.engine.view import hand_view

Dealer = Callable[..., Hand]
LOW_HAND = "2h 3h 4h 5s 6s 7s 9d 9c 9h Kc"  # three melds and a king: 10 deadwood
OTHER = "Ks Qs Js Td 8d 6d 4d 2d Qh Jc"


def _read_after(opponent: str, seed: int, hands: int = 8) -> StyleRead:
    """The read a ``medium`` player in the first seat would build of ``opponent`` in a
    match's first ``hands`` hands, shown only its own views as the app shows them."""
    match = Match(["me", "them"], seed=seed)
    players = [make_player("medium", seed), make_player(opponent, seed)]
    read = StyleRead()
    while not match.is_over and len(match.hands) <= hands:
        if match.between_hands:
            match.apply(NextHand())
            continue
        seat = match.hand.turn
        view = match.view(seat)
        action = players[seat].choose(view)
        if seat == Seat.FIRST:
            read.observe(view)
            read.chose(view, action)
        match.apply(action)
    return read


def test_the_read_starts_neutral_and_takes_a_gin_hunter_for_a_waiter() -> None:
    assert StyleRead().waits(Seat.SECOND) == PRIOR < WAITS_AT
    hunters = [_read_after("gin-hunter", seed).waits(Seat.SECOND) for seed in range(1, 5)]
    knockers = [_read_after("simple", seed).waits(Seat.SECOND) for seed in range(1, 5)]
    assert sum(w >= WAITS_AT for w in hunters) >= 3, hunters
    assert all(w < WAITS_AT for w in knockers), knockers


def test_a_late_knock_is_evidence_against_waiting_and_an_undercut_for_it(deal: Dealer) -> None:
    # the second seat knocks on its fourth turn: the first seat, laying off, sees it
    hand = deal(OTHER, LOW_HAND, "5c", "Ad 7c 8h Tc Th 6c 3c")
    hand.apply(PassUpcard())
    hand.apply(PassUpcard())
    for mine, theirs in (("Ad", "7c"), ("8h", "Tc"), ("Th", "6c")):
        hand.apply(DrawStock())
        hand.apply(Discard(Card.parse(mine)))
        hand.apply(DrawStock())
        hand.apply(Discard(Card.parse(theirs)))
    hand.apply(DrawStock())
    hand.apply(Discard(Card.parse("3c")))
    hand.apply(DrawStock())
    knock = hand_view(hand, Seat.SECOND).best_knock()
    assert knock is not None
    hand.apply(knock)
    read = StyleRead()
    read.observe(hand_view(hand, Seat.FIRST))
    read.observe(hand_view(hand, Seat.FIRST))  # the same hand counts once
    assert read.counts[Seat.SECOND] == {"late knock": 1}
    assert read.waits(Seat.SECOND) < PRIOR


def test_taken_for_a_waiter_the_opponent_is_likelier_to_undercut_a_knock(deal: Dealer) -> None:
    # the first seat may knock with 3 deadwood after the second seat's three turns
    hand = deal(LOW_HAND, OTHER, "5c", "Ad 7c 8h Tc Th 6c 3c")
    hand.apply(PassUpcard())
    hand.apply(PassUpcard())
    for mine, theirs in (("Ad", "7c"), ("8h", "Tc"), ("Th", "6c")):
        hand.apply(DrawStock())
        hand.apply(Discard(Card.parse(mine)))
        hand.apply(DrawStock())
        hand.apply(Discard(Card.parse(theirs)))
    hand.apply(DrawStock())
    view = hand_view(hand, Seat.FIRST)
    knock = view.best_knock()
    assert isinstance(knock, Knock)
    brain = Brain(HARD)
    plain = brain.rate_knock(view, knock)
    waiter = brain.rate_knock(view, knock, opponent_waits=True)
    assert waiter.undercut_chance > plain.undercut_chance
    assert waiter.value < plain.value


def test_in_the_playouts_a_waiter_knocks_only_with_gin() -> None:
    mine = cards_mask(parse_cards("Kc Qd Js Th 9s 8c 7d 5h 3s Ad"))
    theirs = cards_mask(parse_cards("2h 3h 4h 5s 6s 7s 9d 9c 9h 4c"))
    stock = tuple(c.bit for c in parse_cards("Kd Ks Kh Qc Qs Qh Jc Jd Jh Tc"))
    knocker = Scoring(10, 25, 25, False)
    waiter = Scoring(10, 25, 25, False, their_limit=0)
    # the opponent draws a king and throws it: 4 deadwood, it knocks at once unless it waits
    assert playout(mine, World(theirs, stock, None), 0, False, knocker) < 0
    assert playout(mine, World(theirs, stock, None), 0, False, waiter) != playout(
        mine, World(theirs, stock, None), 0, False, knocker
    )


def test_hard_read_plays_like_hard_until_the_read_says_the_opponent_waits() -> None:
    match = Match(["a", "b"], seed=11)
    view = match.view(match.hand.turn)
    plain, reading = make_player("hard-plain", 1), make_player("hard-read", 1)
    assert plain.choose(view) == reading.choose(view)
