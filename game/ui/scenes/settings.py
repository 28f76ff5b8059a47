"""The settings screen, generic over game/settings.py: a tab per section, a row per setting.

Targets: ``tab:general``, ``tab:h2h``, ``tab:hearts``; a toggle ``setting:<key>`` for on/off
settings; ``setting:<key>:<value>`` for each choice of the others; ``button:back``; on the
General page ``button:export_progress`` and ``button:import_progress`` (game/ui/progress_dialogs.py).
Opened as ``go("settings", section="hearts", back="hearts")`` from a game, Back returns
there (the game scene resumes its saved game); from the menu it returns to the menu.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

import pygame

from game import settings as schema
from game.i18n import has, t
from game.ui import progress_dialogs, text
from game.ui.metrics import Screen
from game.ui.scene import IS_WEB, Scene, register_scene
from game.ui.widgets import MIN_LABEL_SIZE, Button, Toggle
from game.version import version

LABEL_X = 110
CONTROL_X = 700
CONTROL_W = 480
TOP = 178
#: A choice's label size (landscape, phone-sized): every choice button of a page shares
#: the largest size at which all of the page's choices fit (``widgets.share_font_sizes``,
#: wrapping a label onto two lines where it must), so no row's buttons look smaller.
CHOICE_SIZE, CHOICE_SIZE_BIG = 19, 22
#: The choice buttons' kind (``Button.font_kind``).
CHOICE = "settings:choice"
#: Settings that make no sense in this build (the page owns fullscreen in the browser).
HIDDEN = ("general.fullscreen",) if IS_WEB else ()


def header_layout(width: int, kind: str, tabs: int) -> dict:
    """The Back button, the title's centre and the tab row, shared by settings and rules.
    Compact (a phone held sideways): Back and the tabs in one fingertip-high row, no title
    (the selected tab names the page)."""
    if kind == "portrait":
        tap = 88
        # more than four tabs: two rows (the first one fuller), as no phone's width holds
        # five fingertip-high tabs whose labels are at a readable size
        lines = [tabs] if tabs <= 4 else [-(-tabs // 2), tabs // 2]
        rects: list[tuple[int, int, int, int]] = []
        for row, n in enumerate(lines):
            tab_w = (width - 24 - 10 * (n - 1)) // n
            rects += [(12 + i * (tab_w + 10), 110 + row * (tap + 10), tab_w, tap) for i in range(n)]
        return {"back": (12, 12, 190, tap), "title": (width // 2 + 90, 54), "tabs": rects,
                "top": 110 + len(lines) * (tap + 10) - 10 + 18}
    if kind == "compact":
        tap, x0 = 88, 12 + 190 + 24
        tab_w = (width - x0 - 12 - 10 * (tabs - 1)) // tabs
        return {"back": (12, 12, 190, tap), "title": None, "tabs":
                [(x0 + i * (tab_w + 10), 12, tab_w, tap) for i in range(tabs)], "top": 12 + tap + 14}
    tab_w = min(290, (width - 48 - 12 * (tabs - 1)) // tabs)
    x0 = width // 2 - (tab_w * tabs + 12 * (tabs - 1)) // 2
    return {"back": (24, 22, 170, 56), "title": (width // 2, 26 + 20), "tabs":
            [(x0 + i * (tab_w + 12), 100, tab_w, 54) for i in range(tabs)], "top": TOP}


def header_to_device(head: dict, screen: Screen) -> dict:
    """A ``header_layout`` (design pixels) in device pixels of ``screen`` (settings and rules)."""
    px = screen.px
    return {"back": screen.scale_rect(head["back"]),
            "title": None if head["title"] is None else (px(head["title"][0]), px(head["title"][1])),
            "tabs": [screen.scale_rect(r) for r in head["tabs"]], "top": px(head["top"])}


def rows_to_device(rows: list[dict], screen: Screen) -> list[dict]:
    """``portrait_rows`` (design pixels) in device pixels of ``screen``: what drawing and
    taps read."""
    out = []
    for r in rows:
        x, y, w, h = screen.scale_rect((r["x"], r["y"], r["w"], r["h"]))
        out.append({"key": r["key"], "x": x, "y": y, "w": w, "h": h,
                    "label": screen.scale_rect(r["label"]), "label_w": r["label"][2],
                    "controls": [screen.scale_rect(c) for c in r["controls"]]})
    return out


#: Portrait: the most padding a row gives up when the page is full (design pixels).
SQUEEZE = 12
#: Portrait: the label's text size and line height, the help's.
LABEL_SIZE, LABEL_LINE, HELP_SIZE, HELP_LINE = 24, 32, 18, 24


def portrait_rows(width: int, top: int, items: list, lines: dict[str, tuple[int, ...]],
                  x0: int = 0, bottom: int | None = None) -> list[dict]:
    """Portrait settings: the label (and its help) over the control; a toggle sits at the
    right of its label.  ``lines``: key → (label lines, help lines[, lines of choice
    buttons]) at that width.  Each
    row: key, x, y, w, h, label box, control rects.  ``x0``: the column's left edge
    (compact: two such columns side by side).  ``bottom``: where the page ends; rows that
    would run past it give up some of their padding (at most ``SQUEEZE`` each)."""
    m, tap, gap = 24, 88, 8
    rows, y = [], top
    if bottom is not None and items:
        full = portrait_rows(width, top, items, lines, x0)
        over = full[-1]["y"] + full[-1]["h"] - bottom
        squeeze = min(SQUEEZE, max(0, -(-over // len(items))))
    else:
        squeeze = 0
    for s in items:
        # (label lines, help lines[, lines of choice buttons])
        label_lines, help_lines, choice_rows = (tuple(lines.get(s.key, (1, 0))) + (1,))[:3]
        help_h = LABEL_LINE * (label_lines - 1) + HELP_LINE * help_lines
        if s.is_toggle:
            h = max(tap, 36 + help_h) + 16 - squeeze
            label = (x0 + m + 16, y + 6 - squeeze // 2, width - 2 * m - 32 - 150 - 12, 36 + help_h)
            controls = [(x0 + width - m - 16 - 150, y + (h - tap) // 2, 150, tap)]
        else:
            help_h += 8 if help_lines else 0  # air between the help and the buttons under it
            h = 8 + 34 + help_h + choice_rows * (tap + gap) - gap + 10 - squeeze
            top_pad = 8 - squeeze // 2
            label = (x0 + m + 16, y + top_pad - 2, width - 2 * m - 32, 36 + help_h)
            n = -(-len(s.choices) // choice_rows)  # choices a line
            bw = choice_width(width, n)
            controls = [(x0 + m + 16 + (i % n) * (bw + gap), y + top_pad + 34 + help_h + (i // n) * (tap + gap),
                         bw, tap) for i in range(len(s.choices))]
        rows.append({"key": s.key, "x": x0 + m, "y": y, "w": width - 2 * m, "h": h, "label": label,
                     "controls": controls})
        y += h
    return rows


def choice_width(width: int, n: int) -> int:
    """A choice button's width (design px) in a phone-sized row ``width`` wide holding ``n``."""
    return (width - 2 * 24 - 32 - 8 * (n - 1)) // n


