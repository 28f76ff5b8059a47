"""Messages stay inside the window wherever a scene anchors them."""

from __future__ import annotations

import pygame
import pytest

from game.ui import theme
from game.ui.widgets import Toast
from tests.ui.driver import run_app  # noqa: F401  (sets the dummy video driver first)


@pytest.mark.parametrize("anchor", [(1270, 700), (5, 700), (640, 10), (1279, 30)])
def test_a_toast_anchored_near_an_edge_is_drawn_inside_the_window(anchor):
    pygame.init()
    theme.use_layout("landscape", (1280, 720))
    surface = pygame.Surface((1280, 720))
    toast = Toast("Link copied: https://example.invalid/?deal=HH1-N-AAAAAAM", kind="success")
    rect = toast.draw(surface, anchor=anchor)
    assert surface.get_rect().contains(rect), rect


def test_a_long_message_on_an_upright_phone_wraps_inside_the_window(tmp_path):
    """On a phone letters keep a smallest size: a sentence too long for one line at that
    size wraps instead of running off both edges."""
    from tests.harness import WORKED_EXAMPLE, open_app, settle

    message = ("The hint passes over the pair 4♥ at position 22 and 4♥ on the waste: after it the "
               "game could no longer be won.")
    with open_app(tmp_path, (390, 844)) as app:
        app.open_deal(WORKED_EXAMPLE)
        settle(app)
        app.toast(message, 5.0)
        app.render()
        rect = app.toasts[0].rect
        assert app.screen.get_rect().contains(rect) and rect.w <= app.scene.toast_width, rect
