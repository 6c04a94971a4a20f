"""What one seat may know (R6, R20): the only thing AI players and the advisor see.

A view holds its player's own cards (the sitter sees the captain's), the
discard pile, the number of cards in the stock and in the other hand, the
cards the other side took from the discard pile, and the public log. It never
holds the stock or the other side's hidden cards.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from gin3.engine.actions import Action, Knock, LayOff
from gin3.engine.cards import FULL_DECK, Card
from gin3.engine.events import Event, HandDead, HandScored, Knocked, LaidDown
from gin3.engine.games import GameScore
from gin3.engine.hand import Hand, Phase
from gin3.engine.moves import best_knock, best_lay_down
from gin3.engine.rules import RuleSet
from gin3.engine.seats import Role, Seat

__all__ = ["View", "hand_view"]


@dataclass(frozen=True, slots=True)
class View:
    """A seat's knowledge of the table at one moment.

    ``seat`` is who is looking; ``player`` is whose cards ``hand`` shows
    (the captain's when the sitter looks). ``legal_actions`` are the moves
    of ``player`` when it is ``player``'s turn, else empty. ``games`` are the
    games of a two-player match (public, C2-C6); empty in chouette.
    """

    seat: Seat
    player: Seat
    opponent: Seat
    phase: Phase
    turn: Seat
    hand: tuple[Card, ...]
    discard_pile: tuple[Card, ...]
    stock_count: int
    opponent_card_count: int
    opponent_from_pile: tuple[Card, ...]
    taken_from_pile: Card | None
    knock_limit: int
    rules: RuleSet
    hand_number: int
    dealer: Seat
    upcard: Card
    history: tuple[Event, ...]
    legal_actions: tuple[Action, ...]
    knocked: Knocked | None = None
    laid_down: LaidDown | None = None
    result: HandScored | HandDead | None = None
    role: Role | None = None
    roles: tuple[tuple[Seat, Role], ...] = ()
    names: tuple[str, ...] = ()
    totals: tuple[int, ...] = field(default=())
    games: tuple[GameScore, ...] = ()

    @property
    def open_game(self) -> GameScore | None:
        """The first game still open (two-player gin; with Hollywood scoring every
        won hand counts in it, C6), or ``None``."""
        return next((game for game in self.games if not game.over), None)

    @property
    def to_act(self) -> bool:
        """Whether it is ``player``'s move."""
        return bool(self.legal_actions)

    @property
    def unseen(self) -> frozenset[Card]:
        """Cards this seat cannot see: in the stock or hidden in the other hand."""
        seen = set(self.hand) | set(self.discard_pile) | set(self.opponent_from_pile)
        if self.knocked is not None:
            seen |= set(self.knocked.arrangement.cards)
        if self.laid_down is not None:
            seen |= set(self.laid_down.arrangement.cards)
            seen |= {lo.card for lo in self.laid_down.layoffs}
        return frozenset(c for c in FULL_DECK if c not in seen)

    def best_knock(self, discard: Card | None = None) -> Knock | None:
        """The best knock of this view's hand (see :func:`gin3.engine.best_knock`),
        with its knock limit, rules and the card just taken; ``None`` unless
        the player has drawn and may knock."""
        if self.phase is not Phase.DISCARD or self.turn != self.player:
            return None
        exclude = None if self.rules.discard_taken_card else self.taken_from_pile
        return best_knock(
            self.hand, self.knock_limit, exclude=exclude, big_gin=self.rules.big_gin, discard=discard
        )

    def best_lay_down(self) -> LayOff | None:
        """The defender's best lay-down (see :func:`gin3.engine.best_lay_down`);
        ``None`` unless this side is to lay down after a knock."""
        if self.phase is not Phase.LAYOFF or self.knocked is None or self.turn != self.player:
            return None
        return best_lay_down(self.hand, self.knocked)


def hand_view(
    hand: Hand,
    player: Seat,
    seat: Seat | None = None,
    *,
    acting: bool = True,
    role: Role | None = None,
    roles: tuple[tuple[Seat, Role], ...] = (),
    names: tuple[str, ...] = (),
    totals: tuple[int, ...] = (),
    games: tuple[GameScore, ...] = (),
) -> View:
    """The view of ``hand`` for the side of ``player``, looked at by ``seat``.

    ``acting`` false leaves the legal actions out (the match is over).
    """
    opponent = hand.opponent_of(player)
    acting = acting and not hand.phase.is_over and hand.turn == player
    return View(
        seat=player if seat is None else seat,
        player=player,
        opponent=opponent,
        phase=hand.phase,
        turn=hand.turn,
        hand=hand.cards(player),
        discard_pile=hand.discard_pile,
        stock_count=len(hand.stock),
        opponent_card_count=len(hand.cards(opponent)),
        opponent_from_pile=hand.taken_from_pile_by(opponent),
        taken_from_pile=hand.taken_from_pile if acting else None,
        knock_limit=hand.knock_limit,
        rules=hand.rules,
        hand_number=hand.number,
        dealer=hand.dealer,
        upcard=hand.upcard,
        history=hand.events_seen_by(player),
        legal_actions=hand.legal_actions() if acting else (),
        knocked=hand.knocked,
        laid_down=hand.laid_down,
        result=hand.result,
        role=role,
        roles=roles,
        names=names,
        totals=totals,
        games=games,
    )
