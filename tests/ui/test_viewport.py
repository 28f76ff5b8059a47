"""The page's viewport → the canvas size and the layout kind (against a fake ``platform``)."""

from __future__ import annotations

import json
import types

import pytest

from game.ui import viewport
from game.ui.viewport import (
    Fit,
    ViewportWatcher,
    canvas_size,
    framebuffer_size,
    is_compact,
    kind_for,
    logical_size,
    read_browser_viewport,
)


class FakeWindow:
    def __init__(self, w=390, h=844, dpr=3.0, helper=True, broken=False):
        self.innerWidth, self.innerHeight, self.devicePixelRatio = w, h, dpr
        self.helper, self.broken, self.calls = helper, broken, 0

    def hh_viewport(self):
        self.calls += 1
        if not self.helper:
            raise AttributeError("hh_viewport")
        if self.broken:
            return "{not json"
        return json.dumps({"w": self.innerWidth, "h": self.innerHeight, "dpr": self.devicePixelRatio})


def fake_platform(**kw):
    return types.SimpleNamespace(window=FakeWindow(**kw))


def test_the_page_helper_gives_css_size_and_pixel_ratio():
    assert read_browser_viewport(fake_platform(w=390, h=844, dpr=3)) == (390, 844, 3)


@pytest.mark.parametrize("helper, broken", [(False, False), (True, True)])
def test_without_a_working_helper_the_window_itself_is_read(helper, broken):
    assert read_browser_viewport(fake_platform(w=844, h=390, dpr=2, helper=helper, broken=broken)) == (844, 390, 2)


def test_nothing_readable_is_none_not_a_traceback():
    assert read_browser_viewport(types.SimpleNamespace()) is None
    assert read_browser_viewport(types.SimpleNamespace(window=object())) is None


def test_the_framebuffer_follows_device_pixels_up_to_twice_the_css_size():
    assert framebuffer_size(390, 844, 3) == (780, 1688)
    assert framebuffer_size(1280, 720, 1) == (1280, 720)
    assert framebuffer_size(1440, 900, 1.5) == (2160, 1350)
    assert framebuffer_size(390, 844, float("nan")) == (390, 844)
    assert framebuffer_size(390, 844, 0) == (390, 844)


def test_layout_kind_follows_the_aspect():
    assert kind_for(390, 844) == "portrait" and kind_for(844, 390) == "landscape"
    assert kind_for(500, 500) == "landscape"


@pytest.mark.parametrize("window, logical", [
    ((1280, 720), (1280, 720)), ((720, 1280), (720, 1280)),
    ((1920, 1080), (1536, 864)), ((390, 844), (720, 1558)), ((844, 390), (1558, 720)),
    ((360, 800), (720, 1600)), ((412, 915), (720, 1599)),
    ((1024, 768), (1365, 1024)), ((768, 1024), (1024, 1365)), ((2880, 1800), (1536, 960)),
    ((780, 1688), (780, 1688)), ((1688, 780), (1688, 780)), ((824, 1830), (824, 1830)),
])
def test_the_logical_screen_has_the_windows_aspect_so_there_are_no_margins(window, logical):
    assert logical_size(*window) == logical
    x, y, w, h = Fit(window, logical).dest
    assert abs(w - window[0]) <= 1 and abs(h - window[1]) <= 1


def test_beyond_the_clamp_the_picture_keeps_a_sane_shape_and_gets_margins():
    assert logical_size(3000, 600) == (1728, 720)  # 5:1 -> 2.4:1
    assert logical_size(600, 3000) == (720, 1728)
    x, y, w, h = Fit((3000, 600), logical_size(3000, 600)).dest
    assert h == 600 and w < 3000 and x > 0


@pytest.mark.parametrize("window", [(600, 600), (640, 640), (800, 800), (1000, 1000)])
def test_a_square_window_is_used_whole_with_letters_as_big_as_a_phones(window):
    logical = logical_size(*window)
    assert logical[0] == logical[1]
    x, y, w, h = Fit(window, logical).dest
    assert (w, h) == window
    # no more than two logical pixels a window pixel (a phone's 12-CSS-px letters), laid
    # out as a phone held sideways is while that small
    assert window[0] / logical[0] >= 0.5 - 1e-9
    assert is_compact(*window) == (window[0] / logical[0] <= 0.6)


