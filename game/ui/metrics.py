"""The screen a layout is made for: a frozen value the window makes when its size changes.

Layout functions take a :class:`Screen` instead of reading the size from module globals:
the logical screen's pixels, its layout kind, whether it is a phone held sideways
(compact), the device pixels per design pixel (``scale``) and the CSS pixels per logical
pixel (``css_per_px``, for the smallest letters).  ``Screen.for_window`` makes the one a
window of a given size gets (game/ui/viewport.py decides each part).
"""

from __future__ import annotations

from typing import Any, Literal

from game.ui.viewport import LayoutKind

#: What layout functions are given (``form``): a layout, or "compact" (landscape on a phone
#: held sideways).
Form = Literal["landscape", "portrait", "compact"]
#: The smallest tap target (buttons, rows) of each layout, in logical pixels.  In portrait
#: the 720 logical pixels are a phone's ~390 CSS pixels: 84 logical ≈ 45 CSS px, above the
#: 44 CSS px a fingertip needs.
TAP_MIN: dict[LayoutKind, int] = {"landscape": 44, "portrait": 88}


#: The card sizes a player may choose (setting ``comfort.card_size``).
CARD_SIZES = ("normal", "large")


class Screen:
    """The logical screen a layout is made for (device pixels) and how it is seen.

    A frozen value (a plain class, not a dataclass: the first frame builds none)."""

    __slots__ = ("width", "height", "kind", "compact", "scale", "css_per_px", "card_size", "left_handed")
    width: int
    height: int
    kind: LayoutKind
    #: A landscape window as short as a phone held sideways: fingertip-sized targets.
    compact: bool
    #: Device pixels per design pixel (at least 1): layouts work in design pixels, and
    #: ``px`` / ``scale_rect`` turn their answers into device pixels.
    scale: float
    #: CSS pixels one logical pixel covers (390/720 on a phone upright, 1 on a desktop).
    css_per_px: float
    #: The player's card size (setting ``comfort.card_size``): "normal" or "large" (the
    #: hand's cards as big as the layout has room for).
    card_size: str
    #: The player's hand (setting ``comfort.left_handed``): in landscape the buttons on the left.
    left_handed: bool

    def __init__(self, width: int = 1280, height: int = 720, kind: LayoutKind = "landscape",
                 compact: bool = False, scale: float = 1.0, css_per_px: float = 1.0,
                 card_size: str = "normal", left_handed: bool = False) -> None:
        values = (width, height, kind, compact, scale, css_per_px, card_size, left_handed)
        for name, value in zip(self.__slots__, values, strict=True):
            object.__setattr__(self, name, value)

    def __setattr__(self, name: str, value: Any) -> None:
        raise AttributeError(f"a Screen is frozen: {name} cannot be set (use replace)")

    def _values(self) -> tuple:
        return tuple(getattr(self, name) for name in self.__slots__)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Screen):
            return NotImplemented
        return self._values() == other._values()

    def __hash__(self) -> int:
        return hash(self._values())

    def __repr__(self) -> str:
        return "Screen(" + ", ".join(f"{n}={v!r}" for n, v in zip(self.__slots__, self._values(), strict=True)) + ")"

    def replace(self, **changes: Any) -> Screen:
        """This screen with some of its parts changed."""
        return Screen(**{**dict(zip(self.__slots__, self._values(), strict=True)), **changes})

    @classmethod
    def of(cls, kind: LayoutKind, size: tuple[int, int] | None = None, compact: bool = False,
           scale: float = 1.0, css_per_px: float = 1.0) -> Screen:
        """The screen of layout ``kind``; ``size``: its logical pixels (default: the kind's
        16:9 design screen); ``compact`` only counts in landscape; ``scale`` at least 1."""
        from game.ui.viewport import LOGICAL

        width, height = size or LOGICAL[kind]
        return cls(int(width), int(height), kind, bool(compact) and kind == "landscape",
                   max(1.0, float(scale)), float(css_per_px))

    @classmethod
    def for_window(cls, size: tuple[int, int], dpr: float = 1.0, card_size: str = "normal",
                   left_handed: bool = False) -> Screen:
        """The screen a window (canvas) of ``size`` device pixels at ``dpr`` device pixels
        per CSS pixel is drawn on (see game/ui/viewport.py), with the player's card size
        and hand."""
        from game.ui import viewport

        kind = viewport.kind_for(*size)
        logical = viewport.screen_size(*size)
        css_per_px = viewport.Fit(size, logical).scale / max(1e-6, dpr)
        screen = cls.of(kind, logical, viewport.is_compact(*size, dpr), viewport.scale_for(*size), css_per_px)
        return screen.replace(card_size=card_size if card_size in CARD_SIZES else "normal",
                              left_handed=bool(left_handed))

    @property
    def large_cards(self) -> bool:
        """The player asked for large cards (``card_size``)."""
        return self.card_size == "large"

    @property
    def size(self) -> tuple[int, int]:
        """The logical screen, device pixels."""
        return self.width, self.height

    @property
    def form(self) -> Form:
        """What layout functions are given: "portrait", "landscape" or "compact"."""
        return "compact" if self.compact and self.kind == "landscape" else self.kind

    @property
    def portrait(self) -> bool:
        return self.kind == "portrait"

    @property
    def big(self) -> bool:
        """Phone-sized letters and targets: portrait, or landscape on a phone (compact)."""
        return self.kind == "portrait" or self.compact

    @property
    def tap_min(self) -> int:
        """The smallest tap target, logical px: a fingertip in portrait and compact."""
        return TAP_MIN["portrait"] if self.big else TAP_MIN["landscape"]

    def design_size(self) -> tuple[int, int]:
        """The logical screen in design pixels: what a layout function is laid out for."""
        return round(self.width / self.scale), round(self.height / self.scale)

    def px(self, length: float) -> int:
        """A design length in device pixels (rounded; a non-zero length stays at least 1)."""
        if self.scale == 1.0:
            return round(length)
        v = round(length * self.scale)
        return v if v or not length else (1 if length > 0 else -1)

    def point(self, p: tuple[float, float]) -> tuple[int, int]:
        """A design point in device pixels."""
        return self.px(p[0]), self.px(p[1])

    def scale_rect(self, rect: tuple[float, float, float, float] | object) -> tuple[int, int, int, int]:
        """A design rectangle ``(x, y, w, h)`` in device pixels; edges are rounded, not
        sizes, so rectangles that touch in design pixels still touch."""
        x, y, w, h = rect  # type: ignore[misc]  # a tuple or a pygame.Rect
        if self.scale == 1.0:
            return int(x), int(y), int(w), int(h)
        left, top = round(x * self.scale), round(y * self.scale)
        return left, top, round((x + w) * self.scale) - left, round((y + h) * self.scale) - top


#: The screen before any window is open: the 1280x720 design screen.
DESIGN = Screen()
