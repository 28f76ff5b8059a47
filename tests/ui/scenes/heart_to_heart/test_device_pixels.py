"""Heart to Heart drawn at device pixels: on a big screen the layout is the
design layout scaled, in one place, so the picture is the scaled-up design picture, only
sharp; at scale 1 (phones, 1280x720) nothing changes."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from devkit.harness import open_app, settle
from game.heart_to_heart.layout import POSITIONS
from game.ui import viewport
from game.ui.metrics import Screen
from game.ui.scenes.heart_to_heart import effects as fx
from game.ui.scenes.heart_to_heart.layout import device_layout, layout_for, to_device


def use_window(monkeypatch, w: int, h: int) -> Screen:
    """The screen the app makes for a ``w`` x ``h`` window with device pixels on."""
    monkeypatch.setattr(viewport, "DEVICE_PIXELS", True)
    return Screen.of(viewport.kind_for(w, h), viewport.screen_size(w, h), viewport.is_compact(w, h),
                     viewport.scale_for(w, h))


@pytest.mark.parametrize("size, kind", [((1280, 720), "landscape"), ((720, 1280), "portrait"),
                                        ((1558, 720), "compact")])
def test_at_scale_one_the_device_layout_is_the_design_layout(size, kind):
    layout = layout_for(*size, kind)
    assert to_device(layout, Screen(scale=1.0)) is layout


@pytest.mark.parametrize("window", [(1920, 1080), (2880, 1800), (1536, 2048), (2048, 1536)])
def test_on_a_big_screen_every_card_pile_and_button_is_the_design_one_scaled(window, monkeypatch):
    screen = use_window(monkeypatch, *window)
    s = screen.scale
    assert s > 1.0
    design = layout_for(*screen.design_size(), screen.form)
    device = device_layout(screen)
    assert (device.width, device.height) == (screen.width, screen.height)
    assert (device.CARD_W, device.CARD_H) == (screen.px(design.CARD_W), screen.px(design.CARD_H))
    for p in POSITIONS:  # each card where the scaled-up design picture had it (rounding apart)
        (x, y), (dx, dy) = device.heart_pos(p), design.heart_pos(p)
        assert abs(x - dx * s) <= 1 and abs(y - dy * s) <= 1, p
    assert device.stock == screen.scale_rect(design.stock) and device.waste == screen.scale_rect(design.waste)
    assert device.PANEL_H == screen.px(design.PANEL_H)
    for name, (rect, size) in design.buttons.items():
        assert device.buttons[name] == (screen.scale_rect(rect), size)  # text sizes stay design sizes
    assert device.panel_label == design.panel_label and device.note == design.note
    assert device.toast_width == screen.px(design.toast_width)


def test_the_celebration_flies_the_same_path_at_any_scale():
    """Speeds and gravity are design pixels per second scaled: the cards and sparks are
    where the scaled-up design celebration has them."""
    runs = []
    for size, scale in (((1536, 864), 1.0), ((2880, 1620), 1.875)):
        screen = Screen.of("landscape", size, False, scale)
        card = pygame.Surface((screen.px(92), screen.px(128)))
        cards = [(card, (screen.px(100 + 40 * i), screen.px(200))) for i in range(5)]
        area = pygame.Rect(0, screen.px(66), screen.width, screen.height - screen.px(66))
        c = fx.Celebration(cards, seed=11, duration=5.0, area=area, screen=screen)
        for _ in range(120):
            c.update(1 / 60)
        runs.append(c)
    design, device = runs
    assert len(design.bouncers) == len(device.bouncers) > 0 and len(design.sparks) == len(device.sparks) > 0
    for a, b in zip(design.bouncers, device.bouncers):
        assert abs(a[1] * 1.875 - b[1]) <= 3 and abs(a[2] * 1.875 - b[2]) <= 3
    for a, b in zip(design.sparks, device.sparks):
        assert abs(a[0] * 1.875 - b[0]) <= 3 and abs(a[1] * 1.875 - b[1]) <= 3


def test_on_a_2x_laptop_the_cards_are_painted_at_their_device_size_and_tapped_where_drawn(
        tmp_path: Path, monkeypatch):
    monkeypatch.setattr(viewport, "DEVICE_PIXELS", True)
    with open_app(tmp_path, (2880, 1800)) as app:
        app.nav.go("heart_to_heart")
        settle(app)
        scene, screen = app.nav.scene, app.display.metrics
        assert screen.scale == 1.875 and (screen.width, screen.height) == (2880, 1800)
        assert (scene.art.w, scene.art.h) == (scene.L.CARD_W, scene.L.CARD_H)
        targets = app.router.named_targets()
        for p in POSITIONS:
            sprite = scene.sprites[p]
            assert targets[f"h2h:{p}"] is sprite
            assert sprite.rect == scene.L.heart_rect(p).move(0, -sprite.lift)
        assert targets["button:hint"].rect == pygame.Rect(scene.L.buttons["button:hint"][0])
        tip = scene.sprites[25]
        assert tip.lift == screen.px(3)  # the free tip stands up by the scaled lift


def test_a_celebration_moved_to_a_bigger_screen_keeps_its_place_and_takes_bigger_cards():
    screen = Screen.of("landscape", (1280, 720), False, 1.0)
    small = [(pygame.Surface((92, 128)), (100 + 40 * i, 200)) for i in range(5)]
    c = fx.Celebration(small, seed=3, duration=5.0, area=pygame.Rect(0, 66, 1280, 654),
                       screen=screen)
    for _ in range(40):
        c.update(1 / 60)
    before = [(b[1], b[2], b[3], b[4]) for b in c.bouncers]
    sparks = [(sp[0], sp[1]) for sp in c.sparks]
    assert before and sparks
    big = [(pygame.Surface((184, 256)), (200 + 80 * i, 400)) for i in range(5)]
    c.rescale(screen.replace(scale=2.0), big)
    assert [b[0].get_size() for b in c.bouncers] == [(184, 256)] * len(before)
    assert [(b[1], b[2], b[3], b[4]) for b in c.bouncers] == [tuple(2 * v for v in old) for old in before]
    assert [(sp[0], sp[1]) for sp in c.sparks] == [(2 * x, 2 * y) for x, y in sparks]
    c.update(1 / 60)  # and it flies on
