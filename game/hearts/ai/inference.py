"""Reading the opponents' cards from how they played.

A sampled deal is weighed by how well it explains the cards the opponents chose:
replaying the hand so far with the rollout policy in their seats, every card the
policy would also have chosen keeps the weight, every other card multiplies it by
``SURPRISE``.  Only public facts and the sampled deal are used.  Worlds are then
drawn in proportion to their weights (systematic resampling).
"""

from __future__ import annotations

from game.rng import Rng

from .fastsim import policy, threat_seat
from .knowledge import POINTS_OF, SUIT_MASK, SUIT_OF, Knowledge, bits

SURPRISE = 0.1
#: How much likelier a void is in a hand after the pass than in a fresh deal, per
#: suit (players pass to empty short suits): measured on Normal's passes, 2,400
#: hands; a fresh deal is void in a given suit ~1.3% of the time, after the pass
#: ~8% in clubs or diamonds.
VOID_PRIOR = (5.7, 5.6, 2.2, 1.6)


def play_history(view) -> list[tuple[int, list[int]]]:
    """(leader, cards) of every trick so far, the current one last."""
    out = [(t.leader, [c.index for c in t.cards]) for t in view.tricks]
    if view.trick.cards:
        out.append((view.trick.leader, [c.index for c in view.trick.cards]))
    return out


def likelihood(world: list, k: Knowledge, history: list, passed: bool) -> float:
    """How well ``world`` explains the hand so far (up to a constant factor)."""
    surprise = SURPRISE
    me = k.me
    hands = [world[s] | k.played_by[s] for s in range(4)]
    w = 1.0
    if passed:
        for s in range(4):
            if s != me:
                for su in range(4):
                    if not hands[s] & SUIT_MASK[su]:
                        w *= VOID_PRIOR[su]
    remaining = hands[0] | hands[1] | hands[2] | hands[3]
    points = [0, 0, 0, 0]
    threat = -1
    voids = [0, 0, 0, 0]
    broken = False
    first = True
    qw, npf = k.queen_waits, k.no_points_first
    for leader, cards in history:
        cur: list[int] = []
        for i, c in enumerate(cards):
            seat = (leader + i) & 3
            h = hands[seat]
            if seat != me and h & (h - 1):
                if policy(h, cur, leader, seat, broken, first, qw, npf, remaining & ~h, threat, voids) != c:
                    w *= surprise
            if i and SUIT_OF[c] != SUIT_OF[cards[0]]:
                voids[seat] |= 1 << SUIT_OF[cards[0]]
            bit = 1 << c
            hands[seat] = h & ~bit
            remaining &= ~bit
            cur.append(c)
            if c >= 39:
                broken = True
        if len(cards) == 4:
            led = SUIT_OF[cards[0]]
            wi = 0
            p = 0
            for i in range(4):
                p += POINTS_OF[cards[i]]
                if SUIT_OF[cards[i]] == led and cards[i] > cards[wi]:
                    wi = i
            if p:
                points[(leader + wi) & 3] += p
                threat = threat_seat(points)
            first = False
    return w


def resample(worlds: list, weights: list, n: int, rng: Rng) -> list:
    """``n`` worlds drawn in proportion to ``weights`` (systematic resampling)."""
    total = sum(weights)
    if total <= 0:
        return worlds[:n]
    step = total / n
    u = rng.random() * step
    out = []
    acc = 0.0
    i = 0
    for j in range(n):
        target = u + j * step
        while i < len(worlds) - 1 and acc + weights[i] < target:
            acc += weights[i]
            i += 1
        out.append(worlds[i])
    return out


def rejuvenate(world: list, weight: float, k: Knowledge, history: list, passed: bool,
               steps: int, rng: Rng) -> tuple[list, float]:
    """A few Metropolis moves (swap two hidden cards between two opponents) from
    ``world``, so that resampled copies of one good world spread over its likely
    neighbours instead of repeating it."""
    opps = [s for s in range(4) if s != k.me]
    free = [world[s] & ~k.known[s] for s in range(4)]
    for _ in range(steps):
        a = opps[rng.below(3)]
        b = opps[rng.below(3)]
        if a == b or not free[a] or not free[b]:
            continue
        xa = bits(free[a])
        xb = bits(free[b])
        x = xa[rng.below(len(xa))]
        y = xb[rng.below(len(xb))]
        if (k.voids[b] >> SUIT_OF[x]) & 1 or (k.voids[a] >> SUIT_OF[y]) & 1:
            continue
        new = list(world)
        swap = (1 << x) | (1 << y)
        new[a] ^= swap
        new[b] ^= swap
        w = likelihood(new, k, history, passed)
        if w >= weight or rng.random() * weight < w:
            world, weight = new, w
            free = [world[s] & ~k.known[s] for s in range(4)]
    return world, weight
