"""The daily puzzles' calendar: a month of days, each solved (a heart) or missed (a cross) at
its first answer, or missed at first and solved on a retry (a heart with a retry mark), today
ringed, the puzzle streak; a tap on a day opens that day's puzzle.

It is laid out and drawn as the daily deal's calendar (game/ui/scenes/daily.py: its layout,
its day cells, its month rule and its streak rule), read from the puzzles' statistics, from
the engine's first puzzle's month to this one.
"""

from __future__ import annotations

import datetime as _dt
import importlib
from typing import Any

import pygame

from game.i18n import t
from game.ui import text, theme
from game.ui.look import Look
from game.ui.metrics import Screen
from game.ui.scene import Parts, Scene, register_scene
from game.ui.scenes import daily
from game.ui.widgets import Button, draw_button_body

from . import strings  # noqa: F401  (registers the screen's words)

MISSED = (232, 84, 72)
HEART = (178, 24, 44)


def first_puzzle_day() -> _dt.date | None:
    """The engine's first puzzle date (``None`` in a build without puzzles)."""
    try:
        day = importlib.import_module("game.hearts.teaching.puzzle").first_day()
    except Exception:  # (ImportError: a build without puzzles)
        return None
    return day if isinstance(day, _dt.date) else None


class PuzzleDayCell:
    """A day of the puzzles' calendar: the daily deal's day cell (a heart on a day solved),
    with a cross on a day missed, a heart with a retry mark on a day missed then solved on a
    retry; a day before the first puzzle cannot be tapped."""

    focusable = True

    def __init__(self, cell: daily.DayCell, missed: bool, available: bool, retried: bool = False) -> None:
        self.cell = cell
        self.missed = missed
        self.retried = missed and retried
        cell.enabled = cell.enabled and available

    # a hittable, as the cell it shows
    @property
    def name(self) -> str:
        return self.cell.name

    @property
    def rect(self) -> pygame.Rect:
        return self.cell.rect

    @property
    def visible(self) -> bool:
        return self.cell.visible

    @property
    def enabled(self) -> bool:
        return self.cell.enabled

    @property
    def drawn(self) -> Any:
        return self.cell.drawn

    def hit(self, pos: tuple[int, int]) -> bool:
        return self.cell.hit(pos)

    def activate(self) -> None:
        self.cell.activate()

    def draw(self, surface: pygame.Surface, screen: Screen, look: Look) -> None:
        if not (self.cell.visible and self.missed and not self.cell.day.won):
            self.cell.draw(surface, screen, look)
            return
        # as a day solved shows its heart: the number over a cross as large, or over a heart
        # with a small retry mark in the corner (not the first answer: the day's own face)
        cell, r = self.cell, self.cell.rect
        px = screen.px
        draw_button_body(surface, r, cell.colors(look)[0], px(10), screen)
        if cell.day.today:
            pygame.draw.rect(surface, theme.ACCENT, r.inflate(px(6), px(6)), width=px(4), border_radius=px(12))
        fg = cell.colors(look)[1]
        text.draw(surface, cell.text, cell.size, fg, (r.centerx, r.centery - px(2)), "midbottom", bold=True,
                  screen=screen)
        if self.retried:
            text.draw(surface, "♥", cell.size, HEART, (r.centerx, r.centery - px(4)), "midtop", bold=True,
                      screen=screen)
            text.draw(surface, "↻", max(10, cell.size * 2 // 3), fg, (r.right - px(4), r.top + px(2)), "topright",
                      bold=True, screen=screen)
        else:
            text.draw(surface, "✕", cell.size + 4, MISSED, (r.centerx, r.centery - px(4)), "midtop", bold=True,
                      screen=screen)
        cell.drawn = (cell.size, [cell.text], None)


@register_scene("hearts_puzzle_calendar")
class PuzzleCalendarScene(Scene):
    """A month of daily puzzles, their first answers and the puzzle streak."""

    back_to = "menu"
    shortcuts = dict(daily.DailyScene.shortcuts)

    def __init__(self, parts: Parts, year: int | None = None, month: int | None = None,
                 puzzle: dict | None = None, **params: Any) -> None:
        """``puzzle``: opened from a puzzle, its parameters to go back to it as it was
        (``date``, ``played``, ``back``)."""
        super().__init__(parts, **params)
        self.today = daily.local_today()
        self.date_watch = daily.DateWatch()
        self.first = first_puzzle_day()
        self.year, self.month = year or self.today.year, month or self.today.month
        self.puzzle = dict(puzzle) if isinstance(puzzle, dict) else None

    def on_back(self) -> None:
        """Back to the puzzle this calendar was opened from, else to the menu."""
        if self.puzzle is not None:
            self.nav.go("hearts_puzzle", **self.puzzle)
        else:
            self.nav.go(self.back_to)

    def first_month(self) -> tuple[int, int]:
        """The earliest month shown: the first puzzle's (this one where there are none)."""
        first = self.first or self.today
        return first.year, first.month

    def build(self) -> None:
        from game.heart_to_heart.daily import month_calendar

        screen = self.canvas.metrics
        L = self.L = daily._to_device(daily.daily_layout(*screen.design_size(), screen.form), screen)
        hearts = self.stats.hearts
        self.cal = cal = month_calendar(self.year, self.month, hearts["puzzles_solved"], self.today)
        self.streak = self.stats.puzzle_streak(self.today)
        failed, retried = set(hearts["puzzles_failed"]), set(hearts["puzzles_retried"])

        def cell(day: Any, rect: tuple[int, int, int, int]) -> PuzzleDayCell:
            iso = day.day.isoformat()
            plain = daily.DayCell(f"day:{iso}", day, rect, lambda d=iso: self.open_day(d), L["cell_size"], screen,
                                  self.canvas.look)
            return PuzzleDayCell(plain, iso in failed, self.first is not None and day.day >= self.first,
                                 iso in retried)

        w = daily.calendar_widgets(L, screen, cal, (self.year, self.month) > self.first_month(),
                                   (self.year, self.month) < (self.today.year, self.today.month), self.on_back,
                                   self.shift, cell)
        answered = self.stats.puzzle_answer(self.today.isoformat()) is not None
        w.append(Button("button:play_today", "puzzle.cal.see" if answered else "puzzle.cal.play", L["play"],
                        lambda: self.open_day(None), primary=not answered, size=L["play_size"]))
        self.widgets = w

    def update(self, dt: float) -> bool:
        return daily.follow_the_date(self, dt)

    def shift(self, months: int) -> None:
        """The month ``months`` before or after, from the first puzzle's month to this one."""
        k = self.year * 12 + (self.month - 1) + months
        first = self.first_month()
        k = max(first[0] * 12 + first[1] - 1, min(k, self.today.year * 12 + self.today.month - 1))
        self.year, self.month = divmod(k, 12)
        self.month += 1
        focus = self.focus
        self.build()
        self.focus = focus
        self.canvas.invalidate()

    def open_day(self, iso: str | None) -> None:
        """The puzzle of ``iso`` (today's for ``None``); Back comes here."""
        self.nav.go("hearts_puzzle", date=iso, back="hearts_puzzle_calendar")

    def today_line(self) -> tuple[str, tuple]:
        look = self.canvas.look
        today = self.today.isoformat()
        first = self.stats.puzzle_answer(today)
        if first == "solved":
            return t("puzzle.cal.today_solved"), theme.ACCENT
        if first == "failed" and self.stats.puzzle_retried(today):
            return t("puzzle.cal.today_retried"), theme.ACCENT
        if first == "failed":
            return t("puzzle.cal.today_failed"), MISSED
        return t("puzzle.cal.today_open"), look.palette.text

    def draw(self, surface: pygame.Surface) -> None:
        look = self.canvas.look
        lines = [self.today_line(),
                 (t("puzzle.cal.streak", n=self.streak[0]), look.palette.text),
                 (t("puzzle.cal.best", n=self.streak[1]), look.palette.text_dim),
                 (t("puzzle.cal.month", n=self.cal.won_count), look.palette.text_dim)]
        daily.draw_calendar(surface, self.L, self.canvas.metrics, self.canvas.look, t("puzzle.cal.title"),
                            daily.month_title(self.year, self.month), lines, t("puzzle.cal.explain"), self.widgets)

    def state(self) -> dict:
        month = f"{self.year:04d}-{self.month:02d}"
        return {
            "scene": self.name,
            "today": self.today.isoformat(),
            "month": month,
            "solved": [c.day.isoformat() for c in self.cal.days if c.won],
            "failed": [d for d in self.stats.hearts["puzzles_failed"] if d.startswith(month)],
            "retried": [d for d in self.stats.hearts["puzzles_retried"] if d.startswith(month)],
            "streak": list(self.streak),
            "targets": [w.name for w in self.widgets],
        }
