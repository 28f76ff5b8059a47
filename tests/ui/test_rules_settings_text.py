"""Issue 13, item 13: settings descriptions stay in their own row; the rules are short
sections whose headings paging never hides under the tab bar, with pictures."""

from __future__ import annotations

import pygame
import pytest

from game import settings as schema
from game.ui import text
from tests.ui.tour import SIZES, open_app, settle, tap

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
