"""A practice history that names puzzles this version's table no longer has.

The history keeps puzzle numbers; a later version's table may not have them all.  Such a
row is still listed, and tapping it says the puzzle is gone instead of opening another.
"""

from __future__ import annotations

import pytest

from devkit.harness import open_app, tap
from game.hearts.teaching import practice
from game.i18n import t
from game.stats import _fresh
from game.storage import FileBackend, Storage

GONE = 10**9  # a number no table has


def with_history(folder, history) -> None:
    folder.mkdir(parents=True, exist_ok=True)
    stats = _fresh()
    stats["hearts"].update(puzzle_rating=1600.0, puzzle_deviation=80.0, puzzle_volatility=0.06,
                           puzzle_answers=len(history), puzzle_history=history,
                           rating_history=[r for _n, _s, r in history])
    Storage(FileBackend(folder)).save("stats", 1, stats)


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_tapping_a_puzzle_the_table_no_longer_has_says_so_and_stays(tmp_path, lang):
    known = practice.shipped().entries[0].n
    assert all(e.n != GONE for e in practice.shipped().entries)
    with_history(tmp_path, [[known, 1, 1550], [GONE, 0, 1600]])
    with open_app(tmp_path, (1280, 720), lang=lang) as app:
        tap(app, "menu:practice")
        tap(app, "button:history")
        tap(app, f"history:{GONE}:0")
        assert app.nav.scene.name == "hearts_practice_history"
        assert [toast.message for toast in list(app.nav.toasts)] == [t("practice.history.gone", n=GONE)]
        assert str(GONE) in list(app.nav.toasts)[0].message
        app.render()
        tap(app, f"history:{known}:1")
        assert app.nav.scene.name == "hearts_practice" and app.nav.scene.state()["n"] == known
