"""One test per rule of the spec (shared/spec/heart-to-heart.md), named after it."""

import pytest

from game.heart_to_heart.solver import solve
from game.heart_to_heart.state import (
    DESELECT,
    FLIP,
    IGNORED_GAME_OVER,
    MUST_BE_SAME_RANK,
    NOTHING,
    PAIR,
    RECYCLE,
    REFUSED,
    SELECT,
    Game,
)

from .positions import apply, make_game, only

K, Q, J = 13, 12, 11
EXAMPLE = "HH1-N-AAAAAAM"


# -- cards and deal ------------------------------------------------------------------------


def test_deal_puts_d0_to_d24_on_the_heart_d25_on_stock_top_and_d51_on_the_waste():
    g = Game.from_code(EXAMPLE)
    assert g.heart[0] == 10 and g.heart[24] == 4
    assert len(g.stock) == 26 and g.stock[0] == J  # d[25] is a J
    assert g.waste == [1]


def test_at_the_start_only_the_tip_is_free():
    assert Game.from_code(EXAMPLE).free_positions() == [25]


def test_a_card_is_free_when_every_card_covering_it_is_removed():
    g = make_game(only({1: 5, 5: 6, 6: 7, 11: 8}))
    assert g.free_positions() == [11]  # 1 lies under 5 and 6, both under 11
    g._heart[10] = None  # 11 gone: 5 and 6 are free (12 is empty)
    assert g.free_positions() == [5, 6]
    g._heart[5] = None  # 6 gone: 1 is still under 5
    assert not g.is_free(1)
    g._heart[4] = None  # 5 gone too
    assert g.is_free(1)


def test_suit_never_matters_only_rank():
    g = make_game(only({23: 7, 24: 7}))
    g.tap(23)
    assert g.tap(24).kind == PAIR


# -- stock --------------------------------------------------------------------------------


def test_stock_tap_turns_its_top_card_onto_the_waste_as_one_move():
    g = Game.from_code(EXAMPLE)
    top = g.stock[0]
    r = g.tap("stock")
    assert r.kind == FLIP and g.waste[-1] == top and g.moves == 1 and len(g.stock) == 25


def test_empty_stock_tap_recycles_the_waste_in_the_order_the_cards_first_came_out():
    g = Game.from_code(EXAMPLE)
    came_out = [g.waste[0]]
    for _ in range(26):
        g.tap("stock")
        came_out.append(g.waste[-1])
    assert g.stock == [] and g.moves == 26
    r = g.tap("stock")
    assert r.kind == RECYCLE and g.waste == [] and g.moves == 27
    assert g.stock == came_out
    again = []
    for _ in range(27):
        g.tap("stock")
        again.append(g.waste[-1])
    assert again == came_out


def test_recycling_has_no_limit():
    g = Game.from_code(EXAMPLE)
    for _ in range(5 * 28):
        g.tap("stock")
    assert g.status == "playing" and g.moves == 140 and len(g.stock) + len(g.waste) == 27


def test_stock_tap_with_stock_and_waste_empty_does_nothing():
    g = make_game(only({23: 3, 24: 3}))
    assert g.tap("stock").kind == NOTHING and g.moves == 0 and g.status == "playing"


def test_a_selected_waste_card_is_deselected_when_the_waste_top_changes():
    g = Game.from_code(EXAMPLE)
    g.tap("waste")
    g.tap("stock")
    assert g.selected is None


def test_a_selected_heart_card_stays_selected_through_flips():
    g = Game.from_code(EXAMPLE)
    g.tap(25)
    g.tap("stock")
    assert g.selected == 25


# -- taps on cards -------------------------------------------------------------------------


def test_tap_on_an_empty_position_or_a_covered_card_does_nothing():
    g = Game.from_code(EXAMPLE)
    g.tap(25)
    assert g.tap(1).kind == NOTHING  # the 10 at position 1 is covered
    assert g.selected == 25 and g.moves == 0
    apply(g, ["stock"] * 9 + ["waste"])  # 4 + 4 pair: position 25 is empty now
    assert g.tap(25).kind == NOTHING and g.selected is None


