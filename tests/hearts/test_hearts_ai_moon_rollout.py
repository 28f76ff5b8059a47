"""The moon-aware play-out: a seat with every point and the cards to run shoots, the others stop it."""

from __future__ import annotations

from dataclasses import replace

import pytest

from game.cards import parse_cards
from game.hearts.ai import fastsim, hard
from game.hearts.ai.fastsim import THREAT_POINTS, playout
from game.hearts.ai.knowledge import mask_of
from game.hearts.ai.moon_rollout import losers_within, moon_playout, rollout_for, runner, stop_card
from game.hearts.bits import legal_mask
from game.hearts.rules import Rules
from game.rng import Rng

RULES = Rules()


def _mask(text: str) -> int:
    return mask_of(parse_cards(text.split()))


def _card(text: str) -> int:
    return parse_cards([text])[0].index


def test_a_card_is_a_loser_when_another_hand_holds_a_higher_card_of_its_suit():
    hand = _mask("AH KH 2H AS 3C")
    others = _mask("QH 5S 4C 9D")
    # 2♥ (under Q♥) and 3♣ (under 4♣) can be beaten; A♥ K♥ A♠ cannot
    assert losers_within(hand, others, 2)
    assert not losers_within(hand, others, 1)


def test_a_suit_nobody_else_holds_has_no_losers():
    assert losers_within(_mask("2D 3D 4D AH"), _mask("KH 5C"), 0)


def test_the_seat_with_every_point_and_the_cards_to_run_goes_for_the_moon():
    hands = [_mask("AH KH QH AS"), _mask("2C 3C 4C 5C"), _mask("6C 7C 8C 9C"), _mask("TC JC 2D 3D")]
    remaining = hands[0] | hands[1] | hands[2] | hands[3]
    assert runner(hands, [22, 0, 0, 0], remaining, 1) == 0


def test_nobody_goes_for_the_moon_while_the_points_are_shared_or_the_hand_can_be_beaten():
    hands = [_mask("AH KH 2H 3H"), _mask("QH 3C 4C 5C"), _mask("6C 7C 8C 9C"), _mask("TC JC 2D 3D")]
    remaining = hands[0] | hands[1] | hands[2] | hands[3]
    assert runner(hands, [13, 0, 0, 9], remaining, 4) == -1  # two seats hold points
    assert runner(hands, [0, 0, 0, 0], remaining, 4) == -1  # nobody holds a point yet
    assert runner(hands, [17, 0, 0, 0], remaining, 1) == -1  # 2♥ and 3♥ fall to Q♥


def test_the_runner_takes_every_trick_left_where_the_plain_play_out_ducks_one():
    # South (0) holds every point so far (Q♠ and nine hearts); North led 5♥.  The rule-of-thumb
    # policy ducks under it with 3♥ and gives the trick away; the runner wins it with A♥.
    hands = [_mask("AH KH 3H"), _mask("7C 8C 9C"), _mask("2C 3C"), _mask("4C 5C 6C")]
    points = [22, 0, 0, 0]
    moon = moon_playout(list(hands), 2, [_card("5H")], True, False, list(points), RULES, [0, 0, 0, 0])
    plain = playout(list(hands), 2, [_card("5H")], True, False, list(points), RULES, [0, 0, 0, 0])
    assert moon == [26, 0, 0, 0]
    assert plain[2] > 0


def test_a_seat_named_never_runs_unless_it_is_the_planned_shooter():
    # the same cards: South would run, but South's moons are weighed elsewhere
    hands = [_mask("AH KH 3H"), _mask("7C 8C 9C"), _mask("2C 3C"), _mask("4C 5C 6C")]
    points = [22, 0, 0, 0]
    kept = moon_playout(list(hands), 2, [_card("5H")], True, False, list(points), RULES, [0, 0, 0, 0], never=0)
    planned = moon_playout(list(hands), 2, [_card("5H")], True, False, list(points), RULES, [0, 0, 0, 0], 0,
                           never=0)
    assert kept[2] > 0
    assert planned == [26, 0, 0, 0]


