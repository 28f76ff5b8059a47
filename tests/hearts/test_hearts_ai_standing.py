"""Playing for the game: what a hand does to the totals, the limit, the tie rule and the
moon setting (ai/standing.py), in Hard's search, Normal's rules and the hint."""

from __future__ import annotations

from dataclasses import replace

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.cards import parse_cards
from game.hearts import Match
from game.hearts.ai import choose, normal
from game.hearts.ai.knowledge import Knowledge, Scoring, hand_value
from game.hearts.ai.standing import (
    MOST_IN_A_HAND,
    Standing,
    chance_after,
    moon_loses_game,
    standing_of,
    win_chance,
)
from game.hearts.rules import Moon, Rules
from game.hearts.view import PlayerView

#: Points taken in a hand: four non-negative numbers adding up to 26.
hand_points = st.lists(st.integers(0, 26), min_size=3, max_size=3).filter(lambda xs: sum(xs) <= 26).map(
    lambda xs: xs + [26 - sum(xs)]).flatmap(st.permutations)


def _reach(seed: int, cards_played: int) -> Match:
    """Seed ``seed``'s first hand, four Normal players, stopped after ``cards_played``."""
    m = Match(seed)
    while m.phase == "pass":
        s = m.awaiting_pass[0]
        m.apply(s, choose(m.view(s), "normal", m.decision_rng(s)))
    while m.cards_played < cards_played:
        s = m.to_act
        m.apply(s, choose(m.view(s), "normal", m.decision_rng(s)))
    return m


def _finish(m: Match, totals: tuple[int, ...], south: str) -> list[int]:
    """Play the hand out, South at ``south``, the others Normal, every view showing
    ``totals`` as the game's: the points each seat took."""
    while m.phase == "play":
        s = m.to_act
        view = replace(m.view(s), scores=totals)
        m.apply(s, choose(view, south if s == 0 else "normal", m.decision_rng(s)))
    return list(m.hand_points)


# -- the value ---------------------------------------------------------------------------
@settings(max_examples=200, deadline=None)
@given(hand_points, st.lists(st.integers(0, 100 - MOST_IN_A_HAND - 1), min_size=4, max_size=4),
       st.integers(0, 3), st.sampled_from(["add_to_others", Moon.SUBTRACT, Moon.CHOICE]))
def test_far_from_the_limit_a_hand_is_valued_by_its_points_alone(points, totals, seat, moon):
    rules = Rules(moon=moon)
    assert standing_of(totals, rules) is None
    view = PlayerView(seat=seat, hand_number=1, pass_direction="left", phase="pass",
                      hand=tuple(parse_cards("2C 3C 4C 5C 6C 7C 8C 9C 10C JC QC KC AC".split())),
                      scores=tuple(totals), rules=rules)
    k = Knowledge(view)
    assert k.standing is None
    assert hand_value(points, seat, k.moon_add, None, k.scoring, k.standing) == hand_value(points, seat, k.moon_add)


@settings(max_examples=200, deadline=None)
@given(hand_points, hand_points, st.integers(0, 3))
def test_at_equal_totals_near_the_limit_a_clearly_better_hand_is_still_better(a, b, seat):
    # the game's value keeps the hand's order where the hand's points differ clearly and
    # neither hand ends the game (equal totals at 60: 26 points more cannot reach 100... 86)
    standing = Standing((60, 60, 60, 60), Rules())
    va, vb = hand_value(a, seat, True), hand_value(b, seat, True)
    if abs(va - vb) >= 12:
        ga = hand_value(a, seat, True, None, None, standing)
        gb = hand_value(b, seat, True, None, None, standing)
        assert (ga < gb) == (va < vb)


def test_near_the_limit_a_point_costs_about_one_point():
    standing = Standing((80, 80, 80, 80), Rules())
    base = standing.cost([6, 7, 6, 7], 0)
    one_more = standing.cost([7, 6, 6, 7], 0)
    assert 0.8 < one_more - base < 1.6


def test_a_hand_that_ends_the_game_is_a_win_for_the_lowest_and_a_loss_for_the_others():
    assert chance_after([70, 101, 80, 90], 0, 100) == 1.0
    assert chance_after([70, 101, 80, 90], 2, 100) == 0.0
    # a shared lowest total at the limit plays on: neither tied seat has won or lost yet
    tied = chance_after([70, 101, 70, 90], 0, 100)
    assert 0.3 < tied < 0.5 and tied == pytest.approx(chance_after([70, 101, 70, 90], 2, 100))


