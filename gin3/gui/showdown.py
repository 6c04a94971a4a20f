"""The words on the table: prompts, the showdown worked out, the role draw.

Every sentence is one translatable template with named arguments, never
assembled from pieces (issue 7 translates them).
"""

from __future__ import annotations

from html import escape

from PySide6.QtCore import QCoreApplication

from gin3.engine import (
    Action,
    Card,
    Discard,
    DiscardDrawn,
    Discarded,
    DrawDiscard,
    DrawStock,
    Event,
    Hand,
    HandDead,
    HandScored,
    Knock,
    Knocked,
    Match,
    Outcome,
    PassUpcard,
    Phase,
    Role,
    Seat,
    StockDrawn,
    TakeUpcard,
    UpcardPassed,
    UpcardTaken,
)

__all__ = [
    "cards_text",
    "describe",
    "match_over_html",
    "move_text",
    "prompt_html",
    "role_draw_html",
    "role_name",
    "roles_reason",
    "showdown_html",
]


def cards_text(cards: tuple[Card, ...] | list[Card]) -> str:
    return " ".join(c.symbol_text.replace("T", "10") for c in cards) or "—"


def role_name(role: Role | None) -> str:
    if role is Role.BOX:
        return QCoreApplication.translate("Roles", "In the box")
    if role is Role.CAPTAIN:
        return QCoreApplication.translate("Roles", "Captain")
    if role is Role.SITTER:
        return QCoreApplication.translate("Roles", "Sits out")
    return ""


def _h(text: str) -> str:
    return f"<p style='font-size:26px; font-weight:bold; margin:0 0 10px 0'>{escape(text)}</p>"


def _p(text: str, size: int = 20) -> str:
    return f"<p style='font-size:{size}px; margin:0 0 10px 0'>{escape(text)}</p>"


def _seat_with(roles: dict[Seat, Role], role: Role) -> Seat:
    return next(s for s, r in roles.items() if r is role)


def role_draw_html(match: Match) -> str:
    """R7 in words: who drew what, who is where."""
    roles = match.roles if not match.hands else {}
    parts = [_h(QCoreApplication.translate("Showdown", "Drawing for roles"))]
    parts.append(
        _p(
            QCoreApplication.translate(
                "Showdown",
                "Each player cut a card. The highest card is in the box, the middle one is captain "
                "and the lowest sits out; ties cut again (R7, ace low).",
            )
        )
    )
    if roles:
        parts.append(
            _p(
                QCoreApplication.translate(
                    "Showdown", "{box} is in the box and deals; {captain} is captain; {sitter} sits out."
                ).format(
                    box=match.name(_seat_with(roles, Role.BOX)),
                    captain=match.name(_seat_with(roles, Role.CAPTAIN)),
                    sitter=match.name(_seat_with(roles, Role.SITTER)),
                )
            )
        )
    parts.append(
        _p(QCoreApplication.translate("Showdown", "Press Deal (Enter) to start the first hand."), 18)
    )
    return "".join(parts)


def prompt_html(
    match: Match, human_turn: bool, thinking: str, can_knock: bool, suggesting: bool = False
) -> str:
    """What is happening now, and what the person at the table can do (or, as the sitter, suggest)."""
    if suggesting:
        captain = match.name(match.hand.turn)
        rest = prompt_html(match, True, thinking, can_knock).split("</p>", 1)[1]
        return (
            _h(QCoreApplication.translate("Showdown", "Suggest {captain}'s move").format(captain=captain))
            + _p(
                QCoreApplication.translate(
                    "Showdown",
                    "Make the move you advise, the usual way; it is only advice: {captain} decides.",
                ).format(captain=captain)
            )
            + rest
        )
    hand = match.hand
    name = match.name(hand.turn)
    parts: list[str] = []
    if human_turn:
        if hand.phase is Phase.OFFER:
            parts.append(_h(QCoreApplication.translate("Showdown", "Your turn: the first upcard")))
            parts.append(
                _p(
                    QCoreApplication.translate(
                        "Showdown",
                        "Take the upcard (drag it to your hand, or press T) or pass (P). "
                        "If both players pass, the captain draws from the stock (R12).",
                    )
                )
            )
        elif hand.phase is Phase.DRAW:
            parts.append(_h(QCoreApplication.translate("Showdown", "Your turn: draw a card")))
            parts.append(
                _p(
                    QCoreApplication.translate(
                        "Showdown", "Drag or click the stock or the discard pile (or press Enter on it)."
                    )
                )
            )
        elif hand.phase is Phase.DISCARD:
            parts.append(_h(QCoreApplication.translate("Showdown", "Your turn: discard")))
            parts.append(
                _p(
                    QCoreApplication.translate(
                        "Showdown",
                        "Drag a card to the discard pile, or double-click it (or choose it and press Enter).",
                    )
                )
            )
            if can_knock:
                parts.append(
                    _p(
                        QCoreApplication.translate(
                            "Showdown",
                            "You can knock: drop your discard on the knock spot, or press K (R13).",
                        ),
                        20,
                    )
                )
        elif hand.phase is Phase.LAYOFF:
            parts.append(
                _h(
                    QCoreApplication.translate("Showdown", "{name} knocked").format(
                        name=match.name(hand.opponent_of(hand.turn))
                    )
                )
            )
            parts.append(
                _p(
                    QCoreApplication.translate(
                        "Showdown", "Lay down your cards: press Lay down (L) to show your melds and lay off."
                    )
                )
            )
    else:
        if thinking:
            parts.append(
                _h(QCoreApplication.translate("Showdown", "{name} is thinking…").format(name=thinking))
            )
        else:
            parts.append(_h(QCoreApplication.translate("Showdown", "{name} to play").format(name=name)))
    if hand.knock_limit != 10:
        parts.append(
            _p(
                QCoreApplication.translate("Showdown", "Knock limit this hand: {limit}.").format(
                    limit=hand.knock_limit
                ),
                18,
            )
        )
    for line in _last_moves(match):
        parts.append(_p(line, 18))
    return "".join(parts)


