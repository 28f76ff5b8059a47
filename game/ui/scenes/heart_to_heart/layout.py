"""Where everything of the Heart to Heart screen sits: one pure function of the screen size
and the layout kind (``layout_for``), used by drawing and hit-testing alike.

The heart is placed from the rules module's own table (:mod:`game.heart_to_heart.layout`):
a card at half-card unit ``x`` of row ``r`` lies at ``heart_x + x * unit``, ``heart_y +
(r - 1) * row_step``.  Each row overlaps the lower part of the row above; ``row_step`` keeps
the rank corner (rank and suit) of every covered card readable.

Landscape (1280×720): the heart on the left, piles and buttons in a right column, the
clock and scores in a bar on top.  Portrait (720×1280 and taller): the heart across the
whole width (as big as it can be), the piles under it, then two rows of big buttons.
Compact (landscape on a phone held sideways): the heart as tall as the screen, the piles and
the fingertip-sized buttons beside it; on a small squarish window the buttons go in a band
across the bottom instead.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace

import pygame

from game.heart_to_heart.layout import POSITIONS, ROW, X
from game.heart_to_heart.state import Pile
from game.ui.metrics import Screen

Rect = tuple[int, int, int, int]


@dataclass(frozen=True)
class H2HLayout:
    kind: str
    width: int
    height: int
    CARD_W: int
    CARD_H: int
    unit: float
    #: The heart's origin and row step: whole pixels as laid out; at device pixels
    #: (``to_device``) the exact scaled values, rounded per card in ``heart_pos``.
    row_step: float
    heart_x: float
    heart_y: float
    PANEL_H: int
    stock: Rect
    waste: Rect
    #: Button name (``button:undo``...) → (rect, font size).
    buttons: dict[str, tuple[Rect, int]] = field(default_factory=dict)
    #: The panel's four figures: x of each (label over value).
    panel_x: tuple[int, ...] = ()
    #: The centre-x and top of the "cannot be won" line; the bottom-centre of "hints used".
    lost_at: tuple[int, int] = (0, 0)
    hints_at: tuple[int, int] = (0, 0)
    #: Where messages (toasts) stand: the midbottom of the lowest one, and the widest they
    #: may be.  Away from the heart, the stock and the waste, so a message never covers
    #: the card it talks about ("Must be the same rank" used to hide the tip card).
    toast_at: tuple[int, int] = (0, 0)
    toast_width: int = 0
    #: Text sizes: the panel's labels and values, the pile labels, small notes.  Portrait is
    #: a phone (720 logical px ~ 390 CSS px), so its letters are larger.
    panel_label: int = 15
    panel_value: int = 27
    pile_label: int = 18
    note: int = 15

    def heart_pos(self, position: int) -> tuple[int, int]:
        """Top-left corner of heart position 1..25."""
        return (round(self.heart_x + X[position] * self.unit),
                round(self.heart_y + (ROW[position] - 1) * self.row_step))

    def heart_rect(self, position: int) -> pygame.Rect:
        return pygame.Rect(*self.heart_pos(position), self.CARD_W, self.CARD_H)

    def stock_rect(self) -> pygame.Rect:
        return pygame.Rect(self.stock)

    def waste_rect(self) -> pygame.Rect:
        return pygame.Rect(self.waste)

    def place_of(self, where: int | Pile | None) -> pygame.Rect | None:
        """Where a tap's target lies: a heart position's card, the stock or the waste; else None."""
        if isinstance(where, int):
            return self.heart_rect(where)
        return self.waste_rect() if where == Pile.WASTE else self.stock_rect() if where == Pile.STOCK else None

    def button_rect(self, name: str) -> pygame.Rect:
        return pygame.Rect(self.buttons[name][0])

    def heart_bounds(self) -> pygame.Rect:
        r = self.heart_rect(POSITIONS[0])
        for p in POSITIONS[1:]:
            r.union_ip(self.heart_rect(p))
        return r


#: Horizontal gap between neighbours of one row; a half-card unit is (width + gap) / 2.
GAP = 8


def _landscape(w: int, h: int) -> H2HLayout:
    """The heart left, piles and buttons in a right column (400 px), figures in a top bar.
    A wider screen gives the heart more room around it; a taller one centres it."""
    panel_h = 64
    k = max(1.0, min((h - panel_h) / 656, (w - 424) / 856))
    card_w, card_h, row_step = round(122 * k), round(170 * k), round(72 * k)
    unit = (card_w + GAP) / 2
    heart_w, heart_h = round(10 * unit + card_w), 6 * row_step + card_h
    right_x = w - 424  # the left part holds the heart, the right column the piles and buttons
    right_w = w - right_x - 24
    heart_y = panel_h + (h - panel_h - heart_h) // 2
    pile_gap = 40
    stock_x = right_x + (right_w - 2 * card_w - pile_gap) // 2
    pile_y = heart_y + 8
    bw, bh = (right_w - 20) // 2, 60
    by = pile_y + card_h + 62

    def grid(row: int, col: int) -> Rect:
        return (right_x + col * (bw + 20), by + row * (bh + 16), bw, bh)

    buttons = {
        "button:copy": ((w - 546, 10, 190, 44), 18),  # «Копировать код» on one line
        "button:menu": ((w - 164, 10, 148, 44), 20),
        "button:share": ((w - 346, 10, 170, 44), 20),  # «Поделиться» at full size
        "button:undo": (grid(0, 0), 22),
        "button:hint": (grid(0, 1), 22),
        "button:restart": (grid(1, 0), 22),
        "button:new": (grid(1, 1), 22),
        "button:deal": ((right_x, grid(2, 0)[1], right_w, bh), 22),
    }
    return H2HLayout(
        "landscape", w, h, card_w, card_h, unit, row_step, (right_x - heart_w) // 2, heart_y, panel_h,
        stock=(stock_x, pile_y, card_w, card_h), waste=(stock_x + card_w + pile_gap, pile_y, card_w, card_h),
        buttons=buttons, panel_x=(28, 160, 280, 400),
        lost_at=(right_x + right_w // 2, grid(2, 0)[1] + bh + 22),
        hints_at=(right_x + right_w // 2, h - 18),
        toast_at=(right_x + right_w // 2, h - 44), toast_width=right_w + 36,
    )


#: The compact layouts' buttons, in reading order (this game's moves first).
COMPACT_BUTTONS = ("button:undo", "button:hint", "button:restart", "button:new", "button:deal", "button:copy",
                   "button:share", "button:menu")


def _button_grid(x: int, y: int, cols: int, bw: int, bh: int, gap: int) -> dict[str, tuple[Rect, int]]:
    """The compact buttons ``cols`` to a row from (x, y), each ``bw`` x ``bh``, at 24 px."""
    out = {}
    for i, name in enumerate(COMPACT_BUTTONS):
        row, col = divmod(i, cols)
        out[name] = ((x + col * (bw + gap), y + row * (bh + gap), bw, bh), 24)
    return out


#: The narrowest a compact button beside the heart may be (its longest label at 24 px).
BESIDE_BUTTON_W = 190


def _compact_squarish(w: int, h: int) -> H2HLayout:
    """A small, squarish window (500x500, 320x320, 480x360: 1280x960 logical and short
    in CSS px): the heart top left with the piles beside it, and the eight buttons at
    fingertip size in two rows of four across the whole width under them."""
    panel_h, m, tap, gap = 60, 12, 88, 12
    cols = 4
    rows = 2
    band_h = rows * tap + (rows - 1) * gap
    pile_gap = 28
    # as tall as the room between the bar and the band allows, as wide as heart + piles fit
    card_h = int((h - panel_h - band_h - 4 * m) / (1 + 6 * 0.42))
    card_w = round(card_h * 122 / 170)
    card_w = min(card_w, (w - 7 * m - 5 * GAP - pile_gap) // 8)
    card_h = round(card_w * 170 / 122)
    row_step = round(card_h * 0.42)
    unit = (card_w + GAP) / 2
    heart_w, heart_h = round(10 * unit + card_w), 6 * row_step + card_h
    by = h - m - band_h
    heart_x = 2 * m
    heart_y = panel_h + m + max(0, (by - 2 * m - panel_h - heart_h) // 2)
    right_x = heart_x + heart_w + 3 * m
    right_w = w - right_x - m
    stock_x = right_x + (right_w - 2 * card_w - pile_gap) // 2
    pile_y = heart_y
    bw = (w - 2 * m - (cols - 1) * gap) // cols

    buttons = _button_grid(m, by, cols, bw, tap, gap)
    return H2HLayout(
        "compact", w, h, card_w, card_h, unit, row_step, heart_x, heart_y, panel_h,
        stock=(stock_x, pile_y, card_w, card_h), waste=(stock_x + card_w + pile_gap, pile_y, card_w, card_h),
        buttons=buttons, panel_x=(24, 190, 340, 500),
        lost_at=(right_x + right_w // 2, pile_y + card_h + 44), hints_at=(right_x + right_w // 2, by - 8),
        toast_at=(w // 2, by - 12), toast_width=w - 2 * m,
        panel_label=17, panel_value=29, pile_label=20, note=19,
    )


def _compact(w: int, h: int) -> H2HLayout:
    """A phone held sideways (e.g. 844x390 CSS: 1558x720 logical, 0.54 CSS px each): the
    heart as tall as the screen under the figures' bar, and a right column with the piles
    and all seven buttons at fingertip size (88 logical ≈ 48 CSS px; 44 on a 360-px phone), two or three a row."""
    panel_h, m, tap, gap = 60, 12, 88, 12
    card_h = int((h - panel_h - 2 * m) / (1 + 6 * 0.42))
    card_w = round(card_h * 122 / 170)
    row_step = round(card_h * 0.42)
    unit = (card_w + GAP) / 2
    heart_w = round(10 * unit + card_w)
    heart_x, heart_y = 2 * m, panel_h + m
    right_x = heart_x + heart_w + 3 * m
    right_w = w - right_x - m
    pile_gap = 28
    if right_w < max(2 * card_w + pile_gap + 2 * m, 2 * BESIDE_BUTTON_W + gap):
        # not wide enough for a column beside the heart (a squarish window)
        return _compact_squarish(w, h)
    per_row = 3 if right_w >= 3 * 180 + 2 * gap else 2
    bw = (right_w - gap * (per_row - 1)) // per_row
    rows = -(-len(COMPACT_BUTTONS) // per_row)
    stock_x = right_x + (right_w - 2 * card_w - pile_gap) // 2
    pile_y = panel_h + m
    by = h - m - rows * tap - (rows - 1) * gap

    buttons = _button_grid(right_x, by, per_row, bw, tap, gap)
    return H2HLayout(
        "compact", w, h, card_w, card_h, unit, row_step, heart_x, heart_y, panel_h,
        stock=(stock_x, pile_y, card_w, card_h), waste=(stock_x + card_w + pile_gap, pile_y, card_w, card_h),
        buttons=buttons, panel_x=(24, 190, 340, 500),
        lost_at=(right_x + right_w // 2, pile_y + card_h + 44), hints_at=(right_x + right_w // 2, by - 8),
        toast_at=(right_x + right_w // 2, by - 40), toast_width=right_w + 36,
        panel_label=17, panel_value=29, pile_label=20, note=19,
    )


#: Large cards upright: the heart's margins and the gap between neighbours of a row
#: (design px), narrower so its cards grow into the room.
LARGE_MARGIN, LARGE_GAP = 6, 4


def _portrait(w: int, h: int, large: bool = False) -> H2HLayout:
    """The heart across the whole width (or as wide as the height allows on a squarer
    screen), the piles under it, then two rows of big buttons at the bottom.  A taller
    phone (19.5:9) opens the rows of the heart up and spreads the rest.  Large cards: the
    heart's margins and gaps narrowed, its cards as wide as that leaves room for."""
    margin = 14
    heart_margin, heart_gap = (LARGE_MARGIN, LARGE_GAP) if large else (margin, GAP)
    panel_h = 96
    bh, gap = 88, 14
    fixed = panel_h + 22 + 26 + 46 + 2 * (bh + gap) + 40  # everything but the cards
    # As wide as the screen allows: 5 gaps + 6 cards across the heart's widest row.
    card_w = (w - 2 * heart_margin - 5 * heart_gap) // 6
    card_h = round(card_w * 170 / 122)
    if fixed + card_h * (2 + 6 * 0.56) > h:  # a squarer screen: the height decides
        card_h = int((h - fixed) / (2 + 6 * 0.56))
        card_w = round(card_h * 122 / 170)
    # more than landscape: the height is there, use it (up to two thirds of a card)
    row_step = max(round(card_h * 0.56), min(round(card_h * 0.66), (h - fixed - 2 * card_h) // 6))
    spare = max(0, h - fixed - 2 * card_h - 6 * row_step)
    unit = (card_w + heart_gap) / 2
    heart_w, heart_h = round(10 * unit + card_w), 6 * row_step + card_h
    heart_y = panel_h + 22 + spare // 3
    pile_y = heart_y + heart_h + 26 + spare // 3
    pile_gap = 28
    stock_x = (w - 2 * card_w - pile_gap) // 2
    by = pile_y + card_h + 46 + spare // 6

    def grid(row: int, col: int, cols: int = 3) -> Rect:
        bw = (w - 2 * margin - (cols - 1) * gap) // cols
        return (margin + col * (bw + gap), by + row * (bh + gap), bw, bh)

    buttons = {  # this game's moves on top, four across; other games and the menu below
        "button:undo": (grid(0, 0, 4), 26),
        "button:hint": (grid(0, 1, 4), 26),
        "button:restart": (grid(0, 2, 4), 26),
        "button:new": (grid(0, 3, 4), 26),
    }
    # other games and the menu: as wide as their labels ask, so «Сыграть расклад…» and
    # «Копировать код» keep to one line at the smallest letters (12 CSS px on a phone)
    row = w - 2 * margin - 2 * gap
    shares = {"button:deal": 287, "button:copy": 247, "button:menu": 130}
    x = margin
    for i, (name, share) in enumerate(shares.items()):
        bw = row * share // sum(shares.values()) if i < 2 else w - margin - x
        buttons[name] = ((x, by + bh + gap, bw, bh), 24)
        x += bw + gap
    # "Share" beside the waste (the row of buttons under the piles is full)
    share_x = stock_x + 2 * card_w + pile_gap + 20
    buttons["button:share"] = ((share_x, pile_y + (card_h - bh) // 2, w - margin - share_x, bh), 24)
    return H2HLayout(
        "portrait", w, h, card_w, card_h, unit, row_step, (w - heart_w) // 2, heart_y, panel_h,
        stock=(stock_x, pile_y, card_w, card_h), waste=(stock_x + card_w + pile_gap, pile_y, card_w, card_h),
        buttons=buttons, panel_x=(16, 138, 258, 378),
        lost_at=(w // 2, by + 2 * (bh + gap) + 8), hints_at=(w // 2, h - 18),
        toast_at=(w // 2, h - 44), toast_width=w - 40,
        panel_label=19, panel_value=31, pile_label=22, note=20,
    )


def to_device(layout: H2HLayout, screen: Screen) -> H2HLayout:
    """A layout made in design pixels, in device pixels of ``screen``: every length and
    place scaled, text sizes kept (game/ui/text.py scales those).  The heart's cards are
    placed from the scaled origin and unit, so each lands where the scaled-up design
    picture had it."""
    scale = screen.scale
    if scale == 1.0:
        return layout
    px, rect, point = screen.px, screen.scale_rect, screen.point
    return replace(
        layout, width=screen.width, height=screen.height,
        CARD_W=px(layout.CARD_W), CARD_H=px(layout.CARD_H), unit=layout.unit * scale,
        row_step=layout.row_step * scale, heart_x=layout.heart_x * scale, heart_y=layout.heart_y * scale,
        PANEL_H=px(layout.PANEL_H), stock=rect(layout.stock), waste=rect(layout.waste),
        buttons={name: (rect(r), size) for name, (r, size) in layout.buttons.items()},
        panel_x=tuple(px(x) for x in layout.panel_x), lost_at=point(layout.lost_at),
        hints_at=point(layout.hints_at), toast_at=point(layout.toast_at), toast_width=px(layout.toast_width))


def device_layout(screen: Screen) -> H2HLayout:
    """``screen``'s layout (its size, the player's card size and hand), in device pixels:
    laid out in design pixels (``screen.design_size()``), then scaled in one place."""
    return to_device(layout_for(*screen.design_size(), screen.form, screen.large_cards, screen.left_handed), screen)


def layout_for(width: int, height: int, kind: str, large: bool = False, left_handed: bool = False) -> H2HLayout:
    """The whole screen's geometry for a ``width`` x ``height`` logical screen; ``kind``:
    "portrait", "landscape" or "compact" (landscape on a phone held sideways); ``large``:
    the player's large cards (upright: the heart's cards as wide as its row allows; the
    other layouts' cards are as big as the height allows already); ``left_handed``: in
    landscape the piles and buttons on the left (``_mirrored``)."""
    if kind == "portrait":
        return _portrait(width, height, large)
    L = _compact(width, height) if kind == "compact" else _landscape(width, height)
    return _mirrored(L) if left_handed else L


def _mirrored(L: H2HLayout) -> H2HLayout:
    """``L`` for a left-handed player: the heart to the right, the column beside it (the
    piles, the buttons, the notes under them: moved as one, so they read as before) to
    the left; the top bar stays.  A small squarish window's buttons, in a band across the
    whole width with this game's moves at its left already, stay too."""
    w = L.width
    heart = L.heart_bounds()
    below = [r for r, _size in L.buttons.values() if r[1] >= L.PANEL_H]
    band = any(r[1] >= heart.bottom for r in below)
    column = pygame.Rect(L.stock).union(pygame.Rect(L.waste))
    if not band:
        column.unionall_ip([pygame.Rect(r) for r in below])
    shift = w - column.right - column.x  # the column's place, mirrored

    def moved(r: Rect) -> Rect:
        return r[0] + shift, r[1], r[2], r[3]

    def point(p: tuple[int, int]) -> tuple[int, int]:
        return p[0] + shift, p[1]

    return replace(
        L, heart_x=L.heart_x + (w - heart.right) - heart.x, stock=moved(L.stock), waste=moved(L.waste),
        buttons={k: (moved(r) if r[1] >= L.PANEL_H and not band else r, size) for k, (r, size) in L.buttons.items()},
        lost_at=point(L.lost_at), hints_at=point(L.hints_at),
        toast_at=L.toast_at if band else point(L.toast_at))
