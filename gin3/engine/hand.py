"""One hand of gin between two seats: the deal, play and scoring (R9-R17).

The hand is a state machine over :class:`Phase`. Each phase has a pair of
small methods, one listing its legal actions and one applying them; the
public :meth:`Hand.apply` always verifies first, so an illegal action raises
:class:`IllegalActionError` and changes nothing. The checks themselves are
in :mod:`gin3.engine.legality`; the defender's ways to lay down and the
score are in :mod:`gin3.engine.showdown`.

In chouette the box deals (R9), so the dealer is the box and the non-dealer
is the captain; two-player classic gin uses the same hand.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from enum import Enum
from typing import Any

from gin3.engine.actions import (
    Action,
    Discard,
    DrawDiscard,
    DrawStock,
    Knock,
    LayOff,
    PassUpcard,
    TakeUpcard,
)
from gin3.engine.cards import FULL_DECK, Card, cards_mask, format_cards
from gin3.engine.errors import GinError, IllegalActionError
from gin3.engine.events import (
    DiscardDrawn,
    Discarded,
    Event,
    HandDead,
    HandDealt,
    HandScored,
    Knocked,
    LaidDown,
    StockDrawn,
    UpcardPassed,
    UpcardTaken,
)
from gin3.engine.knocking import arrangements, knock_options
from gin3.engine.legality import discard_refusal, knock_refusal, layoff_refusal, malformed
from gin3.engine.melds import Arrangement
from gin3.engine.refusals import Refusal, RefusalCode
from gin3.engine.rules import RuleSet
from gin3.engine.seats import Seat
from gin3.engine.showdown import layoff_actions, score_hand
from gin3.engine.solver import mask_deadwood

__all__ = ["DEAD_HAND_STOCK", "HAND_SIZE", "Hand", "Phase"]

HAND_SIZE = 10
DEAD_HAND_STOCK = 2
"""R17: a discard that leaves this many cards in the stock ends the hand."""


class Phase(Enum):
    """Where a hand stands; the value is how messages name it."""

    OFFER = "first-upcard offer"
    DRAW = "draw"
    DISCARD = "discard"
    LAYOFF = "lay-off"
    SCORED = "scored"
    DEAD = "dead hand"

    @property
    def is_over(self) -> bool:
        """The hand has ended: scored or dead."""
        return self in (Phase.SCORED, Phase.DEAD)


class Hand:
    """A hand dealt from ``deck`` (52 cards, top first) by ``dealer``.

    ``names`` only makes error messages friendlier.
    """

    def __init__(
        self,
        deck: Sequence[Card],
        dealer: Seat,
        non_dealer: Seat,
        rules: RuleSet | None = None,
        *,
        number: int = 1,
        names: Mapping[Seat, str] | None = None,
    ) -> None:
        if sorted(deck) != list(FULL_DECK):
            raise GinError("a hand must be dealt from one complete 52-card deck (R1)")
        if dealer == non_dealer:
            raise GinError(f"the dealer and the non-dealer must be two seats, not {dealer} twice")
        self.rules = rules or RuleSet()
        self.number = number
        self.dealer = dealer
        self.non_dealer = non_dealer
        self._names = dict(names or {})
        self._cards: dict[Seat, list[Card]] = {
            non_dealer: list(deck[0 : 2 * HAND_SIZE : 2]),
            dealer: list(deck[1 : 2 * HAND_SIZE : 2]),
        }
        upcard = deck[2 * HAND_SIZE]
        self._stock = list(reversed(deck[2 * HAND_SIZE + 1 :]))  # top of the stock is last
        self._pile = [upcard]
        self._from_pile: dict[Seat, set[Card]] = {dealer: set(), non_dealer: set()}
        self.upcard = upcard
        self.knock_limit = self.rules.knock_limit_for(upcard.value)
        self.phase = Phase.OFFER
        self.turn: Seat = non_dealer
        self._stock_only = False  # both passed the upcard: the captain must draw from the stock
        self.taken_from_pile: Card | None = None
        self.knocked: Knocked | None = None
        self.laid_down: LaidDown | None = None
        self.result: HandScored | HandDead | None = None
        self.events: list[Event] = []
        self.moves: list[tuple[Seat, Action]] = []
        """Every action of this hand with the seat that made it, in order."""
        self._seen_by: dict[Seat, list[Event]] = {dealer: [], non_dealer: []}
        self._emit(HandDealt(number, dealer, non_dealer, upcard, self.knock_limit))

    # -- what anyone may ask -------------------------------------------------

    def cards(self, seat: Seat) -> tuple[Card, ...]:
        """The cards ``seat`` holds, in the order they were dealt and drawn."""
        return tuple(self._cards[seat])

    @property
    def seats(self) -> tuple[Seat, Seat]:
        """The two seats playing this hand: non-dealer, dealer."""
        return (self.non_dealer, self.dealer)

    def opponent_of(self, seat: Seat) -> Seat:
        """The other seat playing this hand."""
        return self.dealer if seat == self.non_dealer else self.non_dealer

    @property
    def stock(self) -> tuple[Card, ...]:
        """The stock, top card first (hidden from every player)."""
        return tuple(reversed(self._stock))

    def shuffle_stock(self, rng: random.Random) -> None:
        """Put the stock in a new order drawn with ``rng``: the referee's act on an analysis
        copy of a hand (``python -m benchmarks fork`` plays a position on with the hidden cards dealt
        again). No player can: players see only their views. The match's record does not
        replay a hand whose stock was shuffled."""
        rng.shuffle(self._stock)

    @property
    def discard_pile(self) -> tuple[Card, ...]:
        """The discard pile, bottom card first."""
        return tuple(self._pile)

    def events_seen_by(self, seat: Seat) -> tuple[Event, ...]:
        """The log as ``seat``'s side sees it: the other side's stock draws hide the card."""
        return tuple(self._seen_by[seat])

    def _emit(self, event: Event) -> None:
        self.events.append(event)
        for seat, seen in self._seen_by.items():
            if isinstance(event, StockDrawn) and event.seat != seat:
                seen.append(StockDrawn(event.seat, None, event.stock_left))
            else:
                seen.append(event)

    def taken_from_pile_by(self, seat: Seat) -> tuple[Card, ...]:
        """Cards ``seat`` took from the discard pile and still holds (public)."""
        return tuple(sorted(self._from_pile[seat]))

    # -- actions -------------------------------------------------------------

    def legal_actions(self) -> tuple[Action, ...]:
        """Every action the seat to act may take now.

        In the lay-off phase this lists one defence per choice of lay-offs,
        each with the best melds of the cards left; :meth:`can` also accepts
        any other legal way to lay down.
        """
        listing: dict[Phase, Callable[[], tuple[Action, ...]]] = {
            Phase.OFFER: self._offer_actions,
            Phase.DRAW: self._draw_actions,
            Phase.DISCARD: self._discard_actions,
            Phase.LAYOFF: self._layoff_actions,
        }
        lister = listing.get(self.phase)
        return lister() if lister else ()

    def can(self, action: Action) -> bool:
        """Whether :meth:`apply` would accept ``action``."""
        try:
            self.verify(action)
        except IllegalActionError:
            return False
        return True

    def verify(self, action: Action) -> None:
        """Raise :class:`IllegalActionError` unless ``action`` is legal now."""
        refusal = self._refusal(action)
        if refusal is not None:
            raise IllegalActionError(
                refusal,
                phase=self.phase,
                seat=self.turn,
                action=action,
                who=self._label(self.turn),
                shown=repr(action) if refusal.malformed else None,
            )

    def apply(self, action: Action) -> tuple[Event, ...]:
        """Verify and perform ``action`` for the seat to act; returns what happened."""
        self.verify(action)
        before = len(self.events)
        self.moves.append((self.turn, action))
        if isinstance(action, TakeUpcard):
            self._take_upcard()
        elif isinstance(action, PassUpcard):
            self._pass_upcard()
        elif isinstance(action, DrawStock):
            self._draw_stock()
        elif isinstance(action, DrawDiscard):
            self._draw_discard()
        elif isinstance(action, Discard):
            self._discard(action.card)
        elif isinstance(action, Knock):
            self._knock(action)
        else:
            assert isinstance(action, LayOff)
            self._lay_off(action)
        return tuple(self.events[before:])

    # -- legality ------------------------------------------------------------

    def _label(self, seat: Seat) -> str:
        name = self._names.get(seat)
        return f"{name} ({seat})" if name else str(seat)

    def _offer_actions(self) -> tuple[Action, ...]:
        return (TakeUpcard(), PassUpcard())

    def _draw_actions(self) -> tuple[Action, ...]:
        return (DrawStock(),) if self._stock_only else (DrawStock(), DrawDiscard())

    def _discard_actions(self) -> tuple[Action, ...]:
        held = self._cards[self.turn]
        exclude = self._untouchable()
        found: list[Action] = [Discard(c) for c in sorted(held) if c != exclude]
        found += [
            Knock(o.discard, o.arrangement.melds)
            for o in knock_options(held, self.knock_limit, exclude=exclude)
        ]
        if self.rules.big_gin:
            found += [Knock(None, a.melds) for a in arrangements(held, 0)]
        return tuple(found)

    def _layoff_actions(self) -> tuple[Action, ...]:
        assert self.knocked is not None
        return layoff_actions(self._cards[self.turn], self.knocked)

    def _refusal(self, action: Action) -> Refusal | None:
        """Why ``action`` is illegal now, or ``None`` if it is legal."""
        refusal = malformed(action)
        if refusal:
            return refusal
        phase = self.phase
        if phase.is_over:
            return Refusal.of(RefusalCode.HAND_OVER)
        if phase is Phase.OFFER:
            if isinstance(action, (TakeUpcard, PassUpcard)):
                return None
            return Refusal.of(RefusalCode.OFFER_FIRST)
        if phase is Phase.DRAW:
            if isinstance(action, DrawStock):
                return None
            if isinstance(action, DrawDiscard):
                return Refusal.of(RefusalCode.BOTH_PASSED) if self._stock_only else None
            return Refusal.of(RefusalCode.DRAW_FIRST)
        if phase is Phase.DISCARD:
            if isinstance(action, Discard):
                return self._discard_refusal(action.card)
            if isinstance(action, Knock):
                return self._knock_refusal(action)
            return Refusal.of(RefusalCode.ALREADY_DRAWN)
        if isinstance(action, LayOff):
            return self._layoff_refusal(action)
        return Refusal.of(RefusalCode.LAY_DOWN_FIRST)

    def _discard_refusal(self, card: Card) -> Refusal | None:
        return discard_refusal(card, self._cards[self.turn], self._untouchable())

    def _knock_refusal(self, action: Knock) -> Refusal | None:
        held = self._cards[self.turn]
        return knock_refusal(action, held, self.knock_limit, self.rules.big_gin, self._untouchable())

    def _layoff_refusal(self, action: LayOff) -> Refusal | None:
        assert self.knocked is not None
        return layoff_refusal(action, self._cards[self.turn], self.knocked)

    def _untouchable(self) -> Card | None:
        """The card that may not be discarded now (R11), if any."""
        return None if self.rules.discard_taken_card else self.taken_from_pile

    # -- effects -------------------------------------------------------------

    def _take_upcard(self) -> None:
        card = self._pile.pop()
        self._receive(card, from_pile=True)
        self._emit(UpcardTaken(self.turn, card))
        self.phase = Phase.DISCARD

    def _pass_upcard(self) -> None:
        self._emit(UpcardPassed(self.turn, self._pile[-1]))
        if self.turn == self.non_dealer:
            self.turn = self.dealer
        else:
            self.turn = self.non_dealer
            self._stock_only = True
            self.phase = Phase.DRAW

    def _draw_stock(self) -> None:
        card = self._stock.pop()
        self._receive(card, from_pile=False)
        self._stock_only = False
        self._emit(StockDrawn(self.turn, card, len(self._stock)))
        self.phase = Phase.DISCARD

    def _draw_discard(self) -> None:
        card = self._pile.pop()
        self._receive(card, from_pile=True)
        self._emit(DiscardDrawn(self.turn, card))
        self.phase = Phase.DISCARD

    def _receive(self, card: Card, *, from_pile: bool) -> None:
        self._cards[self.turn].append(card)
        self.taken_from_pile = card if from_pile else None
        if from_pile:
            self._from_pile[self.turn].add(card)

    def _release(self, card: Card) -> None:
        self._cards[self.turn].remove(card)
        self._from_pile[self.turn].discard(card)
        self._pile.append(card)

    def _discard(self, card: Card) -> None:
        self._release(card)
        self._emit(Discarded(self.turn, card))
        self.taken_from_pile = None
        if len(self._stock) <= DEAD_HAND_STOCK:
            self.phase = Phase.DEAD
            self.result = HandDead(len(self._stock))
            self._emit(self.result)
            return
        self.turn = self.opponent_of(self.turn)
        self.phase = Phase.DRAW

    def _knock(self, action: Knock) -> None:
        if action.discard is not None:
            self._release(action.discard)
        held = self._cards[self.turn]
        melded = sum(m.mask for m in action.melds)
        arrangement = Arrangement(action.melds, tuple(c for c in held if not melded & c.bit))
        self.knocked = Knocked(self.turn, action.discard, arrangement, arrangement.is_gin)
        self._emit(self.knocked)
        self.taken_from_pile = None
        self.turn = self.opponent_of(self.turn)
        self.phase = Phase.LAYOFF

    def _lay_off(self, action: LayOff) -> None:
        assert self.knocked is not None
        knock = self.knocked
        held = self._cards[self.turn]
        laid = cards_mask(lo.card for lo in action.layoffs)
        melded = sum(m.mask for m in action.melds)
        deadwood = tuple(c for c in held if not (laid | melded) & c.bit)
        arrangement = Arrangement(action.melds, deadwood)
        self.laid_down = LaidDown(self.turn, arrangement, action.layoffs)
        self._emit(self.laid_down)
        self.result = score_hand(self.rules, knock, self.opponent_of(knock.seat), arrangement.deadwood_value)
        self._emit(self.result)
        self.phase = Phase.SCORED

    # -- inspection ----------------------------------------------------------

    def best_deadwood(self, seat: Seat) -> int:
        """The least deadwood ``seat``'s cards can be arranged to (R5)."""
        return mask_deadwood(cards_mask(self._cards[seat]))

    def snapshot(self) -> dict[str, Any]:
        """The complete state as plain data: two equal snapshots are the same hand."""
        return {
            "number": self.number,
            "phase": self.phase.value,
            "turn": int(self.turn),
            "cards": {int(s): format_cards(c) for s, c in self._cards.items()},
            "stock": format_cards(self._stock),
            "pile": format_cards(self._pile),
            "from_pile": {int(s): format_cards(sorted(c)) for s, c in self._from_pile.items()},
            "taken_from_pile": None if self.taken_from_pile is None else str(self.taken_from_pile),
            "stock_only": self._stock_only,
            "events": [repr(e) for e in self.events],
        }
