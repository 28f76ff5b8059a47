"""A thinker's hold on the heap (game/ui/heap.py ``Hold``): taken once however many slices
ask, let go once however often it is told, and let go when its thinker is dropped unfinished."""

from __future__ import annotations

import gc

from game.ui import heap


class _Thinker:
    def __init__(self) -> None:
        self.hold = heap.Hold(self)


def test_a_hold_is_taken_once_and_let_go_once():
    thinker, other = _Thinker(), _Thinker()
    other.hold.take()  # a second thinker keeps the heap held after the first lets go
    for _ in range(3):
        thinker.hold.take()
    thinker.hold.let_go()
    thinker.hold.let_go()
    assert gc.get_freeze_count() > 0
    other.hold.let_go()
    assert gc.get_freeze_count() == 0
    thinker.hold.take()  # done: a late slice holds nothing again
    assert gc.get_freeze_count() == 0


def test_a_thinker_dropped_unfinished_lets_go():
    thinker = _Thinker()
    thinker.hold.take()
    assert gc.get_freeze_count() > 0
    del thinker
    gc.collect()
    assert gc.get_freeze_count() == 0
