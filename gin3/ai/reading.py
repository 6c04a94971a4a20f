"""``hard``'s read of how each opponent plays: does it knock when it can, or wait for gin?

The read is built from the views the player is shown, one after another,
so it sees only what its seat may see: the public log of each hand, the
knocks laid down on the table and the match totals. It starts neutral (the
opponent is taken to knock when it can, as most players do) and is updated
once a hand, by the evidence a hand leaves in public:

- the opponent knocked without gin after its first three turns: it does
  not wait for gin (strong evidence against waiting);
- "I" knocked without gin and the next hand found my total unchanged: the
  opponent undercut me, so it sat on a low hand without knocking
  (evidence for waiting);
- the opponent went gin after its first three turns: a little evidence for
  waiting (a waiter goes gin more often).

The belief is a chance that the opponent waits; at :data:`WAITS_AT` or
more the brain treats it as a waiter (:class:`~gin3.ai.brain.Brain`): its
guesses no longer rule out hands that could have knocked, and in the
playouts the opponent knocks only with gin. Below it the brain plays as it
always has, so the read costs nothing against an opponent that knocks.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from gin3.engine import Discarded, Knock, Phase, Seat, View

__all__ = ["EARLY", "LIKELIHOOD", "PRIOR", "WAITS_AT", "StyleRead"]

PRIOR = 0.2
"""The chance an opponent waits for gin before any evidence."""
WAITS_AT = 0.5
"""The chance of waiting from which the brain treats the opponent as a waiter."""
EARLY = 3
"""Knocks in a player's first turns say nothing: even a gin hunter takes those."""
LIKELIHOOD = {"late knock": 0.1, "undercut": 4.0, "late gin": 1.5}
"""How much more likely each piece of evidence is from a waiter than from a knocker."""


def _turns(view: View, seat: Seat) -> int:
    return sum(1 for e in view.history if isinstance(e, Discarded) and e.seat == seat)


def _total(view: View, seat: Seat) -> int:
    return view.totals[seat] if seat < len(view.totals) else 0


@dataclass(slots=True)
class StyleRead:
    """The chance each opponent seat waits for gin, read hand by hand from the views shown."""

    odds: dict[Seat, float] = field(default_factory=dict)
    counts: dict[Seat, dict[str, int]] = field(default_factory=dict)
    _noted: set[tuple[int, Seat]] = field(default_factory=set)
    _my_knock: tuple[int, Seat, Seat, int] | None = None
    """The hand number, my seat, the opponent's and my total when "I" knocked without gin."""

    def waits(self, seat: Seat) -> float:
        """The chance ``seat`` waits for gin rather than knocking when it can."""
        odds = self.odds.get(seat, PRIOR / (1 - PRIOR))
        return odds / (1 + odds)

    def observe(self, view: View) -> None:
        """Take in what ``view`` shows of the opponent's play (the public log and totals only)."""
        pending = self._my_knock
        if pending is not None and view.hand_number > pending[0]:
            _, me, them, total = pending
            self._my_knock = None
            if _total(view, me) <= total and len(view.totals) > me:
                self._note(them, "undercut")
        knocked = view.knocked
        if view.phase is Phase.LAYOFF and knocked is not None and knocked.seat == view.opponent:
            key = (view.hand_number, view.opponent)
            if key not in self._noted:
                self._noted.add(key)
                late = _turns(view, view.opponent) >= EARLY
                if late:
                    self._note(view.opponent, "late gin" if knocked.gin else "late knock")

    def chose(self, view: View, action: object) -> None:
        """Remember "my" knock without gin, to learn at the next hand whether it was undercut."""
        if isinstance(action, Knock) and view.best_knock(action.discard) is not None:
            rest = [c for c in view.hand if c != action.discard]
            melded = {c for m in action.melds for c in m.cards}
            if any(c not in melded for c in rest):
                self._my_knock = (view.hand_number, view.player, view.opponent, _total(view, view.player))

    def _note(self, seat: Seat, evidence: str) -> None:
        self.odds[seat] = self.odds.get(seat, PRIOR / (1 - PRIOR)) * LIKELIHOOD[evidence]
        seen = self.counts.setdefault(seat, {})
        seen[evidence] = seen.get(evidence, 0) + 1
