"""The window, the logical screen and the page's viewport: which layout, and where it lands.

Layouts are designed for a screen whose short side is 720 (landscape: 720 high, portrait:
720 wide) up to 864, and whose long side follows the window's aspect (``logical_size``,
the *design* screen): 1280×720 at 16:9, 1558×720 on a 844×390 phone held sideways,
720×1558 on a 19.5:9 phone held upright, 780×1688 on its 2x canvas.  Windows less
elongated than 16:9 (4:3 tablets, 16:10 laptops) keep the long side and get more short
side.  A bigger window is drawn at its own pixels (``screen_size``, ``scale_for``): the
logical screen is the window and every design length is multiplied by ``Screen.scale``,
so a desktop, a tablet or a 2x laptop gets crisp letters and cards, nothing scaled up.
Only beyond ``MIN_ASPECT``..``MAX_ASPECT`` (or a window smaller than the design screen, or
bigger than ``MAX_DEVICE_SHORT``) does the frame scale the picture into the window,
centred, with the table colour in the margins.  ``Fit`` maps between the two, both ways,
so a tap in window pixels finds the same target the drawing shows.

In the browser the page offers ``window.hh_viewport()`` → ``{"w": css_w, "h": css_h,
"dpr": devicePixelRatio}`` (JSON); without it ``innerWidth``/``innerHeight``/
``devicePixelRatio`` are read.  ``ViewportWatcher`` polls it twice a second (a property
read; never per frame) and reports a new framebuffer size when it changed: the device
pixels (up to 2x, short side up to ``MAX_CANVAS_SHORT``, ``canvas_size``), so in the
browser Python never rescales a picture; the page's CSS fits the canvas to the page.
"""

from __future__ import annotations

import math
import os
from typing import Any, Final, Literal

#: The two layouts (``kind_for`` picks one from the window's aspect).
LayoutKind = Literal["landscape", "portrait"]

LANDSCAPE: Final = "landscape"
PORTRAIT: Final = "portrait"
#: The logical screen of each layout kind.
LOGICAL: dict[LayoutKind, tuple[int, int]] = {LANDSCAPE: (1280, 720), PORTRAIT: (720, 1280)}
#: The short and the long side of the logical screen at 16:9 (the layouts' design size).
SHORT, LONG = 720, 1280
#: The largest short side drawn 1:1 (a 432-CSS-px phone at 2x); beyond, the picture is
#: scaled up.  Layouts are written for 720 and use the extra room (at most 20 %).
MAX_SHORT = 864
#: The long side over the short side the logical screen follows; beyond: margins.  A
#: landscape window may be squarer, down to ``MIN_LANDSCAPE_ASPECT`` (a square desktop
#: window is used whole, not given a 4:3 band between empty bars).
MIN_ASPECT, MAX_ASPECT = 4 / 3, 2.4
MIN_LANDSCAPE_ASPECT = 1.0
#: A landscape window squarer than 4:3 gets a logical screen no wider than twice the
#: window (its letters stay as big as a phone's: 12 CSS px), and no narrower than this.
SQUARE_MIN_WIDTH = 1200
#: A landscape window less tall than this (CSS px) is a phone held sideways: its layouts
#: take portrait-sized (fingertip) targets ("compact").
COMPACT_CSS_HEIGHT = 540
#: A squarer-than-4:3 window drawn at this many CSS px a logical pixel or fewer is laid
#: out as a phone held sideways is ("compact"): a desktop layout's letters would not fit.
COMPACT_CSS_PER_PX = 0.6
#: A fingertip, CSS px (Apple's and Google's guidance).
FINGER_CSS = 44
#: Framebuffer pixels per CSS pixel at most (beyond 2× nobody sees a difference, and every
#: extra pixel costs drawing time on a phone).
MAX_DPR = 2.0
#: Seconds between two looks at the page's viewport.
POLL_SECONDS = 0.5
#: The smallest window we lay out for (a smaller one is drawn scaled down all the same).
MIN_SIZE = 64


