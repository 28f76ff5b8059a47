"""The app's resident memory at one window size: at the menu, after a tour of every screen,
and after a long storm of taps, keys and text (tools/storm.py without resizes).

    python tools/bench/memory.py [--frames N] [--size WxH] [--seed S]

Prints one JSON line: ``{"menu": MB, "tour": MB, "storm": MB, "frames": N}``.  One fresh
process (bench.py runs it as a child), headless, on virtual time, the same app all along
(where the storm would quit and start again, it goes back to the menu).  Resident memory
is read from /proc (Linux); elsewhere the peak (``ru_maxrss``) stands in for it.
"""

from __future__ import annotations

import argparse
import gc
import json
import os
import random
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")


def resident_mb() -> float:
    """This process's resident memory now, in MB (2**20 bytes)."""
    try:
        with open("/proc/self/statm", encoding="ascii") as f:
            return int(f.read().split()[1]) * os.sysconf("SC_PAGE_SIZE") / 2**20
    except OSError:
        import resource

        peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
        return peak / 2**20 if sys.platform == "darwin" else peak / 2**10


def _trimmed() -> float:
    """Resident memory once the C allocator has handed its free memory back (glibc)."""
    import ctypes

    try:
        ctypes.CDLL("libc.so.6").malloc_trim(0)
    except (OSError, AttributeError):
        pass
    return resident_mb()


def measure(frames: int, size: tuple[int, int], seed: int) -> dict[str, float]:
    """Resident memory at the menu, after the tour and after ``frames`` frames of storm."""
    from devkit.harness import open_app, settle, tour
    from tools.storm import feed, storm_keys

    out: dict[str, float] = {}
    settings = {"general.animation": "normal", "general.sound": False}
    with tempfile.TemporaryDirectory(prefix="memory") as work, \
            open_app(Path(work), size, settings=settings) as app:
        gc.collect()
        out["menu"] = resident_mb()
        for _ in tour(app):
            pass
        app.nav.go("menu")
        settle(app)
        gc.collect()
        out["tour"] = resident_mb()
        rng, keys = random.Random(seed), storm_keys()
        for _ in range(frames):
            if feed(app, rng, keys, sizes=[]):  # a restart: back to the menu instead
                app.nav.go("menu")
            app.frame()
        gc.collect()
        out["storm"] = resident_mb()
        out["storm_held"] = _trimmed()
    return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--frames", type=int, default=10000)
    ap.add_argument("--size", default="1280x720")
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args(argv)
    w, h = (int(n) for n in args.size.split("x"))
    figures = measure(args.frames, (w, h), args.seed)
    print(json.dumps({**{k: round(v, 1) for k, v in figures.items()}, "frames": args.frames}), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
