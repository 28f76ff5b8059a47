"""A saved Heart to Heart game altered one field at a time, at every depth (the heart's
places, the piles' cards, each undo step, the counters, the selection, the clock and the
daily mark), to every kind of value: each is refused with a ValueError, or loads as a game
that can be played on, hinted, saved and loaded again."""

from __future__ import annotations

import copy
import json
from collections.abc import Iterator
from typing import Any

import pytest

from game.heart_to_heart import saved, solver
from game.heart_to_heart.state import Game

VALUES: list[Any] = [None, True, False, 0, 1, -1, 13, 14, 25, 26, 2**63, 10**7 + 1, 1.5, float("nan"), float("inf"),
                     "", "stock", "waste", "7", [], [None] * 25, {}, {"heart": []}, "2026-12-07", "9999-12-31"]


def paths(value: Any, at: tuple = ()) -> Iterator[tuple]:
    yield at
    if isinstance(value, dict):
        for key, inner in value.items():
            yield from paths(inner, (*at, key))
    elif isinstance(value, list):
        for i, inner in enumerate(value):
            yield from paths(inner, (*at, i))


def altered(doc: dict, at: tuple, value: Any) -> Any:
    if not at:
        return value
    out = copy.deepcopy(doc)
    place = out
    for key in at[:-1]:
        place = place[key]
    place[at[-1]] = value
    return out


def a_game_in_progress() -> dict:
    game = Game.from_code("HH1-N-AAAAAAM")
    for action in solver.solve(game)[:4]:
        game.tap(int(action) if action.isdigit() else action)
    game.tap(game.tappable()[0])  # a card selected
    return saved.to_document(game, 61.5, 2, True, False)


DOC = a_game_in_progress()


@pytest.mark.parametrize("at", list(paths(DOC)), ids=lambda at: "/".join(map(str, at)) or "whole")
def test_every_field_altered_is_refused_or_loads_a_game_that_plays_on(at):
    for value in VALUES:
        try:
            kept = saved.validate(altered(DOC, at, value))
        except ValueError:
            continue
        game = kept.game
        solver.hint(game)
        for target in [*game.tappable(), "stock"]:
            game.copy().tap(target)
        again = json.loads(json.dumps(saved.to_document(game, kept.elapsed, kept.hints, kept.started,
                                                        kept.told_lost, kept.daily)))
        assert saved.validate(again).game.to_save() == game.to_save()
