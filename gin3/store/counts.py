"""What the statistics count of one match, per seat (the hands played to their end, the games, the undos)."""

from __future__ import annotations

from gin3.engine import HandScored, Match, Outcome, Role
from gin3.store.gamelog import roles_by_hand

__all__ = ["COUNTS", "match_results"]

COUNTS = (
    "hands_played",
    "hands_won",
    "hands_won_in_box",
    "hands_won_as_captain",
    "gins",
    "undercuts_dealt",
    "undercuts_suffered",
    "points",
    "games",
    "games_won",
    "game_result",
    "shutouts",
    "undos",
)


def match_results(match: Match) -> dict[int, dict[str, int]]:
    """Per seat: the counts of the hands of ``match`` played to their end."""
    counts = {int(seat): dict.fromkeys(COUNTS, 0) for seat in match.seats}
    roles = roles_by_hand(match)
    for index, hand in enumerate(match.hands):
        if hand.result is None:  # the hand in play when the match was abandoned
            continue
        for seat in match.seats:
            counts[seat]["hands_played"] += 1
        result = hand.result
        if not isinstance(result, HandScored):
            continue
        winner, loser = counts[result.winner], counts[result.loser]
        winner["hands_won"] += 1
        winner["points"] += result.points
        role = roles[index].get(result.winner) if index < len(roles) else None
        if role is Role.BOX:
            winner["hands_won_in_box"] += 1
        elif role is Role.CAPTAIN:
            winner["hands_won_as_captain"] += 1
        if result.outcome in (Outcome.GIN, Outcome.BIG_GIN):
            winner["gins"] += 1
        elif result.outcome is Outcome.UNDERCUT:
            winner["undercuts_dealt"] += 1
            loser["undercuts_suffered"] += 1
    for game in match.games:
        if game.winner is None:
            continue
        for seat in match.seats:
            counts[seat]["games"] += 1
            counts[seat]["game_result"] += game.signed_result(seat)
        counts[game.winner]["games_won"] += 1
        counts[game.winner]["shutouts"] += int(game.shutout)
    for undo in match.undos:
        counts[undo.seat]["undos"] += 1
    return counts
