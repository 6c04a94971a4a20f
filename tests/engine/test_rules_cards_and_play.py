"""One named test per rule of RULES.md, R1-R5 and R9-R17, on chosen deals.

Seat 1 is the non-dealer (the captain) and seat 2 the dealer (the box) in
every hand here; see ``support.deck_for`` for how a deal is chosen.
"""

from __future__ import annotations

import pytest

from gin3.engine import (
    FULL_DECK,
    Card,
    Discard,
    DrawDiscard,
    DrawStock,
    GinError,
    Hand,
    HandDead,
    IllegalActionError,
    InvalidMeldError,
    Knock,
    LaidOffCard,
    LayOff,
    Meld,
    MeldKind,
    Outcome,
    PassUpcard,
    Phase,
    Rank,
    Seat,
    StockDrawn,
    TakeUpcard,
    best_arrangement,
    best_defence,
    deadwood_value,
    parse_cards,
)
from tests.engine.support import DEALER, NON_DEALER, deck_for, hand_for, play, scored


def melds_of(text: str) -> tuple[Meld, ...]:
    """The best melds of the cards in ``text``."""
    return best_arrangement(parse_cards(text)).melds


def knock(discard: str, keeps: str) -> Knock:
    """Knock discarding ``discard``, laying down the best melds of ``keeps``."""
    return Knock(Card.parse(discard), melds_of(keeps))


def meld_index(hand: Hand, card: str) -> int:
    """Which of the knocker's melds holds ``card``."""
    assert hand.knocked is not None
    melds = hand.knocked.arrangement.melds
    return next(i for i, meld in enumerate(melds) if Card.parse(card) in meld)


# The captain's usual hand: A-2-3 of spades, three sevens, 4-5-6 of clubs and a king.
CAPTAIN = "As 2s 3s 7h 7d 7c 4c 5c 6c Kc"
# A box hand with no meld at all: 2+3+9+5+6+8+9+10+10+10 = 72 points of deadwood.
JUNK = "2h 3d 9h 5s 6d 8h 9c Jc Qd Ks"


# -- cards and melds ----------------------------------------------------------------


def test_r1_one_deck_of_52_distinct_cards() -> None:
    assert len(FULL_DECK) == 52 == len(set(FULL_DECK))
    assert {str(c) for c in FULL_DECK} == {r + s for r in "A23456789TJQK" for s in "cdhs"}
    with pytest.raises(GinError, match="52-card deck"):
        Hand(FULL_DECK[:51], DEALER, NON_DEALER)
    with pytest.raises(GinError, match="52-card deck"):
        Hand((*FULL_DECK[:51], FULL_DECK[0]), DEALER, NON_DEALER)


def test_r2_ace_is_low_and_king_high() -> None:
    assert Meld.parse("As 2s 3s").kind is MeldKind.RUN
    assert Meld.parse("Jd Qd Kd").kind is MeldKind.RUN
    with pytest.raises(InvalidMeldError):
        Meld.parse("Qs Ks As")
    with pytest.raises(InvalidMeldError):
        Meld.parse("Ks As 2s")
    assert deadwood_value(parse_cards("Qs Ks As")) == 21
    assert min(Rank) is Rank.ACE and max(Rank) is Rank.KING


def test_r3_card_values() -> None:
    values = {str(c): deadwood_value([c]) for c in parse_cards("As 2d 5h 9c Ts Jd Qh Kc")}
    assert values == {"As": 1, "2d": 2, "5h": 5, "9c": 9, "Ts": 10, "Jd": 10, "Qh": 10, "Kc": 10}
    assert sum(c.value for c in FULL_DECK) == 4 * (45 + 40)


def test_r4_sets_are_three_or_four_of_a_rank() -> None:
    assert Meld.parse("7c 7d 7h").kind is MeldKind.SET
    assert Meld.parse("7c 7d 7h 7s").kind is MeldKind.SET
    with pytest.raises(InvalidMeldError):
        Meld.parse("7c 7d")
    with pytest.raises(InvalidMeldError):
        Meld.parse("7c 7d 8h")