@pytest.mark.parametrize("canvas", [(720, 1560), (780, 1688), (824, 1830), (860, 1864), (1688, 780)])
def test_a_phones_2x_canvas_is_drawn_one_to_one_nothing_resampled(canvas):
    """Sharp pictures: a 360..432-CSS-px phone at 2x has a 720..864-px-wide
    canvas; the logical screen is the canvas itself, so cards and letters are drawn at the
    device's pixels."""
    assert logical_size(*canvas) == canvas and Fit(canvas, logical_size(*canvas)).identity


def test_a_phone_held_sideways_is_compact_a_desktop_is_not():
    assert is_compact(844, 390) and is_compact(800, 360) and is_compact(1688, 780, dpr=2)
    assert not is_compact(1280, 720) and not is_compact(390, 844) and not is_compact(2880, 1800, dpr=2)


def test_the_watcher_polls_twice_a_second_and_reports_only_changes():
    browser = fake_platform(w=390, h=844, dpr=2)
    watcher = ViewportWatcher(browser)
    assert watcher.poll(0.0) == (780, 1688)
    assert watcher.poll(0.1) is None  # too soon: not even asked
    calls = browser.window.calls
    assert watcher.poll(0.1) is None and browser.window.calls == calls
    browser.window.innerWidth, browser.window.innerHeight = 844, 390  # rotated
    assert watcher.poll(viewport.POLL_SECONDS) == (1688, 780)
    assert watcher.poll(viewport.POLL_SECONDS) is None  # unchanged


@pytest.mark.parametrize("css, dpr, canvas", [
    ((390, 844), 3, (780, 1688)), ((844, 390), 2, (1688, 780)), ((412, 915), 2.625, (824, 1830)),
    ((1440, 900), 2, (1536, 960)), ((1920, 1080), 1, (1536, 864)), ((1024, 768), 2, (1536, 1152)),
    ((1280, 720), 1, (1280, 720)), ((360, 800), 1, (720, 1600)),
])
def test_the_canvas_is_never_bigger_than_the_picture_drawn_on_it(css, dpr, canvas, monkeypatch):
    """Without device pixels, phones get their device pixels (drawn 1:1); a bigger screen gets
    the logical screen and the page's CSS scales it: Python never rescales."""
    monkeypatch.setattr(viewport, "DEVICE_PIXELS", False)
    size = canvas_size(*css, dpr)
    assert size == canvas and logical_size(*size) == size


def test_the_watcher_knows_framebuffer_pixels_per_css_pixel_for_telling_phones_apart(monkeypatch):
    monkeypatch.setattr(viewport, "DEVICE_PIXELS", False)
    watcher = ViewportWatcher(fake_platform(w=844, h=390, dpr=3))
    assert watcher.size_now() == (1688, 780) and watcher.dpr == 2.0
    assert is_compact(*watcher.size_now(), dpr=watcher.dpr)
    watcher = ViewportWatcher(fake_platform(w=1440, h=900, dpr=2))
    size = watcher.size_now()
    assert size == (1536, 960) and not is_compact(*size, dpr=watcher.dpr)


def test_fit_maps_taps_back_to_the_logical_pixel_drawn_there():
    fit = Fit((780, 1688), (720, 1280))
    x, y, w, h = fit.dest
    assert w == 780 and x == 0 and y == (1688 - h) // 2
    lx, ly = fit.to_logical((x + w / 2, y + h / 2))
    assert abs(lx - 360) <= 1 and abs(ly - 640) <= 1
    assert fit.to_logical((0, 0))[1] < 0  # the margin above the picture is outside it
    wx, wy, ww, wh = fit.to_window((0, 0, 720, 1280))
    assert (wx, ww) == (0, 780) and abs(wy - y) <= 1


def test_a_44_css_pixel_target_on_a_390_wide_phone_is_about_81_logical_pixels():
    fit = Fit((780, 1688), (720, 1280))
    assert fit.css_px(84, 390) >= 44
    assert fit.css_px(80, 390) < 44


def test_an_absurd_page_size_still_gives_a_canvas_sdl_can_make():
    from game.ui.viewport import MAX_SIZE, MIN_SIZE, framebuffer_size

    assert framebuffer_size(1e308, 1e308, 2) == (MAX_SIZE, MAX_SIZE)
    assert framebuffer_size(float("nan"), -5, 1) == (MIN_SIZE, MIN_SIZE)
    assert framebuffer_size(float("inf"), 800, 1) == (MAX_SIZE, 800)
