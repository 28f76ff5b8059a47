"""Messages on the screen: toasts, and the pill any scene's note line is drawn in, its
words on balanced lines when it needs more than one."""

from __future__ import annotations

import pygame

from game.ui import text, theme
from game.ui.look import Look
from game.ui.metrics import Screen


class Toast:
    """A short message at the bottom of the screen that goes away by itself.  ``kind``
    (``info``, ``undo``, ``error``, ``success``: ``Look.message_style``) gives it its look."""

    def __init__(self, message: str, seconds: float = 2.4, kind: theme.MessageKind = "info") -> None:
        self.message = message
        self.left = seconds
        self.kind: theme.MessageKind = kind if kind in theme.MESSAGE_KINDS else "info"

    def update(self, dt: float) -> bool:
        self.left -= dt
        return self.left <= 0

    def draw(self, surface: pygame.Surface, index: int = 0, anchor: tuple[int, int] | None = None,
             max_width: int | None = None, *, screen: Screen, look: Look) -> pygame.Rect:
        """The ``index``-th message from the bottom, stacked upwards from ``anchor`` (the
        lowest one's midbottom; default: centred near the bottom of the screen), at most
        ``max_width`` wide (a scene keeping messages in a column of its own)."""
        h = message_pill_height(24, screen=screen)
        x, y = anchor or (screen.width // 2, screen.height - screen.px(40))
        self.rect = message_pill(surface, self.message, self.kind, (x, y - index * (h + screen.px(10))), 24,
                                 max_width=max_width or None, screen=screen, look=look)
        return self.rect


def message_pill_height(size: int, *, screen: Screen) -> int:
    """A one-line pill's height at a design text size, in device pixels."""
    return text.font(size, screen=screen).get_linesize() + screen.px(24)


def message_pill(surface: pygame.Surface, message: str, kind: str, midbottom: tuple[int, int],
                 size: int = 24, max_width: int | None = None, *, screen: Screen, look: Look) -> pygame.Rect:
    """A message in its kind's look (``look.message_style``): toasts, and any scene's
    note line, so an undo never wears the error's colours.  Returns the box drawn."""
    px = screen.px  # ``max_width`` and ``midbottom`` are device pixels, ``size`` a design size
    bg, border, fg, mark = look.message_style(kind)
    r, lines, size = _pill_box(message, kind, size, max_width, screen=screen, look=look)
    imgs = [text.render(one, size, fg, bold=kind == "error", screen=screen) for one in lines]
    r.midbottom = midbottom
    # Whatever the anchor (a note beside the cards, near an edge), the pill stays on screen.
    r.clamp_ip(surface.get_rect().inflate(-px(8), -px(8)))
    radius = r.h // 2 if len(lines) == 1 else px(18)
    box = pygame.Surface(r.size, pygame.SRCALPHA)
    pygame.draw.rect(box, bg, box.get_rect(), border_radius=radius)
    if border is not None:
        pygame.draw.rect(box, border, box.get_rect(), width=px(2), border_radius=radius)
    surface.blit(box, r)
    y = r.y + px(12)
    for img in imgs:
        surface.blit(img, img.get_rect(midtop=(r.centerx, y)))
        y += img.get_height()
    return r


def _pill_box(message: str, kind: str, size: int, max_width: int | None, *, screen: Screen,
              look: Look) -> tuple[pygame.Rect, list[str], int]:
    """A message pill's size (at the origin), its lines and their text size."""
    px = screen.px
    if max_width is None:  # the current layout's width, not the one at import time
        max_width = screen.width - px(120)
    mark = look.message_style(kind)[3]
    line = mark + message
    design_room, bold = round(max_width / screen.scale) - 44, kind == "error"  # (an error is drawn bold)
    fitted = text.design_fit_size(line, size, design_room, bold=bold, minimum=14, screen=screen)
    # A long message (a save set aside) keeps a readable size on balanced lines instead.
    # (On a phone letters keep a smallest size, so ``fitted`` may still be too wide: then wrap.)
    one_line = fitted >= min(size, 20) and text.font(fitted, bold, screen=screen).size(line)[0] <= max_width - px(44)
    lines = [line] if one_line else text.balanced_wrap(line, size, max_width - px(44), bold, screen=screen)
    if len(lines) == 1:
        size = fitted
    f = text.font(size, kind == "error", screen=screen)
    wide = max(f.size(one)[0] for one in lines)
    if len(lines) == 1 and screen.scale != 1.0:  # the design picture's box, unless the letters need more
        wide = max(wide, px(text.font_px(size, kind == "error").size(line)[0]))
    r = pygame.Rect(0, 0, wide, f.get_height() * len(lines))
    r.inflate_ip(px(44), px(24))
    return r, lines, size


def message_pill_box(message: str, kind: str, size: int = 24, max_width: int | None = None, *, screen: Screen,
                     look: Look) -> pygame.Rect:
    """The box ``message_pill`` would draw (at the origin): for finding it a free place."""
    return _pill_box(message, kind, size, max_width, screen=screen, look=look)[0]


_BALANCED: dict[tuple[str, int, int, int], list[str]] = {}


def balanced_lines(message: str, size: int, width: int, screen: Screen) -> list[str]:
    """``message`` wrapped to ``width`` on as few lines as it needs, each about as long
    as the others (the narrowest width that needs no more lines); cached per message and
    the letters' size in pixels (a design size is more or fewer pixels on another screen)."""
    key = (message, size, width, text.font_size_px(size, screen))
    if key not in _BALANCED:
        lines = text.wrap(message, size, width, screen=screen)
        lo, hi = width // max(1, len(lines)), width
        while lo < hi:
            mid = (lo + hi) // 2
            if len(text.wrap(message, size, mid, screen=screen)) <= len(lines):
                hi = mid
            else:
                lo = mid + 1
        if len(_BALANCED) > 64:
            _BALANCED.clear()
        _BALANCED[key] = text.wrap(message, size, hi, screen=screen)
    return _BALANCED[key]
