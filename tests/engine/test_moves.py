"""The engine's best knock and best lay-down (R13, R15, R16), and the view's shortcuts to them."""

from __future__ import annotations

from gin3.engine import (
    Card,
    Knock,
    LayOff,
    PassUpcard,
    RuleSet,
    TakeUpcard,
    best_arrangement,
    best_defence,
    best_knock,
    best_lay_down,
    knock_options,
    parse_cards,
)
from gin3.engine.view import hand_view
from tests.engine.support import DEALER, NON_DEALER, hand_for, play

CAPTAIN = "As 2s 3s 7h 7d 7c 4c 5c 6c Kc"
JUNK = "2h 3d 9h 5s 6d 8h 9c Jc Qd Ks"
BIG = "As 2s 3s 4s 7h 7d 7c 4c 5c 6c"


def test_r13_best_knock_is_the_knock_with_least_deadwood() -> None:
    cards = parse_cards(CAPTAIN + " 2d")
    knock = best_knock(cards, 10)
    assert knock == Knock(Card.parse("Kc"), best_arrangement(parse_cards(CAPTAIN.replace("Kc", "2d"))).melds)
    first = knock_options(cards, 10)[0]
    assert knock == Knock(first.discard, first.arrangement.melds)
    assert best_knock(cards, 1) is None, "2 points of deadwood is over a limit of 1"
    assert best_knock(parse_cards(CAPTAIN), 10) is None, "a player knocks with eleven cards"


def test_r13_best_knock_with_a_chosen_discard() -> None:
    cards = parse_cards(CAPTAIN + " 2d")
    assert best_knock(cards, 10, discard=Card.parse("2d")) == Knock(
        Card.parse("2d"), best_arrangement(parse_cards(CAPTAIN)).melds
    )
    assert best_knock(cards, 10, discard=Card.parse("As")) is None, "12 points left is over the limit"
    assert best_knock(cards, 10, discard=Card.parse("Ah")) is None, "not held"
    assert best_knock(cards, 10, discard=Card.parse("2d"), exclude=Card.parse("2d")) is None


def test_r11_best_knock_never_discards_the_card_just_taken() -> None:
    cards = parse_cards(CAPTAIN + " Kd")
    assert best_knock(cards, 10) is not None
    knock = best_knock(cards, 10, exclude=Card.parse("Kd"))
    assert knock is not None and knock.discard == Card.parse("Kc")


def test_r15_best_knock_is_big_gin_when_all_eleven_cards_meld() -> None:
    cards = parse_cards(BIG + " 7s")
    knock = best_knock(cards, 10, big_gin=True)
    assert knock is not None and knock.discard is None and sum(len(m) for m in knock.melds) == 11
    plain = best_knock(cards, 10)
    assert plain is not None and plain.discard is not None


def test_r13_r16_best_lay_down_lays_off_but_never_on_gin() -> None:
    box = "7s 3d 9h 5s 6d 8h 9c Jc Qd Ks"
    hand = hand_for(CAPTAIN, box, "2d")
    hand.apply(TakeUpcard())
    hand.apply(Knock(Card.parse("Kc"), best_arrangement(parse_cards(CAPTAIN.replace("Kc", "2d"))).melds))
    assert hand.knocked is not None
    lay_down = best_lay_down(hand.cards(DEALER), hand.knocked)
    defence = best_defence(hand.cards(DEALER), hand.knocked.arrangement.melds)
    assert lay_down == LayOff(defence.arrangement.melds, defence.layoffs) and lay_down.layoffs
    assert hand.can(lay_down)
    gin = hand_for(CAPTAIN, "8h 9h Th Jd Qd Kd 2c 2d 2h 5s", "4s")
    gin.apply(TakeUpcard())
    gin.apply(Knock(Card.parse("Kc"), best_arrangement(parse_cards(BIG)).melds))
    assert gin.knocked is not None and gin.knocked.gin
    lay_down = best_lay_down(gin.cards(DEALER), gin.knocked)
    assert lay_down.layoffs == () and gin.can(lay_down)


def test_view_best_knock_and_lay_down_use_the_views_own_hand_and_rules() -> None:
    hand = hand_for(CAPTAIN, JUNK, "Kd")
    assert hand_view(hand, NON_DEALER).best_knock() is None, "no knock before drawing"
    hand.apply(TakeUpcard())
    view = hand_view(hand, NON_DEALER)
    knock = view.best_knock()
    assert knock is not None and knock.discard == Card.parse("Kc") and hand.can(knock)
    assert hand_view(hand, DEALER).best_knock() is None, "only the player to act knocks"
    allowed = hand_for(CAPTAIN, JUNK, "Kd", rules=RuleSet(discard_taken_card=True))
    allowed.apply(TakeUpcard())
    assert hand_view(allowed, NON_DEALER).best_knock(Card.parse("Kd")) is not None
    assert view.best_knock(Card.parse("Kd")) is None, "the card just taken stays (R11)"
    assert view.best_lay_down() is None
    hand.apply(knock)
    assert hand_view(hand, DEALER).best_lay_down() == best_lay_down(hand.cards(DEALER), hand.knocked)  # type: ignore[arg-type]
    assert hand_view(hand, NON_DEALER).best_lay_down() is None
    offer = hand_for(CAPTAIN, JUNK, "2d")
    play(offer, PassUpcard())
    assert hand_view(offer, DEALER).best_knock() is None
