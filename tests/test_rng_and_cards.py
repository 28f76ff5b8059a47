"""Golden values for the shared PRNG and card notation: deal codes rest on these."""

import pytest
from hypothesis import given
from hypothesis import strategies as st

from game.cards import Card, Rank, Suit, full_deck
from game.rng import GOLDEN_GAMMA, MASK64, Rng, mix64


def test_splitmix64_reference_values():
    # Reference output of SplitMix64 seeded with 0 (as in Vigna's splitmix64.c).
    r = Rng(0)
    assert [r.next_u64() for _ in range(3)] == [
        0xE220A8397B1DCDAF,
        0x6E789E6AA1B965F4,
        0x06C45D188009454F,
    ]


def test_below_is_in_range_and_golden():
    r = Rng(12345)
    xs = [r.below(52) for _ in range(8)]
    assert all(0 <= x < 52 for x in xs)
    assert xs == [Rng(12345).below(52) for _ in range(1)] + xs[1:]


def test_shuffle_is_a_permutation():
    deck = list(range(52))
    Rng(7).shuffle(deck)
    assert sorted(deck) == list(range(52))


def _plain_shuffle(rng: Rng, seq: list[int]) -> None:
    """Fisher–Yates from the last index down, each index drawn by ``Rng.below``."""
    for i in range(len(seq) - 1, 0, -1):
        j = rng.below(i + 1)
        seq[i], seq[j] = seq[j], seq[i]


@given(st.integers(0, 2**64 - 1), st.integers(0, 70))
def test_shuffle_deals_as_fisher_yates_over_below_and_leaves_the_stream_where_it_does(seed: int, n: int) -> None:
    a, b = Rng(seed), Rng(seed)
    x, y = list(range(n)), list(range(n))
    a.shuffle(x)
    _plain_shuffle(b, y)
    assert x == y
    assert a.next_u64() == b.next_u64()


def _unmix64(z: int) -> int:
    """The state whose SplitMix64 output is ``z`` (each step of mix64 undone)."""
    z ^= (z >> 31) ^ (z >> 62)
    z = (z * pow(0x94D049BB133111EB, -1, 1 << 64)) & MASK64
    z ^= (z >> 27) ^ (z >> 54)
    z = (z * pow(0xBF58476D1CE4E5B9, -1, 1 << 64)) & MASK64
    z ^= (z >> 30) ^ (z >> 60)
    return z


def test_a_shuffles_draw_over_below_s_bound_is_drawn_again_as_below_does() -> None:
    # the first draw is 2**64 - 1, over the bound for 39 cards: below draws again
    seed = (_unmix64(MASK64) - GOLDEN_GAMMA) & MASK64
    assert Rng(seed).next_u64() == MASK64
    a, b = Rng(seed), Rng(seed)
    x, y = list(range(39)), list(range(39))
    a.shuffle(x)
    _plain_shuffle(b, y)
    assert x == y
    assert a.next_u64() == b.next_u64()


def test_a_stream_handed_off_and_resumed_goes_on_as_if_drawn_by_itself():
    """A loop given the state by handoff, stepping and mixing it, resumes the stream where it left it."""
    a, b = Rng(99), Rng(99)
    a.next_u64()
    b.next_u64()
    state = b.handoff()
    drawn = []
    for _ in range(5):
        state = (state + GOLDEN_GAMMA) & MASK64
        drawn.append(mix64(state))
    b.resume(state)
    assert drawn == [a.next_u64() for _ in range(5)]
    assert [b.next_u64() for _ in range(3)] == [a.next_u64() for _ in range(3)]


def test_mix64_is_deterministic():
    assert mix64(1) == mix64(1) and mix64(1) != mix64(2)


def test_card_notation_round_trips():
    for card in full_deck():
        assert Card.parse(str(card)) == card
        assert Card.from_index(card.index) == card
    assert str(Card(Rank.TEN, Suit.HEARTS)) == "10H"
    assert Card.parse(" qs ").pretty == "Q♠"


@pytest.mark.parametrize("bad", ["", "1", "11H", "QX", "ZZ"])
def test_bad_card_text_is_refused(bad):
    with pytest.raises(ValueError):
        Card.parse(bad)
