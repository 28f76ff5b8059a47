"""A computer seat's search, a hint or a claim checked a slice a frame: while it thinks, a
garbage collection never walks the heap the app had before (game/ui/heap.py), and the heap
is the collector's again once the answer is in, the search fails, or it is dropped."""

from __future__ import annotations

import gc

from game.ui.scenes.hearts.computer_turns import Purpose, Thinker


def _steps(seen: list[int], slices: int, fail: bool = False):
    for _ in range(slices):
        seen.append(gc.get_freeze_count())
        yield
    if fail:
        raise RuntimeError("a search's bug")
    return "answer"


def _purpose() -> Purpose:
    return next(iter(Purpose))


def test_a_search_thinks_with_the_older_heap_out_of_the_collectors_reach():
    before = len(gc.get_objects())
    seen: list[int] = []
    thinker = Thinker(1, _purpose(), _steps(seen, 5))
    while not thinker.advance(0.0):
        pass
    assert thinker.result == "answer"
    assert seen and min(seen) >= before * 0.9
    assert gc.get_freeze_count() == 0


def test_a_search_that_fails_gives_the_heap_back(capsys):
    thinker = Thinker(1, _purpose(), _steps([], 3, fail=True), fallback="kept")
    while not thinker.advance(0.0):
        pass
    assert thinker.failed and thinker.result == "kept"
    assert gc.get_freeze_count() == 0


def test_a_search_dropped_while_it_thinks_gives_the_heap_back():
    thinker = Thinker(1, _purpose(), _steps([], 10_000))
    thinker.advance(0.0)
    assert gc.get_freeze_count() > 0
    del thinker
    gc.collect()
    assert gc.get_freeze_count() == 0


def test_two_searches_at_once_hold_the_heap_until_both_are_done():
    first, second = (Thinker(s, _purpose(), _steps([], 2)) for s in (1, 2))
    first.advance(0.0)
    second.advance(0.0)
    while not first.advance(0.0):
        pass
    assert gc.get_freeze_count() > 0  # the second still thinks
    while not second.advance(0.0):
        pass
    assert gc.get_freeze_count() == 0
