"""A tour of every screen and dialog of the app, in-process and headless, at any window size.

    with open_app(tmp_path, (390, 844), lang="ru") as app:
        for name in tour(app):
            ...  # app shows screen `name` now (settled): check it, or save app.display.screen

The tour and the app harness it drives (start-up, taps, the sizes and deals) live in
devkit/harness.py, which the tests use too; the tools (tools/screens_layouts.py,
tools/scale_check.py, tools/h2h_shots.py) import them from here or from there.  Neither
devkit/, tests/ nor tools/ is shipped: the web build packs only main.py, game/ and assets/,
and the wheel only game/.
"""

from __future__ import annotations

import sys
from pathlib import Path

if __package__ in (None, ""):  # run as a file: the checkout's tests/ and game/ first
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from devkit.harness import (  # noqa: E402
    DEAD_AFTER_SEVEN,
    DEAD_LINE,
    DPR,
    EAST_CLAIMS,
    HEARTS_CODE,
    PHONES,
    QUICK,
    SIZES,
    SOUTH_CLAIMS,
    WORKED_EXAMPLE,
    easy_actions,
    escape,
    finished_match,
    hearts_until,
    late_dead_end,
    open_app,
    saved_position,
    settle,
    tap,
    tour,
)

__all__ = ["DEAD_AFTER_SEVEN", "DEAD_LINE", "DPR", "EAST_CLAIMS", "HEARTS_CODE", "PHONES", "QUICK", "SIZES",
           "SOUTH_CLAIMS", "WORKED_EXAMPLE", "easy_actions", "escape", "finished_match", "hearts_until",
           "late_dead_end", "open_app", "saved_position", "settle", "tap", "tour"]
