"""Puzzle practice in the app: opened from the menu, answers rated and kept, the history and
the themes, a puzzle seen again unrated with its Why?, every window size in both languages.

The run's draws are fixed by patching the scene's clock seed, so the test knows each puzzle
the run will show (the engine's own :class:`practice.Run` with the same seed).
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest

from devkit.harness import escape, open_app, run_app, settle, tap
from game import rating
from game.hearts.teaching import practice
from game.storage import FileBackend, Storage
from game.ui.scenes.hearts_practice import run as practice_run

SEED = 424242


@pytest.fixture
def seeded(monkeypatch):
    monkeypatch.setattr(practice_run.random, "randrange", lambda _n: SEED)
    return  # (the session lives on the app: a new app, a new run)


def planned(level: str = "normal") -> tuple[practice.Entry, practice.Entry, rating.Rating]:
    """The run's first two puzzles when the first is missed, and the rating after that miss."""
    entries = practice.shipped().entries
    run = practice.Run(SEED)
    start = rating.start_for(level)
    first = run.next(entries, start.rating)
    after = rating.after_puzzle(start, first.rating, False)
    return first, run.next(entries, after.rating), after


def wrong_card(entry: practice.Entry) -> str:
    p = entry.puzzle()
    return str(next(c for c in p.values if c not in p.best_cards))


@pytest.fixture
def first(seeded) -> practice.Entry:
    """The run's first puzzle in the app (the harness plays Easy)."""
    return planned("easy")[0]


@contextmanager
def practising(folder: Path, size: tuple[int, int] = (1280, 720), lang: str = "en",
               answer: str | None = None) -> Iterator[Any]:
    """The app with puzzle practice opened from the menu, its first puzzle answered with the
    card ``answer`` if one is given."""
    with open_app(folder, size, lang=lang) as app:
        tap(app, "menu:practice")
        if answer is not None:
            tap(app, f"puzzle:card:{answer}")
        yield app


def test_a_script_plays_practice_answers_end_to_end_wrong_then_right(tmp_path, seeded):
    first, second, after = planned()
    code, states, err = run_app(tmp_path, [
        "tap menu:practice", "state",
        f"tap puzzle:card:{wrong_card(first)}", "state",
        "tap button:next", "state",
        f"tap puzzle:card:{second.best}", "state",
        "tap button:history", "state",
        f"tap history:{first.n}:1", "state",
        "tap button:why", "state",
    ])
    assert code == 0, err
    opened, missed, nxt, solved, history, review, why = states
    assert opened["scene"] == "hearts_practice" and opened["n"] == first.n and opened["change"] is None
    assert opened["rating"] == 1500.0 and opened["deviation"] == 350.0  # a first guess from the level played
    assert missed["answered"] == "worse" and missed["change"][0] == 1500.0
    assert missed["change"][1] == pytest.approx(after.rating, abs=0.01) and missed["change"][1] < 1500
    assert nxt["n"] == second.n and nxt["answered"] is None and nxt["change"] is None
    assert solved["answered"] == "best" and solved["change"][1] > solved["change"][0]
    assert history["scene"] == "hearts_practice_history"
    assert [h[:2] for h in history["history"]] == [[second.n, 1], [first.n, 0]]  # newest first
    assert review["review"] is True and review["n"] == first.n and "button:why" in review["targets"]
    assert why["analysis"]["best"] == str(first.best)  # the puzzle scene's Why?, with the puzzle's values
    assert set(why["analysis"]["values"]) == {str(c) for c in first.puzzle().values}


def test_the_rating_and_history_are_kept_in_the_statistics(tmp_path, seeded):
    first, _second, after = planned("easy")
    with practising(tmp_path, answer=wrong_card(first)):
        pass
    saved = Storage(FileBackend(tmp_path)).load("stats", 1)["hearts"]
    assert saved["puzzle_answers"] == 1 and saved["puzzle_history"] == [[first.n, 0, round(after.rating)]]
    assert saved["rating_history"] == [round(after.rating)]
    assert saved["puzzle_rating"] == pytest.approx(after.rating, abs=0.01)


def test_a_puzzle_answered_twice_is_rated_once(tmp_path, first):
    with practising(tmp_path, answer=first.best) as app:
        tap(app, "button:history")
        tap(app, "button:back")  # back to the same puzzle, answered
        assert app.nav.scene.state()["n"] == first.n and app.nav.scene.state()["answered"] == "best"
        assert app.stats.hearts["puzzle_answers"] == 1


