"""Heart to Heart lays out without overlap or clipping in every window from 320x320 up,
whatever its aspect (small squarish desktop windows included).

In landscape a refused tap's message takes the free place nearest the card tapped (the
message place at the foot of the far column is where nobody looks while tapping the
heart), still covering no card (test_endings).
"""

from __future__ import annotations

import itertools

import pygame
import pytest

import game.ui.scenes.heart_to_heart.scene  # noqa: E402, F401  (registers the screen's labels)
from devkit.harness import SIZES, WORKED_EXAMPLE, open_app, settle
from game import i18n
from game.ui import text, viewport, widgets
from game.ui.metrics import Screen
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
    screen = Screen.of(viewport.kind_for(*window), (w, h), compact=viewport.is_compact(*window))
    lay = layout_for(w, h, _form(*window))
    try:
        for name, key in LABELS.items():
            rect, size = lay.buttons[name]
            label = i18n.t(key)
            fitted = text.design_fit_size(label, size, rect[2] - 24, bold=True, screen=screen)
            assert fitted >= min(size, 20), (window, name, label, rect, fitted)
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("window", [(1280, 720), (1920, 1080), (600, 600), (1366, 768)])
def test_the_widest_deal_code_ends_before_the_buttons_of_the_top_bar(window):
    pygame.init()
    w, h = viewport.logical_size(*window)
    screen = Screen.of(viewport.kind_for(*window), (w, h), compact=viewport.is_compact(*window))
    lay = layout_for(w, h, _form(*window))
    if lay.kind != "landscape":
        pytest.skip("the bar holds buttons in landscape only")
    code_right = lay.panel_x[3] + text.font(lay.panel_value, True, screen=screen).size("HH1-N-WWWWWWW")[0]
    first_button = min(lay.button_rect(n).left for n in LABELS if lay.button_rect(n).bottom <= lay.PANEL_H)
    assert code_right <= first_button, (window, code_right, first_button)


def drawn_toasts(app) -> list[pygame.Rect]:
    boxes: list[pygame.Rect] = []
    real = widgets.Toast.draw

    def draw(self, *a, **kw):
        box = real(self, *a, **kw)
        boxes.append(pygame.Rect(box))
        return box

    widgets.Toast.draw = draw
    try:
        app.render()
    finally:
        widgets.Toast.draw = real
    return boxes


@pytest.mark.parametrize("size_name", ["1280x720", "844x390", "1920x1080"])
def test_a_covered_card_tapped_says_why_next_to_it(tmp_path, size_name):
    with open_app(tmp_path, SIZES[size_name], settings={"h2h.move_errors": True}) as app:
        app.games.open_deal(WORKED_EXAMPLE)
        settle(app)
        card = pygame.Rect(app.nav.scene.L.heart_rect(1))  # covered at the start
        app.nav.scene.play(1)
        assert app.nav.toasts and app.nav.toasts[-1].kind == "error"
        box = drawn_toasts(app)[-1]
        assert pygame.Rect((0, 0), app.display.metrics.size).contains(box)
        L = app.nav.scene.L
        # nearer the card than the far column's message place, which it used to take
        old = pygame.Rect(box)
        old.midbottom = L.toast_at
        def dist(r):
            return (r.centerx - card.centerx) ** 2 + (r.centery - card.centery) ** 2
        assert dist(box) < dist(old), (tuple(box), tuple(old), tuple(card))
        assert box.top >= L.PANEL_H


def test_portrait_keeps_its_message_place(tmp_path):
    with open_app(tmp_path, SIZES["390x844"], settings={"h2h.move_errors": True}) as app:
        app.games.open_deal(WORKED_EXAMPLE)
        settle(app)
        app.nav.scene.play(1)
        assert app.nav.scene.toast_anchor == app.nav.scene.L.toast_at
