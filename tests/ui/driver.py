"""Run the real app in-process from a script, headless, with storage in a temp folder.

    code, out, err = run_app(tmp_path, ["tap menu:settings", "state"])

``out`` is the list of JSON objects the ``state`` commands printed.  Game-scene tests
use the same helper (import it as ``from tests.ui.driver import run_app``).
"""

from __future__ import annotations

import asyncio
import io
import json
import os
import sys
from contextlib import redirect_stderr, redirect_stdout
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from game import storage  # noqa: E402


def run_main(data_dir: Path, options, stdin_for=None) -> tuple[int, list[dict], str]:
    """Run main.main(options) headless with storage in ``data_dir``, capturing its output;
    returns (exit code, the state objects printed, stderr text).  ``stdin_for(out)``, if
    given, makes the standard input a ``--script -`` run reads (it may watch ``out``)."""
    import main as main_module

    data_dir.mkdir(parents=True, exist_ok=True)
    old = os.environ.get(storage.ENV_DIR)
    os.environ[storage.ENV_DIR] = str(data_dir)
    storage.set_default_storage(None)
    out, err = io.StringIO(), io.StringIO()
    old_stdin = sys.stdin
    if stdin_for is not None:
        sys.stdin = stdin_for(out)
    try:
        with redirect_stdout(out), redirect_stderr(err):
            code = asyncio.run(main_module.main(options))
    finally:
        sys.stdin = old_stdin
        storage.set_default_storage(None)
        if old is None:
            os.environ.pop(storage.ENV_DIR, None)
        else:
            os.environ[storage.ENV_DIR] = old
    states = [json.loads(line) for line in out.getvalue().splitlines() if line.startswith("{")]
    return code, states, err.getvalue()


def run_app(
    data_dir: Path,
    lines: list[str],
    *,
    deal: str | None = None,
    lang: str | None = "en",
    shots: Path | None = None,
    size: tuple[int, int] | None = None,
) -> tuple[int, list[dict], str]:
    """Run main.main() with a script; returns (exit code, state objects, stderr text)."""
    from game.ui.options import Options

    data_dir.mkdir(parents=True, exist_ok=True)
    script = data_dir / "script.txt"
    script.write_text("\n".join(lines) + "\n", encoding="utf-8")
    options = Options(deal=deal, lang=lang, script=str(script), shots=str(shots or data_dir / "shots"),
                      size=size)
    return run_main(data_dir, options)