def test_a_puzzle_seen_again_from_the_history_is_not_rated(tmp_path, first):
    with practising(tmp_path, answer=first.best) as app:
        tap(app, "button:history")
        tap(app, f"history:{first.n}:0")
        before = dict(app.stats.hearts)
        tap(app, f"puzzle:card:{wrong_card(first)}")
        assert app.nav.scene.state()["answered"] == "worse" and app.nav.scene.state()["change"] is None
        assert app.stats.hearts["puzzle_answers"] == before["puzzle_answers"]
        tap(app, "button:back")
        assert app.nav.scene.name == "hearts_practice_history"


def test_a_theme_picked_gives_puzzles_of_that_theme_only(tmp_path, seeded):
    with practising(tmp_path, (390, 844)) as app:
        tap(app, "button:history")
        tap(app, "theme:end")
        by_n = {e.n: e for e in practice.shipped().entries}
        for _ in range(4):
            state = app.nav.scene.state()
            assert state["theme"] == "end" and "end" in by_n[state["n"]].themes
            tap(app, f"puzzle:card:{by_n[state['n']].best}")
            tap(app, "button:next")


def test_the_keyboard_answers_and_goes_on(tmp_path, first):
    import pygame

    with practising(tmp_path, answer=first.best) as app:
        app.router.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_n, mod=0, unicode="n", scancode=0))
        settle(app)
        assert app.nav.scene.state()["n"] != first.n and app.nav.scene.state()["answered"] is None


def test_a_build_without_the_table_says_so_and_offers_back(tmp_path, seeded, monkeypatch):
    def broken():
        raise ValueError("this build's practice table cannot be read (FileNotFoundError)")

    monkeypatch.setattr(practice, "shipped", broken)
    with practising(tmp_path, lang="ru") as app:
        state = app.nav.scene.state()
        assert state["problem"] == "В этой версии игры нет задач для тренировки."
        tap(app, "button:back")
        assert app.nav.scene.name == "menu"


@pytest.mark.parametrize("size", [(1280, 720), (390, 844), (1920, 1080)])
@pytest.mark.parametrize("lang", ["en", "ru"])
def test_every_practice_button_is_on_screen_and_reachable(tmp_path, first, size, lang):
    with practising(tmp_path, size, lang, answer=first.best) as app:
        screen = app.display.screen.get_rect()
        for name in ("button:why", "button:next", "button:history", "button:tricks", "button:back"):
            target = app.router.named_targets()[name]
            if screen is not None:
                assert screen.contains(target.rect), name
        tap(app, "button:history")
        for name, target in app.router.named_targets().items():
            if screen is not None:
                assert screen.contains(target.rect), name


def test_practice_answers_are_drawn_by_the_statistics_rating_chart(tmp_path, seeded):
    with open_app(tmp_path, (1280, 720)) as app:
        app.nav.go("statistics_charts")
        settle(app)
        assert "tab:rating" not in app.router.named_targets()
        app.nav.go("hearts_practice")
        settle(app)
        for _ in range(3):
            tap(app, f"puzzle:card:{app.nav.scene.puzzle.best}")
            tap(app, "button:next")
        app.nav.go("statistics_charts")
        settle(app)
        tap(app, "tab:rating")
        assert len(app.stats.hearts["rating_history"]) == 3


def test_esc_from_a_puzzle_seen_again_goes_back_to_the_history(tmp_path, first):
    with practising(tmp_path, answer=first.best) as app:
        tap(app, "button:history")
        tap(app, f"history:{first.n}:0")
        escape(app)
        assert app.nav.scene.name == "hearts_practice_history"
        escape(app)
        assert app.nav.scene.name == "hearts_practice" and app.nav.scene.state()["n"] == first.n
        assert app.nav.scene.state()["answered"] == "best" and app.nav.scene.state()["review"] is False


def test_the_first_rating_is_guessed_from_the_level_most_played(tmp_path, seeded):
    with open_app(tmp_path, (1280, 720)) as app:  # the harness sets Easy
        app.stats.hearts["hard_games_played"] = 3
        app.stats.hearts["normal_games_played"] = 1
        tap(app, "menu:practice")
        assert app.nav.scene.state()["rating"] == rating.start_for("hard").rating
