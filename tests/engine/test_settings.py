"""Named tests for each house setting of RULES.md ("Settings beyond the default game").

The match target is tested with R19 in test_rules_match.py.
"""

from __future__ import annotations

import pytest

from gin3.engine import (
    Card,
    Discard,
    DrawStock,
    IllegalActionError,
    Knock,
    LaidOffCard,
    LayOff,
    Outcome,
    PassUpcard,
    RuleSet,
    RuleSetError,
    TakeUpcard,
    best_arrangement,
    parse_cards,
)
from tests.engine.support import hand_for, play, scored

CAPTAIN = "As 2s 3s 7h 7d 7c 4c 5c 6c Kc"
JUNK = "2h 3d 9h 5s 6d 8h 9c Jc Qd Ks"  # no melds, 72 points


def knock(discard: str | None, keeps: str) -> Knock:
    return Knock(None if discard is None else Card.parse(discard), best_arrangement(parse_cards(keeps)).melds)


def test_setting_gin_bonus_20() -> None:
    hand = hand_for(CAPTAIN, JUNK, "4s", rules=RuleSet(gin_bonus=20))
    hand.apply(TakeUpcard())
    hand.apply(knock("Kc", "As 2s 3s 4s 7h 7d 7c 4c 5c 6c"))
    hand.apply(LayOff(()))
    assert (scored(hand).outcome, scored(hand).points) == (Outcome.GIN, 20 + 72)
    with pytest.raises(RuleSetError, match="gin bonus 21"):
        RuleSet(gin_bonus=21)


def test_setting_target_is_checked() -> None:
    assert RuleSet(target=250).target == 250
    for bad in (0, -5, 10_001):
        with pytest.raises(RuleSetError, match="target"):
            RuleSet(target=bad)


# -- big gin ------------------------------------------------------------------------

BIG = "As 2s 3s 4s 7h 7d 7c 4c 5c 6c"  # with the 7s turned up: eleven cards, all melded


def test_setting_big_gin_scores_the_gin_bonus_plus_6() -> None:
    hand = hand_for(BIG, JUNK, "7s", rules=RuleSet(big_gin=True))
    hand.apply(TakeUpcard())
    big_gin = knock(None, BIG + " 7s")
    assert big_gin in hand.legal_actions()
    hand.apply(big_gin)
    assert hand.knocked is not None and hand.knocked.gin and hand.knocked.discard is None
    assert len(hand.knocked.arrangement.cards) == 11
    # No lay-off on gin: the box's 5s stays deadwood.
    run = next(i for i, m in enumerate(hand.knocked.arrangement.melds) if Card.parse("As") in m)
    assert not hand.can(LayOff((), (LaidOffCard(Card.parse("5s"), run),)))
    hand.apply(LayOff(()))
    result = scored(hand)
    assert (result.outcome, result.points) == (Outcome.BIG_GIN, 25 + 6 + 72)


def test_setting_big_gin_with_gin_bonus_20() -> None:
    hand = hand_for(BIG, JUNK, "7s", rules=RuleSet(big_gin=True, gin_bonus=20))
    play(hand, TakeUpcard(), knock(None, BIG + " 7s"), LayOff(()))
    assert scored(hand).points == 20 + 6 + 72


def test_setting_big_gin_off_a_knock_must_discard() -> None:
    hand = hand_for(BIG, JUNK, "7s")
    hand.apply(TakeUpcard())
    assert all(a.discard is not None for a in hand.legal_actions() if isinstance(a, Knock))
    with pytest.raises(IllegalActionError, match="big gin is not played"):
        hand.apply(knock(None, BIG + " 7s"))
    # Ordinary gin is still there: the 7s was just taken, so shed another seven.
    hand.apply(knock("7h", "As 2s 3s 4s 7s 7d 7c 4c 5c 6c"))
    assert hand.knocked is not None and hand.knocked.gin


def test_setting_big_gin_needs_every_card_melded() -> None:
    hand = hand_for(CAPTAIN, JUNK, "4s", rules=RuleSet(big_gin=True))
    hand.apply(TakeUpcard())
    with pytest.raises(IllegalActionError, match="big gin needs all eleven cards in melds"):
        hand.apply(knock(None, CAPTAIN + " 4s"))


# -- Oklahoma -----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("upcard", "limit"), [("7s", 7), ("2d", 2), ("Td", 10), ("Qh", 10), ("Ad", 0), ("5d", 5)]
)
def test_setting_oklahoma_upcard_sets_the_knock_limit(upcard: str, limit: int) -> None:
    hand = hand_for(CAPTAIN, JUNK, upcard, rules=RuleSet(oklahoma=True))
    assert hand.knock_limit == limit
    assert hand_for(CAPTAIN, JUNK, upcard).knock_limit == 10


