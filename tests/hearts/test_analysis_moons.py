"""The analysis's numbers in the unit the screen names, and its moons in words.

The points are what the rest of the hand adds to South's score, a moon scored as the rules
score it, so they are never below what the rest of the hand can add; the "+" is the
difference of two choices' points; a moon that is part of a choice's expectation is said in
words naming whose moon; a number below zero is explained.
"""

from __future__ import annotations

import datetime as dt
import functools

from game.cards import Card
from game.hearts import Match
from game.hearts.ai import forecast
from game.hearts.ai.fastsim import playout
from game.hearts.ai.hard import SHIPPED
from game.hearts.ai.knowledge import Knowledge
from game.hearts.kinds import Phase
from game.hearts.rules import Moon, Rules
from game.hearts.scoring import POINTS_PER_HAND
from game.hearts.teaching import analysis
from game.hearts.teaching.analysis import Analysis, Row
from game.hearts.teaching.puzzle import puzzle_for
from game.i18n import set_language
from game.ui.scenes.hearts.analysis_screen import moon_notes


@functools.cache
def _puzzle_analysis(day: int) -> tuple[Match, Analysis]:
    """The analysis of a daily puzzle's position of December 2026, as Why? makes it."""
    m = puzzle_for(dt.date(2026, 12, day)).match()
    return m, analysis.analyse(m.view(0), analysis.moment_seed(m))


def _cards(text: str) -> tuple[Card, ...]:
    return tuple(Card.parse(x) for x in text.split())


def test_a_moon_of_souths_never_shows_fewer_points_than_the_rest_of_the_hand_can_add():
    # South has taken 15 (4 December) and 22 (12 December) and can still shoot: a moon brings
    # the hand to 0, so the rest of the hand adds no less than minus what South has taken
    for day in (4, 12):
        m, a = _puzzle_analysis(day)
        taken = m.hand_points[0]
        assert taken > 0 and a.taken == taken
        assert all(r.points >= -taken for r in a.rows), day
        assert any(r.moon_of(0) > 0 for r in a.rows)


def test_the_plus_is_the_difference_of_the_points():
    for day in (4, 8, 12):
        _, a = _puzzle_analysis(day)
        best = a.rows[0]
        for r in a.rows:
            assert abs((r.points - best.points) - r.loss) <= 0.011, (day, r)


def test_a_moon_in_the_play_outs_scores_as_the_rules_score_it():
    view = Match(1).view(0)
    k = Knowledge(view)
    assert forecast.added([26, 0, 0, 0], None, k, 15) == -15  # South's moon: the hand scores 0
    assert forecast.added([0, 26, 0, 0], None, k, 0) == 26  # another seat's: 26 for South
    assert forecast.added([5, 3, 18, 0], None, k, 2) == 3
    sub = Knowledge(Match(1, Rules(moon=Moon.SUBTRACT)).view(0))
    assert forecast.added([26, 0, 0, 0], None, sub, 15) == -41  # 26 off the shooter's total


def test_another_seat_goes_for_the_moon_in_the_play_outs_only_where_it_could_take_every_point():
    view = Match(1).view(0)
    k = Knowledge(view)
    strong = sum(1 << c.index for c in _cards("QC KC AC QD KD AD QS KS AS QH KH AH 2H"))
    rest = [c for c in range(52) if not strong >> c & 1 and not k.hand >> c & 1]
    world = [0, 0, 0, 0]
    world[0] = k.hand
    world[1] = strong
    world[2] = sum(1 << c for c in rest[:13])
    world[3] = sum(1 << c for c in rest[13:26])
    assert forecast.rival_shooter(k, world, SHIPPED) == 1  # the high cards of a moon
    k.points[2] = 3  # a seat with every point so far goes for it whatever its cards
    assert forecast.rival_shooter(k, world, SHIPPED) == 2
    k.points[3] = 1  # two seats have points: no one can take them all
    assert forecast.rival_shooter(k, world, SHIPPED) == -1


