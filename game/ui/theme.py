"""Sizes and colours shared by every screen, so both games look like one app.

The colours a setting changes are a :class:`Palette` (normal or high contrast); what draws
is given the one in use inside a ``Look`` (game/ui/look.py), never reads it from here."""

from __future__ import annotations

from typing import Literal, NamedTuple

from game.ui.metrics import TAP_MIN, Form, Screen
from game.ui.viewport import LayoutKind

#: The looks of a passing message (``message_styles``, ``Look.message_style``): "info", "undo", "error", "success".
MessageKind = Literal["info", "undo", "error", "success"]

#: The logical screen of the current layout (see game/ui/viewport.py): 1280×720 landscape
#: or 720×1280 portrait.  Set only by ``use_layout`` (the app, when the window's aspect
#: changes); scenes read ``theme.WIDTH`` at draw/layout time, never copy it at import.
WIDTH, HEIGHT = 1280, 720
LAYOUT: LayoutKind = "landscape"
#: A landscape window as short as a phone held sideways (see viewport.is_compact): its
#: layouts ("compact") take portrait-sized targets, ``TAP_MIN["portrait"]``.
COMPACT = False
#: Device pixels per design pixel (see game/ui/viewport.py: ``scale_for``).  Layouts and
#: drawing constants are written in *design* pixels, for a screen whose short side is 720
#: to 864; on a bigger screen (a desktop, a tablet, a 2x laptop) the logical screen is the
#: device's own pixels and every design length is multiplied by SCALE (``px``), so cards
#: and letters are painted at the pixels they are seen at, never scaled up afterwards.
#: Text sizes handed to game/ui/text.py stay in design pixels: it scales them itself.
SCALE = 1.0
#: CSS pixels one pixel of the logical screen covers (the frame's scale into the window
#: over the device pixel ratio: 390/720 on a 390-CSS-px phone upright, 0.5 on its 2x
#: canvas, 1 on a desktop).  Set by the frame whenever the window is fitted; text.py
#: reads it to keep letters at least ``text.MIN_CSS_PX`` CSS pixels high.
CSS_PER_PX = 1.0
FPS_ACTIVE = 60
FPS_IDLE = 30

#: The default card size (logical pixels); scenes may ask the art for other sizes.
CARD_W, CARD_H = 92, 128

RGB = tuple[int, int, int]


class Palette(NamedTuple):
    """The colours high contrast changes: the felt, the text, the buttons and the card faces
    (``Look.palette`` is the one in use)."""

    name: str
    table: RGB
    table_dark: RGB
    table_light: RGB
    panel: RGB
    text: RGB
    text_dim: RGB
    button: RGB
    button_text: RGB
    button_off: RGB
    button_disabled: RGB
    red: RGB
    black: RGB
    card_face: RGB
    card_edge: RGB
    #: The card edge's width per card width (0: a hairline, one pixel whatever the size).
    card_edge_ratio: float
    #: A Hearts seat's plate (laid at 215/255 over the felt) and its edge while not to act.
    plate: RGB = (10, 48, 31)
    plate_edge: RGB = (60, 110, 82)
    #: A panel raised over the table (the hand's review) and a row on it.
    raised: RGB = (20, 62, 43)
    raised_row: RGB = (28, 78, 54)


#: The app's own colours.
NORMAL = Palette(
    name="normal", table=(17, 84, 54), table_dark=(11, 60, 38), table_light=(28, 110, 72), panel=(9, 44, 29),
    text=(244, 244, 236), text_dim=(190, 214, 198), button=(235, 235, 226), button_text=(24, 44, 34),
    button_off=(40, 96, 66), button_disabled=(120, 140, 128), red=(196, 28, 44), black=(26, 26, 34),
    card_face=(253, 252, 247), card_edge=(150, 150, 146), card_edge_ratio=0.0)
#: High contrast: a darker, plainer felt, white text (no pale greys), pure white buttons
#: (a disabled one dark, its grey letters on it at 5.5:1), and card faces with a strong
#: black edge, deeper red and black ink; the seats' plates and raised panels darker, a plate's
#: edge light.
HIGH_CONTRAST = Palette(
    name="high_contrast", table=(6, 40, 25), table_dark=(4, 32, 20), table_light=(8, 46, 29), panel=(0, 18, 10),
    text=(255, 255, 255), text_dim=(236, 242, 238), button=(255, 255, 255), button_text=(0, 0, 0),
    button_off=(0, 70, 40), button_disabled=(70, 90, 80), red=(176, 0, 24), black=(0, 0, 0), card_face=(255, 255, 255),
    card_edge=(0, 0, 0), card_edge_ratio=0.028, plate=(0, 14, 8), plate_edge=(170, 190, 180), raised=(0, 24, 14),
    raised_row=(10, 50, 31))
