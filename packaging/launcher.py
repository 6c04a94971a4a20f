"""Entry script of the frozen app: the same ``main`` as ``gin3`` and ``python -m gin3``."""

import sys

from gin3.cli import main

if __name__ == "__main__":
    sys.exit(main())
