"""Where the web smoke test (tests/web/smoke.mjs) taps: named targets of the running app.

    SDL_VIDEODRIVER=dummy python3 tests/web/tap_points.py > build/tap-points.json

Opens the app natively at its landscape size, the way the page shows it in a 1280x720
browser window, and prints the centres of the targets the smoke test needs as fractions of
the screen: the menu's Heart to Heart button, "No, thanks" on the first start's offer of the
lessons, and in Heart to Heart the tip card of the heart
(position 25, free at the start of every deal).  So the browser test follows the layout
instead of hard-coding pixels.
"""

from __future__ import annotations

import json
import os
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")  # stdout is the JSON


def main() -> int:
    os.environ["HEARTS_APP_DATA_DIR"] = tempfile.mkdtemp(prefix="hh-tap-points-")
    import pygame

    from game.ui.app import App
    from game.ui.options import Options

    app = App(Options(lang="en"))
    app.frame()
    width, height = pygame.display.get_surface().get_size()
    points: dict[str, list[float]] = {}

    def take(name: str, key: str) -> None:
        target = app.router.named_targets()[name]
        x, y = target.rect.center
        points[key] = [round(x / width, 4), round(y / height, 4)]

    take("menu:heart_to_heart", "menu_heart_to_heart")
    app.router.named_targets()["menu:heart_to_heart"].activate()  # a first start: the lessons' offer
    app.frame()
    take("button:no", "offer_no")
    app.nav.go("heart_to_heart")
    for _ in range(600):  # let the deal's animation finish
        app.frame()
        if app.settled():
            break
    take("h2h:25", "tip_card")
    app.shutdown()
    print(json.dumps({"screen": [width, height], **points}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
