"""Where the 25 heart cards lie and who covers whom.

Positions are numbered 1..25 row by row, top to bottom, left to right.  ``x`` is in
half-card units, so the screen places a card at ``x * card_width / 2``.  The card
at (row r, x) is covered by the cards of row r+1 at x-1 and x+1, where they exist.
"""

from __future__ import annotations

#: The positions of each row, top (row 1) to the tip (row 7).
ROWS: tuple[tuple[int, ...], ...] = (
    (1, 2, 3, 4),
    (5, 6, 7, 8, 9, 10),
    (11, 12, 13, 14, 15),
    (16, 17, 18, 19),
    (20, 21, 22),
    (23, 24),
    (25,),
)

_ROW_XS: tuple[tuple[int, ...], ...] = (
    (1, 3, 7, 9),  # two lobes with a gap in the middle
    (0, 2, 4, 6, 8, 10),
    (1, 3, 5, 7, 9),
    (2, 4, 6, 8),
    (3, 5, 7),
    (4, 6),
    (5,),
)

POSITIONS: tuple[int, ...] = tuple(range(1, 26))
TIP = 25

#: Row number (1..7) of each position.
ROW: dict[int, int] = {p: r + 1 for r, row in enumerate(ROWS) for p in row}
#: x in half-card units of each position.
X: dict[int, int] = {p: x for row, xs in zip(ROWS, _ROW_XS, strict=True) for p, x in zip(row, xs, strict=True)}
_AT: dict[tuple[int, int], int] = {(ROW[p], X[p]): p for p in POSITIONS}

#: The cards lying on each position (all must go before it is free).
COVERED_BY: dict[int, tuple[int, ...]] = {
    p: tuple(
        _AT[(ROW[p] + 1, X[p] + dx)] for dx in (-1, 1) if (ROW[p] + 1, X[p] + dx) in _AT
    )
    for p in POSITIONS
}
#: The cards each position lies on (the inverse of COVERED_BY).
COVERS: dict[int, tuple[int, ...]] = {
    p: tuple(q for q in POSITIONS if p in COVERED_BY[q]) for p in POSITIONS
}

#: Bit masks over positions (bit p-1 = position p), for the solver's fast checks.
COVERED_BY_MASK: tuple[int, ...] = tuple(
    sum(1 << (q - 1) for q in COVERED_BY[p]) for p in POSITIONS
)
ALL_MASK = (1 << 25) - 1


def is_free(position: int, present: set[int] | frozenset[int]) -> bool:
    """A card is free when none of the cards covering it is still present."""
    return not any(q in present for q in COVERED_BY[position])
