"""Buttons, toggles, dialogs, a text entry for deal codes, and toasts.

Every widget is a *hittable*: it has ``name``, ``rect``, ``visible``, ``enabled``,
``hit(pos)`` and ``activate()``; scenes list widgets and card sprites together, and the
app's one hit-test finds the topmost.  Labels are callables or i18n keys so a language
switch only needs a redraw.
"""

from __future__ import annotations

import sys
from typing import Callable

import pygame

from game.i18n import t
from game.ui import text, theme

Label = str | Callable[[], str]


def _label(label: Label, translate: bool) -> str:
    if callable(label):
        return label()
    return t(label) if translate else label


class Button:
    """A rounded button; ``on_tap`` runs when it is tapped (mouse, finger, Enter, script)."""

    focusable = True

    def __init__(
        self,
        name: str,
        label: Label,
        rect: pygame.Rect | tuple,
        on_tap: Callable[[], None] | None = None,
        *,
        primary: bool = False,
        translate: bool = True,
        size: int = 24,
        sublabel: Label | None = None,
        enabled: bool = True,
        selected: bool = False,
    ) -> None:
        self.name = name
        self.label = label
        self.rect = pygame.Rect(rect)
        self.on_tap = on_tap
        self.primary = primary
        self.translate = translate
        self.size = size
        self.sublabel = sublabel
        self.enabled = enabled
        self.selected = selected
        self.visible = True

    @property
    def text(self) -> str:
        return _label(self.label, self.translate)

    def hit(self, pos: tuple[int, int]) -> bool:
        return self.visible and self.rect.collidepoint(pos)

    def activate(self) -> None:
        if self.enabled and self.on_tap:
            self.on_tap()

    def colors(self) -> tuple[tuple, tuple]:
        if not self.enabled:
            return theme.BUTTON_DISABLED, (214, 224, 216)
        if self.selected:
            return theme.BUTTON_ON, theme.BUTTON_TEXT
        if self.primary:
            return theme.BUTTON_PRIMARY, theme.BUTTON_TEXT
        return theme.BUTTON, theme.BUTTON_TEXT

    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible:
            return
        bg, fg = self.colors()
        r = self.rect
        radius = min(14, r.h // 2)
        pygame.draw.rect(surface, (0, 0, 0), r.move(0, 3), border_radius=radius)
        pygame.draw.rect(surface, bg, r, border_radius=radius)
        label = self.text
        if self.sublabel is not None:
            sub = _label(self.sublabel, self.translate)
            size = text.fit_size(label, self.size, r.w - 24, bold=True)
            text.draw(surface, label, size, fg, (r.centerx, r.centery - 2), "midbottom", bold=True)
            ssize = text.fit_size(sub, max(15, self.size * 65 // 100), r.w - 24)
            text.draw(surface, sub, ssize, (70, 88, 78), (r.centerx, r.centery + 4), "midtop")
        else:
            size = text.fit_size(label, self.size, r.w - 20, bold=True)
            text.draw(surface, label, size, fg, r.center, "center", bold=True)


class Toggle(Button):
    """An on/off switch; shows its state as a pill with a knob."""

    def __init__(self, name: str, label: Label, rect, value: Callable[[], bool],
                 on_tap: Callable[[], None], **kw) -> None:
        super().__init__(name, label, rect, on_tap, **kw)
        self.value = value

    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible:
            return
        on = bool(self.value())
        r = self.rect
        pygame.draw.rect(surface, theme.BUTTON_ON if on else theme.BUTTON_OFF, r, border_radius=r.h // 2)
        pygame.draw.rect(surface, (230, 236, 230), r, width=2, border_radius=r.h // 2)
        knob_r = r.h // 2 - 4
        cx = r.right - knob_r - 4 if on else r.left + knob_r + 4
        pygame.draw.circle(surface, (252, 252, 248), (cx, r.centery), knob_r)
        word = t("choice.on") if on else t("choice.off")
        color = theme.BUTTON_TEXT if on else theme.TEXT
        if on:
            text.draw(surface, word, 17, color, (r.left + 12, r.centery), "midleft", bold=True)
        else:
            text.draw(surface, word, 17, color, (r.right - 12, r.centery), "midright", bold=True)


class TextEntry:
    """A one-line text field (deal codes).  Typing, Backspace, Ctrl+V / the Paste button."""

    focusable = True

    def __init__(self, name: str, rect, *, max_len: int = 24,
                 allowed: str | None = None, on_submit: Callable[[str], None] | None = None,
                 prompt: Label = "") -> None:
        self.name = name
        self.rect = pygame.Rect(rect)
        self.value = ""
        self.max_len = max_len
        self.allowed = allowed
        self.on_submit = on_submit
        self.prompt = prompt
        self.visible = True
        self.enabled = True

    def hit(self, pos: tuple[int, int]) -> bool:
        return self.visible and self.rect.collidepoint(pos)

    def activate(self) -> None:
        """A tap on the field: on a phone the page's own prompt is the way to get a keyboard."""
        if sys.platform == "emscripten":
            self.paste(prompt=True)

    def insert(self, s: str) -> None:
        for ch in s:
            if ch in "\r\n\t":
                continue
            if self.allowed is not None and ch.upper() not in self.allowed:
                continue
            if len(self.value) < self.max_len:
                self.value += ch.upper() if self.allowed is not None else ch

    def paste(self, prompt: bool = False) -> None:
        clip = read_clipboard(prompt_text=_label(self.prompt, True) if prompt else None,
                              current=self.value)
        if clip is not None:
            if prompt:
                self.value = ""
            self.insert(clip.strip())

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
            # The script driver's `key` and some platforms send no TEXTINPUT.
            self.insert(event.unicode)
            return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        r = self.rect
        pygame.draw.rect(surface, (252, 252, 246), r, border_radius=8)
        pygame.draw.rect(surface, theme.ACCENT, r, width=2, border_radius=8)
        size = text.fit_size(self.value + "M", 30, r.w - 24, bold=True)
        drawn = text.draw(surface, self.value, size, theme.TEXT_DARK, (r.x + 14, r.centery),
                          "midleft", bold=True)
        caret_x = drawn.right + 3 if self.value else r.x + 16
        pygame.draw.line(surface, theme.TEXT_DARK, (caret_x, r.y + 12), (caret_x, r.bottom - 12), 2)


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


class Dialog:
    """A modal box: title, message, and a row of buttons; while open only it takes input."""

    def __init__(self, title: Label, message: Label = "",
                 buttons: list[tuple[str, Label, Callable[[], None] | None]] | None = None,
                 *, translate: bool = True, entry: TextEntry | None = None,
                 cancel: str | None = None, width: int = 720) -> None:
        self.title = title
        self.message = message
        self.translate = translate
        self.entry = entry
        self.closed = False
        self.width = width
        self.buttons: list[Button] = []
        self._spec = buttons or [("confirm", "button.confirm", None)]
        #: The button Esc presses (defaults to the last one, or the only one).
        self.cancel = cancel or self._spec[-1][0]
        self.layout()

    def layout(self) -> None:
        title = _label(self.title, self.translate)
        message = _label(self.message, self.translate)
        w = min(self.width, theme.WIDTH - 32)  # portrait: the phone's width
        bh = max(56, theme.TAP_MIN[theme.LAYOUT])  # and a fingertip's height
        self._lines = text.wrap(message, 24, w - 80) if message else []
        entry_h = max(60, bh)
        h = 92 + 34 * len(self._lines) + (entry_h + 24 if self.entry else 0) + 96 + bh - 56
        self.rect = pygame.Rect(0, 0, w, h)
        self.rect.center = (theme.WIDTH // 2, theme.HEIGHT // 2)
        self._title = title
        if self.entry:
            self.entry.rect = pygame.Rect(self.rect.x + 40, self.rect.y + 84 + 34 * len(self._lines),
                                          w - 80, entry_h)
        n = len(self._spec)
        bw = min(240, (w - 40 - 20 * (n - 1)) // n)
        total = n * bw + (n - 1) * 20
        x = self.rect.centerx - total // 2
        y = self.rect.bottom - bh - 20
        old = {b.name: b for b in self.buttons}
        self.buttons = []
        for i, (name, label, cb) in enumerate(self._spec):
            b = Button(f"button:{name}", label, (x + i * (bw + 20), y, bw, bh),
                       self._closer(cb), primary=(i == n - 1), translate=self.translate)
            if f"button:{name}" in old:
                b.enabled = old[f"button:{name}"].enabled
            self.buttons.append(b)

    def _closer(self, cb: Callable[[], None] | None) -> Callable[[], None]:
        def run() -> None:
            self.closed = True
            if cb:
                cb()
        return run

    def hittables(self) -> list:
        return ([self.entry] if self.entry else []) + list(self.buttons)

    def press_cancel(self) -> None:
        for b in self.buttons:
            if b.name == f"button:{self.cancel}":
                b.activate()
                return

    def draw(self, surface: pygame.Surface) -> None:
        shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        shade.fill((0, 0, 0, 140))
        surface.blit(shade, (0, 0))
        r = self.rect
        pygame.draw.rect(surface, (0, 0, 0), r.move(0, 6), border_radius=18)
        pygame.draw.rect(surface, (24, 70, 48), r, border_radius=18)
        pygame.draw.rect(surface, theme.ACCENT, r, width=2, border_radius=18)
        size = text.fit_size(self._title, 32, r.w - 60, bold=True)
        text.draw(surface, self._title, size, theme.TEXT, (r.centerx, r.y + 28), "midtop", bold=True)
        y = r.y + 84
        for line in self._lines:
            text.draw(surface, line, 24, theme.TEXT_DIM, (r.centerx, y), "midtop")
            y += 34
        if self.entry:
            self.entry.draw(surface)
        for b in self.buttons:
            b.draw(surface)


class Toast:
    """A short message at the bottom of the screen that goes away by itself."""

    def __init__(self, message: str, seconds: float = 2.4) -> None:
        self.message = message
        self.left = seconds

    def update(self, dt: float) -> bool:
        self.left -= dt
        return self.left <= 0

    def draw(self, surface: pygame.Surface, index: int = 0) -> None:
        size = text.fit_size(self.message, 24, theme.WIDTH - 120, minimum=14)
        img = text.render(self.message, size, theme.TEXT)
        r = img.get_rect()
        r.inflate_ip(44, 24)
        r.midbottom = (theme.WIDTH // 2, theme.HEIGHT - 40 - index * (r.h + 10))
        box = pygame.Surface(r.size, pygame.SRCALPHA)
        pygame.draw.rect(box, (10, 20, 16, 225), box.get_rect(), border_radius=r.h // 2)
        surface.blit(box, r)
        surface.blit(img, img.get_rect(center=r.center))
