"""The built page boots, rehearsed natively against a stand-in for pygbag 0.9.3's runtime.

tests/web/standin_runtime.py takes the Python block out of the built index.html exactly as
pythons.js does and runs it with the names and behaviour of 0.9.3's ``pythons.js`` and
``cpythonrc.py`` (``platform.fopen``, ``platform.run_main``, ``embed.counter()``,
``window.MM``, ``shell.source``/``preload_code``, pygbag's ``asyncio.run``), in a fresh
process where pygame cannot be imported until the runtime installs it for main.py.  The page
must get from the archive next to it to main.py and the menu's first frame, and every failure
must reach the page as ``hh_fail`` instead of a frozen loading screen.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
PYGAME_WHEEL = "cp312/pygame_ce-2.5.7.dev1-cp312-cp312-wasm32_bi_emscripten.whl"


def rehearse(web: Path, tmp: Path, *, host: str = "127.0.0.1:8000", index: dict | None = None,
             timeout: float = 20.0) -> dict:
    report = tmp / "report.json"
    command = [sys.executable, str(HERE / "standin_runtime.py"), str(web / "index.html"),
               "--report", str(report), "--host", host, "--shot", str(tmp / "first-frame.png"),
               "--timeout", str(timeout)]
    if index is not None:
        (tmp / "index.json").write_text(json.dumps(index))
        command += ["--index", str(tmp / "index.json")]
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1",
               HEARTS_APP_DATA_DIR=str(tmp / "data"))
    done = subprocess.run(command, env=env, capture_output=True, text=True, timeout=timeout + 60, cwd=tmp)
    assert done.returncode == 0 and report.is_file(), f"the stand-in runtime broke:\n{done.stdout}\n{done.stderr}"
    return json.loads(report.read_text())


def steps(report: dict) -> list[str]:
    return [" ".join(e[:2]) for e in report["events"]]


def explain(report: dict) -> str:
    """The steps the page went through, and how it ended."""
    ending = {k: report[k] for k in ("stalled", "failed", "install_failed") if report.get(k)}
    return f"steps: {steps(report)}\nending: {ending}\n" + "\n".join(report.get("exceptions", []))[-3000:]


def test_page_boots_from_its_archive_to_the_menus_first_frame(built_web: Path, tmp_path: Path) -> None:
    report = rehearse(built_web, tmp_path)
    assert "stalled" not in report, f"the boot stalled: {report['stalled']}\n{explain(report)}"
    assert not report.get("exceptions"), explain(report)
    assert "failed" not in report, f"the page was told the boot failed: {report['failed']}\n{explain(report)}"
    order = steps(report)
    expected = ["hh_stage package", "fetch heart-to-heart.tar.gz", "run_main", "hh_stage click",
                "hh_stage install", "runpy", "hh_stage start", "shell.interactive", "hh_stage ready"]
    position = 0
    for step in expected:  # in this order (other steps may come between)
        found = next((i for i in range(position, len(order)) if order[i].startswith(step)), None)
        assert found is not None, f"no {step!r} after {order[position - 1] if position else 'the start'}: {order}"
        position = found + 1
    assert report["block_unpacks_to_data_data"]
    assert report["loaderhome"] == "/data/data/heart-to-heart/assets"  # where 0.9.3 unpacks and runs
    assert report["main_py"] == "/data/data/heart-to-heart/assets/main.py"
    assert report["installed"] == [PYGAME_WHEEL]  # pygame-ce, installed because main.py asked
    assert report["scene"] == "menu" and report["running"] and report["frames"] > 1
    assert report["first_frame_size"] == [1280, 720]
    assert report["first_frame_colours"] > 100  # the menu, not a blank fill
    assert not any(s.startswith("MM.prepare") for s in order)


def test_on_itch_io_the_page_reads_the_apk(built_web: Path, tmp_path: Path) -> None:
    # itch.io serves only the upload (web.zip: index.html, favicon.png and the .apk).
    web = tmp_path / "itch"
    web.mkdir()
    for name in ("index.html", "favicon.png", "heart-to-heart.apk"):
        shutil.copy2(built_web / name, web / name)
    report = rehearse(web, tmp_path, host="html-classic.itch.zone")
    assert "fetch heart-to-heart.apk" in steps(report)
    assert "failed" not in report and "stalled" not in report, explain(report)
    assert report["scene"] == "menu" and report["first_frame_colours"] > 100


def test_a_missing_app_package_is_reported_on_the_page_not_waited_for(built_web: Path, tmp_path: Path) -> None:
    web = tmp_path / "broken"
    shutil.copytree(built_web, web)
    (web / "heart-to-heart.tar.gz").unlink()
    report = rehearse(web, tmp_path, timeout=10)
    assert "stalled" not in report
    assert report["failed"][0] == "package" and "heart-to-heart.tar.gz" in report["failed"][1]
    assert "main_py" not in report


def test_pygame_missing_from_the_package_index_is_reported_on_the_page(built_web: Path, tmp_path: Path) -> None:
    from pygbag_logic import package_index

    index = {k: v for k, v in package_index().items() if k != "pygame"}
    report = rehearse(built_web, tmp_path, index=index, timeout=10)
    assert "stalled" not in report
    assert report["failed"][0] == "install" and "pygame" in report["failed"][1]
