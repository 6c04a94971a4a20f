"""The table area of the main window: the table view with the action bar under it, and the
hand-off cover that stands in for them in hot-seat play.

The view and the bar come with the first frame (Qt only); :meth:`TableArea.lay_table`
adds what needs the engine: the cards' art, the scene the controller's table is drawn
on, and the cover. The area shows whichever of table and cover the session asks for.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QAbstractButton, QApplication, QStackedWidget, QVBoxLayout, QWidget

from gin3.gui.table.view import TableView
from gin3.gui.windows.actionbar import ActionBar

if TYPE_CHECKING:
    from gin3.engine import Card
    from gin3.gui.controller import GameController
    from gin3.gui.settings import AppSettings
    from gin3.gui.table.art import CardArt
    from gin3.gui.table.cards import CardDeck
    from gin3.gui.table.felts import Felt
    from gin3.gui.table.scene import TableScene
    from gin3.gui.windows.cover import HandoffCover
    from gin3.session import Session

__all__ = ["LOW_AREA", "TableArea", "card_art"]

LOW_AREA = 400
"""Below this height of the table area the score pad's strip steps aside: on a 1440x900 screen
at scale 2 (a logical 720x450) the cards need its line to stay a fifth of the screen's height."""


def card_art(settings: AppSettings) -> CardArt:
    """The cards' art as the settings ask: four colours or two, and the chosen back."""
    from gin3.gui.table.art import CardArt

    return CardArt(four_colour=settings.four_colour, back=settings.card_back)


class TableArea(QStackedWidget):
    """The table (view and action bar) or the hand-off cover, whichever the session asks for."""

    scene: TableScene
    deck: CardDeck
    cover: HandoffCover

    def __init__(self, slots: dict[str, Callable[[], object]], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.view = TableView()
        self.bar = ActionBar(slots)
        table = QWidget()
        self.column = QVBoxLayout(table)
        self.column.setContentsMargins(0, 0, 0, 0)
        self.column.setSpacing(0)
        self.column.addWidget(self.view, 1)
        self.column.addWidget(self.bar)
        self.addWidget(table)
        self._cover_felt = "#123822"
        self.strip: QWidget | None = None

    def add_strip(self, strip: QWidget) -> None:
        """A strip between the table and the action bar (the score pad); on a very low window
        it steps aside, the table and its buttons needing the height (the View menu has the
        score sheet)."""
        self.strip = strip
        strip.hide()  # until the area knows its height: shown, it would raise the window's least height
        self.column.insertWidget(1, strip)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit_strip()

    def _fit_strip(self) -> None:
        if self.strip is not None:
            self.strip.setVisible(self.height() >= LOW_AREA)

    def lay_table(self, controller: GameController, settings: AppSettings, anim_ms: int) -> None:
        """The cards, the scene showing ``controller``'s table, and the hand-off cover."""
        from gin3.gui.table.cards import CardDeck
        from gin3.gui.table.scene import TableScene
        from gin3.gui.windows.cover import HandoffCover

        self.deck = CardDeck(card_art(settings), settings.card_width)
        self.scene = TableScene(controller, self.deck, anim_ms)
        self.scene.setParent(self)  # dies with the window, not whenever Python collects it
        self.view.show_table(self.scene)
        self.cover = HandoffCover(felt=self._cover_felt)
        self.cover.taken.connect(controller.take_the_table)
        self.addWidget(self.cover)

    def has_table(self) -> bool:
        return self.count() > 1

    def show_for(self, session: Session, own_cards: list[Card]) -> None:
        """The cover while the table is handed over, else the table; the bar's buttons for now."""
        if session.covered:
            self.cover.show_for(session)
            if self.currentWidget() is not self.cover:
                self.setCurrentWidget(self.cover)
                self.cover.setFocus()
        elif self.currentIndex() != 0:
            self.setCurrentIndex(0)
            self.view.setFocus()
        self.bar.refresh(session, own_cards)
        focus = QApplication.focusWidget()
        if not session.covered and (focus is None or not focus.isVisible()):
            self.view.setFocus()

    def default_action(self, accept: QAbstractButton, at_a_result: Callable[[], bool]) -> None:
        """Enter with nothing to act on at the table: ``accept`` the suggestion, Deal or Lay down.

        Enter never passes a result (issue 18): ``at_a_result`` answers it at a showdown (it only
        repeats how to deal the next hand) and at the match's end (it brings the summary back)."""
        if accept.isVisible() and accept.isEnabled():
            accept.click()
            return
        if at_a_result():
            return
        for key in ("deal", "laydown"):
            button = self.bar.buttons[key]
            if button.isVisible() and button.isEnabled():
                button.click()
                return

    def lay_felt(self, cloth: Felt, cover: str) -> None:
        """The felt on the table and around it, and the cover's darker cloth."""
        self.view.set_felt(cloth)  # and on the scene it shows
        self._cover_felt = cover
        if self.has_table():
            self.cover.set_felt(cover)

    def take_settings(self, settings: AppSettings, anim_ms: int) -> None:
        """Animation speed, card size, four colours and the cards' back, at once."""
        if not self.has_table():
            return
        self.scene.anim_ms = anim_ms
        art = self.deck.art
        if (art.four_colour, art.back) != (settings.four_colour, settings.card_back):
            self.deck.art = card_art(settings)
            self.scene.set_art(self.deck.art)  # the scene's cards, sized apart, share the art
        self.scene.set_card_width(settings.card_width)

    def retranslate(self) -> None:
        self.bar.retranslate()
        self.view.retranslate()
        if self.has_table():
            self.cover.retranslate()
            self.scene.retranslate()