def test_r4_runs_are_three_or_more_in_one_suit() -> None:
    assert Meld.parse("4h 5h 6h 7h 8h 9h Th").kind is MeldKind.RUN
    with pytest.raises(InvalidMeldError):
        Meld.parse("4h 5h")
    with pytest.raises(InvalidMeldError):
        Meld.parse("4h 5h 6d")
    with pytest.raises(InvalidMeldError):
        Meld.parse("4h 5h 7h")


def test_r4_a_card_belongs_to_at_most_one_meld() -> None:
    # 7h would complete both the set and the run: the best use leaves 7d 7c (14), not 8h 9h (17).
    assert deadwood_value(parse_cards("7h 7d 7c 8h 9h")) == 14
    hand = hand_for("7h 7d 7c 8h 9h As 2s 3s Kc Kd", "2h 3d Td 5s 6d 4h Tc Jc Qd Ks", "6h")
    hand.apply(TakeUpcard())
    overlapping = Knock(Card.parse("As"), (Meld.parse("7h 7d 7c"), Meld.parse("7h 8h 9h")))
    with pytest.raises(IllegalActionError, match=r"already in another meld \(R4\)"):
        hand.apply(overlapping)


def test_r5_deadwood_counts_the_best_arrangement() -> None:
    # The longest run 4-7s would leave 7h 7d (14); 4-5-6s and the sevens leave nothing.
    arrangement = best_arrangement(parse_cards("4s 5s 6s 7s 7h 7d"))
    assert arrangement.deadwood_value == 0 and len(arrangement.melds) == 2
    assert deadwood_value(parse_cards("As 2s 3s Kd 5c")) == 15
    assert best_arrangement(parse_cards("2c 3c 4c 4d 4h 4s 9s")).deadwood == parse_cards("9s")


def test_r5_a_declared_arrangement_is_what_counts() -> None:
    hand = hand_for(CAPTAIN, JUNK, "2d")
    hand.apply(TakeUpcard())
    # The captain declares only the spades and the sevens: 4c 5c 6c 2d count as 17 > 10.
    refused = Knock(Card.parse("Kc"), (Meld.parse("As 2s 3s"), Meld.parse("7h 7d 7c")))
    with pytest.raises(IllegalActionError, match="deadwood would be 17"):
        hand.apply(refused)
    # Breaking the spade run leaves 1+2+3+2 = 8 of deadwood: legal, and that count is scored.
    hand.apply(Knock(Card.parse("Kc"), (Meld.parse("7h 7d 7c"), Meld.parse("4c 5c 6c"))))
    assert hand.knocked is not None and hand.knocked.arrangement.deadwood_value == 8
    play(hand, LayOff(()))
    assert scored(hand).points == 72 - 8


# -- the deal ---------------------------------------------------------------------


def test_r9_ten_cards_each_an_upcard_and_31_in_the_stock() -> None:
    deck = deck_for(CAPTAIN, JUNK, "Td", stock="Ah")
    hand = Hand(deck, DEALER, NON_DEALER)
    assert hand.cards(NON_DEALER) == parse_cards(CAPTAIN)
    assert hand.cards(DEALER) == parse_cards(JUNK)
    assert hand.discard_pile == parse_cards("Td") and hand.upcard == Card.parse("Td")
    assert len(hand.stock) == 31 and hand.stock[0] == Card.parse("Ah")
    assert hand.phase is Phase.OFFER and hand.turn == NON_DEALER


def test_r10_the_order_of_cards_is_never_a_move() -> None:
    hand = hand_for(CAPTAIN, JUNK, "2d")
    assert all(type(a) in (TakeUpcard, PassUpcard) for a in hand.legal_actions())
    hand.apply(TakeUpcard())
    # Melds written in any order are the same melds and the same knock.
    shuffled = Knock(
        Card.parse("Kc"), (Meld.parse("6c 4c 5c"), Meld.parse("3s As 2s"), Meld.parse("7c 7h 7d"))
    )
    assert shuffled.melds == tuple(Meld.parse(t) for t in ("4c 5c 6c", "As 2s 3s", "7h 7d 7c"))
    assert hand.can(shuffled)
    assert deadwood_value(parse_cards("Kc 7d As 2s")) == deadwood_value(parse_cards("As 2s 7d Kc"))


