"""Painting shared by several screens: the table's soft light and the heart shape.

The light is painted at 1/8 size and smoothly scaled up: forty full-size ellipses cost
~70 ms (the menu's largest start-up item once, and Heart to Heart's first opening).
"""

from __future__ import annotations

import math

import pygame

from game.ui import theme

_GLOWS: dict[tuple[tuple[int, int], int, int], pygame.Surface] = {}  # (centre, screen width, height)


def table_glow(centre: tuple[int, int]) -> pygame.Surface:
    """The felt with a soft light around ``centre`` (device pixels), full screen, painted
    once per centre.  The light is laid out on the design screen (its size does not follow
    the screen's pixels) and scaled straight to the device screen."""
    key = (centre, theme.WIDTH, theme.HEIGHT)
    surf = _GLOWS.get(key)
    if surf is None:
        f = 8
        dw, dh = theme.design_size() if theme.SCALE != 1.0 else (theme.WIDTH, theme.HEIGHT)
        cx, cy = centre[0] / theme.SCALE, centre[1] / theme.SCALE
        small = pygame.Surface((dw // f, dh // f))
        small.fill(theme.TABLE_DARK)
        steps = 40
        for i in range(steps, 0, -1):
            k = i / steps
            color = [round(d + (li - d) * (1 - k) ** 1.5)
                     for d, li in zip(theme.TABLE_DARK, theme.TABLE_LIGHT, strict=True)]
            w, h = (1500 * k + 200) / f, (900 * k + 120) / f
            pygame.draw.ellipse(small, color,
                                pygame.Rect(cx / f - w / 2, cy / f - h / 2, w, h))
        surf = pygame.transform.smoothscale(small, (theme.WIDTH, theme.HEIGHT))
        _GLOWS[key] = surf
    return surf


def heart_points(cx: float, cy: float, size: float, steps: int = 90) -> list[tuple[float, float]]:
    """The classic parametric heart, ``size`` wide, centred on (cx, cy)."""
    pts = []
    for i in range(steps):
        a = 2 * math.pi * i / steps
        x = 16 * math.sin(a) ** 3
        y = 13 * math.cos(a) - 5 * math.cos(2 * a) - 2 * math.cos(3 * a) - math.cos(4 * a)
        pts.append((cx + x * size / 34, cy - y * size / 34))
    return pts
