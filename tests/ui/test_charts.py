"""The charts as a player sees them: at every size and in both languages each chart's
letters stay inside its panel and clear of each other; high contrast and four-colour
suits change their colours; "Show numbers" (or T) shows the very figures drawn; the
Hearts score sheet's chart (or C) and its table one tap apart."""

from __future__ import annotations

import datetime as dt
import itertools

import pygame
import pytest

from devkit.harness import SIZES, finished_match, open_app, settle, tap
from game.ui import charts as drawing
from game.ui import text, theme
from game.ui.look import card_look
from game.ui.metrics import Screen
from game.ui.scenes import daily
from game.ui.scenes import statistics_views as views_module

TODAY = dt.date(2026, 12, 7)
CHART_SIZES = {**SIZES, "600x600": (600, 600), "640x500": (640, 500)}


def fill(stats) -> None:
    """A player's statistics: some weeks of games, daily deals and puzzles, a rating."""
    from game.stats_weeks import week_of

    stats.h2h["weeks"] = [[week_of(TODAY - dt.timedelta(weeks=k)), k % 4, k % 3 if k % 3 <= k % 4 else 0, 7, 2]
                          for k in range(20, -1, -1)]
    stats.hearts["weeks"] = [[week_of(TODAY - dt.timedelta(weeks=k)), 3, 1, 2, 2, k % 5, 0] for k in range(30, -1, -2)]
    stats.h2h["daily_won"] = [(TODAY - dt.timedelta(days=k)).isoformat() for k in range(300, 0, -3)]
    stats.hearts["puzzles_solved"] = [(TODAY - dt.timedelta(days=k)).isoformat() for k in range(200, 0, -2)]
    stats.hearts["puzzles_failed"] = [(TODAY - dt.timedelta(days=k)).isoformat() for k in range(199, 0, -10)]
    stats.hearts.update(easy_games_played=12, easy_games_won=9, hard_games_played=6, hard_games_won=1)
    stats.hearts["rating_history"] = [1500 + (k * 37) % 90 - 40 for k in range(30)]


@pytest.fixture(autouse=True)
def today(monkeypatch):
    monkeypatch.setattr(daily, "local_today", lambda: TODAY)


class Letters:
    """Every piece of text drawn while ``on``: its words and its box."""

    def __init__(self, monkeypatch) -> None:
        self.drawn: list[tuple[str, pygame.Rect]] = []
        self.on = False
        real = text.draw

        def draw(surface, s, *a, **kw):
            box = real(surface, s, *a, **kw)
            if self.on and s.strip():
                self.drawn.append((s, pygame.Rect(box)))
            return box

        monkeypatch.setattr(text, "draw", draw)

    def of(self, app) -> list[tuple[str, pygame.Rect]]:
        self.drawn, self.on = [], True
        try:
            app.render()
        finally:
            self.on = False
        return self.drawn


def problems_in_panels(app, letters: list[tuple[str, pygame.Rect]]) -> list[str]:
    scene = app.nav.scene
    panels = scene.panel_rects(len(scene.views()))
    widgets = [w.rect for w in scene.widgets]
    out = []
    inside: dict[int, list[tuple[str, pygame.Rect]]] = {}
    for s, box in letters:
        if any(w.contains(box) for w in widgets) or (scene.L["title"] and box.bottom < widgets[0].bottom):
            continue
        home = next((i for i, p in enumerate(panels) if p.contains(box)), None)
        if home is None:
            out.append(f"{s!r} {tuple(box)} is outside every panel {[tuple(p) for p in panels]}")
            continue
        inside.setdefault(home, []).append((s, box))
    for drawn in inside.values():
        for (a, ra), (b, rb) in itertools.combinations(drawn, 2):
            if ra.colliderect(rb):
                out.append(f"{a!r} {tuple(ra)} runs into {b!r} {tuple(rb)}")
    return out


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("size_name", ["390x844", "1920x1080", "844x390", "600x600", "1280x720", "800x360",
                                       "360x800", "640x500", "2880x1800"])
