"""Named tests for the rules a whole match adds: roles (R6-R8), dead hands in a
match (R17), who scores (R18), the target (R19), and two-player classic gin.

Match deals are shuffled from the seed, so these tests play with the simple
greedy strategy and pick, from the first seeds, a deal that ends the way the
rule needs; the seeds are fixed, so every run plays the same hands.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence

import pytest

from gin3.engine import (
    Card,
    DrawStock,
    GinError,
    HandDead,
    HandDealt,
    HandScored,
    IllegalActionError,
    Match,
    MatchSetupError,
    MatchWon,
    Mode,
    NextHand,
    Outcome,
    RefusalCode,
    Role,
    RolesSet,
    RuleSet,
    Seat,
    parse_cards,
)
from gin3.engine.match import draw_order
from tests.engine.support import greedy_action, play_hand_of_match

PLAYERS = ("Ana", "Bo", "Cem")


def play_first_hand(
    seed: int, *, box_knocks: bool, captain_knocks: bool, players: Sequence[str] = PLAYERS, target: int = 100
) -> tuple[Match, dict[Seat, Role], Seat]:
    """Play the first hand of a match greedily; returns the match, the roles the
    hand was played with, and the first hand's dealer."""
    match = Match(players, seed=seed, rules=RuleSet(target=target))
    roles = dict(match.roles)
    dealer = match.hand.dealer

    def choose(hand: object) -> object:
        knocks = box_knocks if match.hand.turn == match.hand.dealer else captain_knocks
        return greedy_action(match.hand, may_knock=knocks)

    play_hand_of_match(match, choose)  # type: ignore[arg-type]
    return match, roles, dealer


def find_first_hand(
    wanted: Callable[[Match], bool],
    *,
    box_knocks: bool,
    captain_knocks: bool,
    players: Sequence[str] = PLAYERS,
) -> tuple[Match, dict[Seat, Role], Seat]:
    """The first seed whose first hand ends as ``wanted``."""
    for seed in range(300):
        found = play_first_hand(seed, box_knocks=box_knocks, captain_knocks=captain_knocks, players=players)
        if wanted(found[0]):
            return found
    raise AssertionError("no seed gave the hand this test needs")


def first_result(match: Match) -> HandScored | HandDead | None:
    return match.hands[0].result


def seat_of(roles: dict[Seat, Role], role: Role) -> Seat:
    return next(seat for seat, has in roles.items() if has is role)


# -- roles ---------------------------------------------------------------------------


def test_r6_box_against_captain_and_sitter() -> None:
    match = Match(PLAYERS, seed=3)
    assert sorted(r.value for r in match.roles.values()) == ["box", "captain", "sitter"]
    box, captain, sitter = (match.seat_with(r) for r in (Role.BOX, Role.CAPTAIN, Role.SITTER))
    # The captain holds the team's cards; the sitter gets none but sees them.
    assert set(match.hand.seats) == {box, captain} and sitter not in match.hand.seats
    assert match.view(sitter).hand == match.hand.cards(captain)
    assert match.side_of(sitter) == captain and match.side_of(captain) == captain
    assert match.side_of(box) == box


class ScriptedDraw:
    """Stands in for the random generator of R7: deals the given cards in turn."""

    def __init__(self, *rounds: str) -> None:
        self.rounds = [parse_cards(text) for text in rounds]

    def sample(self, population: Sequence[Card], k: int) -> list[Card]:
        cards = list(self.rounds.pop(0))
        assert len(cards) == k
        return cards


def test_r7_highest_card_is_box_middle_captains_lowest_sits_out() -> None:
    seats = (Seat.FIRST, Seat.SECOND, Seat.THIRD)
    order, rounds = draw_order(seats, ScriptedDraw("5c Kd As"))  # type: ignore[arg-type]
    assert order == [Seat.SECOND, Seat.FIRST, Seat.THIRD]
    assert rounds == [tuple(zip(seats, parse_cards("5c Kd As"), strict=True))]


def test_r7_players_who_tie_draw_again_among_themselves() -> None:
    seats = (Seat.FIRST, Seat.SECOND, Seat.THIRD)
    # Seats 1 and 3 tie with kings; they draw again and tie again; then seat 3 wins.
    rng = ScriptedDraw("Kc 2d Kh", "7s 7d", "9c Td")
    order, rounds = draw_order(seats, rng)  # type: ignore[arg-type]
    assert order == [Seat.THIRD, Seat.FIRST, Seat.SECOND]
    assert [len(r) for r in rounds] == [3, 2, 2]
    assert [seat for seat, _ in rounds[1]] == [Seat.FIRST, Seat.THIRD]
    # A three-way tie is drawn again by all three; the ace is lowest.
    order, _ = draw_order(seats, ScriptedDraw("Qc Qd Qh", "Ac 2c 3c"))  # type: ignore[arg-type]
    assert order == [Seat.THIRD, Seat.SECOND, Seat.FIRST]


