"""The sampler's quick deal: its written-out draw for each set of possible holders of a
card gives exactly the deal of the plain loop over the holders (the same numbers drawn,
the same seat chosen), so a faster sampler never changes a sampled deal."""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from game.hearts.ai.sampler import _plan, _quick_deal
from game.rng import Rng


def plain_deal(me: int, hand: int, counts: list[int], known: list[int], may: dict[int, list[int]],
               order: list[int], rng: Rng) -> list[int] | None:
    """Each card to a possible holder in proportion to the room left, one loop for any
    number of holders (None on a dead end)."""
    opps = [s for s in range(4) if s != me]
    hands = [0, 0, 0, 0]
    hands[me] = hand
    left = [0, 0, 0, 0]
    for s in opps:
        hands[s] = known[s]
        left[s] = counts[s] - known[s].bit_count()
    r64 = 0
    nbits = 0
    for c in order:
        total = sum(left[s] for s in may[c])
        if total == 0:
            return None
        if nbits == 0:
            r64 = rng.next_u64()
            nbits = 4
        r = ((r64 & 0xFFFF) * total) >> 16
        r64 >>= 16
        nbits -= 1
        for s in may[c]:
            if r < left[s]:
                hands[s] |= 1 << c
                left[s] -= 1
                break
            r -= left[s]
    return hands


@settings(max_examples=200, deadline=None)
@given(me=st.integers(0, 3), data=st.data(), seed=st.integers(0, 2**64 - 1))
def test_the_quick_deal_deals_as_the_plain_loop_over_the_holders(me: int, data: Any, seed: int) -> None:
    opps = [s for s in range(4) if s != me]
    cards = data.draw(st.lists(st.integers(0, 51), unique=True, max_size=39))
    # the sampler lists a card's possible holders in seat order
    may = {c: sorted(data.draw(st.lists(st.sampled_from(opps), unique=True, max_size=3))) for c in cards}
    order = sorted(cards, key=lambda c: len(may[c]))
    # room per opponent: about a fair share, sometimes too little (dead ends)
    counts = [0, 0, 0, 0]
    for s in opps:
        counts[s] = data.draw(st.integers(0, 13))
    known = [0, 0, 0, 0]
    k: Any = SimpleNamespace(me=me, hand=0, counts=counts)
    a, b = Rng(seed), Rng(seed)
    assert (_quick_deal(k, opps, known, _plan(order, may, opps), a)
            == plain_deal(me, 0, counts, known, may, order, b))
    assert a.next_u64() == b.next_u64()  # the same numbers drawn
