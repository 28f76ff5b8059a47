"""Dealing the unseen cards to the opponents in a way the view allows.

A sampled world respects everything the view proves: how many cards each
opponent holds, the suits each has shown void in, and the cards this seat
passed (they sit in the receiver's hand until played).
"""

from __future__ import annotations

from game.rng import Rng

from .knowledge import SUIT_OF, Knowledge, bits


def sample_world(k: Knowledge, rng: Rng) -> list[int]:
    """Four hand masks: this seat's own hand and a consistent guess for the others."""
    opps = [s for s in range(4) if s != k.me]
    known = list(k.known)
    if any(bin(known[s]).count("1") > k.counts[s] for s in opps):
        known = [0, 0, 0, 0]  # an impossible history: trust only the counts
    known_all = 0
    for s in opps:
        known_all |= known[s]
    pool = bits(k.unseen & ~known_all)
    need = {s: k.counts[s] - bin(known[s]).count("1") for s in opps}
    for attempt in range(24):
        strict = attempt < 20
        hands = [0, 0, 0, 0]
        hands[k.me] = k.hand
        for s in opps:
            hands[s] = known[s]
        left = dict(need)
        cards = list(pool)
        rng.shuffle(cards)
        # most constrained cards first, so the deal rarely paints itself into a corner
        if strict:
            elig = {}
            for c in cards:
                su = SUIT_OF[c]
                elig[c] = [s for s in opps if not (k.voids[s] >> su) & 1]
            cards.sort(key=lambda c: len(elig[c]))
        ok = True
        for c in cards:
            seats = elig[c] if strict else opps
            total = 0
            for s in seats:
                if left[s] > 0:
                    total += left[s]
            if total == 0:
                ok = False
                break
            r = rng.below(total)
            for s in seats:
                if left[s] > 0:
                    if r < left[s]:
                        hands[s] |= 1 << c
                        left[s] -= 1
                        break
                    r -= left[s]
        if ok:
            return hands
    raise AssertionError("unreachable: the unconstrained deal always succeeds")
