"""Everything on the table that is not a card's place: words, plates, glows and marks.

:class:`TableDecor` belongs to the scene and redraws from the same
:class:`~gin3.session.TableState`: the pile captions, the knock spot, the
glow on the piles a person may take from, the name plates, the suggested
move (R20) and the hint, the words in the middle (what to do now, the
showdown, the match's end) and the draw for roles (R7).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QFontMetricsF
from PySide6.QtWidgets import QGraphicsItem, QGraphicsSimpleTextItem

from gin3.engine import (
    Action,
    Card,
    Discard,
    DrawDiscard,
    DrawStock,
    Knock,
    Phase,
    Role,
    Seat,
    TakeUpcard,
    View,
)
from gin3.gui.table.cards import CardItem
from gin3.gui.table.items import FELT_TEXT, Plate, table_font
from gin3.gui.table.layout import PILE_SCALE, PLATE_H, PLATE_W
from gin3.gui.table.piles import Place
from gin3.gui.text.advice import tally_sentences
from gin3.gui.text.moves import role_name
from gin3.gui.text.prompts import prompt_html
from gin3.gui.text.review import review_html
from gin3.gui.text.showdown import first_deal_part, match_over_html, role_draw_html, showdown_html
from gin3.gui.text.templates import level_name
from gin3.session import AdviceTally, Stage
from gin3.session.replaying import ReviewTable

if TYPE_CHECKING:
    from gin3.gui.table.surface import Table

__all__ = ["TableDecor", "plate_points"]

_ROLE_KEYS = {Role.BOX: "box", Role.CAPTAIN: "captain", Role.SITTER: "sitter"}


class TableDecor:
    """The scene's words and marks (see the module docstring)."""

    def __init__(self, scene: Table) -> None:
        self.scene = scene
        g = scene.geo
        self.stock_caption = scene.caption(g.stock_x, 0)
        self.discard_caption = scene.caption(g.discard_x, 0)
        self.advice_caption = scene.caption(g.stock_x, g.middle_y - 40)
        self.advice_caption.setBrush(CardItem.HINT)
        self.advice_caption.setZValue(500)
        # drawn at text scale 1, scaled to the table
        self.plates = {place: Plate(PLATE_W, PLATE_H) for place in ("top", "bottom", "sitter")}
        for plate in self.plates.values():
            scene.addItem(plate)
        self._extras: list[QGraphicsItem] = []  # the draw for roles: cards and captions
        self._html = ""  # what the middle of the table says (laying out rich text is not free)
        self.relayout()

    def relayout(self) -> None:
        """Captions and plates at the table's size (again after a new size)."""
        g = self.scene.geo
        for caption in (self.stock_caption, self.discard_caption):
            caption.setFont(table_font(g.font(17)))
            caption.setY(g.middle_y + g.pile_h + 13 + 3 * g.unit)  # clear of the glow (12 out)
        self.advice_caption.setFont(table_font(g.font(19), bold=True))
        for place, plate in self.plates.items():
            plate.setScale(g.unit)
            plate.setPos(g.plate_x, g.plate_y(place))

    # -- what the session says ---------------------------------------------------------

    def _suggested(self) -> Action | None:
        advice = self.scene.session.shown_advice()
        return advice.action if advice is not None else None

    def advised_card(self) -> Card | None:
        """The card of the hand the sitter's suggestion would throw (lifted and outlined)."""
        action = self._suggested()
        if isinstance(action, Discard):
            return action.card
        if isinstance(action, Knock):
            return action.discard
        return None

    def _item_of(self, action: Action | None) -> CardItem | None:
        scene = self.scene
        if isinstance(action, Discard):
            return scene.cards[action.card]
        if isinstance(action, Knock) and action.discard is not None:
            return scene.cards[action.discard]
        if isinstance(action, DrawStock):
            return scene.piles[Place.STOCK].top()
        if isinstance(action, DrawDiscard | TakeUpcard):
            return scene.piles[Place.DISCARD].top()
        return None

    # -- drawing ----------------------------------------------------------------------

    def show_state(self) -> None:
        """Words, plates and marks for the table as it is now."""
        scene = self.scene
        session, state = scene.session, scene.state
        self._clear_extras()
        self._card_marks()
        g = scene.geo
        if state is None or session.match is None:
            for plate in self.plates.values():
                plate.setVisible(False)
            for caption in (self.stock_caption, self.discard_caption, self.advice_caption):
                caption.setText("")
            scene.piles[Place.KNOCK].set_shown(False)
            # nothing to say: at start, the question whether to resume a match may be open
            self._words("")
            return
        stage = session.stage
        view = state.view
        self._caption(
            self.stock_caption,
            QCoreApplication.translate("TableScene", "Stock ({count})").format(count=view.stock_count),
            g.stock_x,
            g.pile_w,
        )
        self._caption(
            self.discard_caption,
            QCoreApplication.translate("TableScene", "Discard pile"),
            g.discard_x,
            g.pile_w,
        )
        if isinstance(session, ReviewTable):  # a review's own words: nobody is called to act there
            self._words(review_html(session, view))
        elif stage is Stage.ROLE_DRAW:
            self._caption(self.stock_caption, "", g.stock_x, g.pile_w)
            self._caption(self.discard_caption, "", g.discard_x, g.pile_w)
            self._role_draw()
        elif stage is Stage.PLAYING:
            self._words(prompt_html(session, scene.thinking))
        else:
            advice = tally_sentences(session.desk.tallies.get(view.hand_number, AdviceTally()))
            over = match_over_html(session.match) if stage is Stage.MATCH_OVER else ""
            self._words(over + showdown_html(session.match, view, advice))
        self._pile_marks(stage)
        self._advice_caption()
        self._plates(stage)

    def _words(self, html: str) -> None:
        if html != self._html:
            self._html = html
            self.scene.set_words(html)

    @staticmethod
    def _caption(item: QGraphicsSimpleTextItem, text: str, x: float, width: float) -> None:
        """``text`` centred under (or over) something ``width`` wide at ``x``."""
        item.setText(text)
        item.setX(x + (width - item.boundingRect().width()) / 2)

    def _card_marks(self) -> None:
        scene = self.scene
        session = scene.session
        marked = {self._item_of(session.hint), self._item_of(self._suggested())}
        fresh = self._fresh_card()
        for item in (*scene.cards.values(), *scene.backs):
            item.set_marks(
                hinted=item in marked,
                selected=item.card is not None and item.card == scene.selected,
                fresh=item.card is not None and item.card == fresh and item.card != scene.selected,
            )

    def _fresh_card(self) -> Card | None:
        """The card the person just drew, while they decide what to discard."""
        session, state = self.scene.session, self.scene.state
        if state is None or not session.human_to_act() or state.view.phase is not Phase.DISCARD:
            return None
        return state.view.hand[-1] if state.view.hand else None

    def _pile_marks(self, stage: Stage) -> None:
        scene = self.scene
        session = scene.session
        playing = stage is Stage.PLAYING
        piles = scene.piles
        piles[Place.KNOCK].set_shown(playing)
        can_knock = playing and session.can_knock()
        piles[Place.KNOCK].set_active(
            can_knock,
            QCoreApplication.translate("TableScene", "Knock here")
            if can_knock
            else QCoreApplication.translate("TableScene", "Knock"),
        )
        # a glow says where the person can take a card from, or put one
        view = scene.state.view if scene.state is not None else None
        piles[Place.STOCK].set_active(session.can(DrawStock()))
        piles[Place.DISCARD].set_active(
            session.can(DrawDiscard())
            or session.can(TakeUpcard())
            or (session.human_to_act() and view is not None and view.phase is Phase.DISCARD)
        )

    def _advice_caption(self) -> None:
        """Name the pile or the spot of the sitter's suggestion; above the lifted card for a discard."""
        scene, g = self.scene, self.scene.geo
        action = self._suggested()
        place = {DrawStock: g.stock_x, DrawDiscard: g.discard_x, TakeUpcard: g.discard_x}.get(type(action))
        y = g.middle_y - 40 * g.unit
        width = g.pile_w
        if isinstance(action, Knock):
            place = g.knock_x
        advised = scene.advised
        if advised is not None and advised in scene.own_cards:
            place, y = scene.cards[advised].home.x(), g.bottom_y - g.lift - 36 * g.unit
            width = g.card_w
        if action is None or place is None:
            self.advice_caption.setVisible(False)
            return
        self.advice_caption.setVisible(True)
        self.advice_caption.setY(y)
        self._caption(
            self.advice_caption, QCoreApplication.translate("TableScene", "Suggested"), place, width
        )

    def _plates(self, stage: Stage) -> None:
        scene = self.scene
        session, state = scene.session, scene.state
        assert state is not None and session.match is not None
        view = state.view
        roles = dict(view.roles)
        for place, seat in (("bottom", state.bottom), ("top", state.top), ("sitter", state.sitter)):
            plate = self.plates[place]
            plate.setVisible(seat is not None)
            if seat is None:
                continue
            role = roles.get(seat)
            # a plain name: lupdate reads a plural's count only then
            total = plate_points(view, session.match.totals[seat], seat)
            lit = stage is Stage.PLAYING and view.turn == seat
            human = session.is_human(seat)
            if lit and human:
                status = QCoreApplication.translate("TableScene", "Your turn")
            elif lit:
                status = (
                    QCoreApplication.translate("TableScene", "Thinking…")
                    if scene.thinking
                    else QCoreApplication.translate("TableScene", "To play")
                )
            elif role is Role.SITTER:
                status = (
                    QCoreApplication.translate("TableScene", "Watching the captain")
                    if human
                    else QCoreApplication.translate("TableScene", "Sits out this hand")
                )
            else:
                level = session.seats[seat].level
                if level is not None:
                    status = QCoreApplication.translate("TableScene", "Computer: {level}").format(
                        level=level_name(level)
                    )
                elif seat == session.viewer:
                    status = QCoreApplication.translate("TableScene", "You")
                else:
                    status = QCoreApplication.translate("TableScene", "Plays at this screen")
            plate.set_content(
                session.name(seat),
                _ROLE_KEYS.get(role, "") if role else "",
                role_name(role),
                QCoreApplication.translate("TableScene", "%n pts", "", total),
                status,
                lit,
                human,
            )

    def _role_draw(self) -> None:
        scene = self.scene
        match = scene.session.match
        assert match is not None
        g = scene.geo
        self._words(role_draw_html(match))
        y = g.panel_y + scene.panel.boundingRect().height() * g.unit + 16 * g.unit
        name_font, part_font = table_font(g.font(19), bold=True), table_font(g.font(16), bold=False)
        text_h = QFontMetricsF(name_font).height() + QFontMetricsF(part_font).height() + 2 + 6 * g.unit
        pitch = max(70 * g.unit, text_h + 12 * g.unit)  # from a card's foot to the next row's card
        bottom = g.height - 8 * g.unit

        def fit_of(rows: int) -> float:  # the cut cards' scale that keeps ``rows`` rows on the table
            room = bottom - y - rows * text_h - (rows - 1) * (pitch - text_h)
            return min(1.0, room / (rows * g.pile_h))

        # ties add rows: the cards shrink to fit; where even small ones would not, the first
        # rounds give way to the deciding ones (the words above still tell the whole draw)
        last = len(match.role_draw) - 1
        shown = list(enumerate(match.role_draw))
        while len(shown) > 1 and fit_of(len(shown)) < 0.6:
            shown.pop(0)
        fit = max(0.35, fit_of(len(shown)))
        card_w, card_h = g.pile_w * fit, g.pile_h * fit
        roles = match.roles_of(1)
        for number, drawn in shown:
            x = g.panel_x
            for seat, card in drawn:
                item = CardItem(scene.deck, card, face_up=True)
                item.setPos(x, y)
                item.setScale(PILE_SCALE * fit)
                item.setZValue(300)
                scene.addItem(item)
                self._extras.append(item)
                lines = [(match.name(seat), True)]
                if number == last or seat not in {s for r in match.role_draw[number + 1 :] for s, _ in r}:
                    part = role_name(roles.get(seat)) if roles else first_deal_part(match, seat)
                    lines.append((part, False))
                else:
                    lines.append((QCoreApplication.translate("TableScene", "tie: cuts again"), False))
                ty = y + card_h + 6 * g.unit
                for text, bold in lines:
                    label = QGraphicsSimpleTextItem(text)
                    label.setFont(name_font if bold else part_font)
                    label.setBrush(FELT_TEXT)
                    label.setPos(x + (card_w - label.boundingRect().width()) / 2, ty)
                    scene.addItem(label)
                    self._extras.append(label)
                    ty += label.boundingRect().height() + 2
                x += max(card_w, g.pile_w * 0.75) + 70 * g.unit  # room for the names under it
            y += card_h + pitch

    def _clear_extras(self) -> None:
        for item in self._extras:
            self.scene.removeItem(item)
        self._extras.clear()


def plate_points(view: View, total: int, seat: Seat) -> int:
    """The points on a player's plate: the match total (``total``), except with Hollywood scoring,
    where a won hand counts in several games and the plate shows the first game still open,
    the one the next won hand counts in first (C6); after the last game, that game's points."""
    if not (view.rules.hollywood and view.games):
        return total
    game = view.open_game or view.games[-1]
    return game.totals[seat]
