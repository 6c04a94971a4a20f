"""Hand review without Qt: each decision of a finished hand rated from the deciding seat's own
view, the summary, the reviews kept in the save's app data, and the review's table."""

from __future__ import annotations

from dataclasses import fields, replace

import pytest

from gin3.ai import Advisor, make_player
from gin3.engine import Match, Mode, NextHand, Seat, View, match_to_record
from gin3.session import SeatSetup, same_move
from gin3.session.replaying import ReviewTable
from gin3.session.review import (
    REVIEW_CONFIG,
    ReviewCache,
    advisor_key,
    decisions_of,
    hand_span,
    replay,
    review_from_json,
    review_hand,
    review_to_json,
    reviewer,
)
from gin3.store import clean_app

# the same brain, fewer guesses: a quick test
FAST = replace(REVIEW_CONFIG, samples=20, rollout_worlds=20, rollout_final=20)


def played_match(names: tuple[str, ...], hands: int, seed: int = 5) -> Match:
    """A match of ``simple`` players with ``hands`` finished hands, the next one dealt."""
    mode = Mode.CLASSIC if len(names) == 2 else Mode.CHOUETTE
    match = Match(list(names), seed=seed, mode=mode)
    players = [make_player("simple", seed + i) for i in range(len(names))]
    while len(match.hands) < hands:
        if match.between_hands:
            match.apply(NextHand())
            continue
        seat = match.hand.turn
        match.apply(players[seat].choose(match.view(seat)))
    match.apply(NextHand())
    return match


@pytest.fixture(scope="module")
def classic() -> Match:
    return played_match(("Ana", "Bo"), 2)


@pytest.fixture(scope="module")
def chouette() -> Match:
    return played_match(("Ana", "Bo", "Cy"), 2)


def test_the_played_move_is_rated_as_the_advisor_rates_it(classic: Match) -> None:
    advisor = Advisor(FAST)
    review = review_hand(classic, 2, advisor)
    start, end = hand_span(classic, 2)
    assert review.actions == tuple(classic.actions[start:end]) and review.start == start
    assert review.decisions, "a hand has decisions"
    for decision, (step, view, played) in zip(review.decisions, decisions_of(classic, 2), strict=True):
        suggestions = Advisor(FAST).suggest(view)
        assert decision.step == step and decision.played == played == review.actions[step]
        assert decision.best == suggestions[0].action and decision.best_value == suggestions[0].value
        rated = next((s.value for s in suggestions if same_move(s.action, played)), None)
        if rated is not None:
            assert decision.played_value == rated
        assert decision.matched == same_move(suggestions[0].action, played)
        cost = decision.cost
        assert cost is None or cost >= 0
        if decision.matched:
            assert cost == 0
    summary = review.summary()
    assert summary.decisions == len(review.decisions)
    assert summary.matched == sum(d.matched for d in review.decisions)
    assert summary.lost == pytest.approx(sum(d.cost or 0 for d in review.decisions), abs=0.01)
    by_seat = [review.summary((seat,)) for seat in classic.seats]
    assert sum(s.decisions for s in by_seat) == summary.decisions


class _Watching(Advisor):
    """An advisor that notes every view it is asked about."""

    def __init__(self) -> None:
        super().__init__(FAST)
        self.views: list[View] = []

    def suggest(self, view: View) -> list:  # type: ignore[type-arg]
        self.views.append(view)
        return super().suggest(view)


def test_review_rates_each_decision_from_the_deciding_seats_own_view_only(chouette: Match) -> None:
    """No peeking: the advisor is shown the view of the seat that decided (the box or the
    captain, never the sitter), which leaves the other side's hidden cards unseen."""
    watching = _Watching()
    review = review_hand(chouette, 1, watching)
    start, _ = hand_span(chouette, 1)
    again = replay(chouette, start)
    asked = iter(watching.views)
    for step, action in enumerate(review.actions):
        seat = again.hand.turn
        if review.at(step) is not None:
            view = next(asked)
            assert view == again.view(seat) and view.seat == view.player == seat == review.at(step).seat
            other = again.hand.opponent_of(seat)
            hidden = set(again.hand.cards(other)) - set(view.opponent_from_pile)
            assert hidden <= view.unseen and not hidden & set(view.hand)
            assert seat in again.hand.seats  # the sitter never decides
        again.apply(action)
    assert next(asked, None) is None


