"""The panels raised over a Hearts table (Why? and, in the daily puzzle, the tricks so far)
are painted in the palette's raised colour: darker under high contrast, as the hand review is."""

from __future__ import annotations

import pygame
import pytest

from devkit.harness import open_app
from game.hearts import Match
from game.hearts.kinds import Phase
from game.hearts.teaching.analysis import Analysis, Row
from game.ui.scenes.hearts.analysis_screen import AnalysisScreen
from game.ui.scenes.hearts_puzzle.tricks_screen import TricksScreen
from game.ui.theme import HIGH_CONTRAST, NORMAL


def _analysed(view):
    return Analysis(Phase.PASS, (Row(tuple(view.hand[:3]), 1.0, 0.0),), None)
    yield


def _panel_colour(app, screen) -> tuple[int, int, int]:
    """The colour just inside the panel's left edge, half way down."""
    app.nav.push_screen(screen)
    screen.update(1 / 60)
    screen.layout()
    surface = pygame.Surface((app.display.metrics.width, app.display.metrics.height))
    screen.draw(surface)
    r = screen.rect
    return tuple(surface.get_at((r.x + app.display.metrics.px(6), r.centery)))[:3]


@pytest.mark.parametrize("high_contrast, palette", [(False, NORMAL), (True, HIGH_CONTRAST)])
def test_the_why_panel_takes_the_palettes_raised_colour(tmp_path, high_contrast, palette):
    with open_app(tmp_path, (1280, 720), settings={"comfort.high_contrast": high_contrast}) as app:
        view = Match(3).view(0)
        why = AnalysisScreen(view, 0, steps=_analysed(view), screen=lambda: app.display.metrics, look=app.display.look)
        assert _panel_colour(app, why) == palette.raised


@pytest.mark.parametrize("high_contrast, palette", [(False, NORMAL), (True, HIGH_CONTRAST)])
def test_the_tricks_panel_takes_the_palettes_raised_colour(tmp_path, high_contrast, palette):
    with open_app(tmp_path, (1280, 720), settings={"comfort.high_contrast": high_contrast}) as app:
        tricks = TricksScreen(Match(3), app.display.look, lambda: app.display.metrics)
        assert _panel_colour(app, tricks) == palette.raised
