"""gin3: three-handed Gin Rummy for the desktop."""

from importlib.metadata import PackageNotFoundError, version

try:
    __version__ = version("gin3")
except PackageNotFoundError:  # running from a source tree that was never installed
    __version__ = "0.0.0+source"

__all__ = ["__version__"]
