"""The heart layout, as the spec's table and covering rule describe it."""

from game.heart_to_heart.layout import (
    COVERED_BY,
    COVERS,
    POSITIONS,
    ROW,
    ROWS,
    TIP,
    X,
    is_free,
)


def test_positions_are_numbered_row_by_row_top_to_bottom_left_to_right():
    assert [len(r) for r in ROWS] == [4, 6, 5, 4, 3, 2, 1]
    assert [p for row in ROWS for p in row] == list(range(1, 26))
    for row in ROWS:
        assert [X[p] for p in row] == sorted(X[p] for p in row)


def test_x_in_half_card_units_matches_the_spec_table():
    expected = {
        1: (1, 3, 7, 9),
        2: (0, 2, 4, 6, 8, 10),
        3: (1, 3, 5, 7, 9),
        4: (2, 4, 6, 8),
        5: (3, 5, 7),
        6: (4, 6),
        7: (5,),
    }
    for r, xs in expected.items():
        assert tuple(X[p] for p in ROWS[r - 1]) == xs
        assert all(ROW[p] == r for p in ROWS[r - 1])


def test_card_is_covered_by_the_next_row_at_x_minus_1_and_x_plus_1():
    for p in POSITIONS:
        expected = {q for q in POSITIONS if ROW[q] == ROW[p] + 1 and abs(X[q] - X[p]) == 1}
        assert set(COVERED_BY[p]) == expected


def test_edge_cards_are_covered_by_one_card_and_the_tip_by_none():
    assert COVERED_BY[TIP] == ()
    for row in ROWS[1:-1]:
        assert len(COVERED_BY[row[0]]) == 1 and len(COVERED_BY[row[-1]]) == 1
    assert COVERED_BY[1] == (5, 6) and COVERED_BY[5] == (11,) and COVERED_BY[10] == (15,)


def test_the_tip_covers_positions_23_and_24():
    assert COVERS[TIP] == (23, 24)
    assert all(p in COVERS[q] for p in POSITIONS for q in COVERED_BY[p])


def test_only_the_tip_is_free_when_every_card_is_present():
    present = set(POSITIONS)
    assert [p for p in POSITIONS if is_free(p, present)] == [TIP]
