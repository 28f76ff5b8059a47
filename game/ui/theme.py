"""Sizes and colours shared by every screen, so both games look like one app.

The colours a setting changes are a :class:`Palette` (normal or high contrast); what draws
is given the one in use inside a ``Look`` (game/ui/look.py), never reads it from here, and
the screen's size is the window's ``Screen`` (game/ui/metrics.py), which it is given too."""

from __future__ import annotations

from typing import Literal, NamedTuple

#: The looks of a passing message (``message_styles``, ``Look.message_style``): "info", "undo", "error", "success".
MessageKind = Literal["info", "undo", "error", "success"]

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
