"""The card table: a QGraphicsScene that draws what the seat at the table may see.

The scene never changes the game and never sees more than the session's
:class:`~gin3.session.TableState`: a card the person at the table may not
see (the stock, the other side's hidden cards, everything while the table is
handed over) is an anonymous back here, so hot-seat privacy holds by
construction. Cards glide from where they were to where the state puts
them; gestures go to the controller through
:class:`~gin3.gui.table.gestures.Gestures`.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import QBrush, QColor, QKeyEvent, QRadialGradient
from PySide6.QtWidgets import (
    QGraphicsScene,
    QGraphicsSceneMouseEvent,
    QGraphicsSimpleTextItem,
    QGraphicsTextItem,
)

from gin3.engine import FULL_DECK, Card, Discarded, Seat, View
from gin3.gui.controller import GameController
from gin3.gui.models.hand import meld_groups
from gin3.gui.table.cards import CardDeck, CardItem
from gin3.gui.table.decor import TableDecor
from gin3.gui.table.felts import FELTS, Felt
from gin3.gui.table.gestures import Gestures
from gin3.gui.table.items import FELT_TEXT, GroupOutline, PileMark, table_font
from gin3.gui.table.layout import CARD_W, PILE_SCALE, TOP_SCALE, Geometry, arrangement_spots, fan
from gin3.session import Stage, TableState

__all__ = ["TableScene"]


class TableScene(QGraphicsScene):
    """Cards, piles, plates and the words in the middle of the table."""

    message = Signal(str)  # a prompt or a refusal for the status bar
    defaultAction = Signal()  # Enter with nothing to act on at the table
    hintRequested = Signal()  # H with the focus on the table

    def __init__(self, controller: GameController, deck: CardDeck, anim_ms: int = 260) -> None:
        """``deck`` gives the art; its width against :data:`CARD_W` is the settings' card size
        (1: as large as fits, less: that share of it). The scene sizes its own cards."""
        super().__init__()
        self.controller = controller
        self.session = controller.session
        self.share = min(1.0, deck.width / CARD_W)
        self.geo = Geometry.fit(1600, 1000, deck.art.ASPECT, self.share)
        self.deck = CardDeck(deck.art, self.geo.card_w)  # its own size: a review's table is smaller
        self.anim_ms = anim_ms
        self._instant = False  # a new size lays the table out at once
        self.setSceneRect(0, 0, self.geo.width, self.geo.height)
        self.state: TableState | None = None
        self.selected: Card | None = None
        self.advised: Card | None = None  # the sitter suggests throwing it (R20)
        self.thinking = ""
        self.felt = FELTS["green"]
        self._felt = self.addRect(self.sceneRect(), Qt.PenStyle.NoPen)
        self._felt.setZValue(-100)
        self.set_felt(self.felt)
        self.cards: dict[Card, CardItem] = {}
        for card in FULL_DECK:
            item = CardItem(self.deck, card, face_up=True)
            item.setVisible(False)
            self.addItem(item)
            self.cards[card] = item
        self.backs: list[CardItem] = []
        for _ in FULL_DECK:
            item = CardItem(self.deck, None)
            item.setVisible(False)
            item.setPos(self.geo.stock_x, self.geo.middle_y)
            self.addItem(item)
            self.backs.append(item)
        self._stock_items: list[CardItem] = []
        self._dealt = (0, -1)  # (match generation, hand number) whose deal was shown
        self._dealing = False
        self._places: dict[CardItem, tuple[float, float, float, float]] = {}
        self._origins: dict[CardItem, QPointF] = {}
        self._delays: dict[CardItem, int] = {}
        self._laid: set[Card] = set()
        self._backs = iter(self.backs)
        g = self.geo
        self.stock_mark = self._mark(g.stock_x, "")
        self.discard_mark = self._mark(g.discard_x, "")
        self.knock_mark = self._mark(g.knock_x, self.tr("Knock"), dashed=True)
        self.marks = {"stock": self.stock_mark, "discard": self.discard_mark, "knock": self.knock_mark}
        self._landing = QTimer(self)  # the words wait for the dealt cards to land
        self._landing.setSingleShot(True)
        self.panel = QGraphicsTextItem()
        self.panel.setDefaultTextColor(FELT_TEXT)
        self.addItem(self.panel)
        self._place_panel()
        self._landing.timeout.connect(lambda: self.panel.setVisible(True))
        self.decor = TableDecor(self)
        self._outlines: list[GroupOutline] = []
        self.gestures = Gestures(self)
        controller.matchStarted.connect(self._new_match)
        controller.played.connect(self.sync)
        controller.tableChanged.connect(self.sync)
        controller.adviceChanged.connect(self.sync)
        controller.thinking.connect(self._thinking)
        controller.hintReady.connect(self.decor.show_state)  # the hinted card is outlined
        controller.hand_model.layoutChanged.connect(self.sync)
        self.sync()

    # -- building ------------------------------------------------------------

    def set_felt(self, felt: Felt) -> None:
        """Lay ``felt`` on the table (a choice of the settings; dimmer under a dark window)."""
        self.felt = felt
        rect = self.sceneRect()
        gradient = QRadialGradient(rect.center(), max(rect.width(), rect.height()) * 0.7)
        gradient.setColorAt(0, QColor(felt.centre))
        gradient.setColorAt(1, QColor(felt.edge))
        self._felt.setBrush(QBrush(gradient))
        self.setBackgroundBrush(QBrush(QColor(felt.edge)))

    def _mark(self, x: float, label: str, dashed: bool = False) -> PileMark:
        mark = PileMark(self.geo.pile_w, self.geo.pile_h, label, dashed)
        mark.unit = self.geo.unit
        mark.setPos(x, self.geo.middle_y)
        self.addItem(mark)
        return mark

    def _place_panel(self) -> None:
        """The words in the middle: their HTML is written for text scale 1, so the item scales;
        words longer than the room (a showdown's on a small table) get smaller, not cut."""
        g = self.geo
        scale = g.unit
        for _ in range(3):
            self.panel.setScale(scale)
            self.panel.setTextWidth(g.panel_w / scale)
            high = self.panel.document().size().height() * scale
            if high <= g.panel_h or scale <= g.unit * 0.6:
                break
            scale = max(g.unit * 0.6, scale * g.panel_h / high)
        self.panel.setPos(g.panel_x, g.panel_y)

    def set_words(self, html: str) -> None:
        """What the middle of the table says."""
        self.panel.setHtml(html)
        self._place_panel()

    def caption(self, x: float, y: float) -> QGraphicsSimpleTextItem:
        """A line of words on the felt (used by the decor)."""
        item = QGraphicsSimpleTextItem()
        item.setFont(table_font(self.geo.font(17)))
        item.setBrush(FELT_TEXT)
        item.setPos(x, y)
        self.addItem(item)
        return item

    def set_card_share(self, share: float) -> None:
        """Cards ``share`` of the largest that fits from now on (the card size of the settings)."""
        if share != self.share:
            self.share = share
            self.fit_to(self.geo.width, self.geo.height, force=True)

    def set_card_width(self, width: float) -> None:
        """The settings' card width against :data:`CARD_W` (see ``__init__``): its share."""
        self.set_card_share(min(1.0, width / CARD_W))

    def fit_to(self, width: float, height: float, *, force: bool = False) -> None:
        """Lay the table out on a view ``width`` x ``height`` pixels: the cards as large as fit,
        everything in its place at once (a window resized wants no glide)."""
        geo = Geometry.fit(width, height, self.deck.art.ASPECT, self.share)
        if geo == self.geo and not force:
            return
        self.geo = g = geo
        self.setSceneRect(0, 0, g.width, g.height)
        self._felt.setRect(self.sceneRect())
        self.set_felt(self.felt)
        self.deck.resize(g.card_w)
        for item in (*self.cards.values(), *self.backs):
            item.resized()
        for mark, x in (
            (self.stock_mark, g.stock_x),
            (self.discard_mark, g.discard_x),
            (self.knock_mark, g.knock_x),
        ):
            mark.set_size(g.pile_w, g.pile_h)
            mark.unit = g.unit
            mark.setPos(x, g.middle_y)
        self._place_panel()
        self.decor.relayout()
        self._instant = True
        try:
            self.sync()
        finally:
            self._instant = False

    # -- signals -------------------------------------------------------------

    def _new_match(self) -> None:
        self.selected = None
        self.thinking = ""
        self.gestures.reset()
        self.sync()

    def _thinking(self, seat: int) -> None:
        self.thinking = self.session.name(Seat(seat)) if seat >= 0 and self.session.match else ""
        self.decor.show_state()

    # -- questions the gestures ask -------------------------------------------------

    @property
    def own_cards(self) -> list[Card]:
        """The cards of the hand at the bottom, in the player's order, while they are face up."""
        return self.controller.hand_model.cards

    @property
    def stock_size(self) -> int:
        """How many cards the stock pile holds (it shows only some of them: see ``_stock``)."""
        return len(self._stock_items)

    def top_item(self, place: str) -> CardItem | None:
        """The card item on top of the stock or the discard pile, if any."""
        state = self.state
        if state is None or self.session.stage is not Stage.PLAYING:
            return None
        if place == "stock" and self._stock_items:
            return self._stock_items[-1]
        if place == "discard" and state.view.discard_pile:
            return self.cards[state.view.discard_pile[-1]]
        return None

    def place_of(self, item: CardItem) -> str | None:
        """Where a card item lies, for gestures: hand, stock, discard or ``None``."""
        state = self.state
        if state is None or self.session.stage is not Stage.PLAYING:
            return None
        if item.card is None:
            return "stock" if item in self._stock_items else None
        if item.card in self.own_cards:
            return "hand"
        if item.card in state.view.discard_pile:
            return "discard"
        return None

    # -- the picture ---------------------------------------------------------

    def retranslate(self) -> None:
        """Every word on the table again, in the current language."""
        self.sync()

    def sync(self) -> None:
        """Put every card, plate and word where the table state says."""
        session = self.session
        state = self.state = session.table()
        for outline in self._outlines:
            outline.setVisible(False)
        self._places = {}
        self._origins = {}
        self._delays = {}
        self._laid = set()
        if state is None or session.stage is Stage.ROLE_DRAW:
            self._stock(52)
        else:
            self._dealing = self._first_sight_of_a_deal(state)
            self._piles(state)
            self._hands(state)
        self._show()
        if self._dealing and self._delays and self.anim_ms > 0:
            self.panel.setVisible(False)  # "Ana to play" under cards still flying in: not yet
            self._landing.start(max(self._delays.values()) + self.anim_ms + 40)
        self.decor.show_state()
        self.gestures.refresh_focus()

    def _first_sight_of_a_deal(self, state: TableState) -> bool:
        """A hand just dealt (R9) is shown for the first time: its cards fly in one at a time."""
        key = (self.session.generation, state.view.hand_number)
        if key == self._dealt or self.session.stage is not Stage.PLAYING:
            return False
        self._dealt = key
        return state.view.stock_count == 31 and len(state.view.discard_pile) == 1

    def _place(
        self, item: CardItem, x: float, y: float, z: float, origin: QPointF | None = None, scale: float = 1.0
    ) -> None:
        self._places[item] = (x, y, z, scale)
        if origin is not None:
            self._origins[item] = origin

    def _stock(self, count: int) -> None:
        g = self.geo
        self._stock_items = self.backs[:count]
        top = count - 1
        for depth, item in enumerate(self._stock_items):
            # Each card lies a quarter of a point off the one below, so of four cards one shows
            # at the pile's edge and the others are covered to the pixel: the pile draws the top
            # card and every fourth below it (a quarter of the painting, the same picture).
            if depth % 4 == 0 or depth == top:
                self._place(
                    item, g.stock_x - depth * 0.25, g.middle_y - depth * 0.25, depth, scale=PILE_SCALE
                )

    def _piles(self, state: TableState) -> None:
        g = self.geo
        view = state.view
        self._stock(view.stock_count)
        rows = {state.bottom: g.bottom_y, state.top: g.top_y}
        # a card seen for the first time was thrown by the last player to discard
        actor = next((e.seat for e in reversed(view.history) if isinstance(e, Discarded)), state.top)
        thrown_from = QPointF(g.hand_centre, rows.get(actor, g.top_y))
        for depth, card in enumerate(view.discard_pile):
            self._place(
                self.cards[card],
                g.discard_x - depth * 0.25,
                g.middle_y - depth * 0.25,
                100 + depth,
                thrown_from,
                PILE_SCALE,
            )

    def _hands(self, state: TableState) -> None:
        g = self.geo
        view = state.view
        self._backs = iter(self.backs[len(self._stock_items) :])
        rows = {state.bottom: g.bottom_y, state.top: g.top_y}
        if view.knocked is not None:
            self._showdown(view, rows)
        for seat, y in rows.items():
            if view.knocked is not None and (seat == view.knocked.seat or view.laid_down is not None):
                continue
            first = 1 if seat == view.dealer else 0  # the non-dealer is dealt first
            scale = 1.0 if seat == state.bottom else TOP_SCALE
            if seat == state.bottom and state.bottom_visible:
                self._own_hand(view, first)
            elif seat == state.top and state.top_hand:
                cards = sorted(state.top_hand, key=lambda c: (c.suit.index, int(c.rank)))
                self._fan([self.cards[c] for c in cards], g.own_step * 0.6 * TOP_SCALE, y, first, scale)
            else:
                public = view.opponent_from_pile if seat == state.top else state.bottom_public
                count = view.opponent_card_count if seat == state.top else state.bottom_count
                hidden = [next(self._backs) for _ in range(max(0, count - len(public)))]
                step = g.other_step * 1.4 if public else g.other_step
                self._fan(hidden + [self.cards[c] for c in public], step * scale / TOP_SCALE, y, first, scale)

    def _fan(self, items: list[CardItem], step: float, y: float, first: int, scale: float) -> None:
        g = self.geo
        xs = fan(len(items), step, g.hand_centre, g.card_w * scale)
        for i, (item, x) in enumerate(zip(items, xs, strict=True)):
            self._place(item, x, y, 200 + i, scale=scale)
            if self._dealing:
                self._delays[item] = (2 * i + first) * self.anim_ms // 6

    def _own_hand(self, view: View, first: int) -> None:
        g = self.geo
        order = self.own_cards
        groups = meld_groups(order)
        breaks = ({start for start, _ in groups} | {start + n for start, n in groups}) - {0, len(order)}
        # a meld's last card shows whole, so the next group starts clear of it
        gap = g.card_w - g.own_step + g.group_gap
        room = g.hand_right - g.hand_left - g.card_w - gap * len(breaks)
        step = min(g.own_step, room / max(1, len(order) - 1))
        xs = fan(len(order), step, g.hand_centre, g.card_w, breaks, gap)
        if self.selected not in order:
            self.selected = None
        self.advised = self.decor.advised_card()
        for i, (card, x) in enumerate(zip(order, xs, strict=True)):
            lifted = card in (self.selected, self.advised)
            item = self.cards[card]
            self._place(item, x, g.bottom_y - (g.lift if lifted else 0), 200 + i)
            if self._dealing and card in view.hand:
                self._delays[item] = (2 * view.hand.index(card) + first) * self.anim_ms // 6
        for start, n in groups:
            box = QRectF(
                xs[start] - 7, g.bottom_y - 9, xs[start + n - 1] + g.card_w - xs[start] + 14, g.card_h + 18
            )
            self.outline(box, "", deadwood=False, below=False)

    def _showdown(self, view: View, rows: dict[Seat, float]) -> None:
        g = self.geo
        assert view.knocked is not None
        knocker = view.knocked.seat
        layoffs = view.laid_down.layoffs if view.laid_down else ()
        laid = {lo.card for lo in layoffs}
        parts = [(knocker, view.knocked.arrangement, layoffs)]
        if view.laid_down is not None:
            parts.append((view.laid_down.seat, view.laid_down.arrangement, ()))
        for seat, arrangement, extra in parts:
            y = rows[seat]
            scale = TOP_SCALE if y == g.top_y else 1.0
            spots, boxes = arrangement_spots(arrangement, extra, y, g, scale)
            for i, (card, (x, cy)) in enumerate(spots.items()):
                self._place(self.cards[card], x, cy, 200 + i, QPointF(g.hand_centre, y), scale)
            self._laid |= laid
            below = y == g.top_y
            for left, right, kind in boxes:
                caption = (
                    self.tr("Deadwood {count}").format(count=arrangement.deadwood_value)
                    if kind
                    else self.tr("Meld")
                )
                self.outline(
                    QRectF(left - 8, y - 8, right - left + 16, g.card_h * scale + 16),
                    caption,
                    bool(kind),
                    below,
                )
            if not arrangement.deadwood:
                caption = self.tr("Gin: no deadwood") if seat == knocker else self.tr("No deadwood")
                left = boxes[-1][1] + 30 if boxes else g.hand_left
                self.outline(
                    QRectF(left, y - 8, 0, g.card_h * scale + 16), caption, False, below, framed=False
                )

    def outline(
        self, rect: QRectF, caption: str, deadwood: bool, below: bool, *, framed: bool = True
    ) -> None:
        """Outline a group of cards (a meld, the deadwood) with an optional caption; unframed,
        the caption alone names an empty place (no deadwood)."""
        for outline in self._outlines:
            if not outline.isVisible():
                break
        else:
            outline = GroupOutline()
            self.addItem(outline)
            self._outlines.append(outline)
        outline.unit = self.geo.unit
        outline.set_box(rect, caption, deadwood, below, framed=framed)
        outline.setVisible(True)

    def outlines(self) -> list[GroupOutline]:
        """The meld and deadwood outlines on the table now."""
        return [outline for outline in self._outlines if outline.isVisible()]

    def _show(self) -> None:
        """Move every item to its place; an item seen for the first time comes from where it was
        hidden (the stock, unless its placing said otherwise); items not placed are put away."""
        stock = QPointF(self.geo.stock_x, self.geo.middle_y)
        in_stock = set(self._stock_items)
        for item in (*self.cards.values(), *self.backs):
            place = self._places.get(item)
            if place is None:
                if item.isVisible():
                    item.stop_motion()
                    item.setVisible(False)
                    item.set_marks(selected=False, hinted=False, fresh=False, focused=False, laid_off=False)
                continue
            x, y, z, scale = place
            if not item.isVisible() or item in self._delays:  # a dealt card comes from the stock
                if item in self._delays:
                    start = stock
                elif item in self._origins:
                    start = self._origins[item]
                elif item in in_stock:  # a card of the stock appears in its place: no glide of a pixel or two
                    start = QPointF(x, y)
                else:
                    start = stock
                item.setPos(start)
                item.setScale(scale)
                item.setVisible(True)
            item.setZValue(z)
            item.set_marks(laid_off=item.card in self._laid)
            if self.gestures.dragging is item:
                item.home = QPointF(x, y)
                continue
            if self._instant:
                item.move_to(QPointF(x, y), 0, scale=scale)
            else:
                item.move_to(QPointF(x, y), self.anim_ms, self._delays.get(item, 0), scale)

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
        if event.key() == Qt.Key.Key_N and self.session.stage is Stage.HAND_OVER:
            if not event.isAutoRepeat():  # N deals the next hand; a held key deals no more
                self.controller.next_hand()
            return
        if not self.gestures.key(event):
            event.ignore()
