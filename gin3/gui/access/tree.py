"""What a screen reader finds on the table: plates, piles, hands and cards, with names.

:func:`table_tree` reads the scene after a redraw and describes it as a tree of
:class:`Node` values (role, name, description, place), top level first: the
players' plates, the stock, the discard pile, the knock spot, then the hands,
the person's own first, each holding its cards from left to right.

It reads only what the scene draws: a card is named when its face lies on the
table (the scene holds a face item for it), and a back is a "Face-down card",
so hot-seat privacy holds for the reader as it holds for the eye.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QRectF
from PySide6.QtGui import QAccessible

from gin3.engine import Card, DrawDiscard, DrawStock, MeldKind, Seat, TakeUpcard, best_arrangement
from gin3.gui.table.decor import plate_points
from gin3.gui.table.piles import Place
from gin3.gui.text.cards import card_name, face_down_name
from gin3.session import Stage

if TYPE_CHECKING:
    from gin3.engine import View
    from gin3.gui.table.cards import CardItem
    from gin3.gui.table.scene import TableScene
    from gin3.session import TableState

__all__ = ["Key", "Node", "Tree", "table_tree"]

Key = tuple[str, str]
"""A thing's lasting identity on the table: ("plate", "top"), ("pile", "stock"), ("card", "7h")."""

Role = QAccessible.Role


@dataclass(frozen=True, slots=True)
class Node:
    """One accessible thing on the table."""

    key: Key
    role: Role
    name: str
    description: str = ""
    rect: QRectF = field(default_factory=QRectF)  # in scene coordinates
    children: tuple[Node, ...] = ()
    focusable: bool = False
    selected: bool = False


@dataclass(frozen=True, slots=True)
class Tree:
    """The table's nodes now, and the one under the keyboard focus."""

    nodes: tuple[Node, ...] = ()
    focus: Key | None = None
    by_key: dict[Key, Node] = field(default_factory=dict)
    parents: dict[Key, Key] = field(default_factory=dict)

    @classmethod
    def of(cls, nodes: tuple[Node, ...], focus: Key | None) -> Tree:
        by_key: dict[Key, Node] = {}
        parents: dict[Key, Key] = {}
        for node in nodes:
            by_key[node.key] = node
            for child in node.children:
                by_key[child.key] = child
                parents[child.key] = node.key
        return cls(nodes, focus if focus in by_key else None, by_key, parents)

    def siblings(self, key: Key) -> tuple[Node, ...]:
        """The nodes beside ``key`` under its parent (the top level's for a top-level node)."""
        parent = self.parents.get(key)
        return self.by_key[parent].children if parent is not None else self.nodes


def card_key(card: Card | None, seat: Seat, place: int) -> Key:
    """A card's key: the card for a face; for a back, its hand and place among the hand's
    backs (the scene's back items change hands as the stock shrinks: the reader's object stays)."""
    return ("card", str(card)) if card is not None else ("back", f"{int(seat)}:{place}")


def table_tree(scene: TableScene) -> Tree:
    """The table as the reader finds it now (see the module docstring)."""
    state = scene.state
    nodes = [*_plates(scene), *_piles(scene)]
    if state is not None and scene.session.stage is not Stage.ROLE_DRAW:
        nodes += _hands(scene, state)
    focus = scene.gestures.focused()
    focus_key: Key | None = None
    if isinstance(focus, Place):
        focus_key = ("pile", focus.value)
    elif focus is not None and focus.card is not None:  # the focus is on faces only
        focus_key = card_key(focus.card, state.bottom if state else Seat(0), 0)
    return Tree.of(tuple(nodes), focus_key)


# -- plates -------------------------------------------------------------------------


