"""Pictures and side effects of the Heart to Heart screen that are not rules and not layout.

* the table background with a faint heart under the cards (painted once);
* the selection-help outline and the light shade of covered cards (cached per size);
* the win celebration: cards cascading with trails and hearts bursting (seeded, so a
  scripted run is reproducible; randomness only from :class:`game.rng.Rng`);
* the clipboard and, in the browser, the page address (``?deal=CODE``).
"""

from __future__ import annotations

import json
import math
import sys
from typing import TYPE_CHECKING

import pygame

from game.rng import Rng
from game.ui import text, theme
from game.ui.paint import heart_points, table_glow
from game.ui.surface_cache import SurfaceCache

if TYPE_CHECKING:
    from game.ui.look import Look
    from game.ui.metrics import Screen

IS_WEB = sys.platform == "emscripten"

#: The felt (one screen) and the cards' rims, outlines and veils.
_cache = SurfaceCache(screens=2, screen=True)


# -- background ------------------------------------------------------------------------------


def background(heart_box: pygame.Rect, screen: Screen, look: Look) -> pygame.Surface:
    """The felt: a soft light in the middle and a faint heart where the cards lie."""
    key = ("bg", tuple(heart_box), look.palette, screen.width, screen.height)
    surf = _cache.get(key)
    if surf is None:
        surf = table_glow(heart_box.center, screen, look).copy()
        glow = pygame.Surface(screen.size, pygame.SRCALPHA)
        pts = heart_points(heart_box.centerx, heart_box.centery + screen.px(6), heart_box.w * 1.02)
        pygame.draw.polygon(glow, (255, 255, 255, 14), pts)
        pygame.draw.aalines(glow, (255, 255, 255, 40), True, pts)
        surf.blit(glow, (0, 0))
        _cache[key] = surf
    return surf


# -- card overlays ----------------------------------------------------------------------------

#: How far outlines and rims reach out of the card, design pixels (``screen.px`` for device).
OUTLINE_PAD = 6


def outline(w: int, h: int, color: tuple[int, int, int] = (120, 240, 160), *, screen: Screen) -> pygame.Surface:
    """Selection help: a bright rim with a soft glow, drawn around (not on) the card.
    Another ``color`` marks other things (the cards a dead end is about: ``STUCK``).
    ``w`` x ``h``: the card in device pixels; the rings are scaled design widths."""
    px = screen.px
    key = ("outline", w, h, color, px(OUTLINE_PAD))
    surf = _cache.get(key)
    if surf is None:
        p, one = px(OUTLINE_PAD), px(1)
        radius = max(px(4), round(w * 0.085))
        surf = pygame.Surface((w + 2 * p, h + 2 * p), pygame.SRCALPHA)
        glow = tuple(min(255, c + 30) for c in color)
        for i, alpha in enumerate((40, 70, 110)):
            o = px(i)
            pygame.draw.rect(surf, (*glow, alpha), surf.get_rect().inflate(-2 * o, -2 * o),
                             width=px(2), border_radius=radius + p - o)
        pygame.draw.rect(surf, color, pygame.Rect(p - one, p - one, w + 2 * one, h + 2 * one), width=px(4),
                         border_radius=radius + one)
        _cache[key] = surf
    return surf


#: The outline of the cards a dead end (or a lost game) is about: warm, not the green of
#: "these can pair".
STUCK = (255, 150, 80)


def rim(w: int, h: int, *, screen: Screen) -> pygame.Surface:
    """A free card's soft light halo, drawn around it (``OUTLINE_PAD`` out, like
    :func:`outline`): with its lift it reads "you can take me", while the covered cards
    lie flat under a faint veil and stay readable."""
    px = screen.px
    key = ("rim", w, h, px(OUTLINE_PAD))
    surf = _cache.get(key)
    if surf is None:
        p, one = px(OUTLINE_PAD), px(1)
        radius = max(px(4), round(w * 0.085))
        surf = pygame.Surface((w + 2 * p, h + 2 * p), pygame.SRCALPHA)
        for i, alpha in enumerate((24, 48, 90)):
            o = px(i + 1)
            pygame.draw.rect(surf, (255, 250, 225, alpha), surf.get_rect().inflate(-2 * o, -2 * o),
                             width=px(2), border_radius=radius + p - px(i))
        pygame.draw.rect(surf, (255, 255, 255, 210), pygame.Rect(p - one, p - one, w + 2 * one, h + 2 * one),
                         width=px(2), border_radius=radius + one)
        _cache[key] = surf
    return surf


