"""Where a hand leaves the game: a finished hand's cost to one seat, in its chance to win.

The cost is that of the hand's scores added to the totals before it, for players that want to win
the game, not only the hand.

A person wins the game, not a hand: near the limit a moon that puts a rival over it while someone
else is lower loses the game, and points dumped on the player about to reach it end the game with
the lowest player winning.  The cost here is the one currency for both: minus this seat's chance of
winning the game once the hand's scores are added, times ``weight`` (about how many points of one
hand a win is worth from these totals, so the cost reads in points):

- a hand that ends the game (``scoring.game_outcome``: the limit reached and a single
  lowest total) is a win (chance 1) for the lowest seat and a loss (chance 0) for every
  other, however far behind: the game is scored by who wins it;
- a hand after which the game goes on (a shared lowest total at the limit plays on)
  is worth the chance estimated by ``win_chance``: every seat's future points are a
  random walk, so the lowest total wins more often the nearer the limit is.

Far from the limit, when no seat can reach it in this hand, the standings cannot change who wins yet
and a point is a point: the cost is ``knowledge.hand_value`` itself (no ``Standing`` is made), so
the decisions there are the points-only ones.  Near the limit and at equal totals the first-order
change of the cost is exactly hand_value's (own points weigh 1, each other seat's −1/3): ``weight``
is chosen so.

Pure arithmetic on the totals and the rules: deterministic, no randomness, no time.
"""

from __future__ import annotations

import math
import sys
from collections.abc import Iterable, Sequence
from functools import reduce
from operator import add

from ..rules import Moon, Rules

#: The most one hand can add to a seat's total (all 26 points, or a moon added to it).
MOST_IN_A_HAND = 26
#: ``win_chance``'s spread: the totals' differences that matter shrink with the points
#: left to the limit as ``SPREAD * sqrt(points left + SPREAD_FLOOR)`` (fitted by maximum
#: likelihood to who won games of four Normal players: docs/hearts-ai.md).
SPREAD = 1.7
SPREAD_FLOOR = 14.0


def added(values: Iterable[float]) -> float:
    """The sum of ``values`` added one by one from the first, as ``sum`` adds floats up to 3.11.

    From 3.12 ``sum`` corrects floats' rounding as it goes, and a last bit can swap two
    choices' order: the computer players add with this, so they decide alike on every
    Python (the page runs 3.12).  Up to 3.11 ``sum`` itself is that addition, and faster."""
    if _SUM_ADDS_ONE_BY_ONE:
        return sum(values, 0.0)
    return reduce(add, values, 0.0)


#: Whether this Python's ``sum`` adds floats one by one (up to 3.11) or compensates (3.12 on).
_SUM_ADDS_ONE_BY_ONE = sys.version_info < (3, 12)


def spread(left: float) -> float:
    """The difference in totals that makes a seat e (2.7) times likelier to win.

    ``left``: the points between the highest total and the limit.
    """
    return SPREAD * math.sqrt(max(left, 0.0) + SPREAD_FLOOR)


def win_chance(totals: Sequence[float], seat: int, target: int) -> float:
    """An estimate of ``seat``'s chance to win a game that goes on from ``totals``.

    Each seat's share of ``exp(-total / spread)``, the spread set by the points left to the
    limit (the game ends when the highest total reaches it).
    """
    t = spread(target - max(totals))
    low = min(totals)
    w = [math.exp((low - x) / t) for x in totals]
    return w[seat] / added(w)


class Standing:
    """The totals before the hand and the game's rules, for the hands that could end the game.

    ``standing_of`` makes one only then.
    """

    __slots__ = ("totals", "target", "weight", "moon", "moon_choice", "memo")

    def __init__(self, totals: Sequence[int], rules: Rules) -> None:
        self.totals = tuple(int(x) for x in totals)
        self.target = rules.target
        self.moon = rules.moon
        self.moon_choice = rules.moon == Moon.CHOICE
        # at equal totals d(chance)/d(own points) = -(3/16) / spread: a point of this
        # hand then costs about one unit, as in hand_value
        self.weight = 16.0 * spread(self.target - max(self.totals)) / 3.0
        #: knowledge.game_value's values by (the hand's points..., seat)
        self.memo: dict[tuple[int, ...], float] = {}

    def final(self, scores: Sequence[int]) -> list[int]:
        return [a + b for a, b in zip(self.totals, scores, strict=True)]

    def cost(self, scores: Sequence[int], seat: int) -> float:
        """``seat``'s cost of a finished hand's ``scores``: minus ``weight`` times its chance of winning.

        The moon and the variants are already applied to ``scores``.
        """
        final = self.final(scores)
        return -self.weight * chance_after(final, seat, self.target)


def chance_after(final: Sequence[int], seat: int, target: int) -> float:
    """``seat``'s chance of winning once the hand's scores are in ``final``.

    1 or 0 when the game ends (the limit reached and a single lowest total), else
    ``win_chance``.
    """
    if max(final) >= target:
        low = min(final)
        if final.count(low) == 1:
            return 1.0 if final[seat] == low else 0.0
    return win_chance(final, seat, target)


def standing_of(totals: Sequence[int], rules: Rules) -> Standing | None:
    """The standing to value a hand with, or None when no seat can reach the limit in this hand.

    Without one the hand's points are the whole story (knowledge.hand_value).
    """
    if max(totals) + MOST_IN_A_HAND < rules.target:
        return None
    return Standing(totals, rules)


def moon_scores(shooter: int, how: str) -> list[int]:
    """A moon's scores (without the variants' J♦ or no-trick points)."""
    if how == Moon.ADD_TO_OTHERS:
        return [0 if s == shooter else 26 for s in range(4)]
    return [-26 if s == shooter else 0 for s in range(4)]


def moon_loses_game(standing: Standing | None, shooter: int, seat: int | None = None) -> bool:
    """Whether a moon by ``shooter`` would end the game with ``seat`` not winning it.

    ``seat`` is the shooter itself when None.  However the moon scores: under the shooter's
    choice, either way for the shooter itself, the shooter's better way for another seat.  What
    a player about to go for the moon asks first, and one guarding against another's.  False far
    from the limit (``standing`` None).
    """
    if standing is None:
        return False
    who = shooter if seat is None else seat
    hows: tuple[str, ...] = (standing.moon,)
    if standing.moon_choice:
        hows = (Moon.ADD_TO_OTHERS, Moon.SUBTRACT)
        if who != shooter:
            hows = (max(hows, key=lambda h: chance_after(standing.final(moon_scores(shooter, h)), shooter,
                                                          standing.target)),)
    for how in hows:
        final = standing.final(moon_scores(shooter, how))
        if max(final) < standing.target or chance_after(final, who, standing.target) > 0.0:
            return False
    return True
