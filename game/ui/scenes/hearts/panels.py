"""The Hearts table's modal panels: hand summary, score sheet, final ranking, last trick.

A panel is a modal screen on the app's stack (game/ui/screens.py): drawn over the table,
it takes every tap and key while it is open and hands back what closed it.  Every figure
comes from the engine (``match.history``, ``hand_result``, ``ranking``, ``tie_continues``,
``last_trick``), read from a frozen :class:`.panel_view.PanelView` of the match made as the
panel opens, never from the live match; nothing is recomputed here except the cards each
seat took, which are read from the tricks themselves.

A panel is laid out in design pixels and converted to device pixels in ``Panel.layout``
(its rectangle and buttons); the drawing goes from that rectangle with every design
length through ``px`` (text sizes stay design sizes).
"""

from __future__ import annotations

from collections.abc import Callable
from enum import StrEnum
from typing import TYPE_CHECKING

import pygame

from game.cards import Card, Suit
from game.hearts.kinds import Phase
from game.hearts.legality import QUEEN_OF_SPADES, is_point_card
from game.hearts.rules import Moon
from game.i18n import number, t
from game.ui import screens, text, theme
from game.ui.look import PLAIN, Look
from game.ui.metrics import Screen
from game.ui.scenes.hearts.panel_view import PanelView, panel_view
from game.ui.scenes.hearts.sheet_chart import CHART_H, draw_sheet_chart
from game.ui.sprites import CardArt
from game.ui.widgets import Button, shade, share_font_sizes

if TYPE_CHECKING:
    from game.hearts import Match

PANEL_BG = (20, 62, 43)
#: Hands shown at once on the score sheet (the latest ones; totals always count all).
SHEET_ROWS = 14
GOLD = theme.ACCENT
MOON = (255, 226, 120)


def _name(seat: int) -> str:
    return t(f"hearts.seat.{seat}")


def _names(seats) -> str:
    return ", ".join(_name(s) for s in seats)


class PanelResult(StrEnum):
    """What closed a panel: one of its buttons (named alike), a tap beside one that only
    shows (``CLOSE``), Esc (``BACK``), or a new table putting it away (``DROPPED``)."""

    CONTINUE = "continue"
    NEXT = "next"
    CLOSE = "close"
    MENU = "menu"
    NEW = "new"
    REVIEW = "review"
    BACK = "back"
    DROPPED = "dropped"