def test_a_void_seat_does_not_dump_points_on_a_lone_holder_who_wins_the_trick():
    # West (1) holds every point (12) and leads A♣; North (2), void in clubs, keeps its hearts.
    hand = _mask("KH 9H 8D")
    card = stop_card(hand, [_card("AC")], 1, 2, True, False, RULES, _mask("2C 3C 4H 5D"), 1, [0, 0, 0, 0])
    assert card == _card("8D")


def test_a_seat_takes_a_point_off_a_lone_holder_with_the_lowest_card_that_wins():
    # West (1) leads 9♥ holding every point; North (2) takes it with J♥, not A♥.
    hand = _mask("JH AH 2H")
    card = stop_card(hand, [_card("9H")], 1, 2, True, False, RULES, _mask("3H 4H 5C"), 1, [0, 0, 0, 0])
    assert card == _card("JH")


def test_the_others_stop_a_lone_holder_from_the_points_the_settings_name():
    # West (1) holds 6 points and led 9♥: with stop_points 5 North takes it with J♥, with 10
    # it ducks under it with 2♥ as the policy does, and West takes every point
    hands = [_mask("2C 3C"), _mask("AD"), _mask("JH 2H"), _mask("5D 6D")]
    early = moon_playout(list(hands), 1, [_card("9H")], True, False, [0, 6, 0, 0], RULES, [0, 0, 0, 0],
                         stop_points=5)
    late = moon_playout(list(hands), 1, [_card("9H")], True, False, [0, 6, 0, 0], RULES, [0, 0, 0, 0],
                        stop_points=10)
    assert early[2] > 0
    assert late == [0, 9, 0, 0]


def test_the_shipped_hard_plays_out_without_the_moon_rule():
    assert hard.SHIPPED.moon_rollouts is False
    assert rollout_for(False, 1, THREAT_POINTS) is None


def test_the_moon_play_out_plays_only_legal_cards_and_deals_every_point(monkeypatch: pytest.MonkeyPatch):
    played: list[bool] = []

    def checked(choose, shoots):  # noqa: ANN001, ANN202
        def choose_legal(hand, trick, *rest, **kw):  # noqa: ANN001, ANN002, ANN003, ANN202
            broken, first, rules = rest[:3] if shoots else rest[2:5]
            c = choose(hand, trick, *rest, **kw)
            played.append(bool(legal_mask(hand, trick, broken, first, rules) >> c & 1))
            return c
        return choose_legal

    for name in ("policy", "shoot_policy", "stop_card"):
        monkeypatch.setattr(fastsim, name, checked(getattr(fastsim, name), name == "shoot_policy"))
    for seed in range(150):
        rng = Rng(seed)
        cards = list(range(52))
        rng.shuffle(cards)
        hands = [0, 0, 0, 0]
        for i, c in enumerate(cards):
            hands[i % 4] |= 1 << c
        leader = next(s for s in range(4) if hands[s] & 1)
        pts = moon_playout(hands, leader, [], False, True, [0, 0, 0, 0], RULES, [0, 0, 0, 0], -1, [0, 0, 0, 0],
                           losers=seed % 4, stop_points=1 + seed % 10)
        assert sum(pts) == 26
    assert played and all(played)


def test_hard_set_for_moons_plays_its_rollouts_with_the_moon_play_out():
    hands = [_mask("AH KH 3H"), _mask("7C 8C 9C"), _mask("2C 3C"), _mask("4C 5C 6C")]
    play = rollout_for(True, 1, THREAT_POINTS)
    assert play is not None
    assert play(list(hands), 2, [_card("5H")], True, False, [22, 0, 0, 0], RULES, [0, 0, 0, 0]) == [26, 0, 0, 0]
    config = replace(hard.SHIPPED, moon_rollouts=True, moon_run_losers=2, moon_stop_points=6)
    assert getattr(rollout_for(config.moon_rollouts, config.moon_run_losers, config.moon_stop_points),
                   "keywords", None) == {"losers": 2, "stop_points": 6}
