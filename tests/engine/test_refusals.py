"""Refusals are data (R11-R19): every IllegalActionError carries a Refusal
whose code is a RefusalCode with an English template, and whose text ends
the error message. Random play tries many illegal actions; small scenarios
reach the rare refusals, so every code is raised at least once."""

from __future__ import annotations

import random
from enum import Enum

import pytest

from gin3.engine import (
    Card,
    Discard,
    DrawDiscard,
    DrawStock,
    Hand,
    IllegalActionError,
    Knock,
    LaidOffCard,
    LayOff,
    Match,
    Meld,
    NextHand,
    PassUpcard,
    Refusal,
    RefusalCode,
    RuleSet,
    TakeUpcard,
    best_arrangement,
    parse_cards,
)
from gin3.engine.refusals import TEMPLATES
from tests.engine.support import greedy_action, hand_for, mixed_chooser, play
from tests.engine.test_properties import near_misses, random_candidates

CAPTAIN = "As 2s 3s 7h 7d 7c 4c 5c 6c Kc"
JUNK = "2h 3d 9h 5s 6d 8h 9c Jc Qd Ks"
BIG = "As 2s 3s 4s 7h 7d 7c 4c 5c 6c"


def melds_of(text: str) -> tuple[Meld, ...]:
    return best_arrangement(parse_cards(text)).melds


def knock(discard: str, keeps: str) -> Knock:
    return Knock(Card.parse(discard), melds_of(keeps))


def refusal_of(target: Hand | Match, action: object) -> IllegalActionError:
    """The error ``target`` raises for ``action``; checks its shape on the way."""
    with pytest.raises(IllegalActionError) as info:
        target.apply(action)  # type: ignore[arg-type]
    check(info.value, action)
    return info.value


def check(error: IllegalActionError, action: object) -> None:
    refusal = error.refusal
    assert isinstance(refusal, Refusal)
    assert isinstance(refusal.code, RefusalCode) and refusal.code in TEMPLATES
    assert str(error).endswith(": " + refusal.text)
    assert refusal.text == TEMPLATES[refusal.code].format(**{k: _shown(v) for k, v in refusal.args})
    assert error.action is action
    assert str(error).startswith(f"{error.phase.value} phase")
    assert "{" not in refusal.text, "every placeholder is filled"


def _shown(value: object) -> object:
    if isinstance(value, tuple) and value and all(isinstance(v, Card) for v in value):
        return " ".join(str(c) for c in value)
    return value


def malformed_candidates() -> list[object]:
    return [
        Discard("7h"),  # type: ignore[arg-type]
        Knock("7h", ()),  # type: ignore[arg-type]
        Knock(None, [Meld.parse("As 2s 3s")]),  # type: ignore[arg-type]
        LayOff(["As 2s 3s"]),  # type: ignore[arg-type]
        LayOff((), [LaidOffCard(Card.parse("As"), 0)]),  # type: ignore[arg-type]
        LayOff((), (LaidOffCard(Card.parse("As"), True),)),
        "draw",
        None,
    ]


def _state(match: Match) -> tuple[object, ...]:
    """What a refused action could have changed (cheaper than a whole snapshot per try)."""
    hand = match.hand
    return (
        len(match.actions),
        len(match.events),
        tuple(match.totals),
        hand.phase,
        hand.turn,
        hand.discard_pile,
        hand.stock,
        tuple(hand.cards(seat) for seat in hand.seats),
        hand.taken_from_pile,
    )


def fuzz_codes(matches: int) -> set[Enum]:
    """Play random matches, trying illegal actions on the way; the codes raised."""
    codes: set[Enum] = set()
    rules = [RuleSet(target=40), RuleSet(target=30, big_gin=True), RuleSet(target=30, oklahoma=True)]
    for seed in range(matches):
        rng = random.Random(seed)
        players = ("Ana", "Bo", "Cem") if seed % 2 else ("Ana", "Bo")
        match = Match(players, seed=seed, rules=rules[seed % len(rules)])
        choose = mixed_chooser(rng, greedy_share=0.7, knock_bias=0.7)
        for _ in range(800):
            hand = match.hand
            legal = match.legal_actions()
            candidates: list[object] = [NextHand(), *malformed_candidates()]
            if not match.between_hands and not match.is_over:
                candidates += random_candidates(hand, rng) + near_misses(hand, legal, rng)
            else:
                candidates += [TakeUpcard(), DrawStock(), Discard(rng.choice(hand.cards(hand.turn)))]
            before = _state(match)
            for action in candidates:
                if match.can(action):  # type: ignore[arg-type]
                    continue
                codes.add(refusal_of(match, action).refusal.code)
            assert _state(match) == before  # a refused action changes nothing
            if match.is_over:
                break
            match.apply(NextHand() if match.between_hands else choose(hand))
    return codes


