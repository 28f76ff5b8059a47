"""Court card pictures (J, Q, K of each suit), painted in code like a real deck's.

A real deck's court card is a double-ended portrait in a frame: the top half turned
half a circle is the bottom half, so the card reads the same either way up.  Each rank has
its own figure a player knows at a glance, and each suit its own colours:

- **King**: a tall five-pointed crown, a beard, an ermine collar, a sword held upright.
- **Queen**: a low jewelled crown over long hair, a necklace, a rose.
- **Jack**: a young beardless face under a feathered cap, a tunic, a halberd.
- Colours by suit: hearts crimson, diamonds amber, clubs green, spades blue (robe), each
  with its own trim and hair colour.

Everything is drawn at three times the size and smooth-scaled down, so the figure stays
clean from the rules page's 46-pixel cards to Heart to Heart's 122-pixel ones.
"""

from __future__ import annotations

import math

import pygame

from game.cards import Rank, Suit
from game.ui import text

SUPERSAMPLE = 3

SKIN = (248, 218, 188)
SKIN_EDGE = (150, 100, 70)
INK = (40, 32, 36)
GOLD = (236, 188, 60)
GOLD_DARK = (150, 104, 20)
PANEL_BG = (252, 247, 232)
WHITE = (250, 250, 246)
STEEL = (206, 214, 226)
STEEL_DARK = (96, 106, 124)

#: Per suit: robe, robe shadow, trim (collar, cap band), hair.
SUIT_COLOURS: dict[Suit, tuple[tuple[int, int, int], ...]] = {
    Suit.HEARTS: ((204, 38, 58), (128, 18, 36), GOLD, (150, 72, 36)),
    Suit.DIAMONDS: ((238, 140, 30), (164, 82, 10), (120, 56, 160), (226, 180, 80)),
    Suit.CLUBS: ((40, 140, 80), (16, 84, 44), GOLD, (98, 60, 30)),
    Suit.SPADES: ((48, 80, 176), (22, 40, 110), (214, 218, 230), (46, 40, 44)),
}


def suit_colours(suit: Suit) -> tuple[tuple[int, int, int], ...]:
    """(robe, robe shadow, trim, hair): what tells the four kings (queens, jacks) apart."""
    return SUIT_COLOURS[suit]


class _Pen:
    """Drawing in the half's own units: ``k`` is the figure's scale, ``cx`` its axis."""

    def __init__(self, surf: pygame.Surface) -> None:
        self.s = surf
        self.W, self.H = surf.get_size()
        self.k = min(self.W, self.H / 1.12)
        self.cx = self.W / 2
        self.line = max(1, round(self.k * 0.018))

    def poly(self, color, pts, outline=INK) -> None:
        pts = [(round(x), round(y)) for x, y in pts]
        pygame.draw.polygon(self.s, color, pts)
        if outline is not None:
            pygame.draw.polygon(self.s, outline, pts, self.line)

    def ellipse(self, color, cx, cy, rx, ry, outline=INK) -> None:
        r = pygame.Rect(round(cx - rx), round(cy - ry), round(2 * rx), round(2 * ry))
        pygame.draw.ellipse(self.s, color, r)
        if outline is not None:
            pygame.draw.ellipse(self.s, outline, r, self.line)

    def circle(self, color, cx, cy, r, outline=INK) -> None:
        pygame.draw.circle(self.s, color, (round(cx), round(cy)), max(1, round(r)))
        if outline is not None:
            pygame.draw.circle(self.s, outline, (round(cx), round(cy)), max(1, round(r)), self.line)

    def seg(self, color, a, b, width) -> None:
        pygame.draw.line(self.s, color, (round(a[0]), round(a[1])), (round(b[0]), round(b[1])),
                         max(1, round(width)))


def _shoulders(cx: float, top: float, bottom: float, k: float) -> list[tuple[float, float]]:
    """The outline of a bust: neck, round shoulders, sleeves down to ``bottom``."""
    right = []
    for i in range(9):
        a = i / 8 * math.pi / 2
        right.append((cx + 0.09 * k + 0.30 * k * math.sin(a), top + 0.13 * k * (1 - math.cos(a))))
    right.append((cx + 0.47 * k, bottom + 1))
    left = [(2 * cx - x, y) for x, y in reversed(right)]
    return left + right


