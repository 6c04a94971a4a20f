"""What screen readers are told, in order, once each: the moves as the table shows them, the
hand's result, the start of a hand, whose turn it is or whom to hand the table to, the sitter's
suggestion, and every message of the status bar (refusals, hints).

One :class:`Announcer` per window says it all, so nothing is said twice by two widgets; a
card is said by its name ("Seven of hearts"), not by the symbols the screen shows. It
sends Qt's announcement event (spoken politely, after what the reader is saying) from the
"Last move" label, whose text changes with each move as a live status for readers that ignore
announcements. Nothing hidden is said: a card drawn from the stock is never named, no hand is
read out, and the advice is what the table may show (never to the box, never behind the cover).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from functools import cache
from html import unescape
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, Qt, Signal
from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent
from PySide6.QtWidgets import QLabel, QWidget

if TYPE_CHECKING:  # the window's first frame comes before the engine is loaded
    from gin3.engine import Card, Event
    from gin3.gui.controller import GameController
    from gin3.session import Played, Session

__all__ = ["Announcer", "announce", "announce_text", "plain_text", "sentences", "spoken"]


def announce_text(names: Sequence[str], events: Sequence[Event]) -> str:
    """The public moves among ``events``, in words (cards drawn from the stock stay hidden)."""
    from gin3.gui.text.moves import move_text

    return " ".join(text for text in (move_text(names, e) for e in events) if text)


def announce(widget: QWidget, text: str) -> None:
    """Tell assistive technology about ``text``, spoken politely after what it is saying."""
    if not QAccessible.isActive():
        return
    event = QAccessibleAnnouncementEvent(widget, text)
    QAccessible.updateAccessibility(event)


@cache
def _card_symbols() -> tuple[re.Pattern[str], dict[str, Card]]:
    from gin3.engine import FULL_DECK

    cards = {card.symbol_text: card for card in FULL_DECK}
    return re.compile("|".join(sorted(map(re.escape, cards), key=len, reverse=True))), cards


def spoken(text: str) -> str:
    """``text`` as a reader should say it: a card written "7♥" (which a reader says as "7 black
    heart suit") by its name in the current language, "Seven of hearts"."""
    from gin3.gui.text.cards import card_name

    pattern, cards = _card_symbols()
    return pattern.sub(lambda found: card_name(cards[found.group(0)]), text)


def plain_text(html: str) -> str:
    """The table panel's words without their markup: one line, each paragraph a sentence (a
    heading such as "Ana wins 12 points" gets its full stop, so the reader pauses after it)."""
    lines = (" ".join(unescape(re.sub(r"<[^>]+>", " ", p)).split()) for p in html.split("</p>"))
    return sentences(lines)


def sentences(lines: Iterable[str]) -> str:
    """``lines`` as one text, each ending as a sentence (headings have no full stop of their own)."""
    return " ".join(line if line[-1] in ".!?…:" else line + "." for line in lines if line)


class Announcer(QObject):
    """Says what happens at one window's table to assistive technology; :attr:`said` carries
    each sentence too (how tests, and anything else, hear what a reader was told)."""

    said = Signal(str)

    def __init__(self, label: QLabel, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.label = label  # the "Last move" label: the source of the announcements
        self._controller: GameController | None = None
        self._state: tuple[int, str] | None = None  # the turn (or hand-off) last said, per match
        self._hand: tuple[int, int] | None = None  # the hand whose start was said
        self._advice: object = None  # the suggestion last said

    def say(self, text: str) -> None:
        """Tell the reader ``text`` (nothing for an empty one), its cards by name."""
        if not text:
            return
        text = spoken(text)
        announce(self.label, text)
        self.said.emit(text)

    def listen(self, controller: GameController) -> None:
        """Follow ``controller``'s table; connect after the scene, so a move is said when shown."""
        self._controller = controller
        controller.matchStarted.connect(self._new_match)
        controller.played.connect(self._played)
        controller.tableChanged.connect(self._follow)
        controller.adviceChanged.connect(self._follow)
        controller.undone.connect(self._took_back)

    def _new_match(self) -> None:
        self.label.clear()  # the last move of the match before is gone
        self._state = self._hand = self._advice = None
        self._follow()

    def _played(self, played: Played) -> None:
        assert self._controller is not None
        session = self._controller.session
        match = session.match
        moves = announce_text(match.players if match is not None else (), played.events)
        if moves:
            self.label.setText(moves)
            self.say(moves)
        self._result(session, played.events)
        self._follow()

    def _took_back(self, moves: int) -> None:
        """Undo: the moves taken back are said, and the last move's text goes (it was undone)."""
        text = QCoreApplication.translate("Window", "Took back %n move(s).", "", moves)
        self.label.setText(text)
        self.say(text)

    def _result(self, session: Session, events: Sequence[Event]) -> None:
        """A hand just ended: the table's showdown words, as the panel shows them."""
        from gin3.engine import HandDead, HandScored
        from gin3.gui.text.showdown import match_over_html, showdown_html
        from gin3.session import Stage

        state = session.table()
        if (
            session.match is None
            or state is None
            or not any(isinstance(e, HandScored | HandDead) for e in events)
        ):
            return
        over = match_over_html(session.match) if session.stage is Stage.MATCH_OVER else ""
        self.say(plain_text(over + showdown_html(session.match, state.view, prompt=False)))

    def _follow(self) -> None:
        """Say what changed without a move: the draw for roles, a hand dealt, whose turn, the
        hand-off, advice."""
        from gin3.gui.text.showdown import role_draw_html
        from gin3.gui.windows.actionbar import status_line
        from gin3.gui.windows.cover import handoff_texts
        from gin3.session import Stage

        assert self._controller is not None
        session = self._controller.session
        if session.match is None:
            return
        self._hand_start(session)
        if session.stage is Stage.ROLE_DRAW:  # the table's words on who drew what, then Deal
            words = plain_text(role_draw_html(session.match))
        elif session.covered:
            words = sentences(handoff_texts(session))
        else:
            words = status_line(session)
        state = (session.generation, words)
        if state != self._state:
            self._state = state
            self.say(words)
        self._suggestion()

    def _hand_start(self, session: Session) -> None:
        """A hand dealt is said once: its number, and for a fresh one the dealer and the upcard."""
        from gin3.engine import HandDealt
        from gin3.gui.text.moves import cards_text, is_move
        from gin3.session import Stage

        match = session.match
        assert match is not None
        if session.stage is not Stage.PLAYING:
            return
        hand = match.hand
        key = (session.generation, hand.number)
        if key == self._hand:
            return
        self._hand = key
        dealt = next((e for e in hand.events if isinstance(e, HandDealt)), None)
        if dealt is None:
            return
        parts = [QCoreApplication.translate("GameLog", "Hand {number}").format(number=dealt.number) + "."]
        if not any(is_move(e) for e in hand.events):  # a resumed hand's upcard may be long gone
            parts.append(
                QCoreApplication.translate(
                    "GameLog", "{dealer} deals ten cards each; the upcard is {card}."
                ).format(dealer=match.name(dealt.dealer), card=cards_text([dealt.upcard]))
            )
        self.say(" ".join(parts))

    def _suggestion(self) -> None:
        """The suggestion the table shows now (the sitter's, or the computer's in two-player
        gin), once, as the advice panel's first row says it."""
        assert self._controller is not None
        model = self._controller.advice_model
        advice = model.advice
        if advice == self._advice:
            return
        self._advice = advice
        if advice is not None and model.rowCount():
            text = model.data(model.index(0), Qt.ItemDataRole.DisplayRole)
            self.say(" ".join(str(text).split()))
