"""The shortest win: checked against an exhaustive breadth-first search through the engine,
and by replaying its line through the engine."""

from collections import deque

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.heart_to_heart.shortest import ShortestWin, replay_moves, shortest_win
from game.heart_to_heart.solver import random_winnable, solve, winnable
from game.heart_to_heart.state import DEAD_END, WON, Game
from game.rng import Rng

from .positions import make_game


def bfs_fewest_moves(game: Game, limit: int = 200_000):
    """Every move the engine allows (flip/recycle, every pair), breadth first: the reference."""
    def key(g):
        return (tuple(g.heart), tuple(g.stock), tuple(g.waste))

    start = game.copy()
    if start.selected is not None:
        start.tap(start.selected)
    seen = {key(start)}
    queue = deque([(start, 0)])
    while queue:
        g, d = queue.popleft()
        if g.status == WON:
            return d
        nexts = []
        if g.stock or g.waste:
            h = g.copy()
            h.tap("stock")
            nexts.append(h)
        targets = g.tappable()
        for i, a in enumerate(targets):
            for b in targets[i + 1:]:
                if g.rank_at(a) == g.rank_at(b):
                    h = g.copy()
                    h.tap(a)
                    h.tap(b)
                    nexts.append(h)
        for h in nexts:
            k = key(h)
            if k not in seen:
                seen.add(k)
                assert len(seen) < limit, "position too big for the reference search"
                queue.append((h, d + 1))
    return None


def check_line(game: Game, result) -> None:
    end = replay_moves(game, result.line)
    assert end.status == WON
    assert end.moves - game.moves == result.moves


# Small positions: the bottom rows of the heart (positions 11..25 at most) and a short reserve.
BOTTOM = list(range(11, 26))


@st.composite
def small_positions(draw):
    """Cards from a small deck (ranks 1..5, four of each, as in the real game)."""
    deck = draw(st.permutations([r for r in range(1, 6) for _ in range(4)]))
    n_heart = draw(st.integers(2, 8))
    places = sorted(draw(st.lists(st.sampled_from(BOTTOM), min_size=n_heart, max_size=n_heart, unique=True)))
    heart = [None] * 25
    for p, r in zip(places, deck):
        heart[p - 1] = r
    n_stock = draw(st.integers(0, 7))
    n_waste = draw(st.integers(0, 4))
    stock = deck[n_heart:n_heart + n_stock]
    waste = deck[n_heart + n_stock:n_heart + n_stock + n_waste]
    return heart, stock, waste


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(small_positions())
def test_shortest_win_equals_breadth_first_search_on_small_positions(pos):
    heart, stock, waste = pos
    game = make_game(heart, stock, waste)
    result = shortest_win(game)
    expected = bfs_fewest_moves(game) if game.status != DEAD_END else None
    assert result.moves == expected
    if expected is None:
        assert result.line is None and result.proven
    else:
        assert result.proven and result.lower_bound == expected
        check_line(game, result)


def mid_game(number: int, keep: int) -> Game:
    """Deal ``number`` played along the solver's line until ``keep`` heart cards remain."""
    game = Game(number)
    for tap in solve(game):
        if 25 - game.hearts_removed() <= keep:
            break
        game.tap(int(tap) if tap.isdigit() else tap)
    return game


@pytest.mark.parametrize("seed", range(12))
def test_shortest_win_equals_breadth_first_search_in_mid_game(seed):
    rng = Rng(seed)
    game = mid_game(random_winnable(rng), keep=5 + seed % 4)
    result = shortest_win(game)
    assert result.proven
    assert result.moves == bfs_fewest_moves(game)
    check_line(game, result)


@pytest.mark.parametrize("seed", range(6))
def test_shortest_line_replays_to_a_win_and_beats_or_equals_the_solver(seed):
    game = Game(random_winnable(Rng(100 + seed)))
    result = shortest_win(game, max_nodes=20_000)
    check_line(game, result)
    solver_moves = replay_moves(game, solve(game)).moves
    assert result.moves <= solver_moves
    assert result.lower_bound <= result.moves


def test_the_worked_example_has_a_proven_shortest_win():
    game = Game.from_code("HH1-N-AAAAAAM")
    result = shortest_win(game)
    assert result.proven
    check_line(game, result)


def test_a_deal_that_cannot_be_won_has_no_shortest_win():
    game = Game(24)  # dead from the first position
    assert not winnable(game)
    result = shortest_win(game)
    assert (result.moves, result.line, result.proven) == (None, None, True)


def test_a_won_game_needs_no_more_moves():
    game = make_game([None] * 25, [1], [2])
    assert game.status == WON
    result = shortest_win(game)
    assert (result.moves, result.line, result.proven) == (0, [], True)


def test_a_selected_card_is_deselected_first_and_counts_no_move():
    game = mid_game(random_winnable(Rng(7)), keep=6)
    game.tap(game.tappable()[0])
    assert game.selected is not None
    result = shortest_win(game)
    check_line(game, result)


def test_out_of_budget_the_line_is_real_but_not_called_shortest():
    game = Game(random_winnable(Rng(3)))
    full = shortest_win(game)
    cut = shortest_win(game, max_nodes=1)
    assert not cut.proven and full.proven
    check_line(game, cut)
    assert cut.lower_bound <= full.moves <= cut.moves


def test_the_search_runs_in_slices_and_any_slice_can_be_the_last():
    game = Game(random_winnable(Rng(5)))
    search = ShortestWin(game)
    gen = search.steps()
    next(gen)
    early = search.result()
    check_line(game, early)
    for _ in gen:
        pass
    assert search.result().proven
    assert search.result().moves <= early.moves


def test_the_same_work_budget_gives_the_same_answer():
    number = random_winnable(Rng(11))
    a = shortest_win(Game(number), max_nodes=300)
    b = shortest_win(Game(number), max_nodes=300)
    assert a == b