def kind_for(width: int, height: int) -> LayoutKind:
    """Portrait when the window is taller than wide, else landscape (a square: landscape)."""
    return PORTRAIT if height > width else LANDSCAPE


def logical_size(width: int, height: int) -> tuple[int, int]:
    """The logical screen for a ``width`` x ``height`` window: the same aspect as the window
    within ``MIN_ASPECT``..``MAX_ASPECT`` (long side over short side); from 16:9 up its
    short side is the window's own between 720 and ``MAX_SHORT`` (a phone's 2x canvas, 720
    to 864 px across, is then drawn 1:1: nothing resampled, so sharp and cheaper), below
    16:9 its long side is 16/9 of that (a window squarer than 4:3: at most twice its own,
    ``SQUARE_MIN_WIDTH`` at least)."""
    width, height = max(1, int(width)), max(1, int(height))
    long_side, short_side = max(width, height), min(width, height)
    lowest = MIN_LANDSCAPE_ASPECT if kind_for(width, height) == LANDSCAPE else MIN_ASPECT
    aspect = min(MAX_ASPECT, max(lowest, long_side / short_side))
    short = min(MAX_SHORT, max(SHORT, short_side))
    if aspect >= LONG / SHORT:
        long_px, short_px = round(short * aspect), short
        if long_px == long_side + 1 or long_px == long_side - 1:
            long_px = long_side  # rounding: keep a window drawn 1:1 exactly 1:1
    else:
        long_px = round(short * LONG / SHORT)
        if aspect < MIN_ASPECT:  # squarer than 4:3: letters no smaller than a phone's
            long_px = min(long_px, max(SQUARE_MIN_WIDTH, 2 * long_side))
        short_px = round(long_px / aspect)
    return (short_px, long_px) if kind_for(width, height) == PORTRAIT else (long_px, short_px)


#: Draw screens bigger than the design screen at their own pixels (``scale_for``); off
#: (``HH_DEVICE_PIXELS=0``, for tools/scale_check.py): the design picture is scaled up.
DEVICE_PIXELS = os.environ.get("HH_DEVICE_PIXELS", "1") != "0"
#: The largest short side drawn at device pixels: natively a 4K screen (every pixel drawn
#: 1:1 costs less than scaling a smaller picture up on the CPU); a bigger window gets this
#: and the frame scales the rest.
MAX_DEVICE_SHORT = 2160
#: The largest short side of a browser canvas: every pixel costs about four times as much
#: in WebAssembly, and a 1440x900-CSS-px laptop's full 2x canvas (2880x1800) missed the
#: 6 ms animated-frame budget natively already (tools/bench/bench.py); it gets 2304x1440,
#: which the page's CSS scales the last 1.25x.  A desktop at 1x or 1.25x is drawn 1:1.
MAX_CANVAS_SHORT = 1440


def scale_for(width: int, height: int) -> float:
    """Device pixels per design pixel for a ``width`` x ``height`` window: 1 while the
    window is no bigger than the design screen (``logical_size``), else as much as the
    design screen fits in the window (its short side at most ``MAX_DEVICE_SHORT``)."""
    if not DEVICE_PIXELS:
        return 1.0
    width, height = max(1, int(width)), max(1, int(height))
    dw, dh = logical_size(width, height)
    s = min(width / dw, height / dh, MAX_DEVICE_SHORT / min(dw, dh))
    return s if s > 1.0 else 1.0


def screen_size(width: int, height: int) -> tuple[int, int]:
    """The logical screen the scenes draw on: the design screen (``logical_size``) times
    ``scale_for``, which is the window itself whenever its aspect is within
    ``MIN_ASPECT``..``MAX_ASPECT`` (rounding never leaves a one-pixel seam)."""
    design = logical_size(width, height)
    s = scale_for(width, height)
    if s == 1.0:
        return design
    out = []
    for d, w in zip(design, (max(1, int(width)), max(1, int(height))), strict=True):
        v = round(d * s)
        out.append(w if abs(v - w) <= 1 else min(v, w))
    return out[0], out[1]


