"""In the app (Heart to Heart and the menu): the daily deal and its calendar, the
daily streak, the shortest-win line at the win, and the Share link."""

from __future__ import annotations

import asyncio
import datetime as dt
import functools
import sys
import types

import pytest

from game.heart_to_heart import solver
from game.heart_to_heart.daily import daily_code
from game.heart_to_heart.shortest import Shortest
from game.heart_to_heart.state import Game
from game.i18n import set_language, t
from game.share import parse_link
from game.storage import FileBackend, Storage
from game.ui import clipboard
from game.ui.options import Options, from_argv
from game.ui.scenes import daily as daily_scene
from game.ui.scenes.heart_to_heart.shortest_runner import NODES_PER_FRAME, ShortestRunner, shortest_text
from tests.ui.driver import run_app

DAY = dt.date(2026, 11, 30)  # pinned: its daily deal is HH1-N-ZZSBHOM (golden test of daily.py)


@pytest.fixture
def today(monkeypatch):
    """A fake clock: the player's local date is DAY (or whatever the test sets)."""
    box = {"day": DAY}
    monkeypatch.setattr(daily_scene, "local_today", lambda: box["day"])
    return box


def quiet(tmp_path, **extra) -> None:
    Storage(FileBackend(tmp_path)).save("settings", 1, {"general.animation": "off", "general.sound": False, **extra})


def stored_stats(tmp_path) -> dict:
    return Storage(FileBackend(tmp_path)).load("stats", 1)


# -- daily deal ---------------------------------------------------------------------------------

def test_the_menus_daily_entry_opens_the_deal_of_the_players_date(tmp_path, today):
    quiet(tmp_path)
    code, states, err = run_app(tmp_path, ["tap menu:daily", "state"])
    assert code == 0, err
    assert states[-1]["scene"] == "heart_to_heart"
    assert states[-1]["code"] == daily_code(DAY) == "HH1-N-ZZSBHOM"
    assert states[-1]["daily"] == "2026-11-30"


def test_another_date_gets_that_dates_deal(tmp_path, today):
    quiet(tmp_path)
    today["day"] = dt.date(2027, 2, 14)
    code, states, err = run_app(tmp_path, ["tap menu:calendar", "tap button:play_today", "state"])
    assert code == 0, err
    assert states[-1]["code"] == daily_code("2027-02-14") and states[-1]["daily"] == "2027-02-14"


def test_a_daily_deal_in_progress_is_resumed_not_dealt_again(tmp_path, today):
    quiet(tmp_path)
    code, states, err = run_app(tmp_path, ["tap menu:daily", "tap h2h:stock", "tap button:menu", "tap menu:daily",
                                           "state"])
    assert code == 0, err
    assert states[-1]["moves"] == 1 and states[-1]["daily"] == "2026-11-30"


def test_dates_are_written_in_the_players_language():
    set_language("ru")
    assert daily_scene.date_text("2026-11-30") == "30 ноября 2026"
    assert daily_scene.date_text("garbage") == "garbage"
    set_language("en")
    assert daily_scene.date_text("2026-03-01") == "1 March 2026"


def win_lines(day: dt.date) -> list[str]:
    return [f"tap h2h:{a}" for a in solver.solve(Game.from_code(daily_code(day)))]


def test_winning_the_daily_deal_marks_the_day_on_the_calendar(tmp_path, today):
    quiet(tmp_path)
    code, states, err = run_app(tmp_path, ["tap menu:daily"] + win_lines(DAY)
                                + ["tap button:menu", "tap menu:calendar", "state"])
    assert code == 0, err
    cal = states[-1]
    assert cal["scene"] == "daily" and cal["won"] == ["2026-11-30"] and cal["streak"] == [1, 1]
    assert stored_stats(tmp_path)["h2h"]["daily_won"] == ["2026-11-30"]


def test_the_calendar_goes_to_the_previous_month_and_back_by_taps_and_keys(tmp_path, today):
    quiet(tmp_path)
    code, states, err = run_app(tmp_path, ["tap menu:calendar", "state", "tap button:prev_month", "state",
                                           "key pagedown", "state", "key pagedown", "state", "key pageup", "state"])
    assert code == 0, err
    assert [s["month"] for s in states] == ["2026-11", "2026-10", "2026-11", "2026-11", "2026-10"]


def test_a_past_day_of_the_calendar_plays_that_days_deal(tmp_path, today):
    quiet(tmp_path)
    code, states, err = run_app(tmp_path, ["tap menu:calendar", "tap day:2026-11-03", "state"])
    assert code == 0, err
    assert states[-1]["code"] == daily_code("2026-11-03") and states[-1]["daily"] == "2026-11-03"


