"""The hands' rows: where the cards of both hands go, in play and laid down at the showdown.

:class:`HandRows` fills a :class:`~gin3.gui.table.piles.Plan` for one redraw
of the table: the viewer's hand at the bottom in the player's order (groups
apart, a chosen or suggested card lifted), the other side's at the top
(smaller, overlapping more; backs for the cards not seen), and at the
showdown each laid-down hand's melds and deadwood, outlined and captioned.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QPointF, QRectF

from gin3.engine import Seat, View
from gin3.gui.models.hand import meld_groups
from gin3.gui.table.items import GroupOutline
from gin3.gui.table.layout import TOP_SCALE, arrangement_spots, fan
from gin3.gui.table.piles import HandPile, Place, Plan

if TYPE_CHECKING:
    from collections.abc import Iterator

    from gin3.gui.table.cards import CardItem
    from gin3.gui.table.surface import Table
    from gin3.session import TableState

__all__ = ["HandRows", "OutlinePool"]


class OutlinePool:
    """The meld and deadwood outlines of the table, reused from one redraw to the next."""

    def __init__(self, table: Table) -> None:
        self._table = table
        self._outlines: list[GroupOutline] = []

    def hide_all(self) -> None:
        for outline in self._outlines:
            outline.setVisible(False)

    def shown(self) -> list[GroupOutline]:
        return [outline for outline in self._outlines if outline.isVisible()]

    def add(self, rect: QRectF, caption: str, deadwood: bool, below: bool, *, framed: bool = True) -> None:
        """Outline a group of cards (a meld, the deadwood) with an optional caption; unframed,
        the caption alone names an empty place (no deadwood)."""
        outline = next((o for o in self._outlines if not o.isVisible()), None)
        if outline is None:
            outline = GroupOutline()
            self._table.addItem(outline)
            self._outlines.append(outline)
        outline.unit = self._table.geo.unit
        outline.set_box(rect, caption, deadwood, below, framed=framed)
        outline.setVisible(True)


class HandRows:
    """Lays out both hands for one redraw (see the module docstring)."""

    def __init__(self, table: Table, plan: Plan, outlines: OutlinePool, dealing: bool) -> None:
        self.table = table
        self.plan = plan
        self.outlines = outlines
        self.dealing = dealing  # a hand just dealt: its cards fly in one at a time

    def lay(self, state: TableState, backs: Iterator[CardItem]) -> None:
        """Both hands as ``state`` shows them; ``backs`` gives the backs not in the stock."""
        t, g = self.table, self.table.geo
        view = state.view
        rows = {state.bottom: g.bottom_y, state.top: g.top_y}
        hand = t.piles[Place.HAND]
        assert isinstance(hand, HandPile)
        hand.items = []
        if view.knocked is not None:
            self._showdown(view, rows)
        for seat, y in rows.items():
            if view.knocked is not None and (seat == view.knocked.seat or view.laid_down is not None):
                continue
            first = 1 if seat == view.dealer else 0  # the non-dealer is dealt first
            scale = 1.0 if seat == state.bottom else TOP_SCALE
            if seat == state.bottom and state.bottom_visible:
                hand.items = self._own_hand(view, first)
            elif seat == state.top and state.top_hand:
                cards = sorted(state.top_hand, key=lambda c: (c.suit.index, int(c.rank)))
                self._fan([t.cards[c] for c in cards], g.own_step * 0.6 * TOP_SCALE, y, first, scale)
            else:
                public = view.opponent_from_pile if seat == state.top else state.bottom_public
                count = view.opponent_card_count if seat == state.top else state.bottom_count
                hidden = [next(backs) for _ in range(max(0, count - len(public)))]
                step = g.other_step * 1.4 if public else g.other_step
                self._fan(hidden + [t.cards[c] for c in public], step * scale / TOP_SCALE, y, first, scale)

    def _fan(self, items: list[CardItem], step: float, y: float, first: int, scale: float) -> None:
        g = self.table.geo
        xs = fan(len(items), step, g.hand_centre, g.card_w * scale)
        for i, (item, x) in enumerate(zip(items, xs, strict=True)):
            self.plan.place(item, x, y, 200 + i, scale=scale)
            if self.dealing:
                self.plan.delays[item] = (2 * i + first) * self.table.anim_ms // 6

    def _own_hand(self, view: View, first: int) -> list[CardItem]:
        t, g = self.table, self.table.geo
        order = t.own_cards
        groups = meld_groups(order)
        breaks = ({start for start, _ in groups} | {start + n for start, n in groups}) - {0, len(order)}
        # a meld's last card shows whole, so the next group starts clear of it
        gap = g.card_w - g.own_step + g.group_gap
        room = g.hand_right - g.hand_left - g.card_w - gap * len(breaks)
        step = min(g.own_step, room / max(1, len(order) - 1))
        xs = fan(len(order), step, g.hand_centre, g.card_w, breaks, gap)
        if t.selected not in order:
            t.selected = None
        items = [t.cards[card] for card in order]
        for i, (card, item, x) in enumerate(zip(order, items, xs, strict=True)):
            lifted = card in (t.selected, t.advised)
            self.plan.place(item, x, g.bottom_y - (g.lift if lifted else 0), 200 + i)
            if self.dealing and card in view.hand:
                self.plan.delays[item] = (2 * view.hand.index(card) + first) * t.anim_ms // 6
        for start, n in groups:
            width = xs[start + n - 1] + g.card_w - xs[start] + 14
            self.outlines.add(QRectF(xs[start] - 7, g.bottom_y - 9, width, g.card_h + 18), "", False, False)
        return items

    def _showdown(self, view: View, rows: dict[Seat, float]) -> None:
        t, g = self.table, self.table.geo
        assert view.knocked is not None
        knocker = view.knocked.seat
        layoffs = view.laid_down.layoffs if view.laid_down else ()
        parts = [(knocker, view.knocked.arrangement, layoffs)]
        if view.laid_down is not None:
            parts.append((view.laid_down.seat, view.laid_down.arrangement, ()))
        self.plan.laid |= {lo.card for lo in layoffs}
        for seat, arrangement, extra in parts:
            y = rows[seat]
            scale = TOP_SCALE if y == g.top_y else 1.0
            spots, boxes = arrangement_spots(arrangement, extra, y, g, scale)
            for i, (card, (x, cy)) in enumerate(spots.items()):
                self.plan.place(t.cards[card], x, cy, 200 + i, QPointF(g.hand_centre, y), scale)
            below = y == g.top_y
            high = g.card_h * scale + 16
            for left, right, kind in boxes:
                caption = (
                    QCoreApplication.translate("TableScene", "Deadwood {count}").format(
                        count=arrangement.deadwood_value
                    )
                    if kind
                    else QCoreApplication.translate("TableScene", "Meld")
                )
                self.outlines.add(
                    QRectF(left - 8, y - 8, right - left + 16, high), caption, bool(kind), below
                )
            if not arrangement.deadwood:
                caption = (
                    QCoreApplication.translate("TableScene", "Gin: no deadwood")
                    if seat == knocker
                    else QCoreApplication.translate("TableScene", "No deadwood")
                )
                left = boxes[-1][1] + 30 if boxes else g.hand_left
                self.outlines.add(QRectF(left, y - 8, 0, high), caption, False, below, framed=False)
