"""Draw the page's favicon (web/favicon.png): a red heart on the green card table.

Drawn here rather than shipped as an opaque binary so that anyone can see how it was
made and redraw it at another size.  Run: python3 tools/make_favicon.py [size]
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


def draw_icon(size: int) -> pygame.Surface:
    big = size * SUPERSAMPLE
    canvas = pygame.Surface((big, big), pygame.SRCALPHA)
    radius = big // 5
    pygame.draw.rect(canvas, FELT_EDGE, canvas.get_rect(), border_radius=radius)
    inset = big // 16
    pygame.draw.rect(canvas, FELT, canvas.get_rect().inflate(-inset, -inset), border_radius=radius - inset // 2)
    scale = big / 40
    pygame.draw.polygon(canvas, HEART, heart_points(big / 2, big * 0.53, scale * 34, steps=180))
    pygame.draw.polygon(canvas, HEART_LIGHT, heart_points(big * 0.40, big * 0.41, scale * 0.22 * 34, steps=180))
    return pygame.transform.smoothscale(canvas, (size, size))


def main(argv: list[str]) -> int:
    size = int(argv[1]) if len(argv) > 1 else 64
    target = Path(__file__).resolve().parent.parent / "web" / "favicon.png"
    pygame.display.init()
    pygame.image.save(draw_icon(size), str(target))
    print(f"wrote {target} ({size}x{size})")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
