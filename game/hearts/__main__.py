"""Entry point of ``python -m game.hearts`` (see cli.py)."""

import sys

from game.pipes import run

from .console.cli import main

if __name__ == "__main__":
    sys.exit(run(main))
