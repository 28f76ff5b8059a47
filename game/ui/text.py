"""The shipped font (DejaVu Sans subset), cached faces and rendered strings, word wrapping.

Sizes are design pixels (see ``Screen.scale``): on a screen drawn at a scale the letters are
rendered at ``size * scale`` pixels, so every caller keeps its design size and still gets
sharp letters.  Widths and heights measured here (``wrap``, ``fit_size``, the rendered
surfaces) are device pixels, like the rectangles they are fitted into; every one of them is
given the ``Screen`` it is for (game/ui/metrics.py).  Card and picture
painting that already works in device pixels uses ``font_px`` / ``render_px``."""

from __future__ import annotations

import io
import math
from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from game.resources import read_asset
from game.ui.surface_cache import SurfaceCache

if TYPE_CHECKING:
    from game.ui.metrics import Screen

#: The shipped faces, by file name among the game's files (game/resources.py finds them).
REGULAR = "DejaVuSans-subset.ttf"
BOLD = "DejaVuSans-Bold-subset.ttf"

#: The faces opened, by pixel size and boldness, the most recently asked for last.
_fonts: dict[tuple[int, bool], pygame.font.Font] = {}
#: Faces kept open (about 75 KB each): one screen size asks for about 70; windows dragged
#: through many sizes ask for new ones, and those asked for longest ago are closed.
FONTS_KEPT = 128
_font_files: dict[bool, bytes] = {}
#: Rendered strings: labels are drawn every frame, and a clock's or a score's text changes.
_rendered = SurfaceCache(screens=1.0)
#: ``balanced_wrap``'s answers, by text, letters' pixel size, width and boldness.
_balanced: dict[tuple[str, int, int, bool], list[str]] = {}
_BALANCED_LIMIT = 600


#: No letters under this many CSS pixels on any screen (a font's pixel size, the height of
#: its line box less the leading): the one rule every design size passes through.  On a
#: phone upright (390 CSS px for 720 design px) that is 23 design pixels.
MIN_CSS_PX = 12
#: Windows smaller than the smallest phone (360 CSS px for 720 design px) are the design
#: picture scaled down: their letters are kept at what that phone gets, not grown further.
MIN_CSS_PER_PX = 0.5


def min_px_for(css_per_px: float) -> int:
    """The smallest font size, in pixels of a logical screen of ``css_per_px`` CSS pixels
    a pixel (``Screen.css_per_px``)."""
    per_px = max(MIN_CSS_PER_PX, css_per_px)
    return math.ceil(MIN_CSS_PX / per_px - 1e-9)


def _px(size: float, screen: Screen) -> int:
    """A design font size in pixels of ``screen``, never below ``min_px_for`` its CSS pixels."""
    scale, css_per_px = screen.scale, screen.css_per_px
    scaled = max(1, round(size * scale)) if scale != 1.0 else int(size)
    return max(scaled, min_px_for(css_per_px))


def font_size_px(size: float, screen: Screen) -> int:
    """The pixels a design font size is drawn at on ``screen``."""
    return _px(size, screen)


def font(size: int, bold: bool = False, *, screen: Screen) -> pygame.font.Font:
    """The face for a design size (``size * scale`` device pixels, on ``screen``)."""
    return font_px(_px(size, screen), bold)


def font_px(size: int, bold: bool = False) -> pygame.font.Font:
    """The face at ``size`` device pixels."""
    key = (int(size), bool(bold))
    f = _fonts.pop(key, None)
    if f is not None:
        _fonts[key] = f  # now the most recently asked for
    else:
        if not pygame.font.get_init():
            pygame.font.init()
        data = _font_files.get(key[1])
        if data is None:
            data = _font_files[key[1]] = read_asset(BOLD if key[1] else REGULAR)
        # From memory: opened by path, each size re-read the file in hundreds of small
        # seeks and reads (~5,000 system calls before the first menu frame).
        f = pygame.font.Font(io.BytesIO(data), key[0])
        _fonts[key] = f
        while len(_fonts) > FONTS_KEPT:
            del _fonts[next(iter(_fonts))]
    return f


def render(text: str, size: int, color: tuple, bold: bool = False, *, screen: Screen) -> pygame.Surface:
    """An antialiased rendering of ``text`` at a design size (on ``screen``), cached: the
    same label is drawn once."""
    return render_px(text, _px(size, screen), color, bold)


def render_px(text: str, size: int, color: tuple, bold: bool = False) -> pygame.Surface:
    """``render`` at ``size`` device pixels."""
    key = (text, int(size), tuple(color), bool(bold))
    surf = _rendered.get(key)
    if surf is None:
        surf = font_px(size, bold).render(text, True, color)
        _rendered[key] = surf
    return surf


def draw(
    surface: pygame.Surface,
    text: str,
    size: int,
    color: tuple,
    pos: tuple[int, int],
    anchor: str = "topleft",
    bold: bool = False,
    *,
    screen: Screen,
) -> pygame.Rect:
    """``text`` at a design size in ``color``, its ``anchor`` at ``pos`` (on ``screen``)."""
    img = render(text, size, color, bold, screen=screen)
    rect = img.get_rect(**{anchor: pos})
    surface.blit(img, rect)
    return rect