def _plates(scene: TableScene) -> list[Node]:
    state, match = scene.state, scene.session.match
    if state is None or match is None:
        return []
    nodes = []
    for place, seat in (("bottom", state.bottom), ("top", state.top), ("sitter", state.sitter)):
        plate = scene.decor.plates[place]
        if seat is None or not plate.isVisible():
            continue
        points = plate_points(state.view, match.totals[seat], seat)
        name = plate.name
        if plate.role_text and plate.lit:
            text = QCoreApplication.translate(
                "TableAccess", "{name}, {role}, %n points, to play", None, points
            )
        elif plate.role_text:
            text = QCoreApplication.translate("TableAccess", "{name}, {role}, %n points", None, points)
        elif plate.lit:
            text = QCoreApplication.translate("TableAccess", "{name}, %n points, to play", None, points)
        else:
            text = QCoreApplication.translate("TableAccess", "{name}, %n points", None, points)
        nodes.append(
            Node(
                ("plate", place),
                Role.StaticText,
                text.format(name=name, role=plate.role_text),
                plate.status,
                plate.sceneBoundingRect(),
            )
        )
    return nodes


# -- piles --------------------------------------------------------------------------


def _piles(scene: TableScene) -> list[Node]:
    state, session = scene.state, scene.session
    if state is None or session.match is None:
        return []
    count = state.view.stock_count
    stock = scene.stock_size if session.stage is Stage.ROLE_DRAW else count
    nodes = [
        Node(
            ("pile", Place.STOCK.value),
            Role.Button,
            QCoreApplication.translate("TableAccess", "Stock, %n cards", None, stock),
            QCoreApplication.translate("TableAccess", "You may draw from it now.")
            if session.can(DrawStock())
            else "",
            scene.stock.drop_rect(),
            focusable=True,
        )
    ]
    pile = scene.discard.items if session.stage is not Stage.ROLE_DRAW else []
    top = pile[-1].card if pile else None
    size = len(pile)
    if top is not None:
        discard = QCoreApplication.translate(
            "TableAccess", "Discard pile, top card {card}, %n cards", None, size
        ).format(card=card_name(top))
    else:
        discard = QCoreApplication.translate("TableAccess", "Discard pile, empty")
    take = session.can(DrawDiscard()) or session.can(TakeUpcard())
    nodes.append(
        Node(
            ("pile", Place.DISCARD.value),
            Role.Button,
            discard,
            QCoreApplication.translate("TableAccess", "You may take its top card now.") if take else "",
            scene.discard.drop_rect(),
            focusable=True,
        )
    )
    if scene.knock.visible:
        nodes.append(
            Node(
                ("pile", Place.KNOCK.value),
                Role.Button,
                QCoreApplication.translate("TableAccess", "Knock spot"),
                QCoreApplication.translate("TableAccess", "You may knock now: put a card here.")
                if session.can_knock()
                else QCoreApplication.translate(
                    "TableAccess", "Put a card here to knock, once your deadwood allows it."
                ),
                scene.knock.drop_rect(),
                focusable=True,
            )
        )
    return nodes


# -- hands --------------------------------------------------------------------------


def _hands(scene: TableScene, state: TableState) -> list[Node]:
    """The two hands of the hand played, the person's own first: each card where it lies now."""
    g = scene.geo
    in_piles = {*scene.stock.items, *scene.discard.items}
    lying = [
        item for item in (*scene.cards.values(), *scene.backs) if item.isVisible() and item not in in_piles
    ]
    middle = g.middle_y + g.pile_h / 2
    rows = {
        state.bottom: sorted((i for i in lying if i.home.y() > middle), key=lambda i: i.home.x()),
        state.top: sorted((i for i in lying if i.home.y() <= middle), key=lambda i: i.home.x()),
    }
    own = scene.piles[Place.HAND].items
    if own:  # the person's hand, in the person's order
        rows[state.bottom] = list(own)
    viewer = scene.session.viewer
    order = sorted(rows, key=lambda seat: seat != viewer)
    return [
        _hand(scene, state, seat, rows[seat], seat == viewer, bool(own) and seat == state.bottom)
        for seat in order
    ]


