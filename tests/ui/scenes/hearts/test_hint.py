"""The hint at the table and the coach's review are one judgement: a hand played by
following the hint at every decision, in the app, is graded without a single loss; and
asked again (Why?, or H) the hint opens what Hard sees at that moment, its best row the
hinted cards."""

from __future__ import annotations

import pytest

from devkit.harness import HEARTS_CODE, escape, open_app, settle, tap
from game.hearts.history import hand_review
from game.hearts.teaching import coach


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
        app.nav.go("hearts", code=HEARTS_CODE)
        settle(app)
        scene = app.nav.scene
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


def _key(app, key: int) -> None:
    import pygame

    app.router.handle_event(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0))


@pytest.mark.parametrize("lang, size", [("en", (1280, 720)), ("ru", (390, 844))])
def test_asked_again_the_hint_shows_what_hard_sees_at_the_moment(tmp_path, lang, size):
    """Once the hint is on show, its button reads Why? and it (or H) opens the analysis of
    the moment: the same evaluation, its best row the hinted cards; Esc goes back to the
    table, the hint still on show; the state carries the analysis once it is ready."""
    import json

    import pygame

    from game.hearts.teaching import analysis
    from game.ui.scenes.hearts.analysis_screen import AnalysisScreen

    why = {"en": "Why?", "ru": "Почему?"}[lang]
    with open_app(tmp_path, size, lang) as app:
        app.nav.go("hearts", code=HEARTS_CODE)
        settle(app)
        scene = app.nav.scene
        hint = app.router.named_targets()["button:hint"]
        assert hint.text != why and "analysis" not in scene.state()
        passed = _hint(app, scene)  # at the pass: three cards
        assert hint.text == why
        tap(app, "button:hint")
        screen = app.nav.screens[-1]
        assert isinstance(screen, AnalysisScreen)
        m = scene.match
        expected = analysis.analyse(m.view(0), analysis.moment_seed(m))
        assert screen.analysis == expected and set(expected.best) == set(passed)
        assert scene.state()["analysis"] == json.loads(json.dumps(expected.to_json()))
        escape(app)
        assert app.nav.screens == () and scene.hint_cards == passed and "analysis" not in scene.state()
        tap(app, "button:confirm")
        for _ in range(3000):
            if scene.south_to_play() and len(scene.match.legal(0)) > 1:
                break
            if scene.south_to_play():
                tap(app, f"hearts:card:{scene.match.legal(0)[0]}")
            app.frame()
        # a card to play, by keys: H shows the hint, H again what Hard sees
        _key(app, pygame.K_h)
        for _ in range(2000):
            if scene.hint_cards:
                break
            app.frame()
        card = list(scene.hint_cards)
        assert len(card) == 1 and hint.text == why
        _key(app, pygame.K_h)
        app.frame()
        screen = app.nav.screens[-1]
        assert isinstance(screen, AnalysisScreen) and scene.state()["analysis"] is None  # thinking
        settle(app)
        m = scene.match
        expected = analysis.analyse(m.view(0), analysis.moment_seed(m))
        assert screen.analysis == expected and expected.best == tuple(card)
        assert scene.state()["analysis"]["best"] == str(card[0])
        escape(app)
        assert app.nav.screens == () and scene.hint_cards == card
