"""Start the app and run its frames: the one loop behind every way the game starts.

``python3 main.py`` (a checkout; and pygbag's entry in the browser), the ``heart-to-heart``
command of an installed package, ``python -m game`` and the standalone build all come here
with the same options: ``[--deal CODE] [--game CODE] [--lang en|ru] [--script FILE|-]
[--shots DIR] [--size WxH] [--version]``.  In the browser the options come from the page
address instead (``?deal=...&lang=...``, game/ui/options.py).  Everything else lives in
game/ui/app.py.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Sequence
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from game.ui.app import App
    from game.ui.options import Options

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")  # stdout belongs to --script's state lines

#: Exit status of a run stopped with Ctrl+C in its terminal (128 + SIGINT).
INTERRUPTED = 130


def open_app(options: Options | None = None) -> App:
    """Open the window and draw the first frame (the menu, unless the options say otherwise).

    The garbage collector waits until that frame is on screen: the start-up makes tens of
    thousands of objects (modules, classes, pictures) that all live on, so a collection
    then only walks them again (about 1 ms of the time to the first frame)."""
    import gc

    collecting = gc.isenabled()
    gc.disable()
    try:
        from game.ui.app import App
        from game.ui.options import current

        app = App(options or current())
        app.frame()
    finally:
        if collecting:
            gc.enable()
    return app


def tell_page(hook: str, *args: str) -> None:
    """In the browser: report to the page (its loading screen); nothing natively."""
    if sys.platform != "emscripten":
        return
    try:
        import platform as browser

        getattr(browser.window, hook)(*args)
    except Exception:
        pass  # a page without the hook (an older template) still runs the game


async def main(options: Options | None = None, app: App | None = None) -> int:
    """Run until the person (or the script) quits; returns the exit status."""
    import asyncio  # natively already loaded by then (see run); in pygbag always loaded

    if app is None:
        try:
            app = open_app(options)
        except Exception as exc:
            tell_page("hh_fail", "start", f"{type(exc).__name__}: {exc}")
            raise
    tell_page("hh_stage", "ready")  # the first frame is on the canvas: hide the loading screen
    try:
        while app.running:
            await asyncio.sleep(0)  # hand the browser (or the event loop) its turn, every frame
            app.frame()
    except Exception as exc:
        tell_page("hh_fail", "crash", f"{type(exc).__name__}: {exc}")  # not a silently frozen canvas
        raise
    finally:
        app.shutdown()
    return app.exit_code


def run(argv: Sequence[str] | None = None, prog: str | None = None) -> int:
    """Natively: read the options, check there is a screen, play; returns the exit status.

    The options are read first, so ``--version``, ``--help`` and a mistyped option answer
    without a window (argparse exits 0 or 2 with its message).  The menu is on screen before
    asyncio is imported: with ssl, sockets and logging it is a third of what the app loads
    beyond pygame, and the player need not wait for it (tools/bench/bench.py's start-up)."""
    from game import pipes
    from game.ui.needs_display import require_display
    from game.ui.options import current

    args = list(sys.argv[1:] if argv is None else argv)
    chosen: list[Options] = []

    def read_options() -> int:
        try:
            chosen.append(current(args, prog=prog))
        except SystemExit as answered:  # --help, --version, a mistyped option: argparse said it
            return answered.code if isinstance(answered.code, int) else 2
        return 0

    # the answer to --version or --help is written as every command writes it (a closed or
    # full standard output: status 1 and one line on standard error, not a silent success)
    status = pipes.run(read_options, needs_output=False)
    if not chosen:
        return status
    options = chosen[0]
    require_display(argv=args)  # no screen: a clear message and status 1, not an invisible window
    from game.ui import ctrl_c

    try:
        with ctrl_c.noted():  # Ctrl+C in the first frame: acted on below, not inside pygame's C code
            first = open_app(options)
        if ctrl_c.asked():
            first.shutdown()
            return INTERRUPTED
        import asyncio

        return asyncio.run(main(app=first))
    except KeyboardInterrupt:  # Ctrl+C in the terminal: main() saved on its way out
        return INTERRUPTED