class Panel(screens.Screen[PanelResult]):
    """One of the table's panels as a modal screen (game/ui/screens.py): which one
    (``kind``: ``summary``, ``sheet``, ``sheet_view``, ``ranking``, ``last_trick``), its
    buttons and its drawing.  It hands back the :class:`PanelResult` that closed it; Share
    keeps it open."""

    kind: str

    def __init__(self, kind: str, match: Match, share: Callable[[], object] = lambda: None,
                 esc: Callable[[], bool] = lambda: False, shortcuts: dict[int, str] | None = None,
                 *, screen: Callable[[], Screen], look: Look = PLAIN) -> None:
        self.kind = kind
        #: What it shows of ``match``: a snapshot made as it opens (it never reads the live match).
        self.view = panel_view(match)
        #: The window's logical screen now (the app's ``metrics``): the panel is laid out for it.
        self.screen = screen
        #: How the cards are painted (the table's: four colours if the player asked).
        self.look = look
        #: The Share button (the panel stays open).
        self.share = share
        #: Esc's first use, the table's (a claim being checked stops): True if it used it.
        self.esc = esc
        #: Keys that press a button by name (the table's shortcuts: N for New game).
        self.shortcuts = shortcuts or {}
        self.rect = pygame.Rect(0, 0, 10, 10)
        self.buttons: list[Button] = []
        #: The score sheet shows its chart instead of its table (``button:sheet_chart``).
        self.chart = False

    def finish(self, result: PanelResult) -> None:
        """Close, handing back ``result``."""
        self.dismiss(result)

    def layout(self) -> None:
        m = self.view
        sizes = {"summary": (820, 520), "sheet": (860, 600), "sheet_view": (860, 600),
                 "ranking": (760, 560), "last_trick": (640, 420)}
        w, h = sizes[self.kind]
        if self.kind.startswith("sheet"):
            now = m.phase in (Phase.PLAY, Phase.PASS) and any(m.hand_points)
            rows = min(SHEET_ROWS, len(m.history) + (1 if now else 0))
            h = 176 + 28 * rows + 60 + (80 if m.tie_continues else 0) + 96
            if self.chart:
                h = max(h, CHART_H)
        elif self.kind == "summary":
            moon = m.hand_result is not None and m.hand_result.moon_shooter is not None
            h = 84 + (100 if moon else 0) + 28 + 4 * (50 if moon else 58) + 40 + 100
        screen = self.screen()
        bh = max(56, screen.tap_min)  # portrait: a fingertip on a phone
        width, height = screen.design_size()
        w, h = min(w, width - 24), h + bh - 56
        if self.kind.startswith("sheet"):  # the code and target lines go under the Chart button
            h += round(_head_drop(self.view, screen.px(w), screen.px(16 + bh), screen=screen) / screen.scale)
        rect = pygame.Rect(0, 0, w, h)
        rect.center = (width // 2, height // 2)
        self.rect = pygame.Rect(screen.scale_rect(rect))
        specs: list[tuple[str, str]] = []
        if self.kind == "summary":
            specs = [("continue", "hearts.button.sheet")]
        elif self.kind == "sheet":
            if m.game_over:
                specs = [("continue", "hearts.button.ranking")]
            else:
                specs = [("next", "hearts.button.next")]
        elif self.kind in ("sheet_view", "last_trick"):
            specs = [("close", "hearts.button.close")]
        elif self.kind == "ranking":
            specs = [("menu", "button.menu"), ("new", "button.new")]
        if self.kind in ("sheet", "sheet_view", "ranking"):  # a link to this game, finished ones most of all
            specs.insert(0, ("share", "button.share"))
        if self.kind in ("summary", "sheet", "sheet_view") and m.history:  # a finished hand to replay
            specs.insert(0, ("review", "hearts.button.review"))
        n = len(specs)
        bw = min(250, (w - 40 - 20 * (n - 1)) // max(1, n))
        total = n * bw + (n - 1) * 20
        x = rect.centerx - total // 2
        y = rect.bottom - bh - 22
        self.buttons = [
            Button(f"button:{name}", label, screen.scale_rect((x + i * (bw + 20), y, bw, bh)), self._press(name),
                   primary=(i == n - 1), size=22)
            for i, (name, label) in enumerate(specs)
        ]
        if self.kind.startswith("sheet"):  # the chart, or back to the table: its top left corner
            self.buttons.insert(0, Button("button:sheet_chart", "hearts.button.table" if self.chart
                                          else "hearts.button.chart", screen.scale_rect((rect.x + 20, rect.y + 16,
                                                                                         150, bh)),
                                          self.toggle_chart, size=20))

    def toggle_chart(self) -> None:
        """The score sheet's chart instead of its table, or the table again."""
        self.chart = not self.chart
        self.layout()

    def _press(self, name: str) -> Callable[[], object]:
        if name == "share":
            return self.share
        return lambda: self.finish(PanelResult(name))

    # -- input ----------------------------------------------------------------------------
    def hittables(self) -> list:
        return list(self.buttons)

    def default_button(self) -> Button | None:
        """Enter presses nothing until the focus is moved to a button."""
        return None

    def press_cancel(self) -> None:
        """Esc: the table's first (a claim being checked stops), else a panel that only
        shows closes and the others go back (to the menu)."""
        if self.esc():
            return
        self.finish(PanelResult.CLOSE if self.kind in SHOWING else PanelResult.BACK)

    def on_tap(self, target: object, pos: tuple[int, int]) -> None:
        """A button does what it says; a tap anywhere else closes a panel that only shows."""
        activate = getattr(target, "activate", None)
        if activate is not None:
            activate()
        elif self.kind in SHOWING:
            self.finish(PanelResult.CLOSE)

    def on_key(self, event: pygame.event.Event) -> bool:
        """A shortcut naming one of the panel's buttons presses it (N: New game; C or T:
        the score sheet's chart or table)."""
        name = self.shortcuts.get(event.key)
        if self.kind.startswith("sheet") and event.key in (pygame.K_c, pygame.K_t):
            name = "button:sheet_chart"
        button = next((b for b in self.buttons if b.name == name), None)
        if button is None or not button.enabled:
            return False
        button.activate()
        return True

    # -- drawing ----------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        share_font_sizes(self.buttons, self.screen())  # one label size for the row
        draw_panel(self, surface)


#: The panels that only show something: a tap beside them (or Esc) closes them.
SHOWING = ("last_trick", "sheet_view")


def draw_panel(panel: Panel, surface: pygame.Surface) -> None:
    screen, look = panel.screen(), panel.look
    surface.blit(shade(surface.get_size(), 150), (0, 0))
    r = panel.rect
    pygame.draw.rect(surface, (0, 0, 0), r.move(0, screen.px(6)), border_radius=screen.px(20))
    pygame.draw.rect(surface, PANEL_BG, r, border_radius=screen.px(20))
    pygame.draw.rect(surface, GOLD, r, width=screen.px(2), border_radius=screen.px(20))
    if panel.chart and panel.kind.startswith("sheet"):
        top = r.y + screen.px(136) + _draw_sheet_head(panel.view, surface, r, screen=screen, look=look)
        bottom = min(b.rect.top for b in panel.buttons if b.name != "button:sheet_chart") - screen.px(16)
        draw_sheet_chart(panel.view, surface, pygame.Rect(r.x + screen.px(30), top, r.w - screen.px(60),
                                                          bottom - top), screen, look)
        for b in panel.buttons:
            b.draw(surface, screen, look)
        return
    {
        "summary": _draw_summary,
        "sheet": _draw_sheet,
        "sheet_view": _draw_sheet,
        "ranking": _draw_ranking,
        "last_trick": _draw_last_trick,
    }[panel.kind](panel.view, surface, r, screen, look)
    for b in panel.buttons:
        b.draw(surface, screen, look)


def _title(surface, title: str, r: pygame.Rect, color: tuple | None = None, *, screen: Screen, look: Look) -> None:
    size = text.fit_size(title, 34, r.w - screen.px(60), bold=True, screen=screen)
    text.draw(surface, title, size, color or look.palette.text, (r.centerx, r.y + screen.px(24)), "midtop", bold=True,
              screen=screen)


def moon_line(shooter: int, moon_rule: str) -> str:
    """Who shot the moon and what it scores, the verb agreeing ("you score", "вы получаете")."""
    line = t("hearts.moon.you") if shooter == 0 else t("hearts.moon.other", name=_name(shooter))
    key = "hearts.moon.add" if moon_rule == Moon.ADD_TO_OTHERS else "hearts.moon.sub"
    return line + " " + t(key + (".you" if shooter == 0 else ""), name=_name(shooter))


def taken_words(match: Match | PanelView, seat: int, cards: list[Card]) -> str | None:
    """The key of what the "took" column says of a seat that took no point card (None when
    it took some, or when a chip says it all: the J♦ taken, no trick with the bonus):
    "no tricks" if it won none, else "no points" (never "nothing", which reads as no tricks)."""
    res = match.hand_result
    if cards or (res is not None and (res.jack == seat or seat in res.no_tricks)):
        return None
    if any(trick.winner == seat for trick in match.tricks):
        return "hearts.summary.no_points"
    return "hearts.summary.no_tricks_taken"


def _taken_cards(match: PanelView) -> list[list[Card]]:
    """The point cards each seat took this hand, read from the tricks."""
    out: list[list[Card]] = [[], [], [], []]
    for trick in match.tricks:
        w = trick.winner
        assert w is not None  # the hand's tricks are finished ones
        for c in trick.cards:
            if is_point_card(c):
                out[w].append(c)
    return out


def _draw_summary(m: PanelView, surface: pygame.Surface, r: pygame.Rect, screen: Screen, look: Look) -> None:
    res = m.hand_result
    _title(surface, t("hearts.summary.title", number=m.hand_number), r, screen=screen, look=look)
    y = r.y + screen.px(84)
    if res is not None and res.moon_shooter is not None:
        s = res.moon_shooter
        band = pygame.Rect(r.x + screen.px(30), y, r.w - screen.px(60), screen.px(84))
        pygame.draw.rect(surface, (70, 52, 8), band, border_radius=screen.px(14))
        pygame.draw.rect(surface, MOON, band, width=screen.px(2), border_radius=screen.px(14))
        text.draw(surface, "★ " + t("hearts.moon.title") + " ★", 30, MOON, (band.centerx, band.y + screen.px(8)),
                  "midtop", bold=True, screen=screen)
        line = moon_line(s, res.moon_scoring or m.rules.moon)
        size = text.fit_size(line, 20, band.w - screen.px(30), screen=screen)
        text.draw(surface, line, size, look.palette.text, (band.centerx, band.y + screen.px(50)), "midtop",
                  screen=screen)
        y += screen.px(100)
    taken = _taken_cards(m)
    col_name, col_cards, col_score = r.x + screen.px(40), r.x + screen.px(230), r.right - screen.px(60)
    text.draw(surface, t("hearts.summary.taken"), 18, look.palette.text_dim, (col_cards, y), "topleft", screen=screen)
    text.draw(surface, t("hearts.summary.scored"), 18, look.palette.text_dim, (col_score, y), "topright", screen=screen)
    y += screen.px(28)
    scores = res.scores if res is not None else tuple(m.hand_points)
    best = min(scores)
    row_h = 58 if res is None or res.moon_shooter is None else 50
    for seat in range(4):
        row = pygame.Rect(r.x + screen.px(24), y, r.w - screen.px(48), screen.px(row_h - 6))
        if scores[seat] == best:
            pygame.draw.rect(surface, (30, 84, 58), row, border_radius=screen.px(10))
        text.draw(surface, _name(seat), 24, look.palette.text, (col_name, row.centery), "midleft", bold=True,
                  screen=screen)
        cards = taken[seat]
        hearts = sum(1 for c in cards if c.suit == Suit.HEARTS)
        queen = QUEEN_OF_SPADES in cards
        words = taken_words(m, seat, cards)
        if words is not None:
            text.draw(surface, t(words), 20, look.palette.text_dim, (col_cards, row.centery), "midleft", screen=screen)
        x = col_cards
        if hearts:
            x = _chip(surface, t("hearts.summary.hearts", n=hearts), look.palette.red, x, row.centery, screen=screen,
                      look=look) + screen.px(12)
        if queen:
            x = _chip(surface, t("hearts.summary.queen"), look.palette.black, x, row.centery, screen=screen,
                      look=look) + screen.px(12)
        if res is not None and res.jack == seat:
            jack = look.cards.ink(Suit.DIAMONDS)
            x = _chip(surface, t("hearts.summary.jack"), jack, x, row.centery, screen=screen, look=look) + screen.px(12)
        if res is not None and seat in res.no_tricks:
            _chip(surface, t("hearts.summary.no_tricks"), look.palette.black, x, row.centery, screen=screen, look=look)
        pts = scores[seat]
        text.draw(surface, number(pts, 0, signed=True) if pts else "0", 28, GOLD if seat == 0 else look.palette.text,
                  (col_score, row.centery), "midright", bold=True, screen=screen)
        y += screen.px(row_h)
    winners = [s for s in range(4) if scores[s] == best]
    text.draw(surface, t("hearts.summary.best", names=_names(winners)), 20, look.palette.text_dim,
              (r.centerx, y + screen.px(6)), "midtop", screen=screen)


def _chip(surface, label: str, color, x: int, cy: int, *, screen: Screen, look: Look) -> int:
    """A small white card-like chip with ``label`` (e.g. "5 ♥", "Q♠"); returns its right edge."""
    img = text.render(label, 22, color, bold=True, screen=screen)
    box = img.get_rect(midleft=(x + screen.px(12), cy)).inflate(screen.px(24), screen.px(10))
    box.x = x
    pygame.draw.rect(surface, look.palette.card_face, box, border_radius=screen.px(8))
    pygame.draw.rect(surface, look.palette.card_edge, box, width=screen.px(1), border_radius=screen.px(8))
    surface.blit(img, img.get_rect(center=box.center))
    return box.right


def _head_drop(m: PanelView, width: int, button_bottom: int, *, screen: Screen) -> int:
    """How far (device px) the sheet's code and target lines go down to clear the Chart
    button in the top left corner of a sheet ``width`` wide (the button's bottom
    ``button_bottom`` below the sheet's top): none when they are narrow enough beside it."""
    widest = max(text.font(20, True, screen=screen).size(t("hearts.sheet.code", code=m.code))[0],
                 text.font(18, screen=screen).size(t("hearts.sheet.target", target=m.rules.target))[0])
    if width // 2 - widest // 2 >= screen.px(20 + 150 + 12):
        return 0
    return max(0, button_bottom + screen.px(4) - screen.px(70))


def _draw_sheet_head(m: PanelView, surface: pygame.Surface, r: pygame.Rect, *, screen: Screen, look: Look) -> int:
    """The sheet's title (clear of its Chart button), its game code and its target, under
    the button where they would meet it; how far they went down."""
    title = t("hearts.sheet.title")
    size = text.fit_size(title, 34, r.w - screen.px(2 * (20 + 150 + 16)), bold=True, screen=screen)
    text.draw(surface, title, size, look.palette.text, (r.centerx, r.y + screen.px(24)), "midtop", bold=True,
              screen=screen)
    drop = _head_drop(m, r.w, screen.px(16) + screen.px(max(56, screen.tap_min)), screen=screen)
    text.draw(surface, t("hearts.sheet.code", code=m.code), 20, GOLD, (r.centerx, r.y + screen.px(70) + drop), "midtop",
              bold=True, screen=screen)
    text.draw(surface, t("hearts.sheet.target", target=m.rules.target), 18, look.palette.text_dim,
              (r.centerx, r.y + screen.px(98) + drop), "midtop", screen=screen)
    return drop


def _draw_sheet(m: PanelView, surface: pygame.Surface, r: pygame.Rect, screen: Screen, look: Look) -> None:
    drop = _draw_sheet_head(m, surface, r, screen=screen, look=look)
    # Four seat columns after the hand number; narrower panels (portrait) squeeze them.
    # (Worked out in design pixels, from the panel's design width.)
    rw = round(r.w / screen.scale)
    step = min(150, (rw - 200) // 4)
    cols = [70] + [rw - 60 - 3 * step - step // 2 + i * step for i in range(4)] \
        if rw < 860 else [70] + [250 + i * 150 for i in range(4)]
    cols = [r.x + screen.px(c) for c in cols]
    y = r.y + screen.px(136) + drop
    text.draw(surface, t("hearts.sheet.hand"), 18, look.palette.text_dim, (cols[0], y), "midtop", screen=screen)
    for seat in range(4):
        text.draw(surface, _name(seat), 22, GOLD if seat == 0 else look.palette.text, (cols[seat + 1], y),
                  "midtop", bold=True, screen=screen)
    y += screen.px(32)
    pygame.draw.line(surface, look.palette.text_dim, (r.x + screen.px(30), y), (r.right - screen.px(30), y),
                     screen.px(1))
    history = list(m.history)
    row_h = 28
    now_row = m.phase in (Phase.PLAY, Phase.PASS) and any(m.hand_points)
    first = max(0, len(history) - (SHEET_ROWS - (1 if now_row else 0)))
    running = [0, 0, 0, 0]
    for k, res in enumerate(history):
        running = [a + b for a, b in zip(running, res.scores, strict=True)]
        if k < first:
            continue
        y += screen.px(4)
        text.draw(surface, str(k + 1), 20, look.palette.text_dim, (cols[0], y), "midtop", screen=screen)
        for seat in range(4):
            v = res.scores[seat]
            label = number(v, 0)
            if res.moon_shooter == seat:
                label += " ★"
            text.draw(surface, label, 20, MOON if res.moon_shooter == seat else look.palette.text,
                      (cols[seat + 1], y), "midtop", screen=screen)
        y += screen.px(row_h - 4)
    y += screen.px(6)
    pygame.draw.line(surface, look.palette.text_dim, (r.x + screen.px(30), y), (r.right - screen.px(30), y),
                     screen.px(2))
    y += screen.px(8)
    text.draw(surface, t("hearts.sheet.total"), 22, look.palette.text, (cols[0], y), "midtop", bold=True, screen=screen)
    low = min(m.scores)
    for seat in range(4):
        color = GOLD if m.scores[seat] == low else look.palette.text
        text.draw(surface, number(m.scores[seat], 0), 26, color, (cols[seat + 1], y - screen.px(2)), "midtop",
                  bold=True, screen=screen)
    y += screen.px(40)
    if now_row:  # the hand in progress, below the totals it is not yet part of
        label = t("hearts.sheet.now", number=m.hand_number)
        text.draw(surface, label, text.fit_size(label, 17, screen.px(180), screen=screen), look.palette.text_dim,
                  (r.x + screen.px(34), y + screen.px(2)),
                  "topleft", screen=screen)
        for seat in range(4):
            text.draw(surface, number(m.hand_points[seat], 0, signed=True), 19, look.palette.text_dim,
                      (cols[seat + 1], y), "midtop", screen=screen)
        y += screen.px(row_h)
    if any(res.moon_shooter is not None for res in history):
        text.draw(surface, t("hearts.sheet.moon"), 16, MOON, (r.right - screen.px(40), r.y + screen.px(30)),
                  "topright", screen=screen)
    if m.tie_continues:
        band = pygame.Rect(r.x + screen.px(40), y, r.w - screen.px(80), screen.px(64))
        pygame.draw.rect(surface, (80, 40, 14), band, border_radius=screen.px(12))
        pygame.draw.rect(surface, GOLD, band, width=screen.px(2), border_radius=screen.px(12))
        text.draw(surface, t("hearts.tie"), 24, GOLD, (band.centerx, band.y + screen.px(6)), "midtop", bold=True,
                  screen=screen)
        tied = [s for s in range(4) if m.scores[s] == low]
        detail = t("hearts.tie.detail", names=_names(tied))
        text.draw(surface, detail, text.fit_size(detail, 17, band.w - screen.px(20), screen=screen), look.palette.text,
                  (band.centerx, band.y + screen.px(38)), "midtop", screen=screen)


def _draw_ranking(m: PanelView, surface: pygame.Surface, r: pygame.Rect, screen: Screen, look: Look) -> None:
    winner = m.ranking[0]
    title = t("hearts.end.you_win") if winner == 0 else t("hearts.end.wins", name=_name(winner))
    _title(surface, title, r, GOLD if winner == 0 else look.palette.text, screen=screen, look=look)
    text.draw(surface, t("hearts.end.title"), 22, look.palette.text_dim, (r.centerx, r.y + screen.px(72)), "midtop",
              screen=screen)
    y = r.y + screen.px(116)
    place = 0
    prev = None
    for i, seat in enumerate(m.ranking):
        if m.scores[seat] != prev:
            place = i + 1
            prev = m.scores[seat]
        row = pygame.Rect(r.x + screen.px(60), y, r.w - screen.px(120), screen.px(62))
        fill = (70, 58, 14) if i == 0 else (28, 78, 54)
        pygame.draw.rect(surface, fill, row, border_radius=screen.px(12))
        if i == 0:
            pygame.draw.rect(surface, GOLD, row, width=screen.px(2), border_radius=screen.px(12))
        text.draw(surface, t("hearts.end.place", place=place), 30, GOLD if i == 0 else look.palette.text_dim,
                  (row.x + screen.px(24), row.centery), "midleft", bold=True, screen=screen)
        label = _name(seat) + ("  ♥" if i == 0 else "")
        text.draw(surface, label, 28, look.palette.text, (row.x + screen.px(90), row.centery), "midleft", bold=True,
                  screen=screen)
        text.draw(surface, t("hearts.end.points", points=number(m.scores[seat], 0)), 28, look.palette.text,
                  (row.right - screen.px(24), row.centery), "midright", bold=True, screen=screen)
        y += screen.px(74)
    y += screen.px(4)
    hands = len(m.history)
    if _tie_was_played(m):
        text.draw(surface, t("hearts.end.tie_played"), 19, GOLD, (r.centerx, y), "midtop", screen=screen)
        y += screen.px(28)
    line = t("hearts.end.code", code=m.code)
    size = text.fit_size(line, 18, r.w - screen.px(60), screen=screen)
    # letters never go under the smallest size: on a phone the sentence takes two lines
    for part in text.wrap(line, size, r.w - screen.px(60), screen=screen):
        y = text.draw(surface, part, size, look.palette.text_dim, (r.centerx, y), "midtop", screen=screen).bottom
    del hands


def _tie_was_played(m: PanelView) -> bool:
    """Did the target get reached earlier with a shared lowest total (the tie rule)?"""
    from game.hearts.scoring import game_outcome

    totals = [0, 0, 0, 0]
    for res in m.history[:-1]:
        totals = [a + b for a, b in zip(totals, res.scores, strict=True)]
        over, tie = game_outcome(totals, m.rules)
        if tie:
            return True
    return False


def _draw_last_trick(m: PanelView, surface: pygame.Surface, r: pygame.Rect, screen: Screen, look: Look) -> None:
    _title(surface, t("hearts.last.title"), r, screen=screen, look=look)
    trick = m.last_trick
    if trick is None:
        text.draw(surface, t("hearts.last.none"), 22, look.palette.text_dim, r.center, "center", screen=screen)
        return
    cw, ch = screen.px(theme.CARD_W), screen.px(theme.CARD_H)
    art = CardArt.get(cw, ch, look.cards)
    n = len(trick.cards)
    gap = 26
    total = n * theme.CARD_W + (n - 1) * gap
    x = r.centerx - screen.px(total) // 2
    y = r.y + screen.px(104)
    winner = trick.winner
    assert winner is not None  # the last trick is a finished one
    for i, (seat, card) in enumerate(trick.plays()):
        rect = pygame.Rect(x + screen.px(i * (theme.CARD_W + gap)), y, cw, ch)
        shadow, (ox, oy) = art.shadow()
        surface.blit(shadow, (rect.x + ox, rect.y + oy))
        surface.blit(art.face(card), rect)
        if seat == winner:
            pygame.draw.rect(surface, GOLD, rect.inflate(screen.px(8), screen.px(8)), width=screen.px(3),
                             border_radius=screen.px(12))
        text.draw(surface, _name(seat), 20, GOLD if seat == winner else look.palette.text,
                  (rect.centerx, rect.bottom + screen.px(10)), "midtop", bold=seat == winner, screen=screen)
        if i == 0:
            text.draw(surface, t("hearts.last.led"), 16, look.palette.text_dim, (rect.centerx, y - screen.px(8)),
                      "midbottom", screen=screen)
    text.draw(surface, t("hearts.last.took", name=_name(winner), points=trick.points), 22, look.palette.text,
              (r.centerx, y + screen.px(theme.CARD_H + 50)), "midtop", screen=screen)