def test_by_their_cards_another_seat_goes_for_the_moon_only_with_the_cards_to_run(monkeypatch):
    monkeypatch.setattr(forecast, "RIVAL_LOSERS", 3)
    view = Match(1).view(0)
    k = Knowledge(view)
    strong = sum(1 << c.index for c in _cards("QC KC AC QD KD AD QS KS AS QH KH AH 2H"))
    rest = [c for c in range(52) if not strong >> c & 1 and not k.hand >> c & 1]
    world = [k.hand, strong, sum(1 << c for c in rest[:13]), sum(1 << c for c in rest[13:26])]
    card = min(c for c in range(52) if k.hand >> c & 1)
    k.points[1] = 3  # every point so far, and only 2♥ can be beaten
    assert forecast.rival_runner(k, world, card) == 1
    k.points[1], k.points[2] = 0, 3  # every point so far, but a hand of losers
    assert forecast.rival_shooter(k, world, SHIPPED) == 2  # by the points alone it would shoot
    assert forecast.rival_runner(k, world, card) == -1
    k.points[0], k.points[2] = 3, 0  # South's own moon is weighed elsewhere
    assert forecast.rival_runner(k, world, card) == -1


def _hand_made(moons: tuple[float, ...], points: float = 4.0) -> Analysis:
    rows = (Row(_cards("KH"), points, 0.0, moons), Row(_cards("4H"), points + 2.0, 2.0, (0.0, 0.0, 0.0, 0.0)))
    return Analysis(Phase.PLAY, rows, sum(moons), 0, True)


def test_the_moon_line_names_the_shooter():
    set_language("en")
    view = Match(1).view(0)
    (line,) = moon_notes(_hand_made((0.0, 0.3, 0.0, 0.0)), view)
    assert "Alice" in line and "30 %" in line and "K♥" in line
    (line,) = moon_notes(_hand_made((0.6, 0.0, 0.0, 0.0)), view)
    assert line == "After K♥ you take every point on 60 % of deals"
    assert moon_notes(_hand_made((0.0, 0.0, 0.0, 0.0)), view) == []


def test_the_moon_line_is_in_russian_too():
    set_language("ru")
    try:
        view = Match(1).view(0)
        (line,) = moon_notes(_hand_made((0.0, 0.0, 0.25, 0.0)), view)
        assert "Борис" in line and "25 %" in line
    finally:
        set_language("en")


def test_points_below_zero_are_explained():
    set_language("en")
    notes = moon_notes(_hand_made((0.7, 0.0, 0.0, 0.0), points=-9.0), Match(1).view(0))
    assert notes[-1].startswith("Below zero")
    sub = Match(1, Rules(moon=Moon.SUBTRACT)).view(0)
    assert "−26" in moon_notes(_hand_made((0.7, 0.0, 0.0, 0.0), points=-9.0), sub)[-1]


def test_no_moon_is_said_once_no_seat_can_take_every_point():
    a = Analysis(Phase.PLAY, (Row(_cards("KH"), 4.0, 0.0, (0.2, 0.0, 0.0, 0.0)),), None, 0, False)
    assert a.moon_lines() == []


def test_at_most_two_moons_are_said_yours_first_then_the_likeliest():
    set_language("en")
    lines = moon_notes(_hand_made((0.3, 0.1, 0.0, 0.2)), Match(1).view(0))
    assert len(lines) == 2 and lines[0].startswith("After K♥ you") and "Vera" in lines[1]


def _mask(text: str) -> int:
    return sum(1 << c.index for c in _cards(text))


def test_a_moon_the_others_cannot_stop_is_forecast_made():
    # South holds every heart left at the top and leads: no one can take a point off it
    hands = [_mask("AH KH"), _mask("2C 3C"), _mask("4C 5C"), _mask("6C 7C")]
    search = forecast.MoonSearch(Rules(), 1000, 10_000)
    assert analysis.coach.run(search.forced(0, hands, 0, [], True, False)) is True


