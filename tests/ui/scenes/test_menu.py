"""The menu's keyboard line names only keys the menu answers to, and only where there is
likely a keyboard (not on a phone, upright or sideways)."""

from __future__ import annotations

import pygame
import pytest

from devkit.harness import open_app


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_on_a_desktop_the_footer_lists_the_menus_keys_only(tmp_path, size):
    with open_app(tmp_path, size) as app:
        footer = app.nav.scene.keys_footer()
        assert footer and "Enter" in footer
        for game_key in ("U:", "H:", "N:", "undo", "hint"):
            assert game_key not in footer


@pytest.mark.parametrize("size", [(390, 844), (844, 390), (720, 1280)])
def test_on_a_phone_there_is_no_keyboard_footer(tmp_path, size):
    with open_app(tmp_path, size) as app:
        assert app.nav.scene.keys_footer() is None


def test_both_games_in_progress_are_marked_on_their_buttons(tmp_path):
    from devkit.harness import HEARTS_CODE, WORKED_EXAMPLE, settle, tap

    with open_app(tmp_path, (1280, 720)) as app:
        app.games.open_deal(WORKED_EXAMPLE)
        settle(app)
        tap(app, "h2h:stock")  # a move: the game is in progress
        app.nav.go("hearts", code=HEARTS_CODE)
        settle(app)
        tap(app, f"hearts:card:{app.nav.scene.match.hands[0][0]}")
        app.nav.scene.save()
        app.nav.go("menu")
        settle(app)
        buttons = app.router.named_targets()
        assert buttons["menu:heart_to_heart"].sublabel == "menu.in_progress"
        assert buttons["menu:hearts"].sublabel == "menu.in_progress"
        assert "menu:continue" in buttons


@pytest.mark.parametrize("size", [(1280, 720), (390, 844), (844, 390), (600, 600), (1920, 1080), (720, 1280)])
def test_the_menus_rows_keep_their_places_when_continue_comes(tmp_path, size):
    """A click where Calendar was hits Calendar whether or not a game waits to be continued."""
    from devkit.harness import WORKED_EXAMPLE, settle, tap

    with open_app(tmp_path, size) as app:
        before = {name: tuple(b.rect) for name, b in app.router.named_targets().items() if name.startswith("menu:")}
        assert "menu:continue" not in before
        app.games.open_deal(WORKED_EXAMPLE)
        settle(app)
        tap(app, "h2h:stock")  # a move: the game is in progress
        tap(app, "button:menu")
        after = {name: tuple(b.rect) for name, b in app.router.named_targets().items() if name.startswith("menu:")}
        bar = after.pop("menu:continue")
        assert after == before
        assert not any(pygame.Rect(bar).colliderect(r) for r in after.values())
