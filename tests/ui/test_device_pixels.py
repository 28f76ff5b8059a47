"""Big screens are drawn at their own pixels: the design screen times a scale."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame
import pytest

from game.ui import text, viewport
from game.ui.metrics import Screen
from game.ui.viewport import canvas_size, logical_size, scale_for, screen_size


@pytest.fixture
def device(monkeypatch):
    monkeypatch.setattr(viewport, "DEVICE_PIXELS", True)


def scaled(size: tuple[int, int], scale: float) -> Screen:
    """The logical screen ``size`` at ``scale`` (letters at one CSS pixel a logical pixel)."""
    return Screen.of(viewport.kind_for(*size), size, False, scale)  # css_per_px 1


@pytest.mark.parametrize("window", [(1280, 720), (720, 1280), (390, 844), (780, 1688), (1688, 780),
                                    (1366, 768), (1024, 768), (800, 360)])
def test_screens_up_to_the_design_size_are_drawn_as_before_at_scale_one(device, window):
    assert scale_for(*window) == 1.0
    assert screen_size(*window) == logical_size(*window)


@pytest.mark.parametrize("window, scale", [((1920, 1080), 1.25), ((2880, 1800), 1.875), ((2048, 1536), 4 / 3),
                                           ((1536, 2048), 4 / 3), ((2560, 1440), 2560 / 1536)])
def test_a_bigger_window_is_the_logical_screen_itself_drawn_at_a_scale(device, window, scale):
    """Nothing is resampled: the scene draws every pixel of the window."""
    assert screen_size(*window) == window
    assert scale_for(*window) == pytest.approx(scale)
    design = logical_size(*window)
    assert round(design[0] * scale) == window[0] and abs(round(design[1] * scale) - window[1]) <= 1


def test_beyond_the_aspect_clamp_the_scaled_screen_fits_the_window_with_margins(device):
    w, h = screen_size(3000, 1000)
    assert h == 1000 and w < 3000 and abs(w / h - viewport.MAX_ASPECT) < 0.01


def test_past_the_largest_short_side_the_frame_scales_the_rest(device):
    w, h = screen_size(7680, 4320)
    assert h == viewport.MAX_DEVICE_SHORT and w == round(h * 16 / 9)


@pytest.mark.parametrize("css, dpr, canvas", [
    ((1440, 900), 2, (2304, 1440)), ((1920, 1080), 1, (1920, 1080)), ((390, 844), 3, (780, 1688)),
    ((1024, 768), 2, (1920, 1440)), ((2560, 1440), 2, (2560, 1440)), ((1280, 720), 1, (1280, 720)),
    ((1536, 864), 1.25, (1920, 1080)),
])
def test_the_browser_canvas_is_the_device_pixels_up_to_the_canvas_cap(device, css, dpr, canvas):
    assert canvas_size(*css, dpr) == canvas


def test_without_device_pixels_big_screens_get_the_design_screen(monkeypatch):
    monkeypatch.setattr(viewport, "DEVICE_PIXELS", False)
    assert scale_for(2880, 1800) == 1.0 and screen_size(2880, 1800) == logical_size(2880, 1800)


def test_design_lengths_are_exact_at_scale_one_and_scaled_otherwise():
    screen = scaled((1280, 720), 1.0)
    assert screen.px(7) == 7 and screen.scale_rect((3, 4, 5, 6)) == (3, 4, 5, 6)
    assert screen.design_size() == (1280, 720)
    screen = scaled((1920, 1080), 1.25)
    assert screen.px(8) == 10 and screen.px(1) >= 1 and screen.px(0) == 0
    assert screen.design_size() == (1536, 864)


def test_rectangles_that_touch_in_design_pixels_still_touch_when_scaled():
    screen = scaled((2880, 1800), 1.875)
    for x in range(0, 40):
        a = screen.scale_rect((x, 0, 13, 10))
        b = screen.scale_rect((x + 13, 0, 7, 10))
        assert a[0] + a[2] == b[0]


def test_text_sizes_are_design_sizes_rendered_at_the_scale():
    pygame.font.init()
    small = text.render("Hearts", 20, (0, 0, 0), screen=scaled((1280, 720), 1.0)).get_height()
    big = text.render("Hearts", 20, (0, 0, 0), screen=scaled((2560, 1440), 2.0)).get_height()
    assert abs(big - 2 * small) <= 2
    assert text.render_px("Hearts", 20, (0, 0, 0)).get_height() == small  # card art: device px