def test_a_future_day_cannot_be_played(tmp_path, today):
    quiet(tmp_path)
    today["day"] = dt.date(2026, 11, 10)
    code, states, err = run_app(tmp_path, ["tap menu:calendar", "tap day:2026-11-20", "state"])
    assert code == 0, err
    assert states[-1]["scene"] == "daily"


def test_the_daily_streak_counts_consecutive_days_won_after_scripted_wins(tmp_path, today):
    quiet(tmp_path)
    for day in (dt.date(2026, 11, 27), dt.date(2026, 11, 28), dt.date(2026, 11, 29)):
        today["day"] = day
        code, _, err = run_app(tmp_path, ["tap menu:daily"] + win_lines(day) + ["tap button:menu"])
        assert code == 0, err
    today["day"] = dt.date(2026, 11, 30)  # today not played yet: the streak is still alive
    code, states, err = run_app(tmp_path, ["tap menu:calendar", "state", "key escape", "tap menu:statistics",
                                           "state"])
    assert code == 0, err
    assert states[0]["streak"] == [3, 3] and states[0]["won"] == ["2026-11-27", "2026-11-28", "2026-11-29"]
    assert states[1]["h2h"]["daily_won"] == ["2026-11-27", "2026-11-28", "2026-11-29"]
    today["day"] = dt.date(2026, 12, 2)  # a day missed: the streak starts again, the best stays
    code, states, err = run_app(tmp_path, ["tap menu:calendar", "state"])
    assert states[0]["streak"] == [0, 3] and states[0]["won"] == []  # December: nothing won yet


def test_corrupt_daily_dates_in_saved_statistics_are_dropped_one_by_one(tmp_path):
    Storage(FileBackend(tmp_path)).save("stats", 1, {"h2h": {"daily_won": ["2026-11-30", "nope", 7, "2026-02-30"],
                                                              "best_shortest_ratio": 0.5}})
    from game.stats import Stats

    st = Stats(Storage(FileBackend(tmp_path)))
    assert st.h2h["daily_won"] == ["2026-11-30"] and st.h2h["best_shortest_ratio"] == 0.5
    fresh = Stats(Storage(FileBackend(tmp_path / "other")))
    fresh.record_daily_win("2026-11-01")
    assert Stats(Storage(FileBackend(tmp_path / "other"))).h2h["daily_won"] == ["2026-11-01"]
    assert Stats(Storage(FileBackend(tmp_path / "third"))).h2h["daily_won"] == []  # never shared


# -- shortest win -------------------------------------------------------------------------------

def result(moves, proven):
    return Shortest(moves, proven, [], moves or 0, 0)


def test_a_proven_shortest_win_is_named_the_shortest():
    assert shortest_text(85, result(71, True)) == "Won in 85 moves; the shortest win is 71"


def test_an_unproven_line_is_only_said_to_exist():
    text = shortest_text(85, result(71, False))
    assert text == "Won in 85 moves; a win in 71 moves exists" and "shortest win is" not in text


def test_no_minimum_is_claimed_while_the_search_still_runs():
    assert "shortest win is" not in shortest_text(85, result(71, False), searching=True)
    assert "exists" not in shortest_text(85, result(71, False), searching=True)


def test_an_unproven_line_no_shorter_than_the_players_is_not_mentioned():
    assert shortest_text(60, result(71, False)) == "Won in 60 moves"


def test_a_win_as_short_as_the_proven_minimum_is_called_so():
    assert shortest_text(71, result(71, True)) == "Won in 71 moves: the shortest win possible!"


def test_the_shortest_line_in_russian_declines_the_noun():
    set_language("ru")
    assert shortest_text(85, result(71, True)) == "Победа за 85 ходов; кратчайшая — за 71 ход"
    assert shortest_text(22, result(21, False)) == "Победа за 22 хода; есть победа за 21 ход"


def test_the_search_never_takes_more_than_its_share_of_a_frame():
    """Work is counted in expanded positions: every frame's step stays within NODES_PER_FRAME
    (no time limit here, so the count alone bounds it), and the answer is the full search's."""
    for code in ("HH1-N-AAAAAAM", daily_code(DAY), daily_code("2026-11-03")):
        runner = ShortestRunner(Game.from_code(code).number, slice_seconds=None)
        frames = []
        while not runner.done:
            frames.append(runner.step())
        assert frames and max(frames) <= NODES_PER_FRAME
        whole = ShortestRunner(Game.from_code(code).number).finish()
        assert runner.result().moves == whole.moves and runner.result().proven == whole.proven


