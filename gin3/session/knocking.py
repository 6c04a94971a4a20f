"""The knock that comes closest, for a refusal that says why a knock is not allowed (R13)."""

from __future__ import annotations

from gin3.engine import Card, Discard, Knock, Match, Phase, best_arrangement, best_discards

__all__ = ["closest_knock"]


def closest_knock(match: Match, discard: Card | None = None) -> Knock | None:
    """The knock of the seat to discard with the least deadwood, discarding ``discard`` if given,
    even over the limit: put to the rules, its refusal says how much deadwood it would leave and
    what the limit is. ``None`` when no discard is due."""
    if match.hand.phase is not Phase.DISCARD:
        return None
    view = match.view(match.hand.turn)
    legal = view.legal_actions
    throw = discard or next((c for c, _ in best_discards(view.hand) if Discard(c) in legal), None)
    if throw is None:
        return None
    return Knock(throw, best_arrangement([c for c in view.hand if c != throw]).melds)
