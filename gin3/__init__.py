"""gin3: three-handed Gin Rummy for the desktop."""

from __future__ import annotations

__all__ = ["__version__"]


def __getattr__(name: str) -> str:
    # The version is read from the installed metadata on first use only:
    # importlib.metadata costs the app's start some 10 ms.
    if name != "__version__":
        raise AttributeError(f"module 'gin3' has no attribute {name!r}")
    from importlib.metadata import PackageNotFoundError, version

    try:
        found = version("gin3")
    except PackageNotFoundError:  # running from a source tree that was never installed
        found = "0.0.0+source"
    globals()["__version__"] = found
    return found
