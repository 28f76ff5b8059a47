"""The daily puzzles' calendar: a month of days, each solved (a heart) or missed (a cross) at
its first answer, today ringed, the puzzle streak; a tap on a day opens that day's puzzle.

It is the daily deal's calendar screen (game/ui/scenes/daily.py) with the puzzles' marks:
the same layout, day cells, month rule and streak rule, read from the puzzles' statistics.
"""

from __future__ import annotations

import datetime as _dt
import importlib
from typing import Any

import pygame

from game.i18n import language, t
from game.ui import text, theme
from game.ui.scene import register_scene
from game.ui.scenes.daily import WEEKDAYS, DailyScene, DayCell, month_title
from game.ui.widgets import Button

from . import strings  # noqa: F401  (registers the screen's words)

MISSED = (232, 84, 72)


def first_puzzle_day() -> _dt.date | None:
    """The engine's first puzzle date (``None`` in a build without puzzles)."""
    try:
        day = importlib.import_module("game.hearts.puzzle").first_day()
    except Exception:  # (ImportError: a build without puzzles)
        return None
    return day if isinstance(day, _dt.date) else None


class PuzzleDayCell(DayCell):
    """A day of the puzzles' calendar: solved days carry a heart, missed ones a cross."""

    def __init__(self, name: str, day: Any, rect: Any, on_tap: Any, size: int, missed: bool,
                 available: bool) -> None:
        super().__init__(name, day, rect, on_tap, size)
        self.missed = missed
        self.enabled = available and not day.future

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        if self.visible and self.missed and not self.day.won:
            r = self.rect
            text.draw(surface, "✕", self.size - 6, MISSED, (r.right - theme.px(6), r.y + theme.px(2)), "topright",
                      bold=True)


@register_scene("hearts_puzzle_calendar")
class PuzzleCalendarScene(DailyScene):
    """A month of daily puzzles, their first answers and the puzzle streak."""

    shortcuts = dict(DailyScene.shortcuts)

    def calendar(self):
        from game.heart_to_heart.daily import month_calendar

        return month_calendar(self.year, self.month, self.app.stats.hearts["puzzles_solved"], self.today)

    def build(self) -> None:
        super().build()
        first = first_puzzle_day()
        failed = set(self.app.stats.hearts["puzzles_failed"])
        self.streak = self.app.stats.puzzle_streak(self.today)
        out: list = []
        for w in self.widgets:
            if isinstance(w, DayCell):
                iso = w.day.day.isoformat()
                available = first is not None and w.day.day >= first
                out.append(PuzzleDayCell(w.name, w.day, w.rect, lambda d=iso: self.open_day(d), w.size,
                                         iso in failed, available))
            elif w.name == "button:prev_month":  # no month before the first puzzle's
                w.enabled = first is not None and (self.year, self.month) > (first.year, first.month)
                out.append(w)
            elif w.name == "button:play_today":
                out.append(Button("button:play_today", "puzzle.cal.play", w.rect, lambda: self.open_day(None),
                                  primary=True, size=w.size))
            else:
                out.append(w)
        self.widgets = out

    def shift(self, months: int) -> None:
        """The month ``months`` before or after, never before the first puzzle's month."""
        first = first_puzzle_day()
        if months < 0 and (first is None or (self.year, self.month) <= (first.year, first.month)):
            return
        super().shift(months)

    def open_day(self, iso: str | None) -> None:
        """The puzzle of ``iso`` (today's for ``None``); Back comes here."""
        self.app.go("hearts_puzzle", date=iso, back="hearts_puzzle_calendar")

    def today_line(self) -> tuple[str, tuple]:
        first = self.app.stats.puzzle_answer(self.today.isoformat())
        if first == "solved":
            return t("puzzle.cal.today_solved"), theme.ACCENT
        if first == "failed":
            return t("puzzle.cal.today_failed"), MISSED
        return t("puzzle.cal.today_open"), theme.TEXT

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill(theme.TABLE)
        px = theme.px
        L = self.L
        text.draw(surface, t("puzzle.cal.title"), L["title_size"], theme.TEXT, L["title"], "center", bold=True)
        text.draw(surface, month_title(self.year, self.month), L["month_size"], theme.ACCENT, L["month"], "center",
                  bold=True)
        gx, gy, cw, ch, gap = L["grid"]
        for c, name in enumerate(WEEKDAYS.get(language(), WEEKDAYS["en"])):
            text.draw(surface, name, L["cell_size"] - 4, theme.TEXT_DIM,
                      (px(gx + c * (cw + gap) + cw // 2), L["weekdays_y"]), "midbottom")
        x, y, step = L["lines"]
        lines = [self.today_line(),
                 (t("puzzle.cal.streak", n=self.streak[0]), theme.TEXT),
                 (t("puzzle.cal.best", n=self.streak[1]), theme.TEXT_DIM),
                 (t("puzzle.cal.month", n=self.cal.won_count), theme.TEXT_DIM)]
        room = 520 if theme.LAYOUT == "landscape" else theme.design_size()[0] - 48
        for i, (line, colour) in enumerate(lines):
            text.draw(surface, line, text.design_fit_size(line, L["line_size"], room, bold=i == 0),
                      colour, (x, y + i * step), "midtop", bold=i == 0)
        ex, ew = L["explain"]
        ey = y + len(lines) * step + px(16)
        for k, line in enumerate(text.design_wrap(t("puzzle.cal.explain"), L["explain_size"], round(ew / theme.SCALE))):
            text.draw(surface, line, L["explain_size"], theme.TEXT_DIM,
                      (ex + ew // 2, ey + px(k * (L["explain_size"] + 8))), "midtop")
        for wgt in self.widgets:
            wgt.draw(surface)

    def state(self) -> dict:
        return {
            "scene": self.name,
            "today": self.today.isoformat(),
            "month": f"{self.year:04d}-{self.month:02d}",
            "solved": [c.day.isoformat() for c in self.cal.days if c.won],
            "failed": [d for d in self.app.stats.hearts["puzzles_failed"]
                       if d.startswith(f"{self.year:04d}-{self.month:02d}")],
            "streak": list(self.streak),
            "targets": [w.name for w in self.widgets],
        }
