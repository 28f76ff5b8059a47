"""Buttons, toggles and dialogs (the deal-code text field: game/ui/text_entry.py; toasts and
message pills: game/ui/messages.py).

Every widget is a *hittable*: it has ``name``, ``rect``, ``visible``, ``enabled``,
``hit(pos)`` and ``activate()``; scenes list widgets and card sprites together, and the
app's one hit-test finds the topmost.  Labels are callables or i18n keys so a language
switch only needs a redraw.  Each is drawn and measured on the ``Screen`` (game/ui/metrics.py)
and in the ``Look`` (game/ui/look.py) it is given: ``button.draw(surface, screen, look)``.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from game.i18n import t
from game.ui import text, theme
from game.ui.labels import Label
from game.ui.labels import label_text as _label
from game.ui.look import Look
from game.ui.messages import (  # noqa: F401  (widgets' public names)
    Toast,
    balanced_lines,
    message_pill,
    message_pill_box,
    message_pill_height,
)
from game.ui.metrics import Screen as Metrics
from game.ui.screens import Screen
from game.ui.surface_cache import SurfaceCache
from game.ui.text_entry import TextEntry, read_clipboard  # noqa: F401  (widgets' public names)


class Button:
    """A rounded button; ``on_tap`` runs when it is tapped (mouse, finger, Enter, script)."""

    focusable = True

    def __init__(
        self,
        name: str,
        label: Label,
        rect: pygame.Rect | tuple,
        on_tap: Callable[[], object] | None = None,  # what it returns is not used
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
        #: The label (and sublabel) size this button's row or column agreed on
        #: (``share_font_sizes``); ``None``: fit on its own.
        self.shared_size: int | None = None
        self.shared_sub_size: int | None = None
        #: What the last draw used: (size, lines, sublabel size) — tests read it.
        self.drawn: tuple[int, list[str], int | None] | None = None
        #: Buttons of one kind on a screen (the same word here: a settings screen's choices,
        #: a table's top bar) share one label size wherever they are (``share_font_sizes``).
        self.font_kind: str | None = None

    @property
    def text(self) -> str:
        return _label(self.label, self.translate)

    @property
    def sub_text(self) -> str | None:
        return None if self.sublabel is None else _label(self.sublabel, self.translate)

    def text_width(self, screen: Metrics) -> int:
        """The room a label line has (the rounded ends keep a margin)."""
        return self.rect.w - screen.px(24 if self.sublabel is not None else 16)

    def label_lines(self, size: int, screen: Metrics) -> list[str] | None:
        """The label at ``size``: one line, or two when the button is tall enough and the
        words allow; ``None`` if it does not fit either way."""
        label = self.text
        room = self.text_width(screen)
        f = text.font(size, True, screen=screen)
        if f.size(label)[0] <= room:
            return [label]
        if self.sublabel is None and 2 * f.get_linesize() <= self.rect.h - screen.px(6):
            lines = text.wrap(label, size, room, bold=True, screen=screen)
            if len(lines) == 2 and all(f.size(line)[0] <= room for line in lines):
                return lines
        return None

    def _fits_design(self, size: int, screen: Metrics) -> bool:
        """Does the label fit at ``size`` by the letters' design widths in the button's
        design size (what the design picture decides; see ``text.design_fit_size``)?"""
        s = screen.scale
        label, room = self.text, round(self.text_width(screen) / s)
        f = text.font_px(size, True)
        if f.size(label)[0] <= room:
            return True
        if self.sublabel is None and 2 * f.get_linesize() <= round(self.rect.h / s) - 6:
            lines = text.design_wrap(label, size, room, bold=True, screen=screen)
            return len(lines) == 2 and all(f.size(line)[0] <= room for line in lines)
        return False

    def best_size(self, screen: Metrics) -> int:
        """The largest size up to ``size`` at which the label fits (wrapped if need be):
        on a scaled screen the size the design picture picks, if it fits the device too."""
        size = self.size
        if screen.scale != 1.0:
            while size > MIN_LABEL_SIZE and not self._fits_design(size, screen):
                size -= 1
            if self.label_lines(size, screen) is not None:
                return size
            size = self.size
        while size > MIN_LABEL_SIZE and self.label_lines(size, screen) is None:
            size -= 1
        return size

    def best_sub_size(self, screen: Metrics) -> int | None:
        """The sublabel's size: the largest that fits, by the design picture's widths."""
        sub = self.sub_text
        if sub is None:
            return None
        return text.design_fit_size(sub, max(15, self.size * 65 // 100),
                                    round(self.text_width(screen) / screen.scale), minimum=11, screen=screen)

    def hit(self, pos: tuple[int, int]) -> bool:
        return self.visible and self.rect.collidepoint(pos)

    def activate(self) -> None:
        if self.enabled and self.on_tap:
            self.on_tap()

    def colors(self, look: Look) -> tuple[tuple, tuple]:
        """Its face and label colours in ``look``."""
        return button_colors(look, self.enabled, self.selected, self.primary)

    def draw_body(self, surface: pygame.Surface, bg: tuple, radius: int, screen: Metrics) -> None:
        """The button's face on its shadow (what every kind of button shares)."""
        draw_button_body(surface, self.rect, bg, radius, screen)

    def draw(self, surface: pygame.Surface, screen: Metrics, look: Look) -> None:
        """The button on ``screen`` in ``look``: its face, then its label (and sublabel)."""
        if not self.visible:
            return
        bg, fg = self.colors(look)
        r = self.rect
        px = screen.px
        self.draw_body(surface, bg, min(px(14), r.h // 2), screen)
        size = self.shared_size or self.best_size(screen)
        lines = self.label_lines(size, screen) or [self.text]
        sub = self.sub_text
        if sub is not None:
            ssize = self.shared_sub_size or self.best_sub_size(screen) or 15
            text.draw(surface, lines[0], size, fg, (r.centerx, r.centery - px(2)), "midbottom", bold=True,
                      screen=screen)
            text.draw(surface, sub, ssize, (70, 88, 78), (r.centerx, r.centery + px(4)), "midtop", screen=screen)
            self.drawn = (size, lines[:1], ssize)
        else:
            step = text.font(size, True, screen=screen).get_linesize()
            top = r.centery - step * len(lines) / 2
            for i, line in enumerate(lines):
                text.draw(surface, line, size, fg, (r.centerx, round(top + step * (i + 0.5))), "center",
                          bold=True, screen=screen)
            self.drawn = (size, lines, None)


def button_colors(look: Look, enabled: bool = True, selected: bool = False,
                  primary: bool = False) -> tuple[tuple, tuple]:
    """A button's face and label colours in ``look``."""
    palette = look.palette
    if not enabled:
        return palette.button_disabled, (214, 224, 216)
    if selected:
        return theme.BUTTON_ON, palette.button_text
    if primary:
        return theme.BUTTON_PRIMARY, palette.button_text
    return palette.button, palette.button_text


def draw_button_body(surface: pygame.Surface, rect: pygame.Rect, bg: tuple, radius: int, screen: Metrics) -> None:
    """A button's face on its shadow (what every kind of button shares)."""
    pygame.draw.rect(surface, (0, 0, 0), rect.move(0, screen.px(3)), border_radius=radius)
    pygame.draw.rect(surface, bg, rect, border_radius=radius)


#: Below this a label is not shrunk further (it would be unreadable): the test for
#: overflowing labels then tells the screen to make the button bigger.
MIN_LABEL_SIZE = 12


def button_groups(items) -> list[list[Button]]:
    """Buttons that read as one row or one column: the same height and centre line, or
    the same x, width and height stacked close together; and buttons of one kind
    (the same ``font_kind``) wherever they are.  Toggles (drawn otherwise) are left out."""
    buttons = [b for b in items if isinstance(b, Button) and getattr(b, "visible", True)]
    parent = list(range(len(buttons)))

    def find(i: int) -> int:
        while parent[i] != i:
            parent[i] = parent[parent[i]]
            i = parent[i]
        return i

    for i, a in enumerate(buttons):
        for j in range(i + 1, len(buttons)):
            b = buttons[j]
            ra, rb = a.rect, b.rect
            row = ra.h == rb.h and abs(ra.centery - rb.centery) <= 2
            column = (ra.x == rb.x and ra.w == rb.w and ra.h == rb.h
                      and abs(ra.centery - rb.centery) <= 2 * ra.h)
            kind = getattr(a, "font_kind", None) is not None and a.font_kind == getattr(b, "font_kind", None)
            if row or column or kind:
                parent[find(i)] = find(j)
    groups: dict[int, list[Button]] = {}
    for i, b in enumerate(buttons):
        groups.setdefault(find(i), []).append(b)
    return list(groups.values())


_shared_for: dict[int, tuple] = {}


def share_font_sizes(items, screen: Metrics) -> None:
    """Give every row (or column, or kind) of buttons one label size on ``screen``: the
    largest at which each of its labels fits, wrapped onto two lines where a button is tall
    enough, instead of each button shrinking its own label (rows used to mix sizes).  Cheap
    when nothing changed: the answer is kept per set of labels, rectangles and screen."""
    for group in button_groups(items):
        key = (screen, *((b.text, b.sub_text, tuple(b.rect), b.size) for b in group))
        gid = id(group[0])
        cached = _shared_for.get(gid)
        # kept only while every button still shows this group's answer: a button that
        # was in another row meanwhile has that row's size and is measured again
        if cached is not None and cached[0] == key and all(
                (b.shared_size, b.shared_sub_size) == cached[1:] for b in group):
            continue
        size = min(b.best_size(screen) for b in group)
        subs = [s for s in (b.best_sub_size(screen) for b in group) if s is not None]
        sub = min(subs) if subs else None
        for b in group:
            b.shared_size, b.shared_sub_size = size, sub
        if len(_shared_for) > 256:
            _shared_for.clear()
        _shared_for[gid] = (key, size, sub)


class Toggle:
    """An on/off switch; shows its state as a pill with a knob.  A hittable as a button is
    (``name``, ``rect``, ``visible``, ``enabled``, ``hit``, ``activate``), drawn otherwise."""

    focusable = True

    def __init__(self, name: str, label: Label, rect: pygame.Rect | tuple, value: Callable[[], object],
                 on_tap: Callable[[], object], *, translate: bool = True, enabled: bool = True) -> None:
        self.name = name
        #: What it switches (read beside it on its row; the switch shows only on or off).
        self.label = label
        self.rect = pygame.Rect(rect)
        self.value = value
        self.on_tap = on_tap
        self.translate = translate
        self.enabled = enabled
        self.visible = True

    @property
    def text(self) -> str:
        return _label(self.label, self.translate)

    def hit(self, pos: tuple[int, int]) -> bool:
        return self.visible and self.rect.collidepoint(pos)

    def activate(self) -> None:
        if self.enabled:
            self.on_tap()

    def draw(self, surface: pygame.Surface, screen: Metrics, look: Look) -> None:
        """The switch on ``screen`` in ``look``: its track, knob and word."""
        if not self.visible:
            return
        on = bool(self.value())
        r = self.rect
        px = screen.px
        pygame.draw.rect(surface, theme.BUTTON_ON if on else look.palette.button_off, r, border_radius=r.h // 2)
        pygame.draw.rect(surface, (230, 236, 230), r, width=px(2), border_radius=r.h // 2)
        word = t("choice.on") if on else t("choice.off")
        # a tall toggle's knob gives way to the word (letters stay their smallest size, so
        # «Выкл.» in a portrait pill needs the room)
        word_w = text.font(17, True, screen=screen).size(word)[0]
        knob_r = max(px(8), min(r.h // 2 - px(4), (r.w - word_w - px(24)) // 2))
        cx = r.right - knob_r - px(4) if on else r.left + knob_r + px(4)
        pygame.draw.circle(surface, (252, 252, 248), (cx, r.centery), knob_r)
        color = look.palette.button_text if on else look.palette.text
        # the word sits in the free part of the track, beside the knob, never under it
        # (a tall portrait toggle has a big knob: «Выкл.» used to run under it)
        if on:
            left, right = r.left + px(8), cx - knob_r - px(4)
        else:
            left, right = cx + knob_r + px(4), r.right - px(8)
        size = text.fit_size(word, 17, max(1, right - left), bold=True, minimum=9, screen=screen)
        text.draw(surface, word, size, color, ((left + right) // 2, r.centery), "center", bold=True, screen=screen)


#: Lines kept free for an error under a dialog's text field.
ERROR_ROOM = 2


#: A dialog's ``result`` after a tap beside a docked sheet put it away (``on_outside``).
OUTSIDE = "outside"


class Dialog(Screen[str]):
    """A modal box: title, message, and a row of buttons; while open only it takes input.

    A modal screen (game/ui/screens.py) that hands back the name of the button that closed
    it ("confirm", "cancel", ...), or :data:`OUTSIDE`.  A button's action may keep it open
    (``keep_open``: Paste, Copy, a problem shown under the entry)."""

    def __init__(self, title: Label, message: Label = "",
                 buttons: Sequence[tuple[str, Label, Callable[[], object] | None]] | None = None,
                 *, translate: bool = True, entry: TextEntry | None = None,
                 cancel: str | None = None, width: int = 720, dock: str = "center",
                 default: str | None = None, kind: str | None = None,
                 screen: Callable[[], Metrics] | None = None, look: Look | None = None) -> None:
        """``screen``, ``look``: the window's logical screen now and the look to paint in;
        a dialog not given them is laid out when the app opens it (``show_on``)."""
        #: The window's logical screen now (the app's ``metrics``): the dialog is laid out for it.
        self.screen = screen
        #: The look it is painted in (the app's when it was opened).
        self.look = look
        self.title = title
        #: What the dialog is, for the script's ``state`` ("deal_code", "replace"...):
        #: by default its title's key, or "message".
        self.kind = kind or (title if isinstance(title, str) and translate else "message")
        #: The button Enter presses (and the keyboard focus starts on) when the player has
        #: not moved the focus: the primary (last) one, or e.g. "cancel" where the primary
        #: would throw play away, so a stray Enter never does.
        self.default = default
        #: "center" (the screen behind is shaded), or "bottom" / "right": a sheet along
        #: that edge over a light shade, so the table it talks about stays in view
        #: ("right" stacks its buttons one per row).
        self.dock = dock if dock in ("center", "bottom", "right") else "center"
        self.message = message
        self.translate = translate
        self.entry = entry
        if entry is not None:
            entry.dialog = self  # the browser's input over the entry goes when this closes
        #: A button's action asked to keep the dialog open (it closes after the action otherwise).
        self._kept = False
        self.width = width
        #: A problem with what was typed, shown under the entry (the dialog stays open).
        self.error: str = ""
        self._error_for: str | None = None
        #: A docked sheet may let a tap on the table beside it put it away (then this runs):
        #: the player looks at the cards and brings it back from the table.
        self.on_outside: Callable[[], None] | None = None
        self.buttons: list[Button] = []
        #: Buttons of the screen behind that stay in use while this is open (placed and
        #: drawn by the owner, outside the box: the Heart to Heart result keeps Copy code
        #: and Share); taps and the keyboard reach them like the dialog's own.
        self.extras: list[Button] = []
        self._spec = buttons or [("confirm", "button.confirm", None)]
        #: The button Esc presses (defaults to the last one, or the only one).
        self.cancel = cancel or self._spec[-1][0]
        if screen is not None:
            self.layout()

    def show_on(self, screen: Callable[[], Metrics], look: Look) -> None:
        """Opened by the app: laid out for its screen and painted in its look, unless the
        dialog was given its own."""
        if self.look is None:
            self.look = look
        if self.screen is None:
            self.screen = screen
            self.layout()

    def layout(self) -> None:
        """Laid out in design pixels on the screen's ``design_size()``, then every rectangle
        is converted to device pixels in one place (``screen.scale_rect``); not before the
        dialog has a screen."""
        if self.screen is None:
            return
        screen = self.screen()
        title = _label(self.title, self.translate)
        message = _label(self.message, self.translate)
        side = self.dock == "right"
        W, H = screen.design_size()
        w = min(self.width, 440) if side else self.width
        w = min(w, W - 32)  # portrait: the phone's width
        bh = max(56, screen.tap_min)  # and a fingertip's height
        entry_h = max(60, bh)
        n = len(self._spec)
        # Wrapped to the device width the lines are drawn at (text measures device px).
        self._lines = text.design_wrap(message, 24, w - 80, screen=screen) if message else []
        self._error_lines = text.design_wrap(self.error, 22, w - 80, screen=screen) if self.error else []
        buttons_h = n * bh + (n - 1) * 12 + 40 if side else bh + 40
        # A dialog with a text field keeps room for a two-line error under it, so that an
        # error coming or going never moves the buttons under the player's finger.
        error_rows = max(len(self._error_lines), ERROR_ROOM if self.entry else 0)
        h = (92 + 34 * len(self._lines) + (entry_h + 24 if self.entry else 0)
             + 30 * error_rows + (8 if error_rows else 0) + buttons_h)
        box = pygame.Rect(0, 0, w, min(h, H - 16))
        if self.dock == "bottom":
            box.midbottom = (W // 2, H - 8)
        elif side:
            box.midright = (W - 8, H // 2)
        else:
            box.center = (W // 2, H // 2)
        self.rect = pygame.Rect(screen.scale_rect(box))
        self._title = title
        self._title_size = text.design_fit_size(title, 32, w - 60, bold=True, screen=screen)
        if self.entry:
            self.entry.rect = pygame.Rect(screen.scale_rect(
                (box.x + 40, box.y + 84 + 34 * len(self._lines), w - 80, entry_h)))
        if side:  # one button per row, the primary one last (lowest)
            rects = [(box.x + 24, box.bottom - 20 - (n - i) * bh - (n - 1 - i) * 12,
                      w - 48, bh) for i in range(n)]
        else:
            bw = min(240, (w - 40 - 20 * (n - 1)) // n)
            total = n * bw + (n - 1) * 20
            x = box.centerx - total // 2
            rects = [(x + i * (bw + 20), box.bottom - bh - 20, bw, bh) for i in range(n)]
        rects = [screen.scale_rect(r) for r in rects]
        old = {b.name: b for b in self.buttons}
        self.buttons = []
        for i, (name, label, cb) in enumerate(self._spec):
            b = Button(f"button:{name}", label, rects[i], self._closer(name, cb), primary=(i == n - 1),
                       translate=self.translate)
            if f"button:{name}" in old:
                b.enabled = old[f"button:{name}"].enabled
            self.buttons.append(b)
        share_font_sizes(self.buttons, screen)

    def show_error(self, message: str) -> None:
        """Keep the dialog open and say what is wrong under the entry (``""`` clears it)."""
        self.error = message
        self._error_for = self.entry.value if self.entry is not None else None
        self.keep_open()
        self.layout()

    def keep_open(self) -> None:
        """The button being pressed leaves the dialog open (its action is not an answer)."""
        self._kept = True

    def _forget_stale_error(self) -> None:
        """An error speaks of the text it was given: once the text changes, it goes."""
        if self.error and self.entry is not None and self.entry.value != self._error_for:
            self.error, self._error_lines = "", []

    def _closer(self, name: str, cb: Callable[[], object] | None) -> Callable[[], None]:
        def run() -> None:
            self._kept = False
            if cb:
                cb()
            if not self._kept:
                self.dismiss(name)
        return run

    def describe(self) -> dict[str, object]:
        """What is on screen, for the script's ``state``: kind, title, buttons, typed text."""
        out: dict[str, object] = {
            "kind": self.kind, "title": _label(self.title, self.translate),
            "buttons": [b.name for b in self.buttons if b.visible],
            "enabled": [b.name for b in self.buttons if b.visible and b.enabled],
        }
        if self.entry is not None:
            out["text"] = self.entry.value
        self._forget_stale_error()
        if self.error:
            out["error"] = self.error
        return out

    def hittables(self) -> list:
        return ([self.entry] if self.entry else []) + list(self.buttons) + [b for b in self.extras if b.visible]

    def focus_targets(self) -> list[Button]:
        """What the keyboard focus goes through: the buttons, then the extras."""
        return [b for b in self.buttons if b.enabled] + [b for b in self.extras if b.enabled and b.visible]

    def default_button(self) -> Button | None:
        """The button Enter presses when the focus was not moved (see ``default``)."""
        for b in self.buttons:
            if self.default and b.name == f"button:{self.default}" and b.enabled:
                return b
        return self.buttons[-1] if self.buttons else None

    def press_cancel(self) -> None:
        for b in self.buttons:
            if b.name == f"button:{self.cancel}":
                b.activate()
                return

    def on_tap(self, target: object, pos: tuple[int, int]) -> None:
        """A tap on one of its targets activates it; one beside a docked sheet that may be
        put away (``on_outside``) closes it with the result :data:`OUTSIDE`."""
        if target is not None:
            activate = getattr(target, "activate", None)
            if activate is not None:
                activate()
        elif self.on_outside is not None and not self.rect.collidepoint(pos):
            self.dismiss(OUTSIDE)

    def after_close(self, result: object) -> None:
        """What the dialog does once it is off the screen: a sheet put away by a tap beside
        it runs ``on_outside`` (the app's ``show_dialog`` hands this its result)."""
        if result == OUTSIDE and self.on_outside is not None:
            self.on_outside()

    def draw(self, surface: pygame.Surface) -> None:
        if self.screen is None or self.look is None:
            raise RuntimeError("a dialog is drawn once it is shown on a screen (show_on)")
        screen, look = self.screen(), self.look
        share_font_sizes(self.buttons, screen)  # labels change with a live language switch
        surface.blit(shade(surface.get_size(), 140 if self.dock == "center" else 40), (0, 0))
        r = self.rect
        px = screen.px
        pygame.draw.rect(surface, (0, 0, 0), r.move(0, px(6)), border_radius=px(18))
        pygame.draw.rect(surface, (24, 70, 48), r, border_radius=px(18))
        pygame.draw.rect(surface, theme.ACCENT, r, width=px(2), border_radius=px(18))
        text.draw(surface, self._title, self._title_size, look.palette.text, (r.centerx, r.y + px(28)), "midtop",
                  bold=True, screen=screen)
        for i, line in enumerate(self._lines):
            text.draw(surface, line, 24, look.palette.text_dim, (r.centerx, r.y + px(84 + 34 * i)), "midtop",
                      screen=screen)
        y = r.y + px(84 + 34 * len(self._lines))
        self._forget_stale_error()
        if self.entry:
            self.entry.draw(surface, screen)
            y = self.entry.rect.bottom + px(12)
        for i, line in enumerate(self._error_lines):
            text.draw(surface, line, 22, theme.ERROR_TEXT, (r.centerx, y + px(30 * i)), "midtop", screen=screen)
        for b in self.buttons:
            b.draw(surface, screen, look)


#: The shades over the screen behind a dialog or a panel: the two last asked for (a panel
#: and a dialog over it at most are open at once).
_SHADES = SurfaceCache(screens=2, max_items=2)


def shade(size: tuple[int, int], alpha: int) -> pygame.Surface:
    """The see-through black over the screen behind a dialog or a panel, made once per
    screen size and darkness (a device-pixel screen is up to 2880x1800: not a surface to
    allocate every frame)."""
    key = (tuple(size), alpha)
    picture = _SHADES.get(key)
    if picture is None:
        picture = _SHADES[key] = pygame.Surface(size, pygame.SRCALPHA)
        picture.fill((0, 0, 0, alpha))
    return picture
