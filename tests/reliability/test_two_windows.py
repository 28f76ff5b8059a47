"""Two windows on one profile: two browser tabs share one localStorage (the fake one the
storage tests use), two app processes can share one data folder.  The later writer must
never silently destroy the other window's game in progress: it notices, says so once,
and stops saving that game."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from game import storage as storage_module
from game.heart_to_heart import saved as saved_h2h
from game.heart_to_heart.state import Game
from game.storage import CONFLICT, LocalStorageBackend, Storage
from game.ui.options import Options
from tests.ui.driver import run_main
from tests.ui.test_storage import FakeLocalStorage

PURPOSE = "game.heart_to_heart"
KEY = "heart-to-heart/" + PURPOSE


def game_after(moves: int) -> dict:
    g = Game.from_code("HH1-N-AAAAAAM")
    for _ in range(moves):
        g.tap("stock")
    return saved_h2h.to_document(g, 1.0, 0, True, False)


def moves_in(ls: FakeLocalStorage) -> int:
    return json.loads(ls.items[KEY])["data"]["game"]["moves"]


def test_the_later_tab_does_not_overwrite_the_other_tabs_newer_game():
    ls = FakeLocalStorage()
    a, b = Storage(LocalStorageBackend(ls)), Storage(LocalStorageBackend(ls))
    assert a.save(PURPOSE, 1, game_after(1), guard=True)
    assert b.load(PURPOSE, 1, validate=saved_h2h.validate).game.moves == 1  # B resumes it
    assert a.save(PURPOSE, 1, game_after(2), guard=True)  # A plays on
    assert b.save(PURPOSE, 1, game_after(5), guard=True) is False  # B's stale game
    assert moves_in(ls) == 2
    assert [n.kind for n in b.take_notices()] == [CONFLICT]
    assert b.save(PURPOSE, 1, game_after(6), guard=True) is False  # and stays quiet
    assert b.take_notices() == []
    assert a.save(PURPOSE, 1, game_after(3), guard=True) and moves_in(ls) == 3
    b.delete(PURPOSE, guard=True)  # B finishing its game does not delete A's either
    assert moves_in(ls) == 3


def test_two_tabs_that_start_a_game_at_once_keep_the_first_one():
    ls = FakeLocalStorage()
    a, b = Storage(LocalStorageBackend(ls)), Storage(LocalStorageBackend(ls))
    assert a.load(PURPOSE, 1) is None and b.load(PURPOSE, 1) is None
    assert a.save(PURPOSE, 1, game_after(1), guard=True)
    assert not b.save(PURPOSE, 1, game_after(4), guard=True)
    assert moves_in(ls) == 1


def test_a_save_left_by_an_earlier_run_is_replaced_as_usual():
    ls = FakeLocalStorage()
    Storage(LocalStorageBackend(ls)).save(PURPOSE, 1, game_after(1), guard=True)
    later = Storage(LocalStorageBackend(ls))
    later.started_at += 1  # opened after that run saved
    assert later.save(PURPOSE, 1, game_after(4), guard=True) and moves_in(ls) == 4
    assert later.take_notices() == []


def test_statistics_from_two_tabs_add_up():
    from game.stats import Stats

    ls = FakeLocalStorage()
    a, b = Stats(Storage(LocalStorageBackend(ls))), Stats(Storage(LocalStorageBackend(ls)))
    a.record_h2h_game(True, 100, 60)
    b.record_h2h_game(False, 10, 5)
    a.record_hearts_hand(5, won_hand=False, shot_moon=False)
    b.record_hearts_hand(0, won_hand=True, shot_moon=False)
    final = Stats(Storage(LocalStorageBackend(ls)))
    assert final.h2h["played"] == 2 and final.h2h["won"] == 1
    assert final.hearts["hands_played"] == 2 and final.hearts["total_points"] == 5


class _OtherTab:
    """Standard input for a ``--script -`` run that lets the other tab move between lines."""

    def __init__(self, lines: list[str], between: dict[int, callable]) -> None:
        self.lines, self.between, self.n = lines, between, 0

    def readline(self) -> str:
        if self.n in self.between:
            self.between[self.n]()
        if self.n >= len(self.lines):
            return ""
        self.n += 1
        return self.lines[self.n - 1] + "\n"


def test_the_app_told_another_tab_took_its_game_over_says_so_and_leaves_it(tmp_path, monkeypatch):
    ls = FakeLocalStorage()
    monkeypatch.setattr(storage_module, "default_backend", lambda: LocalStorageBackend(ls))
    tab_b = Storage(LocalStorageBackend(ls))
    taken = {}

    def b_resumes_and_plays_on() -> None:
        saved = tab_b.load(PURPOSE, 1, validate=saved_h2h.validate)
        saved.game.tap("stock")
        saved.game.tap("stock")
        taken["moves"] = saved.game.moves
        assert tab_b.save(PURPOSE, 1, saved_h2h.to_document(saved.game, 1, 0, True, False), guard=True)

    lines = ["tap menu:heart_to_heart", "tap h2h:stock", "state", "tap h2h:stock", "state",
             "tap h2h:stock", "tap button:menu", "state"]
    options = Options(lang="ru", script="-", shots=str(tmp_path / "shots"))
    code, states, err = run_main(Path(tmp_path), options,
                                 stdin_for=lambda out: _OtherTab(lines, {3: b_resumes_and_plays_on}))
    assert code == 0, err
    assert states[0]["moves"] == 1 and taken["moves"] == 3
    said = [m for s in states[1:] for m in s.get("toasts") or [] if "другом окне или вкладке" in m]
    assert len(said) == 1  # told once, in the player's language
    assert moves_in(ls) == 3  # B's game, never overwritten by A's later moves
    assert "menu:continue" not in states[-1]["targets"]  # A no longer offers it either


def test_a_browser_without_local_storage_says_nothing_will_be_kept(monkeypatch):
    import sys

    from game.ui import notices

    class Page:
        class window:
            @property
            def localStorage(self):
                raise RuntimeError("SecurityError: private mode")

    monkeypatch.setattr(sys, "platform", "emscripten")
    monkeypatch.setitem(sys.modules, "platform", type("M", (), {"window": Page.window()}))
    from game import i18n

    st = Storage()
    (notice,) = st.take_notices()
    for lang, words in (("en", "private mode"), ("ru", "приватный режим")):
        i18n.set_language(lang)
        assert words in notices.text(notice)


def test_a_practice_answer_in_one_tab_rates_on_from_the_other_tabs_answers():
    from game import rating, stats_practice
    from game.stats import Stats

    ls = FakeLocalStorage()
    a, b = Stats(Storage(LocalStorageBackend(ls))), Stats(Storage(LocalStorageBackend(ls)))
    expected = rating.start_for(None)
    for n in range(3):  # tab a answers three, which tab b has not read
        expected = rating.after_puzzle(expected, 2000, True)
        a.record_practice(n, True, lambda kept: rating.after_puzzle(kept or rating.start_for(None), 2000, True))
    expected = rating.after_puzzle(expected, 1000, False)
    b.record_practice(9, False, lambda kept: rating.after_puzzle(kept or rating.start_for(None), 1000, False))
    final = Stats(Storage(LocalStorageBackend(ls))).hearts
    assert final["puzzle_answers"] == 4 and [h[0] for h in final["puzzle_history"]] == [0, 1, 2, 9]
    assert stats_practice.current(final).rating == pytest.approx(expected.rating, abs=0.01)


def test_the_practice_screen_rates_an_answer_from_the_rating_another_window_left(tmp_path):
    from devkit.harness import open_app, tap
    from game import rating, stats_practice
    from game.stats import Stats
    from game.storage import FileBackend

    with open_app(tmp_path, (1280, 720)) as app:
        tap(app, "menu:practice")
        other = Stats(Storage(FileBackend(tmp_path)))  # another window, answering meanwhile
        for n in range(3):
            other.record_practice(n, True, lambda kept: rating.after_puzzle(kept or rating.start_for(None), 2200, True))
        left = stats_practice.current(other.hearts)
        tap(app, sorted(name for name in app.router.named_targets() if name.startswith("puzzle:card:"))[0])
        change = app.nav.scene.state()["change"]
    assert change[0] == pytest.approx(left.rating, abs=0.01)
    kept = Stats(Storage(FileBackend(tmp_path))).hearts
    assert kept["puzzle_answers"] == 4 and stats_practice.current(kept).rating == pytest.approx(change[1], abs=0.01)