def test_r7_match_roles_follow_the_draw_shown_to_players() -> None:
    tied = 0
    for seed in range(60):
        match = Match(PLAYERS, seed=seed)
        first = match.role_draw[0]
        ranks = {seat: int(card.rank) for seat, card in first}
        box, captain, sitter = (match.seat_with(r) for r in (Role.BOX, Role.CAPTAIN, Role.SITTER))
        assert ranks[box] >= ranks[captain] >= ranks[sitter]
        if len(match.role_draw) > 1:
            tied += 1
            for later in match.role_draw[1:]:
                redrawn = {seat for seat, _ in later}
                assert len({ranks[s] for s in redrawn}) == 1, "only tied players draw again"
        assert match.events[0] == RolesSet(tuple(sorted(match.roles.items())), match.events[0].reason)  # type: ignore[union-attr]
    assert tied, "some of these seeds should have drawn a tie"


def test_r8_box_wins_keeps_the_box_and_captain_and_sitter_swap() -> None:
    match, roles, _ = find_first_hand(
        lambda m: isinstance(r := first_result(m), HandScored) and r.winner == m.hands[0].dealer,
        box_knocks=True,
        captain_knocks=False,
    )
    box, captain, sitter = (seat_of(roles, r) for r in (Role.BOX, Role.CAPTAIN, Role.SITTER))
    assert match.roles == {box: Role.BOX, captain: Role.SITTER, sitter: Role.CAPTAIN}
    assert (match.hand.dealer, match.hand.non_dealer) == (box, sitter)


def test_r8_box_loses_sits_out_captain_takes_the_box_sitter_captains() -> None:
    match, roles, _ = find_first_hand(
        lambda m: isinstance(r := first_result(m), HandScored) and r.winner == m.hands[0].non_dealer,
        box_knocks=False,
        captain_knocks=True,
    )
    box, captain, sitter = (seat_of(roles, r) for r in (Role.BOX, Role.CAPTAIN, Role.SITTER))
    assert match.roles == {captain: Role.BOX, sitter: Role.CAPTAIN, box: Role.SITTER}
    assert (match.hand.dealer, match.hand.non_dealer) == (captain, sitter)


def test_r8_box_undercut_loses_the_box() -> None:
    match, roles, _ = find_first_hand(
        lambda m: isinstance(r := first_result(m), HandScored) and r.outcome is Outcome.UNDERCUT,
        box_knocks=True,
        captain_knocks=False,
    )
    box, captain, sitter = (seat_of(roles, r) for r in (Role.BOX, Role.CAPTAIN, Role.SITTER))
    assert match.hands[0].result.knocker == box  # type: ignore[union-attr]
    assert match.roles == {captain: Role.BOX, sitter: Role.CAPTAIN, box: Role.SITTER}


def test_r8_r17_after_a_dead_hand_roles_stay_and_the_box_deals_again() -> None:
    match, roles, dealer = play_first_hand(4, box_knocks=False, captain_knocks=False)
    assert isinstance(first_result(match), HandDead)
    assert match.roles == roles and match.totals == [0, 0, 0]
    assert match.hand.number == 2 and match.hand.dealer == dealer == seat_of(roles, Role.BOX)
    assert any(isinstance(e, RolesSet) and "dead hand" in e.reason for e in match.events)
    # The redeal is a fresh shuffle, not the same cards again.
    assert match.hand.cards(dealer) != match.hands[0].cards(dealer)


# -- scoring ------------------------------------------------------------------------


def test_r18_sitter_never_scores_and_totals_run_across_roles() -> None:
    match = Match(PLAYERS, seed=11, rules=RuleSet(target=150))
    points = [0, 0, 0]
    sat_out: set[Seat] = set()
    while not match.is_over:
        roles = dict(match.roles)
        sitter = seat_of(roles, Role.SITTER)
        sat_out.add(sitter)
        before = list(match.totals)
        play_hand_of_match(match, lambda h: greedy_action(h))
        result = match.hands[-1].result
        if isinstance(result, HandScored):
            assert result.winner != sitter and result.loser != sitter
            assert roles[result.winner] in (Role.BOX, Role.CAPTAIN)
            points[result.winner] += result.points
        assert match.totals[sitter] == before[sitter]
    assert match.totals == points
    assert len(sat_out) == 3, "every player sat out at some point and kept their total"


