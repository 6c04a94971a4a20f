"""Small move helpers shared by the players."""

from __future__ import annotations

from gin3.ai.knowledge import makes_meld
from gin3.engine import (
    Action,
    DrawDiscard,
    DrawStock,
    LayOff,
    PassUpcard,
    Phase,
    TakeUpcard,
    View,
    cards_mask,
)

__all__ = ["best_layoff", "simple_move", "take_action"]


def best_layoff(view: View) -> LayOff:
    """The defender's exact best lay-down (R13): least deadwood after lay-offs
    (:meth:`View.best_lay_down`)."""
    action = view.best_lay_down()
    assert action is not None, "only the defender lays down after a knock"
    return action


def simple_move(view: View) -> Action | None:
    """The simple strategy's move for every decision but the discard: the
    exact best lay-down as defender; the face-up card only if it melds (and
    the stock when the pile may not be drawn). ``None`` when a card must be
    thrown."""
    if view.phase is Phase.LAYOFF:
        return best_layoff(view)
    if view.phase is Phase.DRAW and DrawDiscard() not in view.legal_actions:
        return take_action(view, False)
    if view.phase in (Phase.OFFER, Phase.DRAW):
        return take_action(view, makes_meld(cards_mask(view.hand), view.discard_pile[-1].bit))
    return None


def take_action(view: View, take: bool) -> Action:
    """Taking or declining the face-up card, in the words of the current phase."""
    if view.phase is Phase.OFFER:
        return TakeUpcard() if take else PassUpcard()
    return DrawDiscard() if take else DrawStock()
