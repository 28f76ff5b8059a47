"""Heart to Heart lays out without overlap or clipping in every window from 320x320 up,
whatever its aspect (small squarish desktop windows included)."""

from __future__ import annotations

import itertools

import pygame
import pytest

import game.ui.scenes.heart_to_heart.scene  # noqa: E402, F401  (registers the screen's labels)
from game import i18n
from game.ui import text, theme, viewport
from game.ui.scenes.heart_to_heart.layout import layout_for
from tests.ui.driver import run_app  # noqa: F401  (sets the dummy video driver first)

WIDTHS = (320, 360, 400, 500, 600, 800, 1000, 1280, 1920)
HEIGHTS = (320, 360, 400, 500, 600, 720, 900, 1080)
#: The screen's buttons and their labels' keys.
LABELS = {"button:undo": "button.undo", "button:hint": "button.hint", "button:restart": "button.restart",
          "button:new": "button.new", "button:deal": "button.play_deal", "button:copy": "button.copy",
          "button:share": "button.share", "button:menu": "button.menu"}


def _form(width: int, height: int) -> str:
    kind = viewport.kind_for(width, height)
    return "compact" if viewport.is_compact(width, height) else kind


@pytest.mark.parametrize("window", list(itertools.product(WIDTHS, HEIGHTS)))
def test_the_heart_piles_and_buttons_never_overlap_and_stay_on_screen(window):
    w, h = viewport.logical_size(*window)
    lay = layout_for(w, h, _form(*window))
    screen = pygame.Rect(0, 0, w, h)
    boxes = {"heart": lay.heart_bounds(), "stock": lay.stock_rect(), "waste": lay.waste_rect()}
    boxes.update({name: lay.button_rect(name) for name in lay.buttons})
    bar = pygame.Rect(0, 0, w, lay.PANEL_H)
    for name, box in boxes.items():
        assert screen.contains(box), (window, name, box)
    for (a, ra), (b, rb) in itertools.combinations(boxes.items(), 2):
        if {a, b} <= set(LABELS) and ra.bottom <= lay.PANEL_H and rb.bottom <= lay.PANEL_H:
            continue  # buttons of the top bar sit side by side
        assert not ra.colliderect(rb), (window, a, ra, b, rb)
    for name in ("heart", "stock", "waste"):
        assert not boxes[name].colliderect(bar), (window, name)


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("window", [(320, 320), (500, 500), (480, 360), (800, 500), (600, 600)])
def test_every_button_label_fits_on_one_line_at_a_readable_size(window, lang):
    pygame.init()
    import game.ui.sharing  # noqa: F401  (registers "Share")
    i18n.set_language(lang)
    w, h = viewport.logical_size(*window)
    theme.use_layout(viewport.kind_for(*window), (w, h), compact=viewport.is_compact(*window))
    lay = layout_for(w, h, _form(*window))
    try:
        for name, key in LABELS.items():
            rect, size = lay.buttons[name]
            label = i18n.t(key)
            fitted = text.design_fit_size(label, size, rect[2] - 24, bold=True)
            assert fitted >= min(size, 20), (window, name, label, rect, fitted)
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("window", [(1280, 720), (1920, 1080), (600, 600), (1366, 768)])
def test_the_widest_deal_code_ends_before_the_buttons_of_the_top_bar(window):
    pygame.init()
    w, h = viewport.logical_size(*window)
    theme.use_layout(viewport.kind_for(*window), (w, h), compact=viewport.is_compact(*window))
    lay = layout_for(w, h, _form(*window))
    if lay.kind != "landscape":
        pytest.skip("the bar holds buttons in landscape only")
    code_right = lay.panel_x[3] + text.font(lay.panel_value, True).size("HH1-N-WWWWWWW")[0]
    first_button = min(lay.button_rect(n).left for n in LABELS if lay.button_rect(n).bottom <= lay.PANEL_H)
    assert code_right <= first_button, (window, code_right, first_button)