def scenario_codes() -> set[Enum]:
    """Targeted positions for the refusals random play rarely meets."""
    codes: set[Enum] = set()

    def expect(target: Hand | Match, action: object, code: RefusalCode) -> None:
        error = refusal_of(target, action)
        assert error.refusal.code is code, (error.refusal, code)
        codes.add(code)

    hand = hand_for(CAPTAIN, JUNK, "2d")
    expect(hand, DrawStock(), RefusalCode.OFFER_FIRST)
    play(hand, PassUpcard(), PassUpcard())
    expect(hand, DrawDiscard(), RefusalCode.BOTH_PASSED)
    expect(hand, Discard(Card.parse("Kc")), RefusalCode.DRAW_FIRST)
    hand = hand_for(CAPTAIN, JUNK, "2d")
    hand.apply(TakeUpcard())
    expect(hand, DrawStock(), RefusalCode.ALREADY_DRAWN)
    expect(hand, Discard(Card.parse("Ah")), RefusalCode.NOT_IN_HAND)
    expect(hand, Discard(Card.parse("2d")), RefusalCode.TAKEN_CARD)
    expect(hand, Knock(None, melds_of(CAPTAIN)), RefusalCode.KNOCK_NEEDS_DISCARD)
    expect(
        hand,
        Knock(Card.parse("Kc"), (*melds_of("As 2s 3s"), *melds_of("As 2s 3s"))),
        RefusalCode.MELD_OVERLAP,
    )
    error = refusal_of(hand, Knock(Card.parse("Kc"), melds_of("7h 8h 9h")))
    assert error.refusal.code is RefusalCode.MELD_NOT_HELD
    assert error.refusal.arg("cards") == parse_cards("8h 9h")
    codes.add(error.refusal.code)
    big_hand = hand_for(CAPTAIN, JUNK, "2d", rules=RuleSet(big_gin=True))
    big_hand.apply(TakeUpcard())
    expect(big_hand, Knock(None, melds_of(CAPTAIN)), RefusalCode.BIG_GIN_NEEDS_ALL)
    heavy = hand_for("As 2s 3s 7h 7d 7c 4c 5c 9d 2h", JUNK.replace("2h", "Kh"), "Ah")
    heavy.apply(TakeUpcard())
    error = refusal_of(heavy, Knock(Card.parse("9d"), melds_of("As 2s 3s 7h 7d 7c")))
    assert error.refusal.code is RefusalCode.KNOCK_TOO_MUCH
    assert error.refusal.kwargs == {"deadwood": 12, "limit": 10}
    codes.add(error.refusal.code)
    oklahoma = hand_for(CAPTAIN, JUNK, "Ah", rules=RuleSet(oklahoma=True))
    oklahoma.apply(TakeUpcard())
    error = refusal_of(oklahoma, knock("Kc", "As 2s 3s 7h 7d 7c 4c 5c 6c Ah"))
    assert error.refusal == Refusal.of(RefusalCode.KNOCK_GIN_ONLY, deadwood=1)
    codes.add(error.refusal.code)

    hand = hand_for(CAPTAIN, "7s 3d 9h 5s 6d 8h 9c Jc Qd Ks", "2d")
    hand.apply(TakeUpcard())
    hand.apply(knock("Kc", "As 2s 3s 7h 7d 7c 4c 5c 6c 2d"))
    sevens = next(i for i, m in enumerate(hand.knocked.arrangement.melds) if Card.parse("7h") in m)  # type: ignore[union-attr]
    expect(hand, DrawStock(), RefusalCode.LAY_DOWN_FIRST)
    expect(hand, LayOff((), (LaidOffCard(Card.parse("9h"), sevens),)), RefusalCode.DOES_NOT_FIT)
    expect(hand, LayOff((), (LaidOffCard(Card.parse("7s"), 9),)), RefusalCode.NO_SUCH_MELD)
    expect(hand, LayOff((), (LaidOffCard(Card.parse("As"), sevens),)), RefusalCode.NOT_IN_HAND)
    twice = (LaidOffCard(Card.parse("7s"), sevens),) * 2
    expect(hand, LayOff((), twice), RefusalCode.LAID_OFF_TWICE)
    for action, code in zip(
        malformed_candidates()[:6],
        [RefusalCode.NOT_A_CARD, RefusalCode.NOT_A_CARD, RefusalCode.NOT_MELDS, RefusalCode.NOT_MELDS]
        + [RefusalCode.NOT_LAYOFFS] * 2,
        strict=True,
    ):
        expect(hand, action, code)
    expect(hand, "draw", RefusalCode.NOT_AN_ACTION)
    hand.apply(LayOff(()))
    expect(hand, DrawStock(), RefusalCode.HAND_OVER)

    gin = hand_for(CAPTAIN, "8h 9h Th Jd Qd Kd 2c 2d 2h 5s", "4s")
    gin.apply(TakeUpcard())
    gin.apply(knock("Kc", BIG))
    runs = next(i for i, m in enumerate(gin.knocked.arrangement.melds) if Card.parse("As") in m)  # type: ignore[union-attr]
    expect(gin, LayOff((), (LaidOffCard(Card.parse("5s"), runs),)), RefusalCode.NO_LAYOFF_ON_GIN)

    match = Match(("Ana", "Bo", "Cem"), seed=5, rules=RuleSet(target=1))
    expect(match, NextHand(), RefusalCode.HAND_IN_PLAY)
    while not match.between_hands and not match.is_over:
        match.apply(greedy_action(match.hand))
    if match.between_hands:
        expect(match, DrawStock(), RefusalCode.NEXT_HAND_FIRST)
        match.apply(NextHand())
        while not match.is_over:
            match.apply(NextHand() if match.between_hands else greedy_action(match.hand))
    expect(match, NextHand(), RefusalCode.MATCH_OVER)
    assert match.hands[-1].result is not None
    return codes