def test_r19_first_to_the_target_wins_the_match() -> None:
    match = Match(PLAYERS, seed=5)
    while not match.is_over:
        play_hand_of_match(match, lambda h: greedy_action(h))
    assert match.winner is not None and match.totals[match.winner] >= 100
    assert sorted(match.totals)[1] < 100
    assert match.events[-1] == MatchWon(match.winner, tuple(match.totals))
    assert match.turn is None and match.legal_actions() == ()
    assert match.view(Seat.FIRST).legal_actions == ()
    assert match.hand.phase.is_over, "no new hand is dealt after the winning hand"
    assert not match.can(DrawStock())
    with pytest.raises(IllegalActionError, match="the match is over"):
        match.apply(DrawStock())


def test_setting_target_ends_the_match_at_that_total() -> None:
    match, _, _ = find_first_hand(
        lambda m: isinstance(first_result(m), HandScored), box_knocks=True, captain_knocks=True
    )
    result = first_result(match)
    assert isinstance(result, HandScored)
    small = Match(PLAYERS, seed=match.seed, rules=RuleSet(target=result.points))
    play_hand_of_match(small, lambda h: greedy_action(h))
    assert small.is_over and small.winner == result.winner
    big = Match(PLAYERS, seed=match.seed, rules=RuleSet(target=result.points + 1))
    play_hand_of_match(big, lambda h: greedy_action(h))
    assert not big.is_over


def test_match_setup_is_checked() -> None:
    with pytest.raises(MatchSetupError, match="needs 3 players"):
        Match(("Ana", "Bo", "Cem", "Dan"), seed=1, mode=Mode.CHOUETTE)
    with pytest.raises(MatchSetupError, match="must differ"):
        Match(("Ana", "ana", "Cem"), seed=1)
    with pytest.raises(MatchSetupError, match="1-40 characters"):
        Match(("Ana", " ", "Cem"), seed=1)
    with pytest.raises(MatchSetupError, match="seed"):
        Match(PLAYERS, seed=True)


# -- two-player classic gin --------------------------------------------------------

TWO = ("Ana", "Bo")


def test_classic_two_players_no_roles_lower_card_deals_first() -> None:
    for seed in range(20):
        match = Match(TWO, seed=seed)
        assert match.mode is Mode.CLASSIC and match.roles == {}
        last = match.role_draw[-1]
        low = min(last, key=lambda pair: pair[1].rank)[0]
        assert match.hand.dealer == low
        assert set(match.hand.seats) == {Seat.FIRST, Seat.SECOND}
        with pytest.raises(MatchSetupError):
            match.seat_with(Role.BOX)
    assert Match(("Ana", "Bo", "Cem"), seed=1).mode is Mode.CHOUETTE
    with pytest.raises(MatchSetupError, match="classic gin needs 2 players"):
        Match(("Ana", "Bo", "Cem"), seed=1, mode=Mode.CLASSIC)


def test_classic_the_deal_alternates_and_a_dead_hand_is_redealt_by_the_same_dealer() -> None:
    rng = random.Random(7)
    match = Match(TWO, seed=21, rules=RuleSet(target=10_000))
    seen = {"scored": 0, "dead": 0}
    for _ in range(16):
        dealer = match.hand.dealer
        knocks = rng.random() < 0.6
        play_hand_of_match(match, lambda h, k=knocks: greedy_action(h, may_knock=k))  # type: ignore[misc]
        if isinstance(match.hands[-1].result, HandScored):
            seen["scored"] += 1
            assert match.hand.dealer != dealer, "the deal alternates"
        else:
            seen["dead"] += 1
            assert match.hand.dealer == dealer, "a dead hand is dealt again by the same dealer"
        assert match.hand.non_dealer != match.hand.dealer
    assert seen["scored"] and seen["dead"]


def test_classic_first_to_the_target_wins() -> None:
    match = Match(TWO, seed=2, rules=RuleSet(target=60))
    points = [0, 0]
    while not match.is_over:
        play_hand_of_match(match, lambda h: greedy_action(h))
        result = match.hands[-1].result
        if isinstance(result, HandScored):
            points[result.winner] += result.points
    assert match.totals == points
    assert match.winner is not None and match.totals[match.winner] >= 60
    assert match.totals[1 - match.winner] < 60
    assert match.view(Seat.FIRST).role is None


def test_r6_every_seat_is_truthy_so_the_first_seat_is_never_mistaken_for_none() -> None:
    from gin3.engine import Seat

    assert all(bool(seat) for seat in Seat)


# -- between hands -------------------------------------------------------------------


