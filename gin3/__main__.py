"""``python -m gin3``: start the app, or ``sim`` headless."""

import sys

from gin3.cli import main

if __name__ == "__main__":
    sys.exit(main())
