"""The settings screen, generic over game/settings.py: a tab per section, a row per setting.

Targets: ``tab:general``, ``tab:h2h``, ``tab:hearts``; a toggle ``setting:<key>`` for on/off
settings; ``setting:<key>:<value>`` for each choice of the others; ``button:back``.
Opened as ``go("settings", section="hearts", back="hearts")`` from a game, Back returns
there (with ``resume=True``); from the menu it returns to the menu.
"""

from __future__ import annotations

import pygame

from game import settings as schema
from game.i18n import has, t
from game.ui import text, theme
from game.ui.scene import Scene, register_scene
from game.ui.widgets import Button, Toggle

LABEL_X = 110
CONTROL_X = 700
CONTROL_W = 480
TOP = 178


@register_scene("settings")
class SettingsScene(Scene):
    def __init__(self, app, section: str = "general", back: str = "menu", **params) -> None:
        super().__init__(app, **params)
        self.section = section if section in schema.SECTIONS else "general"
        self.back = back
        self.rows: list[tuple[str, int, int]] = []  # (key, y, height)

    def on_back(self) -> None:
        if self.back == "menu":
            self.app.go("menu")
        elif not self.app.go(self.back, resume=True):
            self.app.go("menu")

    def show(self, section: str) -> None:
        self.section = section
        self.focus = f"tab:{section}"
        self.build()

    def build(self) -> None:
        w: list = [Button("button:back", lambda: "← " + t("button.back"), (24, 22, 170, 56),
                          self.on_back, size=22)]
        tab_w = 290
        x0 = theme.WIDTH // 2 - (tab_w * 3 + 24) // 2
        for i, section in enumerate(schema.SECTIONS):
            w.append(Button(f"tab:{section}", f"settings.section.{section}",
                            (x0 + i * (tab_w + 12), 100, tab_w, 54),
                            lambda s=section: self.show(s), size=22,
                            selected=(section == self.section)))
        items = [s for s in schema.SETTINGS if s.section == self.section]
        with_help = any(has(f"setting.{s.key}.help") for s in items)
        row_h = 92 if with_help else min(76, (theme.HEIGHT - TOP - 10) // max(1, len(items)))
        self.rows = []
        y = TOP + 8
        for s in items:
            self.rows.append((s.key, y, row_h))
            cy = y + row_h // 2
            if s.is_toggle:
                w.append(Toggle(f"setting:{s.key}", f"setting.{s.key}", (CONTROL_X, cy - 22, 120, 44),
                                value=lambda k=s.key: self.app.settings.get(k),
                                on_tap=lambda k=s.key: self.app.settings.cycle(k)))
            else:
                n = len(s.choices)
                gap = 8
                bw = min(200 if n > 2 else 266, (CONTROL_W - gap * (n - 1)) // n)
                # one text size for the whole row, so the segments look like one control
                size = min(text.fit_size(t(s.choice_label_key(v)), 19, bw - 20, bold=True)
                           for v in s.choices)
                for i, value in enumerate(s.choices):
                    b = Button(f"setting:{s.key}:{value}", s.choice_label_key(value),
                               (CONTROL_X + i * (bw + gap), cy - 24, bw, 48),
                               lambda k=s.key, v=value: self.app.settings.set(k, v), size=size)
                    w.append(b)
            y += row_h
        self.widgets = w

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill(theme.TABLE)
        pygame.draw.rect(surface, theme.PANEL, (0, 0, theme.WIDTH, 168))
        text.draw(surface, t("settings.title"), 40, theme.TEXT, (theme.WIDTH // 2, 26), "midtop", bold=True)
        for i, (key, y, h) in enumerate(self.rows):
            if i % 2 == 0:
                pygame.draw.rect(surface, theme.TABLE_DARK, (60, y, theme.WIDTH - 120, h), border_radius=10)
            label = t(f"setting.{key}")
            help_key = f"setting.{key}.help"
            size = text.fit_size(label, 24, CONTROL_X - LABEL_X - 20, bold=True)
            if has(help_key):
                text.draw(surface, label, size, theme.TEXT, (LABEL_X, y + h // 2 - 2), "bottomleft", bold=True)
                for i, line in enumerate(text.wrap(t(help_key), 18, CONTROL_X - LABEL_X - 24)[:2]):
                    text.draw(surface, line, 18, theme.TEXT_DIM, (LABEL_X, y + h // 2 + 2 + i * 23), "topleft")
            else:
                text.draw(surface, label, size, theme.TEXT, (LABEL_X, y + h // 2), "midleft", bold=True)
        for w in self.widgets:
            if w.name.startswith("setting:") and w.name.count(":") == 2:
                _, key, value = w.name.split(":")
                current = self.app.settings.get(key)
                w.selected = str(current) == value
            w.draw(surface)

    def state(self) -> dict:
        return {"scene": "settings", "section": self.section, "values": dict(self.app.settings.values)}