def test_r19_between_hands_the_match_waits_for_the_next_deal() -> None:
    match, roles, _ = find_first_hand(
        lambda m: isinstance(first_result(m), HandScored), box_knocks=True, captain_knocks=True
    )
    match = Match(PLAYERS, seed=match.seed)
    events = []
    while not match.between_hands:
        events = list(match.apply(greedy_action(match.hand)))
    finished = match.hand
    assert isinstance(events[-1], HandScored), "the hand's last action ends it; nothing is dealt yet"
    assert not any(isinstance(e, HandDealt | RolesSet) for e in events)
    assert match.hands == [finished] and finished.phase.is_over and not match.is_over
    assert match.turn is None and match.legal_actions() == (NextHand(),)
    assert match.can(NextHand()) and not match.can(DrawStock())
    assert match.roles == roles, "the finished hand's roles stay until the next deal"
    for seat in match.seats:
        view = match.view(seat)
        assert view.legal_actions == () and view.result == finished.result and view.hand_number == 1
    before = match.snapshot()
    with pytest.raises(IllegalActionError, match="deal the next hand first") as caught:
        match.apply(DrawStock())
    assert caught.value.refusal.code is RefusalCode.NEXT_HAND_FIRST and caught.value.seat is None
    assert match.snapshot() == before
    dealt = match.apply(NextHand())
    assert [type(e) for e in dealt] == [RolesSet, HandDealt]
    assert match.hand.number == 2 and not match.between_hands and match.turn == match.hand.turn
    assert match.actions[-1] == NextHand() and match.events[-2:] == list(dealt)
    with pytest.raises(IllegalActionError, match="still being played") as caught:
        match.apply(NextHand())
    assert caught.value.refusal.code is RefusalCode.HAND_IN_PLAY


def test_r8_roles_rotate_when_the_next_hand_is_dealt() -> None:
    match, roles, _ = find_first_hand(
        lambda m: isinstance(r := first_result(m), HandScored) and r.winner == m.hands[0].dealer,
        box_knocks=True,
        captain_knocks=False,
    )
    box, captain, sitter = (seat_of(roles, r) for r in (Role.BOX, Role.CAPTAIN, Role.SITTER))
    replay = Match(PLAYERS, seed=match.seed)
    for action in match.actions:
        if replay.between_hands:
            break
        replay.apply(action)
    assert replay.between_hands and replay.roles == roles
    rolled = replay.apply(NextHand())[0]
    assert isinstance(rolled, RolesSet) and "(R8)" in rolled.reason
    assert replay.roles == dict(rolled.roles) == {box: Role.BOX, captain: Role.SITTER, sitter: Role.CAPTAIN}
    assert replay.roles_of(1) == roles and replay.roles_of(2) == replay.roles
    assert (replay.hand.dealer, replay.hand.non_dealer) == (box, sitter)


def test_r17_after_a_dead_hand_the_next_deal_keeps_the_roles() -> None:
    match = Match(PLAYERS, seed=4)
    roles = dict(match.roles)
    while not match.between_hands:
        match.apply(greedy_action(match.hand, may_knock=False))
    assert isinstance(match.hand.result, HandDead) and match.legal_actions() == (NextHand(),)
    rolled, dealt = match.apply(NextHand())
    assert isinstance(rolled, RolesSet) and "(R17)" in rolled.reason and dict(rolled.roles) == roles
    assert isinstance(dealt, HandDealt) and dealt.dealer == seat_of(roles, Role.BOX)
    assert match.roles_of(1) == match.roles_of(2) == roles


def test_r8_roles_of_each_hand_match_the_logged_roles() -> None:
    match = Match(PLAYERS, seed=11, rules=RuleSet(target=150))
    while not match.is_over:
        play_hand_of_match(match, lambda h: greedy_action(h))
    logged = [dict(e.roles) for e in match.events if isinstance(e, RolesSet)]
    assert len(logged) == len(match.hands)
    assert [match.roles_of(hand.number) for hand in match.hands] == logged
    for hand in match.hands:
        roles = match.roles_of(hand.number)
        assert (roles[hand.dealer], roles[hand.non_dealer]) == (Role.BOX, Role.CAPTAIN)
    with pytest.raises(GinError):
        match.roles_of(len(match.hands) + 1)


def test_classic_the_deal_alternates_only_when_the_next_hand_is_dealt() -> None:
    match = Match(TWO, seed=21, rules=RuleSet(target=10_000))
    dealer = match.hand.dealer
    while not match.between_hands:
        match.apply(greedy_action(match.hand))
    assert match.hand.dealer == dealer and match.roles_of(1) == {}
    rolled, _ = match.apply(NextHand())
    assert rolled == RolesSet((), "the deal alternates") or "(R17)" in rolled.reason  # type: ignore[union-attr]
    if isinstance(match.hands[0].result, HandScored):
        assert match.hand.dealer != dealer
    assert match.roles_of(2) == {}
