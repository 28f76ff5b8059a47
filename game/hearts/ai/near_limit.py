"""Normal's look at the game in a hand that could end it.

Normal plays by rules of thumb that count every point alike, and near the limit a point
is not a point: who takes it decides who wins the game (ai/standing.py).  So in a hand
that could end the game Normal checks the card its rules chose: every distinct legal
card is played out on ``near_deals`` deals of the unseen cards (the sampler Hard uses, the
rollout policy in every seat, no reading of the opponents' play), each valued by this
seat's chance of winning the game, and another card is played only when it is better
by ``near_margin`` points a deal at ``near_z`` standard errors of the deal-by-deal differences
(an outcome near the limit is a win or a loss, so a few deals say little).  Far from
the limit (no ``Standing``) nothing is checked and Normal plays as it always has.
The settings are fields of Normal's one frozen ``NormalConfig`` (ai/normal.py).

The work is counted in simulated cards and split into slices of ``slice_cards``, as
Hard's is, so the check never freezes a frame; the deals come from the decision's own
random stream, so a seed gives the same card on every machine.
"""

from __future__ import annotations

import math
from collections.abc import Generator
from typing import Protocol

from game.rng import Rng

from .deal_state import after_card, distinct_candidates, won_after_card
from .fastsim import playout
from .knowledge import Knowledge, hand_value, popcount
from .sampler import Sampler
from .standing import added


class NearSettings(Protocol):
    """The settings the check reads (Normal's ``NormalConfig`` has them)."""

    @property
    def near_deals(self) -> int: ...

    @property
    def near_margin(self) -> float: ...

    @property
    def near_z(self) -> float: ...

    @property
    def slice_cards(self) -> int: ...


def check_card(k: Knowledge, allowed: int, card: int, rng: Rng,
               config: NearSettings) -> Generator[None, None, int]:
    """``card`` (the rules' choice among ``allowed``), or a card that wins the game more often.

    "More often" by the test above.  Only for a hand that could end the game (``k.standing``).
    """
    assert k.standing is not None
    cands = distinct_candidates(k, allowed)
    if card not in cands:
        cands.append(card)  # the rules' own card is always among those compared
    if len(cands) < 2:
        return card
    me, standing = k.me, k.standing
    cost = popcount(k.unseen) + popcount(k.hand)
    slice_cards = config.slice_cards
    worlds, work = yield from Sampler(k).sample_many(rng, config.near_deals, slice_cards)
    values: list[list[float]] = [[] for _ in cands]
    for world in worlds:
        for i, c in enumerate(cands):
            if work and work + cost > slice_cards:
                work = 0
                yield  # before the playout that would take the slice past slice_cards
            work += cost
            hands, leader, trick, broken, first, points, voids = after_card(k, world, c)
            won = won_after_card(k, c) if k.scoring.counts_won else None
            pts = playout(hands, leader, trick, broken, first, points, k.rules,
                          voids, -1, won)
            values[i].append(hand_value(pts, me, k.moon_add, won, k.scoring, standing))
    own = cands.index(card)
    best = min(range(len(cands)), key=lambda i: (added(values[i]), cands[i]))
    return cands[best] if better(values[best], values[own], config.near_margin, config.near_z) else card


def better(a: list[float], b: list[float], margin: float, z: float) -> bool:
    """Whether ``a`` (costs per deal) is lower than ``b`` on the same deals by more than ``margin`` a deal.

    And by ``z`` standard errors of the differences.
    """
    n = len(a)
    d = [y - x for x, y in zip(a, b, strict=True)]
    mean = added(d) / n
    if mean <= margin:
        return False
    var = added((x - mean) ** 2 for x in d) / max(1, n - 1)
    return mean >= z * math.sqrt(var / n)
