"""Where things are on the Hearts table (logical pixels).

Below the scene, the drawing and the panels: all three import from here, never from
each other, so there is no import circle.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.ui import theme

#: The person's seat (the engine numbers the seats 0..3 clockwise from South).
SOUTH = 0

CARD_W, CARD_H = theme.CARD_W, theme.CARD_H
BACK_W, BACK_H = 50, 70
RAISE = 32
RECEIVED_LIFT = 16
HINT_LIFT = 22
RECEIVED_COLOR = (120, 226, 150)
PASS_ARROW = {"left": (-1, 0), "right": (1, 0), "across": (0, -1)}

Rect = tuple[int, int, int, int]


@dataclass(frozen=True)
class HeartsLayout:
    """The table's geometry for one screen size and layout kind (see ``layout_for``)."""

    kind: str
    width: int
    height: int
    TRICK_CENTRE: tuple[int, int]
    #: Where each seat's card lies in the trick (its centre), towards its player.
    TRICK_OFFSET: dict[int, tuple[int, int]]
    #: Centres of the opponents' card backs (also where their cards come from and go to).
    BACKS_CENTRE: dict[int, tuple[int, int]]
    PLATES: dict[int, pygame.Rect]
    #: Button key → (rect, font size).
    buttons: dict[str, tuple[Rect, int]]
    #: Top-left of the hand/pass/hearts-broken lines.
    info_at: tuple[int, int]
    #: Centres of the status line and of the "you received" line.
    status_at: tuple[int, int]
    received_at: tuple[int, int]
    #: Where the table's light is brightest.
    light: tuple[int, int]
    #: The hand: one row while it fits, else two (portrait) of at most ``per_row`` cards.
    hand_rows_y: tuple[int, ...]
    hand_left: int
    hand_right: int
    max_step: float
    per_row: int
    #: The status line's text size (the "received" line is 3 smaller).
    pill_size: int = 22

    def hand_positions(self, n: int) -> list[tuple[float, float]]:
        """Top-left corners for ``n`` cards of the person's hand, in hand order."""
        if n <= 0:
            return []
        rows = [n] if n <= self.per_row or len(self.hand_rows_y) == 1 else [(n + 1) // 2, n // 2]
        ys = self.hand_rows_y[-len(rows):]
        out: list[tuple[float, float]] = []
        for count, y in zip(rows, ys):
            step = min(self.max_step, (self.hand_right - self.hand_left - CARD_W) / max(1, count - 1))
            width = step * (count - 1) + CARD_W
            x0 = (self.hand_left + self.hand_right) / 2 - width / 2
            out.extend((x0 + i * step, y) for i in range(count))
        return out


def _landscape(w: int, h: int) -> HeartsLayout:
    return HeartsLayout(
        "landscape", w, h,
        TRICK_CENTRE=(640, 318),
        TRICK_OFFSET={0: (0, 54), 1: (-84, 0), 2: (0, -54), 3: (84, 0)},
        BACKS_CENTRE={1: (126, 232), 2: (640, 48), 3: (1154, 232)},
        PLATES={0: pygame.Rect(14, 616, 188, 88), 1: pygame.Rect(24, 280, 204, 88),
                2: pygame.Rect(754, 8, 204, 88), 3: pygame.Rect(1052, 280, 204, 88)},
        buttons={"menu": ((16, 14, 128, 46), 20), "new": ((154, 14, 168, 46), 20),
                 "restart": ((332, 14, 168, 46), 20),
                 "scores": ((1096, 14, 168, 46), 20), "last": ((1096, 68, 168, 46), 18),
                 "hint": ((1096, 602, 168, 50), 22), "undo": ((1096, 658, 168, 50), 22),
                 "confirm": ((640 - 130, 430, 260, 58), 24)},
        info_at=(18, 72), status_at=(640, 476), received_at=(640, 520), light=(640, 330),
        hand_rows_y=(h - CARD_H - 16,), hand_left=214, hand_right=1074, max_step=66.0, per_row=13,
    )


def _portrait(w: int, h: int) -> HeartsLayout:
    """The three opponents along the top, the trick in the middle, the hand in two rows of
    whole cards (each a full card wide: far above a fingertip) and big buttons at the bottom."""
    m, gap, tap = 12, 12, 84
    third = (w - 2 * m - 2 * gap) // 3
    cols = [m + i * (third + gap) for i in range(3)]
    top_w = (w - 2 * m - 4 * 10) // 5  # Menu, New game, Restart, Scores, Last trick
    plate_y = tap + 2 * 8
    backs_y = plate_y + 88 + 48
    cx, cy = w // 2, 540
    bottom_y = h - tap - 16
    row2 = bottom_y - 22 - CARD_H
    row1 = row2 - CARD_H - 10
    return HeartsLayout(
        "portrait", w, h,
        TRICK_CENTRE=(cx, cy),
        TRICK_OFFSET={0: (0, 72), 1: (-104, 0), 2: (0, -72), 3: (104, 0)},
        BACKS_CENTRE={1: (cols[0] + third // 2, backs_y), 2: (cols[1] + third // 2, backs_y),
                      3: (cols[2] + third // 2, backs_y)},
        PLATES={0: pygame.Rect(cols[0], bottom_y, third, tap), 1: pygame.Rect(cols[0], plate_y, third, 88),
                2: pygame.Rect(cols[1], plate_y, third, 88), 3: pygame.Rect(cols[2], plate_y, third, 88)},
        buttons={"menu": ((m, 8, top_w, tap), 22), "new": ((m + top_w + 10, 8, top_w, tap), 22),
                 "restart": ((m + 2 * (top_w + 10), 8, top_w, tap), 22),
                 "scores": ((m + 3 * (top_w + 10), 8, top_w, tap), 22),
                 "last": ((m + 4 * (top_w + 10), 8, top_w, tap), 20),
                 "hint": ((cols[1], bottom_y, third, tap), 26), "undo": ((cols[2], bottom_y, third, tap), 26),
                 "confirm": ((cx - 160, cy + 124, 320, tap + 4), 26)},
        info_at=(18, backs_y + 50), status_at=(cx, cy + 196), received_at=(cx, cy + 240),
        light=(cx, cy - 40),
        hand_rows_y=(row1, row2), hand_left=m, hand_right=w - m, max_step=CARD_W + 8.0, per_row=7,
        pill_size=25,
    )


def layout_for(width: int, height: int, kind: str) -> HeartsLayout:
    """The whole table's geometry for a ``width`` x ``height`` logical screen."""
    return _portrait(width, height) if kind == "portrait" else _landscape(width, height)
