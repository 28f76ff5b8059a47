"""The title menu: choose a game, continue the game in progress, settings, rules, statistics,
language, and Quit on the desktop."""

from __future__ import annotations

import pygame

from game.cards import Card, Rank, Suit
from game.i18n import LANGUAGE_NAMES, LANGUAGES, language, t
from game.ui import text, theme
from game.ui.scene import IS_WEB, Scene, register_scene
from game.ui.paint import table_glow
from game.ui.sprites import CardArt
from game.ui.widgets import Button

#: Where the menu's light falls: behind the fanned cards and the title.
GLOW_CENTRE = (640, 300)

_FAN = (
    Card(Rank.ACE, Suit.HEARTS),
    Card(Rank.KING, Suit.SPADES),
    Card(Rank.QUEEN, Suit.HEARTS),
    Card(Rank.JACK, Suit.CLUBS),
    Card(Rank.TEN, Suit.DIAMONDS),
)


@register_scene("menu")
class MenuScene(Scene):
    back_to = None

    def enter(self) -> None:
        self._fan = self._paint_fan()
        super().enter()

    def build(self) -> None:
        cx = theme.WIDTH // 2
        w = []
        w.append(Button("menu:heart_to_heart", "menu.heart_to_heart", (cx - 410, 322, 400, 112),
                        lambda: self.app.go("heart_to_heart"), size=34,
                        sublabel="menu.heart_to_heart.sub"))
        w.append(Button("menu:hearts", "menu.hearts", (cx + 10, 322, 400, 112),
                        lambda: self.app.go("hearts"), size=34, sublabel="menu.hearts.sub"))
        saved = self.app.saved_games()
        y = 456
        if saved:
            key = "menu.continue.h2h" if saved[0] == "heart_to_heart" else "menu.continue.hearts"
            w.append(Button("menu:continue", key, (cx - 410, y, 820, 64),
                            lambda s=saved[0]: self.app.go(s, resume=True), primary=True, size=28))
            y += 84
        else:
            y += 20
        names = ["settings", "rules", "statistics", "language"] + ([] if IS_WEB else ["quit"])
        gap = 14
        bw = (820 - gap * (len(names) - 1)) // len(names)
        actions = {
            "settings": lambda: self.app.go("settings"),
            "rules": lambda: self.app.go("rules"),
            "statistics": lambda: self.app.go("statistics"),
            "language": self.next_language,
            "quit": self.app.quit,
        }
        for i, name in enumerate(names):
            rect = (cx - 410 + i * (bw + gap), y, bw, 64)
            if name == "language":  # shows the current language; a tap switches live
                w.append(Button("menu:language", lambda: LANGUAGE_NAMES[language()], rect,
                                actions[name], size=22, sublabel="setting.general.language"))
            else:
                w.append(Button(f"menu:{name}", f"menu.{name}", rect, actions[name], size=22))
        w.append(Button("menu:deal_code", "menu.deal_code", (cx - 150, y + 78, 300, 44),
                        self.ask_deal_code, size=18))
        self.widgets = w

    def next_language(self) -> None:
        i = LANGUAGES.index(language())
        self.app.settings.set("general.language", LANGUAGES[(i + 1) % len(LANGUAGES)])

    def ask_deal_code(self) -> None:
        self.app.show_dialog(self.app.deal_code_dialog())

    def _paint_fan(self) -> pygame.Surface:
        art = CardArt.get(84, 118)
        surf = pygame.Surface((520, 210), pygame.SRCALPHA)
        n = len(_FAN)
        for i, card in enumerate(_FAN):
            angle = (n // 2 - i) * 11
            img = pygame.transform.rotozoom(art.face(card), angle, 1.0)
            x = 260 + (i - n // 2) * 58
            y = 120 + abs(i - n // 2) ** 2 * 5
            shadow = pygame.transform.rotozoom(art.shadow()[0], angle, 1.0)
            surf.blit(shadow, shadow.get_rect(center=(x + 2, y + 5)))
            surf.blit(img, img.get_rect(center=(x, y)))
        return surf

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill(theme.TABLE)
        surface.blit(table_glow(GLOW_CENTRE), (0, 0))
        surface.blit(self._fan, self._fan.get_rect(midtop=(theme.WIDTH // 2, 6)))
        title = t("app.title")
        size = text.fit_size(title, 52, theme.WIDTH - 80, bold=True)
        text.draw(surface, title, size, (0, 0, 0), (theme.WIDTH // 2 + 2, 218), "midtop", bold=True)
        text.draw(surface, title, size, theme.TEXT, (theme.WIDTH // 2, 216), "midtop", bold=True)
        text.draw(surface, t("app.subtitle"), 22, theme.TEXT_DIM, (theme.WIDTH // 2, 280), "midtop")
        for w in self.widgets:
            w.draw(surface)
        text.draw(surface, t("keys.help"), 16, theme.TEXT_DIM, (theme.WIDTH // 2, theme.HEIGHT - 14),
                  "midbottom")

    def state(self) -> dict:
        return {
            "scene": "menu",
            "language": language(),
            "targets": [w.name for w in self.widgets],
        }
