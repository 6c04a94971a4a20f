"""A match: hands played until a player reaches the target (R7, R8, R17-R19).

Chouette (three players) draws the first roles (R7), rotates them when the
next hand is dealt (R8) and credits each hand's points to the box or the
captain (R18). Classic gin (two players) has no roles; the deal alternates
(C1), and the hands are scored in games (C2-C6, :mod:`gin3.engine.games`):
the match is one game, or three at once with Hollywood scoring. A session of
several games is a chain of matches, each built by :meth:`Match.next_game`
with the running result carried along (C5).

When a hand ends and the match goes on, the match is *between hands*: the
finished hand stays on the table and the only legal action is
:class:`NextHand`, which rotates the roles and deals.

A match is its players, settings, seed and list of actions: chance comes
from generators seeded by the match seed, so the records of
:mod:`gin3.engine.record` reproduce any match exactly.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from enum import Enum
from typing import Any

from gin3.engine.actions import Action, NextHand
from gin3.engine.cards import FULL_DECK, Card
from gin3.engine.deals import Dealer, DealError, DealKeys
from gin3.engine.errors import GinError, IllegalActionError
from gin3.engine.events import Event, GameWon, HandScored, MatchWon, RolesSet
from gin3.engine.games import GameScore, credit, match_winner, new_games, session_problem, session_results
from gin3.engine.hand import Hand, Phase
from gin3.engine.legality import malformed
from gin3.engine.players import MAX_NAME_LENGTH, DrawRound, draw_order, name_problem
from gin3.engine.refusals import Refusal, RefusalCode
from gin3.engine.rules import RuleSet
from gin3.engine.seats import Role, Seat
from gin3.engine.undo import TakenBack, Undo, UndoError
from gin3.engine.view import View, hand_view

__all__ = [
    "MAX_NAME_LENGTH",
    "Match",
    "MatchSetupError",
    "Mode",
    "draw_order",
    "name_problem",
    "opening_problem",
]


def opening_problem(opening: object, seats: int, target: int) -> str | None:
    """Why ``opening`` cannot be the totals a match of ``seats`` players to
    ``target`` starts from, as a sentence; ``None`` if it can."""
    if (
        not isinstance(opening, tuple)
        or len(opening) != seats
        or any(isinstance(v, bool) or not isinstance(v, int) for v in opening)
    ):
        return f"the opening totals must be {seats} whole numbers, one for each player, not {opening!r}"
    if any(not 0 <= v < target for v in opening):
        return f"each opening total must be from 0 to {target - 1} (the target is {target}), not {opening!r}"
    return None


class MatchSetupError(GinError):
    """The players or mode of a new match are not valid."""


class Mode(Enum):
    """Three-handed chouette, or two-player classic gin."""

    CHOUETTE = "chouette"
    CLASSIC = "classic"


class Match:
    """A match between two (classic) or three (chouette) named players.

    Classic gin only: ``carried`` is each seat's running result of the
    session's earlier games (C5), ``games_before`` how many games the session
    played before this match, and ``first_dealer`` the seat that deals the
    first hand (``None``: the lower card of a draw decides, C1). Use
    :meth:`next_game` rather than setting them by hand.

    ``opening`` is a measuring aid (``gin3 sim --from``): the totals, seat by
    seat, the match starts from instead of 0 (below the target; in classic
    gin they open the first game). ``None`` is a match from 0-0.
    """

    def __init__(
        self,
        players: Sequence[str],
        *,
        seed: int,
        rules: RuleSet | None = None,
        mode: Mode | None = None,
        carried: tuple[int, int] = (0, 0),
        first_dealer: Seat | None = None,
        games_before: int = 0,
        opening: Sequence[int] | None = None,
        deal: Dealer | None = None,
    ) -> None:
        names = tuple(players)
        if mode is None:
            mode = Mode.CHOUETTE if len(names) == 3 else Mode.CLASSIC
        wanted = 3 if mode is Mode.CHOUETTE else 2
        if len(names) != wanted:
            raise MatchSetupError(f"{mode.value} gin needs {wanted} players, not {len(names)}")
        for name in names:
            problem = name_problem(name)
            if problem is not None:
                raise MatchSetupError(problem)
        if len({n.strip().casefold() for n in names}) != len(names):
            raise MatchSetupError(f"player names must differ: {', '.join(names)}")
        if isinstance(seed, bool) or not isinstance(seed, int):
            raise MatchSetupError(f"the seed must be a whole number, not {seed!r}")
        problem = session_problem(carried, first_dealer, games_before, classic=mode is Mode.CLASSIC)
        if problem is not None:
            raise MatchSetupError(problem)
        self.players = names
        self.seed = seed
        self.deal = deal
        self.rules = rules or RuleSet()
        start = (0,) * wanted if opening is None else tuple(opening)
        problem = opening_problem(start, wanted, self.rules.target)
        if problem is not None:
            raise MatchSetupError(problem)
        self.mode = mode
        self.seats = tuple(Seat(i) for i in range(wanted))
        self.actions: list[Action] = []
        self.log: list[Action | Undo] = []
        """Every action as played, and each undo after the actions it took back (the record)."""
        self.undos: list[TakenBack] = []
        """Each undo of the match (see :mod:`gin3.engine.undo`)."""
        self.events: list[Event] = []
        self.totals = list(start)
        self.opening: tuple[int, ...] = start
        """The totals the match started from (zeros but for ``gin3 sim --from``)."""
        self.hands: list[Hand] = []
        self.winner: Seat | None = None
        self.roles: dict[Seat, Role] = {}
        self.carried: tuple[int, int] = (carried[0], carried[1])
        self.first_dealer = None if first_dealer is None else Seat(first_dealer)
        self.games_before = games_before
        self.games: tuple[GameScore, ...] = (
            new_games(self.rules, (start[0], start[1])) if mode is Mode.CLASSIC else ()
        )
        """The games of a classic match (one, or three with Hollywood scoring; C2, C6);
        empty in chouette."""
        if first_dealer is None:
            order, rounds = draw_order(self.seats, random.Random(f"gin3/{seed}/draw"))
            self.role_draw: tuple[DrawRound, ...] = tuple(rounds)
        else:  # a following game of a session: no draw, the deal goes on alternating
            order, self.role_draw = [], ()
        if mode is Mode.CHOUETTE:
            self.roles = dict(zip(order, (Role.BOX, Role.CAPTAIN, Role.SITTER), strict=True))
            reason = "the highest card is in the box, the middle captains, the lowest sits out (R7)"
        elif first_dealer is None:
            self._dealer = order[-1]
            reason = "the lower card deals first (C1)"
        else:
            self._dealer = Seat(first_dealer)
            reason = "the deal alternates from the last game (C1)"
        self.events.append(RolesSet(tuple(sorted(self.roles.items())), reason))
        self._hand_roles: list[dict[Seat, Role]] = []
        self.hand = self._deal()

    # -- seats and roles -----------------------------------------------------

    def seat_with(self, role: Role) -> Seat:
        """The seat that has ``role`` in the current hand (chouette only);
        between hands, in the hand that has just ended."""
        for seat, has in self.roles.items():
            if has is role:
                return seat
        raise MatchSetupError(f"{self.mode.value} gin has no {role}")

    def name(self, seat: Seat) -> str:
        """The player's name at ``seat``."""
        return self.players[seat]

    def side_of(self, seat: Seat) -> Seat:
        """The seat whose cards ``seat`` plays or sees: the sitter's side is the captain."""
        if self.roles.get(seat) is Role.SITTER:
            return self.seat_with(Role.CAPTAIN)
        return seat

    def roles_of(self, number: int) -> dict[Seat, Role]:
        """The roles in hand ``number`` (1-based; empty in classic gin)."""
        if not 1 <= number <= len(self._hand_roles):
            raise GinError(f"hand {number} has not been dealt in this match")
        return dict(self._hand_roles[number - 1])

    @property
    def turn(self) -> Seat | None:
        """The seat to act, or ``None`` between hands and when the match is over."""
        return None if self.is_over or self.between_hands else self.hand.turn

    @property
    def is_over(self) -> bool:
        """A player has reached the target (R19); in classic gin, every game is over (C2, C6)."""
        return self.winner is not None

    # -- games and the session (classic gin) ----------------------------------

    @property
    def results(self) -> tuple[int, int]:
        """Each seat's summed result of this match's finished games: the winner
        of a game ``+result``, the loser ``-result`` (C5); classic gin only."""
        self._classic_only("results")
        return session_results(self.games)

    @property
    def session_result(self) -> tuple[int, int]:
        """The session's running result per seat: ``carried`` plus :attr:`results` (C5)."""
        mine = self.results
        return (self.carried[0] + mine[0], self.carried[1] + mine[1])

    def next_game(self, seed: int) -> Match:
        """The session's next game, a new match once this one is over (C5): the same
        players and rules, the running result carried, the deal alternating
        from this match's last hand (C1)."""
        self._classic_only("next_game")
        if not self.is_over:
            raise MatchSetupError("the next game starts when this one is over")
        return Match(
            self.players,
            seed=seed,
            rules=self.rules,
            mode=self.mode,
            carried=self.session_result,
            first_dealer=self.hand.non_dealer,
            games_before=self.games_before + len(self.games),
            deal=self.deal.following(len(self.hands)) if isinstance(self.deal, DealKeys) else None,
        )

    def _classic_only(self, what: str) -> None:
        if self.mode is not Mode.CLASSIC:
            raise MatchSetupError(f"{what} belongs to two-player gin; a {self.mode.value} match has no games")

    @property
    def between_hands(self) -> bool:
        """A hand has ended and the match goes on: the next action is :class:`NextHand`."""
        return self.winner is None and self.hand.phase.is_over

    # -- actions -------------------------------------------------------------

    def legal_actions(self) -> tuple[Action, ...]:
        """The actions of the seat to act; between hands, dealing the next hand."""
        if self.is_over:
            return ()
        if self.between_hands:
            return (NextHand(),)
        return self.hand.legal_actions()

    def can(self, action: Action) -> bool:
        """Whether :meth:`apply` would accept ``action``."""
        try:
            self.verify(action)
        except IllegalActionError:
            return False
        return True

    def verify(self, action: Action) -> None:
        """Raise :class:`IllegalActionError` unless ``action`` is legal now."""
        hand = self.hand
        if self.winner is not None or self.between_hands:
            # Nobody is to act: a value that is no action at all is refused as such (as a hand
            # refuses it), and shown as its repr, since its text cannot be made.
            refusal = malformed(action)
            shown = None if refusal is None else repr(action)
            if refusal is None and self.winner is not None:
                refusal = Refusal.of(RefusalCode.MATCH_OVER, winner=self.name(self.winner))
            elif refusal is None and not isinstance(action, NextHand):
                refusal = Refusal.of(RefusalCode.NEXT_HAND_FIRST)
            if refusal is not None:
                raise IllegalActionError(refusal, phase=hand.phase, seat=None, action=action, shown=shown)
        elif isinstance(action, NextHand):
            seat = hand.turn
            raise IllegalActionError(
                Refusal.of(RefusalCode.HAND_IN_PLAY),
                phase=hand.phase,
                seat=seat,
                action=action,
                who=f"{self.name(seat)} ({seat})",
            )
        else:
            hand.verify(action)

    def apply(self, action: Action) -> tuple[Event, ...]:
        """Perform ``action`` for the seat to act; returns the events.

        An action that ends a hand returns the result (and :class:`MatchWon`
        when the match is won); :class:`NextHand` returns the roles of the
        next hand (:class:`RolesSet`) and its :class:`HandDealt`.
        """
        self.verify(action)
        if isinstance(action, NextHand):
            events = self._next_hand()
        else:
            events = list(self.hand.apply(action))
            if self.hand.phase.is_over:
                events.extend(self._finish_hand())
        self.actions.append(action)
        self.log.append(action)
        self.events.extend(events)
        return tuple(events)

    def undo(self, count: int) -> TakenBack:
        """Take back the last ``count`` actions of the hand in play: it is dealt again from
        its seed and its other actions replayed (see :mod:`gin3.engine.undo`)."""
        moves = self.hand.moves
        if self.turn is None or isinstance(count, bool) or not isinstance(count, int):
            raise UndoError(f"cannot take back {count!r} action(s): no hand is in play")
        if not 1 <= count <= len(moves):
            raise UndoError(
                f"cannot take back {count} action(s): hand {self.hand.number} has {len(moves)} "
                "and undo stops at the hand's start"
            )
        first_of_hand = len(self.events) - (len(self.hand.events) - 1)  # after its deal
        hand = self._shuffled(self.hand.number)
        for _, action in moves[:-count]:
            hand.apply(action)
        taken = TakenBack(hand.number, moves[-count][0], tuple(a for _, a in moves[-count:]))
        self.hand = hand
        del self.actions[-count:]
        self.events[first_of_hand:] = hand.events[1:]
        self.log.append(Undo(count))
        self.undos.append(taken)
        return taken

    def view(self, seat: Seat) -> View:
        """What ``seat`` may know now (R6, R20); between hands, the finished
        hand with no legal actions."""
        if seat not in self.seats:
            raise MatchSetupError(f"{seat} does not play in this {self.mode.value} match")
        return hand_view(
            self.hand,
            self.side_of(seat),
            seat,
            acting=not self.is_over,
            role=self.roles.get(seat),
            roles=tuple(sorted(self.roles.items())),
            names=self.players,
            totals=tuple(self.totals),
            games=self.games,
        )

    # -- hands ---------------------------------------------------------------

    def _deal(self) -> Hand:
        self._hand_roles.append(dict(self.roles))
        return self._shuffled(len(self.hands) + 1)

    def _shuffled(self, number: int) -> Hand:
        """Hand ``number`` as dealt (the same deck every time, R9)."""
        if self.mode is Mode.CHOUETTE:
            dealer, non_dealer = self.seat_with(Role.BOX), self.seat_with(Role.CAPTAIN)
        else:
            dealer, non_dealer = self._dealer, self.seats[1 - self.seats.index(self._dealer)]
        names = dict(zip(self.seats, self.players, strict=True))
        return Hand(self.deck_of(number), dealer, non_dealer, self.rules, number=number, names=names)

    def deck_of(self, number: int) -> list[Card]:
        """The deck, top first, hand ``number`` is dealt from: from the deal keys or, without
        them (or past their chain), from the match's seed."""
        if self.deal is not None:
            try:
                return list(self.deal.deck(number))
            except DealError:
                if not isinstance(self.deal, DealKeys):
                    raise  # a record's revealed decks: nothing to fall back to
        deck = list(FULL_DECK)
        random.Random(f"gin3/{self.seed}/deal/{number}").shuffle(deck)
        return deck

    def _finish_hand(self) -> list[Event]:
        """Score the hand that has just ended (R18, R19; C2-C6); the next waits for :class:`NextHand`."""
        self.hands.append(self.hand)
        result = self.hand.result
        if not isinstance(result, HandScored):
            return []
        self.totals[result.winner] += result.points
        if self.mode is Mode.CHOUETTE:
            if self.totals[result.winner] >= self.rules.target:
                self.winner = result.winner
                return [MatchWon(result.winner, tuple(self.totals))]
            return []
        self.games, closed = credit(self.games, result.winner, result.points, self.rules)
        events: list[Event] = [
            GameWon(g.number, g.winner, g.final, g.game_bonus, g.line_bonuses, g.shutout, g.result)
            for g in closed
            if g.winner is not None
        ]
        if all(game.over for game in self.games):
            self.winner = match_winner(self.games)
            events.append(MatchWon(self.winner, tuple(self.totals)))
        return events

    def _next_hand(self) -> list[Event]:
        """Rotate the roles for the hand that ended (R8, R17) and deal the next."""
        result = self.hand.result
        if isinstance(result, HandScored):
            roles = self._rotate(result)
        else:
            roles = RolesSet(tuple(sorted(self.roles.items())), "dead hand: the same deal again (R17)")
        self.hand = self._deal()
        return [roles, self.hand.events[0]]

    def _rotate(self, result: HandScored) -> RolesSet:
        if self.mode is Mode.CLASSIC:
            self._dealer = self.hand.non_dealer
            return RolesSet((), "the deal alternates")
        box, captain, sitter = (self.seat_with(r) for r in (Role.BOX, Role.CAPTAIN, Role.SITTER))
        if result.winner == box:
            self.roles = {box: Role.BOX, captain: Role.SITTER, sitter: Role.CAPTAIN}
            reason = f"{self.name(box)} won in the box and stays; captain and sitter swap (R8)"
        else:
            self.roles = {captain: Role.BOX, sitter: Role.CAPTAIN, box: Role.SITTER}
            reason = f"{self.name(box)} lost the box and sits out; the captain takes the box (R8)"
        return RolesSet(tuple(sorted(self.roles.items())), reason)

    # -- inspection ----------------------------------------------------------

    def snapshot(self) -> dict[str, Any]:
        """The complete state as plain data, for comparing replays."""
        return {
            "players": list(self.players),
            "mode": self.mode.value,
            "seed": self.seed,
            "rules": self.rules.to_json(),
            "totals": list(self.totals),
            "roles": {int(s): r.value for s, r in self.roles.items()},
            "winner": None if self.winner is None else int(self.winner),
            "games": [repr(g) for g in self.games],
            "carried": list(self.carried),
            "first_dealer": None if self.first_dealer is None else int(self.first_dealer),
            "games_before": self.games_before,
            "between_hands": self.between_hands,
            "hand": self.hand.snapshot(),
            "hands": len(self.hands),
            "events": [repr(e) for e in self.events],
        }

    @property
    def phase(self) -> Phase:
        """The phase of the current hand (scored or dead between hands)."""
        return self.hand.phase
