"""The Hearts lessons' positions and checks (game.hearts.lessons)."""

from __future__ import annotations

import pytest

from game.cards import Card
from game.hearts import lessons
from game.hearts.deal import SOUTH
from game.hearts.kinds import Phase
from game.hearts.legality import QUEEN_OF_SPADES
from game.ui.scenes.lessons import strings

STEPS = [(lesson.key, step) for lesson in lessons.LESSONS for step in lesson.steps]


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
    for cards in tries:
        for k in lessons.check(step, m, cards).keys:
            assert k in strings.EN or k.startswith("hearts.reason."), k
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
    moon = lessons.lesson("moon").steps[0]
    m = lessons.position(moon)
    taker = lessons.moon_taker(m)
    assert taker is not None and lessons.best_now(m)[0] == taker
    assert all(c.rank > lessons.best_now(m)[1].rank for c in lessons.answers(moon, m))


def test_the_positions_do_not_depend_on_the_computer_players():
    step = lessons.lesson("duck").steps[0]
    assert [str(c) for c in lessons.position(step).current_trick.cards] == ["JC", "7H", "9C"]
