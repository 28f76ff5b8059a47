"""The hint's label on a card just under the header sits across the card's middle: the
header does not cut it and the card's indices (top left, bottom right) stay readable."""

from __future__ import annotations

import pygame
import pytest

from game.i18n import t
from game.ui import theme
from game.ui.scenes.heart_to_heart import effects as fx
from tests.harness import SIZES, WORKED_EXAMPLE, open_app, settle


def index_corners(card: pygame.Rect) -> list[pygame.Rect]:
    """Where a card's rank and suit are printed: its top-left corner and, turned, its bottom-right."""
    w, h = round(card.w * 0.24), round(card.h * 0.32)
    return [pygame.Rect(card.x, card.y, w, h), pygame.Rect(card.right - w, card.bottom - h, w, h)]


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("size_name", ["1280x720", "844x390", "1920x1080"])
def test_the_hint_tag_on_a_pile_under_the_header_leaves_its_indices_readable(tmp_path, size_name, lang):
    with open_app(tmp_path, SIZES[size_name], lang) as app:
        app.open_deal(WORKED_EXAMPLE)
        settle(app)
        L = app.scene.L
        for card in (pygame.Rect(L.waste_rect()), pygame.Rect(L.stock_rect())):
            box, _pointer = fx.tag_box(t("button.hint"), (card.centerx, card.top - theme.px(4)),
                                       ceiling=L.PANEL_H, card=card)
            assert box.top >= L.PANEL_H
            for corner in index_corners(card):
                assert not box.colliderect(corner), (tuple(box), tuple(corner))
