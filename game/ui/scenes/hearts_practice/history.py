"""Puzzle practice's themes and history: the theme of the next puzzles, and the answers kept.

The themes are buttons (one picked); the history is the statistics' last answers
(``puzzle_history``), newest first, a page at a time; tapping one opens that puzzle again
unrated, with its Why? (the practice scene's review).
"""

from __future__ import annotations

import functools
from typing import Any

import pygame

from game.i18n import t
from game.ui import text
from game.ui.scene import Parts, Scene, register_scene
from game.ui.widgets import Button

from . import strings  # noqa: F401  (registers the scene's words)
from .run import engine, session


def themes() -> tuple[str, ...]:
    """The picker's themes: all, then the engine's."""
    from game.hearts.teaching.practice import THEMES

    return ("all", *THEMES)


@register_scene("hearts_practice_history")
class PracticeHistoryScene(Scene):
    """The theme picker and the answered puzzles, each a way back into it."""

    shortcuts: dict[int, str] = {pygame.K_PAGEUP: "button:prev", pygame.K_PAGEDOWN: "button:next_page"}

    def __init__(self, parts: Parts, page: int = 0, **params: Any) -> None:
        super().__init__(parts, **params)
        self.page = page if isinstance(page, int) else 0
        self.back_to = "hearts_practice"

    def history(self) -> list[list[int]]:
        """The answers kept, newest first."""
        return list(reversed(self.stats.hearts.get("puzzle_history") or []))

    def current_theme(self) -> str:
        return session(self.parts).run.theme or "all"

    def build(self) -> None:
        screen = self.canvas.metrics
        px = screen.px
        W, H = screen.width, screen.height
        big = screen.big
        tall = big  # a phone either way: a fingertip's height per target (screen.tap_min)
        self.tall = tall
        tap = px(max(screen.tap_min, 46))
        size = 24 if tall else 20
        margin = px(16)
        self.width = min(W - 2 * margin, px(1100 if big and not screen.portrait else 760))  # sideways: wider
        x0 = (W - self.width) // 2
        back_h = tap
        w: list = [Button("button:back", lambda: "← " + t("button.back"), (margin, px(14), px(200 if tall else 128),
                                                                          back_h), self.on_back, size=size)]
        self.title_y = px(14) + back_h + px(10)
        y = self.title_y + px(48 if tall else 40)
        self.themes_y = y
        y += px(36 if tall else 30)
        names = themes()
        cols = 3 if screen.portrait or self.width < px(700) else 6
        bw = (self.width - (cols - 1) * px(8)) // cols
        bh = max(tap, px(52))
        chosen = self.current_theme()
        for i, name in enumerate(names):
            r = (x0 + (i % cols) * (bw + px(8)), y + (i // cols) * (bh + px(8)), bw, bh)
            w.append(Button(f"theme:{name}", f"practice.theme.{name}", r, functools.partial(self.pick, name),
                            size=22 if big or tall else 18, primary=name == chosen, selected=name == chosen))
        y += -(-len(names) // cols) * (bh + px(8)) + px(12)
        self.answers_y = y
        y += px(76 if H > W else 34)
        rows = self.history()
        rh, gap = tap, px(10 if tall else 6)
        pager_h = tap
        per_page = max(1, (H - y - pager_h - px(16)) // (rh + gap))
        self.pages = max(1, -(-len(rows) // per_page))
        self.page = min(max(0, self.page), self.pages - 1)
        for k, (n, solved, after) in enumerate(rows[self.page * per_page:(self.page + 1) * per_page]):
            key = "practice.history.row_solved" if solved else "practice.history.row_missed"
            w.append(Button(f"history:{n}:{k}", t(key, n=n, rating=after), (x0, y + k * (rh + gap), self.width, rh),
                            functools.partial(self.open, n), translate=False, size=22 if big or tall else 18))
        self.empty = not rows
        py = H - pager_h - px(10)
        self.pager_y = py
        if self.pages > 1:
            w.append(Button("button:prev", "‹", (x0, py, px(90), pager_h), lambda: self.turn(-1), translate=False,
                            size=size, enabled=self.page > 0))
            w.append(Button("button:next_page", "›", (x0 + self.width - px(90), py, px(90), pager_h),
                            lambda: self.turn(1), translate=False, size=size, enabled=self.page < self.pages - 1))
        self.widgets = w

    def pick(self, name: str) -> None:
        """The theme of the next puzzles; back to the run, on a puzzle of the theme.

        The puzzle on the table stays if it is of the theme and unanswered.
        """
        s = session(self.parts)
        s.run.theme = None if name == "all" else name
        if s.review:
            s.review, s.back = False, {}
            s.entry = None
        elif s.entry is not None and (s.played is not None or (name != "all" and name not in s.entry.themes)):
            s.entry = None
        if s.entry is None:
            s.played, s.change = None, None
        self.nav.go("hearts_practice")

    def open(self, n: int) -> None:
        """Puzzle ``n`` again; said so when this version's table no longer has it."""
        try:
            known = any(e.n == n for e in engine().shipped().entries)
        except (ImportError, ValueError):
            known = True  # no table at all: the practice screen says so
        if not known:
            self.nav.toast(t("practice.history.gone", n=n), 3.0)
            return
        self.nav.go("hearts_practice", review=n)

    def turn(self, by: int) -> None:
        self.page += by
        self.build()
        self.canvas.invalidate()

    def on_back(self) -> None:
        self.nav.go("hearts_practice")

    def draw(self, surface: pygame.Surface) -> None:
        from game.ui.scenes.hearts.draw import felt

        screen, look = self.canvas.metrics, self.canvas.look
        palette = look.palette
        surface.blit(felt((screen.width // 2, screen.height // 3), screen=screen, look=look), (0, 0))
        big = screen.big
        cx = screen.width // 2
        x0 = (screen.width - self.width) // 2
        title = 28 if big or self.tall else 24
        text.draw(surface, t("practice.history.title"), title, palette.text, (cx, self.title_y), "midtop", bold=True,
                  screen=screen)
        small = 22 if big or self.tall else 16
        for y, key in ((self.themes_y, "practice.history.themes"), (self.answers_y, "practice.history.answers")):
            h = text.font(small, screen=screen).get_linesize()
            for k, line in enumerate(text.wrap(t(key), small, self.width, screen=screen)):
                text.draw(surface, line, small, palette.text_dim, (x0, y + k * h), "topleft", screen=screen)
        if self.empty:
            text.draw(surface, t("practice.history.none"), small, palette.text, (cx, self.answers_y + screen.px(44)),
                      "midtop", screen=screen)
        if self.pages > 1:
            text.draw(surface, t("practice.history.page", page=self.page + 1, pages=self.pages), small, palette.text,
                      (cx, self.pager_y + screen.px(14)), "midtop", screen=screen)
        for wgt in self.widgets:
            wgt.draw(surface, screen, look)

    def state(self) -> dict:
        return {"scene": self.name, "theme": self.current_theme(), "page": self.page, "pages": self.pages,
                "history": self.history(), "targets": [w.name for w in self.widgets if w.visible and w.enabled]}
