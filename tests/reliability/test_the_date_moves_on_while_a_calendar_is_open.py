"""Midnight while a calendar is open: the new day is today (its ring, its cell, "Play
today's deal"), and a clock set back or forward moves today with it."""

from __future__ import annotations

import datetime as dt

import pytest

from game.heart_to_heart.daily import daily_code


@pytest.fixture
def clock(monkeypatch):
    """The player's local date, set by the test (``clock[0]``)."""
    from game.ui.scenes import daily

    day = [dt.date(2026, 12, 31)]
    monkeypatch.setattr(daily, "local_today", lambda: day[0])
    return day


def open_calendar(make_app, name):
    app = make_app()
    app.frame()
    app.nav.go(name)
    app.frame()
    return app


def a_second_passes(app):
    app.nav.scene.update(1.0)
    app.frame()


def target(scene, name):
    return next(w for w in scene.widgets if w.name == name)


def test_play_todays_deal_after_midnight_plays_the_new_days_deal(memory_storage, make_app, clock):
    app = open_calendar(make_app, "daily")
    clock[0] = dt.date(2027, 1, 1)
    a_second_passes(app)
    scene = app.nav.scene
    assert scene.state()["today"] == "2027-01-01" and scene.state()["month"] == "2027-01"
    assert target(scene, "day:2027-01-01").enabled
    target(scene, "button:play_today").activate()
    app.frame()
    assert app.nav.scene.name == "heart_to_heart"
    assert app.nav.scene.game.code == daily_code("2027-01-01")
    assert app.nav.scene.daily == "2027-01-01"


def test_the_puzzle_calendar_opens_the_new_day_after_midnight(memory_storage, make_app, clock):
    app = open_calendar(make_app, "hearts_puzzle_calendar")
    clock[0] = dt.date(2027, 1, 1)
    a_second_passes(app)
    scene = app.nav.scene
    assert scene.state()["today"] == "2027-01-01"
    assert target(scene, "day:2027-01-01").enabled


def test_a_month_looked_back_at_stays_shown_when_the_day_turns(memory_storage, make_app, clock):
    app = open_calendar(make_app, "daily")
    target(app.nav.scene, "button:prev_month").activate()
    clock[0] = dt.date(2027, 1, 1)
    a_second_passes(app)
    assert app.nav.scene.state()["month"] == "2026-11"
    assert app.nav.scene.state()["today"] == "2027-01-01"


@pytest.mark.parametrize("name", ["daily", "hearts_puzzle_calendar"])
def test_a_clock_set_back_moves_today_and_the_month_back(memory_storage, make_app, clock, name):
    app = open_calendar(make_app, name)
    clock[0] = dt.date(2026, 3, 1)
    a_second_passes(app)
    state = app.nav.scene.state()
    assert state["today"] == "2026-03-01" and state["month"] == "2026-03"
    assert not target(app.nav.scene, "day:2026-03-02").enabled
