"""Heart to Heart & Hearts: start the app and run its frames.

Natively: ``python main.py [--deal CODE] [--lang en|ru] [--script FILE|-] [--shots DIR]``.
In the browser (pygbag) the same options come from the page address: ``?deal=...&lang=...``.
This file only runs the loop; everything else lives in game/ui/app.py.
"""

import sys


def open_app(options=None):
    """Open the window and draw the first frame (the menu, unless the options say otherwise)."""
    from game.ui.app import App
    from game.ui.options import current

    app = App(options or current())
    app.frame()
    return app


async def main(options=None, app=None) -> int:
    """Run until the person (or the script) quits; returns the exit status."""
    import asyncio  # natively already loaded by then (see below); in pygbag always loaded

    if app is None:
        app = open_app(options)
    try:
        while app.running:
            await asyncio.sleep(0)  # hand the browser (or the event loop) its turn, every frame
            app.frame()
    finally:
        app.shutdown()
    return app.exit_code


if __name__ == "__main__":
    if sys.platform == "emscripten":
        import asyncio

        # pygbag: asyncio.run only schedules main() and returns at once, and its sys.exit
        # cancels every task, so calling sys.exit here would stop the game before it starts.
        asyncio.run(main())
    else:
        # The menu is on screen before asyncio is imported: with ssl, sockets and logging it
        # is a third of what the app loads beyond pygame, and the player need not wait for it.
        from game.ui.needs_display import require_display

        require_display()  # no screen: a clear message and status 1, not an invisible window
        first = open_app()
        import asyncio

        sys.exit(asyncio.run(main(app=first)))
