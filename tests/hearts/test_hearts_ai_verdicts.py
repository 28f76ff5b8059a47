"""Reading the opponents over many deals at once (ai/verdicts.py) gives the rollout
policy's own answer: for every card an opponent played, the deals in which
``fastsim.policy``, holding that opponent's cards of the deal, plays the same card."""

from __future__ import annotations

from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.hearts import Rules
from game.hearts.ai.deal_lanes import transpose, transpose_rows
from game.hearts.ai.fastsim import policy
from game.hearts.ai.inference import Reader, play_history
from game.hearts.ai.knowledge import Knowledge
from game.hearts.ai.sampler import Sampler
from game.hearts.ai.verdicts import chosen, held_by
from game.rng import Rng

from .helpers import hand_after


@given(st.lists(st.integers(0, (1 << 52) - 1), max_size=200))
def test_transpose_gives_each_card_the_deals_that_hold_it(masks: list[int]) -> None:
    cols = transpose(masks)
    assert len(cols) == 52
    for c in range(52):
        assert cols[c] == sum(((m >> c) & 1) << i for i, m in enumerate(masks))


@given(st.lists(st.integers(0, (1 << 64) - 1), min_size=64, max_size=64))
def test_transposing_64_rows_twice_gives_them_back(rows: list[int]) -> None:
    once = transpose_rows(rows)
    assert all(once[i] >> j & 1 == rows[j] >> i & 1 for i in range(64) for j in range(64))
    assert list(transpose_rows(list(once))) == rows


def _unconstrained(k: Knowledge, rng: Rng) -> list[int]:
    """The unseen cards dealt to the opponents by their counts alone, voids ignored:
    holdings the sampler never makes (a seat holding a suit it has shown void in)."""
    cards = [c for c in range(52) if k.unseen >> c & 1]
    rng.shuffle(cards)
    hands = [0, 0, 0, 0]
    hands[k.me] = k.hand
    i = 0
    for s in range(4):
        if s != k.me:
            for c in cards[i : i + k.counts[s]]:
                hands[s] |= 1 << c
            i += k.counts[s]
    return hands


#: The moments asked about: a deal, a hand, how many cards are out, the rules and the levels.
#: The moon seeker makes a seat that holds every point (the policy defends against it),
#: random play makes holdings the policy would never keep.
MOMENTS = dict(seed=st.integers(0, 26**7 - 1), hand_number=st.integers(1, 4), plays=st.integers(1, 51),
               queen_waits=st.booleans(), no_points_first=st.booleans(), any_club=st.booleans(),
               levels=st.lists(st.sampled_from(["easy", "normal", "moon", "random"]), min_size=4, max_size=4))


def _read_with_worlds(seed: int, hand_number: int, plays: int, queen_waits: bool, no_points_first: bool,
                      any_club: bool, levels: list[str]) -> tuple[Reader, list[list[int]], Rules]:
    """The moment's reader, 80 deals of its unseen cards and the rules played under.

    The reader is the seat to act's once ``plays - 1`` cards are out; 40 deals are the
    sampler's, 40 ignore the shown voids (holdings no consistent deal has)."""
    rules = Rules(queen_of_spades="after_hearts_broken" if queen_waits else "any_time",
                  no_points_first_trick=no_points_first, first_lead="any_club" if any_club else "two_of_clubs")
    m = hand_after(seed, hand_number, plays - 1, levels, rules)
    view = m.view(m.to_act)
    k = Knowledge(view)
    reader = Reader(k, play_history(view), view.pass_direction != "none")
    rng = Rng(seed)
    sampler = Sampler(k)
    worlds = [sampler.sample(rng) for _ in range(40)] + [_unconstrained(k, rng) for _ in range(40)]
    return reader, worlds, k.rules


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.fixed_dictionaries(MOMENTS))
def test_every_verdict_is_the_policys_card_on_every_deal(moment: dict[str, Any]) -> None:
    reader, worlds, rules = _read_with_worlds(**moment)
    every = (1 << len(worlds)) - 1
    for s in reader.opps:
        hands = [w[s] for w in worlds]
        cols = transpose(hands)
        for c, later, cur, leader, broken, first, remaining, threat, voids in reader.points[s]:
            got = chosen(c, cur, leader, s, broken, first, rules, remaining, threat, voids, later, hands,
                         held_by(cols, later, every), every)
            for i, dealt in enumerate(hands):
                h = dealt | later
                want = policy(h, cur, leader, s, broken, first, rules, remaining & ~h, threat, voids) == c
                assert (got >> i & 1) == want, (i, c, cur, bin(h))


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.fixed_dictionaries(MOMENTS))
def test_for_every_card_out_the_verdict_is_the_deals_in_which_the_policy_plays_it(moment: dict[str, Any]) -> None:
    """Not only the card played: asked of every card the seat may hold, the restatement gives each
    deal exactly one card, the policy's, so it allows no card too many and none too few."""
    reader, worlds, rules = _read_with_worlds(**moment)
    every = (1 << len(worlds)) - 1
    for s in reader.opps:
        hands = [w[s] for w in worlds]
        cols = transpose(hands)
        dealt_somewhere = 0
        for h in hands:
            dealt_somewhere |= h
        for _c, later, cur, leader, broken, first, remaining, threat, voids in reader.points[s]:
            held = held_by(cols, later, every)
            want = [policy(d | later, cur, leader, s, broken, first, rules, remaining & ~(d | later), threat, voids)
                    for d in hands]
            out = (dealt_somewhere | later) & remaining
            for card in range(52):
                if out >> card & 1:
                    got = chosen(card, cur, leader, s, broken, first, rules, remaining, threat, voids, later, hands,
                                 held, every)
                    assert got == sum(1 << i for i, w in enumerate(want) if w == card), (card, cur)
