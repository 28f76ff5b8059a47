"""The Heart to Heart lessons' positions and checks (game.heart_to_heart.lessons)."""

from __future__ import annotations

import pytest

from game.heart_to_heart import lessons, solver
from game.ui.scenes.lessons import strings

STEPS = [(lesson.key, step) for lesson in lessons.LESSONS for step in lesson.steps]


@pytest.mark.parametrize(("key", "step"), STEPS)
def test_each_step_is_a_winnable_position_with_a_right_move(key, step):
    game = lessons.position(step)
    assert solver.winnable(game)
    assert lessons.answers(step, game), key
    assert f"lesson.h2h.task.{step.goal}" in strings.EN and f"lesson.h2h.task.{step.goal}" in strings.RU


def test_a_pair_of_two_ranks_is_refused_with_the_rule():
    step = lessons.lesson("pairs").steps[0]
    game = lessons.position(step)
    a = game.free_positions()[0]
    verdict = lessons.check(step, game, (str(a), "waste"))
    assert not verdict.ok and verdict.keys == ("lesson.h2h.pairs.wrong",)


def test_a_covered_card_says_what_covers_it():
    step = lessons.lesson("free").steps[0]
    game = lessons.position(step)
    covered = next(p for p in range(1, 26) if game.heart[p - 1] is not None and not game.is_free(p))
    verdict = lessons.check(step, game, (str(covered),))
    assert verdict.keys == ("lesson.h2h.free.covered",) and verdict.fields["over"]


def test_the_losing_pair_is_explained_with_the_dead_end_reasons():
    step = lessons.lesson("lost").steps[0]
    game = lessons.position(step)
    a, b = lessons.pairs_open(game)[0]
    verdict = lessons.check(step, game, (str(a), str(b)))
    assert not verdict.ok and verdict.fields["why"]
    assert lessons.check(step, game, ("stock",)).ok


def test_the_hint_lesson_wants_the_hint_first_then_its_move():
    step = lessons.lesson("hint").steps[0]
    game = lessons.position(step)
    marks = lessons.hint_marks(game)
    assert not lessons.check(step, game, marks).ok
    assert lessons.check(step, game, marks, hinted=marks).ok
