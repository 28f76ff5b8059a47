"""The pass arrow stands clear of the pass title in every direction and layout (the
upright "across" arrow used to run through the title's letters on a phone held sideways)."""

from __future__ import annotations

import pygame
import pytest

from game.ui import text
from game.ui.scenes.hearts import draw as hearts_draw
from game.ui.scenes.hearts.layout import PASS_ARROW
from tests.harness import HEARTS_CODE, SIZES, open_app, settle


@pytest.mark.parametrize("size_name", ["844x390", "1280x720", "390x844", "1920x1080"])
@pytest.mark.parametrize("direction", ["left", "right", "across"])
def test_the_pass_arrow_does_not_cross_the_pass_title(tmp_path, size_name, direction):
    with open_app(tmp_path, SIZES[size_name]) as app:
        app.go("hearts", code=HEARTS_CODE)
        settle(app)
        scene = app.scene
        assert scene.choosing_pass()
        cx, cy = scene.L.TRICK_CENTRE
        vector = PASS_ARROW[direction]
        arrow = hearts_draw.arrow_box(hearts_draw.pass_arrow_centre(cx, cy, vector), vector,
                                      hearts_draw.PASS_ARROW_LENGTH)
        from game.i18n import t

        title = t(f"hearts.pass.title.{direction}")
        w, h = text.font(30, True).size(title)
        box = pygame.Rect(0, 0, w, h)
        box.midtop = (cx, cy + hearts_draw.px(36))
        assert not arrow.colliderect(box), (tuple(arrow), tuple(box))
        assert arrow.top >= 0
