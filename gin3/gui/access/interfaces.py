"""The table view's accessible interface and one interface per thing on the table.

Qt shows a ``QGraphicsView`` to assistive technology as one pane with no
children. :class:`TableViewInterface` (made by the factory of
:mod:`gin3.gui.access`) gives it the nodes of :func:`~gin3.gui.access.tree.table_tree`
as children, each a :class:`NodeInterface`, and follows the keyboard focus.

Lifetime: Qt's accessibility cache keeps a pointer to every interface a client
has seen and may delete it itself. So each node keeps one interface for the
view's whole life (a card that leaves a hand and comes back is the same object),
:class:`TableAccess` holds them all, and when the view is destroyed it has the
cache delete the ones registered there, so no pointer outlives its object and
none is deleted twice. An interface asked after that answers as invalid.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, QPoint, QRect, QRectF, QTimer
from PySide6.QtGui import (
    QAccessible,
    QAccessibleEvent,
    QAccessibleInterface,
    QAccessibleStateChangeEvent,
    QWindow,
)
from PySide6.QtWidgets import QAccessibleWidget

from gin3.gui.access.tree import Key, Node, Tree, table_tree

if TYPE_CHECKING:
    from gin3.gui.table.scene import TableScene
    from gin3.gui.table.view import TableView

__all__ = ["NodeInterface", "TableAccess", "TableViewInterface"]

# The stubs say an interface's child, parent, object and window are never None; Qt's C++
# returns null pointers for "none" there, hence the ignored overrides below.

Event = QAccessible.Event


class TableAccess(QObject):
    """The accessible side of one table view: the tree now, one interface per node, the events."""

    def __init__(self, view: TableView) -> None:
        super().__init__(view)  # dies with the view
        self.view = view
        self.alive = True
        self.view_interface: TableViewInterface | None = None
        self._tree = Tree()
        self._fresh = False
        self._interfaces: dict[Key, NodeInterface] = {}
        self._scene: TableScene | None = None
        view.installEventFilter(self)
        view.destroyed.connect(self._view_gone)

    # -- the tree ---------------------------------------------------------------------

    def tree(self) -> Tree:
        """The table's nodes now (worked out again after each redraw, when first asked)."""
        if not self.alive:
            return Tree()
        scene = self.view.table
        if scene is not self._scene and scene is not None:
            self._scene = scene
            scene.gestures.watchers.append(self._redrawn)
            self._fresh = False
        if not self._fresh:
            self._tree = table_tree(scene) if scene is not None else Tree()
            self._fresh = True
        return self._tree

    def interface(self, key: Key) -> NodeInterface:
        """The one interface of the node ``key``."""
        iface = self._interfaces.get(key)
        if iface is None:
            iface = self._interfaces[key] = NodeInterface(self, key)
        return iface

    def node(self, key: Key) -> Node | None:
        return self.tree().by_key.get(key)

    def parent_of(self, key: Key) -> QAccessibleInterface | None:
        parent = self.tree().parents.get(key)
        if parent is not None:
            return self.interface(parent)
        return self.view_interface

    def screen_rect(self, rect: QRectF) -> QRect:
        """A rectangle of the scene on the screen, as assistive technology wants it."""
        if not self.alive or rect.isNull():
            return QRect()
        view = self.view
        shown = view.mapFromScene(rect).boundingRect()
        return QRect(view.viewport().mapToGlobal(shown.topLeft()), shown.size())

    def node_at(self, nodes: tuple[Node, ...], x: int, y: int) -> QAccessibleInterface | None:
        """The topmost node among ``nodes`` at the screen point (x, y)."""
        point = QPoint(x, y)
        for node in reversed(nodes):
            if self.screen_rect(node.rect).contains(point):
                return self.interface(node.key)
        return None

    def focused(self) -> NodeInterface | None:
        """The node under the keyboard focus while the view has it."""
        key = self.tree().focus
        if key is None or not self.alive or not self.view.hasFocus():
            return None
        return self.interface(key)

    # -- telling assistive technology ----------------------------------------------------

    def _redrawn(self) -> None:
        """The table was redrawn: the tree is stale; a listening client hears what changed."""
        self._fresh = False
        if not QAccessible.isActive() or not self.alive or self.view_interface is None:
            return
        old = self._tree
        new = self.tree()
        gone = [key for key in old.by_key if key not in new.by_key]
        self._tree = old  # a removal is told while the node still has its parent
        for key in gone:
            self._send(key, Event.ObjectDestroyed)
        self._tree = new
        for key, node in new.by_key.items():
            before = old.by_key.get(key)
            if before is None:
                self._send(key, Event.ObjectCreated)
                continue
            if before.name != node.name:
                self._send(key, Event.NameChanged)
            if before.description != node.description:
                self._send(key, Event.DescriptionChanged)
            if before.selected != node.selected:  # a card lifted or put back
                changed = QAccessible.State()
                changed.selected = True
                QAccessible.updateAccessibility(QAccessibleStateChangeEvent(self.interface(key), changed))
        if gone or [n.key for n in old.nodes] != [n.key for n in new.nodes]:
            QAccessible.updateAccessibility(QAccessibleEvent(self.view, Event.ObjectReorder))
        if new.focus is not None and new.focus != old.focus:
            self.say_focus()

    def _send(self, key: Key, kind: QAccessible.Event) -> None:
        QAccessible.updateAccessibility(QAccessibleEvent(self.interface(key), kind))

    def say_focus(self) -> None:
        """Move the accessible focus to the node under the keyboard focus."""
        focused = self.focused() if QAccessible.isActive() else None
        if focused is not None:
            QAccessible.updateAccessibility(QAccessibleEvent(focused, Event.Focus))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.FocusIn and watched is self.view:
            # after Qt tells of the view's own focus: then the card or pile in it
            QTimer.singleShot(0, self.say_focus)
        return False

    def _view_gone(self) -> None:
        self.alive = False
        if self._scene is not None and self._redrawn in self._scene.gestures.watchers:
            self._scene.gestures.watchers.remove(self._redrawn)
        for iface in self._interfaces.values():
            # the cache deletes the C++ side of those it holds (the Python side is told)
            QAccessible.deleteAccessibleInterface(QAccessible.uniqueId(iface))
        self._interfaces.clear()
        self.view_interface = None


