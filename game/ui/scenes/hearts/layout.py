"""Where things are on the Hearts table (logical pixels).

Below the scene, the drawing and the panels: all three import from here, never from
each other, so there is no import circle.
"""

from __future__ import annotations

import pygame

from game.ui import theme

#: The person's seat (the engine numbers the seats 0..3 clockwise from South).
SOUTH = 0

CARD_W, CARD_H = theme.CARD_W, theme.CARD_H
BACK_W, BACK_H = 50, 70
HAND_Y = theme.HEIGHT - CARD_H - 16
HAND_LEFT, HAND_RIGHT = 214, 1074
RAISE = 32
RECEIVED_LIFT = 16
HINT_LIFT = 22
TRICK_CENTRE = (640, 318)
#: Where each seat's card lies in the trick (its centre), towards its player.
TRICK_OFFSET = {0: (0, 54), 1: (-84, 0), 2: (0, -54), 3: (84, 0)}
#: Centres of the opponents' card backs (also where their cards come from and go to).
BACKS_CENTRE = {1: (126, 232), 2: (640, 48), 3: (1154, 232)}
PLATES = {
    0: pygame.Rect(14, 616, 188, 88),
    1: pygame.Rect(24, 280, 204, 88),
    2: pygame.Rect(754, 8, 204, 88),
    3: pygame.Rect(1052, 280, 204, 88),
}
RECEIVED_COLOR = (120, 226, 150)
PASS_ARROW = {"left": (-1, 0), "right": (1, 0), "across": (0, -1)}
