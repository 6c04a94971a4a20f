"""Mouse and keyboard on the table (KPat's scene input, without the rules).

Press, a small threshold, move, drop on the place the card overlaps most;
a drop the controller refuses glides back home. Clicks and keys do the same
things as drags. Every move goes through the controller; ordering the hand
is local and never a move (R10).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QApplication, QGraphicsSceneMouseEvent

from gin3.engine import (
    Action,
    Card,
    DrawDiscard,
    DrawStock,
    Knock,
    Phase,
    TakeUpcard,
    View,
    best_discards,
    deadwood_value,
)
from gin3.gui.table.cards import CardItem
from gin3.session import Stage

if TYPE_CHECKING:
    from gin3.gui.table.scene import TableScene

__all__ = ["Gestures"]

PILES = ("stock", "discard", "knock")


class Gestures:
    """What the person at the table does with the mouse and the keys."""

    def __init__(self, scene: TableScene) -> None:
        self.scene = scene
        self.dragging: CardItem | None = None
        self._pressed: CardItem | None = None
        self._pressed_place: str | None = None
        self._grab = QPointF()
        self.zone = "hand"
        self.index = 0
        self.keyboard = False  # show the focus ring once keys are used
        self._focus_key: tuple[object, ...] = ()
        self._hot: str | None = None
        self._touched: tuple[object, ...] = ()  # the decision in which the person moved the focus

    def reset(self) -> None:
        self.dragging = None
        self._pressed = None
        self.index = 0
        self._focus_key = ()

    # -- what is where ---------------------------------------------------------

    def _playing(self) -> bool:
        return self.scene.session.stage is Stage.PLAYING

    def _view(self) -> View | None:
        state = self.scene.state
        return state.view if state is not None and self._playing() else None

    def _own_hand(self) -> list[Card]:
        return self.scene.own_cards if self._playing() else []

    def place_of(self, item: CardItem) -> str | None:
        """Which place a card item belongs to, for gestures: hand, stock, discard or None."""
        return self.scene.place_of(item)

    def _top_item(self, place: str) -> CardItem | None:
        return self.scene.top_item(place)

    def _card_at(self, pos: QPointF) -> CardItem | None:
        for item in self.scene.items(pos):
            if isinstance(item, CardItem) and item.card_rect().contains(item.mapFromScene(pos)):
                return item
        return None

    def targets(self) -> dict[str, QRectF]:
        g = self.scene.geo
        found = {
            "stock": self.scene.stock_mark.sceneBoundingRect(),
            "discard": self.scene.discard_mark.sceneBoundingRect(),
            "hand": QRectF(
                g.hand_left - 40, g.bottom_y - 90, g.hand_right - g.hand_left + 80, g.card_h + 150
            ),
        }
        if self.scene.knock_mark.isVisible():
            found["knock"] = self.scene.knock_mark.sceneBoundingRect()
        return found

    def _target_for(self, rect: QRectF) -> str | None:
        best, area = None, 0.0
        for name, target in self.targets().items():
            overlap = rect.intersected(target)
            a = overlap.width() * overlap.height()
            if a > area:
                best, area = name, a
        return best

    def _mark_place(self, pos: QPointF) -> str | None:
        for name in PILES:
            mark = self.scene.marks[name]
            if mark.isVisible() and mark.sceneBoundingRect().contains(pos):
                return name
        return None

    # -- mouse ---------------------------------------------------------------

    def press(self, event: QGraphicsSceneMouseEvent) -> None:
        if event.button() != Qt.MouseButton.LeftButton:
            return
        item = self._card_at(event.scenePos())
        place = self.place_of(item) if item is not None else self._mark_place(event.scenePos())
        if item is not None and place in ("stock", "discard"):
            item = self._top_item(place)
        if place is None:
            item = None
        self._pressed, self._pressed_place = item, place
        if item is not None:
            self._grab = event.scenePos() - item.pos()
        event.accept()

    def move(self, event: QGraphicsSceneMouseEvent) -> None:
        item = self._pressed
        if item is None:
            self._hover(event)
            return
        if self.dragging is None:
            moved = event.screenPos() - event.buttonDownScreenPos(Qt.MouseButton.LeftButton)
            if moved.manhattanLength() < QApplication.startDragDistance():
                return
            self.dragging = item
            self._hot = None
            if item.card is not None and item.card == self.scene.advised:
                self.scene.decor.advice_caption.setVisible(False)  # it would name an empty place
            self._cursor(event, Qt.CursorShape.ClosedHandCursor)
            item.stop_motion()
            item.setZValue(1000)
        item.setPos(event.scenePos() - self._grab)
        hot = self._target_for(item.sceneBoundingRect())
        for name in PILES:
            self.scene.marks[name].set_state(hot=name == hot)
        # over the knock spot the spot is under the card: say what a knock would leave in the status bar
        if self._pressed_place == "hand" and item.card is not None and hot != self._hot and hot == "knock":
            self.scene.message.emit(self._knock_preview(item.card))
        self._hot = hot

    def _knock_preview(self, card: Card) -> str:
        """What a knock discarding ``card`` would leave (R13), shown on the knock spot."""
        view = self._view()
        if view is None or view.phase is not Phase.DISCARD or not self.scene.session.human_to_act():
            return QCoreApplication.translate("TableScene", "Knock after drawing")
        deadwood = deadwood_value([c for c in view.hand if c != card])
        if deadwood <= view.knock_limit:
            return QCoreApplication.translate("TableScene", "Knock with {count} deadwood").format(
                count=deadwood
            )
        return QCoreApplication.translate("TableScene", "Deadwood {count}: too much to knock").format(
            count=deadwood
        )

    def _hover(self, event: QGraphicsSceneMouseEvent) -> None:
        """An open hand over the cards that can be picked up."""
        item = self._card_at(event.scenePos())
        place = self.place_of(item) if item is not None else None
        if place == "hand" or (place in ("stock", "discard") and self.scene.session.human_to_act()):
            self._cursor(event, Qt.CursorShape.OpenHandCursor)
        else:
            self._cursor(event, None)

    @staticmethod
    def _cursor(event: QGraphicsSceneMouseEvent, shape: Qt.CursorShape | None) -> None:
        widget = event.widget()
        if widget is None:
            return
        if shape is None:
            widget.unsetCursor()
        else:
            widget.setCursor(shape)

    def release(self, event: QGraphicsSceneMouseEvent) -> None:
        if event.button() != Qt.MouseButton.LeftButton:
            return
        self._cursor(event, None)
        item, place = self._pressed, self._pressed_place
        self._pressed = self._pressed_place = None
        for name in PILES:
            self.scene.marks[name].set_state(hot=False)
        if self.dragging is not None:
            self.dragging = None
            assert item is not None and place is not None
            self._drop(item, place, self._target_for(item.sceneBoundingRect()))
        elif place is not None:
            self._click(item, place)
        elif self.scene.selected is not None:
            self.scene.selected = None
            self.scene.sync()

    def double_click(self, event: QGraphicsSceneMouseEvent) -> None:
        item = self._card_at(event.scenePos())
        if item is not None and item.card is not None and self.place_of(item) == "hand":
            self.scene.controller.discard(item.card)

    def _insert_index(self, x: float, exclude: Card | None) -> int:
        order = [c for c in self.scene.own_cards if c != exclude]
        centre = x + self.scene.geo.card_w / 2
        return sum(1 for c in order if self.scene.cards[c].home.x() + self.scene.geo.card_w / 2 < centre)

    def _drop(self, item: CardItem, source: str, target: str | None) -> None:
        ctrl = self.scene.controller
        card = item.card
        ok = False
        if source == "hand" and target == "hand" and card is not None:
            ctrl.hand_model.move(card, self._insert_index(item.x(), card))
            self.scene.sync()
            return
        if source == "hand" and target == "discard" and card is not None:
            ok = ctrl.discard(card)
        elif source == "hand" and target == "knock" and card is not None:
            ok = ctrl.knock(card)
        elif source in ("stock", "discard") and target == "hand":
            ctrl.hand_model.expect(card, self._insert_index(item.x(), None))
            ok = ctrl.draw_stock() if source == "stock" else ctrl.draw_discard()
        elif target is not None and target != source:
            self.scene.message.emit(QCoreApplication.translate("TableScene", "A card cannot go there."))
        if not ok:
            item.move_to(item.home, self.scene.anim_ms)
            self.scene.sync()

    def _click(self, item: CardItem | None, place: str) -> None:
        ctrl = self.scene.controller
        scene = self.scene
        if place == "hand" and item is not None:
            scene.selected = None if scene.selected == item.card else item.card
            own = scene.own_cards
            self.zone, self.index = ("hand", own.index(item.card) if item.card in own else 0)
            scene.sync()
        elif place == "stock":
            ctrl.draw_stock()
        elif place == "discard":
            self._act_on_discard()
        elif place == "knock":
            ctrl.knock(scene.selected)

    def _act_on_discard(self) -> None:
        ctrl = self.scene.controller
        view = self._view()
        if view is not None and view.phase is Phase.DISCARD and self.scene.selected is not None:
            ctrl.discard(self.scene.selected)
        elif view is not None and view.phase is Phase.DISCARD:
            self.scene.message.emit(
                QCoreApplication.translate(
                    "TableScene", "Choose a card of your hand first, then click the discard pile."
                )
            )
        else:
            ctrl.draw_discard()

    # -- keyboard ------------------------------------------------------------

    def key(self, event: QKeyEvent) -> bool:
        key = event.key()
        shift = bool(event.modifiers() & Qt.KeyboardModifier.ShiftModifier)
        ctrl = self.scene.controller
        self.keyboard = True
        hand = self._own_hand()
        if key == Qt.Key.Key_Escape:
            if self.dragging is not None:
                item = self.dragging
                self.dragging = self._pressed = None
                item.move_to(item.home, self.scene.anim_ms)
            self.scene.selected = None
            self.scene.sync()
            return True
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and self._accepts_advice():
            ctrl.accept_advice()  # Enter takes the sitter's suggestion until the person looks around
            return True
        if key in (
            Qt.Key.Key_Left,
            Qt.Key.Key_Right,
            Qt.Key.Key_Up,
            Qt.Key.Key_Down,
            Qt.Key.Key_Home,
            Qt.Key.Key_End,
            Qt.Key.Key_Space,
        ):
            self._touched = self._focus_key
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Right):
            step = -1 if key == Qt.Key.Key_Left else 1
            if self.zone == "hand" and hand:
                if shift and 0 <= self.index < len(hand):
                    ctrl.hand_model.move(hand[self.index], self.index + step)
                self.index = max(0, min(len(hand) - 1, self.index + step))
            else:
                self.index = max(0, min(len(PILES) - 1, self.index + step))
            self.scene.sync()
            return True
        if key in (Qt.Key.Key_Home, Qt.Key.Key_End):
            size = len(hand) if self.zone == "hand" else len(PILES)
            self.index = 0 if key == Qt.Key.Key_Home else max(0, size - 1)
            self.scene.sync()
            return True
        if key in (Qt.Key.Key_Up, Qt.Key.Key_Down):
            self.zone = "piles" if key == Qt.Key.Key_Up else "hand"
            self.index = 0 if self.zone == "piles" else min(self.index, max(0, len(hand) - 1))
            self.scene.sync()
            return True
        letters: dict[int, Callable[[], bool]] = {
            Qt.Key.Key_T.value: ctrl.take_upcard,
            Qt.Key.Key_P.value: ctrl.pass_upcard,
            Qt.Key.Key_L.value: ctrl.lay_down,
        }
        if int(key) in letters and self._playing():
            letters[int(key)]()
            return True
        if key == Qt.Key.Key_H:
            self.scene.hintRequested.emit()
            return True
        if key == Qt.Key.Key_K and self._playing():
            chosen = self._knock_discard()
            action = ctrl.session.knock_action(chosen)
            ctrl.knock(chosen if action is not None and ctrl.session.can(action) else None)
            return True
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            if self._act(key == Qt.Key.Key_Space):
                return True
            if key != Qt.Key.Key_Space:
                self.scene.defaultAction.emit()
                return True
        return False

    def _knock_discard(self) -> Card | None:
        """The card K knocks with: the one the person chose (lifted), else the discard the
        deadwood line advertises (the same ``best_discards``), never merely the focused card."""
        if self.scene.selected is not None:
            return self.scene.selected
        view = self._view()
        if view is None or len(view.hand) != 11:
            return None
        return best_discards(view.hand)[0][0]

    def _accepts_advice(self) -> bool:
        session = self.scene.session
        advice = session.shown_advice()
        return (
            advice is not None
            and session.is_human(advice.captain)
            and not session.suggesting()
            and self._touched != self._focus_key
            and self.scene.selected is None
            and session.hint is None  # after H, Enter plays the hint
        )

    def _act(self, space: bool) -> bool:
        ctrl = self.scene.controller
        view = self._view()
        if view is None or not ctrl.session.human_to_act():
            return False
        phase = view.phase
        if phase is Phase.LAYOFF:
            return False
        if self.zone == "piles":
            place = PILES[self.index]
            if place == "stock":
                ctrl.draw_stock()
            elif place == "discard":
                self._act_on_discard()
            else:
                ctrl.knock(self.scene.selected)
            return True
        hand = self._own_hand()
        if not hand:
            return False
        card = hand[min(self.index, len(hand) - 1)]
        if phase is Phase.DISCARD and (not space or self.scene.selected == card):
            ctrl.discard(card)
        else:
            self.scene.selected = None if self.scene.selected == card else card
            self.scene.sync()
        return True

    def _place_focus(self, hand: list[Card]) -> None:
        """The obvious place for this decision: the suggested move if there is one (Enter plays it),
        else the stock, the upcard, or the card just drawn (one that may be thrown, R11)."""
        session = self.scene.session
        view = self._view()
        if view is None or not session.human_to_act():
            return
        advice = session.shown_advice()
        action: Action | None = advice.action if advice is not None else None
        if session.hint is not None and session.can(session.hint):
            action = session.hint  # asked for (H): Enter plays it
            if isinstance(action, Knock):  # the discard lifted, the focus on the knock spot
                self.scene.selected = action.discard
                self.zone, self.index = "piles", PILES.index("knock")
                return
        card = getattr(action, "card", None) or getattr(action, "discard", None)
        if card is not None and card in hand:
            self.zone, self.index = "hand", hand.index(card)
        elif isinstance(action, DrawStock):
            self.zone, self.index = "piles", 0
        elif isinstance(action, DrawDiscard | TakeUpcard):
            self.zone, self.index = "piles", 1
        elif view.phase in (Phase.OFFER, Phase.DRAW):
            self.zone, self.index = "piles", 1 if view.phase is Phase.OFFER else 0
        elif view.phase is Phase.DISCARD and hand:
            drawn = view.hand[-1]  # the card just drawn, from the stock or the pile
            self.zone, self.index = "hand", hand.index(drawn) if drawn in hand else 0

    def refresh_focus(self) -> None:
        """Show the keyboard focus; move it to the obvious place when a turn begins."""
        session = self.scene.session
        view = self._view()
        hand = self._own_hand()
        if view is not None:
            advice = session.shown_advice()
            key = (view.hand_number, view.phase, view.turn, session.human_to_act(), advice, session.hint)
            if key != self._focus_key:
                moved = self._touched == self._focus_key and key[:4] == self._focus_key[:4]
                hinted = session.hint is not None and key[5:] != self._focus_key[5:]  # H was pressed
                moved = moved and not hinted
                self._focus_key = key
                if moved:  # the person looked around before the advice came: leave the focus
                    self._touched = key
                else:
                    self._place_focus(hand)
        for item in (*self.scene.cards.values(), *self.scene.backs):
            item.set_marks(focused=False)
        for name in PILES:
            self.scene.marks[name].set_state(hot=False)
        if not self.keyboard or view is None:
            return
        if self.zone == "hand" and hand:
            self.index = max(0, min(self.index, len(hand) - 1))
            self.scene.cards[hand[self.index]].set_marks(focused=True)
        elif self.zone == "piles":
            place = PILES[self.index]
            top = self._top_item(place)
            if top is not None:
                top.set_marks(focused=True)
            else:
                self.scene.marks[place].set_state(hot=True)
