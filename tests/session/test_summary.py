"""The match-end summary's figures (issue 18), checked against the match's own event stream."""

from __future__ import annotations

from gin3.engine import HandScored, Match, MatchWon, NextHand, Outcome, Role, RolesSet, RuleSet, Seat
from gin3.session import AdviceTally, match_summary, scripted_move

from .support import NAMES


def _finished(seed: int, target: int, players: tuple[str, ...] = NAMES) -> Match:
    """A match played to its end by the scripted person in every seat."""
    match = Match(list(players), seed=seed, rules=RuleSet(target=target))
    while not match.is_over:
        if match.between_hands:
            match.apply(NextHand())
            continue
        turn = match.turn
        assert turn is not None
        match.apply(scripted_move(match.view(turn)))
    return match


def test_the_figures_agree_with_the_events_of_a_chouette_match() -> None:
    match = _finished(seed=11, target=60)
    summary = match_summary(match, {})
    roles: dict[Seat, Role] = {}
    won = dict.fromkeys(match.seats, 0)
    box = dict.fromkeys(match.seats, 0)
    captain = dict.fromkeys(match.seats, 0)
    gins = dict.fromkeys(match.seats, 0)
    undercuts = dict.fromkeys(match.seats, 0)
    ended = 0
    for event in match.events:  # the roles stand from one RolesSet to the next
        if isinstance(event, RolesSet):
            roles = dict(event.roles)
        elif isinstance(event, HandScored):
            ended += 1
            won[event.winner] += 1
            box[event.winner] += roles[event.winner] is Role.BOX
            captain[event.winner] += roles[event.winner] is Role.CAPTAIN
            gins[event.winner] += event.outcome in (Outcome.GIN, Outcome.BIG_GIN)
            undercuts[event.winner] += event.outcome is Outcome.UNDERCUT
    final = next(e for e in reversed(match.events) if isinstance(e, MatchWon))
    assert summary.winner == NAMES[final.winner]
    assert summary.target == 60 and summary.chouette
    assert summary.hands_played - summary.dead_hands == ended >= 1
    assert [p.name for p in summary.players] == list(NAMES)
    assert tuple(p.total for p in summary.players) == final.totals
    for seat, player in zip(match.seats, summary.players, strict=True):
        assert player.hands_won == won[seat]
        assert (player.won_in_box, player.won_as_captain) == (box[seat], captain[seat])
        assert (player.gins, player.undercuts) == (gins[seat], undercuts[seat])
    assert sum(p.won_in_box + p.won_as_captain for p in summary.players) == ended


def test_advice_is_added_up_per_captain() -> None:
    match = _finished(seed=3, target=30)
    tallies = {
        1: AdviceTally(NAMES[1], offered=5, followed=4),
        2: AdviceTally(NAMES[2], offered=3, followed=1),
        3: AdviceTally(NAMES[1], offered=2, followed=2),
        4: AdviceTally("someone who left", offered=9, followed=9),
    }
    summary = match_summary(match, tallies)
    figures = {p.name: (p.advice_followed, p.advice_offered) for p in summary.players}
    assert figures == {NAMES[0]: (0, 0), NAMES[1]: (6, 7), NAMES[2]: (1, 3)}


def test_a_classic_match_has_no_box_or_captain_figures() -> None:
    match = _finished(seed=5, target=30, players=NAMES[:2])
    summary = match_summary(match, {})
    assert not summary.chouette
    assert summary.winner is not None and len(summary.players) == 2
    assert all(p.won_in_box == p.won_as_captain == 0 for p in summary.players)
    assert sum(p.hands_won for p in summary.players) == summary.hands_played - summary.dead_hands
