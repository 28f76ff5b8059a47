"""A search's work is cut into slices the table spreads over frames: each slice holds
no more simulated cards than its budget, the slow deals of a tight position counted too,
and where the slices fall never changes a decision."""

from __future__ import annotations

from devkit.harness import positions
from game.hearts.ai import hard, normal, player, race, sampler
from game.hearts.ai.knowledge import Knowledge
from game.rng import Rng

#: Positions of the Hearts benchmark: late in a hand with tight voids (most quick deals
#: dead-end and a careful deal follows), and early in one (rollouts of a whole hand).
TIGHT, EARLY = 261, 285


def _slices(view, seed, counter: list[int]) -> list[int]:
    """How much of ``counter`` each slice of Hard's decision added."""
    gen = player("hard").think(view, Rng(seed))
    out = []
    while True:
        done = counter[0]
        try:
            next(gen)
        except StopIteration:
            out.append(counter[0] - done)
            return out
        out.append(counter[0] - done)


def test_the_sampler_counts_its_dead_ends_and_careful_deals_as_work():
    pos = positions(TIGHT + 1)
    tight = sampler.Sampler(Knowledge(pos[TIGHT][0]))
    rng = Rng(5)
    for _ in range(3):
        tight.sample(rng)
    assert tight.take_spent() >= 3 * 3 * 11  # three careful deals of 11 cards at least
    assert tight.take_spent() == 0  # taken once
    first = sampler.Sampler(Knowledge(pos[0][0]))  # a pass: nothing shown void
    first.sample(rng)
    assert first.take_spent() == 0


def test_a_slice_of_sampling_holds_only_a_few_careful_deals(monkeypatch):
    view, seed = positions(TIGHT + 1)[TIGHT]
    careful = [0]
    real = sampler._careful_deal

    def counted(*a):
        careful[0] += 1
        return real(*a)

    monkeypatch.setattr(sampler, "_careful_deal", counted)
    per_slice = _slices(view, seed, careful)
    assert sum(per_slice) >= 100  # most of the 160 deals needed one
    k = Knowledge(view)
    unseen = bin(k.unseen).count("1")
    # a careful deal costs three simulated cards for each card it places, and the next
    # deal is expected to cost what the last one did
    assert max(per_slice) <= hard.SHIPPED.slice_cards // (3 * unseen) + 1


def test_a_slice_of_rollouts_stays_within_its_simulated_cards(monkeypatch):
    view, seed = positions(EARLY + 1)[EARLY]
    k = Knowledge(view)
    cost = bin(k.unseen).count("1") + bin(k.hand).count("1")
    played = [0]
    real = race.playout

    def counted(*a, **kw):
        played[0] += cost
        return real(*a, **kw)

    monkeypatch.setattr(race, "playout", counted)
    per_slice = _slices(view, seed, played)
    assert sum(per_slice) > 20 * cost
    assert max(per_slice) <= hard.SHIPPED.slice_cards


def test_the_check_near_the_limit_uses_the_same_budget():
    assert normal.SHIPPED.slice_cards == hard.SHIPPED.slice_cards
