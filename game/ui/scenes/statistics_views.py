"""What each chart of the statistics' pictures shows: its title, how it is drawn, and the
same figures as a table (the "Show numbers" view), from the statistics (game/charts.py)."""

from __future__ import annotations

import datetime as _dt
from collections.abc import Callable
from functools import partial
from typing import Any, NamedTuple

import pygame

from game import charts as series
from game.i18n import language, number, register_strings, t
from game.stats import HEARTS_LEVELS, Stats
from game.stats_weeks import H2H_KINDS, WEEKS
from game.ui import charts

register_strings({
    "en": {
        "charts.title": "Charts",
        "charts.tab.weeks": "Weeks",
        "charts.tab.levels": "Levels",
        "charts.tab.calendar": "Calendar",
        "charts.tab.rating": "Rating",
        "charts.show_numbers": "Show numbers",
        "charts.show_chart": "Show chart",
        "charts.week": "Week of",
        "charts.games": "Games",
        "charts.won": "Won",
        "charts.win_rate": "Win rate",
        "charts.won_of": "{won} won of {played}",
        "charts.level": "Level",
        "charts.month": "Month",
        "charts.solved": "Solved",
        "charts.missed": "Missed",
        "charts.answer": "Answer",
        "charts.rating": "Rating",
        "charts.no_games": "No games in these weeks yet",
        "charts.h2h.daily": "Daily deal",
        "charts.h2h.other": "Other deals",
        "charts.h2h.calendar": "Heart to Heart: daily deals won",
        "charts.hearts.calendar": "Hearts: daily puzzles",
        "charts.hearts.rating": "Hearts: puzzle rating",
        "charts.months": "Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec",
    },
    "ru": {
        "charts.title": "Графики",
        "charts.tab.weeks": "Недели",
        "charts.tab.levels": "Уровни",
        "charts.tab.calendar": "Календарь",
        "charts.tab.rating": "Рейтинг",
        "charts.show_numbers": "Показать числа",
        "charts.show_chart": "Показать график",
        "charts.week": "Неделя с",
        "charts.games": "Игры",
        "charts.won": "Победы",
        "charts.win_rate": "Доля побед",
        "charts.won_of": "выиграно {won} из {played}",
        "charts.level": "Уровень",
        "charts.month": "Месяц",
        "charts.solved": "Решено",
        "charts.missed": "Не решено",
        "charts.answer": "Ответ",
        "charts.rating": "Рейтинг",
        "charts.no_games": "В эти недели игр пока не было",
        "charts.h2h.daily": "Расклад дня",
        "charts.h2h.other": "Другие расклады",
        "charts.h2h.calendar": "Heart to Heart: выигранные расклады дня",
        "charts.hearts.calendar": "Червы: задачи дня",
        "charts.hearts.rating": "Червы: рейтинг в задачах",
        "charts.months": "янв фев мар апр май июн июл авг сен окт ноя дек",
    },
})

#: The tabs, in order (the rating's only when the statistics keep a rating history).
TABS = ("weeks", "levels", "calendar", "rating")


class View(NamedTuple):
    """One chart: its title, how it is drawn into a rectangle, its figures as a table
    (heads and rows), and a line said over it when there is nothing to show yet."""

    title: str
    draw: Callable[[pygame.Surface, pygame.Rect, charts.ChartStyle], Any]
    heads: list[str]
    rows: list[list[str]]
    note: str | None = None


def month_name(month: int) -> str:
    return t("charts.months").split()[month - 1]


def week_label(day: _dt.date) -> str:
    """A week by its Monday: "7 Dec", "7 дек"."""
    return f"{day.day} {month_name(day.month)}" if language() == "ru" else f"{month_name(day.month)} {day.day}"


def percent(rate: float | None) -> str:
    if rate is None:
        return t("stats.none")
    return f"{rate * 100:.0f}%" if language() == "en" else f"{rate * 100:.0f} %"


def tabs(stats: Stats) -> list[str]:
    """The tabs shown: the rating's only with a rating history to draw."""
    return [tab for tab in TABS if tab != "rating" or series.rating_points(stats.hearts)]


