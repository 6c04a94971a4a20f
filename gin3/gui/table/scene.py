"""The card table: a QGraphicsScene that shows the controller's match.

The scene never changes the game. :meth:`TableScene.sync` lays every card
where the engine says it is (cards glide there), and gestures go to the
controller through :class:`~gin3.gui.table.gestures.Gestures`.
"""

from __future__ import annotations

from html import escape

from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QBrush, QKeyEvent, QRadialGradient
from PySide6.QtWidgets import (
    QGraphicsScene,
    QGraphicsSceneMouseEvent,
    QGraphicsSimpleTextItem,
    QGraphicsTextItem,
)

from gin3.engine import (
    FULL_DECK,
    Card,
    Discard,
    DrawDiscard,
    DrawStock,
    Hand,
    HandScored,
    Knock,
    Phase,
    Role,
    Seat,
    TakeUpcard,
)
from gin3.gui.advice import AdviceTally, tally_sentences
from gin3.gui.controller import GameController, Stage
from gin3.gui.showdown import match_over_html, prompt_html, role_draw_html, role_name, showdown_html
from gin3.gui.table.cards import CardDeck, CardItem
from gin3.gui.table.gestures import Gestures
from gin3.gui.table.handorder import HandOrder, meld_groups
from gin3.gui.table.items import FELT_CENTRE, FELT_EDGE, FELT_TEXT, GroupOutline, PileMark, Plate, table_font
from gin3.gui.table.layout import BOARD_H, BOARD_W, Geometry, arrangement_spots, fan
from gin3.gui.texts import level_name

__all__ = ["TableScene"]

_ROLE_KEYS = {Role.BOX: "box", Role.CAPTAIN: "captain", Role.SITTER: "sitter"}


