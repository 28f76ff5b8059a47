"""``python -m game``: the same game and options as ``python3 main.py`` and ``heart-to-heart``."""

import sys

from game.launch import run

if __name__ == "__main__":
    sys.exit(run(prog="python -m game"))
