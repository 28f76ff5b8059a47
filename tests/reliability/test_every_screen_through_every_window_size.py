"""Every screen and dialog of the tour taken through window sizes from 1x1 (and a side of
0, which the system makes 1) to 3000x3000 and 4000x2, then the language, high contrast,
four colours, large cards and the left hand switched with it open: nothing raises, the same
screen and dialog stay open, and the app settles at the usual size again."""

from __future__ import annotations

import pygame
import pytest

from devkit.harness import open_app, settle, tour

pytestmark = pytest.mark.slow

SIZES = [(1, 1), (1, 0), (0, 1), (3000, 3000), (4000, 2), (2, 4000), (390, 844), (1280, 720)]
SWITCHES = [("general.language", "ru"), ("comfort.high_contrast", True), ("comfort.four_colour_suits", True),
            ("comfort.card_size", "large"), ("comfort.left_handed", True)]


def resized(app, size: tuple[int, int]) -> None:
    """The system made the window ``size`` (below the app's own minimum too)."""
    pygame.display.set_mode(size, app.display.window_flags)
    app.router.handle_event(pygame.event.Event(pygame.WINDOWSIZECHANGED, x=size[0], y=size[1]))
    app.frame()


def showing(app) -> tuple[str, str | None]:
    top = app.nav.top
    return app.nav.scene.name, type(top).__name__ if top is not None else None


@pytest.mark.filterwarnings("ignore:Requested window was forcibly resized")
def test_every_screen_and_dialog_stays_through_any_size_and_any_look(tmp_path):
    with open_app(tmp_path, (1280, 720)) as app:
        for name in tour(app):
            before = showing(app)
            for size in SIZES:
                resized(app, size)
            for key, value in SWITCHES:
                old = app.settings.get(key)
                app.settings.set(key, value)
                resized(app, (1, 1))
                resized(app, (844, 390))
                app.settings.set(key, old)
                app.frame()
            resized(app, (1280, 720))
            assert showing(app) == before, name
            settle(app)  # (the game may move on now: a claim shown gives way to the hand's end)