def test_every_charts_letters_stay_in_its_panel_and_apart(tmp_path, monkeypatch, size_name, lang):
    letters = Letters(monkeypatch)
    problems = []
    with open_app(tmp_path, CHART_SIZES[size_name], lang) as app:
        fill(app.stats)
        app.nav.go("statistics")
        settle(app)
        tap(app, "button:charts")
        for tab, numbers in itertools.product(("weeks", "levels", "calendar", "rating"), (False, True)):
            tap(app, f"tab:{tab}")
            if app.nav.scene.numbers != numbers:
                tap(app, "button:numbers")
            drawn = letters.of(app)
            assert len(drawn) > 8, (tab, numbers, drawn)
            problems += [f"{tab}{' numbers' if numbers else ''}: {p}" for p in problems_in_panels(app, drawn)]
    assert not problems, "\n".join(problems[:30])


def test_high_contrast_changes_the_charts_colours():
    screen = Screen()
    normal = drawing.chart_style(theme.NORMAL, card_look(palette=theme.NORMAL), screen)
    high = drawing.chart_style(theme.HIGH_CONTRAST, card_look(palette=theme.HIGH_CONTRAST), screen)
    assert high.ground != normal.ground and high.grid != normal.grid and high.played != normal.played
    assert high.width > normal.width


def test_four_colour_suits_give_the_charts_the_suits_colours():
    screen = Screen()
    two = drawing.chart_style(theme.NORMAL, card_look(False, theme.NORMAL), screen)
    four = drawing.chart_style(theme.NORMAL, card_look(True, theme.NORMAL), screen)
    assert len(set(four.lines)) == len(set(two.lines)) == 4  # four players, four colours either way
    assert four.lines[2:] != two.lines[2:] and four.won != two.won


def test_the_charts_screen_takes_its_colours_from_the_settings(tmp_path):
    pictures = {}
    for four in (False, True):
        with open_app(tmp_path / str(four), (1280, 720), settings={"comfort.four_colour_suits": four}) as app:
            fill(app.stats)
            app.nav.go("statistics_charts", tab="calendar")
            settle(app)
            app.render()
            pictures[four] = pygame.image.tobytes(app.display.screen, "RGB")
    assert pictures[False] != pictures[True]


def captured(monkeypatch, name: str) -> list:
    calls: list = []
    real = getattr(drawing, name)

    def spy(*a, **kw):
        calls.append(a)
        return real(*a, **kw)

    monkeypatch.setattr(views_module.charts, name, spy)
    return calls


def test_show_numbers_shows_the_figures_the_charts_draw(tmp_path, monkeypatch):
    bars, rates, maps, lines = (captured(monkeypatch, n) for n in ("bar_chart", "rate_bars", "heat_map", "line_chart"))
    with open_app(tmp_path, (1280, 720)) as app:
        fill(app.stats)
        app.nav.go("statistics_charts")
        settle(app)
        tables = {}
        for tab in ("weeks", "levels", "calendar", "rating"):
            tap(app, f"tab:{tab}")
            app.render()
            tables[tab] = [v.rows for v in app.nav.scene.views()]
    for (_s, _r, _style, pairs, labels), rows in zip(bars[-2:], tables["weeks"], strict=True):
        assert [[label, str(p), str(w)] for label, (p, w) in zip(labels, pairs, strict=True)] == rows
    for (_s, _r, _style, labels, _rates, figures, *_notes), rows in zip(rates[-2:], tables["levels"], strict=True):
        assert [[row[0], row[3]] for row in rows] == [list(x) for x in zip(labels, figures, strict=True)]
    for (_s, _r, _style, months, _names, _colors), rows, kinds in zip(maps[-2:], tables["calendar"],
                                                                      (("won",), ("solved", "failed")), strict=True):
        assert [row[1:] for row in rows] == [[str(m.cells.count(k)) for k in kinds] for m in months]
    (_s, _r, _style, drawn, _labels), = lines[-1:]
    assert [row[1] for row in tables["rating"][0]] == [str(round(v)) for v in drawn[0]]


