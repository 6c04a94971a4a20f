"""The match-end summary of two-player gin (C2-C6): the players' figures and each game's
totals, bonuses and result, with the evening's running result (C5).

The figures are :func:`gin3.session.match_summary`'s; this module only words and lays them out
for :class:`~gin3.gui.windows.summary.MatchSummaryDialog`.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLocale

from gin3.gui.text.games import running_result_words, signed
from gin3.session import MatchSummary

__all__ = ["games_rows", "two_player_heading", "two_player_rows", "two_player_running"]


def _names(summary: MatchSummary) -> tuple[str, str]:
    return (summary.players[0].name, summary.players[1].name)


def _pair(first: int, second: int) -> str:
    locale = QLocale()
    return f"{locale.toString(first)}–{locale.toString(second)}"  # the players' order, as headed


def two_player_heading(summary: MatchSummary) -> str:
    """Who won: the game (numbered in the evening), or the three Hollywood games (C6)."""
    winner = summary.winner or ""
    if len(summary.games) == 1:
        return QCoreApplication.translate("MatchSummary", "{name} wins game {number}.").format(
            name=winner, number=summary.games_before + summary.games[0].number
        )
    return QCoreApplication.translate("MatchSummary", "{name} wins the three Hollywood games.").format(
        name=winner
    )


def two_player_running(summary: MatchSummary) -> str:
    """The evening's running result when games were played before this match (C5), else empty."""
    if not summary.games_before:
        return ""
    players = summary.players
    results = (players[0].session_result, players[1].session_result)
    return running_result_words(_names(summary), results, summary.games_before + len(summary.games))


def two_player_rows(summary: MatchSummary) -> tuple[list[str], list[list[str]]]:
    """Each player's figures: hands won, gins, undercuts, shutouts, (games won,) result."""
    several = len(summary.games) > 1
    headings = [
        QCoreApplication.translate("StatsModel", "Player"),
        QCoreApplication.translate("MatchSummary", "Hands won"),
        QCoreApplication.translate("StatsModel", "Gins"),
        QCoreApplication.translate("StatsModel", "Undercuts dealt"),
        QCoreApplication.translate("MatchSummary", "Shutouts won"),
    ]
    if several:
        headings.append(QCoreApplication.translate("MatchSummary", "Games won"))
    headings.append(QCoreApplication.translate("MatchSummary", "Result"))
    rows = []
    for seat, p in enumerate(summary.players):
        shutouts = sum(1 for g in summary.games if g.shutout and g.winner == seat)
        row = [p.name, str(p.hands_won), str(p.gins), str(p.undercuts), str(shutouts)]
        if several:
            row.append(str(p.games_won))
        row.append(signed(p.result))
        rows.append(row)
    return headings, rows


def games_rows(summary: MatchSummary) -> tuple[list[str], list[list[str]]]:
    """One row per game: its winner, the hand points, game bonus, line bonuses, shutout, the
    final totals and the result; the pairs of figures in the players' order (named above them)."""
    first, second = _names(summary)
    headings = [
        QCoreApplication.translate("MatchSummary", "Game"),
        QCoreApplication.translate("MatchSummary", "Winner"),
        QCoreApplication.translate("MatchSummary", "Points\n{first}–{second}").format(
            first=first, second=second
        ),
        QCoreApplication.translate("MatchSummary", "Game bonus"),
        QCoreApplication.translate("MatchSummary", "Line bonus\n{first}–{second}").format(
            first=first, second=second
        ),
        QCoreApplication.translate("MatchSummary", "Shutout"),
        QCoreApplication.translate("MatchSummary", "Final\n{first}–{second}").format(
            first=first, second=second
        ),
        QCoreApplication.translate("MatchSummary", "Result"),
    ]
    rows = []
    for game in summary.games:
        if game.winner is None:  # a game still open (the match is not over): its points only
            rows.append(
                [str(summary.games_before + game.number), "", _pair(*game.totals), "", "", "", "", ""]
            )
            continue
        rows.append(
            [
                str(summary.games_before + game.number),
                summary.players[game.winner].name,
                _pair(*game.totals),
                signed(game.game_bonus),
                _pair(*game.line_bonuses),
                QCoreApplication.translate("GameSheet", "× {factor}").format(factor=2)
                if game.shutout
                else "—",
                _pair(*game.final),
                signed(game.result),
            ]
        )
    return headings, rows
