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

from PySide6.QtCore import QPointF, Qt, QTimer, Signal
from PySide6.QtGui import QBrush, QColor, QKeyEvent, QRadialGradient
from PySide6.QtWidgets import (
    QGraphicsScene,
    QGraphicsSceneMouseEvent,
    QGraphicsSimpleTextItem,
    QGraphicsTextItem,
)

from gin3.engine import FULL_DECK, Card, Discarded, Seat
from gin3.gui.controller import GameController
from gin3.gui.table.art import CardArt
from gin3.gui.table.cards import CardDeck, CardItem
from gin3.gui.table.decor import TableDecor
from gin3.gui.table.felts import FELTS, Felt
from gin3.gui.table.gestures import Gestures
from gin3.gui.table.items import FELT_TEXT, GroupOutline, PileMark, table_font
from gin3.gui.table.layout import CARD_W, Geometry
from gin3.gui.table.piles import DiscardPile, HandPile, KnockSpot, Pile, Place, Plan, StockPile
from gin3.gui.table.rows import HandRows, OutlinePool
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
        self._dealt = (0, -1)  # (match generation, hand number) whose deal was shown
        self._dealing = False
        self._plan = Plan()
        self.stock = StockPile(self._mark(""))
        self.discard = DiscardPile(self._mark(""))
        self.knock = KnockSpot(self._mark(self.tr("Knock"), dashed=True))
        self.hand = HandPile()
        self.piles: dict[Place, Pile] = {
            p.place: p for p in (self.stock, self.discard, self.knock, self.hand)
        }
        self._lay_piles()
        self._outlines = OutlinePool(self)
        self._landing = QTimer(self)  # the words wait for the dealt cards to land
        self._landing.setSingleShot(True)
        self.panel = QGraphicsTextItem()
        self.panel.setDefaultTextColor(FELT_TEXT)
        self.addItem(self.panel)
        self._place_panel()
        self._landing.timeout.connect(self._words_once_landed)
        self._flying: list[CardItem] = []  # the cards of a deal on their way in
        self.decor = TableDecor(self)
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

    def _mark(self, label: str, dashed: bool = False) -> PileMark:
        mark = PileMark(self.geo.pile_w, self.geo.pile_h, label, dashed)
        self.addItem(mark)
        return mark

    def _lay_piles(self) -> None:
        g = self.geo
        for pile, x in ((self.stock, g.stock_x), (self.discard, g.discard_x), (self.knock, g.knock_x)):
            pile.lay_mark(x, g)
        self.hand.lay_area(g)

    @property
    def stock_mark(self) -> PileMark:
        assert self.stock.mark is not None
        return self.stock.mark

    @property
    def discard_mark(self) -> PileMark:
        assert self.discard.mark is not None
        return self.discard.mark

    @property
    def knock_mark(self) -> PileMark:
        assert self.knock.mark is not None
        return self.knock.mark

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

    def set_art(self, art: CardArt) -> None:
        """Draw the cards with ``art`` from now on (four colours or two, another back)."""
        self.deck.art = art
        for item in self.items():
            item.update()  # a cached picture of the old face or back must not stay

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
        self._lay_piles()
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

    # -- what the gestures and the words ask (gin3.gui.table.surface.Table) ----------

    @property
    def own_cards(self) -> list[Card]:
        """The cards of the hand at the bottom, in the player's order, while they are face up."""
        return self.controller.hand_model.cards

    @property
    def stock_size(self) -> int:
        """How many cards the stock pile holds (it shows only some of them: see StockPile)."""
        return len(self.stock.items)

    def top_item(self, place: Place) -> CardItem | None:
        """The card item that may be taken from the stock or the discard pile, if any."""
        return self.piles[place].top()

    def card_at(self, point: QPointF) -> CardItem | None:
        for item in self.items(point):
            if isinstance(item, CardItem) and item.card_rect().contains(item.mapFromScene(point)):
                return item
        return None

    def say(self, text: str) -> None:
        self.message.emit(text)

    def ask_hint(self) -> None:
        self.hintRequested.emit()

    def default_action(self) -> None:
        self.defaultAction.emit()

    def hide_suggestion(self) -> None:
        self.decor.advice_caption.setVisible(False)

    def outlines(self) -> list[GroupOutline]:
        """The meld and deadwood outlines on the table now."""
        return self._outlines.shown()

    # -- the picture ---------------------------------------------------------

    def retranslate(self) -> None:
        """Every word on the table again, in the current language."""
        self.sync()

    def sync(self) -> None:
        """Put every card, plate and word where the table state says."""
        session = self.session
        state = self.state = session.table()
        self._outlines.hide_all()
        plan = self._plan = Plan()
        playing = state is not None and session.stage is Stage.PLAYING
        for pile in self.piles.values():
            pile.open = playing
        if state is None or session.stage is Stage.ROLE_DRAW:
            self.stock.lay(plan, self.backs, 52, self.geo)
            self.discard.items = self.hand.items = []
        else:
            self._dealing = self._first_sight_of_a_deal(state)
            self.advised = self.decor.advised_card()
            self._middle(state)
            backs = iter(self.backs[len(self.stock.items) :])
            HandRows(self, plan, self._outlines, self._dealing).lay(state, backs)
        self._show()
        if self._dealing and plan.delays and self.anim_ms > 0:
            self.panel.setVisible(False)  # "Ana to play" under cards still flying in: not yet
            self._flying = list(plan.delays)
            self._landing.start(max(plan.delays.values()) + self.anim_ms)
        self.decor.show_state()
        self.gestures.refresh_focus()

    def _words_once_landed(self) -> None:
        """The words come back when the dealt cards have landed: by their glides, not by the
        clock alone, since a busy event loop may run the timer before a glide's last step."""
        if any(item.moving for item in self._flying):
            self._landing.start(30)
            return
        self._flying = []
        self.panel.setVisible(True)

    def _first_sight_of_a_deal(self, state: TableState) -> bool:
        """A hand just dealt (R9) is shown for the first time: its cards fly in one at a time."""
        key = (self.session.generation, state.view.hand_number)
        if key == self._dealt or self.session.stage is not Stage.PLAYING:
            return False
        self._dealt = key
        return state.view.stock_count == 31 and len(state.view.discard_pile) == 1

    def _middle(self, state: TableState) -> None:
        g = self.geo
        view = state.view
        self.stock.lay(self._plan, self.backs, view.stock_count, g)
        rows = {state.bottom: g.bottom_y, state.top: g.top_y}
        # a card seen for the first time was thrown by the last player to discard
        actor = next((e.seat for e in reversed(view.history) if isinstance(e, Discarded)), state.top)
        thrown_from = QPointF(g.hand_centre, rows.get(actor, g.top_y))
        self.discard.lay(self._plan, [self.cards[c] for c in view.discard_pile], g, thrown_from)

    def _show(self) -> None:
        """Move every item to its place; an item seen for the first time comes from where it was
        hidden (the stock, unless its placing said otherwise); items not placed are put away."""
        plan = self._plan
        stock = QPointF(self.geo.stock_x, self.geo.middle_y)
        in_stock = set(self.stock.items)
        for item in (*self.cards.values(), *self.backs):
            place = plan.places.get(item)
            if place is None:
                if item.isVisible():
                    item.stop_motion()
                    item.setVisible(False)
                    item.set_marks(selected=False, hinted=False, fresh=False, focused=False, laid_off=False)
                continue
            x, y, z, scale = place
            if not item.isVisible() or item in plan.delays:  # a dealt card comes from the stock
                if item in plan.delays:
                    start = stock
                elif item in plan.origins:
                    start = plan.origins[item]
                elif item in in_stock:  # a card of the stock appears in its place: no glide of a pixel or two
                    start = QPointF(x, y)
                else:
                    start = stock
                item.setPos(start)
                item.setScale(scale)
                item.setVisible(True)
            item.setZValue(z)
            item.set_marks(laid_off=item.card in plan.laid)
            if self.gestures.dragging is item:
                item.home = QPointF(x, y)
                continue
            if self._instant:
                item.move_to(QPointF(x, y), 0, scale=scale)
            else:
                item.move_to(QPointF(x, y), self.anim_ms, plan.delays.get(item, 0), scale)

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
