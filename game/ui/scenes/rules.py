"""The rules of both games, for players, in the current language, with the worked example.

Targets: ``tab:h2h``, ``tab:hearts``, ``button:back``, ``button:learn`` (the tab's lessons),
``button:up``, ``button:down``.
Scroll with the wheel, a finger or mouse drag, Up/Down/Home/End; ▲/▼ and PageUp/PageDown
page so that a block starts the view under its section's heading, and the heading of
the section being read stays pinned at the top (never hidden under the tab bar).
Pictures: ``[example]`` here, the others in game/ui/rules_pictures.py.
The example picture is drawn from the rules module's own game (deal HH1-N-AAAAAAM after
nine stock turns), so the page can never disagree with the rules.
"""

from __future__ import annotations

from functools import partial

import pygame

from game.cards import Card, Suit
from game.i18n import language, t
from game.ui import text, theme
from game.ui.look import Look
from game.ui.metrics import Screen
from game.ui.scene import Scene, register_scene
from game.ui.scenes.lessons import strings as _lesson_words  # noqa: F401  (the Learn button's words)
from game.ui.sprites import CardArt, CardLook, CardSprite, draw_slot
from game.ui.widgets import Button

PAGE_W = 940
TOP = 110
BODY = 24
LINE = 34
EXAMPLE_CODE = "HH1-N-AAAAAAM"
EXAMPLE_FLIPS = 9
TABS = ("h2h", "hearts")


