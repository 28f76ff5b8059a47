"""Every file the page makes the browser ask pygbag's CDN for exists in the 0.9.3 layout.

The list of files is tests/web/data/cdn-files-0.9.3.txt (a copy of the CDN's listing; see
tests/web/data/README.md).  Three kinds of requests are checked:

* the addresses written in the built page (script src, links, anything under the CDN);
* what pythons.js fetches because of the script tag's attributes (read in its auto_conf,
  postrun and feat_* functions): ``data-python`` -> ``cpython312/main.js``, ``main.data``,
  ``main.wasm`` and ``cpythonrc.py``; ``data-os`` "vt" -> ``../vt.js``, "vtx" -> ``../vtx.js``
  and the terminal's sixel worker ``xtermjsixel/xterm-addon-image-worker.js``, "snd" ->
  ``empty.ogg`` (the sound unlocker);
* the runtime's package index and the wheels of the packages main.py asks for.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from pygbag_logic import CDN_ROOT, cdn_files, package_index, read_pep723_dependencies, wheel_for

MAIN = Path(__file__).resolve().parents[2] / "main.py"


def _script_tag(page: str) -> dict[str, str]:
    for attrs in re.findall(r"<script\b([^>]*)>", page):
        if "pythons.js" in attrs and re.search(r"\btype=[\"']?module", attrs):
            return dict(re.findall(r"([\w-]+)=\"([^\"]*)\"", attrs))
    raise AssertionError("the page has no pythons.js script tag")


def _relative(url: str) -> str:
    assert url.startswith(CDN_ROOT), f"{url} is not on pygbag's CDN"
    return url[len(CDN_ROOT):]


def runtime_requests(page: str) -> list[str]:
    """The CDN paths the page itself names and pythons.js derives from its script tag."""
    named = re.findall(r"https://pygame-web\.github\.io/cdn/[^\"'\s<>)`]*", page)
    # a folder address (config.cdn, the base pythons.js builds its requests on) is no request
    requests = [_relative(u) for u in named if not u.endswith("/")]
    tag = _script_tag(page)
    base = _relative(tag["src"]).rsplit("pythons.js", 1)[0]  # "0.9.3/"
    python = tag.get("data-python", "python3.12")
    digits = re.sub(r"\D", "", python.split("python", 1)[1]) or "312"
    interpreter = "cpython"
    requests += [f"{base}{interpreter}{digits}/{name}" for name in ("main.js", "main.data", "main.wasm")]
    requests.append(f"{base}{interpreter}rc.py")
    parent = base.rstrip("/").rpartition("/")[0]
    parent = parent + "/" if parent else ""
    for feature in tag.get("data-os", "gui").split(","):
        if feature == "vt":
            requests.append(f"{parent}vt.js")
        if feature == "vtx":
            requests += [f"{parent}vtx.js", f"{base}xtermjsixel/xterm-addon-image-worker.js"]
        if feature == "snd":
            requests.append(f"{base}empty.ogg")
    return requests


def test_every_cdn_file_the_page_requests_exists_in_the_0_9_3_layout(built_web: Path) -> None:
    page = (built_web / "index.html").read_text(encoding="utf-8")
    requests = runtime_requests(page)
    assert "0.9.3/pythons.js" in requests and "0.9.3/cpython312/main.wasm" in requests
    missing = sorted({r for r in requests if r not in cdn_files()})
    assert missing == [], f"the page asks the CDN for files 0.9.3 does not have: {missing}"


def test_the_packages_main_py_asks_for_exist_on_the_cdn() -> None:
    files = cdn_files()
    assert "index-0.9.3-cp312.json" in files  # aio.pep0723.async_repos reads it first
    for dep in read_pep723_dependencies(MAIN.read_text(encoding="utf-8")):
        wheel = wheel_for(dep, package_index())
        assert wheel is not None, f"{dep} is not in the runtime's package index"
        assert wheel in files, f"{dep}: {wheel} is not on the CDN"


@pytest.mark.parametrize("bad", ["0.9.3/pythonrc.py", "0.9.3/vt/xterm.js", "0.9.3/browserfs.min.js"])
def test_the_files_the_old_page_asked_for_are_not_in_the_layout(bad: str) -> None:
    # The previous template prefetched these; the check above would catch them.
    assert bad not in cdn_files()