def test_the_per_frame_time_cap_stops_a_slice_early():
    ticks = iter(range(0, 10_000))
    runner = ShortestRunner(Game.from_code("HH1-N-AAAAAAM").number,
                            clock=lambda: next(ticks) * 0.0004, slice_seconds=0.001)
    assert runner.step() <= 3


@pytest.fixture
def counted_search(monkeypatch):
    """The app's shortest-win search with its share of a frame counted in positions only
    (NODES_PER_FRAME), not also capped at SLICE_SECONDS of this machine's time: how far it
    gets in a scripted game's frames is then the same on a fast machine, a slow one and
    under coverage."""
    monkeypatch.setattr(ShortestRunner, "__init__", functools.partialmethod(ShortestRunner.__init__,
                                                                              slice_seconds=None))


def test_the_win_result_shows_the_shortest_win_and_statistics_keep_the_best_ratio(tmp_path, counted_search):
    quiet(tmp_path)
    line = solver.solve(Game.from_code("HH1-N-AAAAAAM"))
    code, states, err = run_app(tmp_path, [f"tap h2h:{a}" for a in line] + ["state"], deal="HH1-N-AAAAAAM")
    assert code == 0, err
    end = states[-1]
    assert end["dialog"] == "won" and end["shortest"]["done"] and end["shortest"]["proven"]
    best = end["shortest"]["moves"]
    assert best <= end["moves"]
    ratio = stored_stats(tmp_path)["h2h"]["best_shortest_ratio"]
    assert ratio == pytest.approx(best / end["moves"])


def test_the_won_dialog_carries_the_shortest_line(tmp_path, counted_search):
    from devkit.harness import open_app, settle, tap

    with open_app(tmp_path, (1280, 720)) as app:
        app.games.open_deal("HH1-N-AAAAAAM")
        settle(app)
        for a in solver.solve(Game.from_code("HH1-N-AAAAAAM")):
            tap(app, f"h2h:{a}")
        scene = app.nav.scene
        assert app.nav.top is not None
        message = "\n".join(app.nav.top.notes())
        assert scene.shortest_line() in message and "shortest" in message


# -- share ----------------------------------------------------------------------------------------

class Page:
    def __init__(self, href: str, answer: str = "copied", has_hook: bool = True) -> None:
        self.location = types.SimpleNamespace(href=href, search="")
        self.answer, self.copied = answer, []
        if not has_hook:
            self.hh_copy = None

    def hh_copy(self, text: str) -> int:
        self.copied.append(text)
        return 0

    def hh_copy_state(self, ticket: int) -> str:
        return self.answer


@pytest.fixture
def browser(monkeypatch, app_data):
    from game.ui.scenes.heart_to_heart import effects as fx

    def with_page(page: Page):
        monkeypatch.setattr(fx, "IS_WEB", True)
        monkeypatch.setattr(clipboard, "IS_WEB", True)
        monkeypatch.setitem(sys.modules, "platform", types.SimpleNamespace(window=page))

    return with_page


def share_and_wait(frames: int = 10):
    from game.ui.app import App

    app = App(Options(lang="en", deal="HH1-N-AAAAAAM"))
    seen = []

    async def run() -> None:
        app.nav.scene.share()
        seen.append([toast.message for toast in app.nav.toasts])
        for _ in range(frames):
            await asyncio.sleep(1 / 60)
            app.frame()
        seen.append([toast.message for toast in app.nav.toasts])

    asyncio.run(run())
    app.shutdown()
    return seen


def test_the_share_link_is_the_pages_address_with_the_deal_and_it_opens_that_deal(browser):
    page = Page("https://example.itch.zone/html/1/index.html?lang=ru#top")
    browser(page)
    seen = share_and_wait()
    assert page.copied == ["https://example.itch.zone/html/1/index.html?lang=ru&deal=HH1-N-AAAAAAM#top"]
    assert seen[0] == [] and seen[-1] == [t("share.copied", link=page.copied[0])]
    # opening the link: the page's parameters become the app's options, which start the deal
    opened = parse_link(page.copied[0])
    assert opened.code == "HH1-N-AAAAAAM"
    from urllib.parse import urlsplit

    opts = from_page_with_search(urlsplit(page.copied[0]).query)
    assert opts.deal == "HH1-N-AAAAAAM" and opts.lang == "ru"


def from_page_with_search(query: str):
    from game.ui import options

    sys.modules["platform"].window.location.search = "?" + query
    return options.from_page()