class TableScene(QGraphicsScene):
    """Cards, piles, plates and the words in the middle of the table."""

    message = Signal(str)  # a prompt or a refusal for the status bar
    defaultAction = Signal()  # Enter with nothing to act on at the table
    hintRequested = Signal()  # H with the focus on the table

    def __init__(self, controller: GameController, deck: CardDeck, anim_ms: int = 260) -> None:
        super().__init__(0, 0, BOARD_W, BOARD_H)
        self.controller = controller
        self.deck = deck
        self.anim_ms = anim_ms
        self.geo = Geometry(card_w=deck.width, card_h=deck.height)
        self.order = HandOrder()
        self._orders: dict[Seat, HandOrder] = {}  # hot-seat: each side keeps its own order (R10)
        self.thinking = ""
        self.selected: Card | None = None
        self.advised: Card | None = None  # the sitter suggests throwing it (R20)
        self._hand_number = 0
        self._dealt_hand = 0
        self._deal_order: dict[Card, int] = {}  # while a deal is shown: each card's turn to fly
        self._bottom: Seat | None = None
        self._paint_felt()
        self.cards: dict[Card, CardItem] = {c: CardItem(deck, c) for c in FULL_DECK}
        for item in self.cards.values():
            self.addItem(item)
            item.setPos(self.geo.stock_x, self.geo.middle_y)
        g = self.geo
        self.stock_mark = self._mark(g.stock_x, "")
        self.discard_mark = self._mark(g.discard_x, "")
        self.knock_mark = self._mark(g.knock_x, self.tr("Knock"), dashed=True)
        self.marks = {"stock": self.stock_mark, "discard": self.discard_mark, "knock": self.knock_mark}
        self.stock_caption = self._caption(g.stock_x, g.middle_y + g.card_h + 10)
        self.discard_caption = self._caption(g.discard_x, g.middle_y + g.card_h + 10)
        self.knock_caption = self._caption(g.knock_x, g.middle_y + g.card_h + 10)
        self.advice_caption = self._caption(g.stock_x, g.middle_y - 40)
        self.advice_caption.setBrush(CardItem.HINT)
        self.advice_caption.setFont(table_font(19, bold=True))
        self.advice_caption.setZValue(500)
        self.plates = {place: Plate(g.plate_w, g.plate_h) for place in ("top", "bottom", "sitter")}
        for place, plate in self.plates.items():
            self.addItem(plate)
            plate.setPos(g.plate_x, g.plate_y(place))
        self.panel = QGraphicsTextItem()
        self.panel.setDefaultTextColor(FELT_TEXT)
        self.panel.setTextWidth(g.panel_w)
        self.panel.setPos(g.panel_x, g.panel_y)
        self.addItem(self.panel)
        self._outlines: list[GroupOutline] = []
        self._extras: list[object] = []  # role-draw cards and their captions
        self.gestures = Gestures(self)
        controller.stateChanged.connect(self.sync)
        controller.matchStarted.connect(self._new_match)
        controller.aiThinking.connect(self._thinking)
        controller.hintReady.connect(self.sync)
        self.sync()

    # -- building ------------------------------------------------------------

    def _paint_felt(self) -> None:
        gradient = QRadialGradient(QPointF(BOARD_W / 2, BOARD_H / 2), BOARD_W * 0.7)
        gradient.setColorAt(0, FELT_CENTRE)
        gradient.setColorAt(1, FELT_EDGE)
        self.setBackgroundBrush(QBrush(FELT_EDGE))
        felt = self.addRect(QRectF(0, 0, BOARD_W, BOARD_H), Qt.PenStyle.NoPen, QBrush(gradient))
        felt.setZValue(-100)

    def _mark(self, x: float, label: str, dashed: bool = False) -> PileMark:
        mark = PileMark(self.geo.card_w, self.geo.card_h, label, dashed)
        mark.setPos(x, self.geo.middle_y)
        self.addItem(mark)
        return mark

    def _caption(self, x: float, y: float) -> QGraphicsSimpleTextItem:
        item = QGraphicsSimpleTextItem()
        item.setFont(table_font(17))
        item.setBrush(FELT_TEXT)
        item.setPos(x, y)
        self.addItem(item)
        return item

    def _set_caption(self, item: QGraphicsSimpleTextItem, text: str, x: float) -> None:
        item.setText(text)
        item.setX(x + (self.geo.card_w - item.boundingRect().width()) / 2)

    # -- signals -------------------------------------------------------------

    def _new_match(self) -> None:
        self._hand_number = 0
        self._dealt_hand = 0
        self.selected = None
        self.gestures.reset()

    def _thinking(self, seat: int) -> None:
        match = self.controller.match
        self.thinking = match.name(Seat(seat)) if seat >= 0 and match is not None else ""
        self.sync()

    # -- the picture ---------------------------------------------------------

    def bottom_seat(self) -> Seat | None:
        return self._bottom

    def own_cards_visible(self) -> bool:
        """The bottom hand is face up: the viewer's side, or everyone's when only AIs play."""
        return self.controller.stage is not Stage.NO_MATCH

    def retranslate(self) -> None:
        """Every word on the table again, in the current language (they are all made by sync)."""
        self.sync()

    def sync(self) -> None:
        """Put every card, plate and word where the controller's state says."""
        ctrl = self.controller
        hand = ctrl.shown_hand
        for outline in self._outlines:
            outline.setVisible(False)
        self._clear_extras()
        if hand is None or ctrl.match is None:
            self._place_all_in_stock()
            self._bottom = None
            self.panel.setHtml(
                "<p style='font-size:26px'>" + self.tr("Start a new match with Ctrl+N.") + "</p>"
            )
            return
        if hand.number != self._hand_number:
            self._hand_number = hand.number
            self.selected = None
            self._orders = {}
            self.gestures.reset()
        roles = ctrl.shown_roles
        side = ctrl.viewer_side()
        bottom = hand.non_dealer if side is None else side  # seat 1 is Seat(0): falsy
        top = hand.opponent_of(bottom)
        if self._bottom != bottom:
            self.selected = None
        self._bottom = bottom
        self.order = self._orders.setdefault(bottom, HandOrder(self.order.mode))
        face_up_top = not ctrl.humans
        hidden = ctrl.hides_private()  # hot-seat hand-off: no side's cards face up
        self.advised = self._advised_card(hand)
        self._deal_order = {}
        if ctrl.stage is Stage.PLAYING and hand.number != self._dealt_hand:
            self._dealt_hand = hand.number  # the deal (R9): one card at a time, each side in turn
            first, second = hand.cards(hand.non_dealer), hand.cards(hand.dealer)
            self._deal_order = {c: 2 * i for i, c in enumerate(first)} | {
                c: 2 * i + 1 for i, c in enumerate(second)
            }
        if ctrl.stage is Stage.ROLE_DRAW:
            self._place_all_in_stock()
            self._show_role_draw()
        else:
            self._place_piles(hand)
            scored = isinstance(hand.result, HandScored) and hand.knocked is not None
            if scored and ctrl.stage in (Stage.HAND_OVER, Stage.MATCH_OVER):
                self._place_showdown(hand, bottom)
            elif hand.knocked is not None:  # R13: the knocker's cards lie face up for the defender
                self._place_showdown(hand, bottom)
                defender = hand.opponent_of(hand.knocked.seat)
                if defender == bottom and not hidden:
                    self._place_own_hand(hand.cards(bottom))
                else:
                    y = self.geo.bottom_y if defender == bottom else self.geo.top_y
                    self._place_other_hand(
                        hand.cards(defender), face_up_top, hand.taken_from_pile_by(defender), y
                    )
            elif hidden:
                for seat, y in ((bottom, self.geo.bottom_y), (top, self.geo.top_y)):
                    self._place_other_hand(hand.cards(seat), False, hand.taken_from_pile_by(seat), y)
            else:
                self._place_own_hand(hand.cards(bottom))
                self._place_other_hand(hand.cards(top), face_up_top, hand.taken_from_pile_by(top))
            self.panel.setHtml(self._panel_html(hand, roles))
        self._update_marks(hand)
        self._show_hint(hand)
        self._update_plates(hand, roles, bottom, top)
        self.gestures.refresh_focus()

    def _panel_html(self, hand: Hand, roles: dict[Seat, Role]) -> str:
        ctrl = self.controller
        match = ctrl.match
        assert match is not None
        advice = "".join(
            f"<p style='font-size:18px; margin:0 0 8px 0'>{escape(line)}</p>"
            for line in tally_sentences(ctrl.tallies.get(hand.number, AdviceTally()))
        )
        if ctrl.stage is Stage.MATCH_OVER:
            return match_over_html(match) + showdown_html(match, hand, roles) + advice
        if ctrl.stage is Stage.HAND_OVER:
            return showdown_html(match, hand, roles) + advice
        return prompt_html(match, ctrl.human_to_act(), self.thinking, ctrl.can_knock(), ctrl.suggesting())

    def _move(self, card: Card, x: float, y: float, z: float, face_up: bool) -> None:
        item = self.cards[card]
        item.setZValue(z)
        item.set_marks(face_up=face_up)
        if self.gestures.dragging is item:
            item.home = QPointF(x, y)
            return
        delay = self._deal_order.get(card, 0) * self.anim_ms // 6
        item.move_to(QPointF(x, y), self.anim_ms, delay)

    def _place_all_in_stock(self) -> None:
        for i, card in enumerate(FULL_DECK):
            self._move(card, self.geo.stock_x - i * 0.15, self.geo.middle_y - i * 0.15, i, False)
            self.cards[card].set_marks(selected=False, laid_off=False, hinted=False, fresh=False)

    def _place_piles(self, hand: Hand) -> None:
        g = self.geo
        stock = hand.stock
        for depth, card in enumerate(reversed(stock)):  # bottom first
            self._move(card, g.stock_x - depth * 0.25, g.middle_y - depth * 0.25, depth, False)
        for depth, card in enumerate(hand.discard_pile):
            self._move(card, g.discard_x - depth * 0.25, g.middle_y - depth * 0.25, 100 + depth, True)
        for card in (*stock, *hand.discard_pile):
            self.cards[card].set_marks(selected=False, laid_off=False, fresh=False)
        self._set_caption(self.stock_caption, self.tr("Stock ({count})").format(count=len(stock)), g.stock_x)
        self._set_caption(self.discard_caption, self.tr("Discard pile"), g.discard_x)

    def _place_own_hand(self, held: tuple[Card, ...]) -> None:
        g = self.geo
        if self.order.cards:
            self.order.update(held)
        else:
            self.order.reset(held)
        order = self.order.cards
        groups = meld_groups(order)
        breaks = ({start for start, _ in groups} | {start + n for start, n in groups}) - {0, len(order)}
        # a meld's last card shows whole, so the next group starts clear of it
        gap = g.card_w - g.own_step + g.group_gap
        room = g.hand_right - g.hand_left - g.card_w - gap * len(breaks)
        step = min(g.own_step, room / max(1, len(order) - 1))
        xs = fan(len(order), step, g.hand_centre, g.card_w, breaks, gap)
        if self.selected not in order:
            self.selected = None
        fresh = self._fresh_card()
        for i, (card, x) in enumerate(zip(order, xs, strict=True)):
            lifted = card in (self.selected, self.advised)
            self._move(card, x, g.bottom_y - (g.lift if lifted else 0), 200 + i, True)
            self.cards[card].set_marks(selected=card == self.selected, laid_off=False, fresh=card == fresh)
        for start, n in groups:
            box = QRectF(
                xs[start] - 7, g.bottom_y - 9, xs[start + n - 1] + g.card_w - xs[start] + 14, g.card_h + 18
            )
            self._outline(box, "", deadwood=False, below=False)

    def _fresh_card(self) -> Card | None:
        """The card the person just drew, while they decide what to discard."""
        ctrl = self.controller
        match = ctrl.match
        if match is None or not ctrl.human_to_act() or match.hand.phase is not Phase.DISCARD:
            return None
        return match.hand.cards(match.hand.turn)[-1]

    def _place_other_hand(
        self, held: tuple[Card, ...], face_up: bool, public: tuple[Card, ...] = (), y: float | None = None
    ) -> None:
        """The other side's hand, face down but for the cards it took from the
        discard pile: everyone saw those (they lie face up at the right end)."""
        g = self.geo
        row = g.top_y if y is None else y
        if face_up:
            cards = sorted(held, key=lambda c: (c.suit.index, int(c.rank)))
        else:
            cards = [c for c in held if c not in public] + [c for c in held if c in public]
        step = g.own_step * 0.6 if face_up else g.other_step
        if public and not face_up:
            step = g.other_step * 1.4
        xs = fan(len(cards), step, g.hand_centre, g.card_w)
        for i, (card, x) in enumerate(zip(cards, xs, strict=True)):
            self._move(card, x, row, 200 + i, face_up or card in public)
            self.cards[card].set_marks(selected=False, laid_off=False, fresh=False)

    def _place_showdown(self, hand: Hand, bottom: Seat) -> None:
        g = self.geo
        assert hand.knocked is not None
        knocker = hand.knocked.seat
        rows = {bottom: g.bottom_y, hand.opponent_of(bottom): g.top_y}
        layoffs = hand.laid_down.layoffs if hand.laid_down else ()
        laid = {lo.card for lo in layoffs}
        shown = [(knocker, hand.knocked.arrangement, layoffs)]
        if hand.laid_down is not None:
            shown.append((hand.laid_down.seat, hand.laid_down.arrangement, ()))
        for seat, arrangement, extra in shown:
            y = rows[seat]
            spots, boxes = arrangement_spots(arrangement, extra, y, g)
            for i, (card, (x, cy)) in enumerate(spots.items()):
                self._move(card, x, cy, 200 + i, True)
                self.cards[card].set_marks(selected=False, laid_off=card in laid, fresh=False)
            below = y == g.top_y
            for left, right, kind in boxes:
                caption = (
                    self.tr("Deadwood {count}").format(count=arrangement.deadwood_value)
                    if kind
                    else self.tr("Meld")
                )
                self._outline(
                    QRectF(left - 8, y - 8, right - left + 16, g.card_h + 16), caption, bool(kind), below
                )
            if not arrangement.deadwood:
                caption = self.tr("Gin: no deadwood") if seat == knocker else self.tr("No deadwood")
                self._outline(
                    QRectF(boxes[-1][1] + 30 if boxes else g.hand_left, y, 1, 1), caption, False, below
                )

    def _outline(self, rect: QRectF, caption: str, deadwood: bool, below: bool) -> None:
        for outline in self._outlines:
            if not outline.isVisible():
                break
        else:
            outline = GroupOutline()
            self.addItem(outline)
            self._outlines.append(outline)
        outline.set_box(rect, caption, deadwood, below)
        outline.setVisible(True)

    def _show_role_draw(self) -> None:
        match = self.controller.match
        assert match is not None
        g = self.geo
        self.panel.setHtml(role_draw_html(match))
        y = g.panel_y + self.panel.boundingRect().height() + 16
        last = len(match.role_draw) - 1
        for number, rnd in enumerate(match.role_draw):
            x = g.panel_x
            for seat, card in rnd:
                item = CardItem(self.deck, card, face_up=True)
                item.setPos(x, y)
                item.setZValue(300)
                self.addItem(item)
                self._extras.append(item)
                lines = [(match.name(seat), True)]
                if number == last or seat not in {s for r in match.role_draw[number + 1 :] for s, _ in r}:
                    lines.append((role_name(match.roles.get(seat)), False))
                else:
                    lines.append((self.tr("tie: cuts again"), False))
                ty = y + g.card_h + 6
                for text, bold in lines:
                    label = QGraphicsSimpleTextItem(text)
                    label.setFont(table_font(19 if bold else 16, bold=bold))
                    label.setBrush(FELT_TEXT)
                    label.setPos(x + (g.card_w - label.boundingRect().width()) / 2, ty)
                    self.addItem(label)
                    self._extras.append(label)
                    ty += label.boundingRect().height() + 2
                x += g.card_w + 70
            y += g.card_h + 70

    def _clear_extras(self) -> None:
        for item in self._extras:
            self.removeItem(item)  # type: ignore[arg-type]
        self._extras.clear()

    def _advised_card(self, hand: Hand) -> Card | None:
        """The card of the hand the sitter's suggestion would throw (lifted and outlined)."""
        advice = self.controller.shown_advice()
        action = advice.action if advice is not None else None
        if isinstance(action, Discard):
            return action.card
        if isinstance(action, Knock):
            return action.discard
        return None

    @staticmethod
    def _card_of(action: object, hand: Hand) -> Card | None:
        if isinstance(action, Discard):
            return action.card
        if isinstance(action, Knock):
            return action.discard
        if isinstance(action, DrawStock) and hand.stock:
            return hand.stock[0]
        if isinstance(action, (DrawDiscard, TakeUpcard)) and hand.discard_pile:
            return hand.discard_pile[-1]
        return None

    def _show_hint(self, hand: Hand) -> None:
        """Outline the card the hint (H) or the sitter's suggestion (R20) is about; name the pile."""
        advice = self.controller.shown_advice()
        marked = {self._card_of(self.controller.hint_action, hand)}
        if advice is not None:
            marked.add(self._card_of(advice.action, hand))
        marked.discard(None)
        for c, item in self.cards.items():
            item.set_marks(hinted=c in marked)
        action = advice.action if advice is not None else None
        g = self.geo
        place = {DrawStock: g.stock_x, DrawDiscard: g.discard_x, TakeUpcard: g.discard_x}.get(type(action))
        y = g.middle_y - 40
        if isinstance(action, Knock):
            place = g.knock_x
        if self.advised is not None and self.advised in self.order.cards:  # above the lifted card
            place, y = self.cards[self.advised].home.x(), g.bottom_y - g.lift - 36
        if advice is None or place is None:
            self.advice_caption.setVisible(False)
            return
        self.advice_caption.setVisible(True)
        self.advice_caption.setY(y)
        self._set_caption(self.advice_caption, self.tr("Suggested"), place)

    def _update_marks(self, hand: Hand) -> None:
        ctrl = self.controller
        playing = ctrl.stage is Stage.PLAYING
        self.knock_mark.setVisible(playing)
        self._set_caption(self.knock_caption, "", self.geo.knock_x)
        can_knock = playing and ctrl.can_knock()
        self.knock_mark.set_state(
            active=can_knock, label=self.tr("Knock here") if can_knock else self.tr("Knock")
        )
        # a glow says where the person can take a card from, or put one
        self.stock_mark.set_state(active=ctrl.can(DrawStock()))
        self.discard_mark.set_state(
            active=ctrl.can(DrawDiscard())
            or ctrl.can(TakeUpcard())
            or (ctrl.human_to_act() and hand.phase is Phase.DISCARD)
        )

    def _update_plates(self, hand: Hand, roles: dict[Seat, Role], bottom: Seat, top: Seat) -> None:
        ctrl = self.controller
        match = ctrl.match
        assert match is not None
        sitter = next((s for s in match.seats if s not in hand.seats), None)
        for place, seat in (("bottom", bottom), ("top", top), ("sitter", sitter)):
            plate = self.plates[place]
            plate.setVisible(seat is not None)
            if seat is None:
                continue
            role = roles.get(seat)
            lit = ctrl.stage is Stage.PLAYING and hand.turn == seat
            if lit and ctrl.is_human(seat):
                status = self.tr("Your turn")
            elif lit:
                status = self.tr("Thinking…") if self.thinking else self.tr("To play")
            elif role is Role.SITTER:
                status = (
                    self.tr("Watching the captain") if ctrl.is_human(seat) else self.tr("Sits out this hand")
                )
            else:
                level = ctrl.seats[seat].level
                if level is not None:
                    status = self.tr("Computer: {level}").format(level=level_name(str(level)))
                elif seat == ctrl.viewer:
                    status = self.tr("You")
                else:
                    status = self.tr("Plays at this screen")
            plate.set_content(
                match.name(seat),
                _ROLE_KEYS.get(role, "") if role else "",
                role_name(role),
                self.tr("%n pts", "", match.totals[seat]),
                status,
                lit,
                ctrl.is_human(seat),
            )

    # -- input goes to the gestures -------------------------------------------

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        self.gestures.press(event)

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        self.gestures.move(event)

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        self.gestures.release(event)

    def mouseDoubleClickEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        self.gestures.double_click(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if not self.gestures.key(event):
            event.ignore()
