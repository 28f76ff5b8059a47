"""The Hearts statistics table's headings (All, Easy, Normal, Hard) never run into each
other, even at the smallest letters a phone gets."""

from __future__ import annotations

import itertools

import pygame
import pytest

from game.ui import text
from tools.tour import DPR, SIZES, open_app, settle, tap

HEADS = {"en": ("All", "Easy", "Normal", "Hard"), "ru": ("Все", "Лёгкие", "Обычные", "Сильные")}


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("size_name", ["390x844", "844x390", "1280x720", "780x1688@2", "360x800"])
def test_the_hearts_table_headings_stand_apart(tmp_path, monkeypatch, size_name, lang):
    boxes: dict[str, pygame.Rect] = {}
    real = text.draw

    def draw(surface, s, *a, **kw):
        box = real(surface, s, *a, **kw)
        if s in HEADS[lang]:
            boxes[s] = pygame.Rect(box)
        return box

    with open_app(tmp_path, SIZES[size_name], lang, dpr=DPR.get(size_name, 1.0)) as app:
        tap(app, "menu:statistics")
        settle(app)
        monkeypatch.setattr(text, "draw", draw)
        app.render()
    assert set(boxes) == set(HEADS[lang])
    for a, b in itertools.combinations(boxes.values(), 2):
        assert not a.colliderect(b), (tuple(a), tuple(b))
