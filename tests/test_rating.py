"""Glicko-2 ratings as Glickman's paper computes them, and a puzzle as one game."""

from __future__ import annotations

import pytest

from game import rating
from game.rating import Rating


def test_the_papers_worked_example_gives_its_rating_deviation_and_volatility():
    player = Rating(1500, 200, 0.06)
    after = rating.update(player, [(1400, 30, 1.0), (1550, 100, 0.0), (1700, 300, 0.0)], tau=0.5)
    assert after.rating == pytest.approx(1464.06, abs=0.02)  # the paper rounds its steps; 1464.05 exactly
    assert after.deviation == pytest.approx(151.52, abs=0.01)
    assert after.volatility == pytest.approx(0.05999, abs=0.00001)


def test_a_period_without_games_only_widens_the_deviation():
    after = rating.update(Rating(1500, 200, 0.06), [])
    assert after.rating == 1500 and after.volatility == 0.06
    assert after.deviation == pytest.approx(200.0 * (1 + 0.06 ** 2 * 173.7178 ** 2 / 200.0 ** 2) ** 0.5)


def test_a_solved_puzzle_raises_the_rating_and_a_missed_one_lowers_it():
    p = Rating(1500, 100, 0.06)
    assert rating.after_puzzle(p, 1500, True).rating > 1500 > rating.after_puzzle(p, 1500, False).rating


def test_solving_a_harder_puzzle_gains_more_than_an_easier_one():
    p = Rating(1500, 100, 0.06)
    assert rating.after_puzzle(p, 1900, True).rating - 1500 > rating.after_puzzle(p, 1100, True).rating - 1500


def test_answers_narrow_the_deviation_never_below_its_floor():
    p = Rating()
    for _ in range(50):
        p = rating.after_puzzle(p, p.rating, True)
        assert p.deviation >= rating.MIN_DEVIATION
    assert p.deviation < 100
    low = rating.after_puzzle(Rating(1500, 30, 0.06), 1500, True)
    assert low.deviation == rating.MIN_DEVIATION


def test_a_new_players_rating_starts_from_the_level_they_play_with_a_wide_deviation():
    assert rating.start_for("easy").rating < rating.start_for("normal").rating < rating.start_for("hard").rating
    assert rating.start_for(None) == Rating() and rating.start_for("hard").deviation == rating.START_DEVIATION