TEXT_DARK = (28, 30, 36)
ACCENT = (245, 196, 70)  # gold: selection, primary buttons
HINT = (90, 215, 255)  # cyan: hint outline
FOCUS = (255, 255, 255)
FOCUS_INNER = (40, 120, 255)
DANGER = (214, 64, 64)
#: An error said inside a dialog (on its dark green), e.g. under a mistyped deal code.
ERROR_TEXT = (255, 168, 156)

BUTTON_PRIMARY = ACCENT
BUTTON_ON = (245, 196, 70)

BACK = (138, 22, 40)
BACK_DARK = (96, 12, 28)
BACK_LINE = (214, 170, 92)


#: One look per kind of message, so an undo never reads as a mistake:
#: kind -> (background RGBA, border RGB or None, text RGB, leading mark).
#: "info": neutral news (code copied, new game); "undo": something taken back (calm blue,
#: a turning-back arrow ↺); "error": a refused move or bad input (red edge, "!"); "success": done.
def message_styles(palette: Palette) -> dict[MessageKind, tuple[tuple, tuple | None, tuple, str]]:
    """Each kind's look in ``palette`` (``Look.message_style`` reads them)."""
    text = palette.text
    return {
        "info": ((10, 20, 16, 225), None, text, ""),
        "undo": ((22, 48, 78, 235), (128, 184, 244), text, "\u21ba "),
        "error": ((92, 18, 28, 240), (255, 132, 132), (255, 232, 232), "! "),
        "success": ((16, 66, 38, 235), (150, 236, 170), text, "\u2713 "),
    }


MESSAGE_KINDS: tuple[MessageKind, ...] = tuple(message_styles(NORMAL))


def use_layout(kind: LayoutKind, size: tuple[int, int] | None = None, compact: bool = False,
               scale: float = 1.0, css_per_px: float = 1.0) -> None:
    """Make ``kind`` ("landscape" / "portrait") the current layout (WIDTH, HEIGHT, LAYOUT);
    ``size``: the logical screen (default: the kind's 16:9 one); ``compact``: a landscape
    phone (fingertip-sized targets); ``scale``: device pixels per design pixel (SCALE);
    ``css_per_px``: CSS pixels per logical pixel (CSS_PER_PX)."""
    use_screen(Screen.of(kind, size, compact, scale, css_per_px))


def use_screen(screen: Screen) -> None:
    """Mirror ``screen`` (the window's, game/ui/metrics.py) in this module's size globals,
    every one of them at once, for the drawing code that still reads them."""
    global WIDTH, HEIGHT, LAYOUT, COMPACT, SCALE, CSS_PER_PX
    WIDTH, HEIGHT = screen.width, screen.height
    LAYOUT = screen.kind
    COMPACT = screen.compact
    SCALE = screen.scale
    CSS_PER_PX = screen.css_per_px


def current_screen() -> Screen:
    """The screen the size globals mirror (``use_screen``), as the value layouts take."""
    return Screen(WIDTH, HEIGHT, LAYOUT, COMPACT, SCALE, CSS_PER_PX)


def px(length: float) -> int:
    """A design length in device pixels (rounded; a non-zero length stays at least 1)."""
    if SCALE == 1.0:
        return round(length)
    v = round(length * SCALE)
    return v if v or not length else (1 if length > 0 else -1)


def design_size() -> tuple[int, int]:
    """The logical screen in design pixels: what a layout function is laid out for."""
    return round(WIDTH / SCALE), round(HEIGHT / SCALE)


def scale_rect(rect) -> tuple[int, int, int, int]:
    """A design rectangle ``(x, y, w, h)`` in device pixels; edges are rounded, not sizes,
    so rectangles that touch in design pixels still touch."""
    x, y, w, h = rect
    if SCALE == 1.0:
        return int(x), int(y), int(w), int(h)
    left, top = round(x * SCALE), round(y * SCALE)
    return left, top, round((x + w) * SCALE) - left, round((y + h) * SCALE) - top


def form() -> Form:
    """What layout functions are given: "portrait", "landscape" or "compact" (landscape on
    a phone held sideways)."""
    return "compact" if COMPACT and LAYOUT == "landscape" else LAYOUT


def tap_min() -> int:
    """The smallest tap target now, logical px: a fingertip in portrait and compact."""
    return TAP_MIN["portrait"] if LAYOUT == "portrait" or COMPACT else TAP_MIN["landscape"]


def big() -> bool:
    """Phone-sized letters and targets: portrait, or landscape on a phone (compact)."""
    return LAYOUT == "portrait" or COMPACT


def portrait() -> bool:
    return LAYOUT == "portrait"
