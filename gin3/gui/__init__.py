"""gin3's Qt user interface: the only package that imports PySide6."""

import ctypes
import sys


def _keep_none_alive() -> None:
    """Work around PySide6 6.12 on Python 3.11 dropping a reference to None on every void call.

    The abi3 wheels return ``None`` without a new reference, as if ``None``
    were immortal (it is from Python 3.12, PEP 683). On 3.11 each
    ``painter.setPen(...)`` and friends then lowers ``None``'s reference
    count, and after a few thousand calls the interpreter aborts at exit
    with "none_dealloc: deallocating None". Adding 2**40 references makes
    ``None`` practically immortal here too.

    ``SignalInstance.emit()`` does the same with the ``True`` it returns
    (every emit from Python code; "bool_dealloc: deallocating True or
    False"), so ``True`` and ``False`` get the same treatment.
    """
    if sys.version_info < (3, 12) and sys.implementation.name == "cpython":
        for constant in (None, True, False):
            ctypes.c_ssize_t.from_address(id(constant)).value += 1 << 40


_keep_none_alive()
