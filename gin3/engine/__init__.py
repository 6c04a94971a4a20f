"""gin3's rules engine: three-handed (chouette) and two-player gin rummy.

Pure Python, standard library only. Everything a game needs is importable
from here; see RULES.md for the rules R1-R20 that the names refer to.
"""

from gin3.engine.actions import (
    Action,
    Discard,
    DrawDiscard,
    DrawStock,
    Knock,
    LayOff,
    NextHand,
    PassUpcard,
    TakeUpcard,
    action_from_json,
)
from gin3.engine.cards import FULL_DECK, Card, Rank, Suit, cards_mask, format_cards, parse_cards
from gin3.engine.deals import DealError, DealKeys, commitment_of, deck_of
from gin3.engine.errors import (
    CardParseError,
    GinError,
    IllegalActionError,
    InvalidMeldError,
    RuleSetError,
    SaveFileError,
)
from gin3.engine.events import (
    DiscardDrawn,
    Discarded,
    Event,
    GameWon,
    HandDead,
    HandDealt,
    HandScored,
    Knocked,
    LaidDown,
    MatchWon,
    Outcome,
    RolesSet,
    StockDrawn,
    UpcardPassed,
    UpcardTaken,
)
from gin3.engine.games import GameScore, credit, new_games
from gin3.engine.hand import Hand, Phase
from gin3.engine.knocking import Defence, KnockOption, LaidOffCard, arrangements, best_defence, knock_options
from gin3.engine.match import MAX_NAME_LENGTH, Match, MatchSetupError, Mode, name_problem, opening_problem
from gin3.engine.melds import Arrangement, Meld, MeldKind
from gin3.engine.moves import best_knock, best_lay_down
from gin3.engine.record import match_from_json, match_from_record, match_to_json, match_to_record
from gin3.engine.refusals import Refusal, RefusalCode
from gin3.engine.rules import RuleSet
from gin3.engine.seats import Role, Seat
from gin3.engine.solver import (
    best_arrangement,
    best_discards,
    deadwood_value,
    mask_deadwood,
    mask_melds,
    mask_throws,
)
from gin3.engine.undo import TakenBack, Undo, UndoError, takeback_count, undos_in_hand
from gin3.engine.view import View

__all__ = [
    "FULL_DECK",
    "MAX_NAME_LENGTH",
    "Action",
    "Arrangement",
    "Card",
    "CardParseError",
    "DealError",
    "DealKeys",
    "Defence",
    "Discard",
    "DiscardDrawn",
    "Discarded",
    "DrawDiscard",
    "DrawStock",
    "Event",
    "GameScore",
    "GameWon",
    "GinError",
    "Hand",
    "HandDead",
    "HandDealt",
    "HandScored",
    "IllegalActionError",
    "InvalidMeldError",
    "Knock",
    "KnockOption",
    "Knocked",
    "LaidDown",
    "LaidOffCard",
    "LayOff",
    "Match",
    "MatchSetupError",
    "MatchWon",
    "Meld",
    "MeldKind",
    "Mode",
    "NextHand",
    "Outcome",
    "PassUpcard",
    "Phase",
    "Rank",
    "Refusal",
    "RefusalCode",
    "Role",
    "RolesSet",
    "RuleSet",
    "RuleSetError",
    "SaveFileError",
    "Seat",
    "StockDrawn",
    "Suit",
    "TakeUpcard",
    "TakenBack",
    "Undo",
    "UndoError",
    "UpcardPassed",
    "UpcardTaken",
    "View",
    "action_from_json",
    "arrangements",
    "best_arrangement",
    "best_defence",
    "best_discards",
    "best_knock",
    "best_lay_down",
    "cards_mask",
    "commitment_of",
    "credit",
    "deadwood_value",
    "deck_of",
    "format_cards",
    "knock_options",
    "mask_deadwood",
    "mask_melds",
    "mask_throws",
    "match_from_json",
    "match_from_record",
    "match_to_json",
    "match_to_record",
    "name_problem",
    "new_games",
    "opening_problem",
    "parse_cards",
    "takeback_count",
    "undos_in_hand",
]
