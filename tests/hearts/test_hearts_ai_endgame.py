"""Hard's exact finish (game/hearts/ai/endgame.py): the last tricks of a sampled deal
searched instead of rolled out."""

from __future__ import annotations

from dataclasses import replace

import pytest

from game.hearts import Match
from game.hearts.ai import choose, hard
from game.hearts.ai.deal_state import after_card
from game.hearts.ai.endgame import Solver
from game.hearts.ai.fastsim import playout
from game.hearts.ai.knowledge import Knowledge, hand_value, one_per_run, popcount
from game.hearts.ai.sampler import sample_world
from game.hearts.bits import legal_mask
from game.rng import Rng

from .helpers import cards, drain, pass_all


def _late(seed: int, left: int) -> Match:
    """A hand played by Normal until the seat to act holds ``left`` cards."""
    m = Match(seed)
    pass_all(m, "normal")
    while len(m.hands[m.to_act]) > left:
        s = m.to_act
        m.apply(s, choose(m.view(s), "normal", m.decision_rng(s)))
    return m


def _mask(text: str) -> int:
    return sum(1 << c.index for c in cards(text))


def test_equivalent_cards_are_tried_once_and_a_card_still_in_play_splits_adrain():
    hand = _mask("5C 6C 7C 9C")
    # nothing still in play between 5, 6 and 7: one of them is enough; 8C is out there
    assert one_per_run(hand, hand | _mask("8C")) == [cards("5C")[0].index, cards("9C")[0].index]
    assert one_per_run(hand, hand | _mask("6D")) == [cards("5C")[0].index]


def test_the_queen_of_spades_is_never_like_its_neighbours():
    hand = _mask("JS QS KS")
    assert len(one_per_run(hand, hand)) == 3


@pytest.mark.parametrize("seed", range(8))
def test_searching_its_own_plays_never_ends_worse_than_the_rollout(seed):
    """In ``self`` mode the rollout policy's line is one of the lines searched, and the
    opponents play the same policy, so the searched result is at least as good."""
    m = _late(seed, 4)
    k = Knowledge(m.view(m.to_act))
    world = sample_world(k, Rng(seed))
    allowed = legal_mask(k.hand, k.trick, k.broken, k.first, k.rules)
    for c in one_per_run(allowed, allowed | k.unseen):
        state = after_card(k, world, c)
        solver = Solver(k.me, "self", k.rules, k.moon_add, 10**9)
        searched, _ = drain(solver.finish(*[list(x) if isinstance(x, list) else x for x in state]))
        hands, leader, trick, broken, first, points, voids = after_card(k, world, c)
        rolled = playout(hands, leader, trick, broken, first, points, k.rules, voids)
        assert hand_value(list(searched), k.me, k.moon_add) <= hand_value(rolled, k.me, k.moon_add) + 1e-9
        assert sum(searched) in (26, 78)  # every point is taken (a moon: 26, or its +26 scores)


@pytest.mark.parametrize("mode", ["self", "maxn"])
def test_the_search_yields_in_small_slices_and_gives_the_same_answer_however_sliced(mode):
    m = _late(3, 3)
    k = Knowledge(m.view(m.to_act))
    world = sample_world(k, Rng(1))
    allowed = legal_mask(k.hand, k.trick, k.broken, k.first, k.rules)
    c = (allowed & -allowed).bit_length() - 1
    fine = Solver(k.me, mode, k.rules, k.moon_add, 5)
    coarse = Solver(k.me, mode, k.rules, k.moon_add, 10**9)
    a, steps = drain(fine.finish(*after_card(k, world, c)))
    b, none = drain(coarse.finish(*after_card(k, world, c)))
    assert a == b and none == 0 and steps >= 1


def test_hard_with_the_exact_finish_plays_a_legal_card_and_repeats_it_for_a_seed():
    m = _late(7, 4)
    s = m.to_act
    assert popcount(Knowledge(m.view(s)).hand) == 4
    four = replace(hard.SHIPPED, endgame_hand=4)
    first = choose(m.view(s), "hard", Rng(5), four)
    assert first == choose(m.view(s), "hard", Rng(5), four)
    assert first.card in m.legal(s)