def choice_rows(width: int, labels: list[str], screen: Screen) -> int:
    """On how many lines a phone-sized row ``width`` wide sets its choice buttons: two where
    a label would not fit its button in one line even at the smallest letters (a sideways
    phone's narrow column, «Медленно» among four choices)."""
    room = screen.px(choice_width(width, len(labels))) - screen.px(16)
    smallest = text.font(MIN_LABEL_SIZE, True, screen=screen)
    return 1 if len(labels) < 3 or all(smallest.size(s)[0] <= room for s in labels) else 2


def columns(width: int, kind: str, n: int) -> list[tuple[int, int, int]]:
    """Phone-sized settings rows: (first item, x, column width) per column: one column in
    portrait, two side by side in compact (a phone held sideways has the width, not the height)."""
    if kind != "compact" or n < 2:
        return [(0, 0, width)]
    half = width // 2
    return [(0, 0, half), ((n + 1) // 2, half, width - half)]


#: Landscape: the label's height, one help line's, and the room a row keeps around them.
LANDSCAPE_LABEL_H, LANDSCAPE_HELP_LINE, LANDSCAPE_ROW_PAD = 32, 23, 14


def landscape_help_lines(key: str, screen: Screen) -> list[str]:
    """The help under a setting's label, wrapped to the label column (at most 3 lines)."""
    if not has(f"setting.{key}.help"):
        return []
    return text.design_wrap(t(f"setting.{key}.help"), 18, CONTROL_X - LABEL_X - 24, screen=screen)[:3]


def landscape_row_heights(items: list, room: int, screen: Screen) -> list[int]:
    """Landscape settings: each row as tall as its label and wrapped help need (so a
    two-line help never spills into the next row), at least a control's height, and
    no taller than the screen leaves for an even share."""
    rows = []
    share = room // max(1, len(items))
    for s in items:
        need = LANDSCAPE_LABEL_H + LANDSCAPE_HELP_LINE * len(landscape_help_lines(s.key,
                                                                                  screen)) + 2 * LANDSCAPE_ROW_PAD
        rows.append(max(need, min(76, share)))
    over = sum(rows) - room
    if over > 0:  # a full page: each row gives up some of its padding (never its control's room)
        cut = min(SQUEEZE, -(-over // len(rows)))
        rows = [max(52, r - cut) for r in rows]
    return rows


@register_scene("settings")
class SettingsScene(Scene):
    def __init__(self, parts, section: str = "general", back: str = "menu", **params) -> None:
        super().__init__(parts, **params)
        self.section = section if section in schema.SECTIONS else "general"
        self.back = back
        self.rows: list[tuple[str, int, int]] = []  # (key, y, height)
        self._design_rows: list[tuple[str, int, int]] = []  # the same, design pixels
        #: The "Your progress" row (design x, y, w, h, label x) on the General page.
        self._progress: tuple[int, int, int, int, int] | None = None

    # A control reads and changes the app's settings of the moment (at each draw or tap),
    # not the object it was built with.
    def _value_of(self, key: str) -> Callable[[], object]:
        return lambda: self.settings.get(key)

    def _cycler(self, key: str) -> Callable[[], object]:
        return lambda: self.settings.cycle(key)

    def _setter(self, key: str, value: object) -> Callable[[], object]:
        return lambda: self.settings.set(key, value)

    def on_back(self) -> None:
        if self.back == "menu":
            self.nav.go("menu")
        elif not self.nav.go(self.back):
            self.nav.go("menu")

    def show(self, section: str) -> None:
        self.section = section
        self.focus = f"tab:{section}"
        self.build()

    def build(self) -> None:
        # Laid out in design pixels (``screen.design_size()``); every rectangle handed to a
        # widget or kept for drawing is converted to device pixels (``screen.scale_rect``).
        screen = self.canvas.metrics
        W, H = screen.design_size()
        self._progress = None
        head_design = header_layout(W, screen.form, len(schema.SECTIONS))
        head = self.head = header_to_device(head_design, screen)
        big = screen.big
        w: list = [Button("button:back", lambda: "← " + t("button.back"), head["back"],
                          self.on_back, size=24 if big else 22)]
        for i, section in enumerate(schema.SECTIONS):
            w.append(Button(f"tab:{section}", f"settings.section.{section}", head["tabs"][i],
                            partial(self.show, section), size=24 if big else 22,
                            selected=(section == self.section)))
        items = [s for s in schema.SETTINGS if s.section == self.section and s.key not in HIDDEN]
        if big:
            self._build_portrait(w, items, head_design["top"])
            return
        dx = (W - 1280) // 2  # a wider screen: the same rows, centred
        rows_h = landscape_row_heights(items, H - TOP - 10, screen)
        self.rows = []  # (key, y, height), device pixels
        self._design_rows = []  # the same in design pixels (drawing places text from them)
        y = TOP + 8
        for s, row_h in zip(items, rows_h, strict=True):
            _, ry, _, rh = screen.scale_rect((0, y, 1, row_h))
            self.rows.append((s.key, ry, rh))
            self._design_rows.append((s.key, y, row_h))
            cy = y + row_h // 2
            if s.is_toggle:
                w.append(Toggle(f"setting:{s.key}", f"setting.{s.key}",
                                screen.scale_rect((CONTROL_X + dx, cy - 22, 120, 44)),
                                value=self._value_of(s.key),
                                on_tap=self._cycler(s.key)))
            else:
                n = len(s.choices)
                gap = 8
                bw = min(200 if n > 2 else 266, (CONTROL_W - gap * (n - 1)) // n)
                for i, value in enumerate(s.choices):
                    b = Button(f"setting:{s.key}:{value}", s.choice_label_key(value),
                               screen.scale_rect((CONTROL_X + dx + i * (bw + gap), cy - 24, bw, 48)),
                               self._setter(s.key, value), size=CHOICE_SIZE)
                    b.font_kind = CHOICE  # one size for every choice of the page
                    w.append(b)
            y += row_h
        if self.section == "general":
            self._add_progress(w, y + 10, None)
        self.widgets = w

    def _build_portrait(self, w: list, items: list, top: int) -> None:
        screen = self.canvas.metrics
        cols = columns(screen.design_size()[0], screen.form, len(items))
        lines: dict[str, tuple[int, ...]] = {}
        self.portrait_rows = []
        bottom = top
        for k, (first, x0, col_w) in enumerate(cols):
            part = items[first:cols[k + 1][0] if k + 1 < len(cols) else len(items)]
            for s in part:
                label_w = col_w - 80 - (162 if s.is_toggle else 0)
                n_label = len(text.design_wrap(t(f"setting.{s.key}"), LABEL_SIZE, label_w, bold=True, screen=screen))
                n_help = (min(3, len(text.design_wrap(t(f"setting.{s.key}.help"), HELP_SIZE, label_w, screen=screen)))
                          if has(f"setting.{s.key}.help") else 0)
                rows = 1 if s.is_toggle else choice_rows(col_w, [t(s.choice_label_key(v)) for v in s.choices], screen)
                lines[s.key] = (max(1, n_label), n_help, rows)
            design = portrait_rows(col_w, top, part, lines, x0, bottom=screen.design_size()[1] - 8)
            bottom = max([bottom, *(r["y"] + r["h"] for r in design)])
            self.portrait_rows += rows_to_device(design, screen)
        self._lines = lines
        self.rows = [(r["key"], r["y"], r["h"]) for r in self.portrait_rows]
        for s, row in zip(items, self.portrait_rows, strict=True):
            if s.is_toggle:
                w.append(Toggle(f"setting:{s.key}", f"setting.{s.key}", row["controls"][0],
                                value=self._value_of(s.key),
                                on_tap=self._cycler(s.key)))
                continue
            for value, rect in zip(s.choices, row["controls"], strict=True):
                b = Button(f"setting:{s.key}:{value}", s.choice_label_key(value), rect,
                           self._setter(s.key, value), size=CHOICE_SIZE_BIG)
                b.font_kind = CHOICE
                w.append(b)
        if self.section == "general":
            self._add_progress(w, bottom + 12, screen.design_size()[0])
        self.widgets = w

    def _add_progress(self, w: list, y: int, width: int | None) -> None:
        """The "Your progress" row under the General settings (design ``y``): its label and
        the Export and Import buttons; ``width``: a phone's page (the buttons under the label)."""
        screen = self.canvas.metrics
        if width is None:
            dx = (screen.design_size()[0] - 1280) // 2
            h = 20 + LANDSCAPE_LABEL_H + 2 * LANDSCAPE_HELP_LINE  # the label and two lines of help
            self._progress = (60 + dx, y, 1160, h, LABEL_X + dx)
            rect = screen.scale_rect((CONTROL_X + dx, y + (h - 48) // 2, CONTROL_W, 48))
            w += progress_dialogs.settings_buttons(self.parts, rect, screen.px(8), CHOICE_SIZE)
            return
        m, tap = 24, 88
        self._progress = (m, y, width - 2 * m, 8 + 34 + tap + 12, m + 16)
        rect = screen.scale_rect((m + 16, y + 8 + 34, width - 2 * m - 32, tap))
        w += progress_dialogs.settings_buttons(self.parts, rect, screen.px(8), CHOICE_SIZE_BIG)

    def _draw_progress(self, surface: pygame.Surface) -> None:
        look = self.canvas.look
        if self.section != "general" or self._progress is None:
            return
        screen = self.canvas.metrics
        x, y, w, h, label_x = self._progress
        pygame.draw.rect(surface, look.palette.table_dark, screen.scale_rect((x, y, w, h)), border_radius=screen.px(10))
        if screen.big:
            title = t("progress.title")
            size = text.design_fit_size(title, LABEL_SIZE, w - 32, bold=True, screen=screen)
            text.draw(surface, title, size, look.palette.text, (screen.px(label_x), screen.px(y + 10)), "topleft",
                      bold=True, screen=screen)
            return
        label = t("progress.title")
        size = text.design_fit_size(label, 24, CONTROL_X - LABEL_X - 20, bold=True, screen=screen)
        text.draw(surface, label, size, look.palette.text, (screen.px(label_x), screen.px(y + 10)), "topleft",
                  bold=True, screen=screen)
        for k, line in enumerate(text.design_wrap(t("progress.help"), 18, CONTROL_X - LABEL_X - 24, screen=screen)[:2]):
            text.draw(surface, line, 18, look.palette.text_dim,
                      (screen.px(label_x),
                       screen.px(y + 10 + LANDSCAPE_LABEL_H + k * LANDSCAPE_HELP_LINE)), "topleft", screen=screen)

    def _draw_portrait_rows(self, surface: pygame.Surface) -> None:
        look = self.canvas.look
        screen = self.canvas.metrics
        shade = True
        px = screen.px
        for i, row in enumerate(self.portrait_rows):
            shade = not shade if i and row["y"] > self.portrait_rows[i - 1]["y"] else True
            if shade:
                pygame.draw.rect(surface, look.palette.table_dark, (row["x"], row["y"], row["w"], row["h"]),
                                 border_radius=px(10))
            key = row["key"]
            x, y, lw, _ = row["label"]
            lw = row["label_w"]  # design pixels
            label_lines = text.design_wrap(t(f"setting.{key}"), LABEL_SIZE, lw, bold=True, screen=screen)
            for k, line in enumerate(label_lines):
                text.draw(surface, line, LABEL_SIZE, look.palette.text, (x, y + px(4 + k * LABEL_LINE)), "topleft",
                          bold=True, screen=screen)
            if has(f"setting.{key}.help"):
                hy = 4 + len(label_lines) * LABEL_LINE + 2
                for k, line in enumerate(text.design_wrap(t(f"setting.{key}.help"), HELP_SIZE, lw, screen=screen)[:3]):
                    text.draw(surface, line, HELP_SIZE, look.palette.text_dim, (x, y + px(hy + k * HELP_LINE)),
                              "topleft", screen=screen)

    def version_line(self) -> str:
        """The About line under the General settings: which build the player has."""
        return f"{t('app.title')} {version()}"

    def _draw_version(self, surface: pygame.Surface) -> None:
        look = self.canvas.look
        screen = self.canvas.metrics
        if self.section == "general":
            text.draw(surface, self.version_line(), 16, look.palette.text_dim,
                      (screen.width // 2, screen.height - screen.px(12)), "midbottom", screen=screen)

    def draw(self, surface: pygame.Surface) -> None:
        look = self.canvas.look
        screen = self.canvas.metrics
        surface.fill(look.palette.table)
        self._draw_version(surface)
        px = screen.px
        if screen.big:
            head = self.head  # laid out with the widgets, not again every frame
            pygame.draw.rect(surface, look.palette.panel, (0, 0, screen.width, head["top"] - px(10)))
            title = t("settings.title")
            if head["title"] is not None:
                text.draw(surface, title, text.fit_size(title, 40, screen.width - px(240), bold=True, screen=screen),
                          look.palette.text,
                          head["title"], "center", bold=True, screen=screen)
            self._draw_portrait_rows(surface)
            self._draw_progress(surface)
            for w in self.widgets:
                if w.name.startswith("setting:") and w.name.count(":") == 2:
                    _, key, value = w.name.split(":")
                    w.selected = str(self.settings.get(key)) == value
                w.draw(surface, screen, look)
            return
        pygame.draw.rect(surface, look.palette.panel, (0, 0, screen.width, px(168)))
        dx = (screen.design_size()[0] - 1280) // 2
        text.draw(surface, t("settings.title"), 40, look.palette.text, (screen.width // 2, px(26)), "midtop",
                  bold=True, screen=screen)
        for i, (key, y, h) in enumerate(self._design_rows):
            if i % 2 == 0:
                pygame.draw.rect(surface, look.palette.table_dark, screen.scale_rect((60 + dx, y, 1160, h)),
                                 border_radius=px(10))
            label = t(f"setting.{key}")
            size = text.design_fit_size(label, 24, CONTROL_X - LABEL_X - 20, bold=True, screen=screen)
            helps = landscape_help_lines(key, screen)
            # the label and its help as one block, centred in the row that was sized for it
            top = px(y + (h - LANDSCAPE_LABEL_H - LANDSCAPE_HELP_LINE * len(helps)) // 2)
            text.draw(surface, label, size, look.palette.text, (px(LABEL_X + dx), top), "topleft", bold=True,
                      screen=screen)
            for k, line in enumerate(helps):
                text.draw(surface, line, 18, look.palette.text_dim,
                          (px(LABEL_X + dx),
                           top + px(LANDSCAPE_LABEL_H + k * LANDSCAPE_HELP_LINE)), "topleft", screen=screen)
        self._draw_progress(surface)
        for w in self.widgets:
            if w.name.startswith("setting:") and w.name.count(":") == 2:
                _, key, value = w.name.split(":")
                current = self.settings.get(key)
                w.selected = str(current) == value
            w.draw(surface, screen, look)

    def state(self) -> dict:
        return {"scene": "settings", "section": self.section, "values": dict(self.settings.values),
                "version": version()}
