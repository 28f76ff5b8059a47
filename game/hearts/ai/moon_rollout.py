"""A play-out that shoots and stops moons as players do, for Hard's rollouts when its settings ask.

The rollout policy (fastsim.policy) never goes for the moon: it takes every point only by
accident, and defends only against a seat that already holds ten.  Here a seat that holds
every point so far and has the cards to run the rest of the hand goes for it (fastsim's
shoot_policy: cash the sure winners, win what it can, keep its point cards), and once a
lone holder of points is in sight the others stop it: the policy's own defence (take a
point off it with the lowest card that wins), and, void in the suit led while it wins the
trick, a card that carries no points instead of a dump onto it.  The play-out itself is
fastsim.playout's one loop, asked with ``losers`` (its moon branches: ``runner``, ``stop_card``).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import partial

from ..rules import Rules
from .fastsim import THREAT_POINTS, losers_within, playout, runner, stop_card

#: A play-out's signature: fastsim.playout's.
Playout = Callable[..., list[int]]


def moon_playout(hands: list[int], leader: int, trick: list[int], broken: bool, first: bool,
                 points: list[int], rules: Rules, voids: Sequence[int],
                 shooter: int = -1, won: list[int] | None = None,
                 losers: int = 1, stop_points: int = THREAT_POINTS, never: int = -1) -> list[int]:
    """fastsim.playout with moons shot and stopped: play to the end of the hand, return each seat's points.

    ``shooter`` (a planned moon, as in fastsim.playout) keeps its plan until another seat takes
    a point; without one, a seat with every point so far and at most ``losers`` cards that can be
    beaten (``runner``) goes for the moon, looked for at the start and after each trick with
    points.  The others stop a seat holding every point once it has ``stop_points`` (``stop_card``).
    ``never``: a seat that never goes for the moon unless it is ``shooter`` (one whose moons are
    weighed elsewhere).
    """
    return playout(hands, leader, trick, broken, first, points, rules, voids, shooter, won, losers, stop_points,
                   never)


def rollout_for(moons: bool, losers: int, stop_points: int) -> Playout | None:
    """fastsim.playout with moons at these settings for the rollouts, or None: the plain play-out."""
    if not moons:
        return None
    return partial(playout, losers=losers, stop_points=stop_points)


__all__ = ["Playout", "losers_within", "moon_playout", "rollout_for", "runner", "stop_card"]
