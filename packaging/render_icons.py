"""Render the app icon (resources/icons/gin3.svg) to PNG sizes, and to .ico
and .icns where Qt can write them, into the folder given as the argument.

Run by packaging/build.sh; the PNGs are build output and are not committed.
"""

import os
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication, QImage, QImageWriter, QPainter
from PySide6.QtSvg import QSvgRenderer

SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
SOURCE = Path(__file__).resolve().parent.parent / "resources" / "icons" / "gin3.svg"


def render(renderer: QSvgRenderer, size: int) -> QImage:
    image = QImage(size, size, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    renderer.render(painter)
    painter.end()
    return image


def main(out: Path) -> int:
    app = QGuiApplication([])  # noqa: F841 - Qt needs it to render
    renderer = QSvgRenderer(str(SOURCE))
    if not renderer.isValid():
        print(f"render_icons: {SOURCE} is not a valid SVG", file=sys.stderr)
        return 1
    out.mkdir(parents=True, exist_ok=True)
    for size in SIZES:
        render(renderer, size).save(str(out / f"gin3-{size}.png"))
    formats = {bytes(f).decode() for f in QImageWriter.supportedImageFormats()}
    if "ico" in formats:
        render(renderer, 256).save(str(out / "gin3.ico"))
    if "icns" in formats:
        render(renderer, 512).save(str(out / "gin3.icns"))
    print(f"icons written to {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main(Path(sys.argv[1] if len(sys.argv) > 1 else "build/icons")))
