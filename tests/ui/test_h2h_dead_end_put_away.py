"""On a phone the dead-end sheet covers Undo and Menu: a tap on the table beside it puts it
away so the player can look at the cards (Undo and Menu work again), and a tap on a card
brings it back."""

from __future__ import annotations

import pygame
import pytest

from tests.harness import late_dead_end, open_app, settle, tap

SIZES = {"phone": (390, 844), "landscape": (1280, 720)}


def _resume(app, game) -> None:
    app.go("menu")
    app.storage.save("game.heart_to_heart", 1, {"game": game.to_save(), "elapsed": 95, "hints": 0,
                                                "started": True})
    app.go("heart_to_heart")
    settle(app)


def _tap_at(app, pos) -> None:
    app.tap(pos)
    settle(app)


@pytest.mark.parametrize("kind", list(SIZES))
def test_a_tap_beside_the_dead_end_sheet_puts_it_away_and_a_card_brings_it_back(tmp_path, kind):
    g = late_dead_end()
    with open_app(tmp_path, SIZES[kind]) as app:
        _resume(app, g)
        scene = app.scene
        assert scene.dialog_kind() == "dead_end"
        sheet = app.dialog.rect
        screen = pygame.Rect(0, 0, *app.screen.get_size())
        # somewhere on the table that is neither the sheet nor a target of the scene
        spot = next((x, y) for y in range(screen.bottom - 5, 0, -7) for x in range(5, screen.right, 7)
                    if not sheet.collidepoint(x, y)
                    and not any(h.rect.collidepoint(x, y) for h in scene.hittables() if getattr(h, "visible", True)))
        _tap_at(app, spot)
        assert app.dialog is None and scene.game.status == "dead_end"
        assert set(scene.stuck)  # the stuck cards stay outlined to look at
        assert app.named_targets()["button:undo"].enabled  # Undo works again
        tap(app, f"h2h:{scene.game.free_positions()[0]}")
        assert scene.dialog_kind() == "dead_end"  # back, from the table


def test_undo_from_the_put_away_sheet_takes_the_move_back(tmp_path):
    g = late_dead_end()
    with open_app(tmp_path, SIZES["phone"]) as app:
        _resume(app, g)
        scene = app.scene
        sheet = app.dialog.rect
        _tap_at(app, (sheet.centerx, max(2, sheet.top - 10)))
        assert app.dialog is None
        tap(app, "button:undo")
        assert scene.game.moves == g.moves - 1 and scene.game.status == "playing"
