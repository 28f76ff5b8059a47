# /// script
# requires-python = ">=3.11"
# # No version: pygbag 0.9.3 looks the name up as written (the browser gets 2.5.7.dev1).
# dependencies = ["pygame-ce"]
# ///
"""Heart to Heart & Hearts: start the app and run its frames.

Natively: ``python main.py [--deal CODE] [--lang en|ru] [--script FILE|-] [--shots DIR]``.
In the browser (pygbag) the same options come from the page address: ``?deal=...&lang=...``.
This file only runs the loop; everything else lives in game/ui/app.py.

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


def open_app(options=None):
    """Open the window and draw the first frame (the menu, unless the options say otherwise)."""
    from game.ui.app import App
    from game.ui.options import current

    app = App(options or current())
    app.frame()
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


async def main(options=None, app=None) -> int:
    """Run until the person (or the script) quits; returns the exit status."""
    import asyncio  # natively already loaded by then (see below); in pygbag always loaded

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


if __name__ == "__main__":
    if sys.platform == "emscripten":
        # pygbag: asyncio.run only schedules main() and returns at once, and its sys.exit
        # cancels every task, so calling sys.exit here would stop the game before it starts.
        asyncio.run(main())
    else:
        # The menu is on screen before asyncio is imported: with ssl, sockets and logging it
        # is a third of what the app loads beyond pygame, and the player need not wait for it.
        from game.ui.needs_display import require_display

        require_display()  # no screen: a clear message and status 1, not an invisible window
        try:
            first = open_app()
            import asyncio

            sys.exit(asyncio.run(main(app=first)))
        except KeyboardInterrupt:  # Ctrl+C in the terminal: main() saved on its way out
            sys.exit(130)
