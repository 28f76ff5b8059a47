"""The keyboard focus comes back where it belongs when a screen closes: Why? closes back to
the hinted card (so H, H, Esc, Enter plays the hint, and H, Enter keeps playing it), a
screen opened from the menu returns the focus to the menu's row that opened it, and the
daily puzzle keeps a ring on screen after the answer, Tab going on from there."""

from __future__ import annotations

import pygame
import pytest

from devkit.harness import hearts_until, open_app, settle


def press(app, key: int, mod: int = 0) -> None:
    app.router.handle_event(pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode="", scancode=0))
    settle(app)


def _south_to_play_several(app) -> None:
    app.nav.go("hearts", code="HT1-AFOS-BCDEFGH")
    settle(app)
    hearts_until(app, lambda s: s.south_to_play() and len(s.match.legal(0)) > 1)


def _played(scene, card) -> bool:
    return card not in scene.match.hands[0]


def test_why_closes_back_to_the_hinted_card_so_enter_plays_the_hint(tmp_path):
    with open_app(tmp_path, (1280, 720)) as app:
        _south_to_play_several(app)
        scene = app.nav.scene
        app.router.keyboard_mode = False  # the player has used the mouse so far
        press(app, pygame.K_h)
        card = scene.hint_cards[0]
        press(app, pygame.K_h)  # Why?
        assert app.nav.top is not None and app.nav.top.kind == "analysis"
        press(app, pygame.K_ESCAPE)
        assert app.nav.top is None
        assert app.router.focused().name == f"hearts:card:{card}"
        press(app, pygame.K_RETURN)
        assert app.nav.top is None  # not Why? again
        assert _played(scene, card)


def test_after_why_h_and_enter_go_on_playing_the_hint(tmp_path):
    with open_app(tmp_path, (390, 844)) as app:
        _south_to_play_several(app)
        scene = app.nav.scene
        press(app, pygame.K_h)
        press(app, pygame.K_h)
        press(app, pygame.K_ESCAPE)
        press(app, pygame.K_RETURN)
        for _ in range(3):  # South's next turns: H, Enter plays the hint each time
            hearts_until(app, lambda s: s.south_to_play())
            press(app, pygame.K_h)
            card = scene.hint_cards[0]
            press(app, pygame.K_RETURN)
            assert app.nav.top is None
            assert _played(scene, card)


def _enter_by_keys(app, name: str) -> None:
    """Tab to the target called ``name`` and press Enter (a keyboard player's way in)."""
    for _ in range(40):
        if app.router.focused() is not None and app.router.focused().name == name and app.router.keyboard_mode:
            break
        press(app, pygame.K_TAB)
    else:
        raise AssertionError(f"Tab never reached {name}")
    press(app, pygame.K_RETURN)


@pytest.mark.parametrize("row", ["statistics", "settings", "rules", "calendar", "puzzle"])
def test_esc_from_a_screen_opened_from_the_menu_comes_back_to_its_row(tmp_path, row):
    with open_app(tmp_path, (1280, 720)) as app:
        _enter_by_keys(app, f"menu:{row}")
        assert app.nav.scene.name != "menu"
        press(app, pygame.K_ESCAPE)
        assert app.nav.scene.name == "menu"
        assert app.router.focused() is not None and app.router.focused().name == f"menu:{row}"
        press(app, pygame.K_TAB)  # and Tab goes on from there, not from the first row
        assert app.router.focused().name != "menu:heart_to_heart"


def test_back_to_a_scene_by_its_own_button_gives_the_focus_back_too(tmp_path):
    with open_app(tmp_path, (1280, 720)) as app:
        _enter_by_keys(app, "menu:statistics")
        _enter_by_keys(app, "button:back")
        assert app.nav.scene.name == "menu" and app.router.focused().name == "menu:statistics"


def test_a_scene_opened_afresh_starts_without_an_old_focus(tmp_path):
    with open_app(tmp_path, (1280, 720)) as app:
        _enter_by_keys(app, "menu:statistics")
        press(app, pygame.K_ESCAPE)
        _enter_by_keys(app, "menu:statistics")  # opened again: its own first target, not the old one
        assert app.router.focused() is None or app.router.focused().name != "menu:statistics"


def test_the_puzzle_answered_by_enter_keeps_a_focus_ring_and_tab_goes_on_from_it(tmp_path):
    with open_app(tmp_path, (390, 844), lang="ru") as app:
        app.nav.go("hearts_puzzle", date="2026-12-05")
        settle(app)
        scene = app.nav.scene
        legal = [f"puzzle:card:{c}" for c in scene.match.legal(0)]
        _enter_by_keys(app, legal[-1])
        assert scene.answered is not None
        focused = app.router.focused()
        assert focused is not None and app.router.keyboard_mode  # the ring stays on screen
        assert focused.name == "button:why"
        press(app, pygame.K_TAB)
        assert app.router.focused().name != "button:back"  # not the screen's first control again


def test_the_puzzle_tried_again_by_enter_puts_the_focus_in_the_hand(tmp_path):
    from game.ui.scenes.hearts_puzzle.scene import verdict

    with open_app(tmp_path, (390, 844), lang="ru") as app:
        app.nav.go("hearts_puzzle", date="2026-12-05")
        settle(app)
        scene = app.nav.scene
        worse = next(c for c in scene.match.legal(0) if verdict(scene.puzzle, c) == "worse")
        _enter_by_keys(app, f"puzzle:card:{worse}")
        _enter_by_keys(app, "button:retry")
        assert scene.answered is None
        assert app.router.focused() is not None and app.router.focused().name.startswith("puzzle:card:")
