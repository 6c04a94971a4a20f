"""How the app and the computer players' process talk: length-prefixed pickles over a pipe."""

from __future__ import annotations

import pickle
import struct
from typing import IO

__all__ = ["read_frame", "write_frame"]

_HEADER = struct.Struct("!I")


def write_frame(stream: IO[bytes], item: object) -> None:
    """Send ``item`` as one length-prefixed pickle."""
    data = pickle.dumps(item, protocol=pickle.HIGHEST_PROTOCOL)
    stream.write(_HEADER.pack(len(data)) + data)
    stream.flush()


def read_frame(stream: IO[bytes]) -> object:
    """The next item :func:`write_frame` sent; ``EOFError`` when the stream ends."""
    header = stream.read(_HEADER.size)
    if len(header) < _HEADER.size:
        raise EOFError
    size = _HEADER.unpack(header)[0]
    data = stream.read(size)
    if len(data) < size:
        raise EOFError
    return pickle.loads(data)
