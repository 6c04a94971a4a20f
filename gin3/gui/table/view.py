"""The view of the table: the table is laid out anew for the view's size, one scene unit a pixel."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QPainter, QPalette, QResizeEvent, QShowEvent
from PySide6.QtWidgets import QFrame, QGraphicsView, QWidget

from gin3.gui.access import install as install_access
from gin3.gui.table.felts import FELTS, Felt

if TYPE_CHECKING:
    from gin3.gui.table.scene import TableScene

__all__ = ["TableView"]


class TableView(QGraphicsView):
    """Shows the whole table at the view's size: a new size lays the table out again
    (:meth:`TableScene.fit_to`), with cards as large as the room allows.

    The view may start without its scene (the app's first frame shows the bare
    felt); :meth:`show_table` puts the table on it.
    """

    def __init__(self, scene: TableScene | None = None, parent: QWidget | None = None) -> None:
        install_access(TableView)  # before Qt first asks for the view's accessible interface
        super().__init__(parent)
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMinimumSize(360, 240)
        self.felt = FELTS["green"]
        self.table: TableScene | None = None
        self.set_felt(self.felt)
        self.retranslate()
        if scene is not None:
            self.show_table(scene)

    def set_felt(self, felt: Felt) -> None:
        """Lay ``felt`` on the table, around it, and before the table is built on the bare view."""
        self.felt = felt
        if self.table is not None:
            self.table.set_felt(felt)
        # Without a scene QGraphicsView paints only the palette's base colour: make it the felt.
        palette = self.palette()
        palette.setColor(QPalette.ColorRole.Base, QColor(felt.edge))
        self.setPalette(palette)
        self.setBackgroundBrush(QColor(felt.edge))

    def show_table(self, scene: TableScene) -> None:
        """Show ``scene``, scaled to the view."""
        self.setScene(scene)
        self.table = scene
        scene.set_felt(self.felt)
        self.setBackgroundBrush(scene.backgroundBrush())
        self.fit()

    def fit(self) -> None:
        size = self.viewport().size()
        if self.table is not None:
            self.table.fit_to(size.width(), size.height())
        self.resetTransform()
        self.setSceneRect(0, 0, size.width(), size.height())
        self.centerOn(size.width() / 2, size.height() / 2)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.fit()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self.fit()

    def retranslate(self) -> None:
        self.setAccessibleName(self.tr("Card table"))