def _last_moves(match: Match, count: int = 3) -> list[str]:
    """The latest moves of this hand, oldest first, so a person can follow the computer's play."""
    lines: list[str] = []
    for event in reversed(match.hand.events):
        if len(lines) == count:
            break
        line = _move_text(match, event)
        if line:
            lines.append(line)
    return lines[::-1]


def move_text(match: Match, event: Event) -> str:
    """One public move in words ("Ana discarded 7♥."), or "" for events that are not moves."""
    return _move_text(match, event)


def _move_text(match: Match, event: Event) -> str:
    if isinstance(event, Discarded):
        return QCoreApplication.translate("Showdown", "{name} discarded {card}.").format(
            name=match.name(event.seat), card=cards_text([event.card])
        )
    if isinstance(event, StockDrawn):
        return QCoreApplication.translate("Showdown", "{name} drew from the stock.").format(
            name=match.name(event.seat)
        )
    if isinstance(event, DiscardDrawn):
        return QCoreApplication.translate("Showdown", "{name} took {card} from the discard pile.").format(
            name=match.name(event.seat), card=cards_text([event.card])
        )
    if isinstance(event, UpcardTaken):
        return QCoreApplication.translate("Showdown", "{name} took the upcard {card}.").format(
            name=match.name(event.seat), card=cards_text([event.card])
        )
    if isinstance(event, UpcardPassed):
        return QCoreApplication.translate("Showdown", "{name} passed the upcard.").format(
            name=match.name(event.seat)
        )
    if isinstance(event, Knocked):
        if event.gin:
            return QCoreApplication.translate("Showdown", "{name} went gin.").format(
                name=match.name(event.seat)
            )
        return QCoreApplication.translate("Showdown", "{name} knocked with {count} deadwood.").format(
            name=match.name(event.seat), count=event.arrangement.deadwood_value
        )
    return ""


def roles_reason(match: Match, before: dict[Seat, Role], result: HandScored | HandDead) -> str:
    """R8 (or R17) in words: the next hand's roles and why."""
    box = match.name(_seat_with(before, Role.BOX))
    captain = match.name(_seat_with(before, Role.CAPTAIN))
    sitter = match.name(_seat_with(before, Role.SITTER))
    if isinstance(result, HandDead):
        return QCoreApplication.translate(
            "Showdown", "The roles stay as they were and {box} deals again."
        ).format(box=box)
    if result.winner == _seat_with(before, Role.BOX):
        return QCoreApplication.translate(
            "Showdown",
            "{box} won in the box and stays there; {sitter} becomes captain and {captain} sits out (R8).",
        ).format(box=box, captain=captain, sitter=sitter)
    return QCoreApplication.translate(
        "Showdown",
        "{box} lost in the box and sits out; {captain} goes into the box and {sitter} becomes captain (R8).",
    ).format(box=box, captain=captain, sitter=sitter)


