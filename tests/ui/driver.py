"""Run the real app in-process from a script, headless, with storage in a temp folder.

    code, out, err = run_app(tmp_path, ["tap menu:settings", "state"])

``out`` is the list of JSON objects the ``state`` commands printed.  The helpers live in the
app harness tests and tools share (devkit/harness.py); this module keeps the name many tests import.
"""

from __future__ import annotations

from devkit.harness import run_app, run_main

__all__ = ["run_app", "run_main"]
