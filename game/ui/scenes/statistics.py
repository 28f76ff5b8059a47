"""The statistics screen: both games side by side, and a reset behind a confirmation."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, TypeGuard

import pygame

from game.i18n import language, number, register_strings, t
from game.stats import HEARTS_LEVELS, clock_text
from game.ui import text, theme
from game.ui.metrics import Screen
from game.ui.scene import Scene, register_scene
from game.ui.scenes import daily as _daily
from game.ui.scenes import statistics_charts  # noqa: F401  (registration: the pictures, a tap away)
from game.ui.widgets import Button, Dialog

register_strings({
    "en": {
        "stats.h2h.closest": "Closest to the shortest win",
        "stats.h2h.closest_note": "100% = won in the fewest moves possible",
    },
    "ru": {
        "stats.h2h.closest": "Ближе всего к кратчайшей победе",
        "stats.h2h.closest_note": "100 % — победа за наименьшее число ходов",
    },
})

# The stats loader (game/stats.py) bounds every figure; these still never raise, whatever
# they are handed (a figure that is not a finite number in range shows as "none").
_LIMIT = 10**12


def _finite(x: Any) -> TypeGuard[float]:
    """A real figure: an int or float (not a bool), not NaN, within the bounds."""
    return type(x) in (int, float) and x == x and -_LIMIT < x < _LIMIT


def _count(n) -> str:
    return number(int(n), 0) if _finite(n) else t("stats.none")


def _percent(x: float | None) -> str:
    if not _finite(x) or not 0 <= x <= 1:
        return t("stats.none")
    s = f"{x * 100:.0f}%" if language() == "en" else f"{x * 100:.0f} %"
    return s


def _time(seconds) -> str:
    if not _finite(seconds) or seconds < 0:
        return t("stats.none")
    return clock_text(seconds)


def _decimal(x: float | None) -> str:
    if not _finite(x):
        return t("stats.none")
    return number(x)


#: Rows of the Heart to Heart panel (the daily deal and the shortest win added three).
H2H_ROWS = 11
#: The line under the Heart to Heart panel that says what its last figure means: its
#: text size and the room it takes in portrait (design pixels).
NOTE_SIZE, NOTE_H = 16, 38
#: The least room between two headings of the Hearts table (design pixels).
HEAD_GAP = 14
#: The portrait Hearts panel: the table's heading rows (two, staggered, at a phone's
#: smallest letters) and its seven rows (one per computer level).
HEARTS_H = 96 + 30 + 7 * 44 + 10
#: The daily puzzle's rows under the Hearts table: solved, missed, the streak.
PUZZLE_ROWS = 3


#: The desktop's panels (design px): Heart to Heart's, and the Hearts table's, wider for
#: its four columns under headings of 16 px or more.
H2H_W, HEARTS_W = 500, 680
#: The rows' labels (both panels one size, as large as the longest lets) and figures.
LABEL_SIZE, VALUE_SIZE = 20, 24


#: From this height (design px) a sideways phone's form stacks the panels (a square window).
COMPACT_STACKED_H = 1100


def stats_layout(width: int, height: int, kind: str) -> dict:
    """Back, Reset, the title and the two panels (side by side, or stacked in portrait)."""
    if kind == "portrait":
        tap = 88
        # rows a fingertip apart where the screen is tall enough for every row, else closer
        fixed = 112 + 92 + NOTE_H + HEARTS_H - 7 * 44 + tap + 24 + 8
        row_h = max(34, min(44, (height - fixed) // (H2H_ROWS + 7 + PUZZLE_ROWS)))
        h2h_h = 82 + H2H_ROWS * row_h + 10
        hearts_h = HEARTS_H - 7 * 44 + (7 + PUZZLE_ROWS) * row_h
        top = 112 + max(0, (height - fixed - (H2H_ROWS + 7 + PUZZLE_ROWS) * row_h) // 2)  # a taller phone: middle
        return {"back": (12, 12, 190, tap), "reset": (width // 2 - 200, height - tap - 24, 400, tap),
                "charts": (width - 12 - 190, 12, 190, tap), "title": (width // 2, 54), "size": 24, "row_h": row_h,
                "note": (width // 2, top + h2h_h + 6),
                "panels": [(24, top, width - 48, h2h_h), (24, top + h2h_h + NOTE_H, width - 48, hearts_h)]}
    cx, dy = width // 2, (height - 720) // 2
    if kind == "compact":  # a phone held sideways: fingertip-high buttons, the panels between
        tap = 88
        head = {"back": (12, 12, 190, tap), "reset": (cx - 200, height - tap - 12, 400, tap),
                "charts": (width - 12 - 190, 12, 190, tap),
                "title": (cx, 54), "size": 24, "row_h": 36}
        if height >= COMPACT_STACKED_H:  # a square window: the panels one over the other, wide
            # the rows as close as it takes for both panels to end above Reset
            fixed = 108 + 92 + NOTE_H + 136 + tap + 12 + 8
            row_h = max(30, min(36, (height - fixed) // (H2H_ROWS + 7 + PUZZLE_ROWS)))
            h2h_h = 82 + H2H_ROWS * row_h + 10
            return dict(head, row_h=row_h, note=(cx, 108 + h2h_h + 2), panels=[
                (24, 108, width - 48, h2h_h),
                (24, 108 + h2h_h + NOTE_H, width - 48, 96 + 30 + (7 + PUZZLE_ROWS) * row_h + 10)])
        # clear of the window's edges; the Hearts table, whose labels share the row with four
        # figures under their headings, the wider: a phone's (its smallest letters) as wide
        # as «Ближе всего к кратчайшей победе» leaves it, for the headings on one row
        gap = 40 if width >= 1400 else 20  # (a phone's own letters are smaller)
        total = min(1486 if width >= 1400 else 1400, width - 2 * 16 - gap)
        h2h_w = 570 if width >= 1400 else total * 465 // 1000
        x0 = cx - (total + gap) // 2
        return dict(head, note=(x0 + h2h_w // 2, 108 + 480 + 2),
                    panels=[(x0, 108, h2h_w, 480), (x0 + h2h_w + gap, 108, total - h2h_w, 480)])
    x0 = cx - (H2H_W + 30 + HEARTS_W) // 2
    return {"back": (24, 22, 170, 56), "reset": (cx - 180, height - 96, 360, 56),
            "charts": (width - 24 - 170, 22, 170, 56),
            "title": (cx, 46), "size": 22, "row_h": 36, "note": (x0 + H2H_W // 2, 110 + dy + 480 + 6),
            "panels": [(x0, 110 + dy, H2H_W, 480), (x0 + H2H_W + 30, 110 + dy, HEARTS_W, 480)]}


def _to_device(L: dict, screen: Screen) -> dict:
    """A ``stats_layout`` (design pixels) in device pixels: the one conversion that drawing
    and the hit-test both read (text sizes stay design sizes)."""
    out = dict(L)
    for k in ("back", "reset", "charts"):
        out[k] = screen.scale_rect(L[k])
    out["panels"] = [screen.scale_rect(r) for r in L["panels"]]
    out["title"] = screen.point(L["title"])
    out["note"] = screen.point(L["note"])
    out["row_h"] = screen.px(L["row_h"])
    return out


@register_scene("statistics")
class StatisticsScene(Scene):
    def build(self) -> None:
        screen = self.canvas.metrics
        L = self.L = _to_device(stats_layout(*screen.design_size(), screen.form), screen)
        self.widgets = [
            Button("button:back", lambda: "← " + t("button.back"), L["back"], self.on_back, size=L["size"]),
            Button("button:reset", "button.reset", L["reset"], self.ask_reset, size=L["size"] - 2),
            Button("button:charts", "charts.title", L["charts"], lambda: self.nav.go("statistics_charts"),
                   size=L["size"]),
        ]

    def ask_reset(self) -> None:
        def reset() -> None:
            self.stats.reset()
            self.nav.toast(t("stats.reset.done"))

        self.nav.show_dialog(Dialog("stats.reset.title", "stats.reset.message",
                                    [("cancel", "button.cancel", None), ("confirm", "button.reset_confirm", reset)],
                                    cancel="cancel"))

    def rows(self) -> tuple[list[tuple[str, str]], list[tuple[str, list[str]]]]:
        st = self.stats
        h = st.h2h
        h2h = [
            ("stats.h2h.played", _count(h["played"])),
            ("stats.h2h.won", _count(h["won"])),
            ("stats.h2h.win_rate", _percent(st.h2h_win_rate())),
            ("stats.h2h.current_streak", _count(h["current_streak"])),
            ("stats.h2h.best_streak", _count(h["best_streak"])),
            ("stats.h2h.best_time", _time(h["best_time"])),
            ("stats.h2h.fewest_moves", _count(h["fewest_moves"])),
            ("stats.h2h.hints_used", _count(h["hints_used"])),
            ("stats.h2h.daily_won", _count(len(h["daily_won"]))),
            ("stats.h2h.daily_streak", "{} ({})".format(*st.daily_streak(_daily.local_today()))),
            ("stats.h2h.closest", _percent(h["best_shortest_ratio"])),  # explained under the panel
        ]
        return h2h, self.hearts_rows()

    def hearts_rows(self) -> list[tuple[str, list[str]]]:
        """Hearts as a table: each figure for all games, then per computer level."""
        st = self.stats
        columns = [st.hearts_all()] + [st.hearts_level(level) for level in HEARTS_LEVELS]
        out = []
        labels = {"average_points": "stats.hearts.points_per_hand", "moons_shot": "stats.hearts.moons_by_you"}
        for key in ("games_played", "games_won", "hands_played", "hands_won", "average_points", "moons_shot",
                    "moons_against"):
            show = _decimal if key == "average_points" else _count
            out.append((labels.get(key, f"stats.hearts.{key}"), [show(col[key]) for col in columns]))
        return out

    def puzzle_rows(self) -> list[tuple[str, str]]:
        """The daily puzzles: solved and missed at the first answer, the streak (the best)."""
        st = self.stats
        h = st.hearts
        return [("stats.puzzle.solved", _count(len(h["puzzles_solved"]))),
                ("stats.puzzle.failed", _count(len(h["puzzles_failed"]))),
                ("stats.puzzle.streak", "{} ({})".format(*st.puzzle_streak(_daily.local_today())))]

    def draw(self, surface: pygame.Surface) -> None:
        look = self.canvas.look
        screen = self.canvas.metrics
        surface.fill(look.palette.table)
        px = screen.px
        text.draw(surface, t("stats.title"), 40, look.palette.text, self.L["title"], "center", bold=True, screen=screen)
        h2h, hearts = self.rows()
        panels: tuple[tuple[str, Sequence[tuple[str, str | list[str]]]], ...] = (
            ("settings.section.h2h", h2h), ("settings.section.hearts", [*hearts, *self.puzzle_rows()]))
        label_size = self._label_size(panels)
        for i, (title, rows) in enumerate(panels):
            panel = pygame.Rect(self.L["panels"][i])
            pygame.draw.rect(surface, look.palette.panel, panel, border_radius=px(16))
            text.draw(surface, t(title), 30, theme.ACCENT, (panel.centerx, panel.y + px(20)), "midtop", bold=True,
                      screen=screen)
            y = panel.y + px(82)
            columns = None
            if rows and isinstance(rows[0][1], list):  # a table: All, Easy, Normal, Hard
                columns = _columns(panel, screen)
                col_w = _pitch(panel, screen)
                heads = [t(key) for key in HEADS]
                # One size per kind of text, so the table reads evenly.
                head_size = min(text.fit_size(head, 18, col_w - px(HEAD_GAP), bold=True, minimum=16, screen=screen)
                                for head in heads)
                # where even the smallest letters (a phone's) make a heading wider than its
                # column, the headings take two staggered rows, each as wide as two columns
                head_font = text.font(head_size, True, screen=screen)
                stagger = any(head_font.size(head)[0] > col_w - px(HEAD_GAP) for head in heads)
                second = head_font.get_height() + px(2) if stagger else 0  # the second row's drop
                for i, (x, head) in enumerate(zip(columns, heads, strict=False)):
                    head_y = panel.y + px(76) + (second if i % 2 else 0)
                    text.draw(surface, head, head_size, theme.ACCENT, (x, head_y), "midright", bold=True, screen=screen)
                y += px(26) + second
            half = self.L["row_h"] // 2
            for key, value in rows:
                label = t(key)
                text.draw(surface, label, label_size, look.palette.text_dim, (panel.x + px(24), y), "midleft",
                          screen=screen)
                if isinstance(value, list):  # a table row: a figure a column
                    if columns is None:
                        raise ValueError(f"a table row outside a table: {key}")
                    for x, cell in zip(columns, value, strict=False):
                        size = text.fit_size(cell, VALUE_SIZE, _pitch(panel, screen) - px(8), bold=True, screen=screen)
                        text.draw(surface, cell, size, look.palette.text, (x, y), "midright", bold=True, screen=screen)
                elif columns is None:  # Heart to Heart: its one figure at the panel's end
                    text.draw(surface, value, VALUE_SIZE, look.palette.text, (panel.right - px(24), y), "midright",
                              bold=True, screen=screen)
                else:  # a row under the table (the daily puzzle's): its figure under the last column
                    size = text.fit_size(value, VALUE_SIZE, panel.right - px(24) - columns[0], bold=True, screen=screen)
                    text.draw(surface, value, size, look.palette.text, (columns[-1], y), "midright", bold=True,
                              screen=screen)
                pygame.draw.line(surface, look.palette.table, (panel.x + px(24), y + half),
                                 (panel.right - px(24), y + half), px(1))
                y += self.L["row_h"]
        note = t("stats.h2h.closest_note")
        half = text.font(NOTE_SIZE, screen=screen).size(note)[0] // 2 + px(8)  # kept on the screen
        x, y = self.L["note"]
        text.draw(surface, note, NOTE_SIZE, look.palette.text_dim, (max(half, min(x, screen.width - half)), y),
                  "midtop", screen=screen)
        for w in self.widgets:
            w.draw(surface, screen, look)

    def _label_size(self, panels) -> int:
        """One size for every row's label in both panels: as large as the longest label
        lets, in its panel, beside its figure or before the table's first column."""
        screen = self.canvas.metrics
        sizes = [LABEL_SIZE]
        for i, (_title, rows) in enumerate(panels):
            panel = pygame.Rect(self.L["panels"][i])
            if rows and isinstance(rows[0][1], list):
                room = _columns(panel, screen)[0] - _pitch(panel, screen) - panel.x - screen.px(34)
            else:
                room = panel.w - screen.px(24 + 24 + 96)  # (the figure: «0 (0)», «100 %»)
            sizes += [text.fit_size(t(key), LABEL_SIZE, room, minimum=14, screen=screen) for key, _value in rows]
        return min(sizes)

    def state(self) -> dict:
        return {"scene": "statistics", "h2h": dict(self.stats.h2h), "hearts": dict(self.stats.hearts),
                "puzzles": [[key, value] for key, value in self.puzzle_rows()],
                "hearts_table": [[key, cells] for key, cells in self.hearts_rows()]}


