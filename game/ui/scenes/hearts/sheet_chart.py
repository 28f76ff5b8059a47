"""The score sheet as a picture: each player's total after every hand as a line, the
target (where the game ends) drawn across; the sheet's table shows the same game in
figures, one tap (or the C key) away."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.hearts.scoring import running_totals
from game.i18n import number, register_strings, t
from game.ui import charts, text
from game.ui.look import Look
from game.ui.metrics import Screen

if TYPE_CHECKING:
    from game.ui.scenes.hearts.panel_view import PanelView

register_strings({
    "en": {"hearts.button.chart": "Chart", "hearts.button.table": "Table",
           "hearts.chart.target": "Game ends at {target}",
           "hearts.chart.none": "The chart starts after the first hand"},
    "ru": {"hearts.button.chart": "График", "hearts.button.table": "Таблица",
           "hearts.chart.target": "Конец игры: {target}",
           "hearts.chart.none": "График начнётся после первой раздачи"},
})

#: The height a score sheet needs to show its chart (design px, with its buttons).
CHART_H = 620


def sheet_lines(match: PanelView) -> list[list[int]]:
    """Each seat's totals, from the start (0) through every finished hand: a line a seat."""
    totals = running_totals(match.history)
    return [[row[seat] for row in totals] for seat in range(4)]


def draw_sheet_chart(match: PanelView, surface: pygame.Surface, rect: pygame.Rect, screen: Screen,
                     look: Look) -> None:
    """The lines in ``rect`` (device pixels), the seats' names with their marks above."""
    style = charts.chart_style(look.palette, look.cards, screen)
    names = [t(f"hearts.seat.{seat}") for seat in range(4)]
    used = charts.legend(surface, rect, style, names, list(style.lines[:4]))
    lines = sheet_lines(match)
    labels = [str(i) for i in range(len(lines[0]))]
    target = match.rules.target
    plot = charts.line_chart(surface, pygame.Rect(rect.x, rect.y + used + screen.px(4), rect.w,
                                                  rect.h - used - screen.px(4)),
                             style, lines, labels, target, t("hearts.chart.target", target=number(target, 0)),
                             y_format=lambda v: number(v, 0))
    if not match.history:  # one point at zero says nothing yet
        note = t("hearts.chart.none")
        size = text.fit_size(note, 20, plot.w - screen.px(20), screen=screen)
        box = text.font(size, screen=screen).size(note)
        pill = pygame.Rect(0, 0, box[0] + screen.px(24), box[1] + screen.px(12))
        pill.center = plot.center
        pygame.draw.rect(surface, style.ground, pill, border_radius=screen.px(10))
        text.draw(surface, note, size, style.text, pill.center, "center", screen=screen)