def test_show_numbers_is_one_key_away_and_back(tmp_path):
    with open_app(tmp_path, (1280, 720)) as app:
        app.nav.go("statistics_charts")
        settle(app)
        for expected in (True, False):
            app.router.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_t, mod=0, unicode="t", scancode=0))
            settle(app)
            assert app.nav.scene.numbers is expected
        assert "button:numbers" in [getattr(t, "name", None) for t in app.nav.scene.focus_order()]


def test_the_rating_tab_is_there_only_with_a_rating_history(tmp_path):
    with open_app(tmp_path, (1280, 720)) as app:
        app.nav.go("statistics_charts")
        settle(app)
        assert "tab:rating" not in app.router.named_targets()
        fill(app.stats)
        app.nav.go("statistics_charts")
        settle(app)
        assert "tab:rating" in app.router.named_targets()


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("size_name", ["390x844", "1920x1080", "844x390", "600x600", "1280x720"])
def test_the_score_sheets_chart_is_one_tap_from_its_table_and_stays_inside(tmp_path, monkeypatch, size_name, lang):
    from game.ui.scenes.hearts.panels import Panel

    letters = Letters(monkeypatch)
    with open_app(tmp_path, CHART_SIZES[size_name], lang) as app:
        panel = Panel("sheet_view", finished_match(), screen=lambda: app.display.metrics)
        panel.layout()
        next(b for b in panel.buttons if b.name == "button:sheet_chart").activate()
        assert panel.chart
        letters.drawn, letters.on = [], True
        panel.draw(app.display.screen.copy())
        letters.on = False
        buttons = [b.rect for b in panel.buttons]
        assert pygame.Rect(0, 0, *app.display.screen.get_size()).contains(panel.rect)
        for s, box in letters.drawn:
            assert panel.rect.contains(box), (s, tuple(box), tuple(panel.rect))
            if not any(b.contains(box) for b in buttons):
                assert not any(b.colliderect(box) for b in buttons), (s, tuple(box))
        loose = [(s, b) for s, b in letters.drawn if not any(r.contains(b) for r in buttons)]
        for (a, ra), (b, rb) in itertools.combinations(loose, 2):
            assert not ra.colliderect(rb), (a, tuple(ra), b, tuple(rb))
        panel.on_key(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_c, mod=0, unicode="c", scancode=0))
        assert not panel.chart


def test_a_daily_deal_won_counts_in_its_week_as_a_daily_deal_and_another_deal_as_another():

    from game.heart_to_heart.state import Game
    from game.stats import Stats
    from game.storage import MemoryBackend, Storage
    from game.ui.scenes.heart_to_heart.records import Records

    storage = Storage(MemoryBackend())
    stats = Stats(storage)
    stats.today = lambda: TODAY
    records = Records(storage, stats)
    records.bank_win(Game.from_code("HH1-N-AAAAAAM"), 100, 0, "2026-12-06")
    records.bank_win(Game.from_code("HH1-N-AAAAAAM"), 100, 0, None)
    assert stats.h2h["weeks"] == [["2026-W50", 1, 1, 1, 1]]


def test_the_charts_open_by_keys_and_esc_gives_the_focus_back_to_their_button(tmp_path):
    def press(app, key: int) -> None:
        app.router.handle_event(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0))
        settle(app)

    with open_app(tmp_path, (1280, 720)) as app:
        app.nav.go("statistics")
        settle(app)
        for _ in range(20):
            press(app, pygame.K_TAB)
            if app.router.focused() is not None and app.router.focused().name == "button:charts":
                break
        press(app, pygame.K_RETURN)
        assert app.nav.scene.name == "statistics_charts"
        press(app, pygame.K_ESCAPE)
        assert app.nav.scene.name == "statistics" and app.router.focused().name == "button:charts"