def test_tap_on_a_tappable_card_with_nothing_selected_selects_it():
    g = Game.from_code(EXAMPLE)
    r = g.tap(25)
    assert r.kind == SELECT and g.selected == 25 and g.moves == 0


def test_tap_on_the_selected_card_deselects_it():
    g = Game.from_code(EXAMPLE)
    g.tap("waste")
    r = g.tap("waste")
    assert r.kind == DESELECT and g.selected is None


def test_equal_ranks_leave_the_game_as_one_move_and_nothing_stays_selected():
    g = Game.from_code(EXAMPLE)
    apply(g, ["stock"] * 9)
    g.tap(25)
    r = g.tap("waste")
    assert r.kind == PAIR and set(r.cards) == {25, "waste"}
    assert g.heart[24] is None and g.moves == 10 and g.selected is None


def test_the_emptied_position_stays_empty():
    g = make_game(only({23: 2, 24: 2, 21: 9}), stock=[9])
    apply(g, [23, 24])
    assert g.heart[22] is None and g.heart[23] is None and g.free_positions() == [21]
    apply(g, ["stock", "undo", "stock"])
    assert g.heart[22] is None and g.heart[23] is None


def test_different_ranks_remove_nothing_and_the_tapped_card_becomes_selected():
    # The rules page: tap the tip (4), then the waste (A): the waste card stays selected.
    g = Game.from_code(EXAMPLE)
    g.tap(25)
    r = g.tap("waste")
    assert r.kind == REFUSED and g.selected == "waste" and g.moves == 0
    assert g.heart[24] == 4 and g.waste == [1]


def test_refused_pair_explains_must_be_the_same_rank():
    g = Game.from_code(EXAMPLE)
    g.tap(25)
    assert g.tap("waste").message == MUST_BE_SAME_RANK == "Must be the same rank"


def test_only_the_waste_top_is_usable_and_two_reserve_cards_never_pair():
    g = make_game(only({25: 6}), stock=[5], waste=[6, 5])
    assert g.tappable() == [25, "waste"]
    g.tap(25)
    assert g.tap("waste").kind == REFUSED  # the 6 under the waste top is out of reach
    g.tap("stock")  # waste top becomes the other 5: the selection is dropped
    assert g.selected is None and g.waste == [6, 5, 5]
    g.tap("waste")
    assert g.tap("stock").kind == RECYCLE and g.selected is None
    assert g.tap("waste").kind == NOTHING  # an empty waste is no card


def test_the_stock_is_never_selected():
    g = Game.from_code(EXAMPLE)
    g.tap("stock")
    assert g.selected is None


# -- score and moves ----------------------------------------------------------------------


def test_heart_plus_heart_scores_20():
    g = make_game(only({23: 8, 24: 8, 21: 1}), stock=[1])
    apply(g, [23, 24])
    assert g.score == 20


def test_heart_plus_waste_scores_10():
    g = Game.from_code(EXAMPLE)
    apply(g, ["stock"] * 9 + [25, "waste"])
    assert g.score == 10


def test_moves_count_flips_recycles_and_pairs_but_not_selections():
    g = make_game(only({23: 8, 24: 8, 21: 1}), stock=[2], waste=[3])
    apply(g, [23, 23, "waste", "waste", 24, "stock", "stock"])
    assert g.moves == 2  # one flip, one recycle
    assert g.selected == 24
    apply(g, [23])
    assert g.moves == 3


def test_a_won_game_always_ends_at_250():
    g = Game.from_code(EXAMPLE)
    apply(g, solve(g))
    assert g.status == "won" and g.score == 250


# -- end of game --------------------------------------------------------------------------