# -- play -------------------------------------------------------------------------


def test_r11_a_turn_is_draw_then_discard() -> None:
    hand = hand_for(CAPTAIN, JUNK, "Td", stock="Qh")
    play(hand, PassUpcard(), PassUpcard())
    with pytest.raises(IllegalActionError, match="first draw"):
        hand.apply(Discard(Card.parse("Kc")))
    events = hand.apply(DrawStock())
    assert events == (StockDrawn(NON_DEALER, Card.parse("Qh"), 30),)
    assert hand.phase is Phase.DISCARD and len(hand.cards(NON_DEALER)) == 11
    with pytest.raises(IllegalActionError, match="now discard or knock"):
        hand.apply(DrawStock())
    hand.apply(Discard(Card.parse("Qh")))
    assert hand.turn == DEALER and hand.phase is Phase.DRAW
    assert hand.discard_pile == parse_cards("Td Qh")


def test_r11_the_card_just_taken_from_the_pile_cannot_be_discarded() -> None:
    hand = hand_for(CAPTAIN, JUNK, "2d")
    hand.apply(TakeUpcard())
    assert not hand.can(Discard(Card.parse("2d")))
    assert Discard(Card.parse("2d")) not in hand.legal_actions()
    with pytest.raises(IllegalActionError, match=r"just taken from the discard pile .*\(R11\)"):
        hand.apply(Discard(Card.parse("2d")))
    # Nor may it be the knock's discard.
    as_knock_discard = knock("2d", "As 2s 3s 7h 7d 7c 4c 5c 6c Kc")
    assert not hand.can(as_knock_discard)
    assert all(a.discard != Card.parse("2d") for a in hand.legal_actions() if isinstance(a, Knock))
    hand.apply(Discard(Card.parse("Kc")))
    # The same holds for a card drawn from the pile later in the hand.
    play(hand, DrawDiscard())
    assert not hand.can(Discard(Card.parse("Kc")))
    assert hand.can(Discard(Card.parse("2h")))


def test_r12_captain_is_offered_the_upcard_first() -> None:
    hand = hand_for(CAPTAIN, JUNK, "2d")
    assert hand.phase is Phase.OFFER and hand.turn == NON_DEALER
    assert set(hand.legal_actions()) == {TakeUpcard(), PassUpcard()}
    assert not hand.can(DrawStock()) and not hand.can(DrawDiscard())
    hand.apply(TakeUpcard())
    assert hand.cards(NON_DEALER)[-1] == Card.parse("2d") and hand.discard_pile == ()
    hand.apply(Discard(Card.parse("Kc")))
    # Having taken it, the captain completed the turn: now the box plays a normal turn.
    assert hand.turn == DEALER and hand.phase is Phase.DRAW
    assert set(hand.legal_actions()) == {DrawStock(), DrawDiscard()}


def test_r12_if_the_captain_declines_the_box_may_take_the_upcard() -> None:
    hand = hand_for(CAPTAIN, JUNK, "4s")
    hand.apply(PassUpcard())
    assert hand.phase is Phase.OFFER and hand.turn == DEALER
    hand.apply(TakeUpcard())
    hand.apply(Discard(Card.parse("Ks")))
    assert hand.turn == NON_DEALER and hand.phase is Phase.DRAW
    assert hand.can(DrawDiscard())


def test_r12_if_both_decline_the_captain_must_draw_from_the_stock() -> None:
    hand = hand_for(CAPTAIN, JUNK, "4s", stock="Qh")
    play(hand, PassUpcard(), PassUpcard())
    assert hand.turn == NON_DEALER and hand.phase is Phase.DRAW
    assert hand.legal_actions() == (DrawStock(),)
    assert not hand.can(DrawDiscard())
    with pytest.raises(IllegalActionError, match=r"both players passed the upcard.*\(R12\)"):
        hand.apply(DrawDiscard())
    hand.apply(DrawStock())
    hand.apply(Discard(Card.parse("Qh")))
    # From then on both sources are open again.
    assert hand.turn == DEALER and set(hand.legal_actions()) == {DrawStock(), DrawDiscard()}