def wrap(text: str, size: int, width: int, bold: bool = False, *, screen: Screen) -> list[str]:
    """Greedy word wrap to ``width`` pixels; explicit newlines are kept."""
    f = font(size, bold, screen=screen)
    return _greedy_lines(text, f, width)


def _greedy_lines(text: str, f: pygame.font.Font, width: float) -> list[str]:
    """Words onto lines while ``f`` measures them within ``width``; newlines are kept."""
    lines: list[str] = []
    for para in text.split("\n"):
        line = ""
        for word in para.split(" "):
            candidate = word if not line else line + " " + word
            if f.size(candidate)[0] <= width or not line:
                line = candidate
            else:
                lines.append(line)
                line = word
        lines.append(line)
    return lines


def balanced_wrap(text: str, size: int, width: int, bold: bool = False, *, screen: Screen) -> list[str]:
    """``text`` on as few lines of at most ``width`` pixels as ``wrap`` needs (on
    ``screen``), each about as long as the others (the narrowest width that needs no more
    lines): no word left alone on a last line where the lines above have room to give it
    company."""
    key = (text, _px(size, screen), int(width), bool(bold))
    if key not in _balanced:
        lines = wrap(text, size, width, bold, screen=screen)
        lo, hi = width // max(1, len(lines)), width
        while len(lines) > 1 and lo < hi:
            mid = (lo + hi) // 2
            if len(wrap(text, size, mid, bold, screen=screen)) <= len(lines):
                hi = mid
            else:
                lo = mid + 1
        if len(_balanced) > _BALANCED_LIMIT:
            _balanced.clear()
        _balanced[key] = lines if len(lines) < 2 else wrap(text, size, hi, bold, screen=screen)
    return list(_balanced[key])


def wrap_items(items: list[str], size: int, width: int | Callable[[int], int], bold: bool = False,
               sep: str = " · ", most: int | None = None, *, screen: Screen) -> list[str]:
    """``items`` run on in lines joined by ``sep``, each line at most ``width`` pixels
    (or ``width(i)`` for line ``i``), never ending or starting with ``sep`` (a line that
    breaks between two items leaves it out).  An item goes whole onto a line of its own
    where it does not fit beside the one before, and only an item wider than a whole line
    breaks between its words; where that takes more than ``most`` lines, every line is
    filled instead, items breaking between their words too."""
    f = font(size, bold, screen=screen)

    def room(i: int) -> int:
        return width(i) if callable(width) else width

    def run_on(whole: bool) -> list[str]:
        lines: list[str] = []
        for item in items:
            if lines and f.size(lines[-1] + sep + item)[0] <= room(len(lines) - 1):
                lines[-1] += sep + item
                continue
            line = ""
            if lines and not whole:  # its first words beside the item before, if they fit
                line, lines = lines[-1] + sep.rstrip(" "), lines[:-1]
            for word in item.split(" "):
                candidate = f"{line} {word}" if line else word
                if line and f.size(candidate)[0] > room(len(lines)):
                    lines.append(line.removesuffix(sep.rstrip(" ")).rstrip(" "))
                    line = word
                else:
                    line = candidate
            lines.append(line)
        return lines

    lines = run_on(True)
    if most is not None and len(lines) > most:
        dense = run_on(False)
        if len(dense) < len(lines):
            return dense
    return lines


def fit_size(text: str, size: int, width: int, bold: bool = False, minimum: int = 10, *,
             screen: Screen) -> int:
    """The largest size up to ``size`` at which ``text`` fits in ``width`` pixels (or the
    smallest one allowed: letters never go under ``min_px``)."""
    while (size > minimum and _px(size - 1, screen) < _px(size, screen)
           and font(size, bold, screen=screen).size(text)[0] > width):
        size -= 1
    return size


def design_wrap(message: str, size: int, width: int, bold: bool = False, *,
                screen: Screen) -> list[str]:
    """``message`` wrapped to a *design* ``width`` where the design picture breaks it (the
    letters' design widths), so a page or a dialog keeps its lines, and with them its
    height, on every screen; drawn at the device size those lines may come out a little
    wider or narrower.  When one would not fit the device width (``px(width)``), the
    device wrap is used instead.  At scale 1 this is ``text.wrap``."""
    device_w = screen.px(width)
    if screen.scale == 1.0:
        return wrap(message, size, device_w, bold, screen=screen)
    design_font, device_font = font_px(size, bold), font(size, bold, screen=screen)
    lines = _greedy_lines(message, design_font, width)
    if any(device_font.size(line)[0] > device_w for line in lines if " " in line):
        return wrap(message, size, device_w, bold, screen=screen)
    return lines


def design_fit_size(message: str, size: int, width: int, bold: bool = False, minimum: int = 10, *,
                    screen: Screen) -> int:
    """``text.fit_size`` decided on the letters' design widths in a *design* ``width`` (the
    size the design picture picks), unless that size would not fit ``px(width)`` device
    pixels: then the device answer."""
    if screen.scale == 1.0:
        return fit_size(message, size, width, bold, minimum, screen=screen)
    fitted = size
    while fitted > minimum and font_px(fitted, bold).size(message)[0] > width:
        fitted -= 1
    if font(fitted, bold, screen=screen).size(message)[0] <= screen.px(width):
        return fitted
    return fit_size(message, size, screen.px(width), bold, minimum, screen=screen)
