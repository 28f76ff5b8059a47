"""The built page's download and file picker for "Export progress" / "Import progress", in
Debian's headless Chromium (tests/web/progress_file.mjs drives it).

No Python runs in the page here (pygbag's runtime cannot be fetched): the script makes the
calls game/ui/progress_dialogs.py makes through ``platform.window`` and checks what the
browser does with them: a real download event with the file's name and text, a real file
chooser whose file is read once, a file over the limit refused, the page's input
taking a whole progress text with its letters as typed, and a refused "Copy text" showing
the text to select, labelled as a text.  Needs /usr/bin/chromium (or
$CHROMIUM) and playwright-core from tests/wasm (``cd tests/wasm && npm ci``); skipped
without them, unless ``HH_REQUIRE_BROWSER=1`` (CI), where that is a failure.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
from pathlib import Path

import pytest

HERE = Path(__file__).resolve().parent
CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")
PLAYWRIGHT = HERE.parent / "wasm" / "node_modules" / "playwright-core" / "package.json"


@pytest.fixture(scope="module")
def run(built_web: Path) -> dict:
    missing = [what for what, ok in (("Chromium at " + CHROMIUM, Path(CHROMIUM).is_file()),
                                     ("node", shutil.which("node") is not None),
                                     ("playwright-core (cd tests/wasm && npm ci)", PLAYWRIGHT.is_file())) if not ok]
    if missing:
        message = "the browser checks need " + ", ".join(missing)
        if os.environ.get("HH_REQUIRE_BROWSER") == "1":
            pytest.fail(message)
        pytest.skip(message)
    done = subprocess.run(["node", str(HERE / "progress_file.mjs"), str(built_web)], capture_output=True,
                          text=True, timeout=180, cwd=HERE)
    assert done.returncode == 0, f"the browser run broke:\n{done.stdout[-2000:]}\n{done.stderr[-3000:]}"
    report = json.loads(done.stdout.strip().splitlines()[-1])
    assert "failed" not in report, report["failed"]
    return report


def test_no_errors_on_the_page(run: dict) -> None:
    assert run["errors"] == []


def test_export_is_a_browser_download_with_the_name_and_the_text(run: dict) -> None:
    assert run["download"] == {"returned": "started", "name": "heart-to-heart-progress-2026-12-07-120000.txt",
                               "same": True}


def test_the_file_picker_offers_text_files_and_reads_the_chosen_one_once(run: dict) -> None:
    pick = run["pick"]
    assert pick["states"] == ["choosing", "read"] and pick["same"] and pick["again"] == ""
    assert pick["accept"] == ".txt,text/plain" and not pick["multiple"]
    assert pick["inputs_left"] == 0  # the hidden input goes once the file is read


def test_a_file_over_the_limit_is_refused_unread(run: dict) -> None:
    assert run["too_large"]["states"] == ["choosing", "too_large"] and run["too_large"]["again"] == ""


def test_the_pages_input_takes_a_whole_progress_text_letters_as_typed(run: dict) -> None:
    entry = run["entry"]
    assert entry["progress"] == {"maxLength": 3000000, "autocapitalize": "none"} and entry["polled_same"]
    assert entry["code"] == {"maxLength": 20, "autocapitalize": "characters"}  # a code's field as before


def test_a_refused_copy_shows_the_progress_text_labelled_as_a_text(run: dict) -> None:
    assert run["copy"] == {"state": "shown", "same": True,
                           "label": "The browser did not allow copying. Select the text and copy it:"}
