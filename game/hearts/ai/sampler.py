"""Dealing the unseen cards to the opponents in a way the view allows.

A sampled world respects everything the view proves: how many cards each
opponent holds, the suits each has shown void in, and the cards this seat
passed (they sit in the receiver's hand until played).

Each card goes to an opponent that may hold it, with probability proportional to
the room left in that hand: without voids this is exactly a uniform deal; cards
with fewer possible holders are placed first so the deal rarely dead-ends (and a
dead end simply starts again).  Random numbers are drawn 16 bits at a time, four
per ``next_u64``: this sampler is a hot loop of the Hard player.
"""

from __future__ import annotations

from game.rng import Rng

from .knowledge import SUIT_OF, Knowledge, bits


def sample_world(k: Knowledge, rng: Rng) -> list[int]:
    """Four hand masks: this seat's own hand and a consistent guess for the others."""
    return Sampler(k).sample(rng)


class Sampler:
    """The per-decision part of sampling, worked out once for many deals."""

    __slots__ = ("k", "opps", "known", "may", "order")

    def __init__(self, k: Knowledge) -> None:
        self.k = k
        me = k.me
        self.opps = opps = [s for s in range(4) if s != me]
        known = list(k.known)
        if any(known[s].bit_count() > k.counts[s] for s in opps):
            known = [0, 0, 0, 0]  # an impossible history: trust only the counts
        self.known = known
        known_all = known[0] | known[1] | known[2] | known[3]
        pool = bits(k.unseen & ~known_all)
        # the opponents that may hold a card of each suit
        self.may = may = [[s for s in opps if not (k.voids[s] >> su) & 1] for su in range(4)]
        self.order = sorted(pool, key=lambda c: len(may[SUIT_OF[c]]))

    def sample(self, rng: Rng) -> list[int]:
        return _deal(self.k, self.opps, self.known, self.may, self.order, rng)


def _deal(k: Knowledge, opps: list, known: list, may: list, order: list, rng: Rng) -> list[int]:
    me = k.me
    for attempt in range(10):
        strict = attempt < 8
        if attempt == 8:
            careful = _careful_deal(k, known, order, may, opps, rng)
            if careful is not None:
                return careful
        hands = [0, 0, 0, 0]
        hands[me] = k.hand
        left = [0, 0, 0, 0]
        for s in opps:
            hands[s] = known[s]
            left[s] = k.counts[s] - known[s].bit_count()
        r64 = 0
        nbits = 0
        ok = True
        for c in order:
            seats = may[SUIT_OF[c]] if strict else opps
            total = 0
            for s in seats:
                total += left[s]
            if total == 0:
                ok = False
                break
            if nbits == 0:
                r64 = rng.next_u64()
                nbits = 4
            r = ((r64 & 0xFFFF) * total) >> 16
            r64 >>= 16
            nbits -= 1
            for s in seats:
                ls = left[s]
                if r < ls:
                    hands[s] |= 1 << c
                    left[s] = ls - 1
                    break
                r -= ls
        if ok:
            return hands
    raise AssertionError("unreachable: the unconstrained deal always succeeds")


def _careful_deal(k: Knowledge, known: list, order: list, may: list, opps: list, rng: Rng):
    """A deal that never dead-ends: before each card goes to a seat, Hall's condition
    (every group of seats has room for the cards only they may hold) is checked for
    what is left.  Slower, so only used when quick deals keep failing (tight voids
    late in a hand).  None when the view allows no deal at all."""
    hands = [0, 0, 0, 0]
    hands[k.me] = k.hand
    left = [0, 0, 0, 0]
    for s in opps:
        hands[s] = known[s]
        left[s] = k.counts[s] - known[s].bit_count()
    rem = [0, 0, 0, 0]
    for c in order:
        rem[SUIT_OF[c]] += 1
    subsets = [[s for j, s in enumerate(opps) if m >> j & 1] for m in range(1, 8)]

    def feasible() -> bool:
        for t in subsets:
            need = 0
            for su in range(4):
                if rem[su] and all(x in t for x in may[su]):
                    need += rem[su]
            if need > sum(left[x] for x in t):
                return False
        return True

    for c in order:
        su = SUIT_OF[c]
        rem[su] -= 1
        options = []
        for s in may[su]:
            if left[s] > 0:
                left[s] -= 1
                if feasible():
                    options.append(s)
                left[s] += 1
        if not options:
            return None
        total = sum(left[s] for s in options)
        r = rng.below(total)
        for s in options:
            if r < left[s]:
                hands[s] |= 1 << c
                left[s] -= 1
                break
            r -= left[s]
    return hands
