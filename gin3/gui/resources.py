"""Finding gin3's shipped files, registering its font and building its icon.

The files live in the ``gin3.resources`` package (the top-level ``resources/``
folder, mapped by pyproject.toml). In a source checkout, an installed wheel and
a PyInstaller bundle they are plain files beside the package's ``__init__``, and
are found there directly: importing ``importlib.resources`` costs the first frame
several milliseconds. Where they are not (a zip), ``importlib.resources`` finds
them, and ``as_file`` gives a real path, which Qt needs because it opens files by name.
"""

from __future__ import annotations

import atexit
import importlib
from contextlib import ExitStack
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtGui import QFont, QFontDatabase, QGuiApplication

if TYPE_CHECKING:
    from PySide6.QtGui import QIcon

__all__ = ["FONT_FAMILY", "app_icon", "load_fonts", "resource_path"]

_PACKAGE = "gin3.resources"


FONT_FAMILY = "DejaVu Sans"
"""The family of the shipped font (resources/fonts/DejaVuSans*.ttf)."""

_FONT_FILES = ("DejaVuSans.ttf", "DejaVuSans-Bold.ttf")
_ICON_SIZES = (16, 22, 24, 32, 48, 64, 128, 256)

# Files extracted from a zip stay on disk until the process ends: Qt may
# re-open a font or icon file by name at any time.
_extracted = ExitStack()
atexit.register(_extracted.close)
_paths: dict[tuple[str, ...], Path] = {}
_loaded_family: str | None = None


def resource_path(*parts: str) -> Path:
    """The path of a shipped file, e.g. ``resource_path("icons", "gin3.svg")``.

    Raises ``FileNotFoundError`` naming the file if it is not shipped.
    """
    if not parts:
        raise ValueError("resource_path needs at least one path part, like 'icons', 'gin3.svg'")
    cached = _paths.get(parts)
    if cached is not None:
        return cached
    init = getattr(importlib.import_module(_PACKAGE), "__file__", None)
    if init is not None:
        path = Path(init).parent.joinpath(*parts)
        if path.is_file():
            _paths[parts] = path
            return path
    from importlib.resources import as_file, files

    ref = files(_PACKAGE)
    for part in parts:
        ref = ref.joinpath(part)
    if not ref.is_file():
        raise FileNotFoundError(f"{'/'.join(parts)!r} is not among gin3's resources ({_PACKAGE})")
    path = _extracted.enter_context(as_file(ref))
    _paths[parts] = path
    return path


def load_fonts() -> str:
    """Register the shipped font with Qt, make it the application font, and return its family.

    Call it once a ``QGuiApplication`` (or ``QApplication``) exists; later
    calls return the same family. The app then draws text the same way on
    every system, including one with no fonts installed at all (where Qt
    would otherwise draw empty boxes).
    """
    global _loaded_family
    app = QGuiApplication.instance()
    if app is None:
        raise RuntimeError("load_fonts() needs a QApplication: create it first")
    if _loaded_family is not None and _loaded_family in QFontDatabase.families():
        return _loaded_family
    family = FONT_FAMILY
    for name in _FONT_FILES:
        font_id = QFontDatabase.addApplicationFont(str(resource_path("fonts", name)))
        if font_id < 0:
            raise RuntimeError(f"Qt could not load the shipped font {name!r}")
        family = QFontDatabase.applicationFontFamilies(font_id)[0]
    font = QFont(QGuiApplication.font())
    font.setFamilies([family])
    QGuiApplication.setFont(font)
    _loaded_family = family
    return family


def app_icon() -> QIcon:
    """gin3's application and window icon, drawn from resources/icons/gin3.svg at the usual sizes.

    The SVG is rendered here rather than handed to ``QIcon`` by name so the
    icon does not depend on Qt's SVG icon-engine plugin being bundled. QtSvg and
    the painting classes are imported here, not with the module: the first frame
    does not need them.
    """
    from PySide6.QtCore import QByteArray, QRectF, QSize, Qt
    from PySide6.QtGui import QIcon, QPainter, QPixmap
    from PySide6.QtSvg import QSvgRenderer

    data = resource_path("icons", "gin3.svg").read_bytes()
    renderer = QSvgRenderer(QByteArray(data))
    if not renderer.isValid():
        raise RuntimeError("resources/icons/gin3.svg is not a valid SVG image")
    icon = QIcon()
    for size in _ICON_SIZES:
        pixmap = QPixmap(QSize(size, size))
        pixmap.fill(Qt.GlobalColor.transparent)
        painter = QPainter(pixmap)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        renderer.render(painter, QRectF(0, 0, size, size))
        painter.end()
        icon.addPixmap(pixmap)
    return icon
