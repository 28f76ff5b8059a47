# /// script
# requires-python = ">=3.11"
# # No version: pygbag 0.9.3 looks the name up as written (the browser gets 2.5.7.dev1).
# dependencies = ["pygame-ce"]
# ///
"""Heart to Heart & Hearts from a checkout, and pygbag's entry in the browser.

Natively: ``python main.py [--deal CODE] [--lang en|ru] [--script FILE|-] [--shots DIR] [--version]``.
In the browser (pygbag) the same options come from the page address: ``?deal=...&lang=...``.
The loop itself is game/launch.py, shared with the ``heart-to-heart`` command and
``python -m game``; everything else lives in game/ui/app.py.

The block above and the imports below are what pygbag reads before running this file: its
runtime has no pygame, it installs the pygame-ce wheel that main.py declares (PEP 723 block,
or an ``import pygame`` in main.py itself: imports in game/ are not scanned).
"""

import os
import sys

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")  # stdout belongs to --script's state lines
import pygame  # noqa: E402, F401  (declares pygame-ce to pygbag; the app imports it before its first frame anyway)

if sys.platform == "emscripten":
    # pygbag's convention: asyncio imported at the top of main.py.  Natively it is imported
    # only after the first frame: with ssl, sockets and logging it costs more than the rest
    # of the app's start-up (tools/bench/bench.py's start-up budget).
    import asyncio

from game.launch import main, open_app, run, tell_page  # noqa: E402, F401  (the loop; re-exported for tests)

if __name__ == "__main__":
    if sys.platform == "emscripten":
        # pygbag: asyncio.run only schedules main() and returns at once, and its sys.exit
        # cancels every task, so calling sys.exit here would stop the game before it starts.
        asyncio.run(main())
    else:
        sys.exit(run(prog="main.py"))
