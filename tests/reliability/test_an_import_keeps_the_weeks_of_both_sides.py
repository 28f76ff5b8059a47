"""Statistics merged from another device's progress keep the weekly history of both sides: a
week either side kept stays, even when the side further along had weeks this version cannot
read (a newer version's rows, or damaged ones)."""

from __future__ import annotations

import json

from game import progress
from game.stats import Stats
from game.storage import MemoryBackend, Storage


def weeks_after_import(local_rows: list, imported_rows: list, imported_games: int) -> list:
    source = Storage(MemoryBackend())
    for _ in range(imported_games):
        Stats(source).record_h2h_game(True, 10, 30)
    doc = json.loads(source.backend.items["stats"])
    doc["data"]["h2h"]["weeks"] = imported_rows
    source.backend.items["stats"] = json.dumps(doc)
    target = Storage(MemoryBackend())
    stats = Stats(target)
    stats.record_h2h_game(False, 10, 30)
    stats.data["h2h"]["weeks"] = local_rows
    stats.save()
    progress.import_text(target, progress.export_text(source))
    return Stats(target).h2h["weeks"]


def test_local_weeks_stay_when_the_import_further_along_has_weeks_of_a_newer_shape():
    newer = [["2026-W50", 0, 0, 5, 5, 1, 0]]  # a third kind of game this version does not know
    assert weeks_after_import([["2026-W49", 0, 0, 1, 0]], newer, 5) == [["2026-W49", 0, 0, 1, 0]]


def test_the_weeks_of_both_sides_are_kept_the_fuller_row_of_a_week_shared():
    local = [["2026-W48", 2, 1, 0, 0], ["2026-W49", 0, 0, 1, 0]]
    imported = [["2026-W49", 0, 0, 3, 3], ["2026-W50", 0, 0, 2, 2]]
    assert weeks_after_import(local, imported, 5) == [["2026-W48", 2, 1, 0, 0], ["2026-W49", 0, 0, 3, 3],
                                                      ["2026-W50", 0, 0, 2, 2]]