def test_setting_oklahoma_knock_limit_is_enforced() -> None:
    hand = hand_for(CAPTAIN, JUNK, "7s", stock="8d", rules=RuleSet(oklahoma=True))
    play(hand, PassUpcard(), PassUpcard(), DrawStock())
    # Shedding Kc leaves the 8d: 8 is fine by default but the 7 turned up sets the limit at 7.
    assert not any(isinstance(a, Knock) for a in hand.legal_actions())
    with pytest.raises(IllegalActionError, match=r"deadwood would be 8, and knocking needs at most 7"):
        hand.apply(knock("Kc", "As 2s 3s 7h 7d 7c 4c 5c 6c 8d"))


def test_setting_oklahoma_limit_allows_up_to_the_upcard_value() -> None:
    hand = hand_for(CAPTAIN, JUNK, "5h", stock="Ah", rules=RuleSet(oklahoma=True))
    play(hand, PassUpcard(), PassUpcard(), DrawStock())
    # Keeping Ah and shedding Kc: 1 <= 5.
    assert hand.can(knock("Kc", "As 2s 3s 7h 7d 7c 4c 5c 6c Ah"))
    # Keeping Kc and shedding Ah: 10 > 5.
    with pytest.raises(IllegalActionError, match="knocking needs at most 5"):
        hand.apply(knock("Ah", CAPTAIN))


def test_setting_oklahoma_ace_upcard_means_gin_only() -> None:
    hand = hand_for(CAPTAIN, JUNK, "Ah", rules=RuleSet(oklahoma=True))
    assert hand.knock_limit == 0
    hand.apply(TakeUpcard())
    # Shedding Kc leaves just the ace: one point is too many.
    with pytest.raises(IllegalActionError, match=r"deadwood would be 1, and knocking needs gin only"):
        hand.apply(knock("Kc", "As 2s 3s 7h 7d 7c 4c 5c 6c Ah"))
    assert not any(isinstance(a, Knock) for a in hand.legal_actions())
    # Gin itself is allowed.
    gin_hand = hand_for(BIG, JUNK, "Ah", stock="7s", rules=RuleSet(oklahoma=True))
    play(gin_hand, PassUpcard(), PassUpcard(), DrawStock(), knock("7s", BIG))
    assert gin_hand.knocked is not None and gin_hand.knocked.gin


# -- discarding the card just taken ----------------------------------------------------


def test_setting_discard_taken_card_allows_throwing_it_back() -> None:
    rules = RuleSet(discard_taken_card=True)
    hand = hand_for(CAPTAIN, JUNK, "2d", rules=rules)
    hand.apply(TakeUpcard())
    assert Discard(Card.parse("2d")) in hand.legal_actions()
    as_knock = knock("2d", CAPTAIN)
    assert as_knock in hand.legal_actions()
    hand.apply(Discard(Card.parse("2d")))
    assert hand.discard_pile == parse_cards("2d")


def test_setting_discard_taken_card_allows_knocking_with_it() -> None:
    hand = hand_for(CAPTAIN, JUNK, "Kd", rules=RuleSet(discard_taken_card=True))
    hand.apply(TakeUpcard())
    hand.apply(knock("Kd", CAPTAIN))
    assert hand.discard_pile == parse_cards("Kd")


def test_rule_set_rejects_wrong_values() -> None:
    assert RuleSet() == RuleSet.from_json(RuleSet().to_json())
    with pytest.raises(RuleSetError, match="unknown rule settings: colour"):
        RuleSet.from_json({"colour": "red"})
    with pytest.raises(RuleSetError, match="big_gin must be true or false"):
        RuleSet(big_gin=1)  # type: ignore[arg-type]
    with pytest.raises(RuleSetError, match="target must be a whole number"):
        RuleSet(target=100.0)  # type: ignore[arg-type]
    # 25.0 == 25, but a float bonus would make every total a float.
    with pytest.raises(RuleSetError, match=r"gin_bonus must be a whole number, not 25\.0"):
        RuleSet(gin_bonus=25.0)  # type: ignore[arg-type]
    with pytest.raises(RuleSetError, match="knock limit 11"):
        RuleSet(knock_limit=11)


def test_settings_refuse_negative_bonuses() -> None:
    with pytest.raises(RuleSetError, match="undercut_bonus"):
        RuleSet(undercut_bonus=-10)
    with pytest.raises(RuleSetError, match="big_gin_extra"):
        RuleSet(big_gin_extra=-6)