def test_the_lowest_total_is_likelier_to_win_the_nearer_the_limit():
    assert win_chance([10, 20, 20, 20], 0, 100) < win_chance([80, 90, 90, 90], 0, 100)
    assert win_chance([80, 90, 90, 90], 0, 100) > 0.25 > win_chance([80, 90, 90, 90], 1, 100)


def test_points_on_the_leader_near_the_limit_are_worth_more_than_points_on_a_rival():
    # East on 90 and West (30) is the rival: the same hand points are better on East
    # when they end the game with South lowest
    standing = Standing((40, 30, 70, 90), Rules())
    on_leader = standing.cost([0, 0, 0, 13], 0)  # East 103: the game ends, West 30 wins
    on_rival = standing.cost([0, 13, 0, 0], 0)  # West 43: South 40 lowest, the game goes on
    assert on_rival < on_leader
    standing = Standing((25, 30, 70, 90), Rules())
    assert standing.cost([0, 0, 0, 13], 0) == -standing.weight  # East 103, South 25 wins


def test_under_the_shooters_choice_the_moon_scores_the_way_better_for_the_shooter():
    # South shooting on 80 with West on 40: adding 26 to the others puts North on 104 with
    # West (66) lowest; subtracting leaves South on 54 and the game going: the subtraction
    # is the moon's worth
    rules = Rules(moon=Moon.CHOICE)
    k = Knowledge(PlayerView(seat=0, hand_number=1, pass_direction="left", phase="pass",
                             hand=tuple(parse_cards("2C 3C 4C 5C 6C 7C 8C 9C 10C JC QC KC AC".split())),
                             scores=(80, 40, 78, 70), rules=rules))
    assert k.standing is not None
    moon = [26, 0, 0, 0]
    chosen = hand_value(moon, 0, k.moon_add, None, k.scoring, k.standing)
    subtract = k.standing.cost([-26, 0, 0, 0], 0)
    add = k.standing.cost([0, 26, 26, 26], 0)
    assert chosen == min(add, subtract) == subtract
    # and from West's seat the same moon is valued the way South will score it
    assert hand_value(moon, 1, k.moon_add, None, k.scoring, k.standing) == k.standing.cost([-26, 0, 0, 0], 1)


def test_the_variants_points_are_in_the_games_value_too():
    rules = Rules(jack_of_diamonds=True)
    scoring = Scoring(rules)
    standing = Standing((80, 80, 80, 80), rules)
    won = [1 << 22, 0, 0, 0]  # South took J♦ (-10)
    assert hand_value([5, 7, 7, 7], 0, True, won, scoring, standing) == standing.cost([-5, 7, 7, 7], 0)


# -- the moon ------------------------------------------------------------------------------
def test_a_moon_that_would_end_the_game_with_the_shooter_not_winning_is_not_tried():
    # add to the others: South 60, West 30 -> West 56 is lower when North reaches 106
    assert moon_loses_game(Standing((60, 30, 80, 70), Rules()), 0)
    assert not moon_loses_game(Standing((60, 50, 80, 70), Rules()), 0)  # South lowest then
    assert not moon_loses_game(Standing((60, 30, 60, 60), Rules()), 0)  # the game goes on
    # subtracting never pushes anyone over; under the shooter's choice one good way is enough
    assert not moon_loses_game(Standing((60, 30, 80, 70), Rules(moon=Moon.SUBTRACT)), 0)
    assert not moon_loses_game(Standing((60, 30, 80, 70), Rules(moon=Moon.CHOICE)), 0)
    assert not moon_loses_game(None, 0)  # far from the limit
    m = _reach(576, 30)  # South to play with all 13 points taken and a hand that can take the rest
    view = m.view(0)
    assert normal.shooting(Knowledge(view))
    assert not normal.shooting(Knowledge(replace(view, scores=(60, 30, 80, 70))))


def test_the_hint_does_not_shoot_a_moon_that_makes_another_player_win():
    # A player followed the hint, shot the moon and lost: adding 26 put North on 106
    # while West (30 + 26) was lower than South (60).  From the same position the hint
    # (Hard from South's view) now gives points away instead.
    story = (60, 30, 80, 70)
    shot = _finish(_reach(576, 30), (0, 0, 0, 0), "hard")
    assert shot == [26, 0, 0, 0]  # with the game's totals unseen the hint shoots
    points = _finish(_reach(576, 30), story, "hard")
    assert points[0] < 26
    totals = [a + b for a, b in zip(story, points, strict=True)]
    assert max(totals) < 100 or min(totals) == totals[0]  # the game did not end with another winner


