"""A sampled deal seen from one seat once it has played a card: where a rollout or the finish starts.

Shared by Hard's search, Normal's check near the limit and the coach.
"""

from __future__ import annotations

from ..bits import breaks_hearts
from .knowledge import Knowledge, one_per_run, trick_taker

#: One sampled deal mid-hand, in playout's and Solver.finish's order: hands, leader, trick,
#: hearts broken, first trick, points, voids.
DealState = tuple[list[int], int, list[int], bool, bool, list[int], list[int]]


def distinct_candidates(k: Knowledge, allowed: int) -> list[int]:
    """One card per run of equivalent cards (knowledge.one_per_run, the rule the exact finish uses too).

    What is still in play is the unseen cards, this hand and the trick on the table.
    """
    in_play = k.unseen | k.hand
    for x in k.trick:
        in_play |= 1 << x
    return one_per_run(allowed, in_play, k.scoring.points_of)


def after_card(k: Knowledge, world: list[int], c: int) -> DealState:
    """The state of one sampled deal once this seat has played ``c``.

    Hands, leader, trick, hearts broken, first trick, points, voids (playout's and Solver's
    order).
    """
    me = k.me
    hands = list(world)
    hands[me] &= ~(1 << c)
    trick = k.trick + [c]
    broken = k.broken or breaks_hearts(c)
    first = k.first
    points = list(k.points)
    leader = k.leader
    if len(trick) == 4:
        wi, taken = trick_taker(trick)
        leader = (leader + wi) & 3
        points[leader] += taken
        trick = []
        first = False
    voids = k.voids
    if k.trick and c // 13 != k.trick[0] // 13:
        voids = list(voids)
        voids[me] |= 1 << (k.trick[0] // 13)
    return hands, leader, trick, broken, first, points, voids


def won_after_card(k: Knowledge, c: int) -> list[int]:
    """The cards each seat has taken once this seat has played ``c`` (a new list).

    What ``after_card``'s points are to the rules that count J♦ or a hand without a trick.
    """
    won = list(k.won)
    if len(k.trick) == 3:
        trick = k.trick + [c]
        wi, _ = trick_taker(trick)
        seat = (k.leader + wi) & 3
        for x in trick:
            won[seat] |= 1 << x
    return won
