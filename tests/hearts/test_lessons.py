"""The Hearts lessons' positions and checks (game.hearts.teaching.lessons)."""

from __future__ import annotations

import pytest

from game.cards import Card
from game.hearts.deal import SOUTH
from game.hearts.kinds import Phase
from game.hearts.legality import QUEEN_OF_SPADES
from game.hearts.teaching import coach, lessons
from game.ui.scenes.hearts import strings as table_strings
from game.ui.scenes.lessons import strings

STEPS = [(lesson.key, step) for lesson in lessons.LESSONS for step in lesson.steps]
JUDGED = [(key, step) for key, step in STEPS if step.goal in lessons.JUDGED]
SHOOT = [step for step in lessons.lesson("moon").steps if step.goal == lessons.SHOOT]


def analysis_of(step, m):
    """The coach's analysis of the step's position, as the lesson asks it."""
    return coach.run(lessons.coach_steps(step, m))


@pytest.mark.parametrize(("key", "step"), STEPS)
def test_each_step_is_souths_turn_with_a_right_and_a_wrong_card(key, step):
    m = lessons.position(step)
    assert m.phase == (Phase.PASS if step.passing else Phase.PLAY)
    right = lessons.answers(step, m)
    assert right, key
    if not step.passing:
        assert m.to_act == SOUTH
        assert any(c not in right for c in m.hands[SOUTH]), "a wrong card to try"


@pytest.mark.parametrize(("key", "step"), STEPS)
def test_every_verdict_has_its_words_in_both_languages(key, step):
    m = lessons.position(step)
    tries = [[c] for c in m.hands[SOUTH]] if not step.passing else [list(m.hands[SOUTH][:3]),
                                                                    lessons.high_cards(m.hands[SOUTH])[:3]]
    analysis = analysis_of(step, m)
    for cards in tries:
        for k in lessons.check(step, m, cards, analysis).keys:
            assert k in strings.EN or k.startswith("hearts.reason.") or k in table_strings.EN, k
            assert (k in strings.RU) == (k in strings.EN)
    assert f"lesson.hearts.task.{step.goal}" in strings.RU
    assert f"lesson.hearts.{key}.title" in strings.RU


def test_the_first_trick_refuses_all_but_two_of_clubs_with_the_rules_reason():
    step = lessons.lesson("follow").steps[0]
    m = lessons.position(step)
    verdict = lessons.check(step, m, [Card.parse("3C")])
    assert not verdict.ok and verdict.keys[0] == "hearts.reason.two_of_clubs_leads"
    assert lessons.check(step, m, [Card.parse("2C")]).ok


def test_a_heart_lead_before_hearts_are_broken_is_refused():
    step = lessons.lesson("hearts_lead").steps[0]
    m = lessons.position(step)
    heart = next(c for c in m.hands[SOUTH] if c.suit == lessons.HEARTS)
    assert lessons.check(step, m, [heart]).keys[0] == "hearts.reason.hearts_not_broken"


def test_the_queen_lesson_accepts_only_the_queen():
    step = lessons.lesson("points").steps[0]
    m = lessons.position(step)
    assert lessons.answers(step, m) == [QUEEN_OF_SPADES]


def test_a_pass_keeps_the_queen_or_a_low_card_is_wrong():
    step = lessons.lesson("passing").steps[0]
    m = lessons.position(step)
    high = lessons.high_cards(m.hands[SOUTH])
    assert QUEEN_OF_SPADES in high
    without = [c for c in high if c != QUEEN_OF_SPADES][:3]
    assert lessons.check(step, m, without).keys == ("lesson.hearts.pass_high.queen_kept",)
    low = sorted(m.hands[SOUTH], key=lambda c: c.rank)[:3]
    assert lessons.check(step, m, low).keys == ("lesson.hearts.pass_high.wrong",)
    assert lessons.check(step, m, [QUEEN_OF_SPADES, *without[:2]]).ok