def test_illegal_action_message_names_phase_seat_and_action() -> None:
    deck = deck_for(CAPTAIN, JUNK, "2d")
    hand = Hand(deck, DEALER, NON_DEALER, names={NON_DEALER: "Ana", DEALER: "Bo"})
    hand.apply(TakeUpcard())
    with pytest.raises(IllegalActionError) as caught:
        hand.apply(Discard(Card.parse("2d")))
    message = str(caught.value)
    assert message.startswith("discard phase, Ana (seat 1): cannot discard 2d:")
    with pytest.raises(IllegalActionError) as caught:
        hand.apply(Discard(Card.parse("Ah")))
    assert "discard phase" in str(caught.value) and "Ana" in str(caught.value)
    assert "discard Ah" in str(caught.value) and "not in the hand" in str(caught.value)
    hand.apply(Discard(Card.parse("Kc")))
    with pytest.raises(IllegalActionError) as caught:
        hand.apply(TakeUpcard())
    assert str(caught.value).startswith("draw phase, Bo (seat 2): cannot take the upcard:")


# -- knocking and laying off ---------------------------------------------------------


def test_r13_knock_on_the_first_turn_with_ten_or_less() -> None:
    hand = hand_for(CAPTAIN, JUNK, "Kh")
    hand.apply(TakeUpcard())
    # Discarding Kc leaves Kh: 10 points of deadwood, the most a knock allows.
    ten = knock("Kc", "As 2s 3s 7h 7d 7c 4c 5c 6c Kh")
    assert hand.can(ten) and ten in hand.legal_actions()
    # Knocking is never compulsory.
    assert hand.can(Discard(Card.parse("Kc")))
    hand.apply(ten)
    assert hand.knocked is not None and hand.knocked.seat == NON_DEALER
    assert hand.knocked.arrangement.deadwood == parse_cards("Kh")
    assert hand.discard_pile == parse_cards("Kc")
    assert hand.phase is Phase.LAYOFF and hand.turn == DEALER


def test_r13_knock_refused_above_ten() -> None:
    hand = hand_for("As 2s 3s 7h 7d 7c 4c 5c 9d 2h", JUNK.replace("2h", "Kh"), "Ah")
    hand.apply(TakeUpcard())
    # The best the captain can do is shed 9d and keep 4c 5c 2h Ah: 12 points.
    assert not any(isinstance(a, Knock) for a in hand.legal_actions())
    with pytest.raises(
        IllegalActionError, match=r"deadwood would be 12, and knocking needs at most 10 \(R13\)"
    ):
        hand.apply(Knock(Card.parse("9d"), melds_of("As 2s 3s 7h 7d 7c")))


def test_r13_box_may_knock_after_taking_the_upcard() -> None:
    hand = hand_for(JUNK, CAPTAIN, "2d")
    hand.apply(PassUpcard())
    hand.apply(TakeUpcard())
    hand.apply(knock("Kc", "As 2s 3s 7h 7d 7c 4c 5c 6c 2d"))
    assert hand.knocked is not None and hand.knocked.seat == DEALER


def test_r13_defender_lays_off_a_fourth_card_on_a_set() -> None:
    hand = hand_for(CAPTAIN, "7s 3d 9h 5s 6d 8h 9c Jc Qd Ks", "2d")
    hand.apply(TakeUpcard())
    hand.apply(knock("Kc", "As 2s 3s 7h 7d 7c 4c 5c 6c 2d"))
    set_index = meld_index(hand, "7h")
    hand.apply(LayOff((), (LaidOffCard(Card.parse("7s"), set_index),)))
    # 7 + 3 + 9 + 5 + 6 + 8 + 9 + 10 + 10 + 10 = 77 of deadwood, less the 7s laid off.
    assert hand.laid_down is not None and hand.laid_down.arrangement.deadwood_value == 70
    assert scored(hand).points == 70 - 2


