"""Heart to Heart & Hearts: start the app and run its frames.

Natively: ``python main.py [--deal CODE] [--lang en|ru] [--script FILE|-] [--shots DIR]``.
In the browser (pygbag) the same options come from the page address: ``?deal=...&lang=...``.
This file only runs the loop; everything else lives in game/ui/app.py.
"""

import sys
import types


@types.coroutine
def next_frame():
    """Hand the browser (or an event loop) its turn: exactly what ``asyncio.sleep(0)`` does
    (a bare yield), without importing asyncio natively, where importing it (ssl, sockets,
    logging, concurrent.futures) was a third of the time to the first frame."""
    yield


def run_natively(coroutine) -> int:
    """Step the main coroutine to its end: natively nothing else shares the loop."""
    try:
        while True:
            coroutine.send(None)
    except StopIteration as stop:
        return stop.value


async def main(options=None) -> int:
    """Run until the person (or the script) quits; returns the exit status."""
    from game.ui.app import App
    from game.ui.options import current

    app = App(options or current())
    try:
        while app.running:
            app.frame()
            await next_frame()  # hand the browser (or the event loop) its turn, every frame
    finally:
        app.shutdown()
    return app.exit_code


if __name__ == "__main__":
    if sys.platform == "emscripten":
        # pygbag: asyncio.run only schedules main() and returns at once, and its sys.exit
        # cancels every task, so calling sys.exit here would stop the game before it starts.
        import asyncio

        asyncio.run(main())
    else:
        sys.exit(run_natively(main()))
