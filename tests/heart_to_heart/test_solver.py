"""The solver: winnable or not, a winning line, hints, winnable-only deals."""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.heart_to_heart.codes import MAX_NUMBER
from game.heart_to_heart.deal import deck_for
from game.heart_to_heart.layout import COVERED_BY_MASK
from game.heart_to_heart.solver import (
    hint,
    max_removable,
    next_winnable,
    random_winnable,
    solve,
    winnable,
    winnable_deck,
    winnable_from_clock,
    winnable_number,
)
from game.heart_to_heart.state import Game
from game.rng import Rng

from .positions import apply, make_game, only

EXAMPLE = "HH1-N-AAAAAAM"
DEAD_AT_START = 24


def brute_force_winnable(deck: list[int]) -> bool:
    """Every abstract move, no dominance rules: the reference the fast search must match."""
    return brute_force_from(deck[:25], deck[25:])


def brute_force_from(heart: list, reserve_cards: list[int]) -> bool:
    ranks = [0 if r is None else r for r in heart]
    reserve = [0] * 14
    for r in reserve_cards:
        reserve[r] += 1
    seen = set()

    def go(rem: int, res: tuple) -> bool:
        if not rem:
            return True
        if (rem, res) in seen:
            return False
        seen.add((rem, res))
        free = [i for i in range(25) if rem >> i & 1 and not rem & COVERED_BY_MASK[i]]
        for a in free:
            r = ranks[a]
            if res[r] and go(rem ^ (1 << a), res[:r] + (res[r] - 1,) + res[r + 1 :]):
                return True
            for b in free:
                if b > a and ranks[b] == r and go(rem ^ (1 << a) ^ (1 << b), res):
                    return True
        return False

    start = sum(1 << i for i, r in enumerate(heart) if r is not None)
    return go(start, tuple(reserve))


def play(game: Game, actions) -> Game:
    apply(game, actions)
    return game


def test_the_worked_example_can_be_won_and_the_line_wins():
    g = Game.from_code(EXAMPLE)
    assert winnable(g)
    line = solve(g)
    assert line and play(Game.from_code(EXAMPLE), line).status == "won"


def test_a_deal_dead_at_the_start_is_lost_with_no_line_and_no_hint():
    g = Game.from_number(DEAD_AT_START)
    assert not winnable(g) and solve(g) is None and hint(g) is None
    assert max_removable(g) == 0


def test_fast_search_agrees_with_brute_force_on_random_deals():
    rng = Rng(2024)
    decks = [deck_for(rng.below(MAX_NUMBER + 1)) for _ in range(40)]
    assert [winnable_deck(d) for d in decks] == [brute_force_winnable(d) for d in decks]


def test_solve_from_mid_game_respects_the_current_selection():
    g = Game.from_code(EXAMPLE)
    line = solve(g)
    # Stop at every prefix, select something (maybe a same-rank card), then re-solve.
    for cut in range(0, len(line), 7):
        mid = play(Game.from_code(EXAMPLE), line[:cut])
        for target in mid.tappable():
            probe = mid.copy()
            probe.tap(target)
            rest = solve(probe)
            assert rest is not None, (cut, target)
            assert play(probe, rest).status == "won"


def test_hint_deselects_a_same_rank_card_that_would_spoil_the_plan():
    # 23 and 24 are 5s and must pair with each other: the only other 5 is the waste
    # top, and both cannot use it.  With the waste 5 selected, tapping 23 would pair
    # it with the waste and strand 24, so the hint is to deselect the waste first.
    g = make_game(only({23: 5, 24: 5, 21: 9}), stock=[9], waste=[5])
    g.tap("waste")
    assert hint(g) == "waste"
    g.tap("waste")
    assert g.selected is None and hint(g) in ("23", "24")
    g.tap(23)
    assert hint(g) == "24"  # the partner of the selected card


def test_hint_on_a_winning_line_leads_to_a_win_when_followed():
    g = Game.from_code(EXAMPLE)
    g.tap("waste")  # an unhelpful selection first
    for _ in range(600):
        if g.status != "playing":
            break
        action = hint(g)
        assert action is not None
        apply(g, [action])
    assert g.status == "won"


def test_hint_when_lost_keeps_the_most_cards_removable():
    rng = Rng(99)
    checked = 0
    while checked < 5:
        g = Game.from_number(rng.below(MAX_NUMBER + 1))
        if g.status != "playing" or winnable(g):
            continue
        best = max_removable(g)
        for _ in range(400):
            action = hint(g)
            if action is None:
                break
            apply(g, [action])
            assert max_removable(g) == best
        assert g.status == "dead_end" and g.hearts_removed() == best
        checked += 1


def test_hint_is_none_when_won():
    g = make_game(only({25: 8}), waste=[8])
    apply(g, [25, "waste"])
    assert g.status == "won" and hint(g) is None and solve(g) == []


def test_next_winnable_is_the_first_winnable_number_from_start_wrapping():
    assert next_winnable(12) == 12
    n = next_winnable(1)
    assert winnable_number(n) and all(not winnable_number(k) for k in range(1, n))
    assert not winnable_number(MAX_NUMBER)
    assert next_winnable(MAX_NUMBER) == next_winnable(0)


def test_winnable_only_deals_from_the_clock_or_a_seed_are_winnable():
    assert winnable_number(winnable_from_clock())
    a, b = random_winnable(Rng(5)), random_winnable(Rng(5))
    assert a == b and winnable_number(a)


@pytest.mark.parametrize("number", [0, 4, 6])
def test_max_removable_is_25_exactly_when_winnable(number):
    g = Game.from_number(number)
    assert (max_removable(g) == 25) == winnable(g)


@given(st.integers(0, MAX_NUMBER), st.integers(0, 2**64 - 1))
@settings(max_examples=60, deadline=None)
def test_fast_search_agrees_with_brute_force_mid_game(number, seed):
    # Random play that prefers pairs reaches positions with (2,0), (1,1) ... ranks.
    g = Game.from_number(number)
    rng = Rng(seed)
    for _ in range(rng.below(120)):
        if g.status != "playing":
            break
        targets = g.tappable()
        if g.selected is not None:
            rank = g.rank_at(g.selected)
            partners = [t for t in targets if t != g.selected and g.rank_at(t) == rank]
            if partners:
                g.tap(rng.choice(partners))
                continue
        pick = rng.below(len(targets) + 1)
        g.tap(targets[pick] if pick < len(targets) else "stock")
    assert winnable(g) == brute_force_from(g.heart, g.stock + g.waste)


def test_the_hint_names_both_cards_of_the_pair_it_points_at():
    from game.heart_to_heart.solver import hint, hint_pair

    g = Game.from_code("HH1-N-AAAAAAM")
    assert hint(g) == "stock" and hint_pair(g) == ("stock",)
    for _ in range(9):
        g.tap("stock")
    assert hint(g) == "25" and hint_pair(g) == ("25", "waste")  # the tip and the 4 on the waste
