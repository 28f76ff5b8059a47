"""Hard's work per decision: it stops playing out deals once its best card is settled
(on the very deals the every-deal search draws), does no search at all for a forced card
or a choice between cards that play the same, and reads the opponents' play once per
decision (inference.Reader, every deal at once) with the weights unchanged."""

from __future__ import annotations

from dataclasses import replace
from types import SimpleNamespace

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.cards import parse_cards
from game.hearts import Match, PlayerView, Rules
from game.hearts.ai import choose, hard, race
from game.hearts.ai.inference import Reader, across_pass_check, likelihood, play_history
from game.hearts.ai.knowledge import Knowledge, mask_of
from game.hearts.ai.sampler import Sampler
from game.hearts.trick import Trick
from game.rng import Rng

from .helpers import drain, hand_after, public_reading


class CountingRng(Rng):
    """An Rng that counts the numbers drawn from it."""

    __slots__ = ("drawn",)

    def __init__(self, seed: int) -> None:
        super().__init__(seed)
        self.drawn = 0

    def next_u64(self) -> int:
        self.drawn += 1
        return super().next_u64()


def _second_trick_view(hand: str, trick: str) -> PlayerView:
    """Seat 3 to play last to the second trick; seat 0 took the first and led."""
    first = Trick(1, tuple(parse_cards("2C 2H 3C 5C".split())))
    return PlayerView(seat=3, hand_number=4, pass_direction="none", phase="play",
                      hand=tuple(parse_cards(hand.split())), tricks=(first,),
                      trick=Trick(0, tuple(parse_cards(trick.split()))))


def test_a_forced_card_is_played_without_search_or_random_numbers() -> None:
    view = _second_trick_view("3H 6C 7C 8C 9C 10C JC 2D 3D 4D 5D 6D", "4H 6H 7H")
    rng = CountingRng(1)
    card, slices = drain(hard.think_play(view, rng))
    assert str(card) == "3H"
    assert slices == 0 and rng.drawn == 0


def test_touching_cards_with_nothing_between_them_out_are_one_choice_and_need_no_search() -> None:
    # 8♥ and 9♥ are the only hearts; nothing lies between them, so either plays the same
    view = _second_trick_view("8H 9H 6C 7C 8C 9C 10C JC 2D 3D 4D 5D", "4H 6H 7H")
    rng = CountingRng(1)
    card, slices = drain(hard.think_play(view, rng))
    assert str(card) == "8H"
    assert slices == 0 and rng.drawn == 0


def test_settle_sets_aside_a_clearly_worse_card_and_keeps_open_questions() -> None:
    best = [0.0, 1.0, -2.0, 3.0, 0.0, 1.0, 0.0, 2.0]
    same = list(best)  # has played the same so far: a rare deal may still tell them apart
    far_worse = [x + 13.0 for x in best]
    unclear = [x + d for x, d in zip(best, [9.0, -8.0, 7.0, -9.0, 8.0, -7.0, 9.0, -8.0], strict=True)]
    values = [best, same, far_worse, unclear]
    assert hard.settle(values, [0, 1, 2, 3], 2.0, 0.25, 3.0) == [0, 1, 3]
    # a choice the rule must keep (Normal's pass) stays, however it does
    assert hard.settle(values, [0, 1, 2, 3], 2.0, 0.25, 3.0, keep=2) == [0, 1, 2, 3]
    # with many equal deals the doubt is gone: the same card is set aside
    many = [best * 5, best * 5, far_worse * 5]
    assert hard.settle(many, [0, 1, 2], 2.0, 0.25, 3.0) == [0]


