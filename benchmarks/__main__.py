"""``python -m benchmarks``: gin3's benchmarks and research tools (see :mod:`benchmarks.cli`)."""

import sys

from benchmarks.cli import main

if __name__ == "__main__":
    sys.exit(main())
