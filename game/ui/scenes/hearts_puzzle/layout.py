"""Where the daily puzzle's own things go: on the Hearts table's layout, in the places of the
table's buttons a puzzle has no use for (New game, Restart, Scores, Last trick, Hint, Undo).

One pure function of the table's layout (device pixels in, device pixels out), so drawing
and taps read the same rectangles at every window size the table is laid out for.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.ui.scenes.hearts.layout import HeartsLayout

Rect = tuple[int, int, int, int]


@dataclass(frozen=True)
class PuzzleLayout:
    """The puzzle's rectangles (device pixels) and its buttons' text sizes."""

    back: Rect
    #: The header's box: the title and date, then the streak while there is room.
    header: Rect
    calendar: Rect
    tricks: Rect
    why: Rect
    retry: Rect
    #: "Today's puzzle" where a date has none (the pass button's place, under the trick).
    today: Rect
    size: int
    small: int


def puzzle_layout(L: HeartsLayout) -> PuzzleLayout:
    """The puzzle's places on the table laid out as ``L``: Back where Menu is, the header over
    New game and Restart, Calendar and the tricks where Scores and Last trick are, Why? and
    Try again where Hint and Undo are."""
    b = {k: r for k, (r, _size) in L.buttons.items()}
    x, y, w, h = pygame.Rect(b["new"]).union(b["restart"])
    return PuzzleLayout(back=b["menu"], header=(x, y, w, h), calendar=b["scores"], tricks=b["last"], why=b["hint"],
                        retry=b["undo"], today=b["confirm"], size=L.buttons["menu"][1], small=L.buttons["last"][1])
