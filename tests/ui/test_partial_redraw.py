"""Partial redraw never shows a stale pixel.

The frame redraws only around moving card sprites (and the Heart to Heart clock) when
nothing else changed.  Playing both games for real, every frame's picture must equal a
full redraw of the same moment, pixel for pixel.
"""

from pathlib import Path

import pygame
import pytest

from devkit.harness import H2HPlayer, HeartsPlayer, animated_app, open_scene


def play_and_compare(tmp_path: Path, scene: str, frames: int) -> tuple[int, int]:
    """(frames redrawn in part, frames compared); fails at the first differing frame."""
    app = animated_app(tmp_path, {"hearts.level": "easy"} if scene == "hearts" else None)
    try:
        assert open_scene(app, scene)
        player = HeartsPlayer(app) if scene == "hearts" else H2HPlayer(app)
        partial = 0
        for n in range(frames):
            if app.settled():
                player.act()
            full_before, redraws = app.display.dirty, app.redraws
            app.frame()
            if app.redraws == redraws:
                continue
            partial += not full_before and not app.display.dirty
            shown = pygame.image.tobytes(app.display.screen, "RGB")
            app.render()
            assert pygame.image.tobytes(app.display.screen, "RGB") == shown, f"frame {n} differs from a full redraw"
        return partial, frames
    finally:
        app.shutdown()


@pytest.mark.parametrize("scene", ["heart_to_heart", "hearts"])
def test_every_frame_equals_a_full_redraw(app_data: Path, scene: str) -> None:
    partial, _ = play_and_compare(app_data, scene, 300)
    assert partial > 20  # the partial path was really taken