class TableViewInterface(QAccessibleWidget):
    """The table view: its children are the table's plates, piles and hands."""

    def __init__(self, view: TableView) -> None:
        super().__init__(view, QAccessible.Role.Client)
        self.access = TableAccess(view)
        self.access.view_interface = self

    def childCount(self) -> int:
        return len(self.access.tree().nodes)

    def child(self, index: int) -> QAccessibleInterface | None:  # type: ignore[override]
        nodes = self.access.tree().nodes
        return self.access.interface(nodes[index].key) if 0 <= index < len(nodes) else None

    def indexOfChild(self, child: QAccessibleInterface) -> int:
        if not isinstance(child, NodeInterface):
            return -1
        keys = [node.key for node in self.access.tree().nodes]
        return keys.index(child.key) if child.key in keys else -1

    def childAt(self, x: int, y: int) -> QAccessibleInterface | None:  # type: ignore[override]
        return self.access.node_at(self.access.tree().nodes, x, y)

    def focusChild(self) -> QAccessibleInterface | None:  # type: ignore[override]
        focused = self.access.focused()
        return focused if focused is not None else super().focusChild()


class NodeInterface(QAccessibleInterface):
    """One plate, pile, hand or card of the table (see :class:`~gin3.gui.access.tree.Node`)."""

    def __init__(self, access: TableAccess, key: Key) -> None:
        super().__init__()
        self.access = access
        self.key = key

    def _node(self) -> Node | None:
        return self.access.node(self.key) if self.access.alive else None

    def isValid(self) -> bool:
        return self._node() is not None

    def object(self) -> QObject | None:  # type: ignore[override]
        return None

    def window(self) -> QWindow | None:  # type: ignore[override]
        if not self.access.alive:
            return None
        return self.access.view.window().windowHandle()

    def role(self) -> QAccessible.Role:
        node = self._node()
        return node.role if node is not None else QAccessible.Role.NoRole

    def text(self, kind: QAccessible.Text) -> str:
        node = self._node()
        if node is None:
            return ""
        if kind == QAccessible.Text.Name:
            return node.name
        if kind == QAccessible.Text.Description:
            return node.description
        return ""

    def setText(self, kind: QAccessible.Text, text: str) -> None:
        """Names are the table's own: nothing to set."""

    def state(self) -> QAccessible.State:
        state = QAccessible.State()
        node = self._node()
        if node is None:
            state.invalid = True
            return state
        state.focusable = node.focusable
        state.invisible = not self.access.view.isVisible()  # the hand-off cover stands in for it
        state.focused = node.focusable and self.access.focused() is self
        if node.role == QAccessible.Role.ListItem:
            state.selectable = node.focusable
            state.selected = node.selected
        if node.role == QAccessible.Role.Button and self.access.focused() is self:
            state.focused = True
        return state

    def rect(self) -> QRect:
        node = self._node()
        return self.access.screen_rect(node.rect) if node is not None else QRect()

    def parent(self) -> QAccessibleInterface | None:  # type: ignore[override]
        return self.access.parent_of(self.key) if self.access.alive else None

    def childCount(self) -> int:
        node = self._node()
        return len(node.children) if node is not None else 0

    def child(self, index: int) -> QAccessibleInterface | None:  # type: ignore[override]
        node = self._node()
        if node is None or not 0 <= index < len(node.children):
            return None
        return self.access.interface(node.children[index].key)

    def indexOfChild(self, child: QAccessibleInterface) -> int:
        node = self._node()
        if node is None or not isinstance(child, NodeInterface):
            return -1
        keys = [c.key for c in node.children]
        return keys.index(child.key) if child.key in keys else -1

    def childAt(self, x: int, y: int) -> QAccessibleInterface | None:  # type: ignore[override]
        node = self._node()
        return self.access.node_at(node.children, x, y) if node is not None else None

    def focusChild(self) -> QAccessibleInterface | None:  # type: ignore[override]
        focused = self.access.focused()
        node = self._node()
        if focused is None or node is None:
            return None
        return focused if any(c.key == focused.key for c in node.children) else None
