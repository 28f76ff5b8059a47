"""In the browser main.py tells the page when the game is on screen, or why it stopped.

The page keeps its loading screen until main.py says its first frame is drawn
(``hh_stage("ready")``), and shows a translated message with the detail when main.py fails
to open the app (``hh_fail("start", ...)``) or the game loop raises (``hh_fail("crash",
...)``), instead of a frozen canvas.  A stand-in ``platform`` module records the calls.
"""

from __future__ import annotations

import asyncio
import sys
import types

import pytest

import main
from game import launch


class FakeApp:
    def __init__(self, frames_before_error: int | None) -> None:
        self.running, self.exit_code, self.left = True, 0, frames_before_error

    def frame(self) -> None:
        if self.left is None:
            self.running = False
            return
        if self.left == 0:
            raise ZeroDivisionError("a bug in a frame")
        self.left -= 1

    def shutdown(self) -> None:
        pass


@pytest.fixture
def page(monkeypatch: pytest.MonkeyPatch) -> list[tuple]:
    calls: list[tuple] = []
    window = types.SimpleNamespace(hh_stage=lambda *a: calls.append(("hh_stage", *a)),
                                   hh_fail=lambda *a: calls.append(("hh_fail", *a)))
    monkeypatch.setitem(sys.modules, "platform", types.SimpleNamespace(window=window))
    monkeypatch.setattr(sys, "platform", "emscripten")
    return calls


def test_first_frame_hides_the_loading_screen(page: list[tuple]) -> None:
    assert asyncio.run(main.main(app=FakeApp(None))) == 0
    assert page == [("hh_stage", "ready")]


def test_a_crash_in_the_game_loop_is_shown_on_the_page(page: list[tuple]) -> None:
    with pytest.raises(ZeroDivisionError):
        asyncio.run(main.main(app=FakeApp(3)))
    assert page == [("hh_stage", "ready"), ("hh_fail", "crash", "ZeroDivisionError: a bug in a frame")]


def test_failing_to_open_the_app_is_shown_on_the_page(page: list[tuple], monkeypatch: pytest.MonkeyPatch) -> None:
    def broken(options=None):  # noqa: ANN001
        raise RuntimeError("no display")

    monkeypatch.setattr(launch, "open_app", broken)  # main.py's loop is game/launch.py's
    with pytest.raises(RuntimeError):
        asyncio.run(main.main())
    assert page == [("hh_fail", "start", "RuntimeError: no display")]


def test_natively_nothing_is_reported(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "platform", None)  # importing it would fail loudly
    assert asyncio.run(main.main(app=FakeApp(None))) == 0
