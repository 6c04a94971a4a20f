"""``hard`` reads the opponent's hand from its play: a guess that does not
explain what the opponent took and threw counts for little."""

from __future__ import annotations

from collections.abc import Callable

from gin3.ai.brain import plausibility
from gin3.ai.knowledge import Knowledge
from gin3.engine import (
    Card,
    Discard,
    DrawStock,
    PassUpcard,
    Seat,
    TakeUpcard,
    View,
    cards_mask,
    mask_deadwood,
    parse_cards,
)
from gin3.engine.hand import Hand
from gin3.engine.view import hand_view

Dealer = Callable[..., Hand]


def _captain_after_the_box_takes_the_seven(deal: Dealer) -> View:
    """The captain's view after the box took 7h from the pile and threw 9s."""
    hand = deal("2c 4d 6s 8h 7s Qd 3h 5s 9d Jh", "7c 7d 9s", "7h", "Kc")
    hand.apply(PassUpcard())
    hand.apply(TakeUpcard())
    hand.apply(Discard(Card.parse("9s")))
    hand.apply(DrawStock())
    return hand_view(hand, Seat.FIRST)


def _after_the_box_takes_the_seven(deal: Dealer) -> Knowledge:
    """What the captain knows then."""
    return Knowledge.of(_captain_after_the_box_takes_the_seven(deal))


def _weight(know: Knowledge, cards: str) -> float:
    mask = cards_mask(parse_cards(cards))
    return plausibility(mask, mask_deadwood(mask), know)


def test_the_captain_knows_only_the_seven_and_the_throw(deal: Dealer) -> None:
    know = _after_the_box_takes_the_seven(deal)
    assert know.opponent_known == Card.parse("7h").bit
    assert know.opponent_discards == (Card.parse("9s").bit,)


def test_a_guess_that_explains_the_take_and_the_throw_counts_fully(deal: Dealer) -> None:
    know = _after_the_box_takes_the_seven(deal)
    # the 7h in a set of sevens, every loose card worth no more than the 9s thrown
    assert _weight(know, "7h 7c 7d 2s 4s 6s 3d 5d 8c 9h") == 1.0


def test_a_guess_with_the_taken_card_loose_is_unlikely(deal: Dealer) -> None:
    know = _after_the_box_takes_the_seven(deal)
    # nothing melds with the 7h: why would it have taken it?
    assert _weight(know, "7h 2s 4s 6s 3d 5d 8c 9h Ac 2d") <= 0.05


def test_a_guess_that_kept_a_worse_card_than_the_one_thrown_is_unlikely(deal: Dealer) -> None:
    know = _after_the_box_takes_the_seven(deal)
    # a loose king kept while the 9s was thrown: the king was the better throw
    assert _weight(know, "7h 7c 7d 2s 4s 6s 3d 5d 8c Kc") <= 0.1


def test_the_read_of_the_opponent_adds_up_to_its_hidden_cards(deal: Dealer) -> None:
    from gin3.ai.brain import Brain
    from gin3.ai.players import HARD

    view = _captain_after_the_box_takes_the_seven(deal)
    read = Brain(HARD).read_opponent(view)
    # a chance for every card the captain has not seen; the 7h is known, not guessed
    assert set(read.hand_chance) == set(view.unseen)
    assert Card.parse("7h") not in read.hand_chance
    assert abs(sum(read.hand_chance.values()) - 9) < 1e-9  # ten cards, one of them the 7h
    # with the 7h taken, a card that melds with it is likelier held than an ace
    assert read.hand_chance[Card.parse("7c")] > read.hand_chance[Card.parse("Ac")]
    assert set(read.meld_chance) == set(view.hand)
    assert 0 < read.effective_guesses <= HARD.samples


def test_a_sharper_read_counts_the_signs_against_a_guess_for_more(deal: Dealer) -> None:
    from dataclasses import replace

    from gin3.ai.brain import Brain
    from gin3.ai.players import HARD

    view = _captain_after_the_box_takes_the_seven(deal)
    reads = {s: Brain(replace(HARD, sharpness=s)).read_opponent(view) for s in (0.5, 1.0, 2.0)}
    # the same guesses, weighed harder: fewer of them count, and a card that melds with the
    # 7h the box took is thought likelier still
    effective = [reads[s].effective_guesses for s in (0.5, 1.0, 2.0)]
    assert effective[0] > effective[1] > effective[2]
    sevens = [reads[s].hand_chance[Card.parse("7c")] for s in (0.5, 1.0, 2.0)]
    assert sevens[0] < sevens[1] < sevens[2]
    assert reads[1.0] == Brain(HARD).read_opponent(view)  # hard's own read is sharpness 1
