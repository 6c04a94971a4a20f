"""Each player's matches in order (Statistics.history): streaks, win rates, rates per hundred hands."""

from __future__ import annotations

from pathlib import Path

import pytest

from gin3.ai import make_player
from gin3.engine import HandScored, Match, Mode, NextHand, Outcome, RuleSet
from gin3.store import Statistics
from gin3.store.statshistory import MIXED, PEOPLE
from tests.store.simulate import play_actions, play_match

SHORT = RuleSet(target=25)


def chouette(seed: int, ana_wins: bool, others: tuple[str, str] = ("Bo", "Cem")) -> Match:
    """A chouette match in which Ana wins (or loses): the seats' names are put so."""
    winner = play_match(seed, SHORT).winner
    assert winner is not None
    names = list(others)
    ana = winner if ana_wins else (winner + 1) % 3
    names.insert(ana, "Ana")
    match = play_match(seed, SHORT, tuple(names))
    assert (match.players[match.winner] == "Ana") is ana_wins  # type: ignore[index]
    return match


def two_player(seed: int, ana_wins: bool) -> Match:
    def play(names: list[str]) -> Match:
        match = Match(names, seed=seed, mode=Mode.CLASSIC, rules=SHORT)
        players = [make_player("simple", seed + i) for i in range(2)]
        while not match.is_over:
            seat = match.hand.turn
            match.apply(NextHand() if match.between_hands else players[seat].choose(match.view(seat)))
        return match

    first = play(["Ana", "Bo"])
    if (first.winner == 0) is ana_wins:
        return first
    return play(["Bo", "Ana"])


def own(match: Match, name: str) -> tuple[int, int, int]:
    """``name``'s points, hands played to their end and gins in ``match``, from its hands."""
    seat = match.players.index(name)
    points = hands = gins = 0
    for hand in match.hands:
        if hand.result is None:
            continue
        hands += 1
        if isinstance(hand.result, HandScored) and hand.result.winner == seat:
            points += hand.result.points
            gins += hand.result.outcome in (Outcome.GIN, Outcome.BIG_GIN)
    return points, hands, gins


@pytest.fixture
def stats(tmp_path: Path) -> Statistics:
    return Statistics(tmp_path / "statistics.sqlite3")


def _ana(stats: Statistics, level: str | None = None) -> object:
    return next(h for h in stats.history() if h.name == "Ana" and h.level == level)


def test_three_wins_then_a_loss_is_no_streak_now_and_a_best_of_three(stats: Statistics) -> None:
    for seed, wins in ((1, True), (2, True), (3, True), (4, False)):
        assert stats.record_match(chouette(seed, wins))
    ana = next(h for h in stats.history() if h.name == "Ana")
    assert (ana.current_streak, ana.best_streak) == (0, 3)
    assert ana.win_rate(Mode.CHOUETTE.value) == (3, 4)
    assert stats.record_match(chouette(5, True))
    ana = next(h for h in stats.history() if h.name == "Ana")
    assert (ana.current_streak, ana.best_streak) == (1, 3)


def levels(match: Match, **by_name: str) -> tuple[str | None, ...]:
    """Each seat's level: a person unless ``by_name`` names the seat's player."""
    return tuple(by_name.get(name) for name in match.players)


def test_the_kinds_of_game_and_the_opponents_levels_are_counted_apart(stats: Statistics) -> None:
    for seed, wins, bo, cem in (
        (1, True, "hard", "hard"),
        (2, False, "hard", "hard"),
        (3, True, "easy", "hard"),
    ):
        match = chouette(seed, wins)
        stats.record_match(match, levels(match, Bo=bo, Cem=cem))
    stats.record_match(chouette(4, True))  # people only
    two = two_player(5, ana_wins=False)
    stats.record_match(two, levels(two, Bo="medium"))
    ana = next(h for h in stats.history() if h.name == "Ana" and h.level is None)
    assert ana.win_rate(Mode.CHOUETTE.value) == (3, 4)
    assert ana.win_rate(Mode.CLASSIC.value) == (0, 1)
    assert ana.win_rate() == (3, 5)
    assert ana.win_rates_by_opponents() == {"hard": (1, 2), MIXED: (1, 1), PEOPLE: (1, 1), "medium": (0, 1)}


def test_points_per_hand_and_the_rates_per_hundred_hands_come_from_the_matches(stats: Statistics) -> None:
    matches = [chouette(seed, seed % 2 == 0) for seed in range(1, 6)]
    for match in matches:
        stats.record_match(match)
    abandoned = play_actions(7, 60)  # unfinished: counted in the hands, not in the streaks
    assert stats.record_abandoned(abandoned)
    ana = next(h for h in stats.history() if h.name == "Ana")
    assert [m.won for m in ana.finished] == [False, True, False, True, False]  # in the order counted
    assert len(ana.matches) == 6 and not ana.matches[-1].finished
    for line, match in zip(ana.finished, matches, strict=True):
        points, hands, _ = own(match, "Ana")
        assert line.points_per_hand == pytest.approx(points / hands)
    assert [m.points for m in ana.recent(2)] == [own(m, "Ana")[0] for m in matches[-2:]]
    totals = [own(m, "Ana") for m in [*matches, abandoned]]
    hands, gins = sum(t[1] for t in totals), sum(t[2] for t in totals)
    per_hundred = ana.per_hundred_hands()
    assert per_hundred is not None and per_hundred[0] == pytest.approx(100 * gins / hands)
    row = next(s for s in stats.summary() if s.name == "Ana")  # the tables' figures agree
    assert per_hundred[1] == pytest.approx(100 * row.undercuts_dealt / row.hands_played)


def test_a_person_and_a_computer_player_of_one_name_have_a_history_each(stats: Statistics) -> None:
    stats.record_match(chouette(1, True))
    m = chouette(2, True)
    stats.record_match(m, tuple("hard" if n == "Ana" else None for n in m.players))
    histories = stats.history()
    assert [(h.name, h.level) for h in histories][:3] == [("Ana", None), ("Bo", None), ("Cem", None)]
    assert ("Ana", "hard") in [(h.name, h.level) for h in histories]  # after the people
    assert [h.level is None for h in histories] == sorted((h.level is None for h in histories), reverse=True)
    person = next(h for h in histories if h.name == "Ana" and h.level is None)
    computer = next(h for h in histories if h.name == "Ana" and h.level == "hard")
    assert len(person.matches) == len(computer.matches) == 1


def test_no_match_no_history(stats: Statistics) -> None:
    assert stats.history() == []
