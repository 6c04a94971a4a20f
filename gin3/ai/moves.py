"""Small move helpers shared by the players."""

from __future__ import annotations

from gin3.engine import Action, LayOff, View, best_arrangement, best_defence

__all__ = ["best_layoff", "take_action"]


def best_layoff(view: View) -> LayOff:
    """The defender's exact best lay-down (R13): least deadwood after lay-offs."""
    assert view.knocked is not None
    melds = view.knocked.arrangement.melds
    if view.knocked.gin:
        return LayOff(best_arrangement(view.hand).melds)
    defence = best_defence(view.hand, melds)
    return LayOff(defence.arrangement.melds, defence.layoffs)


def take_action(view: View, take: bool) -> Action:
    """Taking or declining the face-up card, in the words of the current phase."""
    from gin3.engine import DrawDiscard, DrawStock, PassUpcard, Phase, TakeUpcard

    if view.phase is Phase.OFFER:
        return TakeUpcard() if take else PassUpcard()
    return DrawDiscard() if take else DrawStock()