def test_won_when_all_25_heart_cards_are_gone_even_with_stock_cards_left():
    g = make_game(only({25: 8}), stock=[3, 4], waste=[8])
    apply(g, [25, "waste"])
    assert g.status == "won" and g.stock == [3, 4]


def test_dead_end_when_no_free_card_has_a_partner_on_the_table_or_in_stock_or_waste():
    g = make_game(only({25: 8, 24: 9, 23: 7, 21: 7}), stock=[2], waste=[3])
    assert g.status == "dead_end"
    g = make_game(only({25: 8, 24: 9}), stock=[2, 8], waste=[3])
    assert g.status == "playing"  # the 8 deep in the stock is a possible partner
    g = make_game(only({25: 8, 23: 8, 24: 9}), waste=[3])
    assert g.status == "dead_end"  # 23 is covered by the tip: not free


def test_a_deal_can_be_dead_from_the_very_first_position():
    g = Game.from_number(24)  # all four of the tip's rank lie in the heart
    tip = g.heart[24]
    assert g.heart.count(tip) == 4 and g.status == "dead_end"


def test_once_the_game_is_over_every_action_but_undo_leaves_the_state_as_it_is():
    g = Game.from_number(24)
    before = g.to_replay_dict()
    for t in ["stock", "waste", 25, 1]:
        assert g.tap(t).kind in (IGNORED_GAME_OVER, NOTHING)
    assert g.to_replay_dict() == before


# -- undo -----------------------------------------------------------------------------------


def test_undo_puts_cards_back_takes_back_points_and_one_move_and_clears_the_selection():
    g = Game.from_code(EXAMPLE)
    apply(g, ["stock"] * 9)
    before = g.to_replay_dict()
    apply(g, [25, "waste", 23])
    assert g.selected == 23 and g.score == 10
    assert g.undo() is True
    assert g.to_replay_dict() == before and g.selected is None


def test_undo_takes_back_flips_and_recycles_too():
    g = Game.from_code(EXAMPLE)
    states = [g.to_replay_dict()]
    for _ in range(28):
        g.tap("stock")
        states.append(g.to_replay_dict())
    for expected in reversed(states[:-1]):
        g.undo()
        assert g.to_replay_dict() == expected


def test_undo_reaches_back_at_most_100_moves():
    g = Game.from_code(EXAMPLE)
    for _ in range(130):
        g.tap("stock")
    undone = 0
    while g.undo():
        undone += 1
    assert undone == 100 and g.moves == 30 and not g.can_undo


def test_undo_works_from_a_dead_end():
    g = make_game(only({23: 8, 24: 8, 21: 1, 22: 5}))
    apply(g, [23, 24])
    assert g.status == "dead_end" and g.can_undo
    assert g.undo() and g.status == "playing" and g.score == 0


def test_undo_is_not_offered_after_a_win():
    g = make_game(only({25: 8}), waste=[8])
    apply(g, [25, "waste"])
    assert g.status == "won" and not g.can_undo


def test_nothing_to_undo_changes_nothing():
    g = Game.from_code(EXAMPLE)
    assert g.undo() is False and g.moves == 0


# -- selection help ----------------------------------------------------------------------


def test_selection_help_outlines_tappable_cards_that_have_a_partner_among_the_others():
    g = make_game(only({23: 4, 24: 6, 21: 9}), waste=[4])
    assert g.tappable() == [23, 24, "waste"]
    assert g.outlined() == [23, "waste"]


def test_selection_help_dims_every_card_that_cannot_pair_with_the_selected_one():
    g = make_game(only({23: 4, 24: 6}), waste=[4])
    assert g.dimmed() == []
    g.tap(23)
    assert g.dimmed() == [24]
    g.tap(24)
    assert g.dimmed() == [23, "waste"]


@pytest.mark.parametrize("bad", [0, 26, "heart", None, True])
def test_a_tap_on_something_that_is_not_a_target_is_a_clear_error(bad):
    with pytest.raises(ValueError):
        Game.from_code(EXAMPLE).tap(bad)
