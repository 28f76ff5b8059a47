"""Painting the Heart to Heart table: the heart, the stock and the waste, the hint's label,
the panel with the clock, the buttons and the celebration.

Drawing is a function of a :class:`TableView` (what the table shows now, computed by the
scene) and the layout; it changes nothing but the surface and the :class:`HeartLayer`
picture it keeps.  Positions come from the layout and the sprites (device pixels); every
other length here is written in design pixels and goes through ``screen.px``.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import pygame

from game.i18n import t
from game.ui import text
from game.ui.scenes.heart_to_heart import effects as fx
from game.ui.scenes.heart_to_heart.layout import H2HLayout
from game.ui.scenes.heart_to_heart.table_sprites import TableCard, face, stock_badge_center
from game.ui.sprites import CardArt, CardSprite, draw_slot

if TYPE_CHECKING:
    from game.ui.look import Look
    from game.ui.metrics import Screen

#: Veils (alpha).  Covered cards get only a faint one: they must read "not yet free", not
#: "switched off" (a start where 24 of 25 cards looked grey).  A free card that cannot
#: pair with the selected one fades more, but stays readable and never as dark as a
#: disabled control (the tip must not grey out when the waste is selected).
COVERED, FADED = 26, 44


@dataclass(frozen=True)
class TableView:
    """What the table shows at one moment: the scene computes it, the drawing reads only it."""

    #: The heart's cards in drawing order (the layout's positions, base first).
    heart: tuple[TableCard, ...]
    #: How many of them, from the first, no tween moves: painted from the cached layer.
    still: int
    #: The game is won: the result panel offers what comes next, the piles and the playing
    #: buttons would only peek out around it.
    over: bool
    stock_count: int
    waste: tuple[int, ...]
    #: Flights still landing on the stock / the waste (the pile shows the card under them).
    hold_stock: bool
    hold_waste: bool
    stock_sprite: CardSprite
    #: The waste's top card (its sprite and its marks).
    waste_card: TableCard
    #: The hint points at the empty stock (its slot is outlined).
    stock_hinted: bool
    #: The card or pile the hint's label points at (``None``: no label now).
    hint_at: pygame.Rect | None
    flyers: tuple[CardSprite, ...]
    clock: str
    score: int
    moves: int
    code: str
    hints: int
    #: The position can no longer be won and the game goes on: a note says so.
    lost: bool
    widgets: tuple[Any, ...]
    celebration: fx.Celebration | None


def draw_table(surface: pygame.Surface, view: TableView, L: H2HLayout, art: CardArt,
               layer: HeartLayer, screen: Screen, look: Look) -> None:
    """The whole screen.  The felt and the heart's cards up to the first one a tween moves
    come from one picture painted when they change (:class:`HeartLayer`); the rest are drawn
    on it in the same order, so the picture is the same and a frame while cards fly costs one
    blit instead of ~30 alpha blits (2880x1800: 10 ms -> ~3 ms a full redraw)."""
    surface.blit(layer.picture(view.heart[:view.still], L, art, screen, look), (0, 0))
    for c in view.heart[view.still:]:
        draw_heart_card(surface, c, L, art, screen=screen)
    if not view.over:
        draw_piles(surface, view, L, art, screen=screen, look=look)
        draw_hint_tag(surface, view, L, screen=screen, look=look)
    for s in view.flyers:
        s.draw(surface, art)
    draw_panel(surface, view, L, screen=screen, look=look)
    for wgt in view.widgets:
        if not view.over:
            wgt.draw(surface, screen, look)
    if view.lost:
        text.draw(surface, t("h2h.lost_early"), L.note + 5, (255, 196, 170), L.lost_at, "midtop", bold=True,
                  screen=screen)
    if view.celebration is not None:
        view.celebration.draw(surface)


def draw_heart_card(surface: pygame.Surface, c: TableCard, L: H2HLayout, art: CardArt, *, screen: Screen) -> None:
    """One card of the heart.  Covered cards lie flat under a faint veil ("not yet free",
    still readable); free cards stand a little higher with a light rim; a free card that
    cannot pair with the selected one fades, though less than a disabled control would."""
    s = c.sprite
    if not s.visible:
        return
    w, h = L.CARD_W, L.CARD_H
    pad = screen.px(fx.OUTLINE_PAD)
    s.draw(surface, art)
    if s.alpha == 255 and s.scale == 1.0:
        if c.faded:
            surface.blit(fx.shade(w, h, FADED, screen=screen), s.rect)
        elif c.covered:
            surface.blit(fx.shade(w, h, COVERED, screen=screen), s.rect)
        elif not s.selected and not s.hint:
            surface.blit(fx.rim(w, h, screen=screen), s.rect.move(-pad, -pad))
        if c.stuck:
            surface.blit(fx.outline(w, h, fx.STUCK, screen=screen), s.rect.move(-pad, -pad))
        elif c.outlined and not s.hint:
            surface.blit(fx.outline(w, h, screen=screen), s.rect.move(-pad, -pad))


class HeartLayer:
    """The felt with the heart's still cards on it, kept between frames.  When some of them
    look different (a pair flies off, a card is freed) only the area those cards cover,
    before and after, is painted again, clipped, in the same order: the same pixels as
    painting the whole layer, for a fraction of the work."""

    def __init__(self) -> None:
        self.surface: pygame.Surface | None = None
        self.key: tuple[Any, dict[int, tuple]] = (None, {})

    def picture(self, cards: Sequence[TableCard], L: H2HLayout, art: CardArt, device: Screen,
                look: Look) -> pygame.Surface:
        """The felt in ``look`` on ``device`` with ``cards`` on it."""
        bounds = L.heart_bounds()
        screen = (device.width, device.height, tuple(bounds), id(art), L.CARD_W, L.CARD_H, look.palette)
        entries = {}
        for i, c in enumerate(cards):
            s = c.sprite
            entries[i] = (s.visible, s.card, s.face_up, tuple(s.rect), s.alpha, s.scale, s.squeeze, s.shadow,
                          s.lift, s.selected, s.hint, s.dimmed, s.disabled, c.faded, c.covered, c.stuck, c.outlined)
        layer = self.surface
        old_screen, old_entries = self.key
        if layer is not None and old_screen == screen and old_entries == entries:
            return layer
        if layer is None or layer.get_size() != device.size:
            layer = pygame.Surface(device.size).convert()
            old_screen = None
        area = None
        if old_screen == screen:
            # everything a card paints: its face, its shadow (offset, a lifted card's lower),
            # its rim or outline around it
            margin = L.CARD_W // 4 + device.px(fx.OUTLINE_PAD) + 8
            changed = []
            for i in set(entries) | set(old_entries):
                before, after = old_entries.get(i), entries.get(i)
                if before != after:
                    for e in (before, after):
                        if e is not None:
                            changed.append(pygame.Rect(e[3]).inflate(2 * margin, 2 * margin + e[8]))
            area = changed[0].unionall(changed[1:]) if changed else None
        layer.set_clip(area)
        try:
            layer.blit(fx.background(bounds, device, look), (0, 0))
            for c in cards:
                draw_heart_card(layer, c, L, art, screen=device)
        finally:
            layer.set_clip(None)
        self.surface, self.key = layer, (screen, entries)
        return layer


def draw_hint_tag(surface: pygame.Surface, view: TableView, L: H2HLayout, *, screen: Screen, look: Look) -> None:
    """A label pointing at the hinted card (its cyan rim alone is easy to miss)."""
    rect = view.hint_at
    if rect is None:
        return
    fx.tag(surface, t("button.hint"), (rect.centerx, rect.top - screen.px(4)), ceiling=L.PANEL_H, card=rect,
           screen=screen, look=look)


def draw_piles(surface: pygame.Surface, view: TableView, L: H2HLayout, art: CardArt, *, screen: Screen,
               look: Look) -> None:
    """The stock (a little stack of backs, the count on a badge) and the waste (its top
    card; the one under it shows while a card flies in), each with its label."""
    srect, wrect = L.stock_rect(), L.waste_rect()
    stock_n, waste = view.stock_count, view.waste
    if stock_n and not view.hold_stock:
        for k in range(min(3, (stock_n - 1) // 6), 0, -1):
            surface.blit(art.back(), srect.move(screen.px(3 * k), screen.px(3 * k)))
        view.stock_sprite.draw(surface, art)
        fx.badge(surface, str(stock_n), stock_badge_center(srect, screen=screen), screen=screen, look=look)
    else:
        draw_slot(surface, srect, art.look)
        if waste:
            text.draw(surface, "↻", 64, (220, 236, 224), srect.center, "center", bold=True, screen=screen)
    if view.stock_hinted and not stock_n:
        surface.blit(art.overlay("hint"), srect)
    draw_slot(surface, wrect, art.look)
    visible_top = len(waste) - (1 if view.hold_waste else 0)
    if visible_top >= 2:
        CardSprite(face(waste[visible_top - 2]), pos=wrect.topleft,
                   size=(L.CARD_W, L.CARD_H)).draw(surface, art)
    top = view.waste_card.sprite
    if waste and not view.hold_waste:
        top.draw(surface, art)
        if view.waste_card.faded:
            surface.blit(fx.shade(L.CARD_W, L.CARD_H, FADED, screen=screen), top.rect)
        if view.waste_card.outlined and not top.hint:
            surface.blit(fx.outline(L.CARD_W, L.CARD_H, screen=screen),
                         top.rect.move(-screen.px(fx.OUTLINE_PAD), -screen.px(fx.OUTLINE_PAD)))
    elif visible_top >= 1 and view.hold_waste:
        CardSprite(face(waste[visible_top - 1]), pos=wrect.topleft,
                   size=(L.CARD_W, L.CARD_H)).draw(surface, art)
    y = srect.bottom + screen.px(14)
    text.draw(surface, t("h2h.stock"), L.pile_label, look.palette.text_dim, (srect.centerx, y), "midtop", screen=screen)
    text.draw(surface, f"{t('h2h.waste')} · {len(waste)}", L.pile_label, look.palette.text_dim,
              (wrect.centerx, y), "midtop", screen=screen)


def draw_panel(surface: pygame.Surface, view: TableView, L: H2HLayout, *, screen: Screen, look: Look) -> None:
    """The header: time, score, moves and the deal's code; the hints used under it."""
    bar = pygame.Rect(0, 0, screen.width, L.PANEL_H)
    pygame.draw.rect(surface, look.palette.panel, bar)
    pygame.draw.line(surface, (40, 96, 66), bar.bottomleft, bar.bottomright, screen.px(2))
    items = ((t("h2h.time"), view.clock),
             (t("h2h.score"), str(view.score)),
             (t("h2h.moves"), str(view.moves)),
             (t("h2h.deal"), view.code))
    top = (L.PANEL_H - screen.px(L.panel_label + L.panel_value + 10)) // 2  # text sizes: design px
    xs = list(L.panel_x)
    for i, ((label, value), x) in enumerate(zip(items, xs, strict=False)):
        size = L.panel_value
        if i + 1 < len(xs):  # a clock past an hour on a phone is smaller, clear of the score
            size = text.fit_size(value, size, xs[i + 1] - x - screen.px(8), bold=True, screen=screen)
        text.draw(surface, label, L.panel_label, look.palette.text_dim, (x, top), "topleft", screen=screen)
        text.draw(surface, value, size, look.palette.text, (x, top + screen.px(L.panel_label + 3)), "topleft",
                  bold=True, screen=screen)
    if view.hints and not view.over:  # once won, the result panel says how many
        text.draw(surface, t("h2h.hints_used", n=view.hints), L.note, look.palette.text_dim, L.hints_at, "midbottom",
                  screen=screen)
