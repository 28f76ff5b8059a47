"""Cards drawn by the app itself, once per size, and the CardSprite the scenes move around.

``CardArt`` paints faces, the back, the soft shadow and the state overlays (selected,
hint, dimmed, disabled) into cached surfaces, so a frame only blits.  ``CardSprite`` is a
card on the table: a current rectangle, a target rectangle (where tweens take it), its
flags, and an optional ``name`` that the script driver's ``tap`` resolves.
``topmost_at`` is the one hit-test everything uses (real clicks, taps, ``tap NAME``).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Protocol

import pygame

from game.cards import Card, Rank
from game.ui import court_art, text, theme
from game.ui.look import (  # noqa: F401  (their home is game/ui/look.py)
    CLUBS_GREEN,
    CLUBS_MARK,
    DIAMONDS_BLUE,
    DIAMONDS_MARK,
    FOUR_COLOUR_SUITS,
    RED_MARK,
    CardLook,
)
from game.ui.surface_cache import SurfaceCache, screen_bytes, surface_bytes

# Pip positions for 2..10 as (column, row): column 0/0.5/1, row 0..1 over the pip area.
_PIPS: dict[int, tuple[tuple[float, float], ...]] = {
    2: ((0.5, 0), (0.5, 1)),
    3: ((0.5, 0), (0.5, 0.5), (0.5, 1)),
    4: ((0, 0), (1, 0), (0, 1), (1, 1)),
    5: ((0, 0), (1, 0), (0.5, 0.5), (0, 1), (1, 1)),
    6: ((0, 0), (1, 0), (0, 0.5), (1, 0.5), (0, 1), (1, 1)),
    7: ((0, 0), (1, 0), (0.5, 0.25), (0, 0.5), (1, 0.5), (0, 1), (1, 1)),
    8: ((0, 0), (1, 0), (0.5, 0.25), (0, 0.5), (1, 0.5), (0.5, 0.75), (0, 1), (1, 1)),
    9: ((0, 0), (1, 0), (0, 1 / 3), (1, 1 / 3), (0.5, 0.5), (0, 2 / 3), (1, 2 / 3), (0, 1), (1, 1)),
    10: (
        (0, 0), (1, 0), (0.5, 1 / 6), (0, 1 / 3), (1, 1 / 3),
        (0, 2 / 3), (1, 2 / 3), (0.5, 5 / 6), (0, 1), (1, 1),
    ),
}

#: Ranks drawn as a portrait (game/ui/court_art.py) instead of pips.
COURT_RANKS = (Rank.JACK, Rank.QUEEN, Rank.KING)


def _ink(img: pygame.Surface) -> pygame.Surface:
    """``img`` cut to the pixels that have ink (a font's line box has empty room above
    and below the glyph)."""
    box = img.get_bounding_rect()
    return img.subsurface(box).copy() if box.w and box.h else img


def index_px(h: int) -> tuple[int, int, int]:
    """The font sizes (device px) of a card's index on a card ``h`` device pixels high: a
    one-letter rank, a two-letter one ("10"), the suit sign.  What a layout checks a card
    size against the smallest letters allowed with."""
    return round(h * 0.15), round(h * 0.135), round(h * 0.13)


def rounded_mask(w: int, h: int, radius: int, color=(255, 255, 255, 255)) -> pygame.Surface:
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(surf, color, surf.get_rect(), border_radius=radius)
    return surf


class CardArt:
    """Every card image at one size, painted on first use and cached."""

    #: size → look → art, the size asked for last at the end.
    _instances: dict[tuple[int, int], dict[CardLook, CardArt]] = {}
    #: The pictures all arts together may hold, in screens (``surface_cache.screen_bytes``):
    #: when a new size or look is painted, the arts asked for longest ago are dropped until
    #: the rest fit, so the sizes a screen shows now keep their faces.
    BUDGET_SCREENS = 3.0

    @classmethod
    def get(cls, w: int, h: int, look: CardLook) -> CardArt:
        """The art at ``w`` x ``h`` device pixels in ``look`` (``Look.cards`` or
        ``Look.plain_cards``); one per size and look."""
        size = (int(w), int(h))
        looks = cls._instances.pop(size, None) or {}
        cls._instances[size] = looks  # the most recently asked for
        art = looks.get(look)
        if art is None:
            art = looks[look] = cls(*size, look)
            cls._trim(art)
        return art

    @classmethod
    def keep_newest(cls, sizes: int) -> None:
        """Keep only the arts of the ``sizes`` sizes asked for last (the screen changed size:
        the others would be painted again if ever asked for)."""
        for size in list(cls._instances)[:-sizes] if sizes > 0 else list(cls._instances):
            del cls._instances[size]

    @classmethod
    def _trim(cls, keep: CardArt) -> None:
        """Drop the arts asked for longest ago while all of them hold more than the budget."""
        budget = cls.BUDGET_SCREENS * screen_bytes()
        total = sum(art.bytes() for looks in cls._instances.values() for art in looks.values())
        for size in list(cls._instances):
            if total <= budget:
                return
            looks = cls._instances[size]
            for look, art in list(looks.items()):
                if art is not keep:
                    total -= art.bytes()
                    del looks[look]
            if not looks:
                del cls._instances[size]

    def bytes(self) -> int:
        """The pixel memory of the pictures painted so far."""
        pictures = [*self._faces.values(), self._back, self._shadow, *self._overlays.values()]
        return sum(map(surface_bytes, pictures)) + self._scaled.bytes

    def __init__(self, w: int, h: int, look: CardLook) -> None:
        self.w, self.h = w, h
        self.look = look
        self.radius = max(4, round(w * 0.085))
        self._faces: dict[Card, pygame.Surface] = {}
        self._back: pygame.Surface | None = None
        self._shadow: pygame.Surface | None = None
        self._overlays: dict[str, pygame.Surface] = {}
        #: squeezed copies for flips and removals, a few dozen cards' worth
        self._scaled = SurfaceCache(screens=0.5)

    # -- public ----------------------------------------------------------------------
    def face(self, card: Card) -> pygame.Surface:
        surf = self._faces.get(card)
        if surf is None:
            surf = self._faces[card] = self._paint_face(card)
        return surf

    def back(self) -> pygame.Surface:
        if self._back is None:
            self._back = self._paint_back()
        return self._back

    def shadow(self) -> tuple[pygame.Surface, tuple[int, int]]:
        """The soft shadow and the offset to blit it at, relative to the card's top-left."""
        pad = max(4, self.w // 10)
        if self._shadow is None:
            surf = pygame.Surface((self.w + 2 * pad, self.h + 2 * pad), pygame.SRCALPHA)
            pygame.draw.rect(
                surf, (0, 0, 0, 120), (pad, pad, self.w, self.h), border_radius=self.radius
            )
            try:
                surf = pygame.transform.gaussian_blur(surf, max(2, pad // 2))
            except (AttributeError, ValueError, pygame.error):
                pass
            self._shadow = surf
        return self._shadow, (-pad + 1, -pad + max(2, self.h // 40))

    def overlay(self, state: str) -> pygame.Surface:
        """``selected``, ``hint``, ``dimmed``, ``disabled`` or ``slot`` (an empty place)."""
        surf = self._overlays.get(state)
        if surf is None:
            surf = self._overlays[state] = self._paint_overlay(state)
        return surf

    def scaled(self, base: pygame.Surface, key: tuple, w: int, h: int) -> pygame.Surface:
        """A cached resized copy (flip and remove tweens squeeze cards)."""
        k = key + (w, h)
        surf = self._scaled.get(k)
        if surf is None:
            surf = self._scaled[k] = pygame.transform.smoothscale(base, (max(1, w), max(1, h)))
        return surf

    # -- painting --------------------------------------------------------------------
    def _blank(self, fill, edge) -> pygame.Surface:
        surf = pygame.Surface((self.w, self.h), pygame.SRCALPHA)
        rect = surf.get_rect()
        pygame.draw.rect(surf, fill, rect, border_radius=self.radius)
        pygame.draw.rect(surf, edge, rect, width=self.look.edge_width(self.w), border_radius=self.radius)
        return surf

    def _paint_face(self, card: Card) -> pygame.Surface:
        w, h = self.w, self.h
        surf = self._blank(self.look.face, self.look.edge)
        color = self.look.ink(card.suit)
        # Rank corners, top-left and (turned over) bottom-right.
        corner = self._corner(card, color)
        cx, cy = self.corner_origin()
        surf.blit(corner, (cx, cy))
        surf.blit(pygame.transform.rotate(corner, 180), corner.get_rect(bottomright=(w - cx, h - cy)))
        if card.rank in COURT_RANKS:
            self._paint_court(surf, card, color, corner.get_width())
        elif card.rank == Rank.ACE:
            size = round(h * 0.42)
            glyph = text.render_px(card.suit.symbol, size, color)
            surf.blit(glyph, glyph.get_rect(center=(w // 2, round(h * 0.5))))
        else:
            self._paint_pips(surf, card, color)
        return surf

    def corner_origin(self) -> tuple[int, int]:
        """Where the top-left index starts (the bottom-right one mirrors it)."""
        return max(2, round(self.w * 0.05)), max(2, round(self.h * 0.035))

    def _corner(self, card: Card, color) -> pygame.Surface:
        """The index: rank over suit, cut to their ink so they never touch (a Q's tail or a
        J's hook used to run into the suit sign below)."""
        label = card.rank.label
        rank_px, ten_px, ssize = index_px(self.h)
        rsize = rank_px if len(label) == 1 else ten_px
        rank_img = _ink(text.render_px(label, rsize, color, bold=True))
        if len(label) > 1:  # "10" is squeezed to the width of one letter and a half
            rw = round(rank_img.get_width() * 0.8)
            rank_img = pygame.transform.smoothscale(rank_img, (rw, rank_img.get_height()))
        suit_img = _ink(text.render_px(card.suit.symbol, ssize, color))
        gap = max(1, round(self.h * 0.018))
        cw = max(rank_img.get_width(), suit_img.get_width())
        ch = rank_img.get_height() + gap + suit_img.get_height()
        surf = pygame.Surface((cw, ch), pygame.SRCALPHA)
        surf.blit(rank_img, rank_img.get_rect(midtop=(cw // 2, 0)))
        surf.blit(suit_img, suit_img.get_rect(midbottom=(cw // 2, ch)))
        return surf

    def _paint_pips(self, surf: pygame.Surface, card: Card, color) -> None:
        w, h = self.w, self.h
        n = int(card.rank)
        size = round(h * (0.19 if n <= 3 else 0.17 if n <= 8 else 0.155))
        glyph = text.render_px(card.suit.symbol, size, color)
        flipped = pygame.transform.rotate(glyph, 180)
        left, right = w * 0.325, w * 0.675
        top, bottom = h * 0.205, h * 0.795
        for col, row in _PIPS[n]:
            x = left + (right - left) * col
            y = top + (bottom - top) * row
            img = flipped if row > 0.5 else glyph
            surf.blit(img, img.get_rect(center=(round(x), round(y))))

    def court_frame(self, corner_w: int) -> pygame.Rect:
        """The portrait's frame: clear of both indices, the same margin on every side
        pair, so turning the card over gives the same picture."""
        ox, oy = self.corner_origin()
        px = ox + corner_w + max(2, round(self.w * 0.035))
        py = max(2, round(self.h * 0.045))
        return pygame.Rect(px, py, self.w - 2 * px, self.h - 2 * py)

    def _paint_court(self, surf: pygame.Surface, card: Card, color, corner_w: int) -> None:
        """A framed, double-ended portrait (game/ui/court_art.py): J, Q and K each their own
        figure, each suit its own colours."""
        frame = self.court_frame(corner_w)
        panel = court_art.paint_panel(card.rank, card.suit, frame.w, frame.h, color,
                                      max(2, self.radius // 2), max(1, self.w // 70))
        surf.blit(panel, frame)

    def _paint_back(self) -> pygame.Surface:
        w, h = self.w, self.h
        surf = self._blank((250, 248, 240), self.look.edge)
        m = max(3, round(w * 0.07))
        inner = pygame.Rect(m, m, w - 2 * m, h - 2 * m)
        r = max(2, self.radius - m // 2)
        pattern = pygame.Surface(inner.size, pygame.SRCALPHA)
        pygame.draw.rect(pattern, theme.BACK, pattern.get_rect(), border_radius=r)
        # a lattice of diagonal lines with small hearts in the cells
        step = max(8, round(w * 0.16))
        lattice = pygame.Surface(inner.size, pygame.SRCALPHA)
        iw, ih = inner.size
        for k in range(-ih, iw + ih, step):
            pygame.draw.aaline(lattice, theme.BACK_DARK, (k, 0), (k + ih, ih))
            pygame.draw.aaline(lattice, theme.BACK_DARK, (k, ih), (k + ih, 0))
        heart = text.render_px("♥", max(6, round(step * 0.55)), (176, 44, 62))
        for y in range(0, ih + step, step):
            for x in range(0, iw + step, step):
                cx = x + (step // 2 if (y // step) % 2 else 0)
                lattice.blit(heart, heart.get_rect(center=(cx, y)))
        pattern.blit(lattice, (0, 0))
        # a medallion in the middle
        rad = round(min(iw, ih) * 0.27)
        centre = (iw // 2, ih // 2)
        pygame.draw.circle(pattern, theme.BACK_DARK, centre, rad + 3)
        pygame.draw.circle(pattern, theme.BACK_LINE, centre, rad + 3, 2)
        big = text.render_px("♥", round(rad * 1.5), theme.BACK_LINE)
        pattern.blit(big, big.get_rect(center=(centre[0], centre[1] + rad // 10)))
        # keep the pattern inside the inner rounded rectangle
        mask = rounded_mask(iw, ih, r)
        pattern.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
        surf.blit(pattern, inner)
        pygame.draw.rect(surf, theme.BACK_LINE, inner, width=1, border_radius=r)
        return surf

    def _paint_overlay(self, state: str) -> pygame.Surface:
        w, h, r = self.w, self.h, self.radius
        surf = pygame.Surface((w, h), pygame.SRCALPHA)
        rect = surf.get_rect()
        if state == "selected":
            pygame.draw.rect(surf, (*theme.ACCENT, 60), rect, border_radius=r)
            pygame.draw.rect(surf, theme.ACCENT, rect, width=max(3, w // 24), border_radius=r)
        elif state == "hint":
            pygame.draw.rect(surf, theme.HINT, rect, width=max(3, w // 26), border_radius=r)
        elif state == "dimmed":
            pygame.draw.rect(surf, (0, 0, 0, 105), rect, border_radius=r)
        elif state == "disabled":
            pygame.draw.rect(surf, (70, 76, 72, 130), rect, border_radius=r)
        elif state == "slot":
            pygame.draw.rect(surf, (0, 0, 0, 50), rect, border_radius=r)
            pygame.draw.rect(surf, (255, 255, 255, 70), rect, width=2, border_radius=r)
        else:
            raise ValueError(f"unknown card state {state!r}")
        return surf


class Hittable(Protocol):
    """Anything a tap can land on: widgets and card sprites alike."""

    name: str | None
    visible: bool

    @property
    def rect(self) -> pygame.Rect: ...

    def hit(self, pos: tuple[int, int]) -> bool: ...


class CardSprite:
    """A card on the table.  Scenes set flags and targets; tweens move ``x``/``y``."""

    focusable = True

    def __init__(
        self,
        card: Card,
        name: str | None = None,
        face_up: bool = True,
        pos: tuple[float, float] = (0, 0),
        size: tuple[int, int] = (theme.CARD_W, theme.CARD_H),
    ) -> None:
        self.card = card
        self.name = name
        self.face_up = face_up
        self.w, self.h = size
        self.x, self.y = float(pos[0]), float(pos[1])
        self.tx, self.ty = self.x, self.y
        self.selected = False
        self.hint = False
        self.dimmed = False
        self.disabled = False
        self.visible = True
        self.enabled = True  # False: taps pass through it as if it were not there
        self.shadow = True
        self.alpha = 255
        self.scale = 1.0  # the remove tween shrinks it
        self.squeeze = 1.0  # the flip tween narrows it to 0 and back
        self.lift = 0  # pixels a selected card rises, if the scene wants it
        #: How its face is painted (``Look.cards`` or ``Look.plain_cards``); ``None``: in the
        #: look ``draw`` is given.
        self.look: CardLook | None = None

    @property
    def rect(self) -> pygame.Rect:
        return pygame.Rect(round(self.x), round(self.y) - self.lift, self.w, self.h)

    @property
    def target_rect(self) -> pygame.Rect:
        return pygame.Rect(round(self.tx), round(self.ty), self.w, self.h)

    def place(self, x: float, y: float) -> None:
        """Put it there now, without a tween (layout, restore)."""
        self.x = self.tx = float(x)
        self.y = self.ty = float(y)

    def hit(self, pos: tuple[int, int]) -> bool:
        return self.visible and self.enabled and self.alpha > 0 and self.rect.collidepoint(pos)

    def draw(self, surface: pygame.Surface, art: CardArt | None = None, look: CardLook | None = None) -> None:
        """The card with its shadow and overlays, from ``art`` (else the art of its size in
        its own look, or in ``look``)."""
        if not self.visible or self.alpha <= 0:
            return
        if art is None:
            faces = self.look or look
            if faces is None:
                raise ValueError(f"{self.card}: a sprite without a look is drawn from an art or in a look given")
            art = CardArt.get(self.w, self.h, faces)
        base = art.face(self.card) if self.face_up else art.back()
        key: tuple = (self.card, self.face_up)
        rect = self.rect
        if self.scale != 1.0 or self.squeeze != 1.0:
            w = round(self.w * self.scale * self.squeeze)
            h = round(self.h * self.scale)
            if w <= 0 or h <= 0:
                return
            img = art.scaled(base, key, w, h)
            dest = img.get_rect(center=rect.center)
        else:
            img, dest = base, rect
        if self.shadow and self.scale == 1.0:
            shadow, (ox, oy) = art.shadow()
            if self.alpha < 255:
                shadow = shadow.copy()
                shadow.set_alpha(self.alpha)
            surface.blit(shadow, (dest.x + ox, dest.y + oy + (self.lift // 2)))
        if self.alpha < 255:
            img = img.copy()
            img.set_alpha(self.alpha)
        surface.blit(img, dest)
        if img is base:  # overlays only on a card at rest size
            for state in ("disabled", "dimmed", "hint", "selected"):
                if getattr(self, state):
                    surface.blit(art.overlay(state), dest)


def draw_slot(surface: pygame.Surface, rect: pygame.Rect, look: CardLook) -> None:
    """An empty place where a card can be (the stock when empty, a vacated position)."""
    surface.blit(CardArt.get(rect.w, rect.h, look).overlay("slot"), rect)


def topmost_at(items: Sequence[Hittable], pos: tuple[int, int]) -> Hittable | None:
    """The last item (drawn on top) whose ``hit`` accepts ``pos``: the topmost card wins."""
    for item in reversed(items):
        if getattr(item, "visible", True) and item.hit(pos):
            return item
    return None


def visible_point(
    target: Hittable, items: Sequence[Hittable], step: int | None = None
) -> tuple[int, int] | None:
    """The centre of the part of ``target`` not covered by items above it, or ``None``.

    Samples a grid over the target, keeps the points where ``topmost_at`` answers the
    target itself, and returns the kept point nearest their centroid.
    """
    rect = target.rect
    if step is None:
        step = max(2, min(rect.w, rect.h) // 12)
    kept: list[tuple[int, int]] = []
    for y in range(rect.top + step // 2, rect.bottom, step):
        for x in range(rect.left + step // 2, rect.right, step):
            if topmost_at(items, (x, y)) is target:
                kept.append((x, y))
    if not kept:
        return None
    cx = sum(p[0] for p in kept) / len(kept)
    cy = sum(p[1] for p in kept) / len(kept)
    return min(kept, key=lambda p: (p[0] - cx) ** 2 + (p[1] - cy) ** 2)


def named(items: Iterable[Hittable]) -> dict[str, Hittable]:
    return {name: item for item in items if (name := getattr(item, "name", None))}
