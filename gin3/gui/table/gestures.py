"""The mouse on the table (KPat's scene input, without the rules).

Press, a small threshold, move, drop on the pile the card overlaps most (the
pile says whether it takes a card from there); a drop the controller refuses
glides back home. Clicks and keys (:mod:`gin3.gui.table.keys`) do the same
things as drags. Every move goes through the controller; ordering the hand
is local and never a move (R10).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QApplication, QGraphicsSceneMouseEvent

from gin3.engine import (
    Card,
    Phase,
    deadwood_value,
)
from gin3.gui.table.cards import CardItem
from gin3.gui.table.keys import Keyboard
from gin3.gui.table.piles import Place

__all__ = ["Gestures"]


class Gestures(Keyboard):
    """What the person at the table does with the mouse and the keys."""

    # -- mouse ---------------------------------------------------------------

    def press(self, event: QGraphicsSceneMouseEvent) -> None:
        if event.button() != Qt.MouseButton.LeftButton:
            return
        item = self.scene.card_at(event.scenePos())
        place = self.place_of(item) if item is not None else self._mark_place(event.scenePos())
        if item is not None and place in (Place.STOCK, Place.DISCARD):
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
                self.scene.hide_suggestion()  # it would name an empty place
            self._cursor(event, Qt.CursorShape.ClosedHandCursor)
            item.stop_motion()
            item.setZValue(1000)
        item.setPos(event.scenePos() - self._grab)
        hot = self._target_for(item.sceneBoundingRect())
        self._set_hot(hot)
        # over the knock spot the spot is under the card: say what a knock would leave in the status bar
        if (
            self._pressed_place is Place.HAND
            and item.card is not None
            and hot != self._hot
            and hot is Place.KNOCK
        ):
            self.scene.say(self._knock_preview(item.card))
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
        item = self.scene.card_at(event.scenePos())
        place = self.place_of(item) if item is not None else None
        if place is Place.HAND or (
            place in (Place.STOCK, Place.DISCARD) and self.scene.session.human_to_act()
        ):
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
        self._set_hot(None)
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
        item = self.scene.card_at(event.scenePos())
        if item is not None and item.card is not None and self.place_of(item) is Place.HAND:
            self.scene.controller.discard(item.card)

    def _insert_index(self, x: float, exclude: CardItem | None) -> int:
        return self._hand.insert_index(x, self.scene.geo.card_w, exclude)

    def _drop(self, item: CardItem, source: Place, target: Place | None) -> None:
        """``item`` dragged from ``source`` let go over ``target``: the pile says whether it
        takes a card from there, the controller whether the move is legal now."""
        ctrl = self.scene.controller
        card = item.card
        ok = False
        pile = self.scene.piles[target] if target is not None else None
        if pile is None or (target == source and target is not Place.HAND):
            pass
        elif not pile.accepts(source):
            self.scene.say(QCoreApplication.translate("TableScene", "A card cannot go there."))
        elif target is Place.HAND and source is Place.HAND and card is not None:
            ctrl.hand_model.move(card, self._insert_index(item.x(), item))
            self.scene.sync()
            return
        elif target is Place.HAND:
            ctrl.hand_model.expect(card, self._insert_index(item.x(), None))
            ok = ctrl.draw_stock() if source is Place.STOCK else ctrl.draw_discard()
        elif card is not None:
            ok = ctrl.discard(card) if target is Place.DISCARD else ctrl.knock(card)
        if not ok:
            item.move_to(item.home, self.scene.anim_ms)
            self.scene.sync()

    def _click(self, item: CardItem | None, place: Place) -> None:
        ctrl = self.scene.controller
        scene = self.scene
        if place is Place.HAND and item is not None:
            scene.selected = None if scene.selected == item.card else item.card
            own = scene.own_cards
            self.zone, self.index = ("hand", own.index(item.card) if item.card in own else 0)
            scene.sync()
        elif place is Place.STOCK:
            ctrl.draw_stock()
        elif place is Place.DISCARD:
            self._act_on_discard()
        elif place is Place.KNOCK:
            ctrl.knock(scene.selected)