def test_a_refused_copy_shows_the_link_on_the_page_as_copy_code_does(browser):
    page = Page("https://x.github.io/hh/", answer="shown")
    browser(page)
    seen = share_and_wait()
    assert page.copied == ["https://x.github.io/hh/?deal=HH1-N-AAAAAAM"]
    assert seen[-1] == [t("share.shown")]


def test_without_any_clipboard_the_link_is_in_the_toast(browser):
    browser(Page("https://x.github.io/hh/", has_hook=False))
    seen = share_and_wait(frames=2)
    assert seen[0] == [t("share.failed", link="https://x.github.io/hh/?deal=HH1-N-AAAAAAM")]


def test_natively_the_link_uses_the_documented_base_and_opens_through_the_deal_option(tmp_path, monkeypatch):
    from game.ui import sharing

    monkeypatch.setenv("HH_SHARE_PAGE", "https://example.org/heart/")
    got = []
    link = sharing.share("deal", "hh1-n-aaaaaam", lambda m, s, kind: got.append(m), copy=lambda v, done: done("copied"))
    assert link == "https://example.org/heart/?deal=HH1-N-AAAAAAM"
    assert got == [t("share.copied", link=link)]
    assert from_argv(["--deal", parse_link(link).code]).deal == "HH1-N-AAAAAAM"
    quiet(tmp_path)
    code, states, err = run_app(tmp_path, ["state"], deal=parse_link(link).code)
    assert code == 0 and states[-1]["code"] == "HH1-N-AAAAAAM"


def test_the_share_button_is_on_the_heart_to_heart_screen(tmp_path, monkeypatch):
    quiet(tmp_path)

    monkeypatch.setenv("HH_SHARE_PAGE", "https://example.org/heart/")
    monkeypatch.setattr(clipboard, "copy_text", lambda v, done: done("failed"))
    code, states, err = run_app(tmp_path, ["tap button:share", "state"], deal="HH1-N-AAAAAAM")
    assert code == 0, err
    assert any("?deal=HH1-N-AAAAAAM" in m for m in states[-1]["toasts"])


def test_the_win_result_of_a_daily_deal_names_the_day_and_the_streak(tmp_path, today):
    from devkit.harness import open_app, tap

    with open_app(tmp_path, (720, 1280)) as app:
        tap(app, "menu:daily")
        for a in solver.solve(Game.from_code(daily_code(DAY))):
            tap(app, f"h2h:{a}")
        assert app.nav.top is not None
        assert t("daily.won_line", date="30 November", n=1) in "\n".join(app.nav.top.notes())


def test_the_calendar_is_played_from_the_keyboard(tmp_path, today):
    quiet(tmp_path)
    code, states, err = run_app(tmp_path, ["tap menu:calendar", "key t", "state"])
    assert code == 0, err
    assert states[-1]["code"] == daily_code(DAY)
    # arrows move over the days; Enter plays the focused one
    code, states, err = run_app(tmp_path / "b", ["tap menu:calendar", "key tab", "key down", "key down", "state",
                                                 "key return", "state"])
    assert code == 0, err
    assert states[-1]["scene"] == "heart_to_heart" and states[-1]["daily"] is not None
    assert states[-1]["code"] == daily_code(states[-1]["daily"])


def test_a_search_out_of_budget_shows_its_line_only_as_existing():
    number = Game.from_code(daily_code(DAY)).number
    full = ShortestRunner(number).finish()
    cut = ShortestRunner(number, max_nodes=3)
    res = cut.finish()
    assert full.proven and not res.proven and cut.done and cut.search is None  # tables let go
    assert res.moves >= full.moves
    text = shortest_text(res.moves + 10, res)
    assert text == f"Won in {res.moves + 10} moves; a win in {res.moves} moves exists"


def test_the_daily_deal_asks_before_replacing_another_game_in_progress(tmp_path, today):
    """Like a deal code: a half-played deal is not silently given up (and counted lost)."""
    code, states, err = run_app(tmp_path, ["tap h2h:stock", "tap button:menu", "tap menu:daily", "tap button:cancel",
                                           "state", "tap menu:heart_to_heart", "state"], deal="HH1-N-AAAAAAM")
    assert code == 0, err
    assert states[0]["scene"] == "menu"
    assert states[1]["code"] == "HH1-N-AAAAAAM" and states[1]["moves"] == 1  # kept, not given up
    code, states, err = run_app(tmp_path, ["tap menu:daily", "tap button:replace", "state"])
    assert code == 0, err
    assert states[0]["code"] == "HH1-N-ZZSBHOM" and states[0]["daily"] == "2026-11-30"
    assert stored_stats(tmp_path)["h2h"]["played"] == 1  # the replaced game, given up on purpose
