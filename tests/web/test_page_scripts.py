"""The page's own JavaScript parses, and every step the boot reports has its words in en and ru.

A syntax error in the page's script would take the loading screen's messages with it (the
error reporting is in that script), so the inline scripts of the built page go through
``node --check``.  The texts table must have the same keys in both languages, including a
message for every step the Python side reports a failure at.
"""

from __future__ import annotations

import re
import shutil
import subprocess
from pathlib import Path

import pytest

INLINE = re.compile(r"<script type=\"application/javascript\">(.*?)</script>", re.S)


def _page(built_web: Path) -> str:
    return (built_web / "index.html").read_text(encoding="utf-8")


def test_inline_scripts_are_valid_javascript(built_web: Path, tmp_path: Path) -> None:
    node = shutil.which("node")
    if node is None:
        pytest.skip("node is not installed (the CI machine has it: .ci/run needs it for tests/wasm)")
    scripts = INLINE.findall(_page(built_web))
    assert len(scripts) >= 2
    for i, script in enumerate(scripts):
        path = tmp_path / f"inline-{i}.js"
        path.write_text(script, encoding="utf-8")
        done = subprocess.run([node, "--check", str(path)], capture_output=True, text=True)
        assert done.returncode == 0, f"inline script {i} does not parse:\n{done.stderr}"


def _texts(page: str, lang: str) -> set[str]:
    block = re.search(rf"\n\s+{lang}: \{{\n(.*?)\n\s+\}},\n", page, re.S)
    assert block, f"no {lang} texts in the page"
    return set(re.findall(r"^\s*\"?([\w-]+)\"?\s*:", block.group(1), re.M))


def test_loading_screen_texts_exist_in_english_and_russian(built_web: Path) -> None:
    page = _page(built_web)
    en, ru = _texts(page, "en"), _texts(page, "ru")
    assert en == ru
    assert {"failed", "hint", "reload", "runtime", "package", "install", "abort", "start-failed", "start", "crash", "stopped"} <= en


def test_every_failure_step_of_the_boot_has_its_message(built_web: Path) -> None:
    page = _page(built_web)
    steps = set(re.findall(r"step = \"(\w+)\"", page)) | set(re.findall(r"hh_fail\(\"(\w+)\"", page))
    root = Path(__file__).resolve().parents[2]
    loop = "".join((root / name).read_text(encoding="utf-8") for name in ("main.py", "game/launch.py"))  # main.py runs game/launch.py's loop
    steps |= set(re.findall(r"tell_page\(\"hh_fail\", \"(\w+)\"", loop))
    assert {"package", "install", "start", "runtime", "abort", "crash"} <= steps
    handled = re.search(r"const what = \{(.*?)\}\[step\] \|\| T\[\"start-failed\"\]", page, re.S)
    assert handled, "hh_fail no longer picks its message by step"
    named = set(re.findall(r"(\w+): T", handled.group(1)))
    assert steps - named == {"start"}  # "start" (and anything new) gets the generic "stopped while starting"
