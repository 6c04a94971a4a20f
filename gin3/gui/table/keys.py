"""The table's keys, and what the mouse and the keys share: what is where, the focus.

The keyboard does what the mouse does (see :mod:`gin3.gui.table.gestures`): arrows move a
focus over the hand and the middle row, Enter or Space acts on the focused card or pile,
letters take, pass, knock, lay down and ask for a hint. The focus moves by itself to the
obvious place of each decision (the card just drawn, the suggested or hinted move).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QKeyEvent

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
)
from gin3.gui.table.cards import CardItem
from gin3.gui.table.piles import MIDDLE_ROW, HandPile, Place
from gin3.session import Stage

if TYPE_CHECKING:
    from gin3.gui.table.surface import Table
__all__ = ["Keyboard", "TableInput"]


class TableInput:
    """The person's input on the table: what the mouse and the keys share."""

    def __init__(self, scene: Table) -> None:
        self.scene = scene
        self.dragging: CardItem | None = None
        self._pressed: CardItem | None = None
        self._pressed_place: Place | None = None
        self._grab = QPointF()
        self.zone = "hand"  # the keyboard's row: the hand or the middle row ("piles")
        self.index = 0
        self.keyboard = False  # show the focus ring once keys are used
        self._focus_key: tuple[object, ...] = ()
        self._hot: Place | None = None
        self._touched: tuple[object, ...] = ()  # the decision in which the person moved the focus
        self.watchers: list[Callable[[], None]] = []
        """Called after each redraw of the table, the focus in its place (the accessible table
        follows the focus and the cards: :mod:`gin3.gui.access`)."""

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

    @property
    def _hand(self) -> HandPile:
        hand = self.scene.piles[Place.HAND]
        assert isinstance(hand, HandPile)
        return hand

    def place_of(self, item: CardItem) -> Place | None:
        """Which pile a card item lies on, for gestures, if any."""
        return next((place for place, pile in self.scene.piles.items() if pile.holds(item)), None)

    def _top_item(self, place: Place) -> CardItem | None:
        return self.scene.piles[place].top()

    def targets(self) -> dict[Place, QRectF]:
        """Where a dragged card may land: each visible pile's place."""
        return {place: pile.drop_rect() for place, pile in self.scene.piles.items() if pile.visible}

    def _target_for(self, rect: QRectF) -> Place | None:
        best, area = None, 0.0
        for place, target in self.targets().items():
            overlap = rect.intersected(target)
            a = overlap.width() * overlap.height()
            if a > area:
                best, area = place, a
        return best

    def _mark_place(self, pos: QPointF) -> Place | None:
        return next((place for place in MIDDLE_ROW if self.scene.piles[place].at(pos)), None)

    def _set_hot(self, hot: Place | None) -> None:
        for place in MIDDLE_ROW:
            self.scene.piles[place].set_hot(place == hot)

    def _act_on_discard(self) -> None:
        ctrl = self.scene.controller
        view = self._view()
        if view is not None and view.phase is Phase.DISCARD and self.scene.selected is not None:
            ctrl.discard(self.scene.selected)
        elif view is not None and view.phase is Phase.DISCARD:
            self.scene.say(
                QCoreApplication.translate(
                    "TableScene", "Choose a card of your hand first, then click the discard pile."
                )
            )
        else:
            ctrl.draw_discard()


class Keyboard(TableInput):
    """The keys on the table (see the module docstring)."""

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
                self.index = max(0, min(len(MIDDLE_ROW) - 1, self.index + step))
            self.scene.sync()
            return True
        if key in (Qt.Key.Key_Home, Qt.Key.Key_End):
            size = len(hand) if self.zone == "hand" else len(MIDDLE_ROW)
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
            self.scene.ask_hint()
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
                self.scene.default_action()
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
            place = MIDDLE_ROW[self.index]
            if place is Place.STOCK:
                ctrl.draw_stock()
            elif place is Place.DISCARD:
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
                self.zone, self.index = "piles", MIDDLE_ROW.index(Place.KNOCK)
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

    def focused(self) -> CardItem | Place | None:
        """What the keyboard focus rests on: a card of the hand, a place of the middle row, or
        nothing (no hand is played, or the hand at the bottom lies face down). It is there even
        before the keys are used (the focus ring shows only then): a screen reader says it."""
        if self._view() is None:
            return None
        hand = self._own_hand()
        if self.zone == "hand":
            return self.scene.cards[hand[min(self.index, len(hand) - 1)]] if hand else None
        place = MIDDLE_ROW[max(0, min(self.index, len(MIDDLE_ROW) - 1))]
        return place if self.scene.piles[place].visible else None

    def refresh_focus(self) -> None:
        """Show the keyboard focus; move it to the obvious place when a turn begins; then tell
        the :attr:`watchers`."""
        self._show_focus()
        for watcher in list(self.watchers):
            watcher()

    def _show_focus(self) -> None:
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
        self._set_hot(None)
        if not self.keyboard or view is None:
            return
        if self.zone == "hand" and hand:
            self.index = max(0, min(self.index, len(hand) - 1))
            self.scene.cards[hand[self.index]].set_marks(focused=True)
        elif self.zone == "piles":
            place = MIDDLE_ROW[self.index]
            top = self._top_item(place)
            if top is not None:
                top.set_marks(focused=True)
            else:
                self.scene.piles[place].set_hot(True)