def paint_half(rank: Rank, suit: Suit, w: int, h: int, color) -> pygame.Surface:
    """The top half of the portrait at ``w`` x ``h`` (already supersampled by the caller)."""
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    p = _Pen(surf)
    k, cx = p.k, p.cx
    robe, robe_dark, trim, hair = suit_colours(suit)
    head_y = h * 0.45
    rx, ry = 0.14 * k, 0.17 * k
    shoulder_y = head_y + ry * 0.92

    # -- long hair behind the queen's head --
    if rank == Rank.QUEEN:
        p.poly(hair, [(cx - rx * 1.25, head_y - ry * 0.3), (cx - rx * 1.55, shoulder_y + 0.16 * k),
                      (cx + rx * 1.55, shoulder_y + 0.16 * k), (cx + rx * 1.25, head_y - ry * 0.3)])
        p.ellipse(hair, cx, head_y - ry * 0.15, rx * 1.3, ry * 1.12)

    # -- robe: rounded shoulders, widening down to the cut in the middle of the card --
    top = shoulder_y
    p.poly(robe, _shoulders(cx, top, h, k))
    # a shadow fold down the middle and the trim of each rank
    if rank == Rank.KING:  # ermine collar: white with black tails
        p.ellipse(WHITE, cx, top + 0.06 * k, 0.30 * k, 0.085 * k)
        for dx in (-0.19, -0.06, 0.07, 0.19):
            p.poly(INK, [(cx + dx * k, top + 0.04 * k), (cx + (dx - 0.02) * k, top + 0.09 * k),
                         (cx + (dx + 0.02) * k, top + 0.09 * k)], None)
        p.seg(trim, (cx, top + 0.14 * k), (cx, h), 0.05 * k)
    elif rank == Rank.QUEEN:  # neckline and necklace
        p.poly(SKIN, [(cx - 0.13 * k, top + 0.01 * k), (cx + 0.13 * k, top + 0.01 * k),
                      (cx, top + 0.17 * k)], SKIN_EDGE)
        for i in range(7):
            a = math.pi * (i + 1) / 8
            p.circle(trim if trim != GOLD else (250, 240, 220),
                     cx - math.cos(a) * 0.11 * k, top + 0.01 * k + math.sin(a) * 0.08 * k, 0.022 * k,
                     GOLD_DARK)
        p.poly(trim, [(cx, top + 0.20 * k), (cx + 0.04 * k, top + 0.25 * k), (cx, top + 0.30 * k),
                      (cx - 0.04 * k, top + 0.25 * k)], GOLD_DARK)  # a brooch
    else:  # the jack's tunic: a collar band and buttons
        p.poly(trim, [(cx - 0.16 * k, top), (cx + 0.16 * k, top), (cx + 0.05 * k, top + 0.12 * k),
                      (cx - 0.05 * k, top + 0.12 * k)])
        for i in range(3):
            p.circle(GOLD, cx, top + (0.18 + 0.08 * i) * k, 0.022 * k, GOLD_DARK)
        p.seg(robe_dark, (cx - 0.27 * k, top + 0.06 * k), (cx - 0.23 * k, h), 0.035 * k)
        p.seg(robe_dark, (cx + 0.27 * k, top + 0.06 * k), (cx + 0.23 * k, h), 0.035 * k)

    # -- an embroidered hem along the cut: the two halves meet on one patterned band --
    band_y = h - 0.055 * k
    left, right = cx - 0.455 * k, cx + 0.455 * k
    p.seg(trim, (left, band_y), (right, band_y), 0.05 * k)
    step = 0.12 * k
    x = cx - step * int(0.42 * k // step)
    while x <= right - 0.03 * k:
        p.poly(robe_dark, [(x, band_y - 0.025 * k), (x + 0.025 * k, band_y), (x, band_y + 0.025 * k),
                           (x - 0.025 * k, band_y)], None)
        x += step

    # -- the attribute held in front of the robe, in the figure's left hand (our right) --
    ax = cx + 0.34 * k
    hand_y = min(shoulder_y + 0.22 * k, h - 0.07 * k)
    if rank == Rank.KING:  # a sword, point up, the grip in the hand
        blade, guard_y = 0.045 * k, hand_y - 0.08 * k
        p.poly(STEEL, [(ax - blade, guard_y), (ax - blade, head_y - 0.38 * k),
                       (ax, head_y - 0.46 * k), (ax + blade, head_y - 0.38 * k),
                       (ax + blade, guard_y)], STEEL_DARK)
        p.seg(GOLD_DARK, (ax, guard_y), (ax, hand_y + 0.08 * k), 0.05 * k)
        p.seg(GOLD_DARK, (ax - 0.11 * k, guard_y), (ax + 0.11 * k, guard_y), 0.05 * k)
        p.seg(GOLD, (ax - 0.10 * k, guard_y), (ax + 0.10 * k, guard_y), 0.03 * k)
    elif rank == Rank.JACK:  # a halberd
        top = head_y - 0.40 * k
        p.seg(GOLD_DARK, (ax, h), (ax, top), 0.045 * k)
        p.poly(STEEL, [(ax, top - 0.10 * k), (ax + 0.035 * k, top), (ax - 0.035 * k, top)], STEEL_DARK)
        p.poly(STEEL, [(ax, top + 0.02 * k), (ax + 0.13 * k, top - 0.02 * k),
                       (ax + 0.15 * k, top + 0.10 * k), (ax + 0.13 * k, top + 0.20 * k),
                       (ax, top + 0.14 * k)], STEEL_DARK)
    else:  # the queen's rose on a stem
        fy = head_y - 0.05 * k
        p.seg((40, 120, 60), (ax, hand_y), (ax, fy), 0.035 * k)
        p.ellipse((40, 130, 64), ax + 0.07 * k, fy + 0.17 * k, 0.07 * k, 0.035 * k)
        petal = (232, 70, 110) if suit != Suit.HEARTS else (250, 200, 60)
        for i in range(5):
            a = i * 2 * math.pi / 5 - math.pi / 2
            p.circle(petal, ax + math.cos(a) * 0.06 * k, fy + math.sin(a) * 0.06 * k, 0.055 * k)
        p.circle(GOLD, ax, fy, 0.035 * k)
    p.ellipse(trim, ax - 0.02 * k, hand_y + 0.075 * k, 0.07 * k, 0.035 * k)  # the cuff
    p.circle(SKIN, ax, hand_y, 0.055 * k, SKIN_EDGE)

    # -- neck and face --
    pygame.draw.rect(surf, SKIN, (round(cx - 0.05 * k), round(head_y + ry * 0.5),
                                  round(0.10 * k), round(shoulder_y - head_y - ry * 0.45)))
    if rank == Rank.JACK:  # short hair framing the face
        p.ellipse(hair, cx, head_y - ry * 0.05, rx * 1.12, ry * 1.0)
    p.ellipse(SKIN, cx, head_y, rx, ry, SKIN_EDGE)
    if rank == Rank.KING:  # grey-streaked hair at the sides, under the crown
        p.ellipse(hair, cx - rx * 0.95, head_y - ry * 0.15, rx * 0.3, ry * 0.55)
        p.ellipse(hair, cx + rx * 0.95, head_y - ry * 0.15, rx * 0.3, ry * 0.55)
    eye_y = head_y - ry * 0.12
    for sx in (-1, 1):
        p.circle(INK, cx + sx * rx * 0.42, eye_y, 0.022 * k, None)
        p.seg(INK, (cx + sx * rx * 0.22, eye_y - ry * 0.28), (cx + sx * rx * 0.62, eye_y - ry * 0.3),
              0.018 * k)
    p.seg(SKIN_EDGE, (cx, eye_y + ry * 0.05), (cx - rx * 0.1, eye_y + ry * 0.35), 0.018 * k)
    if rank == Rank.KING:  # beard and moustache
        p.poly(hair, [(cx - rx * 0.95, head_y + ry * 0.05), (cx - rx * 0.7, head_y + ry * 0.85),
                      (cx, head_y + ry * 1.35), (cx + rx * 0.7, head_y + ry * 0.85),
                      (cx + rx * 0.95, head_y + ry * 0.05), (cx + rx * 0.45, head_y + ry * 0.55),
                      (cx - rx * 0.45, head_y + ry * 0.55)])
        p.poly(hair, [(cx - rx * 0.55, head_y + ry * 0.45), (cx, head_y + ry * 0.28),
                      (cx + rx * 0.55, head_y + ry * 0.45), (cx, head_y + ry * 0.55)], None)
    else:
        p.seg((186, 60, 70), (cx - rx * 0.22, head_y + ry * 0.5), (cx + rx * 0.22, head_y + ry * 0.5),
              0.022 * k)
        if rank == Rank.QUEEN:
            for sx in (-1, 1):
                p.circle((244, 170, 170), cx + sx * rx * 0.55, head_y + ry * 0.28, 0.03 * k, None)

    # -- headwear --
    crown_base = head_y - ry * 0.62
    if rank == Rank.KING:  # tall crown: five points with pearls, a jewelled band
        cw, tall = rx * 2.3, 0.27 * k
        left = cx - cw / 2
        pts = [(left, crown_base)]
        for i in range(5):
            x_peak = left + cw * i / 4
            if i:
                pts.append((x_peak - cw / 8, crown_base - tall * 0.45))
            pts.append((x_peak, crown_base - tall))
        pts.append((left + cw, crown_base))
        p.poly(GOLD, pts, GOLD_DARK)
        for i in range(5):
            p.circle(WHITE, left + cw * i / 4, crown_base - tall, 0.03 * k, GOLD_DARK)
        band = pygame.Rect(round(left), round(crown_base - 0.05 * k), round(cw), round(0.07 * k))
        pygame.draw.rect(surf, GOLD_DARK, band)
        for i, gem in enumerate((robe, WHITE, robe)):
            p.circle(gem, cx + (i - 1) * cw * 0.3, band.centery, 0.025 * k, None)
    elif rank == Rank.QUEEN:  # low crown of three arches
        cw, tall = rx * 1.9, 0.16 * k
        left = cx - cw / 2
        pts = [(left, crown_base), (left, crown_base - tall * 0.7)]
        for i in range(3):
            x0 = left + cw * i / 3
            pts += [(x0 + cw / 6, crown_base - tall), (x0 + cw / 3, crown_base - tall * 0.55)]
        pts[-1] = (left + cw, crown_base - tall * 0.7)
        pts.append((left + cw, crown_base))
        p.poly(GOLD, pts, GOLD_DARK)
        for i in range(3):
            p.circle(robe, left + cw * (i + 0.5) / 3, crown_base - tall * 0.45, 0.028 * k, None)
    else:  # a flat cap with a band and a feather
        # a plume curling back from the cap: a crescent between two arcs
        base = (cx + rx * 0.7, crown_base - 0.01 * k)
        outer, inner = [], []
        for i in range(9):
            u = i / 8
            x = base[0] + u * 0.30 * k
            lift = math.sin(u * math.pi * 0.9) * 0.16 * k + u * 0.10 * k
            outer.append((x, base[1] - lift - math.sin(u * math.pi) * 0.05 * k))
            inner.append((x, base[1] - lift + math.sin(u * math.pi) * 0.03 * k))
        p.poly(trim, outer + inner[::-1], robe_dark)
        p.ellipse(robe_dark, cx - rx * 0.1, crown_base - 0.06 * k, rx * 1.35, 0.09 * k)
        band = pygame.Rect(round(cx - rx * 1.05), round(crown_base - 0.02 * k), round(rx * 2.1),
                           round(0.05 * k))
        pygame.draw.rect(surf, trim, band)
        pygame.draw.rect(surf, INK, band, p.line)

    # -- the suit sign in the frame's corner, by the head --
    pip = text.render_px(suit.symbol, max(6, round(k * 0.24)), color)
    surf.blit(pip, pip.get_rect(center=(round(p.W * 0.15), round(p.H * 0.16))))
    return surf


def paint_panel(rank: Rank, suit: Suit, pw: int, ph: int, color, radius: int,
                frame_width: int) -> pygame.Surface:
    """The framed double-ended portrait at ``pw`` x ``ph`` pixels."""
    ss = SUPERSAMPLE
    W, H = pw * ss, ph * ss
    big = pygame.Surface((W, H), pygame.SRCALPHA)
    rect = big.get_rect()
    pygame.draw.rect(big, PANEL_BG, rect, border_radius=radius * ss)
    half = paint_half(rank, suit, W, H // 2, color)
    big.blit(half, (0, 0))
    big.blit(pygame.transform.rotate(half, 180), (0, H - H // 2))
    robe, robe_dark, trim, _hair = suit_colours(suit)
    pygame.draw.line(big, robe_dark, (0, H // 2), (W, H // 2), max(2, ss))
    # keep the corners of the frame round, then the frame itself
    mask = pygame.Surface((W, H), pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), rect, border_radius=radius * ss)
    big.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    pygame.draw.rect(big, color, rect, width=max(1, frame_width) * ss, border_radius=radius * ss)
    return pygame.transform.smoothscale(big, (pw, ph))
