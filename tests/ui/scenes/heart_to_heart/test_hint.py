"""A hint in Heart to Heart marks both cards of the pair it suggests, and says why it
passes over a pair that is open on the table when that pair would cost the game.

The hint's label on a card just under the header sits across the card's middle: the
header does not cut it and the card's indices (top left, bottom right) stay readable.
"""

from __future__ import annotations

import pygame
import pytest

from devkit.harness import SIZES, WORKED_EXAMPLE, open_app, settle, tap
from game.heart_to_heart import explain as ex
from game.i18n import t
from game.ui.scenes.heart_to_heart import effects as fx
from tests.heart_to_heart.positions import make_game, only


def test_the_hinted_pair_has_both_cards_marked(tmp_path):
    with open_app(tmp_path, (1280, 720)) as app:
        app.games.open_deal(WORKED_EXAMPLE)
        settle(app)
        for _ in range(9):
            tap(app, "h2h:stock")
        tap(app, "button:hint")
        scene = app.nav.scene
        assert scene.hint_target == "25"
        assert scene.sprites[25].hint and scene.waste_sprite.hint


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_hint_passing_over_an_open_pair_says_that_pair_would_lose_the_game(tmp_path, lang):
    # 23 and the waste (both 7) pair, but then the 7 at 22 finds no partner (the last 7 lies
    # under it): the winning line turns the stock for the 3 that frees 22
    game = make_game(only({23: 7, 24: 3, 22: 7, 19: 7}), stock=[3], waste=[7])
    with open_app(tmp_path, (1280, 720), lang=lang) as app:
        app.games.open_deal(WORKED_EXAMPLE)
        settle(app)
        app.nav.scene.start(game)
        settle(app)
        assert set(app.nav.scene.game.outlined()) == {23, "waste"}
        tap(app, "button:hint")
        assert app.nav.scene.hint_target == "stock"
        said = [toast.message for toast in app.nav.toasts]
        assert said == [ex.passed_pair_text(ex.PassedPair((23, "waste"), 7, True))]
        assert ("7♥ at position 23" if lang == "en" else "7♥ на позиции 23") in said[0]


def test_a_hint_that_takes_the_only_open_pair_says_nothing_more(tmp_path):
    with open_app(tmp_path, (1280, 720)) as app:
        app.games.open_deal(WORKED_EXAMPLE)
        settle(app)
        for _ in range(9):
            tap(app, "h2h:stock")
        tap(app, "button:hint")
        assert app.nav.scene.hint_target == "25" and app.nav.toasts == []


def index_corners(card: pygame.Rect) -> list[pygame.Rect]:
    """Where a card's rank and suit are printed: its top-left corner and, turned, its bottom-right."""
    w, h = round(card.w * 0.24), round(card.h * 0.32)
    return [pygame.Rect(card.x, card.y, w, h), pygame.Rect(card.right - w, card.bottom - h, w, h)]


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("size_name", ["1280x720", "844x390", "1920x1080"])
def test_the_hint_tag_on_a_pile_under_the_header_leaves_its_indices_readable(tmp_path, size_name, lang):
    with open_app(tmp_path, SIZES[size_name], lang) as app:
        app.games.open_deal(WORKED_EXAMPLE)
        settle(app)
        L = app.nav.scene.L
        for card in (pygame.Rect(L.waste_rect()), pygame.Rect(L.stock_rect())):
            box, _pointer = fx.tag_box(t("button.hint"), (card.centerx, card.top - app.display.metrics.px(4)),
                                       ceiling=L.PANEL_H, card=card, screen=app.display.metrics)
            assert box.top >= L.PANEL_H
            for corner in index_corners(card):
                assert not box.colliderect(corner), (tuple(box), tuple(corner))
