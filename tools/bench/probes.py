"""Child processes of tools/bench/bench.py (each measurement that needs a fresh process).

    python tools/bench/probes.py startup-bare [WxH]      # the reference: a bare pygame-ce window
    python tools/bench/probes.py startup-app [ARGS]      # main.py as a player starts it (ARGS: its options)
    python tools/bench/probes.py idle SCENE SECONDS      # the real loop, nothing happening

The start-up probes print ``FIRST_FRAME <perf_counter>`` the moment the first frame has
been flipped to the window, and end there (``time.perf_counter`` is the system-wide monotonic clock on
Linux, so the parent subtracts its own reading taken just before it started the
process).  Both probes go through this same file, so its own small cost is in both.
The idle probe prints one JSON line.  Imports are kept inside the functions so the two
start-up probes load nothing the other does not.
"""

import sys
import time


def _report_first_flip() -> None:
    """Wrap ``pygame.display.flip``: the first call prints the time it finished and ends
    the process at once (``os._exit``: no clean-up, so neither program pays for one)."""
    import os

    import pygame

    real_flip = pygame.display.flip

    def flip(*args):  # the app calls pygame.display.flip() through the module attribute
        real_flip(*args)
        sys.stdout.write(f"FIRST_FRAME {time.perf_counter():.6f}\n")
        sys.stdout.flush()
        os._exit(0)

    pygame.display.flip = flip


def startup_bare(size: str = "1280x720") -> None:
    """The reference: open a 1280x720 window (or ``size``) and draw one frame, nothing else."""
    _report_first_flip()
    import pygame

    pygame.display.init()
    screen = pygame.display.set_mode(tuple(int(n) for n in size.split("x")))
    screen.fill((17, 84, 54))
    pygame.display.flip()


def startup_app(args: list[str] | None = None) -> None:
    """``python main.py`` exactly as a player starts it (no options), compiled and run
    here as the interpreter runs a script (runpy would import more than that)."""
    import os

    _report_first_flip()
    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    main = os.path.join(root, "main.py")
    sys.argv = [main] + list(args or [])
    sys.path[0] = root
    with open(main, encoding="utf-8") as f:
        code = compile(f.read(), main, "exec")
    exec(code, {"__name__": "__main__", "__file__": main, "__builtins__": __builtins__})  # noqa: S102  (what `python main.py` does)


def idle(scene: str, seconds: float) -> None:
    """Open ``scene``, let it settle, then run the real loop for ``seconds`` untouched."""
    import asyncio
    import json
    import os
    from pathlib import Path

    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    from game.ui.app import App
    from game.ui.options import Options

    app = App(Options(lang="en"))
    if scene != "menu" and not (app.nav.go(scene) and app.nav.scene.name == scene):
        print(json.dumps({"scene": scene, "missing": True}), flush=True)
        app.shutdown()
        return

    async def run() -> dict:
        if scene == "heart_to_heart":
            # One move first, so the game clock runs (and ticks) while the player pauses.
            from game.heart_to_heart.solver import hint

            action = hint(app.nav.scene.game)
            target = app.router.named_targets().get(f"h2h:{action}") if action else None
            if target is not None:
                app.router.tap_target(target)
        # Settle: the opening animations, a computer player's first moves, then a quiet spell.
        start = time.perf_counter()
        quiet_since = None
        quiet = min(1.0, seconds / 2)
        while time.perf_counter() - start < 30:
            app.frame()
            await asyncio.sleep(0)
            if app.settled():
                quiet_since = quiet_since or time.perf_counter()
                if time.perf_counter() - quiet_since >= quiet:
                    break
            else:
                quiet_since = None
        frames0, redraws0 = app.frames, app.redraws
        cpu0, wall0 = time.process_time(), time.perf_counter()
        while time.perf_counter() - wall0 < seconds:  # the body of main.main()
            app.frame()
            await asyncio.sleep(0)
        cpu, wall = time.process_time() - cpu0, time.perf_counter() - wall0
        return {"scene": scene, "cpu": cpu, "wall": wall, "frames": app.frames - frames0,
                "redraws": app.redraws - redraws0, "settled": app.settled()}

    result = asyncio.run(run())
    app.shutdown()
    print(json.dumps(result), flush=True)


if __name__ == "__main__":
    kind = sys.argv[1] if len(sys.argv) > 1 else ""
    if kind == "startup-bare":
        startup_bare(*sys.argv[2:3])
    elif kind == "startup-app":
        startup_app(sys.argv[2:])
    elif kind == "idle" and len(sys.argv) == 4:
        idle(sys.argv[2], float(sys.argv[3]))
    else:
        sys.exit(__doc__)
