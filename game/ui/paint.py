"""Painting shared by several screens: the table's soft light and the heart shape.

The light is painted at 1/8 size and smoothly scaled up: forty full-size ellipses cost
~70 ms (the menu's largest start-up item once, and Heart to Heart's first opening).
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

import pygame

from game.ui.surface_cache import SurfaceCache, forget_screen_pictures

if TYPE_CHECKING:
    from game.ui.look import Look
    from game.ui.metrics import Screen

#: The full-screen lights by (centre, palette, screen width, height): the menu's and a table's.
_GLOWS = SurfaceCache(screens=2, max_items=2, screen=True)


def table_glow(centre: tuple[int, int], screen: Screen, look: Look) -> pygame.Surface:
    """The felt in ``look`` with a soft light around ``centre`` (device pixels), the whole
    of ``screen``, painted once per centre.  The light is laid out on the design screen
    (its size does not follow the screen's pixels) and scaled straight to the device screen."""
    key = (centre, look.palette, screen.width, screen.height)
    surf = _GLOWS.get(key)
    if surf is None:
        surf = _GLOWS[key] = pygame.transform.smoothscale(_small_glow(centre, screen, look), screen.size)
    return surf


def draw_table_glow(surface: pygame.Surface, centre: tuple[int, int], screen: Screen, look: Look) -> None:
    """Cover ``surface`` (the screen) with :func:`table_glow`.  Until that is painted the
    light is scaled straight onto the screen, the same pixels: a full-screen picture of
    its own is a fresh 3.6 MB at 1280x720, about 1.5 ms of the first menu frame.  A drawing
    clipped to an area (a partial redraw) blits the picture, which keeps to the clip."""
    key = (centre, look.palette, screen.width, screen.height)
    if key not in _GLOWS and surface.get_size() == screen.size and surface.get_clip() == surface.get_rect():
        small = _SMALL.get(key)
        if small is None:
            small = _SMALL[key] = _small_glow(centre, screen, look)
        try:
            pygame.transform.smoothscale(small, screen.size, surface)
            return
        except (ValueError, pygame.error):  # a screen of another pixel format
            pass
    surface.blit(table_glow(centre, screen, look), (0, 0))


#: The light at 1/8 size, by the same key (a few kB each).
_SMALL = SurfaceCache(screens=0.25, max_items=8)


def _small_glow(centre: tuple[int, int], screen: Screen, look: Look) -> pygame.Surface:
    """The light at 1/8 of the design screen: forty ellipses, each lighter to the centre."""
    f = 8
    dw, dh = screen.design_size() if screen.scale != 1.0 else screen.size
    cx, cy = centre[0] / screen.scale, centre[1] / screen.scale
    small = pygame.Surface((dw // f, dh // f))
    dark, light = look.palette.table_dark, look.palette.table_light
    small.fill(dark)
    steps = 40
    for i in range(steps, 0, -1):
        k = i / steps
        color = [round(d + (li - d) * (1 - k) ** 1.5) for d, li in zip(dark, light, strict=True)]
        w, h = (1500 * k + 200) / f, (900 * k + 120) / f
        pygame.draw.ellipse(small, color,
                            pygame.Rect(cx / f - w / 2, cy / f - h / 2, w, h))
    return small


def forget_tables() -> None:
    """Drop every painted table (the lights here and every other full-screen picture, such
    as a game's felt): the palette changed, so they are painted again."""
    _SMALL.clear()
    forget_screen_pictures()


def heart_points(cx: float, cy: float, size: float, steps: int = 90) -> list[tuple[float, float]]:
    """The classic parametric heart, ``size`` wide, centred on (cx, cy)."""
    pts = []
    for i in range(steps):
        a = 2 * math.pi * i / steps
        x = 16 * math.sin(a) ** 3
        y = 13 * math.cos(a) - 5 * math.cos(2 * a) - 2 * math.cos(3 * a) - math.cos(4 * a)
        pts.append((cx + x * size / 34, cy - y * size / 34))
    return pts