def _playouts(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """A counter of the rollouts Hard's card search plays from now on."""
    count = [0]
    real = race.playout

    def counted(*args: object) -> list[int]:
        count[0] += 1
        return real(*args)  # type: ignore[arg-type]

    monkeypatch.setattr(race, "playout", counted)
    return count


def test_a_clear_decision_stops_early_the_same_way_on_every_run(monkeypatch: pytest.MonkeyPatch) -> None:
    # 3♥ and 5♥ duck under the 7♥ (the 4♥ on the table splits them), 8♥ takes four hearts
    view = _second_trick_view("3H 5H 8H 6C 7C 8C 9C 10C JC 2D 3D 4D", "4H 6H 7H")
    count = _playouts(monkeypatch)
    fixed, fixed_slices = drain(hard.think_play(view, Rng(5), hard.FIXED_WORK))
    fixed_playouts = count[0]
    count[0] = 0
    first = drain(hard.think_play(view, Rng(5)))
    playouts = count[0]
    again = drain(hard.think_play(view, Rng(5)))
    assert first == again  # the rule reads the samples, never the clock
    card, slices = first
    assert str(card) in ("3H", "5H") and str(fixed) in ("3H", "5H")
    assert slices < fixed_slices
    assert playouts < 0.75 * fixed_playouts  # 8♥ set aside early; 3♥ and 5♥ play alike and race on


def _positions() -> list[PlayerView]:
    """Every play of a hand played by Normal with more than one card to choose from."""
    views = []
    for seed in (21,):
        m = Match(seed)
        while m.phase == "pass":
            s = m.awaiting_pass[0]
            m.apply(s, choose(m.view(s), "normal", m.decision_rng(s)))
        while m.phase == "play":
            s = m.to_act
            assert s is not None
            view = m.view(s)
            if len(view.legal()) > 1:
                views.append(view)
            m.apply(s, choose(view, "normal", m.decision_rng(s)))
    return views


def test_a_race_that_sets_nothing_aside_decides_as_the_search_that_plays_every_deal() -> None:
    # the race plays the deals the every-deal search draws (only in another order): with
    # a rule that never settles, every card meets every one of them and the choice is the same
    never = replace(hard.SHIPPED, settle_z=1e9)
    for i, view in enumerate(_positions()):
        raced, _ = drain(hard.think_play(view, Rng(i), never))
        fixed, _ = drain(hard.think_play(view, Rng(i), hard.FIXED_WORK))
        assert raced == fixed, (i, view.hand, view.trick)


def test_a_hard_that_plays_every_deal_is_still_there_for_comparison() -> None:
    assert hard.FIXED_WORK.settle_z == 0 and hard.FIXED_WORK.pass_race_z == 0
    assert hard.SHIPPED.settle_z > 0 and hard.SHIPPED.pass_race_z > 0


def test_the_reader_weighs_every_deal_exactly_as_likelihood_does() -> None:
    for seed in (3, 4):
        m = Match(seed)
        while m.phase == "pass":
            s = m.awaiting_pass[0]
            m.apply(s, choose(m.view(s), "normal", m.decision_rng(s)))
        for plays in range(40):
            s = m.to_act
            view = m.view(s)
            if plays % 7 == 6:
                k = Knowledge(view)
                history = play_history(view)
                check = across_pass_check(k, mask_of(view.passed), mask_of(view.received))
                reader = Reader(k, history, True, check, 0.5)
                sampler = Sampler(k)
                rng = Rng(plays)
                worlds = [sampler.sample(rng) for _ in range(60)]
                assert reader.weights(worlds) == [likelihood(w, k, history, True, check, 0.5) for w in worlds]
            m.apply(s, choose(view, "normal", m.decision_rng(s)))


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 26**7 - 1), hand_number=st.integers(1, 4), plays=st.integers(1, 51),
       queen_waits=st.booleans(), no_points_first=st.booleans(), levels=st.lists(
           st.sampled_from(["easy", "normal"]), min_size=4, max_size=4),
       surprise=st.sampled_from([0.1, 0.5, 0.9]))
def test_the_reader_weighs_random_histories_and_deals_exactly_as_likelihood_does(
        seed: int, hand_number: int, plays: int, queen_waits: bool, no_points_first: bool, levels: list[str],
        surprise: float) -> None:
    # the reader restates the policy's rules over many deals at once (ai/verdicts.py):
    # every rule that could tell them apart is drawn
    rules = Rules(queen_of_spades="after_hearts_broken" if queen_waits else "any_time",
                  no_points_first_trick=no_points_first)
    m = hand_after(seed, hand_number, plays - 1, levels, rules)
    k, history, passed, check = public_reading(m)
    reader = Reader(k, history, passed, check, surprise)
    sampler = Sampler(k)
    rng = Rng(seed)
    worlds = [sampler.sample(rng) for _ in range(40)]
    assert reader.weights(worlds) == [likelihood(w, k, history, passed, check, surprise) for w in worlds]


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 26**7 - 1), hand_number=st.integers(1, 4), plays=st.integers(1, 51),
       levels=st.lists(st.sampled_from(["easy", "normal"]), min_size=4, max_size=4),
       by_kind=st.tuples(*[st.sampled_from([0.1, 0.5, 1.0])] * 3))
def test_the_reader_weighs_each_kind_of_play_by_its_own_surprise_as_likelihood_does(
        seed: int, hand_number: int, plays: int, levels: list[str], by_kind: tuple[float, float, float]) -> None:
    m = hand_after(seed, hand_number, plays - 1, levels)
    k, history, passed, check = public_reading(m)
    reader = Reader(k, history, passed, check, 0.5, by_kind)
    sampler = Sampler(k)
    rng = Rng(seed)
    worlds = [sampler.sample(rng) for _ in range(40)]
    assert reader.weights(worlds) == [likelihood(w, k, history, passed, check, 0.5, by_kind) for w in worlds]


def test_a_discard_the_policy_would_not_make_weighs_by_the_discards_surprise() -> None:
    # West discards 3♦ on a club lead: the policy, holding hearts, would have dumped its highest
    k = SimpleNamespace(me=2, played_by=[0, 0, 0, 0], rules=Rules())
    west = (1 << 14) | (1 << 51) | (1 << 50)  # 3♦ A♥ K♥
    world = [1 << 5, west, 1 << 20, 1 << 6]
    history = [(0, [0, 14])]
    assert likelihood(world, k, history, False, None, 0.5, (1.0, 1.0, 0.25)) == 0.25
    assert likelihood(world, k, history, False, None, 0.5, (0.25, 0.25, 1.0)) == 1.0
    assert likelihood(world, k, history, False, None, 0.5) == 0.5
