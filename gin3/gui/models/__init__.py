"""Qt item models of the game, kept up to date by the controller from the session's notices.

Each model changes row by row as the events report (a hand ends: one row
is inserted in the score sheet; a move is made: one row is added to the
hand log), and widgets only display them.
"""

from gin3.gui.models.advice import AdviceModel
from gin3.gui.models.games import GameSheetModel
from gin3.gui.models.hand import HandModel, SortMode
from gin3.gui.models.handlog import HandLogModel
from gin3.gui.models.score import ScoreModel

__all__ = ["AdviceModel", "GameSheetModel", "HandLogModel", "HandModel", "ScoreModel", "SortMode"]
