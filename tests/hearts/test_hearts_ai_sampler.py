"""The sampler's quick deal: its written-out draw for each set of possible holders of a
card gives exactly the deal of the plain loop over the holders (the same numbers drawn,
the same seat chosen), and many deals dealt side by side (ai/deal_lanes.py) are exactly
the deals sampled one by one, so a faster sampler never changes a sampled deal."""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.hearts.ai.knowledge import Knowledge
from game.hearts.ai.sampler import Sampler, _plan, _quick_deal
from game.rng import Rng

from .helpers import hand_after


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


def _drain(gen: Any) -> Any:
    while True:
        try:
            next(gen)
        except StopIteration as stop:
            return stop.value


def _view_knowledge(me: int, data: Any) -> Any:
    """A Knowledge-like value for the sampler: this seat's hand, the unseen cards, each
    opponent's count, voids (now and then more than any deal allows) and known cards
    (now and then more than the count: an impossible history)."""
    cards = data.draw(st.permutations(range(52)))
    size = data.draw(st.integers(1, 13))
    hand = sum(1 << c for c in cards[:size])
    opps = [s for s in range(4) if s != me]
    counts = [0, 0, 0, 0]
    counts[me] = size
    for s in opps:
        counts[s] = size
    unseen = sum(1 << c for c in cards[size : size + 3 * size])
    voids = [0, 0, 0, 0]
    for s in opps:
        voids[s] = data.draw(st.sampled_from([0, 0, 0, 1, 2, 4, 8, 3, 12]))
    known = [0, 0, 0, 0]
    target = data.draw(st.sampled_from(opps))
    passed = [c for c in cards[size : size + 3 * size] if data.draw(st.integers(0, 19)) == 0][:3]
    known[target] = sum(1 << c for c in passed)
    return SimpleNamespace(me=me, hand=hand, counts=counts, unseen=unseen, voids=voids, known=known,
                           barred=[0, 0, 0, 0])


@settings(max_examples=80, deadline=None)
@given(me=st.integers(0, 3), data=st.data(), seed=st.integers(0, 2**64 - 1),
       n=st.sampled_from([1, 3, 64, 65, 160]), slice_cards=st.sampled_from([20, 150, 10**9]))
def test_many_deals_dealt_side_by_side_are_the_deals_sampled_one_by_one(me: int, data: Any, seed: int, n: int,
                                                                        slice_cards: int) -> None:
    # voids and known cards make dead ends, careful deals and impossible histories: from
    # the first deal that dead-ends, the rest are dealt one at a time
    k = _view_knowledge(me, data)
    one, many = Rng(seed), Rng(seed)
    sampler = Sampler(k)
    expected = [sampler.sample(one) for _ in range(n)]
    got, _ = _drain(Sampler(k).sample_many(many, n, slice_cards))
    assert got == expected
    assert one.next_u64() == many.next_u64()  # the stream left where n samples leave it


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 26**7 - 1), hand_number=st.integers(1, 4), plays=st.integers(0, 51),
       levels=st.lists(st.sampled_from(["easy", "normal", "moon", "random"]), min_size=4, max_size=4))
def test_many_deals_of_a_real_hand_are_the_deals_sampled_one_by_one(seed: int, hand_number: int, plays: int,
                                                                    levels: list[str]) -> None:
    m = hand_after(seed, hand_number, plays, levels)
    k = Knowledge(m.view(m.to_act))
    one, many = Rng(seed), Rng(seed)
    sampler = Sampler(k)
    expected = [sampler.sample(one) for _ in range(160)]
    got, _ = _drain(Sampler(k).sample_many(many, 160, 150))
    assert got == expected
    assert one.next_u64() == many.next_u64()
