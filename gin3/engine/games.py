"""The games of two-player gin and their scoring (C2-C6), as pure functions.

A two-player match plays one game (C2), or three at once with Hollywood
scoring (C6). A :class:`GameScore` is one game's score sheet: the hand points
credited to each player, in order, and, once a player's total reaches the
target, the bonuses and the result. :func:`credit` adds a won hand to the open
games and closes those it ends; the match (:mod:`gin3.engine.match`) only
calls it. Chouette has no games: its match is a race to the target (R19).
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from gin3.engine.rules import RuleSet
from gin3.engine.seats import Seat

__all__ = [
    "GameScore",
    "credit",
    "game_seats",
    "match_winner",
    "new_games",
    "session_problem",
    "session_results",
]

Entries = tuple[tuple[int, ...], tuple[int, ...]]


@dataclass(frozen=True, slots=True)
class GameScore:
    """One game of two-player gin (C2-C5).

    ``entries[seat]`` are the hand points credited to ``seat`` in this game,
    in the order the hands were won. While the game is open the bonus fields
    are zero and ``winner`` is ``None``. When it is over:

    - ``game_bonus``: the winner's game bonus (C2);
    - ``line_bonuses``: each player's line bonus, per hand won in it (C3);
    - ``shutout``: the loser won no hand in it and the shutout rule is on,
      so the winner's total was doubled (C4);
    - ``final``: each player's total with bonuses (the winner's doubled for
      a shutout);
    - ``result``: the winner's final total minus the loser's (C5).
    """

    number: int
    entries: Entries = ((), ())
    over: bool = False
    winner: Seat | None = None
    game_bonus: int = 0
    line_bonuses: tuple[int, int] = (0, 0)
    shutout: bool = False
    final: tuple[int, int] = (0, 0)
    result: int = 0
    opening: tuple[int, int] = (0, 0)
    """The totals the game started from: (0, 0), except in a match set up to
    start from given totals (``gin3 sim --from``, :class:`~gin3.engine.match.Match`)."""

    @property
    def totals(self) -> tuple[int, int]:
        """Each player's points in this game: the opening total and the entries."""
        return (self.opening[0] + sum(self.entries[0]), self.opening[1] + sum(self.entries[1]))

    @property
    def hands_won(self) -> tuple[int, int]:
        """How many hands each player won in this game (their entries)."""
        return (len(self.entries[0]), len(self.entries[1]))

    @property
    def loser(self) -> Seat | None:
        """The player who lost the game, once it is over."""
        return None if self.winner is None else game_seats()[1 - self.winner]

    def signed_result(self, seat: Seat) -> int:
        """The result for ``seat``: ``+result`` for the winner, ``-result`` for the loser,
        0 while the game is open."""
        if self.winner is None:
            return 0
        return self.result if seat == self.winner else -self.result


def game_seats() -> tuple[Seat, Seat]:
    """The two seats of two-player gin."""
    return (Seat(0), Seat(1))


def new_games(rules: RuleSet, opening: tuple[int, int] = (0, 0)) -> tuple[GameScore, ...]:
    """The open games of a new match: three with Hollywood scoring (C6), else one (C2);
    the first starts from the totals ``opening``."""
    return tuple(
        GameScore(number, opening=opening if number == 1 else (0, 0))
        for number in range(1, 4 if rules.hollywood else 2)
    )


def _credited(games: tuple[GameScore, ...], winner: Seat) -> list[int]:
    """The indexes of the games a hand won by ``winner`` counts in (C6): every
    open game where the winner already has an entry, and the first open game
    where the winner has none yet. With one game, that game."""
    chosen: list[int] = []
    first_empty_taken = False
    for index, game in enumerate(games):
        if game.over:
            continue
        if game.entries[winner]:
            chosen.append(index)
        elif not first_empty_taken:
            chosen.append(index)
            first_empty_taken = True
    return chosen


def _close(game: GameScore, winner: Seat, rules: RuleSet) -> GameScore:
    """``game`` ended with ``winner`` at the target: its bonuses and result (C2-C5)."""
    loser = 1 - winner
    won = game.hands_won
    lines = (won[0] * rules.line_bonus, won[1] * rules.line_bonus)
    shutout = rules.shutout and won[loser] == 0
    final = [game.totals[0] + lines[0], game.totals[1] + lines[1]]
    final[winner] += rules.game_bonus
    if shutout:
        final[winner] *= 2
    return replace(
        game,
        over=True,
        winner=winner,
        game_bonus=rules.game_bonus,
        line_bonuses=lines,
        shutout=shutout,
        final=(final[0], final[1]),
        result=final[winner] - final[loser],
    )


def credit(
    games: tuple[GameScore, ...], winner: Seat, points: int, rules: RuleSet
) -> tuple[tuple[GameScore, ...], tuple[GameScore, ...]]:
    """Credit a hand won by ``winner`` for ``points`` to the open ``games``
    (C2, C6); a game whose winner's total reaches ``rules.target`` closes with
    its bonuses (C2-C5).

    Returns the games after the hand and, in order, the games it closed.
    """
    after = list(games)
    closed: list[GameScore] = []
    for index in _credited(games, winner):
        game = games[index]
        entries = list(game.entries)
        entries[winner] = (*entries[winner], points)
        game = replace(game, entries=(entries[0], entries[1]))
        if game.totals[winner] >= rules.target:
            game = _close(game, winner, rules)
            closed.append(game)
        after[index] = game
    return tuple(after), tuple(closed)


def session_results(games: tuple[GameScore, ...]) -> tuple[int, int]:
    """Each seat's summed signed result over the closed ``games`` (C5)."""
    first, second = game_seats()
    return (
        sum(g.signed_result(first) for g in games),
        sum(g.signed_result(second) for g in games),
    )


def match_winner(games: tuple[GameScore, ...]) -> Seat:
    """The winner of a classic match whose games are all over: of its one game,
    or, with Hollywood scoring, the player with the larger summed result (C6).
    Equal results go to the player who won more of the three games (one of
    the two won at least two)."""
    first, second = game_seats()
    results = session_results(games)
    if results[0] != results[1]:
        return first if results[0] > results[1] else second
    won = sum(1 for g in games if g.winner == first)
    return first if 2 * won > len(games) else second


def session_problem(
    carried: object, first_dealer: object, games_before: object, *, classic: bool
) -> str | None:
    """Why these cannot be the session arguments of a new match, as a sentence;
    ``None`` if they can. Only two-player gin carries a result from game to game."""
    if (
        not isinstance(carried, tuple)
        or len(carried) != 2
        or any(isinstance(v, bool) or not isinstance(v, int) for v in carried)
    ):
        return f"the carried result must be two whole numbers, not {carried!r}"
    seats = game_seats()
    if first_dealer is not None and (
        isinstance(first_dealer, bool) or not isinstance(first_dealer, int) or first_dealer not in seats
    ):
        return f"the first dealer must be one of the two seats, not {first_dealer!r}"
    if isinstance(games_before, bool) or not isinstance(games_before, int) or games_before < 0:
        return f"games before must be a whole number of at least 0, not {games_before!r}"
    if not classic and (carried != (0, 0) or first_dealer is not None or games_before):
        return "only two-player gin carries a result from game to game"
    return None
