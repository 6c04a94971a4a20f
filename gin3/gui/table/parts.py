"""The table's parts as rectangles, for the checks that nothing overlaps or is cut
(:func:`gin3.gui.windows.fitcheck.table_problems`, the gallery and the tests)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QRectF

if TYPE_CHECKING:
    from gin3.gui.table.scene import TableScene

__all__ = ["table_parts"]


def table_parts(scene: TableScene) -> list[tuple[str, QRectF]]:
    """Each visible part of the table and the rectangle it covers, in scene coordinates: the
    viewer's hand, the other hand, the middle row's piles with their captions, the words in
    the middle and the name plates. A card gliding to its place counts at its place."""
    g = scene.geo
    rows: dict[str, QRectF] = {}
    for item in (*scene.cards.values(), *scene.backs):
        if not item.isVisible():
            continue
        rect = item.mapRectToScene(item.card_rect()).translated(item.home - item.pos())
        if item.home.y() >= g.bottom_y - g.lift - 1:
            name = "own hand"
        elif item.home.y() <= g.top_y + 1:
            name = "other hand"
        else:
            name = "piles"
        rows[name] = rows.get(name, rect).united(rect)
    marks = [m for m in (scene.stock_mark, scene.discard_mark, scene.knock_mark) if m.isVisible()]
    captions = [c for c in (scene.decor.stock_caption, scene.decor.discard_caption) if c.text()]
    for part in (*marks, *captions):
        rect = part.mapRectToScene(part.rect if hasattr(part, "rect") else part.boundingRect())
        rows["piles"] = rows.get("piles", rect).united(rect)
    for outline in scene.outlines():
        if outline.caption:  # a meld's caption: below the top row, above the bottom one
            name = "other hand" if outline.caption_below else "own hand"
            rect = outline.mapRectToScene(outline.caption_rect())
            rows[name] = rows.get(name, rect).united(rect)
    parts = list(rows.items())
    panel = scene.panel
    if panel.toPlainText().strip():
        words = panel.mapRectToScene(panel.boundingRect())
        parts.append(("words", QRectF(words.left(), words.top(), words.width(), _text_height(scene))))
    for place, plate in scene.decor.plates.items():
        if plate.isVisible():
            parts.append((f"{place} plate", plate.mapRectToScene(plate.rect)))
    return parts


def _text_height(scene: TableScene) -> float:
    """How high the words in the middle are on the table (the text item is scaled)."""
    return scene.panel.document().size().height() * scene.panel.scale()
