"""The Heart to Heart result panel after a win: Copy code and Share stay in use beside it,
each figure is said once, and the celebration runs up to the panel's edge and bounces
off it instead of being cut off in a straight line short of it."""

from __future__ import annotations

import pygame
import pytest

from devkit.harness import SIZES, WORKED_EXAMPLE, open_app, settle, tap
from game import i18n
from game.heart_to_heart import solver
from game.heart_to_heart.state import Game
from game.ui import text

WIN_SIZES = ["1280x720", "390x844", "844x390", "1920x1080"]


def _win(app, hint: bool = False, last_move_animation: str | None = None) -> None:
    """Win the worked example by taps; ``last_move_animation``: the animation setting for
    the winning move only (the celebration starts at it; the moves before are played as
    the app's settings say)."""
    app.games.open_deal(WORKED_EXAMPLE)
    settle(app)
    if hint:
        tap(app, "button:hint")
    *line, last = solver.solve(Game.from_code(WORKED_EXAMPLE))
    for action in line:
        tap(app, f"h2h:{action}")
    if last_move_animation is not None:
        app.settings.set("general.animation", last_move_animation)
    tap(app, f"h2h:{last}")
    for _ in range(20):
        app.frame()
    assert app.nav.scene.dialog_kind() == "won"


@pytest.mark.parametrize("size_name", WIN_SIZES)
def test_copy_code_and_share_stay_beside_the_result_panel_and_work(tmp_path, size_name):
    with open_app(tmp_path, SIZES[size_name]) as app:
        _win(app)
        panel = app.nav.top
        targets = app.router.named_targets()
        screen = pygame.Rect((0, 0), app.display.metrics.size)
        for name in ("button:copy", "button:share"):
            assert name in targets, sorted(targets)
            b = targets[name]
            assert b.visible and b.enabled and screen.contains(b.rect)
            assert not b.rect.colliderect(panel.rect), (name, tuple(b.rect), tuple(panel.rect))
            assert b in app.router.focusables()  # the keyboard reaches them too
        tap(app, "button:copy")
        assert app.nav.top is panel  # the panel stays
        assert any(WORKED_EXAMPLE in toast.message for toast in app.nav.toasts)


def test_a_new_best_time_is_said_once_and_hints_once(tmp_path):
    shown: list[str] = []
    real = text.draw

    def draw(surface, s, *a, **kw):
        shown.append(s)
        return real(surface, s, *a, **kw)

    with open_app(tmp_path, SIZES["1280x720"]) as app:
        _win(app, hint=True)  # the first win: its time is the best
        rows = dict(app.nav.top.figures.rows())
        assert i18n.t("h2h.result.new_best") in rows[i18n.t("h2h.result.time")]
        assert i18n.t("h2h.result.best_time") not in rows
        text.draw = draw
        try:
            app.render()
        finally:
            text.draw = real
    hint_lines = [s for s in shown if "Hints used" in s]
    assert hint_lines == ["Hints used"], hint_lines


@pytest.mark.parametrize("size_name", ["1280x720", "390x844"])
def test_the_celebration_reaches_the_panel_and_its_cards_bounce_off_it(tmp_path, size_name):
    # the game is played without animations (its frames add up to seconds of play), the
    # winning move at "normal" speed, which is what starts the celebration
    with open_app(tmp_path, SIZES[size_name], settings={"general.animation": "off"}) as app:
        _win(app, last_move_animation="normal")
        scene, panel = app.nav.scene, app.nav.top
        area = scene.celebration.area
        side = panel.rect.left > app.display.metrics.width // 3
        if side:
            assert area.right == panel.rect.left  # no strip of bare table before the panel
        else:
            assert area.bottom == panel.rect.top
        for _ in range(240):
            app.frame()
            if scene.celebration is None:
                break
            for img, x, y, _vx, _vy in scene.celebration.bouncers:
                if side:  # never through the panel's edge: no card cut off along it
                    assert x + img.get_width() <= area.right + 1
                else:
                    assert y + img.get_height() <= area.bottom + 1
