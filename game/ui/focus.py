"""Where an arrow key moves the keyboard focus: one geometric rule for every screen and
dialog, computed from the targets' drawn rectangles (the same ones the layout functions
place and the hit-test reads), so no scene keeps its own focus table.

The rule: among the targets lying in the arrow's half-plane, the nearest one wins.

* *In the half-plane*: the target's centre is beyond the current target's centre in the
  arrow's direction by more than a third of the smaller of the two sizes along that
  axis.  So a card raised for passing (lifted a quarter of its height) is not "above" its
  neighbours in the hand, while the next row of the hand, the button over the hand or
  the next card of a fan (a step of more than a third of a card) are.
* *Straight ahead first*: a target in the current one's beam (its rows overlap the
  current one's for Left/Right, its columns for Up/Down) beats one outside the beam,
  unless the one outside is entirely nearer (the beam target's near edge lies beyond
  the other's far edge).  So Down from a button in the top bar reaches the button
  straight under it, not a card of the hand off to the side that is a little nearer.
* *Nearest*: otherwise, the distance between the two rectangles' edges (0 when they
  overlap: the neighbours of a fanned hand), the part across the arrow counting 1.5 times
  (a target straight ahead beats one as near but off to the side), ties broken by the
  distance between centres.  Measuring between edges rather than centres is what makes
  "Pass", right above the hand, nearer than a button far away in the corner whose centre
  happens to be straighter above.
* *The table first*: from a card or pile, another card or pile wins over a button unless
  the button is more than twice as near, so the arrows walk the whole table (tip, stock,
  waste) instead of leaving it for the nearest button; and always when the button is off
  the beam while the card lies more that way than across (Left from the stock reaches
  the table, not the "Copy code" button above and to the left of it).  From a button
  too, a card lying more that way than across wins over a button that only sits beside
  (above or below, level with it): Left from Undo reaches the table, not "Copy code".
"""

from __future__ import annotations

import math
from collections.abc import Sequence

import pygame

#: Arrow name → unit direction (x, y), screen coordinates (y grows downwards).
DIRECTIONS: dict[str, tuple[int, int]] = {
    "left": (-1, 0), "right": (1, 0), "up": (0, -1), "down": (0, 1),
}

#: How much the distance across the arrow counts against the distance along it.
ACROSS_WEIGHT = 1.5
#: From the table, a table target wins unless another is this many times nearer.
TABLE_FIRST = 2.0
#: The group of cards and piles (``focus_group``); everything else is a control.
TABLE = "table"

#: How far beyond the current centre (in units of the smaller size) a target must lie.
HALF_PLANE_MARGIN = 1 / 3


def in_half_plane(cur: pygame.Rect, other: pygame.Rect, direction: tuple[int, int]) -> bool:
    """Does ``other`` lie in the arrow's direction from ``cur``?"""
    dx, dy = direction
    along = (other.centerx - cur.centerx) * dx + (other.centery - cur.centery) * dy
    size = min(cur.w, other.w) if dx else min(cur.h, other.h)
    return along > size * HALF_PLANE_MARGIN


def _gap(a0: int, a1: int, b0: int, b1: int) -> int:
    """The empty space between the intervals [a0, a1) and [b0, b1) (0 if they overlap)."""
    return max(0, b0 - a1, a0 - b1)


def rect_distance(cur: pygame.Rect, other: pygame.Rect, direction: tuple[int, int]) -> tuple:
    """How far ``other`` is from ``cur`` for an arrow in ``direction`` (smaller is nearer)."""
    gx = _gap(cur.left, cur.right, other.left, other.right)
    gy = _gap(cur.top, cur.bottom, other.top, other.bottom)
    along, across = (gx, gy) if direction[0] else (gy, gx)
    centres = math.hypot(other.centerx - cur.centerx, other.centery - cur.centery)
    return (math.hypot(along, ACROSS_WEIGHT * across), centres)


def focus_group(target: object) -> str:
    """``TABLE`` for cards and piles (a ``focus_group`` attribute, or a card sprite),
    ``"controls"`` for the rest."""
    group = getattr(target, "focus_group", None)
    if group:
        return group
    return TABLE if hasattr(target, "card") and hasattr(target, "face_up") else "controls"


