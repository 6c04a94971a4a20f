"""The advisor's suggestions: every captain decision, ranked, with true reasons."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from gin3.ai import Advisor, Suggestion, make_player
from gin3.ai.advisor import TEMPLATES
from gin3.ai.players import HARD, BrainPlayer
from gin3.engine import (
    Card,
    Discard,
    DrawDiscard,
    DrawStock,
    Knock,
    LayOff,
    Match,
    NextHand,
    PassUpcard,
    Phase,
    Role,
    Seat,
    TakeUpcard,
    View,
    best_arrangement,
    cards_mask,
    mask_deadwood,
    parse_cards,
)
from gin3.engine.hand import Hand
from gin3.engine.view import hand_view

Dealer = Callable[..., Hand]


def _cards(text: str) -> list[Card]:
    return list(parse_cards(text.replace("♣", "c").replace("♦", "d").replace("♥", "h").replace("♠", "s")))


def _is_meld(cards: list[Card]) -> bool:
    return len(cards) >= 3 and mask_deadwood(cards_mask(cards)) == 0


def assert_true_reason(view: View, suggestion: Suggestion) -> None:
    """Check the facts each reason template states against the position."""
    reason = suggestion.reason
    args = dict(reason.args)
    assert reason.template in TEMPLATES
    assert suggestion.text == TEMPLATES[reason.template].format(**args)
    hand = cards_mask(view.hand)
    unseen = cards_mask(view.unseen)
    template, action = reason.template, suggestion.action
    if template.startswith(("take.", "pass.", "decline.")):
        top = view.discard_pile[-1]
        melds = mask_deadwood(hand | top.bit) < mask_deadwood(hand) + top.value
        after = min(mask_deadwood((hand | top.bit) ^ c.bit) for c in view.hand)
        assert isinstance(action, TakeUpcard | DrawDiscard | PassUpcard | DrawStock)
        assert _cards(args["card"]) == [top]
        if template == "take.meld":
            meld = _cards(args["meld"])
            assert top in meld and _is_meld(meld) and set(meld) <= {*view.hand, top}
        elif template == "take.lower":
            assert int(args["before"]) == mask_deadwood(hand) > int(args["after"]) == after
        elif template.endswith(".nomeld"):
            assert not melds
        elif template.endswith(".meld"):
            assert melds
    elif template.startswith(("discard.", "wait.")):
        assert isinstance(action, Discard)
        card = action.card
        assert _cards(args["card"]) == [card]
        rest = [c for c in view.hand if c != card]
        full = best_arrangement(view.hand)
        if "deadwood" in args:
            assert int(args["deadwood"]) == mask_deadwood(cards_mask(rest))
        if template.startswith("wait."):
            assert any(isinstance(a, Knock) for a in view.legal_actions)
        if template in ("discard.highest", "discard.highest_keeps"):
            assert card in full.deadwood and card.value == max(c.value for c in full.deadwood)
        if template in ("discard.deadwood", "discard.deadwood_keeps"):
            assert card in full.deadwood
        if template == "discard.melded":
            meld = _cards(args["meld"])
            assert card in meld and _is_meld(meld) and set(meld) <= set(view.hand)
        if template.endswith("_keeps"):
            pair = _cards(args["draw"])
            loose = best_arrangement(rest).deadwood
            assert len(pair) == 2 and set(pair) <= set(loose)
            assert any(mask_deadwood(cards_mask(pair) | c.bit) == 0 for c in view.unseen)
        if template == "discard.dead":
            live = [c for c in view.unseen] + list(view.opponent_from_pile)
            assert not any(
                mask_deadwood(card.bit | a.bit | b.bit) == 0
                for i, a in enumerate(live)
                for b in live[i + 1 :]
            )
    elif template.startswith("knock."):
        assert isinstance(action, Knock)
        held = [c for c in view.hand if c != action.discard]
        melded = cards_mask(c for m in action.melds for c in m.cards)
        deadwood = sum(c.value for c in held if not melded & c.bit)
        if template == "knock.gin":
            assert deadwood == 0
        else:
            assert int(args["deadwood"]) == deadwood > 0
            assert action.discard is not None and _cards(args["card"]) == [action.discard]
        if template == "knock.layoffs":
            reach = {
                c
                for m in action.melds
                for c in m.extensions()
                if c.bit & (unseen | cards_mask(view.opponent_from_pile))
            }
            assert int(args["layoffs"]) >= len(reach)
    else:
        assert isinstance(action, LayOff)
        laid = [lo.card for lo in action.layoffs]
        if template == "layoff.cards":
            assert _cards(args["cards"]) == sorted(laid)
        if template == "layoff.gin":
            assert view.knocked is not None and view.knocked.gin and not laid
        if "deadwood" in args:
            used = cards_mask(c for m in action.melds for c in m.cards) | cards_mask(laid)
            assert int(args["deadwood"]) == sum(c.value for c in view.hand if not used & c.bit)


def test_offer_suggests_taking_a_card_that_melds_and_says_so(deal: Dealer) -> None:
    hand = deal("7h 8h Kc Qd 2s 4c 9d Js 5c Ad", "", "9h")
    view = hand_view(hand, Seat.FIRST)
    suggestions = Advisor().suggest(view)
    assert {type(s.action) for s in suggestions} == {TakeUpcard, PassUpcard}
    best = suggestions[0]
    assert best.action == TakeUpcard()
    assert best.reason.template == "take.meld"
    assert best.text == "Take 9♥: it melds with your cards as 7♥ 8♥ 9♥."
    for s in suggestions:
        assert_true_reason(view, s)


def test_offer_suggests_passing_a_useless_card(deal: Dealer) -> None:
    hand = deal("7h 8h Kc Qd 2s 4c 9d Js 5c Ad", "", "Kh")
    view = hand_view(hand, Seat.FIRST)
    best = Advisor().suggest(view)[0]
    assert best.action == PassUpcard()
    assert best.text == "Pass K♥: it makes no meld with your cards."


def test_a_ten_is_written_10_in_the_advice_as_on_the_table(deal: Dealer) -> None:
    hand = deal("8h 9h Kc Qd 2s 4c 9d Js 5c Ad", "", "Th")
    best = Advisor().suggest(hand_view(hand, Seat.FIRST))[0]
    assert best.action == TakeUpcard()
    assert best.text == "Take 10♥: it melds with your cards as 8♥ 9♥ 10♥."


def test_discard_reasons_name_the_highest_deadwood_and_the_open_draw(deal: Dealer) -> None:
    hand = deal("7h 8h 9h 2c 3c 4c 5d 6d Kc As", "", "Qs", "Jd")
    hand.apply(PassUpcard())
    hand.apply(PassUpcard())
    hand.apply(DrawStock())
    view = hand_view(hand, Seat.FIRST)
    suggestions = Advisor().suggest(view)
    assert {s.action for s in suggestions if isinstance(s.action, Discard)} == {Discard(c) for c in view.hand}
    values = [s.value for s in suggestions]
    assert values == sorted(values, reverse=True)
    best = suggestions[0]
    assert best.action in (Discard(Card.parse("Kc")), Discard(Card.parse("Jd")))
    assert best.reason.template == "discard.highest_keeps"
    assert best.text.endswith("keeps 5♦ 6♦ open.")
    for s in suggestions:
        assert_true_reason(view, s)


def test_knock_suggestions_list_discards_and_arrangements(deal: Dealer) -> None:
    hand = deal("5h 6h 7h 7c 7d 2s 3s 4s Kc Ad", "", "7s")
    hand.apply(TakeUpcard())
    view = hand_view(hand, Seat.FIRST)
    suggestions = Advisor().suggest(view)
    knocks = [s for s in suggestions if isinstance(s.action, Knock)]
    assert knocks and isinstance(suggestions[0].action, Knock)
    assert len({(k.action.discard, k.action.melds) for k in knocks if isinstance(k.action, Knock)}) >= 2
    assert any(isinstance(s.action, Discard) for s in suggestions)
    for s in suggestions:
        assert_true_reason(view, s)


def test_gin_is_suggested_with_its_bonus(deal: Dealer) -> None:
    hand = deal("5h 6h 7h 8h 2s 3s 4s Kc Kd 9c", "", "Ks")
    hand.apply(TakeUpcard())
    view = hand_view(hand, Seat.FIRST)
    best = Advisor().suggest(view)[0]
    assert isinstance(best.action, Knock) and best.reason.template == "knock.gin"
    assert "25" in best.text


def test_lay_off_reason(deal: Dealer) -> None:
    hand = deal("2h 3h 4h 5s 6s 7s 9d 9c Ac Kc", "5h 8s 9h Td Jd Qh 2c 3c Ks Kd", "9s")
    hand.apply(TakeUpcard())
    hand.apply(make_player("simple", 1).choose(hand_view(hand, Seat.FIRST)))
    view = hand_view(hand, Seat.SECOND)
    (best,) = Advisor().suggest(view)
    assert best.reason.template == "layoff.cards"
    assert_true_reason(view, best)
    hand.apply(best.action)
    assert hand.result is not None and best.value == -hand.result.points


# ``hard``'s way of thinking on a small budget (its guesses, playouts and lookahead, fewer of
# each): the reasons are read off the position and the ratings whatever their budget, so the same
# code explains the moves, in a twentieth of the time.
QUICK_HARD = replace(HARD, samples=20, rollout_worlds=20, rollout_final=20, rollout_stock=0, two_step=8)


def test_reasons_are_true_in_positions_from_real_play() -> None:
    advisor = Advisor(QUICK_HARD)
    seen: set[str] = set()
    for seed in range(3):
        match = Match(["a", "b", "c"], seed=seed)
        players = [BrainPlayer("hard", QUICK_HARD, seed + i) for i in range(3)]
        steps = 0
        while not match.is_over and steps < 120:
            if match.between_hands:
                match.apply(NextHand())
                continue
            seat = match.hand.turn
            view = match.view(seat)
            if view.role is Role.CAPTAIN:
                sitter_view = match.view(match.seat_with(Role.SITTER))
                suggestions = advisor.suggest(sitter_view)
                choice = players[seat].choose(view)
                assert suggestions[0].action == choice
                for s in suggestions:
                    assert_true_reason(sitter_view, s)
                    seen.add(s.reason.template)
                match.apply(choice)
            else:
                match.apply(players[seat].choose(view))
            steps += 1
    assert len(seen) >= 18  # of the 21 templates (these deals show all 21)


def test_no_suggestions_when_the_side_is_not_to_act(deal: Dealer) -> None:
    hand = deal("7h 8h Kc Qd 2s 4c 9d Js 5c Ad", "", "9h")
    assert Advisor().suggest(hand_view(hand, Seat.SECOND)) == []
    assert hand.phase is Phase.OFFER


def test_hard_knocks_with_the_melds_that_leave_least_to_lay_off(deal: Dealer) -> None:
    # three runs or three sets of the same nine cards: the sets take only 3♠ 4♠ 5♠
    hand = deal("3c 4c 5c 3d 4d 5d 3h 4h 5h 2s", "", "Kh", "Ks")
    hand.apply(PassUpcard())
    hand.apply(PassUpcard())
    hand.apply(DrawStock())
    view = hand_view(hand, Seat.FIRST)
    choice = make_player("hard", 1).choose(view)
    assert isinstance(choice, Knock) and choice.discard == Card.parse("Ks")
    assert all(len({c.rank for c in m.cards}) == 1 for m in choice.melds)
    best = Advisor().suggest(view)[0]
    assert best.action == choice
    assert best.reason.template == "knock.layoffs" and dict(best.reason.args)["layoffs"] == "3"
