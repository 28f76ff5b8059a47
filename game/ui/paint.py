"""Painting shared by several screens: the table's soft light and the heart shape.

The light is painted at 1/8 size and smoothly scaled up: forty full-size ellipses cost
~70 ms (the menu's largest start-up item once, and Heart to Heart's first opening).
"""

from __future__ import annotations

import math

import pygame

from game.ui import theme

_GLOWS: dict[tuple[int, int], pygame.Surface] = {}


def table_glow(centre: tuple[int, int]) -> pygame.Surface:
    """The felt with a soft light around ``centre``, full screen, painted once per centre."""
    key = (centre, theme.WIDTH, theme.HEIGHT)
    surf = _GLOWS.get(key)
    if surf is None:
        f = 8
        small = pygame.Surface((theme.WIDTH // f, theme.HEIGHT // f))
        small.fill(theme.TABLE_DARK)
        steps = 40
        for i in range(steps, 0, -1):
            k = i / steps
            color = [round(d + (li - d) * (1 - k) ** 1.5)
                     for d, li in zip(theme.TABLE_DARK, theme.TABLE_LIGHT)]
            w, h = (1500 * k + 200) / f, (900 * k + 120) / f
            pygame.draw.ellipse(small, color,
                                pygame.Rect(centre[0] / f - w / 2, centre[1] / f - h / 2, w, h))
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