def test_ducking_plays_under_and_stopping_the_moon_takes_the_trick():
    duck = lessons.lesson("duck").steps[0]
    m = lessons.position(duck)
    _seat, top = lessons.best_now(m)
    assert all(c.rank < top.rank for c in lessons.answers(duck, m))
    moon = next(s for s in lessons.lesson("moon").steps if s.goal == lessons.STOP_MOON)
    m = lessons.position(moon)
    taker = lessons.moon_taker(m)
    assert taker is not None and lessons.best_now(m)[0] == taker
    assert all(c.rank > lessons.best_now(m)[1].rank for c in lessons.answers(moon, m))


def test_the_positions_do_not_depend_on_the_computer_players():
    step = lessons.lesson("duck").steps[0]
    assert [str(c) for c in lessons.position(step).current_trick.cards] == ["QS", "JH", "JS"]


@pytest.mark.parametrize("step", SHOOT)
def test_a_moon_to_shoot_is_dealt_with_every_point_so_far_souths(step):
    m = lessons.position(step)
    assert m.hand_points[SOUTH] > 0 and not any(m.hand_points[s] for s in range(4) if s != SOUTH)
    right = lessons.answers(step, m)
    assert right and all(lessons.keeps_moon(m, c) for c in right)
    assert any(c not in right for c in m.legal(SOUTH)), "a card that lets a point escape"


def test_a_card_another_seat_can_beat_lets_a_point_escape():
    step = SHOOT[0]
    m = lessons.position(step)
    low = min((c for c in m.legal(SOUTH) if c.suit == lessons.HEARTS), key=lambda c: c.rank)
    verdict = lessons.check(step, m, [low])
    assert not verdict.ok and verdict.keys == ("lesson.hearts.shoot_moon.beaten",)


def test_the_last_card_of_a_moon_scores_it_as_the_rules_do_and_as_the_shooter_may_choose():
    step = SHOOT[-1]
    assert step.ends
    m = lessons.position(step)
    verdict = lessons.check(step, m, [lessons.answers(step, m)[0]])
    assert verdict.ok and "hearts.moon.you" in verdict.keys
    assert (verdict.fields["you"], verdict.fields["other"]) == ("#0", "#26")  # classic: 26 to the others
    assert (verdict.fields["sub_you"], verdict.fields["sub_other"]) == ("#-26", "#0")
    assert verdict.fields["subtract"] == "@hearts.moon_choice.subtract"


@pytest.mark.parametrize(("key", "step"), JUDGED)
def test_a_choice_the_coach_calls_best_or_just_as_good_is_always_accepted(key, step):
    m = lessons.position(step)
    analysis = analysis_of(step, m)
    for row in analysis.rows:
        if row.loss == 0:
            verdict = lessons.check(step, m, list(row.choice), analysis)
            assert verdict.ok, (key, row.choice)
            assert verdict.coach is not None and verdict.coach.kind in ("best", "as_good")


@pytest.mark.parametrize(("key", "step"), [(k, s) for k, s in JUDGED if not s.passing])
def test_a_card_the_lesson_refuses_is_one_the_coach_says_costs_more(key, step):
    m = lessons.position(step)
    analysis = analysis_of(step, m)
    for card in m.legal(SOUTH):
        verdict = lessons.check(step, m, [card], analysis)
        if not verdict.ok:
            assert verdict.coach is not None and verdict.coach.kind == "costs" and verdict.coach.loss > 0
            assert verdict.coach.best == analysis.best


def test_a_pass_outside_the_coachs_best_is_refused_with_the_hint():
    step = lessons.lesson("passing").steps[0]
    m = lessons.position(step)
    analysis = analysis_of(step, m)
    low = sorted(m.hands[SOUTH], key=lambda c: c.rank)[:3]
    verdict = lessons.check(step, m, low, analysis)
    assert not verdict.ok and verdict.coach is not None and verdict.coach.best == analysis.best


def test_the_coach_is_asked_once_per_step():
    step = lessons.lesson("duck").steps[0]
    m = lessons.position(step)
    first = analysis_of(step, m)
    assert lessons.analysed(step) is first and analysis_of(step, m) is first