def views(tab: str, stats: Stats, today: _dt.date, week_count: int = 12) -> list[View]:
    """The charts of ``tab``: Heart to Heart's, then Hearts' (the rating: Hearts' only)."""
    if tab == "weeks":
        return [_weeks(t("settings.section.h2h"), stats.h2h[WEEKS], today, week_count),
                _weeks(t("settings.section.hearts"), stats.hearts[WEEKS], today, week_count)]
    if tab == "levels":
        h2h = series.kind_totals(stats.h2h[WEEKS], H2H_KINDS)
        hearts = series.level_rates((level, stats.hearts_level(level)["games_played"],
                                     stats.hearts_level(level)["games_won"]) for level in HEARTS_LEVELS)
        return [_rates(t("settings.section.h2h"), h2h, {k: f"charts.h2h.{k}" for k in H2H_KINDS}),
                _rates(t("settings.section.hearts"), hearts,
                       {k: f"setting.hearts.level.{k}" for k in HEARTS_LEVELS})]
    if tab == "calendar":
        return [_calendar(t("charts.h2h.calendar"), {"won": stats.h2h["daily_won"]}, today),
                _calendar(t("charts.hearts.calendar"), {"solved": stats.hearts["puzzles_solved"],
                                                        "failed": stats.hearts["puzzles_failed"]}, today)]
    points = series.rating_points(stats.hearts)
    return [_rating(t("charts.hearts.rating"), points)] if points else []


def _count(n: int) -> str:
    return number(n, 0)


def _weeks(title: str, rows: list, today: _dt.date, count: int) -> View:
    weeks = series.weeks(rows, today, count)
    labels = [week_label(w.monday) for w in weeks]
    pairs = [(w.played, w.won) for w in weeks]

    def draw(surface: pygame.Surface, rect: pygame.Rect, style: charts.ChartStyle) -> None:
        used = charts.legend(surface, rect, style, [t("charts.games"), t("charts.won")], [style.played, style.won],
                             markers=False)
        charts.bar_chart(surface, pygame.Rect(rect.x, rect.y + used, rect.w, rect.h - used), style, pairs, labels)

    note = None if any(p for p, _w in pairs) else t("charts.no_games")
    return View(title, draw, [t("charts.week"), t("charts.games"), t("charts.won")],
                [[label, _count(p), _count(w)] for label, (p, w) in zip(labels, pairs, strict=True)], note)


def _rates(title: str, rates: list[series.Rate], names: dict[str, str]) -> View:
    labels = [t(names[r.level]) for r in rates]
    figures = [percent(r.rate) for r in rates]
    notes = [t("charts.won_of", won=_count(r.won), played=_count(r.played)) for r in rates]
    draw = partial(_draw_rates, labels=labels, rates=[r.rate for r in rates], figures=figures, notes=notes)
    return View(title, draw, [t("charts.level"), t("charts.games"), t("charts.won"), t("charts.win_rate")],
                [[label, _count(r.played), _count(r.won), fig] for label, r, fig in
                 zip(labels, rates, figures, strict=True)])


def _draw_rates(surface: pygame.Surface, rect: pygame.Rect, style: charts.ChartStyle, labels, rates, figures,
                notes) -> None:
    charts.rate_bars(surface, rect, style, labels, rates, figures, notes)


def _calendar(title: str, answers: dict[str, list[str]], today: _dt.date) -> View:
    months = series.year_map(answers, today)
    names = [month_name(m.month) for m in months]
    kinds = list(answers)
    words = {"won": t("charts.won"), "solved": t("charts.solved"), "failed": t("charts.missed")}

    def draw(surface: pygame.Surface, rect: pygame.Rect, style: charts.ChartStyle) -> None:
        colors = {"won": style.won, "solved": style.won, "failed": style.failed, series.EMPTY: style.empty}
        used = charts.legend(surface, rect, style, [words[k] for k in kinds], [colors[k] for k in kinds], markers=False)
        charts.heat_map(surface, pygame.Rect(rect.x, rect.y + used, rect.w, rect.h - used), style, months, names,
                        colors)

    heads = [t("charts.month")] + [words[k] for k in kinds]
    rows = [[f"{name} {m.year}"] + [_count(m.cells.count(k)) for k in kinds] for name, m in
            zip(names, months, strict=True)]
    return View(title, draw, heads, rows)


#: The least height of the rating chart's axis: a rating's first answers move it by tens.
RATING_AXIS_MIN = 100.0


def _rating(title: str, points: list[float]) -> View:
    labels = [str(i + 1) for i in range(len(points))]

    def draw(surface: pygame.Surface, rect: pygame.Rect, style: charts.ChartStyle) -> None:
        charts.line_chart(surface, rect, style, [points], labels, y_format=lambda v: number(v, 0), from_zero=False,
                          min_span=RATING_AXIS_MIN)

    return View(title, draw, ["#", t("charts.rating")], [[label, number(p, 0)] for label, p in
                                                          zip(labels, points, strict=True)])
