"""Screenshots of every screen and dialog, in both layouts and both languages, in one command:

    SDL_VIDEODRIVER=dummy python3 tools/screens_layouts.py [OUT_DIR]      (default /tmp/shots/layouts)

writes OUT_DIR/<lang>/<run>/<screen>.png: for "landscape" and "portrait" the logical
1280x720 / 720x1280 pictures, for every other run what a window (or a phone's canvas) of
that size shows: phones either way up, a wide desktop, a 4:3 tablet, a 2x laptop canvas.
``--only RUN[,RUN]`` limits the runs.  The screens are reached by taps (tools/tour.py).
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402

from tools.tour import open_app, tour  # noqa: E402

RUNS = {"landscape": (1280, 720), "portrait": (720, 1280), "phone": (390, 844),
        "phone_sideways": (844, 390), "phone_360": (360, 800), "phone_360_sideways": (800, 360),
        "phone_412": (412, 915), "desktop_1920": (1920, 1080), "ipad": (1024, 768),
        "ipad_portrait": (768, 1024), "laptop_2x": (2880, 1800), "small_320": (320, 320),
        "phone_2x": (780, 1688), "phone_2x_sideways": (1688, 780)}
#: Runs that are a browser canvas at this many device pixels per CSS pixel.
DPR = {"phone_2x": 2.0, "phone_2x_sideways": 2.0}


def main(out: Path, only: set[str] | None = None) -> int:
    count = 0
    for lang in ("en", "ru"):
        for kind, size in RUNS.items():
            if only and kind not in only:
                continue
            folder = out / lang / kind
            folder.mkdir(parents=True, exist_ok=True)
            with tempfile.TemporaryDirectory(prefix="hh-shots-") as data:
                with open_app(Path(data), size, lang, dpr=DPR.get(kind, 1.0)) as app:
                    for name in tour(app):
                        app.render()
                        if kind not in ("landscape", "portrait"):
                            app.display.present()
                            picture = app.display.window
                        else:
                            picture = app.display.screen
                        pygame.image.save(picture, str(folder / f"{name}.png"))
                        count += 1
    print(f"{count} screenshots in {out}")
    return 0


if __name__ == "__main__":
    args = sys.argv[1:]
    only = None
    if "--only" in args:
        i = args.index("--only")
        only = set(args[i + 1].split(",")) if i + 1 < len(args) else None
        del args[i:i + 2]
    sys.exit(main(Path(args[0] if args else "/tmp/shots/layouts"), only))
