"""Where everything of the Heart to Heart screen sits on the 1280x720 surface.

One place for the geometry, so the scene only asks "where is position 17?".  The heart
is placed from the rules module's own table (:mod:`game.heart_to_heart.layout`): a card
at half-card unit ``x`` of row ``r`` lies at ``HEART_X + x * UNIT``, ``HEART_Y + (r - 1)
* ROW_STEP``.  Each row overlaps the lower part of the row above; ``ROW_STEP`` is chosen
so the rank corner (rank and suit) of every covered card stays readable.
"""

from __future__ import annotations

import pygame

from game.heart_to_heart.layout import POSITIONS, ROW, X
from game.ui import theme

#: Card size on this screen (larger than the frame's default: the heart is the whole game).
CARD_W, CARD_H = 122, 170
#: Horizontal gap between neighbours of one row; a half-card unit is (width + gap) / 2.
GAP = 8
UNIT = (CARD_W + GAP) / 2
#: Vertical distance between rows: a bit over the height of the rank corner (~0.32 h).
ROW_STEP = 72

PANEL_H = 64
HEART_W = round(10 * UNIT + CARD_W)
HEART_H = 6 * ROW_STEP + CARD_H
#: The left part of the screen holds the heart, the right column the piles and buttons.
RIGHT_X = 856
HEART_X = (RIGHT_X - HEART_W) // 2
HEART_Y = PANEL_H + (theme.HEIGHT - PANEL_H - HEART_H) // 2

RIGHT_W = theme.WIDTH - RIGHT_X - 24
PILE_GAP = 40
STOCK_X = RIGHT_X + (RIGHT_W - 2 * CARD_W - PILE_GAP) // 2
PILE_Y = HEART_Y + 8
WASTE_X = STOCK_X + CARD_W + PILE_GAP

BUTTON_W = (RIGHT_W - 20) // 2
BUTTON_H = 60
BUTTONS_Y = PILE_Y + CARD_H + 62


def heart_pos(position: int) -> tuple[int, int]:
    """Top-left corner of heart position 1..25."""
    return round(HEART_X + X[position] * UNIT), HEART_Y + (ROW[position] - 1) * ROW_STEP


def heart_rect(position: int) -> pygame.Rect:
    return pygame.Rect(*heart_pos(position), CARD_W, CARD_H)


def stock_rect() -> pygame.Rect:
    return pygame.Rect(STOCK_X, PILE_Y, CARD_W, CARD_H)


def waste_rect() -> pygame.Rect:
    return pygame.Rect(WASTE_X, PILE_Y, CARD_W, CARD_H)


def button_rect(row: int, col: int) -> pygame.Rect:
    """The right column's buttons: two per row below the piles."""
    return pygame.Rect(RIGHT_X + col * (BUTTON_W + 20), BUTTONS_Y + row * (BUTTON_H + 16),
                       BUTTON_W, BUTTON_H)


def heart_bounds() -> pygame.Rect:
    r = heart_rect(POSITIONS[0])
    for p in POSITIONS[1:]:
        r.union_ip(heart_rect(p))
    return r
