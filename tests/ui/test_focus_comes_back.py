"""The keyboard focus comes back where it belongs when a screen closes: Why? closes back to
the hinted card (so H, H, Esc, Enter plays the hint, and H, Enter keeps playing it), a
screen opened from the menu returns the focus to the menu's row that opened it, and the
daily puzzle keeps a ring on screen after the answer, Tab going on from there."""

from __future__ import annotations

import pygame

from tests.harness import hearts_until, open_app, settle


def press(app, key: int, mod: int = 0) -> None:
    app.handle_event(pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode="", scancode=0))
    settle(app)


def _south_to_play_several(app) -> None:
    app.go("hearts", code="HT1-AFOS-BCDEFGH")
    settle(app)
    hearts_until(app, lambda s: s.south_to_play() and len(s.match.legal(0)) > 1)


def _played(scene, card) -> bool:
    return card not in scene.match.hands[0]


def test_why_closes_back_to_the_hinted_card_so_enter_plays_the_hint(tmp_path):
    with open_app(tmp_path, (1280, 720)) as app:
        _south_to_play_several(app)
        scene = app.scene
        app.keyboard_mode = False  # the player has used the mouse so far
        press(app, pygame.K_h)
        card = scene.hint_cards[0]
        press(app, pygame.K_h)  # Why?
        assert app.overlays.stack.top is not None and app.overlays.stack.top.kind == "analysis"
        press(app, pygame.K_ESCAPE)
        assert app.overlays.stack.top is None
        assert app.focused().name == f"hearts:card:{card}"
        press(app, pygame.K_RETURN)
        assert app.overlays.stack.top is None  # not Why? again
        assert _played(scene, card)


def test_after_why_h_and_enter_go_on_playing_the_hint(tmp_path):
    with open_app(tmp_path, (390, 844)) as app:
        _south_to_play_several(app)
        scene = app.scene
        press(app, pygame.K_h)
        press(app, pygame.K_h)
        press(app, pygame.K_ESCAPE)
        press(app, pygame.K_RETURN)
        for _ in range(3):  # South's next turns: H, Enter plays the hint each time
            hearts_until(app, lambda s: s.south_to_play())
            press(app, pygame.K_h)
            card = scene.hint_cards[0]
            press(app, pygame.K_RETURN)
            assert app.overlays.stack.top is None
            assert _played(scene, card)
