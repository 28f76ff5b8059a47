"""Messages on the screen: toasts, and the pill any scene's note line is drawn in, its
words on balanced lines when it needs more than one."""

from __future__ import annotations

import pygame

from game.ui import text, theme


class Toast:
    """A short message at the bottom of the screen that goes away by itself.  ``kind``
    (``info``, ``undo``, ``error``, ``success``: theme.MESSAGE_STYLES) gives it its look."""

    def __init__(self, message: str, seconds: float = 2.4, kind: theme.MessageKind = "info") -> None:
        self.message = message
        self.left = seconds
        self.kind: theme.MessageKind = kind if kind in theme.MESSAGE_STYLES else "info"

    def update(self, dt: float) -> bool:
        self.left -= dt
        return self.left <= 0

    def draw(self, surface: pygame.Surface, index: int = 0,
             anchor: tuple[int, int] | None = None, max_width: int | None = None) -> pygame.Rect:
        """The ``index``-th message from the bottom, stacked upwards from ``anchor`` (the
        lowest one's midbottom; default: centred near the bottom of the screen), at most
        ``max_width`` wide (a scene keeping messages in a column of its own)."""
        h = message_pill_height(24)
        x, y = anchor or (theme.WIDTH // 2, theme.HEIGHT - theme.px(40))
        self.rect = message_pill(surface, self.message, self.kind, (x, y - index * (h + theme.px(10))), 24,
                                 max_width=max_width or None)
        return self.rect


def message_pill_height(size: int) -> int:
    """A one-line pill's height at a design text size, in device pixels."""
    return text.font(size).get_linesize() + theme.px(24)


def message_pill(surface: pygame.Surface, message: str, kind: str, midbottom: tuple[int, int],
                 size: int = 24, max_width: int | None = None) -> pygame.Rect:
    """A message in its kind's look (theme.MESSAGE_STYLES): toasts, and any scene's
    note line, so an undo never wears the error's colours.  Returns the box drawn."""
    px = theme.px  # ``max_width`` and ``midbottom`` are device pixels, ``size`` a design size
    bg, border, fg, mark = theme.message_style(kind)
    r, lines, size = _pill_box(message, kind, size, max_width)
    imgs = [text.render(one, size, fg, bold=kind == "error") for one in lines]
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


def _pill_box(message: str, kind: str, size: int, max_width: int | None) -> tuple[pygame.Rect, list[str], int]:
    """A message pill's size (at the origin), its lines and their text size."""
    px = theme.px
    if max_width is None:  # the current layout's width, not the one at import time
        max_width = theme.WIDTH - px(120)
    mark = theme.message_style(kind)[3]
    line = mark + message
    design_room, bold = round(max_width / theme.SCALE) - 44, kind == "error"  # (an error is drawn bold)
    fitted = text.design_fit_size(line, size, design_room, bold=bold, minimum=14)
    # A long message (a save set aside) keeps a readable size on balanced lines instead.
    # (On a phone letters keep a smallest size, so ``fitted`` may still be too wide: then wrap.)
    one_line = fitted >= min(size, 20) and text.font(fitted, bold).size(line)[0] <= max_width - px(44)
    lines = [line] if one_line else text.balanced_wrap(line, size, max_width - px(44), bold)
    if len(lines) == 1:
        size = fitted
    f = text.font(size, kind == "error")
    wide = max(f.size(one)[0] for one in lines)
    if len(lines) == 1 and theme.SCALE != 1.0:  # the design picture's box, unless the letters need more
        wide = max(wide, px(text.font_px(size, kind == "error").size(line)[0]))
    r = pygame.Rect(0, 0, wide, f.get_height() * len(lines))
    r.inflate_ip(px(44), px(24))
    return r, lines, size


def message_pill_box(message: str, kind: str, size: int = 24, max_width: int | None = None) -> pygame.Rect:
    """The box ``message_pill`` would draw (at the origin): for finding it a free place."""
    return _pill_box(message, kind, size, max_width)[0]


_BALANCED: dict[tuple[str, int, int, int], list[str]] = {}


def balanced_lines(message: str, size: int, width: int) -> list[str]:
    """``message`` wrapped to ``width`` on as few lines as it needs, each about as long
    as the others (the narrowest width that needs no more lines); cached per message and
    the letters' size in pixels (a design size is more or fewer pixels on another screen)."""
    key = (message, size, width, text.font_size_px(size))
    if key not in _BALANCED:
        lines = text.wrap(message, size, width)
        lo, hi = width // max(1, len(lines)), width
        while lo < hi:
            mid = (lo + hi) // 2
            if len(text.wrap(message, size, mid)) <= len(lines):
                hi = mid
            else:
                lo = mid + 1
        if len(_BALANCED) > 64:
            _BALANCED.clear()
        _BALANCED[key] = text.wrap(message, size, hi)
    return _BALANCED[key]
