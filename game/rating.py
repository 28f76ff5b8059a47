"""Glicko-2 ratings: a rating, its deviation and its volatility, as Glickman's paper computes them.

Mark E. Glickman, "Example of the Glicko-2 system" (2013): a player's rating, deviation
(how unsure the rating is) and volatility (how erratic the player's results are) after a
rating period's games, each against an opponent of a known rating and deviation, scored
1 (won), 0.5 (drawn) or 0 (lost).  In puzzle practice each puzzle is one period of one game
against an opponent of the puzzle's rating and PUZZLE_DEVIATION, won when the puzzle is
solved (as Lichess rates its puzzles).

Pure arithmetic: no pygame, no state.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

#: The rating scale's conversion to Glicko-2's (the paper's step 2).
SCALE = 173.7178
#: A new player's rating, deviation and volatility (the paper's defaults).
START, START_DEVIATION, START_VOLATILITY = 1500.0, 350.0, 0.06
#: The system constant: how much the volatility may change (the paper's example's 0.5).
TAU = 0.5
#: How exact the volatility's iteration is (the paper's convergence tolerance).
EPSILON = 1e-6
#: A puzzle's deviation as an opponent: its rating is measured, so nearly certain.
PUZZLE_DEVIATION = 50.0
#: The deviation never falls below this, so the rating keeps following the player.
MIN_DEVIATION = 45.0
#: Nor rises above a new player's.
MAX_DEVIATION = START_DEVIATION
#: The volatility a rating is kept within: above 0 (the paper's step 5 takes its logarithm)
#: and at most 1, as the statistics keep it; a player's stays near START_VOLATILITY.
MIN_VOLATILITY, MAX_VOLATILITY = 1e-4, 1.0


@dataclass(frozen=True)
class Rating:
    """A player's rating, its deviation and its volatility (Glicko-2)."""

    rating: float = START
    deviation: float = START_DEVIATION
    volatility: float = START_VOLATILITY


def _g(phi: float) -> float:
    return 1.0 / math.sqrt(1.0 + 3.0 * phi * phi / (math.pi * math.pi))


def _e(mu: float, mu_j: float, phi_j: float) -> float:
    return 1.0 / (1.0 + math.exp(-_g(phi_j) * (mu - mu_j)))


def _volatility(phi: float, sigma: float, delta: float, v: float, tau: float) -> float:
    """The new volatility (the paper's step 5: the Illinois algorithm)."""
    a = math.log(sigma * sigma)

    def f(x: float) -> float:
        ex = math.exp(x)
        return (ex * (delta * delta - phi * phi - v - ex) / (2.0 * (phi * phi + v + ex) ** 2)
                - (x - a) / (tau * tau))

    big_a = a
    if delta * delta > phi * phi + v:
        big_b = math.log(delta * delta - phi * phi - v)
    else:
        k = 1
        while f(a - k * tau) < 0:
            k += 1
        big_b = a - k * tau
    f_a, f_b = f(big_a), f(big_b)
    while abs(big_b - big_a) > EPSILON:
        big_c = big_a + (big_a - big_b) * f_a / (f_b - f_a)
        f_c = f(big_c)
        if f_c * f_b <= 0:
            big_a, f_a = big_b, f_b
        else:
            f_a /= 2.0
        big_b, f_b = big_c, f_c
    return math.exp(big_a / 2.0)


def update(player: Rating, games: Sequence[tuple[float, float, float]], tau: float = TAU) -> Rating:
    """``player`` after one rating period's ``games``: (opponent's rating, deviation, score) each.

    With no games only the deviation grows (the paper's step 6 alone).  The paper's
    arithmetic, with no bounds: :func:`after_puzzle` bounds the deviation.
    """
    mu = (player.rating - START) / SCALE
    phi = player.deviation / SCALE
    sigma = player.volatility
    if not games:
        return Rating(player.rating, math.sqrt(phi * phi + sigma * sigma) * SCALE, sigma)
    v_inv = 0.0
    gain = 0.0
    for r_j, rd_j, s_j in games:
        mu_j, phi_j = (r_j - START) / SCALE, rd_j / SCALE
        e = _e(mu, mu_j, phi_j)
        v_inv += _g(phi_j) ** 2 * e * (1.0 - e)
        gain += _g(phi_j) * (s_j - e)
    if v_inv == 0.0:  # every result was certain (ratings thousands apart): the period tells nothing
        return update(player, [], tau)
    v = 1.0 / v_inv
    delta = v * gain
    sigma2 = _volatility(phi, sigma, delta, v, tau)
    phi_star = math.sqrt(phi * phi + sigma2 * sigma2)
    phi2 = 1.0 / math.sqrt(1.0 / (phi_star * phi_star) + 1.0 / v)
    mu2 = mu + phi2 * phi2 * gain
    return Rating(START + SCALE * mu2, SCALE * phi2, sigma2)


def after_puzzle(player: Rating, puzzle_rating: float, solved: bool) -> Rating:
    """``player`` after one puzzle of ``puzzle_rating``, solved or not: one period of one game.

    The deviation is kept between MIN_DEVIATION and MAX_DEVIATION, the volatility (before and
    after) between MIN_VOLATILITY and MAX_VOLATILITY: a kept rating of any volatility is rated.
    """
    player = Rating(player.rating, player.deviation, _volatility_bounded(player.volatility))
    r = update(player, [(puzzle_rating, PUZZLE_DEVIATION, 1.0 if solved else 0.0)])
    return Rating(r.rating, min(MAX_DEVIATION, max(MIN_DEVIATION, r.deviation)), _volatility_bounded(r.volatility))


def _volatility_bounded(sigma: float) -> float:
    return min(MAX_VOLATILITY, max(MIN_VOLATILITY, sigma))


def start_for(level: str | None) -> Rating:
    """A new player's rating from the Hearts level they play: a guess, so the deviation is wide."""
    guess = {"easy": 1200.0, "normal": 1500.0, "hard": 1800.0}.get(level or "", START)
    return Rating(guess, START_DEVIATION, START_VOLATILITY)
