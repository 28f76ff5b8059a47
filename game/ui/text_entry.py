"""The one-line text field of the deal-code dialog, and reading the clipboard into it.

Characters come from SDL's TEXTINPUT events only (a real keyboard sends a KEYDOWN *and* a
TEXTINPUT for each key); KEYDOWN is for the editing keys.  In the browser the page lays a
real HTML input over the field (game/ui/web_text.py) so that a phone's keyboard comes up.
"""

from __future__ import annotations

import sys
import unicodedata
from collections.abc import Callable
from typing import TYPE_CHECKING, Protocol

import pygame

from game.ui import text, theme
from game.ui.labels import Label
from game.ui.labels import label_text as _label

if TYPE_CHECKING:
    from game.ui.metrics import Screen


class Holder(Protocol):
    """The dialog a field stands in, as the field sees it: whether it has closed."""

    closed: bool


class TextEntry:
    """A one-line text field (deal codes).  Typing, Backspace, Ctrl+V / the Paste button."""

    focusable = True

    def __init__(self, name: str, rect, *, max_len: int = 24,
                 allowed: str | None = None, on_submit: Callable[[str], None] | None = None,
                 prompt: Label = "", on_paste: Callable[[str], str] | None = None,
                 paste_replaces: bool = False, shown: Callable[[str], str] | None = None) -> None:
        self.name = name
        #: What the field shows of its text (a long pasted text, shortened); all of it if None.
        self.shown = shown
        #: Turns pasted text into what to type (the deal dialog takes a share link's code).
        self.on_paste = on_paste
        #: A paste replaces the text (a field for one code), as the browser's prompt does.
        self.paste_replaces = paste_replaces
        self.rect = pygame.Rect(rect)
        self.value = ""
        self.max_len = max_len
        self.allowed = allowed
        self.on_submit = on_submit
        self.prompt = prompt
        self.visible = True
        self.enabled = True
        #: In the browser: the page's HTML input lies over this field (web_text.follow).
        self.web_input = False
        #: The dialog holding this field (Dialog sets it): when it closes, so does the input.
        self.dialog: Holder | None = None

    def hit(self, pos: tuple[int, int]) -> bool:
        return self.visible and self.rect.collidepoint(pos)

    def activate(self) -> None:
        """A tap on the field: in the browser the page's input over it takes the typing
        (game/ui/web_text.py); where the page has none, its prompt is the way to a keyboard."""
        if sys.platform == "emscripten" and not self.web_input:
            self.paste(prompt=True)

    def insert(self, s: str) -> None:
        room = self.max_len - len(self.value)
        kept: list[str] = []  # joined once: adding to the value a character at a time is quadratic
        for ch in s:
            if len(kept) >= room:
                break  # full: a pasted book is not read to its end (a frozen frame)
            if unicodedata.category(ch) in ("Cc", "Cf", "Cs"):
                continue  # a line break, NUL, zero-width or lone surrogate: nothing the font can draw
            if self.allowed is not None:
                # One ASCII character in, one out: "ﬆ".upper() is "ST", "ı".upper() is "I".
                ch = ch.upper() if ch.isascii() else ""
                if len(ch) != 1 or ch not in self.allowed:
                    continue
            kept.append(ch)
        self.value += "".join(kept)

    def read_paste(self, text: str) -> str:
        """What pasted ``text`` means to this field: its ``on_paste`` reading (a share link's
        code, trimmed), else the text as it is."""
        return self.on_paste(text).strip() if self.on_paste else text

    def paste(self, prompt: bool = False) -> None:
        clip = read_clipboard(prompt_text=_label(self.prompt, True) if prompt else None,
                              current=self.value)
        if clip is not None:
            if prompt or self.paste_replaces:
                self.value = ""
            self.insert(self.read_paste(clip).strip())

    def handle_key(self, event: pygame.event.Event) -> bool:
        """Edit keys; ``True`` if used.  Letters arrive as TEXTINPUT (see ``handle_text``)."""
        if event.key == pygame.K_BACKSPACE:
            self.value = self.value[:-1]
            return True
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            if self.on_submit:
                self.on_submit(self.value)
            return True
        if event.key == pygame.K_v and event.mod & (pygame.KMOD_CTRL | pygame.KMOD_META):
            self.paste()
            return True
        if event.unicode and event.unicode.isprintable() and not (event.mod & pygame.KMOD_CTRL):
            # SDL sends this key's text again as a TEXTINPUT, which is where it is typed;
            # the field still owns the key, so a letter never reaches the scene behind it.
            return True
        return False

    def draw(self, surface: pygame.Surface, screen: Screen) -> None:
        """The field, its text and the caret, on ``screen`` (a light field: fixed colours)."""
        r = self.rect
        px = screen.px
        pygame.draw.rect(surface, (252, 252, 246), r, border_radius=px(8))
        pygame.draw.rect(surface, theme.ACCENT, r, width=px(2), border_radius=px(8))
        value = self.shown(self.value) if self.shown is not None else self.value
        size = text.fit_size(value + "M", 30, r.w - px(24), bold=True, screen=screen)
        drawn = text.draw(surface, value, size, theme.TEXT_DARK, (r.x + px(14), r.centery),
                          "midleft", bold=True, screen=screen)
        caret_x = drawn.right + px(3) if value else r.x + px(16)
        pygame.draw.line(surface, theme.TEXT_DARK, (caret_x, r.y + px(12)), (caret_x, r.bottom - px(12)),
                         px(2))
        if sys.platform == "emscripten":
            from game.ui import web_text

            self.web_input = web_text.follow(self, surface, _label(self.prompt, True))


def read_clipboard(prompt_text: str | None = None, current: str = "") -> str | None:
    """The clipboard's text natively; in the browser, the page's prompt (pasting works there)."""
    if sys.platform == "emscripten":
        try:
            import platform as browser

            value = browser.window.prompt(prompt_text or "", current)
            return None if value is None or str(value) in ("null", "undefined") else str(value)
        except Exception:
            return None
    try:
        value = pygame.scrap.get_text()
        return value or None
    except Exception:
        return None
