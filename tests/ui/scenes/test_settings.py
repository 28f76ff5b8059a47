"""Settings descriptions stay in their own row, and every choice's label fits its button."""

from __future__ import annotations

import pygame
import pytest

from game import settings as schema
from game.ui import text
from tests.harness import SIZES, open_app, tap

AIR = 6
LAYOUTS = {"landscape": SIZES["1280x720"], "portrait": SIZES["720x1280"]}


def drawn_texts(monkeypatch, app) -> list[tuple[str, pygame.Rect]]:
    """Every piece of text the current scene draws, with its box."""
    seen: list[tuple[str, pygame.Rect]] = []
    real = text.draw

    def spy(surface, s, size, color, pos, anchor="topleft", bold=False):
        rect = real(surface, s, size, color, pos, anchor, bold)
        if s.strip():
            seen.append((s, pygame.Rect(rect)))
        return rect

    monkeypatch.setattr(text, "draw", spy)
    try:
        app.render()
    finally:
        monkeypatch.setattr(text, "draw", real)
    return seen


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("kind", list(LAYOUTS))
def test_every_settings_text_stays_in_its_row(tmp_path, monkeypatch, lang, kind):
    problems = []
    with open_app(tmp_path, LAYOUTS[kind], lang) as app:
        tap(app, "menu:settings")
        for section in schema.SECTIONS:
            tap(app, f"tab:{section}")
            rows = app.scene.rows
            for s, rect in drawn_texts(monkeypatch, app):
                for key, y, h in rows:
                    # its line box (descent included) ends inside the row with some
                    # air, so the next row's band never touches a letter
                    if y <= rect.top < y + h and rect.bottom > y + h - AIR:
                        problems.append(f"{section}/{key}: {s!r} ends at {rect.bottom}, row ends at {y + h}")
            bottoms = [y + h for _, y, h in rows]
            assert max(bottoms) <= app.screen.get_height(), section
    assert not problems, "\n".join(problems)


SQUARE_WINDOWS = {"600x600": (600, 600), "640x500": (640, 500)}


@pytest.mark.parametrize("size_name", list(SQUARE_WINDOWS))
def test_every_settings_choice_label_fits_its_button_in_a_square_window(tmp_path, size_name):
    """«Медленно» among four choices in a narrow column: the choices go on two lines."""
    problems = []
    with open_app(tmp_path, SQUARE_WINDOWS[size_name], "ru") as app:
        tap(app, "menu:settings")
        for section in schema.SECTIONS:
            tap(app, f"tab:{section}")
            app.render()
            for b in app.scene.widgets:
                if getattr(b, "drawn", None) is None or not b.name.startswith("setting:"):
                    continue
                size, lines, _sub = b.drawn
                if any(text.font(size, True).size(line)[0] > b.text_width() for line in lines):
                    problems.append(f"{section}: {b.name} {lines} wider than {b.text_width()}")
    assert not problems, "\n".join(problems)
