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
    #: How the header's lines stand in its box: "midtop" (centred) or "topleft".
    header_anchor: str = "midtop"


def puzzle_layout(L: HeartsLayout) -> PuzzleLayout:
    """The puzzle's places on the table laid out as ``L``: Back where Menu is, the header over
    New game and Restart, Calendar and the tricks where Scores and Last trick are, Why? and
    Try again where Hint and Undo are.  Where New game and Restart stand one over the other
    (a phone held sideways: a column too narrow for «Задача дня · 7 декабря 2026»), the
    header stands right of them instead, under the info corner's three lines (a puzzle has
    no house rules), as wide as that corner, its lines from its left edge."""
    b = {k: r for k, (r, _size) in L.buttons.items()}
    new, restart = pygame.Rect(b["new"]), pygame.Rect(b["restart"])
    both = new.union(restart)
    header: Rect = (both.x, both.y, both.w, both.h)
    anchor = "midtop"
    if new.x == restart.x and new.bottom <= restart.top:
        info = pygame.Rect(L.info_box)
        header, anchor = (info.x, new.y, info.w, restart.bottom - new.y), "topleft"
    return PuzzleLayout(back=b["menu"], header=header, calendar=b["scores"], tricks=b["last"], why=b["hint"],
                        retry=b["undo"], today=b["confirm"], size=L.buttons["menu"][1], small=L.buttons["last"][1],
                        header_anchor=anchor)