def in_beam(cur: pygame.Rect, other: pygame.Rect, direction: tuple[int, int]) -> bool:
    """Does ``other`` overlap ``cur`` across the arrow (rows for Left/Right, columns for
    Up/Down), i.e. lie straight ahead rather than off to the side?"""
    if direction[0]:
        return min(cur.bottom, other.bottom) > max(cur.top, other.top)
    return min(cur.right, other.right) > max(cur.left, other.left)


def _edges(cur: pygame.Rect, other: pygame.Rect, direction: tuple[int, int]) -> tuple[int, int]:
    """How far ``other``'s near edge and far edge lie beyond ``cur``'s leading edge."""
    dx, dy = direction
    if dx > 0:
        return other.left - cur.right, other.right - cur.right
    if dx < 0:
        return cur.left - other.right, cur.left - other.left
    if dy > 0:
        return other.top - cur.bottom, other.bottom - cur.bottom
    return cur.top - other.bottom, cur.top - other.top


def _beam_beats(cur: pygame.Rect, a: pygame.Rect, b: pygame.Rect, direction: tuple[int, int]) -> bool:
    """Does ``a`` win over ``b`` for being straight ahead while ``b`` is not?"""
    if not in_beam(cur, a, direction) or in_beam(cur, b, direction):
        return False
    return max(0, _edges(cur, a, direction)[0]) < max(1, _edges(cur, b, direction)[1])


def _better(cur: pygame.Rect, a: pygame.Rect, b: pygame.Rect, direction: tuple[int, int]) -> bool:
    """Is ``a`` a better move than ``b`` (straight ahead first, then nearest)?"""
    if _beam_beats(cur, a, b, direction):
        return True
    if _beam_beats(cur, b, a, direction):
        return False
    return rect_distance(cur, a, direction) < rect_distance(cur, b, direction)


def more_along(cur: pygame.Rect, other: pygame.Rect, direction: tuple[int, int]) -> bool:
    """Does ``other``'s centre lie at least as far the arrow's way as across it?"""
    dx, dy = other.centerx - cur.centerx, other.centery - cur.centery
    along, across = (abs(dx), abs(dy)) if direction[0] else (abs(dy), abs(dx))
    return across <= along


def beside(cur: pygame.Rect, other: pygame.Rect, direction: tuple[int, int]) -> bool:
    """Does ``other`` sit beside ``cur`` rather than ahead of it: level with it along the
    arrow (no gap that way), apart across it, its centre more across than along?"""
    gx = _gap(cur.left, cur.right, other.left, other.right)
    gy = _gap(cur.top, cur.bottom, other.top, other.bottom)
    along, across = (gx, gy) if direction[0] else (gy, gx)
    return along == 0 and across > 0 and not more_along(cur, other, direction)


def nearest(cur: pygame.Rect, rects: Sequence[pygame.Rect], direction: tuple[int, int],
            groups: Sequence[str] | None = None, cur_group: str | None = None) -> int | None:
    """Index of the rectangle an arrow in ``direction`` moves to from ``cur``, or ``None``
    when nothing lies that way (the focus then stays).  ``groups`` (one per rectangle) and
    ``cur_group`` switch on "the table first"."""
    best: int | None = None
    table: int | None = None
    for i, r in enumerate(rects):
        if not in_half_plane(cur, r, direction):
            continue
        if best is None or _better(cur, r, rects[best], direction):
            best = i
        if groups is not None and groups[i] == TABLE and (table is None or _better(cur, r, rects[table], direction)):
            table = i
    if table is None or best is None or groups is None or groups[best] == TABLE:
        return best
    if (not in_beam(cur, rects[best], direction) and more_along(cur, rects[table], direction)
            and (cur_group == TABLE or beside(cur, rects[best], direction))):
        return table
    if cur_group != TABLE:
        return best
    if rect_distance(cur, rects[table], direction)[0] <= TABLE_FIRST * rect_distance(cur, rects[best], direction)[0]:
        return table
    return best
