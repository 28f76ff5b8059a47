"""Draw the page's favicon and home-screen icons: a red heart on the green card table.

Drawn here rather than shipped as opaque binaries so that anyone can see how they were
made and redraw them at another size.

    python3 tools/make_favicon.py [size]   # web/favicon.png (64 px unless told)
    python3 tools/make_favicon.py --icons  # web/icon-192.png, web/icon-512.png and the
                                           # maskable web/icon-maskable-192.png / -512.png

The maskable icons fill the whole square with felt and keep the heart inside the central
80 % circle, the part a phone's launcher never crops (any mask shape: circle, squircle).
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
import pygame  # noqa: E402  (the environment variable must be set first)

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from game.ui.paint import heart_points  # noqa: E402  (the heart the table shows, one shape)

FELT = (14, 84, 52)
FELT_EDGE = (8, 52, 32)
HEART = (214, 36, 56)
HEART_LIGHT = (244, 104, 116)
SUPERSAMPLE = 8
WEB = Path(__file__).resolve().parent.parent / "web"
#: (file name, size, maskable): the icons the web manifest lists (tools/web_build.py).
ICONS = (("icon-192.png", 192, False), ("icon-512.png", 512, False),
         ("icon-maskable-192.png", 192, True), ("icon-maskable-512.png", 512, True))


def _heart(canvas: pygame.Surface, big: int, width: float) -> None:
    scale = width / 34
    pygame.draw.polygon(canvas, HEART, heart_points(big / 2, big * 0.53, scale * 34, steps=180))
    pygame.draw.polygon(canvas, HEART_LIGHT,
                        heart_points(big / 2 - width * 0.10 / 0.85, big * 0.53 - width * 0.12 / 0.85, width * 0.22, steps=180))


def draw_icon(size: int, maskable: bool = False) -> pygame.Surface:
    """The icon at ``size`` pixels: a rounded felt tile, or (maskable) a full-bleed one."""
    big = size * SUPERSAMPLE
    canvas = pygame.Surface((big, big), pygame.SRCALPHA)
    if maskable:
        canvas.fill(FELT)
        pygame.draw.circle(canvas, FELT_EDGE, (big // 2, big // 2), int(big * 0.40), width=max(1, big // 80))
        _heart(canvas, big, big * 0.52)  # inside the 80 % safe circle
    else:
        radius = big // 5
        pygame.draw.rect(canvas, FELT_EDGE, canvas.get_rect(), border_radius=radius)
        inset = big // 16
        pygame.draw.rect(canvas, FELT, canvas.get_rect().inflate(-inset, -inset), border_radius=radius - inset // 2)
        _heart(canvas, big, big * 0.85)  # big * 34 / 40: the favicon's proportions
    return pygame.transform.smoothscale(canvas, (size, size))


def main(argv: list[str]) -> int:
    pygame.display.init()
    if len(argv) > 1 and argv[1] == "--icons":
        for name, size, maskable in ICONS:
            pygame.image.save(draw_icon(size, maskable), str(WEB / name))
            print(f"wrote {WEB / name} ({size}x{size}{', maskable' if maskable else ''})")
        return 0
    try:
        size = int(argv[1]) if len(argv) > 1 else 64
    except ValueError:
        print("usage: make_favicon.py [size] | --icons", file=sys.stderr)
        return 2
    target = WEB / "favicon.png"
    pygame.image.save(draw_icon(size), str(target))
    print(f"wrote {target} ({size}x{size})")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
