"""The dead-end dialog says why and offers only what can be done."""

from __future__ import annotations

import pygame
import pytest

from game import i18n
from game.heart_to_heart import explain as ex
from game.heart_to_heart.solver import winnable
from game.heart_to_heart.state import PLAYING, Game
from game.rng import Rng
from game.ui import theme
from game.ui.dead_end import dead_end_dialog
from tests.ui.driver import run_app  # noqa: F401  (dummy video driver)

DEAD_AT_START = 24


@pytest.fixture(autouse=True)
def fonts():
    pygame.font.init()


def _lost_after_play() -> Game:
    """The worked example played at random until lost (a winnable position is then in
    the undo history)."""
    for seed in range(50):
        rng = Rng(seed)
        g = Game.from_code("HH1-N-AAAAAAM")
        for _ in range(300):
            if g.status != PLAYING or not winnable(g):
                break
            targets = ["stock"] + g.tappable()
            g.tap(targets[rng.below(len(targets))])
        if not winnable(g):
            return g
    raise AssertionError("never lost")


def _names(dialog) -> list[str]:
    return [b.name for b in dialog.buttons]


def test_a_deal_dead_from_the_start_offers_only_a_new_game():
    calls = []
    d = dead_end_dialog(Game.from_number(DEAD_AT_START), on_rewind=calls.append,
                        on_restart=lambda: calls.append("restart"), on_new=lambda: calls.append("new"))
    assert _names(d) == ["button:new"]
    assert i18n.t("h2h.why.from_start") in " ".join(d._lines)


def test_a_game_lost_by_a_move_offers_rewind_restart_and_new_game():
    g = _lost_after_play()
    calls = []
    d = dead_end_dialog(g, on_rewind=calls.append, on_restart=lambda: calls.append("restart"),
                        on_new=lambda: calls.append("new"))
    assert _names(d) == ["button:rewind", "button:restart", "button:new"]
    d.buttons[0].activate()
    depth = calls[0]
    probe = g.copy()
    for _ in range(depth):
        probe.undo()
    assert winnable(probe) and depth == ex.rewind_depth(g)
    d.press_cancel()  # Esc: the gentlest way out, rewind
    assert calls[-1] == depth


def test_the_dialog_keeps_the_table_in_view_and_fits_the_screen():
    for lang in ("en", "ru"):
        i18n.set_language(lang)
        d = dead_end_dialog(_lost_after_play(), on_rewind=print, on_restart=print, on_new=print)
        d.layout()
        assert d.dock in ("right", "bottom")
        assert pygame.Rect(0, 0, theme.WIDTH, theme.HEIGHT).contains(d.rect)
        if d.dock == "right":  # the heart, left of the stock and waste, stays uncovered
            assert d.rect.left >= theme.WIDTH * 0.6
        for b in d.buttons:
            assert d.rect.contains(b.rect)
        surf = pygame.Surface((theme.WIDTH, theme.HEIGHT))
        d.draw(surf)
        sizes = {b.drawn[0] for b in d.buttons}
        assert len(sizes) == 1