def test_refusals_of_random_play_are_data_with_english_text() -> None:
    codes = fuzz_codes(6)
    assert RefusalCode.NEXT_HAND_FIRST in codes and RefusalCode.HAND_IN_PLAY in codes


def test_every_refusal_code_is_raised_and_has_a_template() -> None:
    assert set(TEMPLATES) == set(RefusalCode)
    codes = scenario_codes() | fuzz_codes(2)
    assert codes == set(RefusalCode), set(RefusalCode) - codes


def test_r19_the_match_over_refusal_names_the_winner() -> None:
    match = Match(("Ana", "Bo"), seed=3, rules=RuleSet(target=1))
    while not match.is_over:
        match.apply(NextHand() if match.between_hands else greedy_action(match.hand))
    assert match.winner is not None
    error = refusal_of(match, DrawStock())
    assert error.refusal == Refusal.of(RefusalCode.MATCH_OVER, winner=match.name(match.winner))
    assert error.seat is None and error.phase is match.hand.phase
    assert str(error).endswith(
        f"cannot draw from the stock: the match is over ({match.name(match.winner)} won)"
    )


def test_refusal_keeps_typed_arguments_and_renders_english() -> None:
    meld = Meld.parse("7c 7d 7h")
    refusal = Refusal.of(RefusalCode.DOES_NOT_FIT, card=Card.parse("9h"), meld=meld)
    assert refusal.arg("card") == Card.parse("9h") and refusal.arg("meld") is meld
    assert refusal.kwargs == {"card": Card.parse("9h"), "meld": meld}
    assert refusal.text == "9h cannot be laid off on 7c 7d 7h (R13)"
    with pytest.raises(KeyError):
        refusal.arg("limit")
    missing = Refusal.of(RefusalCode.MELD_NOT_HELD, cards=parse_cards("8h 9h"), meld=Meld.parse("7h 8h 9h"))
    assert missing.text == "8h 9h of [7h 8h 9h] is not in the hand"
    assert Refusal.of(RefusalCode.NOT_A_CARD, value="7h").text == "'7h' is not a card"


def test_error_message_names_phase_seat_and_action() -> None:
    hand = hand_for(CAPTAIN, JUNK, "2d")
    error = refusal_of(hand, DrawStock())
    assert (
        str(error)
        == "first-upcard offer phase, seat 1: cannot draw from the stock: first take or pass the upcard (R12)"
    )
    assert error.seat == hand.turn and error.phase is hand.phase


MALFORMED = (
    (LayOff(None), RefusalCode.NOT_MELDS),  # type: ignore[arg-type]
    (Knock(None, None), RefusalCode.NOT_MELDS),  # type: ignore[arg-type]
    (LayOff((), (("As", 0),)), RefusalCode.NOT_LAYOFFS),  # type: ignore[arg-type]
    ("draw", RefusalCode.NOT_AN_ACTION),
)


@pytest.mark.parametrize(("action", "code"), MALFORMED, ids=repr)
def test_a_malformed_action_is_refused_between_hands_and_after_the_match(
    action: object, code: RefusalCode
) -> None:
    """Not only during a hand: between hands and once the match is won, a value that is no
    action is refused as such (IllegalActionError, its repr in the message), never a TypeError."""
    match = Match(("Ana", "Bo"), seed=3)
    while not match.between_hands:
        match.apply(greedy_action(match.hand))
    for _ in ("between hands", "match over"):
        assert not match.can(action)  # type: ignore[arg-type]
        error = refusal_of(match, action)
        assert error.refusal.code is code and repr(action) in str(error)
        while not match.is_over:
            match.apply(NextHand() if match.between_hands else greedy_action(match.hand))
