"""The hint at the table and the coach's review are one judgement: a hand played by
following the hint at every decision, in the app, is graded without a single loss."""

from __future__ import annotations

from game.hearts import coach
from game.hearts.history import hand_review
from tests.harness import HEARTS_CODE, open_app, settle, tap


def _hint(app, scene) -> list:
    tap(app, "button:hint")
    for _ in range(2000):
        if scene.hint_cards:
            break
        app.frame()
    assert scene.hint_cards, "the hint answered"
    return list(scene.hint_cards)


def test_a_hand_played_by_the_hint_in_the_app_is_graded_without_a_loss(tmp_path):
    with open_app(tmp_path, (1280, 720)) as app:
        app.go("hearts", code=HEARTS_CODE)
        settle(app)
        scene = app.scene
        hinted = []
        for _ in range(200):
            m = scene.match
            if m.phase not in ("pass", "play") or m.hand_result is not None:
                break
            if scene.choosing_pass():
                cards = _hint(app, scene)
                hinted.append(tuple(cards))
                tap(app, "button:confirm")
            elif scene.south_to_play():
                if len(m.legal(0)) == 1:
                    tap(app, f"hearts:card:{m.legal(0)[0]}")  # nothing to ask
                    continue
                cards = _hint(app, scene)
                hinted.append(tuple(cards))
                tap(app, f"hearts:card:{cards[0]}")
            else:
                app.frame()
        m = scene.match
        assert m.hand_result is not None and len(hinted) >= 8
        grades = coach.run(coach.grade_hand(hand_review(m, 1), m.rules, m.seed))
        assert [g.loss for g in grades] == [0.0] * len(grades)
        asked = [g.played for g in grades if g.choices > 1 or g.phase == "pass"]
        assert all(h in asked for h in hinted)
