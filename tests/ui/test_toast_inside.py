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
