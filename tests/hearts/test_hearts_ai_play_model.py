"""The reading's learned play model: a chance for every legal card, read from its data file,
and the reader that weighs each sampled deal by it (HardConfig.read_model)."""

from __future__ import annotations

import math
from dataclasses import replace
from types import SimpleNamespace

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.hearts import Rules
from game.hearts.ai import hard
from game.hearts.ai.inference import Reader, likelihood
from game.hearts.ai.knowledge import mask_of
from game.hearts.ai.play_model import NAMES, PlayModel, parse, shipped
from game.hearts.ai.sampler import Sampler
from game.hearts.bits import legal_mask
from game.rng import Rng

from .helpers import drain, hand_after, public_reading


def test_the_shipped_model_has_a_weight_for_every_feature_of_every_kind_of_play() -> None:
    model = shipped()
    assert [len(w) for w in model.weights] == [len(n) for n in NAMES]
    assert all(math.isfinite(x) for w in model.weights for x in w)


def test_the_data_file_gives_back_the_weights_it_was_written_from() -> None:
    model = PlayModel(tuple([0.5 * i - 1 for i in range(len(n))] for n in NAMES))  # type: ignore[arg-type]
    assert parse(model.to_json()).weights == model.weights


@pytest.mark.parametrize("text", ["", "[]", '{"lead": {}}', '{"lead": 1, "follow": 2, "discard": 3}'])
def test_a_file_that_is_not_a_play_model_is_refused_with_a_clear_error(text: str) -> None:
    with pytest.raises(ValueError, match="not a play model"):
        parse(text)


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 26**7 - 1), hand_number=st.integers(1, 4), plays=st.integers(0, 47))
def test_the_chances_of_a_seats_legal_cards_add_up_to_one(seed: int, hand_number: int, plays: int) -> None:
    m = hand_after(seed, hand_number, plays, ["normal"] * 4)
    view = m.view(m.to_act)
    hand = mask_of(view.hand)
    cur = [c.index for c in view.trick.cards]
    remaining = ((1 << 52) - 1) & ~mask_of([c for t in view.tricks for c in t.cards]) & ~mask_of(view.trick.cards)
    broken, first = view.hearts_broken, not view.tricks
    legal = legal_mask(hand, cur, broken, first, m.rules)
    model = shipped()
    total = 0.0
    for c in range(52):
        if legal >> c & 1:
            total += model.play(c, cur, view.trick.leader, broken, first, remaining, -1, [0, 0, 0, 0]).chance(
                hand, m.rules)
    assert total == pytest.approx(1.0)


def test_a_card_a_deals_hand_could_not_have_played_has_no_chance() -> None:
    # West discards 3♦ on a club lead while holding a club in this deal
    west = (1 << 14) | (1 << 5)
    play = shipped().play(14, [0], 0, False, True, (1 << 52) - 1, -1, [0, 0, 0, 0])
    assert play.chance(west, Rules()) == 0.0


def test_a_deal_in_which_the_seat_had_a_likelier_card_weighs_less() -> None:
    # West follows a club lead low with 3♣: holding A♣ as well makes the low card less likely
    # than holding only low clubs, by the model's own scores
    model = PlayModel(([0.0] * len(NAMES[0]), [2.0] + [0.0] * (len(NAMES[1]) - 1), [0.0] * len(NAMES[2])))
    k = SimpleNamespace(me=2, played_by=[1, 1 << 1, 0, 0], rules=Rules())
    history = [(0, [0, 1])]
    low = [1 << 5, 1 << 2, 1 << 20, 1 << 6]
    high = [1 << 5, 1 << 12, 1 << 20, 1 << 6]
    reading = (model, 0.0001, 1.0)
    assert likelihood(high, k, history, False, None, 0.5, None, reading) < likelihood(
        low, k, history, False, None, 0.5, None, reading)


def test_one_surprise_counts_as_at_least_the_floor() -> None:
    k = SimpleNamespace(me=2, played_by=[1, 1 << 14, 0, 0], rules=Rules())
    west = [1 << 5, 1 << 3, 1 << 20, 1 << 6]  # a club in hand, yet 3♦ was played on the club lead
    assert likelihood(west, k, [(0, [0, 14])], False, None, 0.5, None, (shipped(), 0.05, 1.0)) == 0.05


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 26**7 - 1), hand_number=st.integers(1, 4), plays=st.integers(1, 51),
       queen_waits=st.booleans(), levels=st.lists(st.sampled_from(["easy", "normal"]), min_size=4, max_size=4),
       floor=st.sampled_from([0.01, 0.05, 0.3]), power=st.sampled_from([0.5, 1.0]))
def test_the_reader_weighs_every_deal_by_the_model_exactly_as_likelihood_does(
        seed: int, hand_number: int, plays: int, queen_waits: bool, levels: list[str], floor: float,
        power: float) -> None:
    rules = Rules(queen_of_spades="after_hearts_broken" if queen_waits else "any_time")
    m = hand_after(seed, hand_number, plays - 1, levels, rules)
    k, history, passed, check = public_reading(m)
    reading = (shipped(), floor, power)
    reader = Reader(k, history, passed, check, 0.5, None, reading)
    worlds = [Sampler(k).sample(Rng(seed + i)) for i in range(40)]
    assert reader.weights(worlds) == [likelihood(w, k, history, passed, check, 0.5, None, reading) for w in worlds]


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 26**7 - 1), hand_number=st.integers(1, 4), plays=st.integers(1, 51),
       levels=st.lists(st.sampled_from(["easy", "normal"]), min_size=4, max_size=4))
def test_the_reader_weighs_by_the_model_and_the_policy_together_exactly_as_likelihood_does(
        seed: int, hand_number: int, plays: int, levels: list[str]) -> None:
    m = hand_after(seed, hand_number, plays - 1, levels)
    k, history, passed, check = public_reading(m)
    reading = (shipped(), 0.05, 1.0)
    reader = Reader(k, history, passed, check, 0.5, None, reading, True)
    worlds = [Sampler(k).sample(Rng(seed + i)) for i in range(40)]
    assert reader.weights(worlds) == [likelihood(w, k, history, passed, check, 0.5, None, reading, True)
                                      for w in worlds]


def test_the_policys_reading_kept_beside_the_model_multiplies_its_weight() -> None:
    k = SimpleNamespace(me=2, played_by=[1, 1 << 14, 0, 0], rules=Rules())
    west = [1 << 5, 1 << 51, 1 << 20, 1 << 6]  # West discards 3♦ on the club lead holding A♥
    history = [(0, [0, 14])]
    reading = (shipped(), 0.05, 1.0)
    alone = likelihood(west, k, history, False, None, 0.5, None, reading)
    assert likelihood(west, k, history, False, None, 0.5, None, reading, True) == 0.5 * alone


def test_hard_reading_through_the_model_decides_the_same_card_every_time() -> None:
    config = replace(hard.SHIPPED, read_model=True)
    m = hand_after(7, 2, 21, ["normal"] * 4)
    view = m.view(m.to_act)
    first, _ = drain(hard.think_play(view, m.decision_rng(m.to_act), config))
    again, _ = drain(hard.think_play(view, m.decision_rng(m.to_act), config))
    assert first == again and first in view.hand


@pytest.mark.parametrize("floor, power", [(0.0, 1.0), (1.5, 1.0), (0.05, -1.0)])
def test_a_model_reading_setting_out_of_range_is_refused(floor: float, power: float) -> None:
    with pytest.raises(ValueError):
        replace(hard.SHIPPED, read_model_floor=floor, read_model_power=power)
