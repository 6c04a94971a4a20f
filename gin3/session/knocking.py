"""The knock that comes closest, so a refused knock can say by how much it missed (R13)."""

from __future__ import annotations

from gin3.engine import Card, Discard, Knock, Match, Phase, best_arrangement, best_discards

__all__ = ["closest_knock"]


def closest_knock(match: Match, discard: Card | None = None) -> Knock | None:
    """The knock with the least deadwood, discarding ``discard`` if given (else the best
    legal discard), whether or not it is within the limit; ``None`` outside the discard phase."""
    if match.turn is None or match.hand.phase is not Phase.DISCARD:
        return None
    view = match.view(match.hand.turn)
    legal = view.legal_actions
    throw = discard or next((c for c, _ in best_discards(view.hand) if Discard(c) in legal), None)
    if throw is None:
        return None
    return Knock(throw, best_arrangement([c for c in view.hand if c != throw]).melds)
