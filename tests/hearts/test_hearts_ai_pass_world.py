"""The pass search's sampled deal (hard_pass._pass_world) deals the unseen cards as ``Rng.shuffle``
does and leaves the stream where ``Rng.shuffle`` leaves it, or every pass Hard chooses could
change (the shuffle's own fast form is held to ``Rng.below`` in tests/test_rng_and_cards.py)."""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from game.hearts.ai import hard_pass, normal
from game.rng import GOLDEN_GAMMA, MASK64, Rng


def shuffled_world(me: int, hand: int, rest: list[int], target: int, rng: Rng) -> tuple[list[int], list[int]]:
    """_pass_world with ``Rng.shuffle`` itself: the opponents' hands after Normal's passes,
    and those passes."""
    cards = list(rest)
    rng.shuffle(cards)
    hands = [0, 0, 0, 0]
    hands[me] = hand
    opps = [s for s in range(4) if s != me]
    for j, s in enumerate(opps):
        for c in cards[13 * j : 13 * j + 13]:
            hands[s] |= 1 << c
    passes = [0, 0, 0, 0]
    for s in opps:
        for c in normal.choose_pass(hands[s]):
            passes[s] |= 1 << c
    after = [hands[s] & ~passes[s] for s in range(4)]
    for s in opps:
        after[(s + target - me) % 4] |= passes[s]
    return after, passes


@settings(max_examples=60, deadline=None)
@given(me=st.integers(0, 3), shift=st.integers(1, 3), seed=st.integers(0, 2**64 - 1), data=st.data())
def test_the_pass_world_deals_as_rng_shuffle(me: int, shift: int, seed: int, data: Any) -> None:
    deck = data.draw(st.permutations(range(52)))
    hand = 0
    for c in deck[:13]:
        hand |= 1 << c
    rest = sorted(deck[13:])
    target = (me + shift) % 4
    k: Any = SimpleNamespace(me=me, hand=hand)
    a, b = Rng(seed), Rng(seed)
    assert hard_pass._pass_world(k, rest, target, a) == shuffled_world(me, hand, rest, target, b)
    assert a.next_u64() == b.next_u64()  # the stream left where Rng.shuffle leaves it


def _unmix64(z: int) -> int:
    """The state whose SplitMix64 output is ``z`` (each step of rng.mix64 undone)."""
    z ^= (z >> 31) ^ (z >> 62)
    z = (z * pow(0x94D049BB133111EB, -1, 1 << 64)) & MASK64
    z ^= (z >> 27) ^ (z >> 54)
    z = (z * pow(0xBF58476D1CE4E5B9, -1, 1 << 64)) & MASK64
    z ^= (z >> 30) ^ (z >> 60)
    return z


def test_a_draw_over_rng_below_s_bound_is_drawn_again_as_rng_does() -> None:
    # the first draw is 2**64 - 1, over the bound for 39 cards: Rng.below draws again
    seed = (_unmix64(MASK64) - GOLDEN_GAMMA) & MASK64
    assert Rng(seed).next_u64() == MASK64
    hand = (1 << 13) - 1
    rest = list(range(13, 52))
    k: Any = SimpleNamespace(me=0, hand=hand)
    a, b = Rng(seed), Rng(seed)
    assert hard_pass._pass_world(k, rest, 1, a) == shuffled_world(0, hand, rest, 1, b)
    assert a.next_u64() == b.next_u64()
