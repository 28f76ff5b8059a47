"""Screenshots of every screen and dialog, in both layouts and both languages, in one command:

    SDL_VIDEODRIVER=dummy python3 tools/screens_layouts.py [OUT_DIR]      (default /tmp/shots/layouts)

writes OUT_DIR/<lang>/<landscape|portrait>/<screen>.png (the logical 1280x720 / 720x1280
pictures the app scales into the window) and OUT_DIR/<lang>/phone/<screen>.png (what a
390x844 phone's canvas shows).  The screens are reached by taps (tests/ui/tour.py).
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

from tests.ui.tour import open_app, tour  # noqa: E402

RUNS = {"landscape": (1280, 720), "portrait": (720, 1280), "phone": (390, 844)}


def main(out: Path) -> int:
    count = 0
    for lang in ("en", "ru"):
        for kind, size in RUNS.items():
            folder = out / lang / kind
            folder.mkdir(parents=True, exist_ok=True)
            with tempfile.TemporaryDirectory(prefix="hh-shots-") as data:
                with open_app(Path(data), size, lang) as app:
                    for name in tour(app):
                        app.render()
                        if kind == "phone":
                            app.present()
                            picture = app.window
                        else:
                            picture = app.screen
                        pygame.image.save(picture, str(folder / f"{name}.png"))
                        count += 1
    print(f"{count} screenshots in {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main(Path(sys.argv[1] if len(sys.argv) > 1 else "/tmp/shots/layouts")))