def _hand(
    scene: TableScene, state: TableState, seat: Seat, items: list[CardItem], yours: bool, keyed: bool
) -> Node:
    """One hand as a list of its cards; ``keyed``: the hand the keyboard's focus moves over."""
    view = state.view
    name = scene.session.name(seat)
    faces = [item.card for item in items if item.card is not None]
    public = view.opponent_from_pile if seat == state.top else state.bottom_public
    says = _CardWords(view, seat, name, yours, faces, set(public))
    selected = scene.selected
    backs = [item for item in items if item.card is None]
    children = tuple(
        Node(
            card_key(item.card, seat, backs.index(item) if item.card is None else 0),
            Role.ListItem,
            card_name(item.card) if item.card is not None else face_down_name(),
            says.where(item.card),
            item.sceneBoundingRect(),
            focusable=keyed,
            selected=item.card is not None and item.card == selected,
        )
        for item in items
    )
    count = len(items)
    if yours:
        title = QCoreApplication.translate("TableAccess", "Your hand, %n cards", None, count)
    else:
        title = QCoreApplication.translate("TableAccess", "{name}'s hand, %n cards", None, count).format(
            name=name
        )
    rect = QRectF()
    for child in children:
        rect = rect.united(child.rect)
    return Node(("hand", str(int(seat))), Role.List, title, "", rect, children)


class _CardWords:
    """Where each card of one hand lies, in words: in a meld, deadwood, laid off, hidden."""

    def __init__(
        self, view: View, seat: Seat, name: str, yours: bool, faces: list[Card], public: set[Card]
    ) -> None:
        self.name, self.yours = name, yours
        self.public = public  # taken from the discard pile: everyone saw them
        self.kinds: dict[Card, MeldKind | None] = {}
        self.laid_out = False
        self.laid_off: set[Card] = set()
        shown = None
        if view.knocked is not None and view.knocked.seat == seat:
            shown = view.knocked.arrangement
            self.laid_off = {lo.card for lo in view.laid_down.layoffs} if view.laid_down else set()
        elif view.laid_down is not None and view.laid_down.seat == seat:
            shown = view.laid_down.arrangement
        if shown is not None:
            self.laid_out = True
        elif faces and not self.public.issuperset(faces):
            shown = best_arrangement(faces)
        if shown is not None:
            self.kinds = {card: meld.kind for meld in shown.melds for card in meld.cards}
            self.kinds.update(dict.fromkeys(shown.deadwood))

    def where(self, card: Card | None) -> str:
        if card is None:
            return (
                QCoreApplication.translate("TableAccess", "in your hand")
                if self.yours
                else QCoreApplication.translate("TableAccess", "in {name}'s hand").format(name=self.name)
            )
        if self.laid_out:
            return self._laid_out(card)
        if card in self.public:
            return QCoreApplication.translate(
                "TableAccess", "in {name}'s hand, taken from the discard pile"
            ).format(name=self.name)
        kind = self.kinds.get(card)
        if self.yours:
            if kind is MeldKind.RUN:
                return QCoreApplication.translate("TableAccess", "in your hand, in a run")
            if kind is MeldKind.SET:
                return QCoreApplication.translate("TableAccess", "in your hand, in a set")
            return QCoreApplication.translate("TableAccess", "in your hand, deadwood")
        if kind is MeldKind.RUN:
            return QCoreApplication.translate("TableAccess", "in {name}'s hand, in a run").format(
                name=self.name
            )
        if kind is MeldKind.SET:
            return QCoreApplication.translate("TableAccess", "in {name}'s hand, in a set").format(
                name=self.name
            )
        return QCoreApplication.translate("TableAccess", "in {name}'s hand, deadwood").format(name=self.name)

    def _laid_out(self, card: Card) -> str:
        if card in self.laid_off:
            return QCoreApplication.translate("TableAccess", "laid off on {name}'s meld").format(
                name=self.name
            )
        if self.kinds.get(card) is not None:
            return QCoreApplication.translate("TableAccess", "in {name}'s meld").format(name=self.name)
        return QCoreApplication.translate("TableAccess", "in {name}'s deadwood").format(name=self.name)
