"""In landscape a refused tap's message takes the free place nearest the card tapped (the
message place at the foot of the far column is where nobody looks while tapping the
heart), still covering no card (test_h2h_endings)."""

from __future__ import annotations

import pygame
import pytest

from game.ui import theme, widgets
from tests.harness import SIZES, WORKED_EXAMPLE, open_app, settle


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
        app.open_deal(WORKED_EXAMPLE)
        settle(app)
        card = pygame.Rect(app.scene.L.heart_rect(1))  # covered at the start
        app.scene.play(1)
        assert app.toasts and app.toasts[-1].kind == "error"
        box = drawn_toasts(app)[-1]
        assert pygame.Rect(0, 0, theme.WIDTH, theme.HEIGHT).contains(box)
        L = app.scene.L
        # nearer the card than the far column's message place, which it used to take
        old = pygame.Rect(box)
        old.midbottom = L.toast_at
        def dist(r):
            return (r.centerx - card.centerx) ** 2 + (r.centery - card.centery) ** 2
        assert dist(box) < dist(old), (tuple(box), tuple(old), tuple(card))
        assert box.top >= L.PANEL_H


def test_portrait_keeps_its_message_place(tmp_path):
    with open_app(tmp_path, SIZES["390x844"], settings={"h2h.move_errors": True}) as app:
        app.open_deal(WORKED_EXAMPLE)
        settle(app)
        app.scene.play(1)
        assert app.scene.toast_anchor == app.scene.L.toast_at