def test_r13_lay_offs_chain_along_a_run_at_both_ends() -> None:
    # The knocker lays down 5-6-7h; the box holds 8h and 9h (9h only fits after 8h) and 4h.
    hand = hand_for("5h 6h 7h Kc Kd Ks 2c 3c 4c 9d", "8h 9h 4h Qs Qd Jc 5s 6d 3d Tc", "As")
    hand.apply(TakeUpcard())
    hand.apply(knock("9d", "5h 6h 7h Kc Kd Ks 2c 3c 4c As"))
    run = meld_index(hand, "5h")
    alone = LayOff((), (LaidOffCard(Card.parse("9h"), run),))
    assert not hand.can(alone)
    chained = LayOff((), tuple(LaidOffCard(Card.parse(c), run) for c in ("8h", "9h", "4h")))
    assert chained in hand.legal_actions()
    defence = best_defence(hand.cards(DEALER), hand.knocked.arrangement.melds)  # type: ignore[union-attr]
    assert {lo.card for lo in defence.layoffs} == set(parse_cards("8h 9h 4h"))
    hand.apply(chained)
    # 75 points of deadwood less 8 + 9 + 4 laid off = 54; the knocker had 1 (the ace).
    assert scored(hand).points == 54 - 1


def test_r13_lay_off_order_does_not_matter() -> None:
    hand = hand_for("5h 6h 7h Kc Kd Ks 2c 3c 4c 9d", "8h 9h 4h 3h Qd Jc 5s 6d 3d Tc", "As")
    hand.apply(TakeUpcard())
    hand.apply(knock("9d", "5h 6h 7h Kc Kd Ks 2c 3c 4c As"))
    run = meld_index(hand, "5h")
    # Cards listed in deck order, 3h before 4h and 9h before 8h: each fits once the others are on.
    sorted_order = LayOff((), tuple(LaidOffCard(Card.parse(c), run) for c in ("3h", "4h", "8h", "9h")))
    assert hand.can(sorted_order)
    hand.apply(sorted_order)
    assert scored(hand).defender_deadwood == 10 + 10 + 5 + 6 + 3 + 10


def test_r13_a_card_that_fits_two_melds_goes_on_either_but_not_both() -> None:
    # 7s fits the knocker's set of sevens and the 4-5-6 of spades.
    hand = hand_for("7c 7d 7h 4s 5s 6s Jd Qd Kd 2c", "7s 2h 9c Tc 3d 5h 8d Qc Ks 4c", "Ah")
    hand.apply(TakeUpcard())
    hand.apply(knock("2c", "7c 7d 7h 4s 5s 6s Jd Qd Kd Ah"))
    on_set = LayOff((), (LaidOffCard(Card.parse("7s"), meld_index(hand, "7c")),))
    on_run = LayOff((), (LaidOffCard(Card.parse("7s"), meld_index(hand, "4s")),))
    assert on_set in hand.legal_actions() and on_run in hand.legal_actions()
    both = LayOff((), (*on_set.layoffs, *on_run.layoffs))
    with pytest.raises(IllegalActionError, match=r"only be laid off once \(R13\)"):
        hand.apply(both)
    hand.apply(on_run)
    assert scored(hand).defender_deadwood == 2 + 9 + 10 + 3 + 5 + 8 + 10 + 10 + 4


def test_r13_no_lay_off_on_cards_that_do_not_fit() -> None:
    hand = hand_for(CAPTAIN, "7s 3d 9h 5s 6d 8h 9c Jc Qd Ks", "2d")
    hand.apply(TakeUpcard())
    hand.apply(knock("Kc", "As 2s 3s 7h 7d 7c 4c 5c 6c 2d"))
    wrong = LayOff((), (LaidOffCard(Card.parse("9h"), meld_index(hand, "7h")),))
    with pytest.raises(IllegalActionError, match=r"9h cannot be laid off on 7c 7d 7h \(R13\)"):
        hand.apply(wrong)
    nowhere = LayOff((), (LaidOffCard(Card.parse("7s"), 9),))
    with pytest.raises(IllegalActionError, match="no meld number 10"):
        hand.apply(nowhere)


# -- scoring --------------------------------------------------------------------------