def test_a_moon_another_seat_can_stop_is_forecast_stopped():
    # North's K♥ takes a heart off South whichever heart South leads first
    hands = [_mask("AH 2H"), _mask("3H 4C"), _mask("KH 5H"), _mask("6C 7C")]
    search = forecast.MoonSearch(Rules(), 1000, 10_000)
    assert analysis.coach.run(search.forced(0, hands, 0, [], True, False)) is False


def test_a_moon_search_past_its_limit_gives_up():
    hands = [_mask("AH 2H"), _mask("3H 4C"), _mask("KH 5H"), _mask("6C 7C")]
    search = forecast.MoonSearch(Rules(), 1000, 2)
    assert analysis.coach.run(search.forced(0, hands, 0, [], True, False)) is None


def test_a_moon_with_every_card_a_winner_on_lead_is_made_at_once():
    hands = [_mask("AC KC AH"), _mask("2C 3H 4D"), _mask("4C 5C 5D"), _mask("6C 7C 6D")]
    search = forecast.MoonSearch(Rules(), 1000, 10_000)
    assert analysis.coach.run(search.forced(0, hands, 0, [], True, False)) is True and search.nodes == 1
    hands[0], hands[1] = _mask("AC 10C AH"), _mask("QC 3H 4D")  # West's Q♣ over South's 10♣
    assert analysis.coach.run(search.forced(0, hands, 0, [], True, False)) is True and search.nodes > 1


def test_a_passs_expected_points_carry_what_its_play_outs_miss():
    # the pass's play-outs are Hard's pass search's: no other seat shoots there
    fc = forecast.Forecast([[4.0, 6.0]], [[0.0, 0.0]], [[0, 0, 0, 0]], [False], passing=True)
    assert forecast.PASS_BIAS > 0 and fc.expected_points(0) == round(5.0 + forecast.PASS_BIAS, 2)
    play = forecast.Forecast([[4.0, 6.0]], [[0.0, 0.0]], [[0, 0, 0, 0]], [False])
    assert play.expected_points(0) == round(5.0 + forecast.BEST_BIAS, 2)


def test_on_souths_last_card_played_last_the_points_shown_are_what_the_trick_adds():
    # every card of the last trick is forced: nothing is hopeful there, so no bias is added
    from game.hearts import ai

    normal = ai.player("normal")
    seen = 0
    for seed in range(40):
        m = Match(seed)
        shown = None
        while m.phase in (Phase.PASS, Phase.PLAY):
            seat = m.awaiting_pass[0] if m.phase == Phase.PASS else m.to_act
            view = m.view(seat)
            if seat == 0 and m.phase == Phase.PLAY and len(view.hand) == 1 and len(view.trick.cards) == 3:
                before = m.hand_points[0]
                shown = analysis.analyse(view, seed).rows[0].points
            m.apply(seat, normal.choose(view, m.decision_rng(seat)))
        if shown is not None:
            seen += 1
            assert shown == m.hand_result.scores[0] - before, seed
    assert seen >= 5


def test_a_moon_run_by_another_seat_is_stopped_at_a_cost_to_its_stoppers(monkeypatch):
    hands = [_mask(t) for t in ("8C 9S 3H 10H", "KC 10D 7H 9H", "QC 6D QS 6H", "5C 3D 4S KS")]
    west_has_all = [0, 8, 0, 0]  # West has taken every point so far and leads K♣
    rules = Rules()
    shipped = playout(list(hands), 1, [], True, False, list(west_has_all), rules, [0] * 4, 1, None)
    assert shipped[1] == POINTS_PER_HAND  # the rollouts' defence waits for ten points
    monkeypatch.setattr(forecast, "RIVAL_STOP_FROM", 1)
    stop = forecast.rival_stop_playout(0)
    assert stop is not None
    pts = stop(list(hands), 1, [], True, False, list(west_has_all), rules, [0] * 4, 1, None)
    assert pts == [3, 23, 0, 0]  # South takes a heart to stop the moon, and its points count
