"""The scripted person: the plain moves the self-test, the benchmarks and the tests play.

It passes the first upcard, draws from the stock, knocks as soon as it may
(with the least deadwood), else throws the card that leaves the least
deadwood, and lays down the best way. It sees only its seat's view.
"""

from __future__ import annotations

from gin3.engine import Action, Discard, DrawStock, PassUpcard, Phase, View, best_discards

__all__ = ["scripted_move"]


def scripted_move(view: View) -> Action:
    """The scripted person's move for the decision of ``view`` (its player must be to act)."""
    if view.phase is Phase.OFFER:
        return PassUpcard()
    if view.phase is Phase.DRAW:
        return DrawStock()
    if view.phase is Phase.LAYOFF:
        lay_down = view.best_lay_down()
        assert lay_down is not None, "the scripted move is asked only of the seat to act"
        return lay_down
    knock = view.best_knock()
    if knock is not None and knock in view.legal_actions:
        return knock
    return next(Discard(card) for card, _ in best_discards(view.hand) if Discard(card) in view.legal_actions)