def test_r14_knocker_with_less_deadwood_scores_the_difference() -> None:
    hand = hand_for(CAPTAIN, JUNK, "2d")
    hand.apply(TakeUpcard())
    hand.apply(knock("Kc", "As 2s 3s 7h 7d 7c 4c 5c 6c 2d"))
    hand.apply(LayOff(()))
    result = scored(hand)
    assert (result.winner, result.loser, result.outcome) == (NON_DEALER, DEALER, Outcome.KNOCK)
    assert (result.knocker_deadwood, result.defender_deadwood, result.points) == (2, 72, 70)


def test_r14_defender_counts_after_own_melds() -> None:
    hand = hand_for(CAPTAIN, "8h 9h Th Jd Qd Kd 2c 2d 2h Js", "5d")
    hand.apply(TakeUpcard())
    hand.apply(knock("Kc", "As 2s 3s 7h 7d 7c 4c 5c 6c 5d"))
    defence = best_defence(hand.cards(DEALER), hand.knocked.arrangement.melds)  # type: ignore[union-attr]
    hand.apply(LayOff(defence.arrangement.melds, defence.layoffs))
    result = scored(hand)
    assert (result.outcome, result.winner, result.points) == (Outcome.KNOCK, NON_DEALER, 10 - 5)


def test_r15_undercut_scores_10_plus_difference() -> None:
    box = "8h 9h Th Jd Qd Kd 2c 2d 2h 5s"
    hand = hand_for(CAPTAIN, box, "Ks")
    hand.apply(TakeUpcard())
    hand.apply(knock("Kc", "As 2s 3s 7h 7d 7c 4c 5c 6c Ks"))
    hand.apply(LayOff(melds_of(box)))
    result = scored(hand)
    assert (result.outcome, result.winner, result.loser) == (Outcome.UNDERCUT, DEALER, NON_DEALER)
    assert (result.knocker, result.knocker_deadwood, result.defender_deadwood) == (NON_DEALER, 10, 5)
    assert result.points == 10 + (10 - 5)


def test_r15_equal_counts_are_an_undercut() -> None:
    box = "8h 9h Th Jd Qd Kd 2c 2d 2h Ts"
    hand = hand_for(CAPTAIN, box, "Ks")
    hand.apply(TakeUpcard())
    hand.apply(knock("Kc", "As 2s 3s 7h 7d 7c 4c 5c 6c Ks"))
    hand.apply(LayOff(melds_of(box)))
    result = scored(hand)
    assert (result.outcome, result.winner, result.points) == (Outcome.UNDERCUT, DEALER, 10)


def test_r15_lay_offs_can_make_the_undercut() -> None:
    # The box's 4s goes on the knocker's A-2-3s: 4 + 5 becomes 5 <= the knocker's 10.
    box = "8h 9h Th Jd Qd Kd 2c 2d 2h 4s"
    hand = hand_for("As 2s 3s 7h 7d 7c 4c 5c 6c Kc", box, "5s")
    hand.apply(TakeUpcard())
    hand.apply(knock("Kc", "As 2s 3s 7h 7d 7c 4c 5c 6c 5s"))
    defence = best_defence(hand.cards(DEALER), hand.knocked.arrangement.melds)  # type: ignore[union-attr]
    assert defence.deadwood_value == 0 and defence.layoffs[0].card == Card.parse("4s")
    hand.apply(LayOff(defence.arrangement.melds, defence.layoffs))
    result = scored(hand)
    assert (result.outcome, result.winner, result.points) == (Outcome.UNDERCUT, DEALER, 10 + 5)


def test_r16_gin_scores_25_plus_the_defenders_deadwood() -> None:
    hand = hand_for(CAPTAIN, JUNK, "4s")
    hand.apply(TakeUpcard())
    hand.apply(knock("Kc", "As 2s 3s 4s 7h 7d 7c 4c 5c 6c"))
    assert hand.knocked is not None and hand.knocked.gin
    hand.apply(LayOff(()))
    result = scored(hand)
    assert (result.outcome, result.winner, result.points) == (Outcome.GIN, NON_DEALER, 25 + 72)


