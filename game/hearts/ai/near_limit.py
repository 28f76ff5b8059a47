"""Normal's look at the game in a hand that could end it.

Normal plays by rules of thumb that count every point alike, and near the limit a point
is not a point: who takes it decides who wins the game (ai/standing.py).  So in a hand
that could end the game Normal checks the card its rules chose: every distinct legal
card is played out on ``DEALS`` deals of the unseen cards (the sampler Hard uses, the
rollout policy in every seat, no reading of the opponents' play), each valued by this
seat's chance of winning the game, and another card is played only when it is better
by ``MARGIN`` points a deal at ``Z`` standard errors of the deal-by-deal differences
(an outcome near the limit is a win or a loss, so a few deals say little).  Far from
the limit (no ``Standing``) nothing is checked and Normal plays as it always has.

The work is counted in simulated cards and split into slices of ``SLICE_CARDS``, as
Hard's is, so the check never freezes a frame; the deals come from the decision's own
random stream, so a seed gives the same card on every machine.
"""

from __future__ import annotations

import math
from collections.abc import Generator

from game.rng import Rng

from .deal_state import after_card, distinct_candidates, won_after_card
from .fastsim import playout
from .knowledge import Knowledge, hand_value, popcount
from .sampler import Sampler
from .standing import added

#: Deals each card is played out on (24 played noisier: fewer games won than 40).
DEALS = 40
#: Points a deal another card must beat the rules' card by ...
MARGIN = 1.0
#: ... at this many standard errors of the paired differences.
Z = 2.0
#: Simulated cards per slice of work (Hard's figure: under a millisecond natively).
SLICE_CARDS = 150


def check_card(k: Knowledge, allowed: int, card: int, rng: Rng) -> Generator[None, None, int]:
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
    worlds, work = yield from Sampler(k).sample_many(rng, DEALS, SLICE_CARDS)
    values: list[list[float]] = [[] for _ in cands]
    for world in worlds:
        for i, c in enumerate(cands):
            if work and work + cost > SLICE_CARDS:
                work = 0
                yield  # before the playout that would take the slice past SLICE_CARDS
            work += cost
            hands, leader, trick, broken, first, points, voids = after_card(k, world, c)
            won = won_after_card(k, c) if k.scoring.counts_won else None
            pts = playout(hands, leader, trick, broken, first, points, k.rules,
                          voids, -1, won)
            values[i].append(hand_value(pts, me, k.moon_add, won, k.scoring, standing))
    own = cands.index(card)
    best = min(range(len(cands)), key=lambda i: (added(values[i]), cands[i]))
    return cands[best] if better(values[best], values[own]) else card


def better(a: list[float], b: list[float]) -> bool:
    """Whether ``a`` (costs per deal) is lower than ``b`` on the same deals by more than ``MARGIN`` a deal.

    And by ``Z`` standard errors of the differences.
    """
    n = len(a)
    d = [y - x for x, y in zip(a, b, strict=True)]
    mean = added(d) / n
    if mean <= MARGIN:
        return False
    var = added((x - mean) ** 2 for x in d) / max(1, n - 1)
    return mean >= Z * math.sqrt(var / n)
