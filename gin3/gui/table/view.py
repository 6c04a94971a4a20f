"""The view of the table: it scales the fixed board to the window."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtGui import QPainter, QPalette, QResizeEvent, QShowEvent
from PySide6.QtWidgets import QFrame, QGraphicsView, QWidget

from gin3.gui.table.items import FELT_EDGE

if TYPE_CHECKING:
    from gin3.gui.table.scene import TableScene

__all__ = ["TableView"]


class TableView(QGraphicsView):
    """Shows the whole board at the largest size that fits, keeping its shape.

    The view may start without its scene (the app's first frame shows the bare
    felt); :meth:`show_table` puts the table on it.
    """

    def __init__(self, scene: TableScene | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMinimumSize(360, 240)
        # Without a scene QGraphicsView paints only the palette's base colour: make it the felt.
        palette = self.palette()
        palette.setColor(QPalette.ColorRole.Base, FELT_EDGE)
        self.setPalette(palette)
        self.setBackgroundBrush(FELT_EDGE)
        self.retranslate()
        if scene is not None:
            self.show_table(scene)

    def show_table(self, scene: TableScene) -> None:
        """Show ``scene``, scaled to the view."""
        self.setScene(scene)
        self.setBackgroundBrush(scene.backgroundBrush())
        self.fit()

    def fit(self) -> None:
        self.fitInView(self.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.fit()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self.fit()

    def retranslate(self) -> None:
        self.setAccessibleName(self.tr("Card table"))
