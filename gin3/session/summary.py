"""What a finished match comes to: the figures of the match-end summary, without Qt.

:func:`match_summary` reads the engine's :class:`~gin3.engine.Match` (totals,
the hands and their results, the roles each hand was played in) and the
session's advice tallies (``session.desk.tallies``, one per hand, naming the
captain who was advised). Two-player matches add their games (C2-C6): each
game's bonuses and result, and the running result of the session (C5). The
GUI only lays the figures out.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from gin3.engine import GameScore, HandScored, Match, Mode, Outcome, Role
from gin3.session.advice import AdviceTally

__all__ = ["MatchSummary", "PlayerSummary", "match_summary"]


@dataclass(frozen=True, slots=True)
class PlayerSummary:
    """One player's figures for the whole match."""

    name: str
    total: int
    hands_won: int
    won_in_box: int  # hands won while in the box (chouette only)
    won_as_captain: int  # hands the player's side won while they captained (chouette only)
    gins: int  # hands won by going gin (big gin included)
    undercuts: int  # hands won by undercutting the knocker
    advice_offered: int  # the sitter's suggestions this player had as captain
    advice_followed: int  # ... and how many of them they played
    games_won: int = 0  # two-player gin: games of this match won (C2, C6)
    result: int = 0  # two-player gin: this match's summed game results, signed (C5)
    session_result: int = 0  # two-player gin: the session's running result after this match (C5)


@dataclass(frozen=True, slots=True)
class MatchSummary:
    """The match's end: who won, how many hands it took, and each player's figures."""

    winner: str | None
    target: int
    hands_played: int  # every hand that ended, dead hands included
    dead_hands: int
    chouette: bool  # whether the box and captain columns mean anything
    players: tuple[PlayerSummary, ...]
    games: tuple[GameScore, ...] = ()  # two-player gin: each game's entries, bonuses and result
    games_before: int = 0  # two-player gin: games the session played before this match


def match_summary(match: Match, tallies: Mapping[int, AdviceTally]) -> MatchSummary:
    """The figures of ``match`` (usually finished) and of its advice ``tallies`` (keyed by hand)."""
    count = len(match.players)
    won = [0] * count
    box = [0] * count
    captain = [0] * count
    gins = [0] * count
    undercuts = [0] * count
    dead = 0
    chouette = match.mode is Mode.CHOUETTE
    for hand in match.hands:
        result = hand.result
        if not isinstance(result, HandScored):
            dead += 1
            continue
        seat = result.winner
        won[seat] += 1
        if result.outcome in (Outcome.GIN, Outcome.BIG_GIN):
            gins[seat] += 1
        elif result.outcome is Outcome.UNDERCUT:
            undercuts[seat] += 1
        if chouette:
            role = match.roles_of(hand.number).get(seat)
            if role is Role.BOX:
                box[seat] += 1
            elif role is Role.CAPTAIN:
                captain[seat] += 1
    offered = dict.fromkeys(match.players, 0)
    followed = dict.fromkeys(match.players, 0)
    for tally in tallies.values():
        if tally.captain in offered:
            offered[tally.captain] += tally.offered
            followed[tally.captain] += tally.followed
    classic = match.mode is Mode.CLASSIC
    results = match.results if classic else (0, 0)
    session = match.session_result if classic else (0, 0)
    players = tuple(
        PlayerSummary(
            name=name,
            total=match.totals[i],
            hands_won=won[i],
            won_in_box=box[i],
            won_as_captain=captain[i],
            gins=gins[i],
            undercuts=undercuts[i],
            advice_offered=offered[name],
            advice_followed=followed[name],
            games_won=sum(1 for g in match.games if g.winner == i),
            result=results[i] if classic else 0,
            session_result=session[i] if classic else 0,
        )
        for i, name in enumerate(match.players)
    )
    return MatchSummary(
        winner=match.name(match.winner) if match.winner is not None else None,
        target=match.rules.target,
        hands_played=len(match.hands),
        dead_hands=dead,
        chouette=chouette,
        players=players,
        games=match.games,
        games_before=match.games_before,
    )
