"""Small pictures for the rules pages, drawn in code with the app's own card art (so they
look like the table and need no image files): a legal and an illegal trick, passing and
shooting the moon for Hearts; free and covered cards for Heart to Heart.

Each picture is a function of the page width returning a transparent surface; the
rules page places it where its body says ``[name]``.  Captions come from the locale
(``rules.pic.*``) and are wrapped to the picture, never clipped.

The painters lay out in design pixels (``width`` is a design width) and paint in device
pixels of the screen they are given: every length goes through ``screen.px`` where it is drawn,
and the cards come from the art cache at their device size (sharp on a big screen).
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.cards import Card
from game.i18n import t
from game.ui import text, theme
from game.ui.look import Look
from game.ui.metrics import Screen
from game.ui.sprites import CardLook, CardSprite, draw_slot

CW, CH = 58, 80


def caption_size(*, screen: Screen) -> int:
    """Captions: portrait is a phone (720 logical px ~ 390 CSS px), so they grow there."""
    return 22 if screen.portrait else 18
GOOD = (120, 226, 150)
BAD = (255, 120, 120)


def _sprite(card: Card, x: int, y: int, w: int = CW, h: int = CH, *, screen: Screen) -> CardSprite:
    """A card sprite at a design place and size, in device pixels."""
    left, top = screen.px(x), screen.px(y)
    return CardSprite(card, pos=(left, top), size=(screen.px(w), screen.px(h)))


def _card(surface: pygame.Surface, code: str, x: int, y: int, faces: CardLook,
          *, screen: Screen, **flags) -> pygame.Rect:
    """A card at design (x, y) in ``faces``; returns its design rectangle."""
    s = _sprite(Card.parse(code), x, y, screen=screen)
    s.look = faces
    for k, v in flags.items():
        setattr(s, k, v)
    s.draw(surface)
    return pygame.Rect(x, y, CW, CH)


def _frame(width: int, height: int, *, screen: Screen, look: Look) -> pygame.Surface:
    surf = pygame.Surface((screen.px(width), screen.px(height)), pygame.SRCALPHA)
    pygame.draw.rect(surf, look.palette.table_dark, surf.get_rect(), border_radius=screen.px(14))
    return surf


def _lines(key: str, size: int, width: int, *, screen: Screen) -> int:
    """How many lines the caption ``key`` takes at a design ``width`` (text measures device px)."""

    return len(text.design_wrap(t(key), size, width, screen=screen))


def _caption(surface: pygame.Surface, key: str, x: int, y: int, width: int, color: tuple | None = None,
             *, screen: Screen, look: Look, **kw) -> int:
    """Wrapped caption at design (x, y) (top-left); returns the (design) y under it."""

    CAPTION = caption_size(screen=screen)
    for line in text.design_wrap(t(key, **kw), CAPTION, width, screen=screen):
        text.draw(surface, line, CAPTION, color or look.palette.text, (screen.px(x), screen.px(y)), "topleft",
                  screen=screen)
        y += CAPTION + 6
    return y


def _mark(surface: pygame.Surface, ok: bool, centre: tuple[int, int], *, screen: Screen) -> None:
    """A round ✓ (allowed) or ✗ (not allowed) badge, drawn with lines (no font needed)."""
    px = screen.px
    cx, cy = centre

    def at(dx: int, dy: int) -> tuple[int, int]:
        return px(cx + dx), px(cy + dy)

    color = GOOD if ok else BAD
    pygame.draw.circle(surface, (0, 0, 0), at(0, 2), px(17))
    pygame.draw.circle(surface, color, at(0, 0), px(17))
    dark = theme.TEXT_DARK
    if ok:
        pygame.draw.lines(surface, dark, False, [at(-8, 0), at(-2, 7), at(9, -7)], px(4))
    else:
        pygame.draw.line(surface, dark, at(-7, -7), at(7, 7), px(4))
        pygame.draw.line(surface, dark, at(7, -7), at(-7, 7), px(4))


def _two_columns(width: int) -> bool:
    return width >= 520


def _height(pic_h: int, lines: int, beside: bool, top: int, gap: int, *, screen: Screen) -> int:
    """A picture's frame: the caption's ``lines`` beside the picture (from ``top``) or
    below it (``gap`` under it), whichever the width allowed."""
    text_h = lines * (caption_size(screen=screen) + 6)
    return (max(pic_h, top + text_h) if beside else pic_h + gap + text_h) + 4


def trick(width: int, legal: bool, faces: CardLook, *, screen: Screen, look: Look) -> pygame.Surface:
    """West led 9♣; North K♣, East 3♣; South still holds 5♣.  Legal: South plays 5♣ (and
    North's king takes the trick).  Illegal: South tries Q♠ while holding a club."""
    CAPTION = caption_size(screen=screen)
    cross = 3 * CW + 24  # the trick as a cross: West, North, East, South
    text_w = width - cross - 60 if _two_columns(width) else width - 40
    caption_key = "rules.pic.trick_legal" if legal else "rules.pic.trick_illegal"
    lines = _lines(caption_key, CAPTION, text_w, screen=screen)
    trick_h = 2 * CH + 40
    height = _height(trick_h, lines, _two_columns(width), 30, 20, screen=screen)
    surf = _frame(width, height, screen=screen, look=look)
    ox, oy = 16, 14
    cx = ox + cross // 2
    _card(surf, "9C", ox, oy + CH // 2 + 10, faces, screen=screen)                      # West led
    _card(surf, "KC", cx - CW // 2, oy, faces, screen=screen)                           # North
    _card(surf, "3C", ox + cross - CW, oy + CH // 2 + 10, faces, screen=screen)          # East
    south = "5C" if legal else "QS"
    r = _card(surf, south, cx - CW // 2, oy + CH + 20, faces, selected=not legal, screen=screen)
    _mark(surf, legal, (r.right + 6, r.top + 8), screen=screen)
    if _two_columns(width):
        _caption(surf, caption_key, ox + cross + 30, oy + 10, text_w, screen=screen, look=look)
    else:
        _caption(surf, caption_key, 20, oy + trick_h + 10, text_w, screen=screen, look=look)
    return surf


def passing(width: int, faces: CardLook, *, screen: Screen, look: Look) -> pygame.Surface:
    """Three cards raised (chosen) out of a small hand, an arrow to the left, "Pass"."""
    CAPTION = caption_size(screen=screen)
    n, step = 7, 34
    hand_w = (n - 1) * step + CW
    two = _two_columns(width)
    text_w = width - hand_w - 90 if two else width - 40
    lines = _lines("rules.pic.passing", CAPTION, text_w, screen=screen)
    pic_h = CH + 60
    height = _height(pic_h, lines, two, 24, 16, screen=screen)
    surf = _frame(width, height, screen=screen, look=look)
    ox, oy = 24, 50
    cards = ["3C", "QS", "KS", "AS", "4D", "9H", "JH"]
    chosen = {"QS", "KS", "AS"}
    for i, code in enumerate(cards):
        lift = 22 if code in chosen else 0
        _card(surf, code, ox + i * step, oy - lift, faces, selected=code in chosen, screen=screen)
    # the arrow: to the left, over the chosen cards
    ay = 20
    x0, x1 = ox + 1 * step + CW // 2 + 2 * step, ox + 1 * step - 10
    px = screen.px
    pygame.draw.line(surf, theme.ACCENT, (px(x0), px(ay)), (px(x1 + 12), px(ay)), px(6))
    pygame.draw.polygon(surf, theme.ACCENT, [(px(x1), px(ay)), (px(x1 + 16), px(ay - 10)),
                                             (px(x1 + 16), px(ay + 10))])
    if two:
        _caption(surf, "rules.pic.passing", ox + hand_w + 40, 22, text_w, screen=screen, look=look)
    else:
        _caption(surf, "rules.pic.passing", 20, pic_h + 10, text_w, screen=screen, look=look)
    return surf


def moon(width: int, faces: CardLook, *, screen: Screen, look: Look) -> pygame.Surface:
    """All 13 hearts and the queen of spades in one pile: 0 for the shooter, 26 for the others."""
    CAPTION = caption_size(screen=screen)
    codes = ["QS"] + [f"{r}H" for r in ("2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A")]
    step = max(14, min(30, (width - 40 - CW) // (len(codes) - 1)))
    fan_w = (len(codes) - 1) * step + CW
    text_w = width - 40
    lines = _lines("rules.pic.moon", CAPTION, text_w, screen=screen)
    height = 20 + CH + 18 + lines * (CAPTION + 6) + 16
    surf = _frame(width, height, screen=screen, look=look)
    ox = (width - fan_w) // 2
    for i, code in enumerate(codes):
        _card(surf, code, ox + i * step, 18, faces, screen=screen)
    _caption(surf, "rules.pic.moon", 20, 18 + CH + 14, text_w, screen=screen, look=look)
    return surf


def free_cards(width: int, *, screen: Screen, look: Look) -> pygame.Surface:
    """Heart to Heart: a card is free when the cards covering it have gone.  Before: 7♥
    covered by 4♥ and 9♥ (both free).  After those two have gone: 7♥ is free."""
    CAPTION = caption_size(screen=screen)
    unit = (CW + 8) // 2
    group_w, group_h = CW + 2 * unit, CH // 2 + CH
    pic_w = 2 * group_w + 70
    two = width >= pic_w + 260
    text_w = width - pic_w - 70 if two else width - 40
    lines = _lines("rules.pic.free", CAPTION, text_w, screen=screen)
    pic_h = group_h + 28
    height = _height(pic_h, lines, two, 24, 12, screen=screen)
    surf = _frame(width, height, screen=screen, look=look)
    ox, oy = 20, 14

    def group(x: int, covered: bool) -> None:
        spots = [pygame.Rect(x + 2 * i * unit, oy + CH // 2, CW, CH) for i in range(2)]
        if not covered:  # the places the two lower cards left, under the now free 7♥
            for r in spots:
                draw_slot(surf, _sprite(Card.parse("7H"), r.x, r.y, screen=screen).rect,  # the card's device place
                          look.plain_cards)
        top = _sprite(Card.parse("7H"), x + unit, oy, screen=screen)
        top.dimmed = covered
        top.draw(surf, look=look.plain_cards)
        if covered:
            for code, r in zip(("4H", "9H"), spots, strict=True):
                _card(surf, code, r.x, r.y, look.plain_cards, screen=screen)

    group(ox, True)
    ax = ox + group_w + 12
    px, ay = screen.px, oy + group_h // 2
    pygame.draw.line(surf, theme.ACCENT, (px(ax), px(ay)), (px(ax + 34), px(ay)), px(5))
    pygame.draw.polygon(surf, theme.ACCENT, [(px(ax + 46), px(ay)), (px(ax + 32), px(ay - 10)),
                                             (px(ax + 32), px(ay + 10))])
    group(ox + group_w + 70, False)
    if two:
        _caption(surf, "rules.pic.free", ox + pic_w + 30, 20, text_w, screen=screen, look=look)
    else:
        _caption(surf, "rules.pic.free", 20, pic_h + 6, text_w, screen=screen, look=look)
    return surf


#: ``[name]`` in a rules body → the picture's painter (page width, the cards' faces, the
#: screen and the look → surface).
PICTURES: dict[str, Callable[[int, CardLook, Screen, Look], pygame.Surface]] = {
    "trick_legal": lambda w, faces, screen, look: trick(w, True, faces, screen=screen, look=look),
    "trick_illegal": lambda w, faces, screen, look: trick(w, False, faces, screen=screen, look=look),
    "passing": lambda w, faces, screen, look: passing(w, faces, screen=screen, look=look),
    "moon": lambda w, faces, screen, look: moon(w, faces, screen=screen, look=look),
    # Heart to Heart's cards: red and black always
    "free": lambda w, faces, screen, look: free_cards(w, screen=screen, look=look),
}


def picture(name: str, width: int, screen: Screen, look: Look, faces: CardLook | None = None) -> pygame.Surface | None:
    """The picture called ``name`` for a page ``width`` (device pixels of ``screen``) wide,
    at most that wide, in ``look``, its cards' faces in ``faces`` (Hearts' pages:
    ``Look.cards``; ``None``: red and black); ``None``: no such picture."""
    painter = PICTURES.get(name)
    if painter is None:
        return None
    return painter(min(int(width / screen.scale), 640), faces or look.plain_cards, screen, look)