def is_compact(width: int, height: int, dpr: float = 1.0) -> bool:
    """A landscape window whose targets must be as big as in portrait: so short (a phone
    held sideways) that it is less than ``COMPACT_CSS_HEIGHT`` CSS px high, or squarer
    than 4:3 and so small that its logical screen is drawn at a phone's scale (at most
    ``COMPACT_CSS_PER_PX`` CSS px a pixel: a 600x600 window's 1200x1200)."""
    if kind_for(width, height) != LANDSCAPE:
        return False
    if height / max(1e-6, dpr) < COMPACT_CSS_HEIGHT:
        return True
    if width / max(1, height) >= MIN_ASPECT:
        return False
    return width / max(1e-6, dpr) / logical_size(width, height)[0] <= COMPACT_CSS_PER_PX


def framebuffer_size(css_w: float, css_h: float, dpr: float) -> tuple[int, int]:
    """Device pixels for a CSS viewport, the ratio capped at ``MAX_DPR`` (and at least 1)."""
    try:
        ratio = float(dpr)
    except (TypeError, ValueError):
        ratio = 1.0
    if not math.isfinite(ratio) or ratio <= 0:
        ratio = 1.0
    ratio = min(ratio, MAX_DPR)
    return (_pixels(css_w, ratio), _pixels(css_h, ratio))


#: The largest canvas side asked of SDL (a page reporting an absurd width gets this).
MAX_SIZE = 8192


def _pixels(css: float, ratio: float) -> int:
    """Device pixels for one CSS length, within MIN_SIZE..MAX_SIZE (NaN/inf: MIN_SIZE)."""
    try:
        x = float(css) * ratio
    except (TypeError, ValueError, OverflowError):
        return MIN_SIZE
    if not math.isfinite(x):
        return MIN_SIZE if x != x or x < 0 else MAX_SIZE
    return min(MAX_SIZE, max(MIN_SIZE, round(x)))


def canvas_size(css_w: float, css_h: float, dpr: float) -> tuple[int, int]:
    """The framebuffer to ask the page for: the device pixels (``framebuffer_size``), drawn
    1:1 at ``scale_for`` (short side at most ``MAX_CANVAS_SHORT``; a bigger screen gets that
    and the page's CSS scales it the rest of the way on the GPU).  Python never rescales a
    picture in the browser.  With ``DEVICE_PIXELS`` off: the device pixels while the design
    screen can be that big (a phone's 2x canvas), else the design screen, scaled by CSS."""
    w, h = framebuffer_size(css_w, css_h, dpr)
    if DEVICE_PIXELS and min(w, h) > MAX_CANVAS_SHORT:
        k = MAX_CANVAS_SHORT / min(w, h)
        w, h = max(MIN_SIZE, round(w * k)), max(MIN_SIZE, round(h * k))
    return screen_size(w, h)


def read_browser_viewport(browser: Any) -> tuple[float, float, float] | None:
    """(CSS width, CSS height, device pixel ratio) from the page, or ``None`` if unreadable.

    ``browser`` is pygbag's ``platform`` module (a fake one in tests).
    """
    window = getattr(browser, "window", None)
    if window is None:
        return None
    try:
        raw = window.hh_viewport()
        import json  # the page's answer only: not needed natively

        data = json.loads(str(raw))
        w, h, dpr = float(data["w"]), float(data["h"]), float(data.get("dpr", 1) or 1)
        if w > 0 and h > 0 and math.isfinite(w) and math.isfinite(h):
            return w, h, dpr
    except Exception:
        pass  # no helper on this page (or it failed): ask the window itself
    try:
        w, h = float(window.innerWidth), float(window.innerHeight)
        try:
            dpr = float(window.devicePixelRatio or 1)
        except Exception:
            dpr = 1.0
        if w > 0 and h > 0 and math.isfinite(w) and math.isfinite(h):
            return w, h, dpr
    except Exception:
        pass
    return None


