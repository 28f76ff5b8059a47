"""The statistics as pictures: games and wins by week, the win rate per level, the daily
deal's and the daily puzzle's year, the puzzle rating; each game's in its own panel.

Targets: ``button:back`` (to the statistics), ``tab:weeks``, ``tab:levels``,
``tab:calendar``, ``tab:rating`` (only with a rating history), ``button:numbers`` (the
charts as tables of the same figures, and back; the T or C key too).
"""

from __future__ import annotations

from functools import partial

import pygame

from game.i18n import t
from game.ui import text, theme
from game.ui.charts import chart_style, table
from game.ui.metrics import Screen
from game.ui.scene import Scene, register_scene
from game.ui.scenes import daily as _daily
from game.ui.scenes.statistics_views import View, tabs, views
from game.ui.widgets import Button

#: From this height (design px) a sideways phone's form stacks the panels (a square window).
STACKED_H = 1100
#: A panel's title (design size) and the room it takes above its chart.
TITLE_SIZE, TITLE_H = 24, 48


def charts_layout(width: int, height: int, kind: str, n_tabs: int) -> dict:
    """Back, the title (portrait), the tabs, the panels and the numbers button."""
    if kind == "portrait":
        tap = 88
        tab_w = (width - 24 - 10 * (n_tabs - 1)) // n_tabs
        top, bottom = 112 + tap + 12, height - tap - 24
        return {"back": (12, 12, 190, tap), "title": (width // 2 + 90, 54), "size": 24,
                "tabs": [(12 + i * (tab_w + 10), 112, tab_w, tap) for i in range(n_tabs)],
                "numbers": (width // 2 - 200, bottom, 400, tap), "area": (24, top, width - 48, bottom - 12 - top),
                "stacked": True}
    if kind == "compact":
        tap = 88
        x0 = 12 + 190 + 24
        tab_w = (width - x0 - 12 - 10 * (n_tabs - 1)) // n_tabs
        top, bottom = 12 + tap + 12, height - tap - 12
        return {"back": (12, 12, 190, tap), "title": None, "size": 24,
                "tabs": [(x0 + i * (tab_w + 10), 12, tab_w, tap) for i in range(n_tabs)],
                "numbers": (width // 2 - 200, bottom, 400, tap), "area": (24, top, width - 48, bottom - 12 - top),
                "stacked": height >= STACKED_H}
    x0 = 24 + 170 + 24
    tab_w = (width - x0 - 24 - 10 * (n_tabs - 1)) // n_tabs
    top, bottom = 22 + 56 + 16, height - 56 - 20
    return {"back": (24, 22, 170, 56), "title": None, "size": 22,
            "tabs": [(x0 + i * (tab_w + 10), 22, tab_w, 56) for i in range(n_tabs)],
            "numbers": (width // 2 - 180, bottom, 360, 56), "area": (24, top, width - 48, bottom - 12 - top),
            "stacked": False}


def panels(area: pygame.Rect, n: int, stacked: bool, gap: int) -> list[pygame.Rect]:
    """``n`` panels filling ``area``: one over the other, or side by side."""
    if n <= 1:
        return [pygame.Rect(area)]
    if stacked:
        h = (area.h - gap) // 2
        return [pygame.Rect(area.x, area.y, area.w, h), pygame.Rect(area.x, area.y + h + gap, area.w, h)]
    w = (area.w - gap) // 2
    return [pygame.Rect(area.x, area.y, w, area.h), pygame.Rect(area.x + w + gap, area.y, w, area.h)]


@register_scene("statistics_charts")
class StatisticsChartsScene(Scene):
    back_to = "statistics"
    shortcuts = {pygame.K_t: "button:numbers", pygame.K_c: "button:numbers"}

    def __init__(self, parts, tab: str = "weeks", numbers: bool = False, **params) -> None:
        super().__init__(parts, **params)
        self.tab = tab
        #: The figures as tables instead of pictures.
        self.numbers = bool(numbers)

    def on_back(self) -> None:
        self.nav.go("statistics")

    def build(self) -> None:
        screen: Screen = self.canvas.metrics
        shown = tabs(self.stats)
        if self.tab not in shown:
            self.tab = shown[0]
        L = charts_layout(*screen.design_size(), screen.form, len(shown))
        self.L = L
        size = L["size"]
        w: list = [Button("button:back", lambda: "← " + t("button.back"), screen.scale_rect(L["back"]), self.on_back,
                          size=size)]
        for i, tab in enumerate(shown):
            w.append(Button(f"tab:{tab}", f"charts.tab.{tab}", screen.scale_rect(L["tabs"][i]), partial(self.show, tab),
                            size=size, selected=(tab == self.tab)))
        w.append(Button("button:numbers", "charts.show_chart" if self.numbers else "charts.show_numbers",
                        screen.scale_rect(L["numbers"]), self.toggle_numbers, size=size - 2))
        self.widgets = w

    def show(self, tab: str) -> None:
        self.tab = tab
        self.focus = f"tab:{tab}"
        self.build()

    def toggle_numbers(self) -> None:
        self.numbers = not self.numbers
        self.focus = "button:numbers"
        self.build()

    def views(self) -> list[View]:
        screen: Screen = self.canvas.metrics
        area = screen.scale_rect(self.L["area"])
        wide = (area[2] if self.L["stacked"] else area[2] // 2) >= screen.px(900)
        return views(self.tab, self.stats, _daily.local_today(), 26 if wide else 12)

    def panel_rects(self, n: int) -> list[pygame.Rect]:
        screen: Screen = self.canvas.metrics
        return panels(pygame.Rect(screen.scale_rect(self.L["area"])), n, self.L["stacked"], screen.px(16))

    def draw(self, surface: pygame.Surface) -> None:
        screen: Screen = self.canvas.metrics
        look = self.canvas.look
        px = screen.px
        surface.fill(look.palette.table)
        if self.L["title"] is not None:
            text.draw(surface, t("charts.title"), 40, look.palette.text, screen.point(self.L["title"]), "center",
                      bold=True, screen=screen)
        style = chart_style(look.palette, look.cards, screen)
        shown = self.views()
        for view, panel in zip(shown, self.panel_rects(len(shown)), strict=True):
            pygame.draw.rect(surface, style.ground, panel, border_radius=px(16))
            size = text.fit_size(view.title, TITLE_SIZE, panel.w - px(40), bold=True, screen=screen)
            text.draw(surface, view.title, size, theme.ACCENT, (panel.centerx, panel.y + px(12)), "midtop", bold=True,
                      screen=screen)
            inner = pygame.Rect(panel.x + px(20), panel.y + px(TITLE_H), panel.w - px(40),
                                panel.h - px(TITLE_H) - px(14))
            if self.numbers:
                table(surface, inner, style, view.heads, view.rows)
                continue
            view.draw(surface, inner, style)
            if view.note:
                size = text.fit_size(view.note, 20, inner.w - px(20), screen=screen)
                box = text.font(size, screen=screen).size(view.note)
                pill = pygame.Rect(0, 0, box[0] + px(24), box[1] + px(12))
                pill.center = inner.center
                pygame.draw.rect(surface, style.ground, pill, border_radius=px(10))
                text.draw(surface, view.note, size, style.text, pill.center, "center", screen=screen)
        for w in self.widgets:
            w.draw(surface, screen, look)

    def state(self) -> dict:
        return {"scene": "statistics_charts", "tab": self.tab, "numbers": self.numbers,
                "tabs": tabs(self.stats),
                "views": [{"title": v.title, "heads": v.heads, "rows": v.rows} for v in self.views()]}