def test_normal_takes_no_extra_points_off_a_moon_it_cannot_lose_the_game_to():
    # the guard against another's moon starts earlier only when that moon loses the game
    m = _reach(576, 30)
    view = m.view(1)
    k = Knowledge(replace(view, scores=(70, 60, 60, 60)))
    assert normal.moon_threat(k) == normal.moon_threat(Knowledge(view))


# -- the last card to a trick ------------------------------------------------------------------
def test_normal_keeps_the_queen_back_when_it_would_end_the_game_with_another_player_winning():
    # North last to a spade trick West takes with K♠; West on 88 with the points, South on 29
    m = _reach(1, 15)
    assert m.to_act == 2
    view = m.view(2)
    assert choose(view, "normal", m.decision_rng(2)).card == parse_cards(["QS"])[0]
    planted = replace(view, scores=(29, 88, 60, 70))
    assert max(a + b for a, b in zip(planted.scores, m.hand_points, strict=True)) < 100
    card = choose(planted, "normal", m.decision_rng(2)).card
    assert card != parse_cards(["QS"])[0] and card.suit == parse_cards(["QS"])[0].suit


def test_normal_takes_a_trick_to_keep_the_game_going_when_the_taker_would_end_it_for_another():
    # East last to a club trick holding Q♠ that West takes; West's 13 would end the game
    # with South lowest: East takes the trick itself (staying under the limit)
    m = _reach(4, 19)
    assert m.to_act == 3
    view = m.view(3)
    planted = replace(view, scores=(29, 88, 70, 60))
    card = choose(planted, "normal", m.decision_rng(3)).card
    assert choose(view, "normal", m.decision_rng(3)).card == parse_cards(["3C"])[0]
    assert card == parse_cards(["KC"])[0]


# -- Hard ----------------------------------------------------------------------------------------
def test_hard_dumps_the_queen_on_the_leader_when_that_ends_the_game_with_hard_winning():
    # East (88) leads diamonds and South is void: Q♠ on East's trick ends the game with
    # South (40) lowest; playing the hand for its points alone South sheds A♥ instead
    m = _reach(215, 34)
    assert m.to_act == 0 and [str(c) for c in m.current_trick.cards] == ["7D", "9D"]
    view = m.view(0)
    queen = parse_cards(["QS"])[0]
    assert choose(view, "hard", m.decision_rng(0)).card != queen
    assert choose(replace(view, scores=(40, 70, 70, 88)), "hard", m.decision_rng(0)).card == queen


def test_hard_decides_as_for_the_hands_points_while_no_seat_can_reach_the_limit():
    for seed, played in ((215, 34), (2, 17), (53, 34)):
        m = _reach(seed, played)
        s = m.to_act
        view = m.view(s)
        far = replace(view, scores=(40, 73, 60, 12))
        assert choose(far, "hard", m.decision_rng(s)) == choose(view, "hard", m.decision_rng(s))


def test_in_the_exact_finish_every_seat_values_an_outcome_by_its_own_chance_of_winning_the_game():
    from game.hearts.ai.endgame import Solver

    standing = Standing((40, 30, 70, 90), Rules())
    solver = Solver(0, "maxn", Rules(), True, 100, None, standing)
    outcome = (0, 0, 0, 13)  # East over the limit: West wins
    assert solver.outcome_value(outcome, 1) == -standing.weight
    assert solver.outcome_value(outcome, 0) == 0.0
    assert Solver(0, "self", Rules(), True, 100).outcome_value(outcome, 0) == hand_value(outcome, 0, True)


def test_normal_void_keeps_the_queen_off_a_trick_that_would_end_the_game_for_another_player():
    # East (88) leads 3♦ and South is void: Q♠ on East's trick would end the game with
    # West (30) lowest; for the hand's points alone South dumps it there
    m = _reach(2, 17)
    assert m.to_act == 0 and [str(c) for c in m.current_trick.cards] == ["3D"]
    view = m.view(0)
    queen = parse_cards(["QS"])[0]
    assert choose(view, "normal", m.decision_rng(0)).card == queen
    assert choose(replace(view, scores=(60, 30, 70, 88)), "normal", m.decision_rng(0)).card != queen


def test_the_players_add_floats_in_order_alike_on_every_python() -> None:
    """Python 3.12's sum() corrects rounding (1e16 + 1.0 - 1e16 is 1.0 there, 0.0 up to
    3.11): the computer players' sums must not depend on which Python runs them (the page
    runs 3.12), so they add one by one, as 3.11 did."""
    from game.hearts.ai.standing import added

    assert added([1e16, 1.0, -1e16]) == 0.0
    assert added([0.1] * 10) == 0.9999999999999999
    assert added([]) == 0.0 and added(x / 4 for x in range(4)) == 1.5
