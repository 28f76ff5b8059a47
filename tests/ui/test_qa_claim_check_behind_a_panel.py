"""A claim being checked waits behind a panel without keeping the app at work."""

from __future__ import annotations

from game.ui.scenes.hearts import claim_view
from tests.harness import SOUTH_CLAIMS, open_app, saved_position, settle, tap


def test_a_claim_check_waiting_behind_the_last_trick_lets_the_app_rest(tmp_path, monkeypatch):
    from game.hearts import claim

    monkeypatch.setattr(claim_view, "CHECK_SECONDS", 0.0)  # a slice a frame: the check spans frames
    claim._CHECKED.clear()
    try:
        with open_app(tmp_path, (1280, 720)) as app:
            saved_position(app, *SOUTH_CLAIMS, settled=False)
            settle(app)
            app.tap_target(app.named_targets()["button:claim"])
            scene = app.scene
            assert scene.claim_check is not None
            app.frame()
            tap(app, "button:last_trick")  # settles: the check waits, nothing else is under way
            assert scene.panel is not None and scene.panel.kind == "last_trick"
            assert scene.claim_check is not None and not scene.working() and app.settled()
            tap(app, "button:close")  # the panel closed, the check goes on to its answer
            assert scene.claim_check is None
            assert scene.match.actions[-1] == ["claim", 0]
    finally:
        claim._CHECKED.clear()
