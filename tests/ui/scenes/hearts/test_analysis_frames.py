"""The analysis screen's frames: while the analysis thinks, a garbage collection never walks
the heap the app had before (a full collection of it alone takes most of a frame, and the
collector starts one in whichever slice happens to make enough objects); once the answer
is in, or the screen is closed, the heap is the collector's again.
"""

from __future__ import annotations

import gc

from devkit.harness import open_app
from game.hearts import Match
from game.hearts.kinds import Phase
from game.hearts.teaching.analysis import Analysis, Row
from game.ui.scenes.hearts.analysis_screen import AnalysisScreen


def _view():
    m = Match(3)
    return m.view(0)


def _watched(seen: list[int], slices: int, view) -> object:
    """Steps that note, at each slice, how many objects the collector leaves alone."""
    for _ in range(slices):
        seen.append(gc.get_freeze_count())
        yield
    return Analysis(Phase.PASS, (Row(tuple(view.hand[:3]), 1.0, 0.0),), None)


def test_the_analysis_thinks_with_the_older_heap_out_of_the_collectors_reach(tmp_path):
    with open_app(tmp_path, (390, 844)) as app:
        before = len(gc.get_objects())
        seen: list[int] = []
        view = _view()
        screen = AnalysisScreen(view, 0, steps=_watched(seen, 5, view), screen=lambda: app.display.metrics)
        app.nav.push_screen(screen)
        while not screen.update(1 / 60):
            pass
        assert seen and min(seen) >= before * 0.9  # every slice: the older heap held out
        assert gc.get_freeze_count() == 0  # the answer is in: the collector has it all again


def test_closing_the_analysis_while_it_thinks_gives_the_heap_back(tmp_path):
    with open_app(tmp_path, (390, 844)) as app:
        seen: list[int] = []
        view = _view()
        screen = AnalysisScreen(view, 0, steps=_watched(seen, 10_000_000, view), clock=lambda: 0.0 + len(seen),
                                screen=lambda: app.display.metrics)
        app.nav.push_screen(screen)
        screen.update(1 / 60)
        assert screen.thinking() and gc.get_freeze_count() > 0
        screen.press_cancel()
        assert gc.get_freeze_count() == 0


def test_an_analysis_dropped_while_it_thinks_gives_the_heap_back(tmp_path):
    with open_app(tmp_path, (390, 844)) as app:
        seen: list[int] = []
        view = _view()
        screen = AnalysisScreen(view, 0, steps=_watched(seen, 10_000_000, view), clock=lambda: 0.0 + len(seen),
                                screen=lambda: app.display.metrics)
        app.nav.push_screen(screen)
        screen.update(1 / 60)
        assert gc.get_freeze_count() > 0
        app.nav.go("menu")  # the scene changes under it: the screen is dropped, never closed
        del screen
        gc.collect()
        assert gc.get_freeze_count() == 0