class Fit:
    """The logical screen scaled into the window: uniform ``scale``, centred at ``offset``.

    A value, equal when both sizes are.  A plain class, not a ``@dataclass``: that is
    built with ``exec`` at import, in the time to the first menu frame."""

    __slots__ = ("window", "logical")

    def __init__(self, window: tuple[int, int], logical: tuple[int, int]) -> None:
        self.window = window
        self.logical = logical

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Fit):
            return NotImplemented
        return (self.window, self.logical) == (other.window, other.logical)

    def __hash__(self) -> int:
        return hash((self.window, self.logical))

    def __repr__(self) -> str:
        return f"Fit(window={self.window!r}, logical={self.logical!r})"

    @property
    def scale(self) -> float:
        (ww, wh), (lw, lh) = self.window, self.logical
        return max(1e-6, min(ww / lw, wh / lh))

    @property
    def dest(self) -> tuple[int, int, int, int]:
        """Where the logical screen lands in the window: (x, y, w, h)."""
        (ww, wh), (lw, lh) = self.window, self.logical
        s = self.scale
        w, h = min(ww, round(lw * s)), min(wh, round(lh * s))
        return (ww - w) // 2, (wh - h) // 2, w, h

    @property
    def identity(self) -> bool:
        return self.window == self.logical

    def to_logical(self, pos: tuple[float, float]) -> tuple[int, int]:
        """A window pixel → the logical pixel drawn there (outside the picture: beyond its edge)."""
        x, y, w, h = self.dest
        lw, lh = self.logical
        return (math.floor((pos[0] - x) * lw / max(1, w)), math.floor((pos[1] - y) * lh / max(1, h)))

    def to_window(self, rect: tuple[int, int, int, int]) -> tuple[int, int, int, int]:
        """A logical rectangle → the window rectangle covering it (rounded outwards)."""
        x, y, w, h = self.dest
        lw, lh = self.logical
        sx, sy = w / lw, h / lh
        left, top = math.floor(x + rect[0] * sx), math.floor(y + rect[1] * sy)
        right, bottom = math.ceil(x + (rect[0] + rect[2]) * sx), math.ceil(y + (rect[1] + rect[3]) * sy)
        return left, top, right - left, bottom - top

    def css_px(self, logical_px: float, css_width: float) -> float:
        """How many CSS pixels ``logical_px`` covers when the window is ``css_width`` CSS px wide."""
        return logical_px * self.scale * css_width / self.window[0]


class ViewportWatcher:
    """Polls the page's viewport every ``POLL_SECONDS``; ``poll`` returns a new framebuffer
    size when it changed (else ``None``).  Any failure reads as "no change"."""

    def __init__(self, browser: Any, current: tuple[int, int] | None = None) -> None:
        self.browser = browser
        self.current = current
        #: Framebuffer pixels per CSS pixel last seen (capped like the framebuffer).
        self.dpr = 1.0
        self.since = POLL_SECONDS  # the first poll looks at once

    def size_now(self) -> tuple[int, int] | None:
        seen = read_browser_viewport(self.browser)
        if seen is None:
            return None
        size = canvas_size(*seen)
        self.dpr = max(1e-6, size[1] / max(1e-6, seen[1]))  # framebuffer px per CSS px
        return size

    def poll(self, dt: float, force: bool = False) -> tuple[int, int] | None:
        self.since += dt
        if not force and self.since < POLL_SECONDS:
            return None
        self.since = 0.0
        size = self.size_now()
        if size is None or size == self.current:
            return None
        self.current = size
        return size
