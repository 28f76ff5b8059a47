"""A streak is worked out from the dates once per change of them, not at every draw: with
40,000 dates a key press on the puzzle screen or in Statistics works out no streak."""

from __future__ import annotations

import datetime as dt

import pygame
import pytest

from devkit.harness import open_app, settle
from game.heart_to_heart import daily
from game.stats import Stats
from game.storage import MemoryBackend, Storage

TODAY = dt.date(2026, 12, 7)


def days_to(end: dt.date, n: int) -> list[str]:
    return [(end - dt.timedelta(days=n - 1 - i)).isoformat() for i in range(n)]


@pytest.fixture
def worked_out(monkeypatch) -> list[int]:
    """Each streak worked out, by the number of dates it was worked out from."""
    calls: list[int] = []
    real = daily.daily_streak

    def counting(won, today):
        won = list(won)
        calls.append(len(won))
        return real(won, today)

    monkeypatch.setattr(daily, "daily_streak", counting)
    return calls


def test_asking_again_for_the_same_dates_works_out_no_streak(worked_out):
    s = Stats(Storage(MemoryBackend()))
    s.hearts["puzzles_solved"] = days_to(TODAY, 40_000)
    assert s.puzzle_streak(TODAY) == (40_000, 40_000)
    assert s.puzzle_streak(TODAY) == (40_000, 40_000)
    assert worked_out == [40_000]


def test_a_new_date_or_a_new_day_works_the_streak_out_again(worked_out):
    s = Stats(Storage(MemoryBackend()))
    for day in days_to(TODAY - dt.timedelta(days=1), 3):
        s.record_daily_win(day)
    assert s.daily_streak(TODAY) == (3, 3)
    s.record_daily_win(TODAY.isoformat())
    assert s.daily_streak(TODAY) == (4, 4)
    assert s.daily_streak(TODAY + dt.timedelta(days=2)) == (0, 4)
    s.reset()
    assert s.daily_streak(TODAY) == (0, 0)
    assert len(worked_out) == 4


def test_the_first_answer_of_a_date_is_read_from_the_dates_as_they_are_now():
    s = Stats(Storage(MemoryBackend()))
    assert s.puzzle_answer("2026-12-01") is None
    s.record_puzzle("2026-12-01", solved=False)
    s.record_puzzle("2026-12-02", solved=True)
    assert (s.puzzle_answer("2026-12-01"), s.puzzle_answer("2026-12-02")) == ("failed", "solved")


@pytest.mark.parametrize("scene", ["hearts_puzzle", "statistics"])
def test_a_key_press_with_40000_dates_works_out_no_streak(tmp_path, worked_out, scene):
    with open_app(tmp_path, (1280, 720)) as app:
        from game.ui.scenes.daily import local_today

        today = local_today()
        app.stats.hearts["puzzles_solved"] = days_to(today - dt.timedelta(days=1), 40_000)
        app.stats.h2h["daily_won"] = days_to(today, 40_000)
        app.nav.go(scene)
        settle(app)
        assert app.nav.scene.name == scene
        before = len(worked_out)
        assert before >= 1
        for _ in range(4):
            app.router.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_TAB, mod=0, unicode="\t", scancode=0))
            settle(app)
        assert app.redraws and len(worked_out) == before
