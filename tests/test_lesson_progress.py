"""The lessons' saved progress (game.lesson_progress): validated field by field, merged."""

from __future__ import annotations

import pytest

from game import lesson_progress as progress
from game.storage import MemoryBackend, Salvaged, Storage


def test_a_bad_field_is_dropped_and_the_rest_kept():
    data = {"offered": {"hearts": True, "h2h": "yes"}, "done": {"hearts": ["follow", "nope"], "h2h": ["pairs"]},
            "at": {"hearts": ["duck", 0], "h2h": ["free", -1]}}
    with pytest.raises(Salvaged) as kept:
        progress.validate(data)
    value = kept.value.value
    assert value["offered"] == {"hearts": True}
    assert value["done"] == {"h2h": ["pairs"]}
    assert value["at"] == {"hearts": ["duck", 0]}


def test_not_an_object_is_refused():
    with pytest.raises(ValueError):
        progress.validate([1, 2])


def test_done_lessons_and_the_place_are_kept_and_read_back():
    storage = Storage(MemoryBackend())
    p = progress.Progress(storage)
    p.reached("hearts", "duck", 0)
    p.finished("hearts", "follow")
    p.answer_offer("h2h")
    again = progress.Progress(storage)
    assert again.done("hearts") == ["follow"]
    assert again.at("hearts") == ("duck", 0)
    assert again.offered("h2h") and not again.offered("hearts")
    assert again.next_lesson("hearts") == "duck"
    again.finished("hearts", "duck")
    assert progress.Progress(storage).at("hearts") is None
    assert progress.Progress(storage).next_lesson("hearts") == "hearts_lead"


def test_two_windows_lessons_done_are_merged():
    shared = MemoryBackend()  # one profile, two windows (each its own storage)
    one, two = progress.Progress(Storage(shared)), progress.Progress(Storage(shared))
    one.finished("hearts", "follow")
    two.finished("hearts", "duck")
    assert progress.Progress(Storage(shared)).done("hearts") == ["follow", "duck"]
