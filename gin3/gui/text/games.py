"""Two-player gin's games in words (C2-C6): a game's end worked out, the games still open, the
running result of the evening, and the end of a two-player match.

Every sentence is one translatable template with named arguments; the figures are the
engine's own (:class:`~gin3.engine.GameScore`), never worked out again here.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLocale

from gin3.engine import GameScore, GameWon, HandScored, Match, Mode

__all__ = [
    "closed_by_last_hand",
    "game_end_sentence",
    "game_number",
    "open_games_sentence",
    "running_result_sentence",
    "running_result_words",
    "signed",
    "two_player_over",
]


def signed(value: int) -> str:
    """A result with its sign: +223, −223 (a true minus sign), 0."""
    sign = "+" if value > 0 else "−" if value < 0 else ""
    return sign + QLocale().toString(abs(value))


def game_number(match: Match, game: GameScore) -> int:
    """The game's number in the evening: the games played before this match come first (C5)."""
    return match.games_before + game.number


def closed_by_last_hand(match: Match) -> list[GameScore]:
    """The games the last scored hand of ``match`` ended, in order (one, or with Hollywood
    scoring up to three); empty in chouette and after a hand that ended no game."""
    if match.mode is not Mode.CLASSIC:
        return []
    numbers: list[int] = []
    for event in reversed(match.events):
        if isinstance(event, GameWon):
            numbers.append(event.number)
        elif isinstance(event, HandScored):
            break
    return [g for number in reversed(numbers) for g in match.games if g.number == number]


def game_end_sentence(match: Match, game: GameScore) -> str:
    """A finished game worked out (C2-C5): the winner, the hand points, the game bonus, both
    line bonuses, the shutout if there was one, the final totals and the result."""
    assert game.winner is not None and game.loser is not None
    winner, loser = game.winner, game.loser
    hands = game.hands_won
    figure = QLocale().toString  # as the score sheet writes them
    values = {
        "winner": match.name(winner),
        "loser": match.name(loser),
        "number": game_number(match, game),
        "won": figure(game.totals[winner]),
        "lost": figure(game.totals[loser]),
        "bonus": game.game_bonus,
        "line": match.rules.line_bonus,
        "winner_hands": hands[winner],
        "loser_hands": hands[loser],
        "final_won": figure(game.final[winner]),
        "final_lost": figure(game.final[loser]),
        "result": signed(game.result),
    }
    if game.shutout:
        return QCoreApplication.translate(
            "GameEnd",
            "{winner} wins game {number}, {won}–{lost}: game bonus {bonus}, line bonus "
            "{winner_hands} × {line} for {winner} and none for {loser}; shutout: {winner}'s total "
            "doubled; final {final_won}–{final_lost}, result {result}.",
        ).format(**values)
    return QCoreApplication.translate(
        "GameEnd",
        "{winner} wins game {number}, {won}–{lost}: game bonus {bonus}, line bonus {winner_hands} × "
        "{line} for {winner} and {loser_hands} × {line} for {loser}; final {final_won}–{final_lost}, "
        "result {result}.",
    ).format(**values)


def open_games_sentence(match: Match) -> str:
    """The Hollywood games still open, briefly: each one's number and both players' points (C6);
    empty when none is open."""
    still = [g for g in match.games if not g.over]
    if not still:
        return ""
    first, second = match.seats
    listed = "; ".join(
        QCoreApplication.translate("GameEnd", "game {number} ({first} {a}, {second} {b})").format(
            number=game_number(match, g),
            first=match.name(first),
            second=match.name(second),
            a=g.totals[0],
            b=g.totals[1],
        )
        for g in still
    )
    return QCoreApplication.translate("GameEnd", "Still open: {games}.").format(games=listed)


def running_result_sentence(match: Match) -> str:
    """The evening's running result after this match (C5): each player's summed results."""
    names = (match.name(match.seats[0]), match.name(match.seats[1]))
    return running_result_words(names, match.session_result, match.games_before + len(match.games))


def running_result_words(names: tuple[str, str], results: tuple[int, int], games: int) -> str:
    """The running result of ``games`` games (C5): both players' names and summed results."""
    return QCoreApplication.translate(
        "GameEnd", "Running result after %n game(s): {first} {a}, {second} {b}.", None, games
    ).format(first=names[0], a=signed(results[0]), second=names[1], b=signed(results[1]))


def two_player_over(match: Match) -> tuple[str, list[str]]:
    """The end of a two-player match: a heading and its lines (the running result of the
    evening when games were played before, and how to go on)."""
    assert match.winner is not None
    winner = match.name(match.winner)
    if len(match.games) == 1:
        heading = QCoreApplication.translate("GameEnd", "{winner} wins game {number}!").format(
            winner=winner, number=game_number(match, match.games[0])
        )
    else:
        heading = QCoreApplication.translate(
            "GameEnd", "{winner} wins the three Hollywood games, result {result}!"
        ).format(winner=winner, result=signed(match.results[match.winner]))
    lines = []
    if match.games_before or any(match.carried):
        lines.append(running_result_sentence(match))
    lines.append(
        QCoreApplication.translate("GameEnd", "Press Enter for the summary: Next game, Rematch or New match.")
    )
    return heading, lines
