"""The Heart to Heart result panel: what a won game was worth, and where to go next.

Not a one-line dialog over a shaded screen: this panel lists the figures a player looks for (score,
time, moves, hints used, best time, streak, with "new best" marked) and offers New game,
Restart this deal and Menu.  It docks at the side (landscape) or the bottom (portrait),
so the celebration plays on the empty table beside or above it and never covers it.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import pygame

from game.i18n import register_strings, t
from game.stats import clock_text, whole_seconds
from game.ui import metrics, text, theme
from game.ui.dead_end import DockedDialog
from game.ui.look import Look
from game.ui.screens import Screen
from game.ui.widgets import Button, share_font_sizes

if TYPE_CHECKING:
    pass

register_strings({
    "en": {
        "h2h.result.score": "Score",
        "h2h.result.time": "Time",
        "h2h.result.moves": "Moves",
        "h2h.result.hints": "Hints used",
        "h2h.result.best_time": "Best time",
        "h2h.result.streak": "Winning streak",
        "h2h.result.new_best": "new best!",
        "h2h.result.best_streak": "best {n}",
    },
    "ru": {
        "h2h.result.score": "Счёт",
        "h2h.result.time": "Время",
        "h2h.result.moves": "Ходы",
        "h2h.result.hints": "Подсказок",
        "h2h.result.best_time": "Лучшее время",
        "h2h.result.streak": "Побед подряд",
        "h2h.result.new_best": "рекорд!",
        "h2h.result.best_streak": "рекорд {n}",
    },
})

#: Label and value size, and the height of one row of figures (text sizes and lengths in
#: design pixels: lengths go through ``Screen.px``).
ROW_SIZE, ROW_H = 24, 38
#: The notes under the figures: text size and line height.
NOTE_SIZE, NOTE_H = 22, 30
#: The width of Copy code and Share beside the panel (design pixels).
EXTRA_W = 250


def _width(words: str, size: int, bold: bool = False, *, screen: metrics.Screen) -> int:
    """How wide ``words`` are at a design text size, measured at the design size and
    scaled: the panel's choices (a smaller size for long labels, where the block of
    figures is centred) then come out as in the design picture, at any scale."""
    return round(text.font_px(size, bold).size(words)[0] * screen.scale)


@dataclass(frozen=True)
class Result:
    """One won game and the statistics after it was recorded."""

    score: int
    seconds: float
    moves: int
    hints: int
    best_time: int | None  # whole seconds, after this game
    new_best: bool  # this game set (or equalled for the first time) the best time
    streak: int
    best_streak: int

    @classmethod
    def after_win(cls, score: int, seconds: float, moves: int, hints: int, stats: dict,
                  best_before: int | None) -> Result:
        """Built from ``stats.h2h`` once the win is recorded; ``best_before`` is the best
        time before it (``None``: the first win)."""
        best = stats.get("best_time")
        secs = whole_seconds(seconds)
        return cls(score, seconds, moves, hints, best if isinstance(best, int) else secs,
                   best_before is None or secs < best_before,
                   int(stats.get("current_streak") or 0), int(stats.get("best_streak") or 0))

    def rows(self) -> list[tuple[str, str]]:
        """(label, value) in the current language."""
        time = clock_text(self.seconds)
        if self.new_best:
            time += "  " + t("h2h.result.new_best")
        streak = str(self.streak)
        if self.best_streak > self.streak:
            streak += " (" + t("h2h.result.best_streak", n=self.best_streak) + ")"
        rows = [(t("h2h.result.score"), str(self.score)),
                (t("h2h.result.time"), time),
                (t("h2h.result.moves"), str(self.moves)),
                (t("h2h.result.hints"), str(self.hints))]
        if not self.new_best:  # a new best is said on the time's row: no second row saying it
            rows.append((t("h2h.result.best_time"), clock_text(self.best_time or 0)))
        return rows + [(t("h2h.result.streak"), streak)]


class ResultPanel(Screen[str]):
    """A docked sheet (title, buttons, keyboard, Esc: the :class:`DockedDialog` it holds)
    with a table of figures; a modal screen (game/ui/screens.py)."""

    def __init__(self, figures: Result, buttons: list[tuple[str, str, Callable[[], None] | None]],
                 *, cancel: str, dock: str, notes: Callable[[], list[str]] | None = None,
                 extras: list[tuple[str, str, Callable[[], None], int]] | None = None,
                 screen: Callable[[], metrics.Screen], look: Look) -> None:
        """``screen``: the window's logical screen now; ``look``: the app's."""
        self.screen = screen
        self.look = look
        #: The won game's figures.
        self.figures = figures
        #: (name, label, action, text size) of the table's buttons that stay in use beside
        #: the panel (Copy code, Share: a won deal is the one a player wants to pass on).
        self._extra_spec = extras or []
        #: Sentences under the figures (the shortest win, the daily deal), asked again at
        #: each layout: the shortest-win search may still be finishing while the panel shows.
        self.notes = notes or (lambda: [])
        self._note_lines: list[str] = []
        self.row_boxes: list[tuple[pygame.Rect, pygame.Rect]] = []
        #: The sheet it grows: its answer (``"new"``, ``"restart"``, ``"menu"``) is the panel's.
        self.sheet = DockedDialog("h2h.won", "", buttons, cancel=cancel, width=720, dock=dock, screen=screen,
                                  look=look)
        self.sheet.opened(self.dismiss)
        self.kind = self.sheet.kind
        self.layout()

    # -- the sheet it holds: what the app and the scene read and set -----------------------
    @property
    def rect(self) -> pygame.Rect:
        return self.sheet.rect

    @rect.setter
    def rect(self, rect: pygame.Rect) -> None:
        self.sheet.rect = rect

    @property
    def buttons(self) -> list[Button]:
        return self.sheet.buttons

    @property
    def extras(self) -> list[Button]:
        """Copy code and Share, on the table beside the panel."""
        return self.sheet.extras

    @property
    def dock(self) -> str:
        return self.sheet.dock

    @dock.setter
    def dock(self, dock: str) -> None:
        self.sheet.dock = dock

    def describe(self) -> dict[str, object]:
        return self.sheet.describe()

    def hittables(self) -> list:
        return self.sheet.hittables()

    def focus_targets(self) -> list[Button]:
        return self.sheet.focus_targets()

    def default_button(self) -> Button | None:
        return self.sheet.default_button()

    def press_cancel(self) -> None:
        self.sheet.press_cancel()

    def on_tap(self, target: Any, pos: tuple[int, int]) -> None:
        self.sheet.on_tap(target, pos)

    def opened(self, on_dismiss: Callable[[str], None]) -> None:
        """Shown (again): the sheet it holds answers for it."""
        super().opened(on_dismiss)
        self.sheet.opened(self.dismiss)

    # -- its own layout and drawing --------------------------------------------------------
    def layout(self) -> None:
        """The sheet's own layout, grown by the rows of figures (buttons stay at the bottom)."""
        self.sheet.layout()
        screen = self.screen()
        px = screen.px
        rows = len(self.figures.rows())
        r = self.rect
        self._note_lines = [line for note in self.notes() if note
                            for line in text.wrap(note, NOTE_SIZE, r.w - px(48), screen=screen)]
        notes_h = px(NOTE_H) * len(self._note_lines) + (px(8) if self._note_lines else 0)
        grown = pygame.Rect(r.x, r.y, r.w, min(r.h + rows * px(ROW_H) + px(6) + notes_h, screen.height - px(16)))
        if self.dock == "bottom":
            grown.midbottom = r.midbottom
        elif self.dock == "right":
            grown.midright = r.midright
        else:
            grown.center = r.center
        dy = grown.bottom - r.bottom
        for b in self.buttons:
            b.rect.move_ip(0, dy)
        self.rect = grown
        self._place_extras()

    def _place_extras(self) -> None:
        """Copy code and Share in a row on the table just outside the panel: above it when
        it is docked at the bottom, beside its foot when it is docked at the side."""
        if not self._extra_spec:
            return
        if not self.sheet.extras:
            self.sheet.extras = [Button(name, label, (0, 0, 1, 1), action, size=size)
                                 for name, label, action, size in self._extra_spec]
        screen = self.screen()
        px = screen.px
        r = self.rect
        h = self.buttons[0].rect.h if self.buttons else px(screen.tap_min)
        w, gap = px(EXTRA_W), px(12)
        if self.dock == "bottom":  # as wide as the panel's own two columns of buttons
            w = (r.w - px(48) - gap) // 2
            y, right = r.top - gap - h, r.right - px(24)
        else:
            y, right = r.bottom - h, r.left - px(16)
        x = right
        for b in reversed(self.extras):
            x -= w
            b.rect = pygame.Rect(x, y, w, h)
            x -= gap
        share_font_sizes(self.extras, screen)  # one label size for the pair

    def extras_top(self) -> int:
        """The top of the row of extras (the panel's top when there are none)."""
        return min([b.rect.top for b in self.extras], default=self.rect.top)

    def _rows_layout(self) -> list[tuple[str, str, pygame.Rect, pygame.Rect, int]]:
        """Each row's label (right-aligned at the middle) and value (left-aligned after
        it), shrunk together if a language's words do not fit the panel."""
        rows = self.figures.rows()
        r = self.rect
        screen = self.screen()
        px = screen.px
        gap = px(24)
        room = r.w - px(48)
        size = ROW_SIZE
        while size > 14:
            lw = max(_width(label, size, screen=screen) for label, _ in rows)
            vw = max(_width(value, size, True, screen=screen) for _, value in rows)
            if lw + vw + gap <= room:
                break
            size -= 1
        lw = max(_width(label, size, screen=screen) for label, _ in rows)
        vw = max(_width(value, size, True, screen=screen) for _, value in rows)
        split = r.x + gap + (room - lw - vw - gap) // 2 + lw  # the block is centred
        out = []
        for i, (label, value) in enumerate(rows):
            y = r.y + px(82 + i * ROW_H)  # each row from the top: no rounding piles up
            lr = pygame.Rect(0, 0, *text.font(size, screen=screen).size(label))
            lr.topright = (split, y)
            vr = pygame.Rect(0, 0, *text.font(size, True, screen=screen).size(value))
            vr.topleft = (split + gap, y)
            out.append((label, value, lr, vr, size))
        return out

    def draw(self, surface: pygame.Surface) -> None:
        self.sheet.draw(surface)  # with Copy code and Share beside it
        screen, look = self.screen(), self.look
        self.row_boxes = []
        for i, (label, value, lr, vr, size) in enumerate(self._rows_layout()):
            color = theme.ACCENT if i == 0 else look.palette.text
            text.draw(surface, label, size, look.palette.text_dim, lr.topleft, "topleft", screen=screen)
            text.draw(surface, value, size, color, vr.topleft, "topleft", bold=True, screen=screen)
            self.row_boxes.append((lr, vr))
        top = 82 + ROW_H * len(self.row_boxes) + 8  # design pixels below the panel's top
        for i, line in enumerate(self._note_lines):
            y = self.rect.y + screen.px(top + i * NOTE_H)
            text.draw(surface, line, NOTE_SIZE, look.palette.text, (self.rect.centerx, y), "midtop", screen=screen)
