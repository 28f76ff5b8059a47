"""Painted pictures are kept within a budget: the least recently used go first, the newest
always stays, and the card faces of the size in use are kept while other sizes go."""

from __future__ import annotations

import pygame
import pytest

from game.cards import full_deck
from game.ui import surface_cache
from game.ui.look import PLAIN
from game.ui.sprites import CardArt
from game.ui.surface_cache import SurfaceCache, screen_bytes, surface_bytes


@pytest.fixture
def screen_1280(monkeypatch):
    monkeypatch.setattr(surface_cache, "_screen_size", (1280, 720))


def _quarter() -> pygame.Surface:
    return pygame.Surface((640, 360), pygame.SRCALPHA)  # a quarter of the screen's bytes


def test_the_pictures_kept_stay_within_the_budget_in_screens(screen_1280):
    cache = SurfaceCache(screens=1)
    for i in range(10):
        cache[i] = _quarter()
    assert cache.bytes <= screen_bytes() and len(cache) == 4
    assert cache.bytes == sum(surface_bytes(cache[k]) for k in cache)


def test_the_least_recently_used_picture_goes_first(screen_1280):
    cache = SurfaceCache(screens=1)
    for i in range(4):
        cache[i] = _quarter()
    assert cache.get(0) is not None  # read: now the most recently used
    cache[4] = _quarter()
    assert list(cache) == [2, 3, 0, 4]


def test_a_count_bounds_the_pictures_too(screen_1280):
    cache = SurfaceCache(screens=10, max_items=2)
    for i in range(3):
        cache[i] = pygame.Surface((4, 4))
    assert list(cache) == [1, 2]


def test_the_newest_picture_stays_even_over_the_budget(screen_1280):
    cache = SurfaceCache(screens=0.1)
    cache["small"] = _quarter()
    cache["big"] = pygame.Surface((1280, 720))
    assert list(cache) == ["big"]


def test_other_card_sizes_go_while_the_faces_of_the_size_in_use_stay(screen_1280, monkeypatch):
    monkeypatch.setattr(CardArt, "_instances", {})
    deck = full_deck()
    current = CardArt.get(92, 128, PLAIN.plain_cards)
    for card in deck:
        current.face(card)
    for w in range(60, 90):  # many other sizes painted, and the current one asked for between
        other = CardArt.get(w, round(w * 1.39), PLAIN.plain_cards)
        for card in deck:
            other.face(card)
        assert CardArt.get(92, 128, PLAIN.plain_cards) is current
    total = sum(art.bytes() for looks in CardArt._instances.values() for art in looks.values())
    assert total <= CardArt.BUDGET_SCREENS * screen_bytes() + current.bytes()
    assert len(current._faces) == 52 and len(CardArt._instances) < 30


def test_full_screen_pictures_go_when_the_palette_changes_and_other_sizes_when_the_screen_does(screen_1280):
    from game.ui import paint
    from game.ui.surface_cache import keep_screen_size

    felt = SurfaceCache(screens=4, screen=True)
    felt[("felt", 1280, 720)] = pygame.Surface((4, 4))
    felt[("felt", 1100, 700)] = pygame.Surface((4, 4))
    keep_screen_size((1280, 720))
    assert list(felt) == [("felt", 1280, 720)]
    paint.forget_tables()
    assert len(felt) == 0


def test_the_full_screen_pictures_of_every_cache_share_one_budget_the_oldest_going_first(screen_1280, monkeypatch):
    monkeypatch.setattr(surface_cache, "_SCREEN_PICTURES", surface_cache.weakref.WeakSet())
    lights, felts = SurfaceCache(screens=2, screen=True), SurfaceCache(screens=2, screen=True)
    lights[("menu", 1280, 720)] = pygame.Surface((1280, 720), pygame.SRCALPHA)
    felts[("hearts", 1280, 720)] = pygame.Surface((1280, 720), pygame.SRCALPHA)
    lights[("h2h", 1280, 720)] = pygame.Surface((1280, 720), pygame.SRCALPHA)
    assert felts.get(("hearts", 1280, 720)) is not None  # the table of now: read every frame
    felts[("review", 1280, 720)] = pygame.Surface((1280, 720), pygame.SRCALPHA)
    assert list(lights) == [("h2h", 1280, 720)]  # the menu's light, asked for longest ago, went
    assert list(felts) == [("hearts", 1280, 720), ("review", 1280, 720)]
    assert lights.bytes + felts.bytes <= surface_cache.SCREEN_PICTURES * screen_bytes()


def test_the_faces_kept_open_are_bounded_the_ones_asked_for_longest_ago_closed(monkeypatch):
    from game.ui import text

    monkeypatch.setattr(text, "_fonts", {})
    monkeypatch.setattr(text, "FONTS_KEPT", 8)
    for size in range(10, 30):
        text.font_px(size)
        text.font_px(12, True)  # asked for again at every step: kept
    assert len(text._fonts) == 8
    assert (12, True) in text._fonts and (29, False) in text._fonts and (10, False) not in text._fonts