def rules_layout(width: int, height: int, kind: str) -> dict:
    """Back, tabs, the scroll buttons and the page's window: one place for drawing and taps."""
    if kind == "portrait":
        tap, top = 88, 216
        tab_w = (width - 24 - 20) // 3  # the two tabs and "Learn by playing": one row the arrows walk
        return {"back": (12, 12, 190, tap), "tabs": [(12 + i * (tab_w + 10), 110, tab_w, tap) for i in range(2)],
                "learn": (12 + 2 * (tab_w + 10), 110, width - 12 - (12 + 2 * (tab_w + 10)), tap),
                "up": (width - 12 - tap, top + 10, tap, tap), "down": (width - 12 - tap, height - 12 - tap, tap, tap),
                "top": top, "page_x": 16, "page_w": width - 16 - 24 - tap, "title": None,
                "track": (width - 12 - tap // 2 - 6, top + 10 + tap + 12, 12, height - top - 2 * tap - 56)}
    if kind == "compact":  # a phone held sideways: one fingertip-high row on top, the page under it
        tap, top = 88, 12 + 88 + 14
        x0 = 12 + 190 + 24
        learn_w = min(380, (width - x0 - 12) // 3)
        tab_w = (width - x0 - 12 - 10 - 14 - learn_w) // 2
        page_w = min(PAGE_W, width - 2 * (24 + tap + 12))
        return {"back": (12, 12, 190, tap), "tabs": [(x0 + i * (tab_w + 10), 12, tab_w, tap) for i in range(2)],
                "learn": (width - 12 - learn_w, 12, learn_w, tap),
                "up": (width - 12 - tap, top + 10, tap, tap), "down": (width - 12 - tap, height - 12 - tap, tap, tap),
                "top": top, "page_x": (width - page_w) // 2, "page_w": page_w, "title": None,
                "track": (width - 12 - tap // 2 - 6, top + 10 + tap + 12, 12, height - top - 2 * tap - 56)}
    learn_x = width // 2 + 300 + 24
    return {"back": (24, 22, 170, 56), "tabs": [(width // 2 - 300 + i * 310, 22, 290, 56) for i in range(2)],
            "learn": (learn_x, 22, min(300, width - 24 - learn_x), 56),
            "up": (width - 96, TOP + 10, 64, 64), "down": (width - 96, height - 84, 64, 64),
            "top": TOP, "page_x": (width - PAGE_W) // 2, "page_w": PAGE_W, "title": None,
            "track": (width - 70, TOP + 84, 12, height - TOP - 178)}


def _to_device(L: dict, screen: Screen) -> dict:
    """A ``rules_layout`` (design pixels) in device pixels: the rectangles, the page's
    left edge, width and top.  The page itself is laid out at its device width."""
    out = dict(L)
    for k in ("back", "up", "down", "track", "learn"):
        out[k] = screen.scale_rect(L[k])
    out["tabs"] = [screen.scale_rect(r) for r in L["tabs"]]
    out["page_x"], _, out["page_w"], _ = screen.scale_rect((L["page_x"], 0, L["page_w"], 1))
    out["top"] = screen.px(L["top"])
    return out


@register_scene("rules")
class RulesScene(Scene):
    def __init__(self, parts, game: str = "h2h", back: str = "menu", **params) -> None:
        super().__init__(parts, **params)
        self.tab = game if game in TABS else "h2h"
        self.back = back
        self.scroll = 0.0
        self._pages: dict[tuple[str, str, int, Look], Page] = {}  # (tab, language, page width, look)

    def on_back(self) -> None:
        if self.back == "menu" or not self.nav.go(self.back):
            self.nav.go("menu")

    def build(self) -> None:
        screen = self.canvas.metrics
        L = self.L = _to_device(rules_layout(*screen.design_size(), screen.form), screen)
        size = 24 if screen.big else 22
        w: list = [Button("button:back", lambda: "← " + t("button.back"), L["back"],
                          self.on_back, size=size)]
        for i, tab in enumerate(TABS):
            w.append(Button(f"tab:{tab}", f"rules.tab.{tab}", L["tabs"][i],
                            partial(self.show, tab), size=size, selected=(tab == self.tab)))
        w.append(Button("button:learn", lambda: "▶ " + t("lesson.button.learn"), L["learn"], self.learn,
                        size=size))
        w.append(Button("button:up", lambda: "▲", L["up"], self.page_up, size=26))
        w.append(Button("button:down", lambda: "▼", L["down"], self.page_down, size=26))
        for b in w[-2:]:  # the keyboard has Up/Down/PageUp/PageDown for what these do
            b.focusable = False
        self.widgets = w
        self.scroll = min(self.scroll, self.max_scroll())  # a new page width (turned screen)

    def learn(self) -> None:
        """"Learn by playing": the guided game of the game shown (where it was left)."""
        from game.ui.scenes.lessons.common import open_lessons

        self.nav.load_game_scenes()
        open_lessons(self.parts, self.tab, back="rules")

    def show(self, tab: str) -> None:
        self.tab = tab
        self.scroll = 0
        self.focus = f"tab:{tab}"
        self.build()

    def page(self) -> pygame.Surface:
        return self.laid_out().surface

    def laid_out(self) -> Page:
        width = self.L["page_w"]
        look = self.canvas.look
        key = (self.tab, language(), width, look)
        page = self._pages.get(key)
        if page is None:
            # A page at device pixels is big (a 2x laptop's: ~1760 px wide, several
            # thousand tall): keep only this width's pages when the width changes.
            for old in [k for k in self._pages if k[2] != width]:
                del self._pages[old]
            cards = look.cards if self.tab == "hearts" else None  # Heart to Heart's: red and black
            page = self._pages[key] = render_page(t(f"rules.{self.tab}.body"), width, self.canvas.metrics, look, cards)
        return page

    def view_h(self) -> int:
        screen = self.canvas.metrics
        return screen.height - self.L["top"] - screen.px(20)

    def max_scroll(self) -> int:
        return max(0, self.page().get_height() - self.view_h())

    def on_scroll(self, dy: float) -> None:
        self.scroll = min(self.max_scroll(), max(0.0, self.scroll - dy))
        self.canvas.invalidate()

    def page_down(self) -> None:
        """A page on: the first block not wholly in view comes to the top, just under its
        section's heading (so paging never hides a heading or a line under the tab bar)."""
        screen = self.canvas.metrics
        page, view = self.laid_out(), self.view_h()
        bottom = self.scroll + view
        new: float | None = None
        for y, h in page.blocks:
            if y + h > bottom + 1:
                new = page.stop_for(y)
                break
        if new is None or new <= self.scroll + 1:  # one block taller than the view
            new = self.scroll + view - screen.px(3 * LINE)
        self.scroll = float(min(self.max_scroll(), max(0, new)))
        self.canvas.invalidate()

    def page_up(self) -> None:
        """A page back: the earliest block start at most a view above, shown the same way."""
        screen = self.canvas.metrics
        page, view = self.laid_out(), self.view_h()
        target = self.scroll - view + screen.px(3 * LINE)
        new: float | None = None
        for y, _ in page.blocks:
            stop = page.stop_for(y)
            if target <= stop < self.scroll - 1:
                new = stop
                break
        if new is None:
            new = target
        self.scroll = float(min(self.max_scroll(), max(0, new)))
        self.canvas.invalidate()

    def wants_key(self, event: pygame.event.Event) -> bool:
        return event.key in (pygame.K_UP, pygame.K_DOWN, pygame.K_PAGEUP, pygame.K_PAGEDOWN,
                             pygame.K_HOME, pygame.K_END)

    def on_key(self, event: pygame.event.Event) -> bool:
        screen = self.canvas.metrics
        if event.key in (pygame.K_PAGEUP, pygame.K_PAGEDOWN):
            (self.page_up if event.key == pygame.K_PAGEUP else self.page_down)()
            return True
        step = {pygame.K_UP: screen.px(60), pygame.K_DOWN: -screen.px(60),
                pygame.K_HOME: 10 ** 6, pygame.K_END: -(10 ** 6)}.get(event.key)
        if step is None:
            return False
        self.on_scroll(step)
        return True

    def draw(self, surface: pygame.Surface) -> None:
        look = self.canvas.look
        screen = self.canvas.metrics
        surface.fill(look.palette.table)
        px = screen.px
        page = self.page()
        top = self.L["top"]
        view = pygame.Rect(0, int(self.scroll), page.get_width(), screen.height - top)
        surface.blit(page, (self.L["page_x"], top), view)
        laid_out = self.laid_out()
        pinned = laid_out.pinned_heading(self.scroll)
        if pinned is not None:  # the section being read keeps its heading in view
            y, h = pinned
            # the next heading pushes it up out of the way instead of being drawn under it
            band = pygame.Rect(0, top - laid_out.pinned_push(self.scroll), screen.width, h)
            pygame.draw.rect(surface, look.palette.table, band)
            surface.blit(page, (self.L["page_x"], band.y), pygame.Rect(0, y, page.get_width(), h))
            pygame.draw.line(surface, look.palette.table_dark, (0, band.bottom), (screen.width, band.bottom), px(1))
        pygame.draw.rect(surface, look.palette.table, (0, 0, screen.width, top))
        pygame.draw.line(surface, look.palette.table_dark, (0, top - px(1)), (screen.width, top - px(1)), px(2))
        # a scroll bar, so the reader sees how much is left
        total = page.get_height()
        if total > screen.height - top:
            track = pygame.Rect(self.L["track"])
            pygame.draw.rect(surface, look.palette.table_dark, track, border_radius=px(6))
            h = max(px(30), track.h * (screen.height - top) // total)
            y = track.y + (track.h - h) * (self.scroll / max(1, self.max_scroll()))
            pygame.draw.rect(surface, look.palette.text_dim, (track.x, y, track.w, h), border_radius=px(6))
        if screen.portrait:  # the header row has room for the screen's name
            title = t("rules.title")
            text.draw(surface, title, text.fit_size(title, 40, screen.width - px(240), bold=True, screen=screen),
                      look.palette.text,
                      (screen.width // 2 + px(90), px(54)), "center", bold=True, screen=screen)
        for w in self.widgets:
            if w.name in ("button:up", "button:down"):
                w.enabled = (self.scroll > 0) if w.name == "button:up" else (self.scroll < self.max_scroll())
            w.draw(surface, screen, look)

    def state(self) -> dict:
        page = self.laid_out()
        pinned = page.pinned_heading(self.scroll)
        return {"scene": "rules", "tab": self.tab, "scroll": round(self.scroll),
                "max_scroll": self.max_scroll(), "headings": [y for y, _ in page.headings],
                "pinned": pinned[0] if pinned else None, "pinned_push": page.pinned_push(self.scroll)}


class Page:
    """A rules page laid out once: the tall surface, where each block and each heading
    starts (for paging and for keeping the current heading in view)."""

    def __init__(self, surface: pygame.Surface, blocks: list[tuple[int, int]],
                 headings: list[tuple[int, int]]) -> None:
        self.surface = surface
        self.blocks = blocks      # (y, height) of every block, top to bottom
        self.headings = headings  # (y, height) of every heading

    def heading_above(self, y: float) -> tuple[int, int] | None:
        """The heading of the section that ``y`` lies in."""
        found = None
        for hy, hh in self.headings:
            if hy <= y:
                found = (hy, hh)
        return found

    def pinned_heading(self, scroll: float) -> tuple[int, int] | None:
        """The heading to keep at the top of the view: that of the section at the top,
        when it has scrolled (even partly) out of sight."""
        head = self.heading_above(scroll + 1)
        if head is None or head[0] >= scroll:
            return None
        return head

    def pinned_push(self, scroll: float) -> int:
        """How far the pinned heading is pushed up by the next one coming up under it (0:
        none is that close), so a heading is never drawn over a half-hidden heading."""
        head = self.pinned_heading(scroll)
        if head is None:
            return 0
        below = [hy for hy, _ in self.headings if hy > head[0]]
        if not below:
            return 0
        gap = below[0] - scroll  # where the next heading starts in the view
        return max(0, min(head[1], round(head[1] - gap)))

    def stop_for(self, y: int) -> int:
        """The scroll that shows the block at ``y`` first: a heading at the very top,
        anything else just under its (pinned) section heading."""
        head = self.heading_above(y)
        if head is None or head[0] == y:
            return y
        return y - head[1]


def render_page(body: str, width: int, screen: Screen, look: Look, cards: CardLook | None = None) -> Page:
    """Lay the marked-up text out once into a tall surface in ``look`` (headings, bullets,
    pictures: ``[example]`` and the names in game/ui/rules_pictures.py, their cards in
    ``cards``: red and black by default).
    ``width`` and the page are device pixels of ``screen``; the spacing below is design
    pixels (``px``)."""
    from game.ui import rules_pictures

    px = screen.px
    dw = round(width / screen.scale)  # lines break where the design page breaks them
    blocks: list[tuple[str, list[str] | pygame.Surface, int]] = []  # (kind, lines or picture, height)
    for raw in body.split("\n"):
        line = raw.strip()
        if not line:
            continue
        if line.startswith("# "):
            lines = text.design_wrap(line[2:], 28, dw, bold=True, screen=screen)  # a narrow page wraps headings too
            blocks.append(("h", lines, 56 + 36 * (len(lines) - 1)))
        elif line.startswith("- "):
            lines = text.design_wrap(line[2:], BODY, dw - 40, screen=screen)
            blocks.append(("li", lines, len(lines) * LINE + 6))
        elif line.startswith("[") and line.endswith("]"):
            name = line[1:-1]
            pic = example_picture(screen, look) if name == "example" else rules_pictures.picture(name, width, screen,
                                                                                                 look, cards)
            if pic is None:
                continue
            if pic.get_width() > width:  # a narrow (portrait) page: the picture shrinks to fit
                pic = pygame.transform.smoothscale(
                    pic, (width, round(pic.get_height() * width / pic.get_width())))
            blocks.append(("img", pic, round(pic.get_height() / screen.scale) + 16))
        else:
            lines = text.design_wrap(line, BODY, dw, screen=screen)
            blocks.append(("p", lines, len(lines) * LINE + 12))
    # Heights above are design pixels, summed in design pixels and converted where drawn
    # (rounding each block's height would shift the page's end by a pixel every few blocks).
    height = px(sum(b[2] for b in blocks) + 40)
    surf = pygame.Surface((width, height), pygame.SRCALPHA)
    y = 0
    spans: list[tuple[int, int]] = []
    headings: list[tuple[int, int]] = []
    for kind, payload, h in blocks:
        span = (px(y), px(y + h) - px(y))  # device pixels, like the page
        spans.append(span)
        if isinstance(payload, pygame.Surface):  # kind "img"
            surf.blit(payload, payload.get_rect(midtop=(width // 2, px(y + 4))))
        elif kind == "h":
            headings.append(span)
            for i, line in enumerate(payload):
                text.draw(surf, line, 28, theme.ACCENT, (0, px(y + 18 + 36 * i)), "topleft", bold=True, screen=screen)
        elif kind == "li":
            text.draw(surf, "♥", BODY - 4, look.palette.text_dim, (px(8), px(y + 5)), "topleft", screen=screen)
            for i, line in enumerate(payload):
                text.draw(surf, line, BODY, look.palette.text, (px(40), px(y + i * LINE)), "topleft", screen=screen)
        elif kind == "p":
            for i, line in enumerate(payload):
                text.draw(surf, line, BODY, look.palette.text, (0, px(y + i * LINE)), "topleft", screen=screen)
        y += h
    return Page(surf, spans, headings)


def example_picture(screen: Screen, look: Look) -> pygame.Surface:
    """Deal HH1-N-AAAAAAM after nine turns: the tip's 4♥ and the waste's 4♥ pair up on move 10.
    Laid out in design pixels, painted in device pixels (``px``)."""
    px = screen.px
    cw, ch = 46, 64
    surf = pygame.Surface((px(620), px(330)), pygame.SRCALPHA)
    pygame.draw.rect(surf, look.palette.table_dark, surf.get_rect(), border_radius=px(14))
    try:
        from game.heart_to_heart.layout import ROW, X
        from game.heart_to_heart.ranks import card_rank
        from game.heart_to_heart.state import Game, Pile

        game = Game.from_code(EXAMPLE_CODE)
        for _ in range(EXAMPLE_FLIPS):
            game.tap(Pile.STOCK)
    except Exception:  # the rules module is missing: the text alone still explains it
        return pygame.Surface((1, 1), pygame.SRCALPHA)

    def card(rank: int) -> Card:
        return Card(card_rank(rank), Suit.HEARTS)

    def sprite(c: Card, x: int, y: int) -> CardSprite:
        one = CardSprite(c, pos=(px(x), px(y)), size=(px(cw), px(ch)))
        one.look = look.plain_cards  # Heart to Heart's cards: red and black
        return one

    ox, oy = 30, 24
    labels: list[tuple[str, tuple[int, int]]] = []
    tip_rank = game.rank_at(25)
    waste_rank = game.waste_top
    for p in range(1, 26):
        rank = game.rank_at(p)
        x = ox + X[p] * cw // 2 + X[p] * 2
        y = oy + (ROW[p] - 1) * (ch // 2 + 4)
        if rank is None:
            draw_slot(surf, pygame.Rect(px(x), px(y), px(cw), px(ch)), look.plain_cards)
            continue
        s = sprite(card(rank), x, y)
        s.hint = p == 25 and tip_rank == waste_rank
        s.draw(surf)
        if p in (23, 24):
            labels.append((str(p), (x + cw // 2, y + 2)))
    for label, (x, y) in labels:  # on top of everything: the tip hides most of 23 and 24
        img = text.render(label, 14, theme.TEXT_DARK, bold=True, screen=screen)
        pill = img.get_rect(midtop=(px(x), px(y))).inflate(px(8), px(2))
        pygame.draw.rect(surf, theme.ACCENT, pill, border_radius=pill.h // 2)
        surf.blit(img, img.get_rect(center=pill.center))
    # stock and waste to the right
    sx = ox + 11 * cw // 2 + 50
    art = CardArt.get(px(cw), px(ch), look.plain_cards)
    sy = oy + 60
    if game.stock:
        surf.blit(art.shadow()[0], (px(sx - 4), px(sy - 2)))
        surf.blit(art.back(), (px(sx), px(sy)))
    else:
        draw_slot(surf, pygame.Rect(px(sx), px(sy), px(cw), px(ch)), look.plain_cards)
    if waste_rank is not None:
        w = sprite(card(waste_rank), sx + cw + 20, sy)
        w.hint = tip_rank == waste_rank
        w.draw(surf)
    label_x = px(sx + cw + 10)
    text.draw(surf, t("rules.example.stock_waste"), 15, look.palette.text_dim, (label_x, px(sy + ch + 8)), "midtop",
              screen=screen)
    text.draw(surf, t("rules.example.caption", moves=game.moves), 17, look.palette.text,
              (label_x, px(sy + ch + 40)), "midtop", bold=True, screen=screen)
    for i, line in enumerate(text.design_wrap(t("rules.example.result"), 15, 200, screen=screen)):
        text.draw(surf, line, 15, look.palette.text_dim, (label_x, px(sy + ch + 72 + i * 20)), "midtop", screen=screen)
    return surf