def test_a_kept_review_reads_back_only_for_the_same_hand_and_advisor(classic: Match) -> None:
    review = review_hand(classic, 1, Advisor(FAST))
    kept = review_to_json(review)
    assert review_from_json(kept, classic, 1) == review
    assert review_from_json(kept, classic, 2) is None  # another hand's actions
    assert review_from_json({**kept, "reviewer": "another advisor"}, classic, 1) is None
    damaged = {**kept, "decisions": [*kept["decisions"][:-1], ["nonsense"]]}  # type: ignore[list-item]
    assert review_from_json(damaged, classic, 1) is None
    assert review_from_json("nonsense", classic, 1) is None
    assert review_from_json(kept, classic, 7) is None  # not played


def test_a_review_made_by_an_advisor_with_any_other_setting_is_made_again(classic: Match) -> None:
    kept = review_to_json(review_hand(classic, 1, Advisor(FAST)))
    # the key the versions before this one wrote for today's hard, whatever its other settings
    older = "advisor-hard/2/100/100/100/8/3/next-turn/stock-31"
    assert review_from_json({**kept, "reviewer": older}, classic, 1) is None
    config = REVIEW_CONFIG
    assert kept["reviewer"] == reviewer() == advisor_key(config)
    keys = {advisor_key(config)}
    for setting in fields(config):
        value = getattr(config, setting.name)
        other = not value if isinstance(value, bool) else value + 1
        keys.add(advisor_key(replace(config, **{setting.name: other})))
    assert len(keys) == len(fields(config)) + 1  # its feed charge, its next discards..., not only its worlds


def test_the_store_keeps_sound_reviews_and_drops_damaged_ones_without_failing(classic: Match) -> None:
    review = review_to_json(review_hand(classic, 1, Advisor(FAST)))
    app = {"review": {"01": review, "x": review, "2": [1, 2], "3": {"a": float("nan")}}}
    assert clean_app(app, classic.players) == {"review": {"1": review}}
    assert clean_app({"review": "nonsense"}, classic.players) == {}
    cache = ReviewCache()
    cache.load(classic, clean_app(app, classic.players))
    assert cache.get(1) is not None and cache.get(2) is None
    assert cache.app_data() == {"review": {"1": review}}
    cache.follow(Match(["Ana", "Bo"], seed=9))  # another match: nothing kept
    assert cache.get(1) is None and cache.app_data() == {}
    assert "review" not in match_to_record(classic)  # the engine record is untouched


def test_the_review_table_steps_through_the_hand_as_the_record_replays(chouette: Match) -> None:
    seats = [SeatSetup("Ana"), SeatSetup("Bo", "simple"), SeatSetup("Cy", "simple")]
    table = ReviewTable(chouette, 2, seats, reviewer=Seat(0), private=True)
    table.open()
    start, end = hand_span(chouette, 2)
    for step in [*range(end - start + 1), 3, 0, end - start]:
        table.show(step)
        expected = replay(chouette, start + step)
        shown = table.table()
        assert shown is not None and table.match is not None
        assert table.match.hand.snapshot() == expected.hand.snapshot()
        assert shown.view == expected.view(Seat(0)) and not shown.top_hand  # private: only Ana's side
        assert not table.human_to_act() and table.computer_to_act() is None
    side = chouette.hands[1].non_dealer if Seat(0) not in chouette.hands[1].seats else Seat(0)
    assert table.shown_seats() == (side,)


def test_an_open_review_shows_both_hands_and_every_decision(chouette: Match) -> None:
    seats = [SeatSetup("Ana"), SeatSetup("Bo", "simple"), SeatSetup("Cy", "simple")]
    table = ReviewTable(chouette, 1, seats, reviewer=Seat(0), private=False)
    table.open()
    table.show(1)
    shown = table.table()
    assert shown is not None and shown.top_hand and shown.view.hand
    assert table.shown_seats() == chouette.seats


def test_nobody_at_the_table_sees_no_side_of_a_private_review(chouette: Match) -> None:
    seats = [SeatSetup("Ana"), SeatSetup("Bo"), SeatSetup("Cy")]
    table = ReviewTable(chouette, 1, seats, reviewer=None, private=True)
    table.open()
    table.show(2)
    shown = table.table()
    assert shown is not None and not shown.view.hand and not shown.top_hand
    assert table.shown_seats() == ()