def _score_sentences(match: Match, hand: Hand, result: HandScored) -> list[str]:
    rules = hand.rules
    knocker = match.name(result.knocker)
    defender = match.name(hand.opponent_of(result.knocker))
    kd, dd, points = result.knocker_deadwood, result.defender_deadwood, result.points
    out: list[str] = []
    laid = hand.laid_down.layoffs if hand.laid_down else ()
    if result.outcome in (Outcome.GIN, Outcome.BIG_GIN):
        out.append(
            QCoreApplication.translate("Showdown", "{knocker} went gin: no deadwood at all!").format(
                knocker=knocker
            )
        )
        out.append(
            QCoreApplication.translate("Showdown", "{defender} may not lay off and counts {dd}.").format(
                defender=defender, dd=dd
            )
        )
        if result.outcome is Outcome.BIG_GIN:
            out.append(
                QCoreApplication.translate(
                    "Showdown", "Big gin scores {bonus} + {extra} + {dd} = {points} (R16)."
                ).format(bonus=rules.gin_bonus, extra=rules.big_gin_extra, dd=dd, points=points)
            )
        else:
            out.append(
                QCoreApplication.translate(
                    "Showdown", "Gin scores the bonus {bonus} plus {dd}: %n point(s) (R16).", None, points
                ).format(bonus=rules.gin_bonus, dd=dd)
            )
        return out
    out.append(
        QCoreApplication.translate("Showdown", "{knocker} knocked with {kd} deadwood.").format(
            knocker=knocker, kd=kd
        )
    )
    if laid:
        out.append(
            QCoreApplication.translate("Showdown", "{defender} laid off {cards} and counts {dd}.").format(
                defender=defender, cards=cards_text([lo.card for lo in laid]), dd=dd
            )
        )
    else:
        out.append(
            QCoreApplication.translate("Showdown", "{defender} counts {dd}.").format(defender=defender, dd=dd)
        )
    if result.outcome is Outcome.KNOCK:
        out.append(
            QCoreApplication.translate(
                "Showdown", "The knock wins the difference: {dd} − {kd} = {points} (R14)."
            ).format(dd=dd, kd=kd, points=points)
        )
    else:
        out.append(
            QCoreApplication.translate(
                "Showdown", "Undercut! {defender} scores {bonus} + {kd} − {dd} = {points} (R15)."
            ).format(defender=defender, bonus=rules.undercut_bonus, kd=kd, dd=dd, points=points)
        )
    return out


def showdown_html(match: Match, hand: Hand, before: dict[Seat, Role]) -> str:
    """The last finished hand worked out in words (R13-R18); ``before`` are its roles."""
    result = hand.result
    parts: list[str] = []
    if isinstance(result, HandDead):
        parts.append(_h(QCoreApplication.translate("Showdown", "Dead hand")))
        parts.append(
            _p(
                QCoreApplication.translate(
                    "Showdown",
                    "Only %n card(s) left in the stock and nobody knocked, so nobody scores (R17).",
                    None,
                    result.stock_left,
                )
            )
        )
    elif isinstance(result, HandScored):
        winner = match.name(result.winner)
        parts.append(
            _h(
                QCoreApplication.translate(
                    "Showdown", "{winner} wins %n point(s)", None, result.points
                ).format(winner=winner)
            )
        )
        for sentence in _score_sentences(match, hand, result):
            parts.append(_p(sentence))
        parts.append(
            _p(
                QCoreApplication.translate(
                    "Showdown", "{winner} now has %n point(s).", None, match.totals[result.winner]
                ).format(winner=winner)
            )
        )
    if result is not None and not match.is_over:
        parts.append(_p(roles_reason(match, before, result), 18))
        parts.append(_p(QCoreApplication.translate("Showdown", "Press Next hand (Enter) to deal."), 18))
    return "".join(parts)


def match_over_html(match: Match) -> str:
    assert match.winner is not None
    totals = ", ".join(
        QCoreApplication.translate("Showdown", "{name} {total}").format(
            name=match.name(s), total=match.totals[s]
        )
        for s in match.seats
    )
    return "".join(
        [
            _h(
                QCoreApplication.translate(
                    "Showdown", "{winner} wins the match with %n point(s)!", None, match.totals[match.winner]
                ).format(winner=match.name(match.winner))
            ),
            _p(QCoreApplication.translate("Showdown", "Final totals: {totals}.").format(totals=totals)),
            _p(QCoreApplication.translate("Showdown", "Press New match (Enter) to play again."), 18),
        ]
    )


def describe(action: Action) -> str:
    """A move in words, for hints and the log."""
    if isinstance(action, TakeUpcard):
        return QCoreApplication.translate("Showdown", "take the upcard")
    if isinstance(action, PassUpcard):
        return QCoreApplication.translate("Showdown", "pass the upcard")
    if isinstance(action, DrawStock):
        return QCoreApplication.translate("Showdown", "draw from the stock")
    if isinstance(action, DrawDiscard):
        return QCoreApplication.translate("Showdown", "take the top of the discard pile")
    if isinstance(action, Discard):
        return QCoreApplication.translate("Showdown", "discard {card}").format(card=cards_text([action.card]))
    if isinstance(action, Knock):
        if action.discard is None:
            return QCoreApplication.translate("Showdown", "knock with all eleven cards")
        return QCoreApplication.translate("Showdown", "knock, discarding {card}").format(
            card=cards_text([action.discard])
        )
    return QCoreApplication.translate("Showdown", "lay down your cards")
