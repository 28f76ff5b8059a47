"""The final ranking offers Share: a finished game is the one a player most wants to send."""

from __future__ import annotations

from game.ui.scenes.hearts.panels import Panel
from tests.harness import finished_match, open_app, settle


def test_the_final_ranking_has_share_beside_menu_and_new_game(tmp_path):
    with open_app(tmp_path, (1280, 720)) as app:
        app.storage.save("game.hearts", 1, {"match": finished_match().to_save()})
        app.go("hearts")
        settle(app)
        scene = app.scene
        scene.panel = Panel("ranking")
        scene.panel.layout(scene)
        names = [b.name for b in scene.panel.buttons]
        assert names == ["button:share", "button:menu", "button:new"]
        assert names[-1] == "button:new"  # still the primary one