def test_r16_no_lay_off_on_gin() -> None:
    # 5s would extend the knocker's A-4s, but nobody lays off on gin.
    box = "8h 9h Th Jd Qd Kd 2c 2d 2h 5s"
    hand = hand_for(CAPTAIN, box, "4s")
    hand.apply(TakeUpcard())
    hand.apply(knock("Kc", "As 2s 3s 4s 7h 7d 7c 4c 5c 6c"))
    lay_off = LayOff(melds_of(box), (LaidOffCard(Card.parse("5s"), meld_index(hand, "As")),))
    assert not hand.can(lay_off)
    assert all(not a.layoffs for a in hand.legal_actions() if isinstance(a, LayOff))
    with pytest.raises(IllegalActionError, match=r"nobody may lay off on gin \(R16\)"):
        hand.apply(lay_off)
    hand.apply(LayOff(melds_of(box)))
    assert scored(hand).points == 25 + 5


def test_r16_defender_with_no_deadwood_scores_nothing_against_gin() -> None:
    box = "8h 9h Th Jh Jd Qd Kd 2c 2d 2h"
    hand = hand_for(CAPTAIN, box, "4s")
    hand.apply(TakeUpcard())
    hand.apply(knock("Kc", "As 2s 3s 4s 7h 7d 7c 4c 5c 6c"))
    hand.apply(LayOff(melds_of(box)))
    result = scored(hand)
    assert (result.outcome, result.winner, result.loser, result.points) == (
        Outcome.GIN,
        NON_DEALER,
        DEALER,
        25,
    )
    assert result.defender_deadwood == 0


def test_r17_dead_hand_when_two_cards_remain_after_a_discard() -> None:
    hand = hand_for(CAPTAIN, JUNK, "Td")
    play(hand, PassUpcard(), PassUpcard())
    # Both players draw from the stock and throw back what they drew.
    for draw in range(1, 30):
        hand.apply(DrawStock())
        drawn = hand.cards(hand.turn)[-1]
        assert len(hand.stock) == 31 - draw
        if draw == 29:
            break
        hand.apply(Discard(drawn))
        assert hand.phase is Phase.DRAW, f"after draw {draw} the hand goes on"
    # Two cards are left after the 29th draw: the captain may still knock on this turn...
    assert hand.turn == NON_DEALER and len(hand.stock) == 2
    assert hand.can(Knock(drawn, melds_of(CAPTAIN)))
    # ...but a discard ends the hand with no score.
    events = hand.apply(Discard(drawn))
    assert events[-1] == HandDead(2)
    assert hand.phase is Phase.DEAD and hand.result == HandDead(2)
    assert hand.legal_actions() == ()
    with pytest.raises(IllegalActionError, match="the hand is over"):
        hand.apply(DrawStock())


def test_r17_knock_on_the_last_turn_is_scored() -> None:
    hand = hand_for(CAPTAIN, JUNK, "Td")
    play(hand, PassUpcard(), PassUpcard())
    for _ in range(28):
        hand.apply(DrawStock())
        hand.apply(Discard(hand.cards(hand.turn)[-1]))
    hand.apply(DrawStock())
    drawn = hand.cards(NON_DEALER)[-1]
    hand.apply(Knock(drawn, melds_of(CAPTAIN)))
    hand.apply(LayOff(()))
    assert scored(hand).winner == NON_DEALER


def test_seat_values_name_the_two_hands() -> None:
    hand = hand_for(CAPTAIN, JUNK, "Td")
    assert hand.seats == (NON_DEALER, DEALER) and hand.opponent_of(Seat.FIRST) == Seat.SECOND


def test_malformed_actions_are_refused_not_crashing() -> None:
    from gin3.engine import Discard, DrawStock, Knock, LayOff, Match

    match = Match(["Ana", "Bo", "Cem"], seed=3)
    match.apply(match.legal_actions()[1])  # captain passes
    match.apply(match.legal_actions()[1])  # box passes
    match.apply(DrawStock())
    for bad in (Discard("Td"), Knock(None, None), Knock("Td", ()), LayOff(None), "discard Td"):  # type: ignore[arg-type]
        assert not match.can(bad)  # type: ignore[arg-type]
