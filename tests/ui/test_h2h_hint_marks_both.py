"""A hint in Heart to Heart marks both cards of the pair it suggests."""

from __future__ import annotations

from tools.tour import WORKED_EXAMPLE, open_app, settle, tap


def test_the_hinted_pair_has_both_cards_marked(tmp_path):
    with open_app(tmp_path, (1280, 720)) as app:
        app.open_deal(WORKED_EXAMPLE)
        settle(app)
        for _ in range(9):
            tap(app, "h2h:stock")
        tap(app, "button:hint")
        scene = app.scene
        assert scene.hint_target == "25"
        assert scene.sprites[25].hint and scene.waste_sprite.hint
