"""The title menu: choose a game, continue the game in progress, settings, rules, statistics,
language, and Quit on the desktop."""

from __future__ import annotations

from functools import partial

import pygame

from game.cards import Card, Rank, Suit
from game.i18n import LANGUAGE_NAMES, LANGUAGES, language, t
from game.ui import text
from game.ui.look import Look
from game.ui.metrics import Screen
from game.ui.paint import draw_table_glow
from game.ui.scene import IS_WEB, Scene, register_scene
from game.ui.scenes.daily import open_daily
from game.ui.sprites import CardArt
from game.ui.widgets import Button

#: Where the menu's light falls: behind the fanned cards and the title.
GLOW_CENTRE = (640, 300)
GLOW_CENTRE_PORTRAIT = (360, 300)


def menu_layout(width: int, height: int, kind: str, names: list[str], saved: bool) -> dict:
    """Every menu rectangle (and the title's y) for one screen: the one place drawing and
    taps read.  ``names`` are the small buttons in order; ``saved``: a Continue button (its
    place is kept without one, so no button moves under a finger when it comes or goes).
    A screen taller (or wider) than the design size gets the same column, centred."""
    cx = width // 2
    rects: dict[str, tuple] = {}
    if kind == "portrait":
        m, gap, tap = 40, 14, 88
        full = min(width, 800) - 2 * m
        x0 = cx - full // 2
        dy = max(0, (height - 1280) // 2)
        big = 130  # room for four rows of small buttons (the daily deal's two among them)
        rects["menu:heart_to_heart"] = (x0, 392 + dy, full, big)
        rects["menu:hearts"] = (x0, 392 + big + 20 + dy, full, big)
        y = 392 + 2 * (big + 20) + 10 + dy
        if saved:
            rects["menu:continue"] = (x0, y, full, 100)
        y += 100 + 30  # the rows below stay put whether Continue is there or not
        small = ["daily", "calendar"] + names + ["deal_code"]
        per_row = 2  # two a row: long (Russian) labels keep a readable size
        rows = [small[k:k + per_row] for k in range(0, len(small), per_row)]
        rows[0].append("puzzle")  # the daily puzzle beside the daily deal's two
        rows[1].insert(0, "practice")  # and its practice under it
        _put_rows(rects, rows, x0, y, full, tap, gap)
        return {"rects": rects, "fan_y": 40 + dy, "title_y": 266 + dy, "subtitle_y": 334 + dy,
                "glow": (cx, 300 + dy), "label_size": 40, "small_size": 24}
    if kind == "compact":
        # A phone held sideways: the fan peeks in at the top, every button a fingertip high,
        # the small ones (the daily deal's two and "deal code" among them) in two rows.
        # A taller screen (a square window drawn small) gets the same, centred.
        m, gap, tap = 40, 12, 88
        dy = max(0, (height - 720) // 2)
        full = min(width - 2 * m, 1400)
        x0 = cx - full // 2
        half = (full - 20) // 2
        rects["menu:heart_to_heart"] = (x0, 256 + dy, half, 110)
        rects["menu:hearts"] = (x0 + half + 20, 256 + dy, half, 110)
        y = 256 + 110 + 14 + dy
        if saved:
            rects["menu:continue"] = (x0, y, full, tap)
        y += tap + 14  # the rows below stay put whether Continue is there or not
        small = ["daily", "calendar"] + names + ["deal_code"]
        per_row = -(-len(small) // 2)  # two rows
        rows = [small[:per_row], small[per_row:]]
        rows[0].insert(2, "puzzle")  # the daily puzzle beside the daily deal's two
        rows[1].insert(0, "practice")  # and its practice under it
        _put_rows(rects, rows, x0, y, full, tap, gap)
        return {"rects": rects, "fan_y": -44 + dy, "title_y": 158 + dy, "subtitle_y": 220 + dy, "glow": (cx, 260 + dy),
                "label_size": 36, "small_size": 22}
    dy = (height - 720) // 2
    rects["menu:heart_to_heart"] = (cx - 410, 322 + dy, 400, 112)
    rects["menu:hearts"] = (cx + 10, 322 + dy, 400, 112)
    y = 456 + dy
    if saved:
        rects["menu:continue"] = (cx - 410, y, 820, 64)
    y += 84  # the rows below stay put whether Continue is there or not
    gap = 14
    bw = (820 - gap * (len(names) - 1)) // len(names)
    for i, name in enumerate(names):
        rects[f"menu:{name}"] = (cx - 410 + i * (bw + gap), y, bw, 64)
    rects["menu:daily"] = (cx - 410, y + 78, 150, 44)
    rects["menu:calendar"] = (cx - 246, y + 78, 130, 44)
    rects["menu:puzzle"] = (cx - 102, y + 78, 136, 44)
    rects["menu:practice"] = (cx + 48, y + 78, 136, 44)
    rects["menu:deal_code"] = (cx + 198, y + 78, 212, 44)
    return {"rects": rects, "fan_y": 6 + dy, "title_y": 216 + dy, "subtitle_y": 280 + dy, "glow": (cx, 300 + dy),
            "label_size": 34, "small_size": 22}


def _put_rows(rects: dict[str, tuple], rows: list[list[str]], x0: int, y: int, full: int, tap: int,
              gap: int) -> None:
    """The small buttons, a row each list, each row's buttons sharing its width equally."""
    for row, names in enumerate(rows):
        bw = (full - gap * (len(names) - 1)) // len(names)
        for col, name in enumerate(names):
            rects[f"menu:{name}"] = (x0 + col * (bw + gap), y + row * (tap + gap), bw, tap)


def _to_device(L: dict, screen: Screen) -> dict:
    """A ``menu_layout`` (design pixels) in device pixels of ``screen``: rectangles via
    ``screen.scale_rect``, the y positions and the light's centre via ``screen.px``; text
    sizes stay design sizes."""
    out = dict(L)
    out["rects"] = {k: screen.scale_rect(r) for k, r in L["rects"].items()}
    for k in ("fan_y", "title_y", "subtitle_y"):
        out[k] = screen.px(L[k])
    out["glow"] = screen.point(L["glow"])
    return out


_FAN = (
    Card(Rank.ACE, Suit.HEARTS),
    Card(Rank.KING, Suit.SPADES),
    Card(Rank.QUEEN, Suit.HEARTS),
    Card(Rank.JACK, Suit.CLUBS),
    Card(Rank.TEN, Suit.DIAMONDS),
)


def _fan_shadow(art: CardArt) -> pygame.Surface:
    """A fanned card's soft shadow: ``CardArt.shadow``'s picture (the same size, shade and
    softness), blurred at half size and scaled up, a seventh of the blur's time.  Small
    cards (a blur of under four pixels, cheap anyway) get the card's own."""
    pad = max(4, art.w // 10)
    if pad < 8:
        return art.shadow()[0]
    w, h = art.w + 2 * pad, art.h + 2 * pad
    sw, sh = (w + 1) // 2, (h + 1) // 2
    small = pygame.Surface((sw, sh), pygame.SRCALPHA)
    pygame.draw.rect(small, (0, 0, 0, 120), (round(pad / 2), round(pad / 2), round(art.w / 2), round(art.h / 2)),
                     border_radius=max(1, round(art.radius / 2)))
    try:
        small = pygame.transform.gaussian_blur(small, round(pad / 4))
    except (AttributeError, ValueError, pygame.error):
        pass
    return pygame.transform.smoothscale(small, (2 * sw, 2 * sh)).subsurface((0, 0, w, h))


@register_scene("menu")
class MenuScene(Scene):
    back_to = None

    def enter(self) -> None:
        self._fan_key: tuple[float, Look] | None = None
        self._fan = self.fan()
        super().enter()

    def fan(self) -> pygame.Surface:
        """The fan of cards over the title, painted again when the screen's scale or the
        look (four colours, high contrast) changes."""
        key = (self.canvas.metrics.scale, self.canvas.look)
        if key != self._fan_key:
            self._fan_key, self._fan = key, self._paint_fan()
        return self._fan

    def build(self) -> None:
        screen = self.canvas.metrics
        w = []
        saved = self.games.saved_games()
        names = ["settings", "rules", "statistics", "language"] + ([] if IS_WEB else ["quit"])
        self.L = L = _to_device(menu_layout(*screen.design_size(), screen.form, names, bool(saved)), screen)
        R, big, small = L["rects"], L["label_size"], L["small_size"]
        # Each game's button opens its game in progress, if any: say so on it, so the game
        # Continue does not name is not forgotten.
        w.append(Button("menu:heart_to_heart", "menu.heart_to_heart", R["menu:heart_to_heart"],
                        lambda: self.open_game("heart_to_heart", saved), size=big,
                        sublabel="menu.in_progress" if "heart_to_heart" in saved else "menu.heart_to_heart.sub"))
        w.append(Button("menu:hearts", "menu.hearts", R["menu:hearts"],
                        lambda: self.open_game("hearts", saved), size=big,
                        sublabel="menu.in_progress" if "hearts" in saved else "menu.hearts.sub"))
        if saved:
            w.append(Button("menu:continue", self.games.continue_label(saved[0]), R["menu:continue"],
                            partial(self.nav.go, saved[0]), primary=True, size=big - 6))
        actions = {
            "settings": lambda: self.nav.go("settings"),
            "rules": lambda: self.nav.go("rules"),
            "statistics": lambda: self.nav.go("statistics"),
            "language": self.next_language,
            "quit": self.nav.quit,
        }
        for name in names:
            rect = R[f"menu:{name}"]
            if name == "language":  # shows the current language; a tap switches live
                w.append(Button("menu:language", lambda: LANGUAGE_NAMES[language()], rect,
                                actions[name], size=small, sublabel="setting.general.language"))
            else:
                w.append(Button(f"menu:{name}", f"menu.{name}", rect, actions[name], size=small))
        w.append(Button("menu:daily", "menu.daily", R["menu:daily"], lambda: open_daily(self.parts),
                        size=small if screen.big else 18))
        w.append(Button("menu:calendar", "menu.calendar", R["menu:calendar"], lambda: self.nav.go("daily"),
                        size=small if screen.big else 18))
        w.append(Button("menu:puzzle", "menu.puzzle", R["menu:puzzle"], lambda: self.nav.go("hearts_puzzle"),
                        size=small if screen.big else 18))
        w.append(Button("menu:practice", "menu.practice", R["menu:practice"], lambda: self.nav.go("hearts_practice"),
                        size=small if screen.big else 18))
        w.append(Button("menu:deal_code", "menu.deal_code", R["menu:deal_code"],
                        self.ask_deal_code, size=small if screen.big else 18))
        self.widgets = w

    def open_game(self, name: str, saved: list[str]) -> None:
        """A game's button: its game; the first time, with nothing saved, the offer of its
        guided game comes first (game/ui/scenes/lessons)."""
        if name not in saved:
            from game.ui.scenes.lessons.common import offer_first

            if offer_first(self.parts, "hearts" if name == "hearts" else "h2h"):
                return
        self.nav.go(name)

    def next_language(self) -> None:
        i = LANGUAGES.index(language())
        self.settings.set("general.language", LANGUAGES[(i + 1) % len(LANGUAGES)])

    def ask_deal_code(self) -> None:
        self.nav.show_dialog(self.games.deal_code_dialog())

    def _paint_fan(self) -> pygame.Surface:
        screen = self.canvas.metrics
        px = screen.px  # painted at device pixels (the card art is drawn for that size)
        art = CardArt.get(px(84), px(118), self.canvas.look.cards)  # four colours if asked, as Hearts' cards
        surf = pygame.Surface((px(520), px(210)), pygame.SRCALPHA)
        n = len(_FAN)
        # The shadow is mirror-symmetric: a card turned the other way casts the mirror
        # image of its twin's (half the shadow's turns, the same picture).
        shadows: dict[int, pygame.Surface] = {}
        for i, card in enumerate(_FAN):
            angle = (n // 2 - i) * 11
            img = pygame.transform.rotozoom(art.face(card), angle, 1.0)
            x = px(260 + (i - n // 2) * 58)
            y = px(120 + abs(i - n // 2) ** 2 * 5)
            shadow = shadows.get(angle)
            if shadow is None:
                twin = shadows.get(-angle)
                shadow = shadows[angle] = pygame.transform.flip(twin, True, False) if twin is not None \
                    else pygame.transform.rotozoom(_fan_shadow(art), angle, 1.0)
            surf.blit(shadow, shadow.get_rect(center=(x + px(2), y + px(5))))
            surf.blit(img, img.get_rect(center=(x, y)))
        return surf

    def draw(self, surface: pygame.Surface) -> None:
        screen, look = self.canvas.metrics, self.canvas.look
        L = self.L
        draw_table_glow(surface, L["glow"], screen, look)  # (opaque, the whole screen: no fill under it)
        fan = self.fan()
        surface.blit(fan, fan.get_rect(midtop=(screen.width // 2, L["fan_y"])))
        title = t("app.title")
        px = screen.px
        size = text.design_fit_size(title, 52, screen.design_size()[0] - 60, bold=True, screen=screen)
        ty = L["title_y"]
        text.draw(surface, title, size, (0, 0, 0), (screen.width // 2 + px(2), ty + px(2)), "midtop", bold=True,
                  screen=screen)
        text.draw(surface, title, size, look.palette.text, (screen.width // 2, ty), "midtop", bold=True, screen=screen)
        sub = t("app.subtitle")
        text.draw(surface, sub, text.design_fit_size(sub, 24 if screen.big else 22, screen.design_size()[0] - 60,
                                                     screen=screen),
                  look.palette.text_dim, (screen.width // 2, L["subtitle_y"]), "midtop", screen=screen)
        for w in self.widgets:
            w.draw(surface, screen, look)
        keys = self.keys_footer()
        if keys:
            keys_size = text.design_fit_size(keys, 16, screen.design_size()[0] - 40, minimum=12, screen=screen)
            text.draw(surface, keys, keys_size, look.palette.text_dim, (screen.width // 2, screen.height - px(14)),
                      "midbottom", screen=screen)

    def keys_footer(self) -> str | None:
        """The keys this screen answers to, for a keyboard: none on a phone (upright or
        sideways), and only the menu's own (the games' keys are on their rules pages)."""
        screen = self.canvas.metrics
        if screen.portrait or screen.compact:
            return None
        return t("keys.menu.web") if IS_WEB else t("keys.menu")

    def state(self) -> dict:
        return {
            "scene": "menu",
            "language": language(),
            "targets": [w.name for w in self.widgets],
        }
