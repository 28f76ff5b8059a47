"""The Heart to Heart table is drawn from a view value and the layout, not from the scene:
the same view gives the same picture, and what the view says is what is painted."""

from __future__ import annotations

from dataclasses import replace

import pygame

from devkit.harness import WORKED_EXAMPLE, open_app, settle
from game.ui.scenes.heart_to_heart.draw import HeartLayer, TableView, draw_table

#: The window the tests' tables are drawn in.
SIZE = (1280, 720)


def _picture(view: TableView, scene, layer: HeartLayer | None = None) -> bytes:
    surface = pygame.Surface(scene.canvas.metrics.size)
    draw_table(surface, view, scene.L, scene.art, layer or HeartLayer(), scene.canvas.metrics, scene.canvas.look)
    return pygame.image.tobytes(surface, "RGB")


def _area(picture: bytes, rect: pygame.Rect) -> bytes:
    surface = pygame.image.frombytes(picture, SIZE, "RGB")
    return pygame.image.tobytes(surface.subsurface(rect), "RGB")


def test_the_same_view_draws_the_same_picture_with_a_fresh_or_a_kept_layer(tmp_path):
    with open_app(tmp_path, SIZE) as app:
        app.games.open_deal(WORKED_EXAMPLE)
        settle(app)
        scene = app.nav.scene
        view = scene.view()
        kept = HeartLayer()
        first = _picture(view, scene, kept)
        assert _picture(view, scene, kept) == first
        assert _picture(view, scene) == first


def test_the_piles_and_the_panel_show_what_the_view_says_not_what_the_game_holds(tmp_path):
    with open_app(tmp_path, SIZE) as app:
        app.games.open_deal(WORKED_EXAMPLE)
        settle(app)
        scene = app.nav.scene
        view = scene.view()
        assert view.stock_count == len(scene.game.stock) > 0 and not view.over
        plain = _picture(view, scene)
        stock = scene.L.stock_rect()
        emptied = _picture(replace(view, stock_count=0), scene)
        assert _area(emptied, stock) != _area(plain, stock)
        assert len(scene.game.stock) == view.stock_count  # the game was not touched
        panel = pygame.Rect(0, 0, scene.canvas.metrics.width, scene.L.PANEL_H)
        assert _area(_picture(replace(view, clock="9:59", moves=42), scene), panel) != _area(plain, panel)
        won = _picture(replace(view, over=True), scene)  # won: no piles, no playing buttons
        assert _area(won, stock) != _area(plain, stock)
