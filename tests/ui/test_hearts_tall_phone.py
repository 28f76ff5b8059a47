"""A tall phone (19.5:9 and up) spends its extra height on bigger Hearts cards instead of
an empty middle, and the hand still fits between the edges."""

from __future__ import annotations

from game.ui.scenes.hearts.layout import CARD_H, CARD_W, layout_for
from game.ui.viewport import logical_size


def test_a_tall_phone_gets_bigger_cards_that_still_fit_the_width():
    w, h = logical_size(780, 1688)
    tall = layout_for(w, h, "portrait")
    assert tall.card_w > CARD_W and tall.card_h > CARD_H
    for x, _y in tall.hand_positions(13):
        assert tall.hand_left <= x and x + tall.card_w <= tall.hand_right
    # the two rows stay above the bottom row of plate and buttons
    assert tall.hand_rows_y[-1] + tall.card_h <= tall.PLATES[0].top


def test_the_design_portrait_screen_keeps_its_cards():
    plain = layout_for(720, 1280, "portrait")
    assert (plain.card_w, plain.card_h) == (CARD_W, CARD_H)
