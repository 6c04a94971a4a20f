"""The game log as plain text for people: File > Export log.

Every line is built from one template of :data:`gin3.store.texts.LOG_TEMPLATES`
filled with names, cards and numbers, so a translation replaces whole
sentences. The log is rebuilt from the match's own events, so it always
agrees with the score sheet.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from gin3.engine import (
    Card,
    DealKeys,
    DiscardDrawn,
    Discarded,
    Event,
    Hand,
    HandDead,
    HandDealt,
    HandScored,
    Knocked,
    LaidDown,
    Match,
    Meld,
    Mode,
    Outcome,
    Role,
    RolesSet,
    Seat,
    StockDrawn,
    UpcardPassed,
    UpcardTaken,
)
from gin3.store.texts import LOG_TEMPLATES

__all__ = ["card_text", "export_log", "roles_by_hand"]


def card_text(card: Card) -> str:
    """A card as people write it: ``10♦``, ``Q♠``."""
    return card.symbol_text


def roles_by_hand(match: Match) -> list[dict[Seat, Role]]:
    """The roles of each hand of ``match``, the hand in play included (empty dicts in classic gin).

    The match logs one :class:`RolesSet` before the first hand and one as
    each next hand is dealt, so the n-th is the roles of hand n (the same as
    :meth:`Match.roles_of`).
    """
    return [dict(event.roles) for event in match.events if isinstance(event, RolesSet)]


class _Writer:
    def __init__(self, match: Match, templates: Mapping[str, str], viewer: Seat | None) -> None:
        self.match = match
        self.templates = {**LOG_TEMPLATES, **templates}
        self.viewer = viewer
        self.lines: list[str] = []

    def say(self, key: str, **values: object) -> None:
        self.lines.append(self.templates[key].format(**values))

    def name(self, seat: Seat) -> str:
        return self.match.players[seat]

    def listing(self, items: Sequence[str]) -> str:
        return self.templates["list_separator"].join(items)

    def role_names(self, roles: Mapping[Seat, Role]) -> dict[str, str]:
        """The placeholders ``box``, ``captain`` and ``sitter``."""
        return {role.name.lower(): self.name(seat) for seat, role in roles.items()}

    def melds(self, melds: Sequence[Meld]) -> str:
        if not melds:
            return self.templates["no_melds"]
        return " ".join("[" + " ".join(card_text(c) for c in meld.cards) + "]" for meld in melds)

    def cards(self, cards: Sequence[Card]) -> str:
        return " ".join(card_text(c) for c in cards)

    def totals(self, totals: Sequence[int]) -> str:
        entries = [
            self.templates["total_entry"].format(player=name, points=points)
            for name, points in zip(self.match.players, totals, strict=True)
        ]
        return self.listing(entries)

    # -- the parts of the log -------------------------------------------------

    def header(self) -> None:
        match = self.match
        title = "title_chouette" if match.mode is Mode.CHOUETTE else "title_classic"
        self.say(title, players=self.listing(match.players))
        rules = match.rules
        self.say("rule_gin_bonus", points=rules.gin_bonus)
        self.say("rule_undercut_bonus", points=rules.undercut_bonus)
        self.say("rule_target", points=rules.target)
        if rules.big_gin:
            self.say("rule_big_gin_on", extra=rules.big_gin_extra)
        else:
            self.say("rule_big_gin_off")
        if rules.oklahoma:
            self.say("rule_oklahoma_on")
        else:
            self.say("rule_oklahoma_off", limit=rules.knock_limit)
        self.say("rule_discard_taken_on" if rules.discard_taken_card else "rule_discard_taken_off")
        draw_key = "draw_round" if match.mode is Mode.CHOUETTE else "draw_round_classic"
        for draw in match.role_draw:
            entries = [
                self.templates["draw_card"].format(player=self.name(seat), card=card_text(card))
                for seat, card in draw
            ]
            self.say(draw_key, draws=self.listing(entries))
        deal = match.deal
        if isinstance(deal, DealKeys):
            self.say("deal_committed", commitment=deal.commitment.hex())
            if deal.cut:
                self.say("deal_cut", cut=deal.cut)
            else:
                self.say("deal_no_cut")

    def hand(self, hand: Hand, roles: Mapping[Seat, Role], totals: list[int]) -> None:
        self.lines.append("")
        self.say("hand_title", number=hand.number)
        if roles:
            self.say("roles", **self.role_names(roles))
        deal = self.match.deal
        if isinstance(deal, DealKeys):
            self.say("hand_commitment", commitment=deal.hand_commitment(hand.number).hex())
        if self.viewer is None:
            events = hand.events
        else:
            # The sitter sees what the captain sees, and the captain is the non-dealer.
            side = self.viewer if self.viewer in hand.seats else hand.non_dealer
            events = list(hand.events_seen_by(side))
        for event in events:
            self.event(event, hand)
            if isinstance(event, HandScored):
                totals[event.winner] += event.points
                self.say("totals", totals=self.totals(totals))
                ended_match = self.match.is_over and hand is self.match.hands[-1]
                if not ended_match:
                    self.rotation(event, roles)
        if isinstance(deal, DealKeys) and hand.phase.is_over:  # over: its secret may be told
            self.say("hand_secret", secret=deal.secret(hand.number).hex())

    def rotation(self, result: HandScored, roles: Mapping[Seat, Role]) -> None:
        if not roles:
            return
        box_won = roles.get(result.winner) is Role.BOX
        self.say("box_stays" if box_won else "box_loses", **self.role_names(roles))

    def event(self, event: Event, hand: Hand) -> None:
        if isinstance(event, HandDealt):
            self.say("dealt", dealer=self.name(event.dealer), card=card_text(event.upcard))
            if hand.rules.oklahoma:
                if event.knock_limit == 0:
                    self.say("knock_limit_gin_only")
                else:
                    self.say("knock_limit", limit=event.knock_limit)
        elif isinstance(event, UpcardTaken):
            self.say("upcard_taken", player=self.name(event.seat), card=card_text(event.card))
        elif isinstance(event, UpcardPassed):
            self.say("upcard_passed", player=self.name(event.seat), card=card_text(event.card))
        elif isinstance(event, StockDrawn):
            if event.card is None:
                self.say("stock_drawn_hidden", player=self.name(event.seat))
            else:
                self.say("stock_drawn", player=self.name(event.seat), card=card_text(event.card))
        elif isinstance(event, DiscardDrawn):
            self.say("discard_drawn", player=self.name(event.seat), card=card_text(event.card))
        elif isinstance(event, Discarded):
            self.say("discarded", player=self.name(event.seat), card=card_text(event.card))
        elif isinstance(event, Knocked):
            self.knocked(event)
        elif isinstance(event, LaidDown):
            self.laid_down(event)
        elif isinstance(event, HandScored):
            self.scored(event)
        elif isinstance(event, HandDead):
            self.say("dead_hand", stock_left=event.stock_left)

    def knocked(self, event: Knocked) -> None:
        player = self.name(event.seat)
        melds = self.melds(event.arrangement.melds)
        if event.discard is None:
            self.say("knocked_big_gin", player=player, melds=melds)
        elif event.gin:
            self.say("knocked_gin", player=player, card=card_text(event.discard), melds=melds)
        else:
            arrangement = event.arrangement
            self.say(
                "knocked",
                player=player,
                card=card_text(event.discard),
                melds=melds,
                deadwood=self.cards(arrangement.deadwood),
                points=arrangement.deadwood_value,
            )

    def laid_down(self, event: LaidDown) -> None:
        player = self.name(event.seat)
        arrangement = event.arrangement
        self.say("laid_down", player=player, melds=self.melds(arrangement.melds))
        if event.layoffs:
            self.say("laid_off", player=player, cards=self.cards([lo.card for lo in event.layoffs]))
        if arrangement.deadwood:
            deadwood = self.cards(arrangement.deadwood)
            self.say("deadwood_left", player=player, deadwood=deadwood, points=arrangement.deadwood_value)
        else:
            self.say("no_deadwood_left", player=player)

    def scored(self, event: HandScored) -> None:
        key = {
            Outcome.KNOCK: "scored_knock",
            Outcome.UNDERCUT: "scored_undercut",
            Outcome.GIN: "scored_gin",
            Outcome.BIG_GIN: "scored_big_gin",
        }[event.outcome]
        self.say(
            key,
            winner=self.name(event.winner),
            loser=self.name(event.loser),
            points=event.points,
            knocker_deadwood=event.knocker_deadwood,
            defender_deadwood=event.defender_deadwood,
        )


def export_log(
    match: Match,
    *,
    viewer: Seat | None = None,
    notes: Mapping[int, Sequence[str]] | None = None,
    templates: Mapping[str, str] | None = None,
) -> str:
    """The log of ``match`` as plain text: rules, role draw, every hand's roles,
    actions, showdown and score, the running totals and the result.

    ``viewer`` None shows every card (for a finished match, or a player
    reviewing alone); a seat shows only what that seat's side could see, so
    exporting in the middle of a hot-seat match gives nothing away.
    ``notes`` maps a hand number to extra lines written after that hand (the
    GUI's advice summary). ``templates`` replaces some or all of
    :data:`~gin3.store.texts.LOG_TEMPLATES` (a translation).
    """
    writer = _Writer(match, templates or {}, viewer)
    writer.header()
    roles = roles_by_hand(match)
    totals = [0] * len(match.players)
    hands = list(match.hands)
    if not match.is_over and not match.between_hands:
        hands.append(match.hand)
    for index, hand in enumerate(hands):
        writer.hand(hand, roles[index] if index < len(roles) else {}, totals)
        for line in (notes or {}).get(hand.number, ()):
            writer.lines.append(line)
    writer.lines.append("")
    if match.winner is not None:
        writer.say("match_won", winner=writer.name(match.winner), points=match.totals[match.winner])
    else:
        writer.say("in_progress", number=match.hand.number)
    return "\n".join(writer.lines) + "\n"