def shade(w: int, h: int, alpha: int, *, screen: Screen) -> pygame.Surface:
    """A rounded dark veil (covered cards get a light one, so free cards stand out)."""
    key = ("shade", w, h, alpha, screen.px(4))
    surf = _cache.get(key)
    if surf is None:
        surf = pygame.Surface((w, h), pygame.SRCALPHA)
        pygame.draw.rect(surf, (0, 12, 6, alpha), surf.get_rect(),
                         border_radius=max(screen.px(4), round(w * 0.085)))
        _cache[key] = surf
    return surf


def badge_radius(value: str, *, screen: Screen) -> int:
    """The radius of the round counter showing ``value`` (device pixels)."""
    return max(screen.px(18), text.font(22, True, screen=screen).size(value)[0] // 2 + screen.px(9))


def badge_rect(value: str, center: tuple[int, int], *, screen: Screen) -> pygame.Rect:
    """The box the round counter covers, its shadow included (device pixels)."""
    r = badge_radius(value, screen=screen)
    return pygame.Rect(center[0] - r, center[1] - r, 2 * r, 2 * r + screen.px(2))


def badge(surface: pygame.Surface, value: str, center: tuple[int, int], *, screen: Screen, look: Look) -> None:
    """A round counter (the stock's card count)."""
    px = screen.px
    img = text.render(value, 22, look.palette.button_text, bold=True, screen=screen)
    r = badge_radius(value, screen=screen)
    pygame.draw.circle(surface, (0, 0, 0), (center[0], center[1] + px(2)), r)
    pygame.draw.circle(surface, theme.ACCENT, center, r)
    pygame.draw.circle(surface, (255, 240, 200), center, r, px(2))
    surface.blit(img, img.get_rect(center=center))


def tag_box(label: str, tip: tuple[int, int], ceiling: int = 0,
            card: pygame.Rect | None = None, *, screen: Screen) -> tuple[pygame.Rect, list[tuple[int, int]]]:
    """Where the hint bubble goes: above ``tip`` with its pointer down; when that would
    reach above ``ceiling`` (the header bar: cards of the heart's top row and the landscape
    stock lie close under it) it sits across the middle of ``card`` instead, pointer up,
    so neither the header nor the screen edge cuts it, and the card's indices (top left,
    bottom right) stay readable.  Returns (box, pointer)."""
    px = screen.px
    img_w, img_h = text.font(18, True, screen=screen).size(label)
    box = pygame.Rect(0, 0, img_w + px(20), img_h + px(8))
    p, edge, one = px(8), px(2), px(1)
    box.midbottom = (tip[0], tip[1] - p)
    below = box.top < ceiling + edge and card is not None
    if below and card is not None:  # ``below`` already holds only with a card; said again for the type checker
        box.center = (card.centerx, card.centery + p)
    box.left = max(edge, min(box.left, screen.width - edge - box.w))
    box.top = max(ceiling + edge, box.top)
    x = min(max(tip[0], box.left + box.h // 2 + p), box.right - box.h // 2 - p)
    if below:
        pointer = [(x - p, box.top + one), (x + p, box.top + one), (x, box.top - p)]
    else:
        pointer = [(x - p, box.bottom - one), (x + p, box.bottom - one), (x, box.bottom + p)]
    return box, pointer


def tag(surface: pygame.Surface, label: str, tip: tuple[int, int], ceiling: int = 0,
        card: pygame.Rect | None = None, *, screen: Screen, look: Look) -> pygame.Rect:
    """A small speech-bubble label pointing at ``tip`` (see :func:`tag_box`); returns its box."""
    img = text.render(label, 18, look.palette.button_text, bold=True, screen=screen)
    box, pointer = tag_box(label, tip, ceiling, card, screen=screen)
    pygame.draw.rect(surface, (0, 0, 0), box.move(0, screen.px(2)), border_radius=box.h // 2)
    pygame.draw.rect(surface, theme.HINT, box, border_radius=box.h // 2)
    pygame.draw.polygon(surface, theme.HINT, pointer)
    surface.blit(img, img.get_rect(center=box.center))
    return box


# -- the win celebration -------------------------------------------------------------------------

_HEART_COLORS = ((230, 40, 70), (255, 105, 140), (245, 196, 70), (255, 160, 190), (200, 20, 60))


class Celebration:
    """The heart's cards leap out of their places and bounce away leaving fading trails,
    while hearts burst overhead, all inside ``area``: the part of the table the heart
    left empty.  The header (score, time), the result panel with its buttons, the stock
    and the waste are never painted over (trails over the buttons would hide what to tap).

    ``update`` advances it (``True``: redraw); ``done`` turns ``True`` after ``duration``.
    ``cards`` are (picture, top-left) pairs handed in by the scene, launched in order.
    Distances and speeds are design pixels times ``screen.scale`` (taken at the start), so
    on a screen drawn at device pixels the same flight is seen, only sharper.
    """

    def __init__(self, cards: list[tuple[pygame.Surface, tuple[int, int]]], seed: int,
                 duration: float = 6.0, area: pygame.Rect | None = None, *, screen: Screen) -> None:
        """``screen``: the one it flies over (``rescale`` gives it another)."""
        self.rng = Rng(seed)
        self.screen = screen
        self.s = screen.scale
        self.cards = cards
        self.duration = duration
        self.t = 0.0
        self.area = pygame.Rect(area or (0, 0, screen.width, screen.height))
        self.trail = pygame.Surface(self.area.size, pygame.SRCALPHA)
        self.bouncers: list[list] = []  # [surface, x, y, vx, vy] in screen coordinates
        self.sparks: list[list] = []  # [x, y, vx, vy, age, life, size, color]
        self.next_card = 0.0
        self.next_burst = 0.15
        self.launched = 0

    @property
    def done(self) -> bool:
        return self.t >= self.duration

    def resize(self, area: pygame.Rect | tuple[int, int]) -> None:
        """The screen turned or the panel moved: the trail starts afresh in the new area
        (a bare size means the whole screen of that size)."""
        area = pygame.Rect((0, 0), area) if len(area) == 2 else pygame.Rect(area)
        if area != self.area:
            self.area = area
            self.trail = pygame.Surface(area.size, pygame.SRCALPHA)

    def rescale(self, screen: Screen, cards: list[tuple[pygame.Surface, tuple[int, int]]]) -> None:
        """The screen's scale changed mid-celebration (the window went to a bigger or a
        smaller ``screen``): cards in flight and sparks keep their place and speed in design
        pixels, and the cards take ``cards``' pictures (the same cards, in the same order,
        painted at the new size)."""
        self.screen = screen
        k = screen.scale / self.s
        if k == 1.0:
            return
        index = {id(img): i for i, (img, _pos) in enumerate(self.cards)}
        for b in self.bouncers:
            i = index.get(id(b[0]))
            if i is not None and i < len(cards):
                b[0] = cards[i][0]
            b[1] *= k
            b[2] *= k
            b[3] *= k
            b[4] *= k
        for sp in self.sparks:
            sp[0] *= k
            sp[1] *= k
            sp[2] *= k
            sp[3] *= k
        self.cards = cards
        self.s = screen.scale

    def _u(self, a: float, b: float) -> float:
        return a + (b - a) * self.rng.random()

    def _burst(self) -> None:
        a, s = self.area, self.s
        x = self._u(a.left + min(160 * s, a.w // 4), a.right - min(160 * s, a.w // 4))
        y = self._u(a.top + min(90 * s, a.h // 6), a.top + a.h * 0.55)
        color = _HEART_COLORS[self.rng.below(len(_HEART_COLORS))]
        n = 22
        for i in range(n):
            ang = 2 * math.pi * (i + self._u(-0.3, 0.3)) / n
            speed = self._u(160, 380) * s
            self.sparks.append([x, y, math.cos(ang) * speed, math.sin(ang) * speed - 60 * s, 0.0,
                                self._u(1.1, 1.8), self.rng.below(3), color])

    def update(self, dt: float) -> bool:
        self.t += dt
        area, s, screen = self.area, self.s, self.screen
        if self.launched < len(self.cards) and self.t >= self.next_card:
            img, (x, y) = self.cards[self.launched]
            vx = self._u(150, 360) * (1 if self.rng.below(2) else -1) * s
            self.bouncers.append([img, float(x), float(y), vx, self._u(-650, -250) * s])
            self.launched += 1
            self.next_card = self.t + max(0.05, (self.duration - 2.0) / max(1, len(self.cards)))
        if self.t >= self.next_burst and self.t < self.duration - 0.8:
            self._burst()
            self.next_burst = self.t + self._u(0.35, 0.6)
        floor = area.bottom
        # a side of the area inside the screen is a panel's edge: the cards bounce off it
        # (leaving through it would cut them off in a straight line); through the screen's
        # own edges they fly away
        wall_right = area.right if area.right < screen.width else None
        wall_left = area.left if area.left > 0 else None
        # trails fade out instead of piling up into a wall
        self.trail.fill((0, 0, 0, max(1, round(420 * dt))), special_flags=pygame.BLEND_RGBA_SUB)
        for b in self.bouncers:
            img = b[0]
            b[4] += 1400 * s * dt
            b[1] += b[3] * dt
            b[2] += b[4] * dt
            if b[2] + img.get_height() > floor and b[4] > 0:
                b[2] = floor - img.get_height()
                b[4] = -b[4] * 0.78
            if wall_right is not None and b[1] + img.get_width() > wall_right and b[3] > 0:
                b[1] = wall_right - img.get_width()
                b[3] = -b[3] * 0.8
            if wall_left is not None and b[1] < wall_left and b[3] < 0:
                b[1] = wall_left
                b[3] = -b[3] * 0.8
            self.trail.blit(img, (round(b[1]) - area.x, round(b[2]) - area.y))
        self.bouncers = [b for b in self.bouncers
                         if area.left - b[0].get_width() < b[1] < area.right and abs(b[4]) + abs(b[3]) > 1]
        for sp in self.sparks:
            sp[4] += dt
            sp[0] += sp[2] * dt
            sp[1] += sp[3] * dt
            sp[3] += 260 * s * dt
            sp[2] *= 0.985
        self.sparks = [sp for sp in self.sparks if sp[4] < sp[5]]
        return True

    def draw(self, surface: pygame.Surface) -> None:
        """Everything inside ``area`` only (clipped), on top of the empty table."""
        screen = self.screen
        old_clip = surface.get_clip()
        surface.set_clip(self.area.clip(old_clip))
        try:
            surface.blit(self.trail, self.area.topleft)
            for x, y, _vx, _vy, age, life, size, color in self.sparks:
                alpha = max(0, min(255, round(255 * (1 - age / life) * 1.4)))
                img = text.render("\u2665", (18, 26, 36)[size], color, screen=screen)
                if alpha < 255:
                    img = img.copy()
                    img.set_alpha(alpha)
                surface.blit(img, img.get_rect(center=(round(x), round(y))))
        finally:
            surface.set_clip(old_clip)


# -- clipboard and page address ---------------------------------------------------------------

# (Copying text: game/ui/clipboard.py, the one path of "Copy code" and "Share".)


def page_hidden() -> bool:
    """In the browser: whether the page is in a background tab or minimised."""
    if not IS_WEB:
        return False
    try:
        import platform as browser

        value = browser.window.document.hidden  # type: ignore[attr-defined]  # pygbag's platform, not the stdlib's
        return value is True or str(value).lower() == "true"
    except Exception:
        return False


def show_deal_in_address(code: str) -> None:
    """In the browser, put ``?deal=CODE`` in the page address (other parameters kept)."""
    if not IS_WEB:
        return
    try:
        import platform as browser

        js = ("(function(c){var u=new URL(window.location.href);u.searchParams.set('deal',c);"
              "window.history.replaceState(null,'',u.toString());})(" + json.dumps(code) + ")")
        browser.window.eval(js)  # type: ignore[attr-defined]  # pygbag's platform, not the stdlib's
    except Exception:
        pass
