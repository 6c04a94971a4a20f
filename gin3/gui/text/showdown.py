"""The words in the middle of the table: the draw for roles, a finished hand worked out, the match end.

Every sentence is one translatable template with named arguments, never
assembled from pieces.
"""

from __future__ import annotations

from collections.abc import Sequence
from html import escape

from PySide6.QtCore import QCoreApplication

from gin3.engine import HandDead, HandScored, Match, Mode, Outcome, Role, Seat, View
from gin3.gui.text.games import closed_by_last_hand, game_end_sentence, open_games_sentence, two_player_over
from gin3.gui.text.moves import cards_text
from gin3.gui.text.undos import undo_sentences

__all__ = ["heading", "match_over_html", "paragraph", "role_draw_html", "roles_reason", "showdown_html"]


def heading(text: str) -> str:
    """A heading line of the table's panel."""
    return f"<p style='font-size:26px; font-weight:bold; margin:0 0 10px 0'>{escape(text)}</p>"


def paragraph(text: str, size: int = 20) -> str:
    """A line of the table's panel."""
    return f"<p style='font-size:{size}px; margin:0 0 10px 0'>{escape(text)}</p>"


def _seat_with(roles: dict[Seat, Role], role: Role) -> Seat:
    return next(s for s, r in roles.items() if r is role)


def role_draw_html(match: Match) -> str:
    """R7 (or C1, in two-player gin) in words: who drew what, who is where."""
    if match.mode is Mode.CLASSIC:
        return _dealer_draw_html(match)
    roles = match.roles_of(1)
    parts = [heading(QCoreApplication.translate("Showdown", "Drawing for roles"))]
    parts.append(
        paragraph(
            QCoreApplication.translate(
                "Showdown",
                "Each player cut a card. The highest card is in the box, the middle one is captain "
                "and the lowest sits out; ties cut again (R7, ace low).",
            )
        )
    )
    if roles:
        parts.append(
            paragraph(
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
        paragraph(QCoreApplication.translate("Showdown", "Press Deal (Enter) to start the first hand."), 18)
    )
    return "".join(parts)


def first_deal_part(match: Match, seat: Seat) -> str:
    """Under a two-player draw's card: whether ``seat`` deals the first hand or plays first (C1)."""
    hand = match.hand if match.hand.number == 1 else match.hands[0]
    if seat == hand.dealer:
        return QCoreApplication.translate("Roles", "Deals")
    return QCoreApplication.translate("Roles", "Plays first")


def _dealer_draw_html(match: Match) -> str:
    """C1 in words: the lower card deals the first hand, the other player plays first."""
    hand = match.hand if match.hand.number == 1 else match.hands[0]
    return "".join(
        [
            heading(QCoreApplication.translate("Showdown", "Drawing for the deal")),
            paragraph(
                QCoreApplication.translate(
                    "Showdown",
                    "Each player cut a card. The lower card deals the first hand, then the deal "
                    "alternates; ties cut again (C1, ace low).",
                )
            ),
            paragraph(
                QCoreApplication.translate("Showdown", "{dealer} deals; {other} plays first.").format(
                    dealer=match.name(hand.dealer), other=match.name(hand.non_dealer)
                )
            ),
            paragraph(
                QCoreApplication.translate("Showdown", "Press Deal (Enter) to start the first hand."), 18
            ),
        ]
    )


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


def _score_sentences(match: Match, view: View, result: HandScored) -> list[str]:
    rules = view.rules
    knocker = match.name(result.knocker)
    defender = match.name(result.loser if result.winner == result.knocker else result.winner)
    kd, dd, points = result.knocker_deadwood, result.defender_deadwood, result.points
    out: list[str] = []
    laid = view.laid_down.layoffs if view.laid_down else ()
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


def showdown_html(match: Match, view: View, notes: Sequence[str] = (), *, prompt: bool = True) -> str:
    """The finished hand of ``view`` worked out in words (R13-R18); ``notes`` (the sitter's
    advice in this hand, say) come after the score and before what happens next; ``prompt``:
    the live table's call to deal the next hand ends them (a review has none)."""
    result = view.result
    parts: list[str] = []
    # lupdate reads a plural's count only when it is a plain name
    if isinstance(result, HandDead):
        left = result.stock_left
        parts.append(heading(QCoreApplication.translate("Showdown", "Dead hand")))
        parts.append(
            paragraph(
                QCoreApplication.translate(
                    "Showdown",
                    "Only %n card(s) left in the stock and nobody knocked, so nobody scores (R17).",
                    None,
                    left,
                )
            )
        )
    elif isinstance(result, HandScored):
        winner = match.name(result.winner)
        points, total = result.points, match.totals[result.winner]
        parts.append(
            heading(
                QCoreApplication.translate("Showdown", "{winner} wins %n point(s)", None, points).format(
                    winner=winner
                )
            )
        )
        for sentence in _score_sentences(match, view, result):
            parts.append(paragraph(sentence))
        if not _hollywood(match):  # Hollywood's hands count in several games: the games say the points
            now = QCoreApplication.translate("Showdown", "{winner} now has %n point(s).", None, total)
            parts.append(paragraph(now.format(winner=winner)))
        parts.extend(_games_closed(match))
    parts.extend(paragraph(sentence, 18) for sentence in undo_sentences(match, view.hand_number))
    parts.extend(paragraph(note, 18) for note in notes)
    roles = match.roles_of(view.hand_number)
    if result is not None and not match.is_over:
        if roles:
            parts.append(paragraph(roles_reason(match, roles, result), 18))
        if prompt:
            parts.append(
                paragraph(QCoreApplication.translate("Showdown", "Press N or Next hand to deal."), 18)
            )
    return "".join(parts)


def _hollywood(match: Match) -> bool:
    return match.mode is Mode.CLASSIC and match.rules.hollywood


def _games_closed(match: Match) -> list[str]:
    """Two-player gin: each game the hand ended, worked out (C2-C5), then the games still open
    with their points, after every Hollywood hand (C6) and after a hand that closed a game."""
    closed = closed_by_last_hand(match)
    parts = [paragraph(game_end_sentence(match, game)) for game in closed]
    still = open_games_sentence(match) if closed or _hollywood(match) else ""
    if still:
        parts.append(paragraph(still, 18))
    return parts


def match_over_html(match: Match, *, prompt: bool = True) -> str:
    """The match's end: the winner and the final totals; in two-player gin the game's end and the
    evening's running result (C5); ``prompt``: the live table's call to play again ends them."""
    assert match.winner is not None
    if match.mode is Mode.CLASSIC:
        title, lines = two_player_over(match)
        if not prompt:  # its last line says how to go on
            lines = lines[:-1]
        return heading(title) + "".join(paragraph(line, 18) for line in lines)
    total = match.totals[match.winner]  # lupdate reads a plural's count only when it is a plain name
    totals = ", ".join(
        QCoreApplication.translate("Showdown", "{name} {total}").format(
            name=match.name(s), total=match.totals[s]
        )
        for s in match.seats
    )
    return "".join(
        [
            heading(
                QCoreApplication.translate(
                    "Showdown", "{winner} wins the match with %n point(s)!", None, total
                ).format(winner=match.name(match.winner))
            ),
            paragraph(
                QCoreApplication.translate("Showdown", "Final totals: {totals}.").format(totals=totals)
            ),
            # Enter at the match's end brings the summary back and starts nothing (issue 18)
            paragraph(
                QCoreApplication.translate(
                    "Showdown", "Press New match (Ctrl+N) to play again; Enter shows the summary."
                ),
                18,
            )
            if prompt
            else "",
        ]
    )