#: The least width of one value column of the Hearts table (design px).
COLUMN_W = 72
#: The Hearts table's headings: all games, then each computer level.
HEADS = ("stats.hearts.all", *(f"setting.hearts.level.{level}" for level in HEARTS_LEVELS))


#: The labels of the Hearts panel's rows (the table's and the daily puzzle's under it).
HEARTS_LABELS = ("stats.hearts.games_played", "stats.hearts.games_won", "stats.hearts.hands_played",
                 "stats.hearts.hands_won", "stats.hearts.points_per_hand", "stats.hearts.moons_by_you",
                 "stats.hearts.moons_against", "stats.puzzle.solved", "stats.puzzle.failed", "stats.puzzle.streak")


def _pitch(panel: pygame.Rect, screen: Screen) -> int:
    """The width of one value column of the Hearts table in ``panel`` (device pixels of
    ``screen``): as wide as its widest heading at 16 px and a gap, while the labels still
    fit before the first column at their smallest; else ``COLUMN_W`` where the panel
    leaves the labels 220 design px, else narrower."""
    narrow = min(screen.px(COLUMN_W), (panel.w - screen.px(220)) // 4)
    need = max(text.font(16, True, screen=screen).size(t(key))[0] for key in HEADS) + screen.px(HEAD_GAP)
    label = max(text.font(14, screen=screen).size(t(key))[0] for key in HEARTS_LABELS)
    room = (panel.w - screen.px(20 + 34) - label) // 4
    return max(narrow, min(need, room))


def _columns(panel: pygame.Rect, screen: Screen) -> list[int]:
    """The right edges of the Hearts table's four value columns (All, Easy, Normal, Hard),
    device pixels of ``screen`` (``panel`` is)."""
    w = _pitch(panel, screen)
    return [panel.right - screen.px(20) - (3 - i) * w for i in range(4)]
