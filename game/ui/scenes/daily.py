"""The daily deal on the menu: today's deal (the player's local date, no server), and a
calendar of a month marking the days won, with the daily streak.

The deal of a date comes from :mod:`game.heart_to_heart.daily` (one rule, pinned by golden
tests); the days won and the streak from the statistics (``Stats.record_daily_win``, which
the Heart to Heart screen calls when it wins a game started as a daily deal).  A past day
of the calendar can be played too: winning it marks that day.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import pygame

from game.i18n import language, register_strings, t
from game.ui import text, theme
from game.ui.look import Look
from game.ui.metrics import Screen
from game.ui.scene import IS_WEB, Parts, Scene, register_scene
from game.ui.widgets import Button, button_colors, draw_button_body

if TYPE_CHECKING:  # (the module itself is imported where a date is made: not in the first frame)
    import datetime as _dt

#: The earliest month the calendar goes back to.
FIRST_MONTH = (2020, 1)

register_strings({
    "en": {
        "menu.daily": "Daily deal",
        "menu.calendar": "Calendar",
        "daily.title": "Daily deal",
        "daily.play_today": "Play today's deal",
        "daily.play_again": "Play today's deal again",
        "daily.streak": "Daily streak: {n}",
        "daily.best": "Best streak: {n}",
        "daily.month_won": "Won this month: {n}",
        "daily.today_won": "Today's deal is won",
        "daily.today_open": "Today's deal is waiting",
        "daily.explain": "One deal a day, the same for everyone, always winnable. Tap a day to play its deal.",
        "daily.started": "Daily deal of {date}",
        "daily.won_line": "Daily deal of {date} won · streak {n}",
        "daily.prev": "‹",
        "daily.next": "›",
        "stats.h2h.daily_won": "Daily deals won",
        "stats.h2h.daily_streak": "Daily streak (best)",
        "stats.h2h.best_ratio": "Best shortest-win ratio",
    },
    "ru": {
        "menu.daily": "Расклад дня",
        "menu.calendar": "Календарь",
        "daily.title": "Расклад дня",
        "daily.play_today": "Сыграть расклад дня",
        "daily.play_again": "Сыграть расклад дня снова",
        "daily.streak": "Серия дней: {n}",
        "daily.best": "Лучшая серия: {n}",
        "daily.month_won": "Выиграно в этом месяце: {n}",
        "daily.today_won": "Сегодняшний расклад выигран",
        "daily.today_open": "Сегодняшний расклад ждёт",
        "daily.explain": "Один расклад в день, у всех один и тот же, всегда выигрышный. "
                         "Коснитесь дня, чтобы сыграть его расклад.",
        "daily.started": "Расклад дня {date}",
        "daily.won_line": "Расклад дня {date} выигран · серия: {n}",
        "daily.prev": "‹",
        "daily.next": "›",
        "stats.h2h.daily_won": "Выиграно раскладов дня",
        "stats.h2h.daily_streak": "Серия дней (лучшая)",
        "stats.h2h.best_ratio": "Лучшее отношение к кратчайшей",
    },
})

MONTHS = {
    "en": ("January", "February", "March", "April", "May", "June", "July", "August", "September",
           "October", "November", "December"),
    "ru": ("Январь", "Февраль", "Март", "Апрель", "Май", "Июнь", "Июль", "Август", "Сентябрь",
           "Октябрь", "Ноябрь", "Декабрь"),
}
#: Russian dates take the month in the genitive ("30 ноября").
MONTHS_OF = {"en": MONTHS["en"], "ru": ("января", "февраля", "марта", "апреля", "мая", "июня", "июля", "августа",
                                       "сентября", "октября", "ноября", "декабря")}
WEEKDAYS = {"en": ("Mo", "Tu", "We", "Th", "Fr", "Sa", "Su"), "ru": ("Пн", "Вт", "Ср", "Чт", "Пт", "Сб", "Вс")}


def local_today() -> _dt.date:
    """The player's local date (the page's clock in the browser); tests replace this."""
    if IS_WEB:
        try:
            import platform as browser

            from game.dates import from_key

            d = browser.window.eval("(function(){var d=new Date();return d.getFullYear()*10000"  # type: ignore[attr-defined]  # pygbag's platform, not the stdlib's
                                    "+(d.getMonth()+1)*100+d.getDate()})()")
            day = from_key(d)  # None for a page clock off the calendar (year 0, 10000)
            if day is not None:
                return day
        except Exception:
            pass
    import datetime as _dt

    return _dt.date.today()


class DateWatch:
    """The local date read once a second, not every frame: what a calendar shown past
    midnight (or through a clock set forward or back) follows."""

    def __init__(self, period: float = 1.0) -> None:
        self.period = period
        self._left = 0.0

    def due(self, dt: float) -> bool:
        """Whether the clock is to be read this frame, ``dt`` seconds after the last."""
        self._left -= dt
        if self._left > 0:
            return False
        self._left = self.period
        return True


def follow_the_date(scene: Any, dt: float) -> bool:
    """Midnight (or a clock set forward or back) while a calendar is shown: ``scene.today``
    moves to the new date, the month of the old today follows it, and the scene builds
    again (the new day's cell, its ring and "today" buttons); ``True`` when it did.

    ``scene`` has ``today``, ``year``, ``month``, ``focus``, ``build`` and its ``date_watch``."""
    if not scene.date_watch.due(dt):
        return False
    today = local_today()
    if today == scene.today:
        return False
    shown = (scene.year, scene.month)
    if shown == (scene.today.year, scene.today.month) or shown > (today.year, today.month):
        scene.year, scene.month = today.year, today.month
    scene.today = today
    focus = scene.focus
    scene.build()
    scene.focus = focus
    scene.canvas.invalidate()
    return True


def month_title(year: int, month: int) -> str:
    return f"{MONTHS.get(language(), MONTHS['en'])[month - 1]} {year}"


def date_text(iso: str, year: bool = True) -> str:
    """"30 November 2026" / "30 ноября 2026" from ``YYYY-MM-DD`` (anything else as it is)."""
    import datetime as _dt

    try:
        d = _dt.date.fromisoformat(iso)
    except (TypeError, ValueError):
        return str(iso)
    text = f"{d.day} {MONTHS_OF.get(language(), MONTHS_OF['en'])[d.month - 1]}"
    return f"{text} {d.year}" if year else text


def open_daily(parts: Parts, day: _dt.date | None = None) -> bool:
    """Start the daily deal of ``day`` (default: today).  If the saved game is that deal,
    in progress, it is resumed rather than dealt again (nothing the player did is lost)."""
    from game.heart_to_heart.daily import daily_number
    from game.heart_to_heart.state import PLAYING, Game

    day = day or local_today()
    number = daily_number(day)
    iso = day.isoformat()
    data = parts.storage.load("game.heart_to_heart", 1)
    saved = None
    if isinstance(data, dict):
        try:
            saved = Game.from_save(data.get("game"))
        except (ValueError, TypeError, AttributeError):
            saved = None
    def started(ok: bool) -> bool:
        if ok:
            parts.nav.toast(t("daily.started", date=date_text(iso)), 3.0)
        return ok

    if saved is not None and saved.number == number and saved.status == PLAYING:
        ok = parts.nav.go("heart_to_heart")
        scene: Any = parts.nav.scene
        if ok and getattr(scene, "daily", "") is None:
            scene.daily = iso  # a daily deal typed by its code: now it counts as the daily
        return started(ok)
    # another deal half played: ask, by the rule a deal code follows (parts.games.replace_or_ask)
    return parts.games.replace_or_ask("heart_to_heart",
                                      lambda: started(parts.nav.go("heart_to_heart", deal=number, daily=iso)))


def daily_layout(width: int, height: int, kind: str) -> dict:
    """Every rectangle of the daily screen: back, month header, weekday row, the 6x7 grid of
    day cells, the text lines and the play button (portrait: stacked; landscape: the
    calendar left, the rest right)."""
    if kind == "portrait":
        m, tap = 24, 88
        gap = 8
        cw = (width - 2 * m - 6 * gap) // 7
        grid_y = 300
        return {
            "back": (12, 12, 190, tap), "title": (width // 2 + 90, 54), "title_size": 40,
            "prev": (m, 130, 110, tap), "next": (width - m - 110, 130, 110, tap),
            "month": (width // 2, 130 + tap // 2), "month_size": 34,
            "weekdays_y": grid_y - 26, "grid": (m, grid_y, cw, tap, gap), "cell_size": 30,
            "lines": (width // 2, grid_y + 6 * tap + 5 * gap + 30, 36), "line_size": 26,
            "explain": (m, width - 2 * m), "explain_size": 22,
            "play": (m + 20, height - 24 - 100 - 10, width - 2 * m - 40, 100), "play_size": 30,
        }
    if kind == "compact":
        # A phone held sideways: the month (a fingertip per day) on the left under one row
        # of buttons, the title, the lines and the play button on the right.
        m, tap, gap = 12, 88, 4
        grid_w = 7 * tap + 6 * gap
        right_x = m + grid_w + 24
        right_w = width - right_x - m
        rcx = right_x + right_w // 2
        return {
            "back": (m, m, 150, tap), "title": (rcx, 54), "title_size": 36,
            "prev": (m + 162, m, tap, tap), "next": (m + grid_w - tap, m, tap, tap),
            "month": ((m + 162 + tap + m + grid_w - tap) // 2, m + tap // 2), "month_size": 30,
            "weekdays_y": 132, "grid": (m, 136, tap, tap, gap), "cell_size": 28,
            "lines": (rcx, 116, 40), "line_size": 24,
            "explain": (right_x + 12, right_w - 24), "explain_size": 20,
            "play": (right_x + 20, height - m - 96, right_w - 40, 96), "play_size": 28,
        }
    gap = 6
    cw, ch = 74, 62
    # A screen wider or taller than 1280x720 (a desktop's 1536x864): the same two
    # columns, centred under the title, instead of hugging the top-left corner.
    dx, dy = max(0, (width - 1280) // 2), max(0, (height - 720) // 2)
    grid_x = dx + 60 + (620 - (7 * cw + 6 * gap)) // 2
    return {
        "back": (24, 22, 170, 56), "title": (width // 2, 46), "title_size": 40,
        "prev": (dx + 60, dy + 100, 70, 56), "next": (dx + 60 + 620 - 70, dy + 100, 70, 56),
        "month": (dx + 60 + 310, dy + 128), "month_size": 30,
        "weekdays_y": dy + 184, "grid": (grid_x, dy + 204, cw, ch, gap), "cell_size": 24,
        "lines": (dx + 950, dy + 150, 44), "line_size": 24,
        "explain": (dx + 720, 460), "explain_size": 18,
        "play": (dx + 730, dy + 560, 440, 72), "play_size": 26,
    }


def _to_device(L: dict, screen: Screen) -> dict:
    """A ``daily_layout`` (design pixels) in device pixels, except ``grid`` (design: the
    cells are placed from it, then each converted) and the text sizes."""
    px = screen.px
    out = dict(L)
    for k in ("back", "prev", "next", "play"):
        out[k] = screen.scale_rect(L[k])
    for k in ("title", "month"):
        out[k] = (px(L[k][0]), px(L[k][1]))
    out["weekdays_y"] = px(L["weekdays_y"])
    out["lines"] = tuple(px(v) for v in L["lines"])
    out["explain"] = screen.scale_rect((L["explain"][0], 0, L["explain"][1], 1))[::2]
    return out


class MonthArrow:
    """A month arrow: a button whose chevron, a third of its height, is drawn, not
    lettered (the "‹" of its label is a small mark at its row's one label size, the
    words')."""

    focusable = True
    drawn = None  # no lettering

    def __init__(self, name: str, step: int, rect: Any, on_tap: Callable[[], object], screen: Screen) -> None:
        self.button = Button(name, "daily.prev" if step < 0 else "daily.next", rect, on_tap)
        self.step = step
        self.screen = screen

    # a hittable, as its button
    @property
    def name(self) -> str:
        return self.button.name

    @property
    def rect(self) -> pygame.Rect:
        return self.button.rect

    @property
    def visible(self) -> bool:
        return self.button.visible

    @property
    def enabled(self) -> bool:
        return self.button.enabled

    @enabled.setter
    def enabled(self, value: bool) -> None:
        self.button.enabled = value

    @property
    def text(self) -> str:
        return self.button.text

    def hit(self, pos: tuple[int, int]) -> bool:
        return self.button.hit(pos)

    def activate(self) -> None:
        self.button.activate()

    def mark(self) -> pygame.Rect:
        """Where the chevron is drawn: a third of the button high, half as wide."""
        h = max(6, self.rect.h // 3)
        box = pygame.Rect(0, 0, h // 2, h)
        box.center = self.rect.center
        return box

    def draw(self, surface: pygame.Surface, screen: Screen, look: Look) -> None:
        if not self.visible:
            return
        bg, fg = self.button.colors(look)
        self.button.draw_body(surface, bg, min(screen.px(14), self.rect.h // 2), screen)
        m = self.mark()
        tip, back = (m.left, m.right) if self.step < 0 else (m.right, m.left)
        pygame.draw.lines(surface, fg, False, [(back, m.top), (tip, m.centery), (back, m.bottom)],
                          max(2, m.h // 7))


def calendar_widgets(L: dict, screen: Screen, cal: Any, earlier: bool, later: bool, back: Callable[[], object],
                     shift: Callable[[int], object], cell: Callable[[Any, tuple[int, int, int, int]], Any]) -> list:
    """A calendar screen's targets in its ``daily_layout`` ``L``: Back, the month arrows
    (``earlier`` / ``later``: whether there is a month to go to) and a cell (``cell(day,
    rect)``) per day of ``cal``'s weeks; the daily deal's calendar and the daily puzzle's."""
    w: list = [Button("button:back", lambda: "← " + t("button.back"), L["back"], back,
                      size=24 if screen.big else 22)]
    prev = MonthArrow("button:prev_month", -1, L["prev"], lambda: shift(-1), screen)
    prev.enabled = earlier
    nxt = MonthArrow("button:next_month", 1, L["next"], lambda: shift(1), screen)
    nxt.enabled = later
    w += [prev, nxt]
    gx, gy, cw, ch, gap = L["grid"]
    for r, week in enumerate(cal.weeks):
        for c, day in enumerate(week):
            if day is not None:
                w.append(cell(day, screen.scale_rect((gx + c * (cw + gap), gy + r * (ch + gap), cw, ch))))
    return w


def draw_calendar(surface: pygame.Surface, L: dict, screen: Screen, look: Look, title: str, month: str,
                  lines: list[tuple[str, tuple[int, int, int]]], explain: str, widgets: list) -> None:
    """A calendar screen in its ``daily_layout`` ``L``: the title, the month, the weekdays over
    the day cells (``widgets``, drawn last), the lines under the grid (the first bold) and
    the explaining words; the daily deal's calendar and the daily puzzle's draw the same."""
    surface.fill(look.palette.table)
    px = screen.px
    text.draw(surface, title, L["title_size"], look.palette.text, L["title"], "center", bold=True, screen=screen)
    text.draw(surface, month, L["month_size"], theme.ACCENT, L["month"], "center", bold=True, screen=screen)
    gx, gy, cw, ch, gap = L["grid"]
    for c, name in enumerate(WEEKDAYS.get(language(), WEEKDAYS["en"])):
        text.draw(surface, name, L["cell_size"] - 4, look.palette.text_dim,
                  (px(gx + c * (cw + gap) + cw // 2), L["weekdays_y"]), "midbottom", screen=screen)
    x, y, step = L["lines"]
    room = 520 if screen.kind == "landscape" else screen.design_size()[0] - 48
    rows = []  # a line too long at the smallest letters allowed goes on two rows
    for i, (line, colour) in enumerate(lines):
        size = text.design_fit_size(line, L["line_size"], room, bold=i == 0, screen=screen)
        parts = [line]
        if text.font(size, i == 0, screen=screen).size(line)[0] > px(room):
            parts = text.design_wrap(line, size, room, bold=i == 0, screen=screen)
        rows += [(part, size, colour, i == 0) for part in parts]
    for k, (line, size, colour, bold) in enumerate(rows):
        text.draw(surface, line, size, colour, (x, y + k * step), "midtop", bold=bold, screen=screen)
    ex, ew = L["explain"]
    ey = y + len(rows) * step + px(16)
    for k, line in enumerate(text.design_wrap(explain, L["explain_size"], round(ew / screen.scale), screen=screen)):
        text.draw(surface, line, L["explain_size"], look.palette.text_dim,
                  (ex + ew // 2, ey + px(k * (L["explain_size"] + 8))), "midtop", screen=screen)
    for wgt in widgets:
        wgt.draw(surface, screen, look)


class DayCell:
    """One day of the calendar: its number; won days carry a heart, today a ring.  A
    hittable as a button is (``name``, ``rect``, ``visible``, ``enabled``, ``hit``,
    ``activate``), with a face of its own."""

    focusable = True

    def __init__(self, name: str, day: Any, rect: Any, on_tap: Callable[..., object], size: int, screen: Screen,
                 look: Look) -> None:
        """``screen``, ``look``: what it is drawn on and in (a new look or size builds it again)."""
        self.name = name
        self.screen, self.look = screen, look
        self.day = day
        self.rect = pygame.Rect(rect)
        self.on_tap = on_tap
        self.size = size
        self.enabled = not day.future
        self.visible = True
        #: What the last draw used: (size, lines, sublabel size), as a button's.
        self.drawn: tuple[int, list[str], int | None] | None = None

    @property
    def text(self) -> str:
        return str(self.day.day.day)

    def hit(self, pos: tuple[int, int]) -> bool:
        return self.visible and self.rect.collidepoint(pos)

    def activate(self) -> None:
        if self.enabled:
            self.on_tap()

    def colors(self, look: Look) -> tuple[tuple, tuple]:
        """Its face and number colours in ``look``."""
        if self.day.won:
            return theme.BUTTON_PRIMARY, look.palette.button_text
        return button_colors(look, self.enabled)

    def draw(self, surface: pygame.Surface, screen: Screen, look: Look) -> None:
        if not self.visible:
            return
        bg, fg = self.colors(look)
        r = self.rect
        px = screen.px
        draw_button_body(surface, r, bg, px(10), screen)
        if self.day.today:
            pygame.draw.rect(surface, theme.ACCENT, r.inflate(px(6), px(6)), width=px(4), border_radius=px(12))
        if self.day.won:
            text.draw(surface, self.text, self.size, fg, (r.centerx, r.centery - px(2)), "midbottom", bold=True,
                      screen=screen)
            text.draw(surface, "♥", self.size, (178, 24, 44), (r.centerx, r.centery - px(4)), "midtop", bold=True,
                      screen=screen)
        else:
            text.draw(surface, self.text, self.size, fg, r.center, "center", bold=True, screen=screen)
        self.drawn = (self.size, [self.text], None)


@register_scene("daily")
class DailyScene(Scene):
    back_to = "menu"
    shortcuts = {pygame.K_PAGEUP: "button:prev_month", pygame.K_PAGEDOWN: "button:next_month",
                 pygame.K_LEFTBRACKET: "button:prev_month", pygame.K_RIGHTBRACKET: "button:next_month",
                 pygame.K_p: "button:play_today", pygame.K_t: "button:play_today"}

    def __init__(self, parts: Parts, year: int | None = None, month: int | None = None, **params: Any) -> None:
        super().__init__(parts, **params)
        self.today = local_today()
        self.date_watch = DateWatch()
        self.year, self.month = year or self.today.year, month or self.today.month

    def calendar(self):
        from game.heart_to_heart.daily import month_calendar

        return month_calendar(self.year, self.month, self.stats.h2h["daily_won"], self.today)

    def build(self) -> None:
        screen = self.canvas.metrics
        L = self.L = _to_device(daily_layout(*screen.design_size(), screen.form), screen)
        self.cal = cal = self.calendar()
        streak = self.stats.daily_streak(self.today)
        self.streak = streak
        today_won = self.today.isoformat() in self.stats.h2h["daily_won"]
        w = calendar_widgets(L, screen, cal, (self.year, self.month) > FIRST_MONTH,
                             (self.year, self.month) < (self.today.year, self.today.month), self.on_back,
                             self.shift, lambda cell, rect: DayCell(
                                 f"day:{cell.day.isoformat()}", cell, rect,
                                 lambda d=cell.day: open_daily(self.parts, d), L["cell_size"], screen,
                                 self.canvas.look))
        w.append(Button("button:play_today", "daily.play_again" if today_won else "daily.play_today",
                        L["play"], lambda: open_daily(self.parts, self.today), primary=True, size=L["play_size"]))
        self.widgets = w

    def update(self, dt: float) -> bool:
        return follow_the_date(self, dt)

    def shift(self, months: int) -> None:
        """Show the month ``months`` before or after (never past this month, nor before FIRST_MONTH)."""
        k = self.year * 12 + (self.month - 1) + months
        k = max(FIRST_MONTH[0] * 12 + FIRST_MONTH[1] - 1, min(k, self.today.year * 12 + self.today.month - 1))
        self.year, self.month = divmod(k, 12)
        self.month += 1
        focus = self.focus
        self.build()
        self.focus = focus
        self.canvas.invalidate()

    def draw(self, surface: pygame.Surface) -> None:
        look = self.canvas.look
        today_won = self.today.isoformat() in self.stats.h2h["daily_won"]
        lines = [
            (t("daily.today_won" if today_won else "daily.today_open"),
             theme.ACCENT if today_won else look.palette.text),
            (t("daily.streak", n=self.streak[0]), look.palette.text),
            (t("daily.best", n=self.streak[1]), look.palette.text_dim),
            (t("daily.month_won", n=self.cal.won_count), look.palette.text_dim),
        ]
        draw_calendar(surface, self.L, self.canvas.metrics, self.canvas.look, t("daily.title"), month_title(self.year,
                                                                                                      self.month),
                      lines, t("daily.explain"), self.widgets)

    def state(self) -> dict:
        return {
            "scene": "daily",
            "today": self.today.isoformat(),
            "month": f"{self.year:04d}-{self.month:02d}",
            "won": [c.day.isoformat() for c in self.cal.days if c.won],
            "streak": list(self.streak),
            "targets": [w.name for w in self.widgets],
        }
