"""Hearts at device pixels: the table, its panels and the hand review are laid
out in design pixels and converted once, so a screen drawn at a scale is the design
picture, only with more pixels; at scale 1 nothing changes."""

from __future__ import annotations

import pygame
import pytest

from game.ui.metrics import Screen
from game.ui.scenes.hearts import review_geometry
from game.ui.scenes.hearts.layout import device_layout, layout_for
from game.ui.viewport import LayoutKind


def at_scale(kind: LayoutKind, size: tuple[int, int], scale: float) -> Screen:
    """The logical screen of ``kind`` and ``size`` at ``scale``."""
    return Screen.of(kind, size, scale=scale)


def _double(r) -> tuple[int, int, int, int]:
    r = pygame.Rect(r)
    return r.x * 2, r.y * 2, r.w * 2, r.h * 2


@pytest.mark.parametrize("kind,size", [("landscape", (1280, 720)), ("portrait", (720, 1280)),
                                       ("landscape", (1536, 864))])
def test_at_scale_one_the_table_is_laid_out_as_designed(kind, size):
    screen = at_scale(kind, size, 1.0)
    assert device_layout(screen) == layout_for(*size, kind)
    assert review_geometry.device_review_layout(screen) == review_geometry.review_layout(*size, kind, screen)


@pytest.mark.parametrize("kind,design", [("landscape", (1280, 720)), ("portrait", (720, 1280))])
def test_at_twice_the_pixels_every_place_on_the_table_is_twice_as_far(kind, design):
    screen = at_scale(kind, (design[0] * 2, design[1] * 2), 2.0)
    L, D = device_layout(screen), layout_for(*design, kind)
    assert L.TRICK_CENTRE == (D.TRICK_CENTRE[0] * 2, D.TRICK_CENTRE[1] * 2)
    assert all(tuple(L.PLATES[s]) == _double(D.PLATES[s]) for s in range(4))
    assert all(L.buttons[k][0] == _double(D.buttons[k][0]) and L.buttons[k][1] == D.buttons[k][1]
               for k in D.buttons)  # text sizes stay design sizes: text.py scales them
    assert (L.card_w, L.card_h) == (D.card_w * 2, D.card_h * 2)
    assert L.hand_positions(13) == [(x * 2, y * 2) for x, y in D.hand_positions(13)]
    R = review_geometry.device_review_layout(screen)
    RD = review_geometry.review_layout(*design, kind, screen)
    assert tuple(R.panel) == _double(RD.panel) and tuple(R.table) == _double(RD.table)
    assert all(tuple(R.buttons[k]) == _double(RD.buttons[k]) for k in RD.buttons)
    assert R.mini == (RD.mini[0] * 2, RD.mini[1] * 2) and (R.font, R.small) == (RD.font, RD.small)


@pytest.mark.parametrize("kind,design", [("landscape", (1280, 720)), ("portrait", (720, 1280))])
@pytest.mark.parametrize("which", ["summary", "sheet", "sheet_view", "ranking", "last_trick"])
def test_a_panel_and_its_buttons_at_twice_the_pixels_are_twice_as_big(kind, design, which):
    from game.hearts import Match
    from game.ui.scenes.hearts.panels import Panel

    match = Match(7)
    screen = at_scale(kind, design, 1.0)
    one = Panel(which, match, screen=lambda: screen)
    one.layout()
    doubled = at_scale(kind, (design[0] * 2, design[1] * 2), 2.0)
    two = Panel(which, match, screen=lambda: doubled)
    two.layout()
    assert tuple(two.rect) == _double(one.rect)
    assert [tuple(b.rect) for b in two.buttons] == [_double(b.rect) for b in one.buttons]
    assert [b.size for b in two.buttons] == [b.size for b in one.buttons]
